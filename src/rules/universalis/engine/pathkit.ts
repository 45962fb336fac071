import type { PathAnswer, PathSegment, PathSegmentKind, Point3 } from '../../../geometry/types'

/**
 * Test fixtures: hand-made paths as the geometry's planner would answer them, so the engine's
 * move rules can be tested without a table. Each leg gives its kind, where it ends and, for
 * climbs, drops and jumps, the heights and gap; costs follow R-8.0b (climbs doubled, drops free).
 */

export interface Leg {
  kind: PathSegmentKind
  to: Point3
  gap?: number
}

export function pathOf(figureId: string, start: Point3, legs: readonly Leg[], terrain: PathAnswer['terrain'] = []): PathAnswer {
  const segments: PathSegment[] = []
  let from = start
  for (const leg of legs) {
    const horizontal = Math.hypot(leg.to[0] - from[0], leg.to[2] - from[2])
    const rise = leg.to[1] - from[1]
    const up = leg.kind === 'climb' && rise > 0 ? rise : 0
    const down = leg.kind === 'climb' && rise < 0 ? -rise : 0
    const dropped = leg.kind === 'drop' || (leg.kind === 'jump' && rise < 0) ? -rise : 0
    const cost = horizontal + 2 * (up + down)
    segments.push({
      kind: leg.kind,
      from,
      to: leg.to,
      horizontal,
      climbedUp: up,
      climbedDown: down,
      dropped,
      laddered: 0,
      gap: leg.kind === 'jump' ? (leg.gap ?? horizontal) : null,
      ladder: null,
      cost,
    })
    from = leg.to
  }
  const cost = segments.reduce((s, x) => s + x.cost, 0)
  const travelled = segments.reduce((s, x) => s + x.horizontal + x.climbedUp + x.climbedDown + x.dropped, 0)
  return {
    figureId,
    found: true,
    reason: null,
    start,
    goal: from,
    points: [start, ...segments.map((s) => s.to)],
    segments,
    cost,
    travelled,
    finalSurface: { on: 'table', height: from[1] },
    terrain,
    profile: { radius: 1.25, height: 4 },
    endFigures: [],
    levelsAtGoal: [],
  }
}
