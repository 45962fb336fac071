import type { Ladder } from '../../scene/schema'
import { GROUP_SOLID, interactionGroups } from '../world/groups'
import type { TableWorld } from '../world/tableWorld'
import type { StepAnswer, Surface } from '../types'
import { figureProfile } from '../../scene/figureProfile'

/**
 * What a figure stands on: the surfaces under a point, where a step lands (8.6-8.8) and how wide
 * a gap along a path is (8.5). Only solid pieces carry figures: areas are walked through on the
 * ground beneath (9.1) and figures are never stood on.
 */

/** Rapier computes in 32-bit floats (a 6.6 cm top comes back as 6.5999994); heights are rounded to 1/this cm. */
const HEIGHT_STEPS_PER_CM = 1e4
/** Heights closer than this (cm) count as the same height. */
const SAME_HEIGHT = 1e-3
/** A ladder whose end misses a level by up to this much (cm) still serves it: model ladders stick out or fall short a little. */
const LADDER_SPAN_SLACK = 0.5
/** How far (cm) beyond the figure's base rim a ladder may be and still be within reach. */
const LADDER_REACH = 1
/** The surface under a path must lie this much (cm) below the walking height to be a gap (8.5). */
const GAP_DROP = 0.1
/** Gap edges are bisected until bracketed this tightly (cm), so a gap's length is good to about 0.001 cm. */
const EDGE_PRECISION = 0.001

const SOLID_ONLY = interactionGroups(0xffff, GROUP_SOLID)

/** Where the vertical line through (x, z) runs inside one solid piece. */
export interface ColumnSpan {
  id: string
  bottom: number
  top: number
}

/** A gap along a path: its horizontal length and where it begins and ends. */
export interface GapStretch {
  gap: number
  start: [number, number]
  end: [number, number]
}

// Dividing (not multiplying by 1e-4) gives the nearest double: 66000 / 1e4 is exactly 6.6.
const roundHeight = (y: number): number => Math.round(y * HEIGHT_STEPS_PER_CM) / HEIGHT_STEPS_PER_CM

function assertFinite(where: string, values: Record<string, number>): void {
  for (const [name, value] of Object.entries(values)) {
    if (!Number.isFinite(value)) throw new Error(`geometry: ${where} ${name} must be a finite number, got ${value}`)
  }
}

/** Lowest bottom and highest top of all solid pieces (null on an empty table), read from the scene. */
function solidExtent(world: TableWorld): { low: number; high: number } | null {
  let low = Infinity
  let high = -Infinity
  for (const piece of world.terrain) {
    if (piece.shape === 'area') continue
    const half = piece.shape === 'cylinder' ? piece.height / 2 : piece.size[1] / 2
    low = Math.min(low, piece.center[1] - half)
    high = Math.max(high, piece.center[1] + half)
  }
  return low === Infinity ? null : { low, high }
}

/**
 * Every solid piece the vertical line through (x, z) passes through, lowest first.
 *
 * Two rays, one straight down from above the tallest piece and one straight up from below the
 * lowest, both starting outside every piece: the entry point of each is then that piece's top
 * (or bottom) at (x, z), whatever height a caller asks about, so a height inside a piece never
 * confuses the answer. Boxes and cylinders are convex, so each piece is one span.
 */
export function solidColumn(world: TableWorld, x: number, z: number): ColumnSpan[] {
  assertFinite('solidColumn', { x, z })
  const extent = solidExtent(world)
  if (!extent) return []
  const R = world.rapier
  const length = extent.high - extent.low + 2
  const flags = R.QueryFilterFlags.EXCLUDE_SENSORS
  const cast = (startY: number, dirY: number): Map<number, { id: string; y: number }> => {
    const hits = new Map<number, { id: string; y: number }>()
    const ray = new R.Ray({ x, y: startY, z }, { x: 0, y: dirY, z: 0 })
    world.world.intersectionsWithRay(
      ray,
      length,
      true,
      (hit) => {
        const owner = world.ownerOf(hit.collider)
        if (owner?.kind === 'terrain') {
          hits.set(hit.collider.handle, { id: owner.id, y: roundHeight(startY + dirY * hit.timeOfImpact) })
        }
        return true
      },
      flags,
      SOLID_ONLY,
    )
    return hits
  }
  const tops = cast(extent.high + 1, -1)
  const bottoms = cast(extent.low - 1, 1)
  const spans: ColumnSpan[] = []
  for (const [handle, top] of tops) {
    // A ray grazing a vertical face may meet it from one side only; such an edge is no span.
    const bottom = bottoms.get(handle)
    if (bottom) spans.push({ id: top.id, bottom: bottom.y, top: top.y })
  }
  return spans.sort((a, b) => a.bottom - b.bottom || a.top - b.top)
}

/**
 * The highest top of a solid piece at (x, z) that lies at or below `below`; the table
 * (`{ on: 'table', height: 0 }`) when none does. A piece whose top is above `below` is skipped
 * even when `below` lies inside it: the answer is then whatever is lower down.
 *
 * @example surfaceAt(world, x, z, figure.position[1] + 0.01) // what a figure on a wall stands on
 */
export function surfaceAt(world: TableWorld, x: number, z: number, below = Infinity): Surface {
  assertFinite('surfaceAt', { x, z })
  if (Number.isNaN(below)) throw new Error('geometry: surfaceAt below must be a number, got NaN')
  let best: Surface = { on: 'table', height: 0 }
  for (const span of solidColumn(world, x, z)) {
    // A top flush with the table (a road tile) is preferred to the table itself.
    if (span.top <= below + SAME_HEIGHT && span.top >= best.height - SAME_HEIGHT) {
      best = { on: span.id, height: span.top }
    }
  }
  return best
}

/** The heights at (x, z) where a figure `height` tall fits: tops (and the table) with no solid in the `height` above them. */
function standingLevels(column: ColumnSpan[], height: number): Surface[] {
  const candidates: Surface[] = [...column.map((span) => ({ on: span.id, height: span.top })), { on: 'table', height: 0 }]
  return candidates.filter(
    (level) =>
      level.height >= -SAME_HEIGHT &&
      !column.some((s) => s.bottom < level.height + height - SAME_HEIGHT && s.top > level.height + SAME_HEIGHT),
  )
}

/**
 * Where a figure stepping to (x, z) ends up. The landing is the standing level (a top with room
 * for the figure's height above it, or the table) within its climb limit (base height + 2H, 8.7)
 * that is nearest to its current base height, the lower one on a tie: a figure on the ground
 * walks on under a shelf it fits beneath, one on a floor stays on that floor. When no level is
 * within reach, a piece too tall to climb stands in front of it: the landing is then the lowest
 * level above the limit (the top of that piece or stack) and dropHeight is negative, so that the
 * rules can refuse the climb. Only the base centre's column is looked at.
 */
export function stepTo(world: TableWorld, figureId: string, x: number, z: number): StepAnswer {
  assertFinite('stepTo', { x, z })
  const figure = world.requireFigure(figureId)
  const { radius, height } = figureProfile(figure)
  const fromY = figure.position[1]
  const levels = standingLevels(solidColumn(world, x, z), height)
  const reachable = levels.filter((level) => level.height <= fromY + 2 * height + SAME_HEIGHT)
  const pool = reachable.length > 0 ? reachable : levels
  const key = (level: Surface): number => (reachable.length > 0 ? Math.abs(level.height - fromY) : level.height)
  let landing = pool[0] ?? { on: 'table', height: 0 }
  for (const level of pool) {
    const better = key(level) < key(landing) - SAME_HEIGHT
    const tie = Math.abs(key(level) - key(landing)) <= SAME_HEIGHT
    if (better || (tie && level.height < landing.height)) landing = level
  }
  return {
    figureId,
    from: [figure.position[0], fromY, figure.position[2]],
    landing: [x, landing.height, z],
    landingOn: landing.on,
    dropHeight: roundHeight(fromY - landing.height),
    profileHeight: height,
    ladder: ladderWithin(world.scene.ladders ?? [], x, z, radius + LADDER_REACH, fromY, landing.height),
  }
}

/** Horizontal distance from (x, z) to the ladder's centre line seen from above. */
function distanceToLadder(ladder: Ladder, x: number, z: number): number {
  const [ax, , az] = ladder.bottom
  const [bx, , bz] = ladder.top
  const dx = bx - ax
  const dz = bz - az
  const lengthSq = dx * dx + dz * dz
  const t = lengthSq === 0 ? 0 : Math.min(1, Math.max(0, ((x - ax) * dx + (z - az) * dz) / lengthSq))
  return Math.hypot(x - (ax + t * dx), z - (az + t * dz))
}

/** The nearest ladder within `reach` (plus its half width) of (x, z) whose height span covers both y1 and y2. */
function ladderWithin(ladders: Ladder[], x: number, z: number, reach: number, y1: number, y2: number): string | null {
  let best: { id: string; distance: number } | null = null
  for (const ladder of ladders) {
    const low = Math.min(ladder.bottom[1], ladder.top[1])
    const high = Math.max(ladder.bottom[1], ladder.top[1])
    if (low > Math.min(y1, y2) + LADDER_SPAN_SLACK || high < Math.max(y1, y2) - LADDER_SPAN_SLACK) continue
    const distance = distanceToLadder(ladder, x, z)
    if (distance > reach + (ladder.width ?? 0) / 2) continue
    if (!best || distance < best.distance) best = { id: ladder.id, distance }
  }
  return best?.id ?? null
}

/**
 * Walking from `from` to `to` on a surface at `height`, the stretches where the ground under the
 * path lies more than 0.1 cm lower: the gaps to be jumped (8.5). The segment is sampled every
 * `step` cm and each gap's edges are refined by bisection to 0.001 cm. A piece rising above the
 * walking height is an obstacle, not a gap. `gap`, `start` and `end` describe the widest
 * stretch (0 and null when there is none); a gap open at either end of the segment is cut there.
 */
export function gapAlong(
  world: TableWorld,
  from: [number, number],
  to: [number, number],
  height: number,
  step = 0.25,
): { gap: number; start: [number, number] | null; end: [number, number] | null; stretches: GapStretch[] } {
  assertFinite('gapAlong', { fromX: from[0], fromZ: from[1], toX: to[0], toZ: to[1], height, step })
  if (step <= 0) throw new Error(`geometry: gapAlong step must be positive, got ${step}`)
  const length = Math.hypot(to[0] - from[0], to[1] - from[1])
  const none = { gap: 0, start: null, end: null, stretches: [] }
  if (length === 0) return none
  const at = (t: number): [number, number] => [from[0] + t * (to[0] - from[0]), from[1] + t * (to[1] - from[1])]
  const isLow = (t: number): boolean => {
    const [x, z] = at(t)
    const column = solidColumn(world, x, z)
    if (column.some((s) => s.bottom < height + GAP_DROP && s.top > height + GAP_DROP)) return false
    return surfaceAt(world, x, z, height + GAP_DROP).height < height - GAP_DROP
  }
  // Bisects between a t on one side of an edge and a t on the other.
  const edge = (inside: number, outside: number): number => {
    while (Math.abs(outside - inside) * length > EDGE_PRECISION) {
      const mid = (inside + outside) / 2
      if (isLow(mid)) inside = mid
      else outside = mid
    }
    return (inside + outside) / 2
  }
  const n = Math.max(1, Math.ceil(length / step))
  const low = Array.from({ length: n + 1 }, (_, i) => isLow(i / n))
  const stretches: GapStretch[] = []
  for (let i = 0; i <= n; i++) {
    if (!low[i]) continue
    let j = i
    while (j < n && low[j + 1]) j++
    const t0 = i === 0 ? 0 : edge(i / n, (i - 1) / n)
    const t1 = j === n ? 1 : edge(j / n, (j + 1) / n)
    stretches.push({ gap: (t1 - t0) * length, start: at(t0), end: at(t1) })
    i = j
  }
  if (stretches.length === 0) return none
  const widest = stretches.reduce((a, b) => (b.gap > a.gap ? b : a))
  return { ...widest, stretches }
}
