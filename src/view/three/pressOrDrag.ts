/**
 * What a press on a draggable thing does once the button is down, shared by figures and the
 * siege editor's pieces: orbiting is off until release; moving more than DRAG_THRESHOLD_PX turns
 * the press into a drag whose moves reach `moveTo` at most once per animation frame (the last
 * one is flushed on release); release without a drag is a click; Escape or a cancelled pointer
 * ends a drag without keeping it.
 */
import { frameThrottle } from '../frameThrottle'

/** Pixels the pointer may wander before a press becomes a drag. */
export const DRAG_THRESHOLD_PX = 4

type Toggleable = { enabled: boolean }

export interface PressOrDragHandlers {
  /** The press became a drag (called once, before the first move). */
  begin(): void
  /** The pointer's latest position while dragging, throttled to frames. */
  moveTo(clientX: number, clientY: number): void
  /** Released after dragging: keep it. */
  end(): void
  /** Escape or a cancelled pointer while dragging: put it back. */
  cancel(): void
  /** Released without dragging. */
  click?(): void
}

export function watchPressOrDrag(press: PointerEvent, controls: Toggleable | null, on: PressOrDragHandlers): void {
  if (controls) controls.enabled = false
  const start = { x: press.clientX, y: press.clientY }
  let dragging = false
  const dragTo = frameThrottle(on.moveTo)
  const onMove = (e: PointerEvent) => {
    if (!dragging && Math.hypot(e.clientX - start.x, e.clientY - start.y) < DRAG_THRESHOLD_PX) return
    if (!dragging) {
      dragging = true
      on.begin()
    }
    dragTo(e.clientX, e.clientY)
  }
  const finish = (cancelled: boolean) => {
    window.removeEventListener('pointermove', onMove)
    window.removeEventListener('pointerup', onUp)
    window.removeEventListener('pointercancel', onCancel)
    window.removeEventListener('keydown', onKey)
    if (controls) controls.enabled = true
    if (!dragging) {
      if (!cancelled) on.click?.()
      return
    }
    if (cancelled) {
      dragTo.cancel()
      on.cancel()
    } else {
      dragTo.flush()
      on.end()
    }
  }
  const onUp = () => finish(false)
  const onCancel = () => finish(true)
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape') finish(true)
  }
  window.addEventListener('pointermove', onMove)
  window.addEventListener('pointerup', onUp)
  window.addEventListener('pointercancel', onCancel)
  window.addEventListener('keydown', onKey)
}
