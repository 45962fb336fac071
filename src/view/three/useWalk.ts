/**
 * A figure walking the path of a move just made in play, frame by frame, instead of jumping to
 * its goal: the table shows how it got there. The canvas draws on demand, so a walk asks for
 * its next frame until it arrives.
 */
import { useFrame, useThree } from '@react-three/fiber'
import { type RefObject, useLayoutEffect, useRef } from 'react'
import type * as THREE from 'three'

/** A move in play just made by this figure: the path it walked, drawn as a walk instead of a jump. */
export interface FigureWalk {
  figure: string
  points: readonly (readonly [number, number, number])[]
  /** Changes with every move, so the same path walked twice walks twice. */
  step: number
}

/** cm per second of a figure walking its path on screen; a long move takes at most WALK_MAX_S. */
const WALK_CM_PER_S = 40
const WALK_MAX_S = 1.5

/** Moves the figure's group along `walk` frame by frame, ending where the figure stands. */
export function useWalk(group: RefObject<THREE.Group | null>, walk: FigureWalk | undefined) {
  const invalidate = useThree((s) => s.invalidate)
  const run = useRef<{ points: readonly (readonly [number, number, number])[]; cumulative: number[]; t0: number; speed: number } | null>(
    null,
  )
  // Before the paint: the frame that shows the figure at its goal must already show it at the start.
  useLayoutEffect(() => {
    if (!walk || walk.points.length < 2) return
    const cumulative = [0]
    for (let i = 1; i < walk.points.length; i++) {
      const [a, b] = [walk.points[i - 1], walk.points[i]]
      cumulative.push(cumulative[i - 1] + Math.hypot(b[0] - a[0], b[1] - a[1], b[2] - a[2]))
    }
    const total = cumulative[cumulative.length - 1]
    run.current = { points: walk.points, cumulative, t0: performance.now(), speed: Math.max(WALK_CM_PER_S, total / WALK_MAX_S) }
    invalidate()
  }, [walk, invalidate])
  useFrame(() => {
    const r = run.current
    const g = group.current
    if (!r || !g) return
    // The canvas draws on demand (TableCanvas.tsx): a walk asks for its next frame until it arrives.
    invalidate()
    const along = ((performance.now() - r.t0) / 1000) * r.speed
    const total = r.cumulative[r.cumulative.length - 1]
    const i = r.cumulative.findIndex((c) => c >= along)
    if (along >= total || i <= 0) {
      const end = r.points[r.points.length - 1]
      if (along >= total) {
        g.position.set(end[0], end[1], end[2])
        run.current = null
      } else g.position.set(r.points[0][0], r.points[0][1], r.points[0][2])
      return
    }
    const [a, b] = [r.points[i - 1], r.points[i]]
    const f = (along - r.cumulative[i - 1]) / (r.cumulative[i] - r.cumulative[i - 1] || 1)
    g.position.set(a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f, a[2] + (b[2] - a[2]) * f)
  })
}
