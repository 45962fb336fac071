/**
 * Pacing a picture that changes while a long run is under way (the heat map's cells). A frame
 * drawn by a software renderer (SwiftShader: Chromium without a GPU) costs about 300 ms of
 * the machine's cores, read back on the page's thread, and competes with the workers the run
 * waits on: a 2 cm map that took 2 s with only its first and last pictures drawn took 8 s when
 * every progress report was drawn. So a picture is redrawn no more often than keeps its frames
 * at a small share of the time; on a GPU (frames of a few ms) that is the usual 4 a second.
 */
import { useFrame } from '@react-three/fiber'
import { useEffect, useRef, useState } from 'react'

/** The share of a run's time its pictures may cost. */
export const DRAW_SHARE = 0.1
/** The shortest gap between two pictures (ms): more often than this nobody reads them. */
export const MIN_GAP_MS = 250

/**
 * How long to wait (ms) before the next picture, `sinceLastMs` after the last one, when a frame
 * costs `frameCostMs`: frames at most `share` of the time, and no closer than MIN_GAP_MS.
 */
export function drawDelay(sinceLastMs: number, frameCostMs: number, share = DRAW_SHARE): number {
  const gap = Math.max(MIN_GAP_MS, frameCostMs / share)
  return Math.max(0, gap - sinceLastMs)
}

/**
 * The cost of the last frame drawn (ms), from the frame's start to the next animation frame:
 * the canvas is drawn and handed to the compositor in between (a software renderer reads it
 * back there, blocking this thread), so the gap is what a frame takes from the page.
 */
function useFrameCost(): { current: number } {
  const cost = useRef(0)
  useFrame(() => {
    const start = performance.now()
    requestAnimationFrame(() => {
      cost.current = performance.now() - start
    })
  })
  return cost
}

/**
 * `value` as drawn: at once while `pacing` is off or when it is null; while it is on, the latest value at most once
 * per drawDelay, so that a run's pictures keep to their share of the time. Inside the Canvas.
 */
export function usePaced<T>(value: T, pacing: boolean): T {
  const cost = useFrameCost()
  const [shown, setShown] = useState(value)
  const last = useRef(0)
  useEffect(() => {
    const show = () => {
      last.current = performance.now()
      setShown(value)
    }
    // Nothing to show (a run just started) is shown at once: the last run's map must not stand in for it.
    if (!pacing || value === null) return show()
    const timer = setTimeout(show, drawDelay(performance.now() - last.current, cost.current))
    return () => clearTimeout(timer)
  }, [value, pacing, cost])
  return pacing && value !== null ? shown : value
}
