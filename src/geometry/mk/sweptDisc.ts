/**
 * A base moved straight from its centre to a point, as a disc swept over the table, tested
 * against blocking terrain (R-MKT.4): a solid whose top rises more than a step above the level the
 * figure walks at and that reaches below its head, met by any part of the base; or an edge where
 * the ground under the centre falls away more than a step (a wall top's side). The level is
 * followed under the centre, so a low hill is walked onto and the figure then walks at its top.
 * A base may hang over an edge on the way (a plank narrower than the base), not at the end.
 *
 * Why the sampling is enough: the swept area (a stadium) is covered by a lattice of points at
 * most `h` apart along and across the path (h <= 0.25 cm), its two straight rims included, plus
 * the rims of the start and end discs at chords <= h. Such a lattice leaves no point of the area
 * farther than h / sqrt 2 <= 0.18 cm from a sample, so every disc of 0.36 cm diameter inside the
 * swept area holds one. A closed portal (0.6 cm thick in models/castle/pieces.json; anything down
 * to 0.5 cm) that the base passes through holds such discs where it crosses the area, so it is
 * found; a solid the base only grazes is found on the sampled rims once it overlaps them over
 * more than h. (The 45-degree 0.5 cm slab of straightMove.test.ts checks this.) Each point is
 * first covered at a known distance along the path (`a - sqrt(rho^2 - b^2)` for a point at `a`
 * along and `b` across), so the first blocked point gives the first block to within about 2h;
 * that distance is then refined exactly by bisection with a Rapier shape test of the disc, as a
 * cylinder from its base to its head, against that solid. An edge is looked for under the centre
 * at stations h apart and refined by bisection too.
 */
import type { Point2 } from '../../math/planar'
import { solidColumn, surfaceAt, type ColumnSpan } from '../measure/surfaces'
import type { Surface } from '../types'
import { terrainIndexOf } from '../world/terrainIndex'
import type { TableWorld } from '../world/tableWorld'

/** Heights closer than this (cm) count as equal (Rapier computes in 32-bit floats). */
const SAME_HEIGHT = 1e-3
/** The disc is tested this much (cm) inside its rim: a base exactly touching a wall does not run into it. */
export const SWEEP_INSET_CM = 1e-3
/** Distances along the path are refined to this (cm). */
const REFINE_CM = 1e-3

/** One straight move of a disc, all lengths in cm. */
export interface Sweep {
  from: Point2
  to: Point2
  /** The disc's radius, already inset by SWEEP_INSET_CM. */
  rho: number
  /** The figure's height (its size profile): a solid above its head does not block. */
  height: number
  maxStep: number
  /** Lattice spacing h. */
  sample: number
}

/** What stops the disc: a rising solid (its id and top) or an edge (the piece walked on and the height below it). */
export interface SweepBlock {
  kind: 'rise' | 'drop'
  id: string
  atCm: number
  heightCm: number
}

export const sweepLength = (s: Sweep): number => Math.hypot(s.to[0] - s.from[0], s.to[1] - s.from[1])
/** Unit direction of the path; north (-z) for a move of length 0, whose sweep is the start disc alone. */
const direction = (s: Sweep): Point2 => {
  const length = sweepLength(s)
  return length < 1e-9 ? [0, -1] : [(s.to[0] - s.from[0]) / length, (s.to[1] - s.from[1]) / length]
}
const pointAt = (s: Sweep, along: number, across = 0): Point2 => {
  const [ux, uz] = direction(s)
  return [s.from[0] + along * ux - across * uz, s.from[1] + along * uz + across * ux]
}

/** The surfaces under the centre at `stations + 1` even stations: each the highest top within a step of the one before. */
export function levelsAlong(world: TableWorld, s: Sweep, startOn: Surface): { levels: Surface[]; spacing: number } {
  const length = sweepLength(s)
  const stations = Math.max(1, Math.ceil(length / s.sample))
  const levels: Surface[] = [startOn]
  for (let k = 1; k <= stations; k++) {
    const [x, z] = pointAt(s, (k * length) / stations)
    levels.push(surfaceUnder(world, x, z, levels[k - 1].height + s.maxStep + SAME_HEIGHT))
  }
  return { levels, spacing: length / stations }
}

/** A point of the swept area: where it is, the distance along the path at which the disc first covers it, and whether the end disc holds it. */
export interface SweepSample {
  x: number
  z: number
  cover: number
  atEnd: boolean
}

/** Sample points of the swept area (the lattice and the two discs' rims), first covered first. */
export function sweepSamples(s: Sweep): SweepSample[] {
  const length = sweepLength(s)
  const { rho, sample } = s
  const out: SweepSample[] = []
  const add = (along: number, across: number) => {
    const [x, z] = pointAt(s, along, across)
    const cover = Math.min(length, Math.max(0, along - Math.sqrt(Math.max(0, rho * rho - across * across))))
    const atEnd = (along - length) ** 2 + across ** 2 <= rho * rho + 1e-9
    out.push({ x, z, cover, atEnd })
  }
  const nb = Math.max(1, Math.ceil((2 * rho) / sample))
  const na = Math.max(1, Math.ceil((length + 2 * rho) / sample))
  for (let i = 0; i <= na; i++) {
    const along = -rho + (i * (length + 2 * rho)) / na
    for (let j = 0; j <= nb; j++) {
      const across = -rho + (j * 2 * rho) / nb
      const beyond = along < 0 ? along : along > length ? along - length : 0
      if (beyond * beyond + across * across <= rho * rho + 1e-9) add(along, across)
    }
  }
  const rim = Math.max(8, Math.ceil((2 * Math.PI * rho) / sample))
  for (let k = 0; k < rim; k++) {
    const angle = (2 * Math.PI * k) / rim
    add(rho * Math.cos(angle), rho * Math.sin(angle))
    add(length + rho * Math.cos(angle), rho * Math.sin(angle))
  }
  return out.sort((a, b) => a.cover - b.cover)
}

/**
 * Does some solid's bounds, seen from above, hold (x, z)? Most of a swept area is open table:
 * there surfaces.ts's column and surface answers are known (nothing, the table) without casting
 * their rays, so they are asked only where this holds.
 */
function solidsNear(world: TableWorld, x: number, z: number): boolean {
  const slack = 1e-3
  return terrainIndexOf(world)
    .near(x, z, 0)
    .some((e) => x >= e.min[0] - slack && x <= e.max[0] + slack && z >= e.min[2] - slack && z <= e.max[2] + slack)
}

const TABLE: Surface = { on: 'table', height: 0 }
const columnAt = (world: TableWorld, x: number, z: number): ColumnSpan[] => (solidsNear(world, x, z) ? solidColumn(world, x, z) : [])
const surfaceUnder = (world: TableWorld, x: number, z: number, below: number): Surface =>
  solidsNear(world, x, z) ? surfaceAt(world, x, z, below) : TABLE

/** What blocks at one point: a rising solid (with its id) or an edge (id null: the caller knows what was walked on). */
export interface PointBlock {
  kind: 'rise' | 'drop'
  id: string | null
  heightCm: number
}

/** A solid at (x, z) rising more than a step above `level` and reaching below the figure's head, or null. */
function risingAt(column: readonly ColumnSpan[], level: number, s: Sweep): ColumnSpan | null {
  return column.find((span) => span.top > level + s.maxStep + SAME_HEIGHT && span.bottom < level + s.height - SAME_HEIGHT) ?? null
}

/** What blocks a base standing at `level` over (x, z): a solid rising past a step below its head, or ground more than a step down. */
export function blockAtPoint(world: TableWorld, x: number, z: number, level: number, s: Sweep): PointBlock | null {
  const column = columnAt(world, x, z)
  const rising = risingAt(column, level, s)
  if (rising) return { kind: 'rise', id: rising.id, heightCm: rising.top }
  let support = 0
  for (const span of column) if (span.top <= level + s.maxStep + SAME_HEIGHT && span.top > support) support = span.top
  return support < level - s.maxStep - SAME_HEIGHT ? { kind: 'drop', id: null, heightCm: support } : null
}

/** Bisects between `lo` (not blocked) and `hi` (blocked) to REFINE_CM, first stepping back while `lo` is blocked too. */
function refine(blocked: (along: number) => boolean, hi: number, back: number): number {
  let lo = Math.max(0, hi - back)
  while (lo > 0 && blocked(lo)) {
    hi = lo
    lo = Math.max(0, lo - back)
  }
  if (blocked(lo)) return lo
  while (hi - lo > REFINE_CM) {
    const mid = (lo + hi) / 2
    if (blocked(mid)) hi = mid
    else lo = mid
  }
  return hi
}

/** Does the disc at `along`, walking at `level`, overlap the solid `id` between its base and its head? Exact (Rapier shape test). */
function discMeetsSolid(world: TableWorld, s: Sweep, id: string, level: number, along: number): boolean {
  const collider = world.colliderOf('terrain', id)
  if (!collider) return false
  const bottom = level + SAME_HEIGHT
  const top = level + s.height - SAME_HEIGHT
  const [x, z] = pointAt(s, along)
  const shape = new world.rapier.Cylinder((top - bottom) / 2, s.rho)
  return collider.intersectsShape(shape, { x, y: (bottom + top) / 2, z }, { x: 0, y: 0, z: 0, w: 1 })
}

/**
 * The first solid the disc runs into, or null, from its samples in order (sweepSamples). `levels`
 * are the surfaces under the centre at stations `spacing` apart (levelsAlong). Every solid sampled
 * within 2h of the first is refined too, and the nearest wins: a solid whose samples happen to lie
 * a little later may be met first.
 */
export function firstRise(
  world: TableWorld,
  s: Sweep,
  samples: readonly SweepSample[],
  levels: Surface[],
  spacing: number,
): SweepBlock | null {
  const levelAt = (along: number): Surface => levels[spacing > 0 ? Math.min(levels.length - 1, Math.floor(along / spacing + 1e-9)) : 0]
  let window = Infinity
  const found = new Map<string, SweepBlock>()
  for (const p of samples) {
    if (p.cover > window) break
    const level = levelAt(p.cover).height
    const rising = risingAt(columnAt(world, p.x, p.z), level, s)
    if (!rising || found.has(rising.id)) continue
    window = Math.min(window, p.cover + 2 * s.sample)
    const meets = (along: number) => discMeetsSolid(world, s, rising.id, level, along)
    const atCm = meets(p.cover + 1e-6) ? Math.min(p.cover, refine(meets, p.cover + 1e-6, 2 * s.sample)) : p.cover
    found.set(rising.id, { kind: 'rise', id: rising.id, atCm, heightCm: rising.top })
  }
  let best: SweepBlock | null = null
  for (const b of found.values()) if (!best || b.atCm < best.atCm) best = b
  return best
}

/**
 * The first edge the centre steps off, or null: where the surface under it falls more than a
 * step below the level before, charged to the piece walked on there.
 */
export function firstDrop(world: TableWorld, s: Sweep, levels: Surface[], spacing: number): SweepBlock | null {
  for (let k = 1; k < levels.length; k++) {
    const before = levels[k - 1]
    const floor = before.height - s.maxStep - SAME_HEIGHT
    if (levels[k].height >= floor) continue
    const dropped = (along: number) => {
      const [x, z] = pointAt(s, along)
      return surfaceUnder(world, x, z, before.height + s.maxStep + SAME_HEIGHT).height < floor
    }
    const atCm = refine(dropped, k * spacing, spacing)
    return { kind: 'drop', id: before.on, atCm, heightCm: levels[k].height }
  }
  return null
}
