/**
 * Runs a function at most once per animation frame with the latest arguments. Pointer moves
 * arrive faster than the screen redraws; judging each one would only queue work nobody sees.
 */
export interface FrameThrottled<A extends unknown[]> {
  (...args: A): void
  /** Runs a pending call now (e.g. on pointer up, so the last position is not lost). */
  flush(): void
  cancel(): void
}

/** Wraps `fn` so that calls within one frame collapse into one, with the last arguments. */
export function frameThrottle<A extends unknown[]>(fn: (...args: A) => void): FrameThrottled<A> {
  let pending: A | null = null
  let frame: number | null = null
  const run = () => {
    frame = null
    const args = pending
    pending = null
    if (args) fn(...args)
  }
  const throttled = ((...args: A) => {
    pending = args
    frame ??= requestAnimationFrame(run)
  }) as FrameThrottled<A>
  throttled.flush = () => {
    if (frame !== null) cancelAnimationFrame(frame)
    run()
  }
  throttled.cancel = () => {
    if (frame !== null) cancelAnimationFrame(frame)
    frame = null
    pending = null
  }
  return throttled
}
