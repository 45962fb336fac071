import { cylindersOverlap, figureCylinder, type UprightCylinder } from '../../scene/overlaps'
import { figureProfile } from '../../scene/figureProfile'
import type { Figure } from '../../scene/schema'
import type { SizeProfile } from '../../scene/sizeProfiles'
import { terrainIndexOf } from '../world/terrainIndex'
import type { SolidIndex, Span } from '../world/solidIndex'
import type { TableWorld } from '../world/tableWorld'
import type { Point3, SightAnswer, SightOptions } from '../types'
import { computeSightOf, coverFactsOf, type CoverFacts } from './computeSight'

/**
 * A target that is not in the world: a size profile standing at a point, judged against a real
 * shooter without adding, moving or removing a collider. Sight rays are cast to points of its
 * profile cylinder anyway (sight.ts), so the cylinder is the target whether a collider stands
 * for it or not; every other ray meets the world as it is. Moving a real figure instead costs a
 * collider rebuild and new per-world caches per position (issue 15: 0.75 ms a cell, against a
 * few tens of microseconds for the sight question itself), which a heat map of thousands of
 * positions cannot afford.
 *
 * Where may it stand? The path planner's test (paths/pathQuery.ts `standingLevels`,
 * paths/refine.ts `placeIsClear`): a level is the table or the top of a solid under the base
 * centre, with room for the profile's height above it, no solid overlapping its cylinder (a
 * touch is not an overlap) and no figure's cylinder overlapping it.
 */

/** The id a virtual target answers to; scene ids are plain words, this one cannot clash with them. */
export const VIRTUAL_TARGET_ID = '(virtual target)'

/**
 * Which surface under the point the target stands on: the lowest one with room above it
 * (`ground`: the table, or a flat tile on it no higher than GROUND_SLACK), the highest one
 * with room (`top`: a hill top, a wall walk, else the table), or the top of one piece.
 */
export type StandLevel = { kind: 'ground' } | { kind: 'top' } | { kind: 'piece'; id: string }

/** A tile this low (cm: a road, a token) still counts as the ground for the level `ground`. */
export const GROUND_SLACK = 0.5
/** Heights this close (cm) are one level (as the planner's SAME_LEVEL). */
const SAME_LEVEL = 0.05
/** Overlaps shallower than this (cm) are touches (solidIndex.ts TOUCH, the planner's 1e-3). */
const TOUCH = 1e-3

/** How many points of the base's rim are asked for a surface under them (every 45 degrees). */
const RIM_POINTS = 8
/** The rim points lie this far (cm) inside the base: a top exactly as wide as the base holds it (R-HM.4). */
const RIM_INSET = 0.01

export type Placement =
  | { standable: true; y: number; on: string }
  /**
   * `no-level`: the chosen level is not under the point (or has no room); `overhang`: it is, but
   * the base hangs off its edge (R-HM.5); `blocked`: a solid overlaps the profile; `figure`: a
   * figure does. `surface`: the top of the highest solid under the point (0: the table), where
   * a map draws the refused cell; `by`: the piece that is in the way or hung off, where known.
   */
  | {
      standable: false
      reason: 'no-level' | 'overhang' | 'blocked' | 'figure' | 'off-table'
      y: number | null
      surface: number
      by?: string
    }

/** Profile of the virtual target: its size (3.6), prone (8.10) and side (friends of the side give soft cover, 9.3). */
export interface VirtualProfile {
  size: SizeProfile
  prone?: boolean
  side: string
}

/** The virtual target as a figure record (not in the world) with its base centre at `position`. */
export function virtualFigure(profile: VirtualProfile, position: Point3): Figure {
  return {
    id: VIRTUAL_TARGET_ID,
    side: profile.side,
    size: profile.size,
    position: [position[0], position[1], position[2]],
    ...(profile.prone ? { prone: true } : {}),
  }
}

/**
 * Where a figure of `profile` would stand at (x, z) on `level`, or why it cannot. `supportDropCm`
 * (the profile's `sight.supportDropCm`, R-HM.5): how far below the base the surface under a rim
 * point may lie; a base over a deeper drop hangs off.
 */
export function placeVirtualTarget(
  world: TableWorld,
  x: number,
  z: number,
  level: StandLevel,
  profile: VirtualProfile,
  supportDropCm: number,
): Placement {
  if (!Number.isFinite(x) || !Number.isFinite(z)) throw new RangeError(`placeVirtualTarget: x and z must be finite, got ${x}, ${z}`)
  if (!(supportDropCm >= 0)) throw new RangeError(`placeVirtualTarget: supportDropCm must be 0 or more, got ${supportDropCm}`)
  const { width, depth } = world.scene.table
  if (x < 0 || z < 0 || x > width || z > depth) return { standable: false, reason: 'off-table', y: null, surface: 0 }
  const { radius, height } = figureProfile(profile)
  const index = terrainIndexOf(world)
  const spans = index.column(x, z)
  // A heat map asks this for every cell, thousands of times a map: plain loops over the column,
  // without the arrays and closures of a level list, keep the cell cheap and its code small to
  // optimise (issue 15's 1 s goal: optimising this function cost more than running it).
  // Levels are the table (index -1) and each span's top with room for the profile above it (as
  // the planner's standingLevels); ties keep the column's order (the table first).
  let chosen = NO_LEVEL
  for (let i = -1; i < spans.length; i++) {
    const y = i < 0 ? 0 : spans[i].top
    if (y < -SAME_LEVEL || !roomAbove(spans, y, height)) continue
    if (level.kind === 'top') {
      if (chosen === NO_LEVEL || y >= levelY(spans, chosen)) chosen = i
    } else if (level.kind === 'ground') {
      if (chosen === NO_LEVEL || y < levelY(spans, chosen)) chosen = i
    } else if ((i < 0 ? 'table' : spans[i].id) === level.id && (chosen === NO_LEVEL || y < levelY(spans, chosen))) chosen = i
  }
  if (level.kind === 'ground' && chosen !== NO_LEVEL && levelY(spans, chosen) > GROUND_SLACK) chosen = NO_LEVEL
  let surface = 0
  for (const s of spans) if (s.top > surface) surface = s.top
  if (chosen === NO_LEVEL) {
    const highest = spans.find((s) => s.top === surface)?.id
    return { standable: false, reason: 'no-level', y: null, surface, ...byOf(highest) }
  }
  // A flat tile flush with the table: the figure stands on the tile's top, as on any top.
  const y = levelY(spans, chosen)
  const on = chosen < 0 ? 'table' : spans[chosen].id
  if (index.cylinderBlocked(x, z, y, y + height, radius))
    return { standable: false, reason: 'blocked', y, surface, ...byOf(blockerAt(index, x, z, y, y + height, radius)) }
  if (!baseSupported(index, width, depth, x, z, y, radius, supportDropCm))
    return { standable: false, reason: 'overhang', y, surface, ...byOf(on === 'table' ? undefined : on) }
  const { cylinders, ids } = figureCylinders(world.scene.figures)
  const target = { x, z, radius, bottom: y, top: y + height }
  for (let i = 0; i < cylinders.length; i++) {
    if (cylindersOverlap(target, cylinders[i])) return { standable: false, reason: 'figure', y, surface: y, by: ids[i] }
  }
  return { standable: true, y, on }
}

/** No level chosen (levels are -1, the table, or a span's index). */
const NO_LEVEL = -2
const levelY = (spans: readonly Span[], level: number): number => (level < 0 ? 0 : spans[level].top)

/** No span of the column reaches into the profile's height above y (a touch is not an overlap). */
function roomAbove(spans: readonly Span[], y: number, height: number): boolean {
  for (const s of spans) if (s.bottom < y + height - TOUCH && s.top > y + TOUCH) return false
  return true
}

/**
 * The scene's figures as cylinders with their ids, once per figure list (records are replaced,
 * never changed, when a figure moves). The ids apart: records of several shapes (Mage Knight,
 * prone, facing) read in the loop would make its optimised code fall back the first time a
 * figure blocks a cell.
 */
const cylindersOf = new WeakMap<readonly Figure[], { cylinders: UprightCylinder[]; ids: string[] }>()
function figureCylinders(figures: readonly Figure[]): { cylinders: UprightCylinder[]; ids: string[] } {
  let list = cylindersOf.get(figures)
  if (!list) cylindersOf.set(figures, (list = { cylinders: figures.map(figureCylinder), ids: figures.map((f) => f.id) }))
  return list
}

const byOf = (id: string | undefined): { by?: string } => (id === undefined ? {} : { by: id })

/** The base's rim points, RIM_INSET inside it: (x + r RIM_COS[i], z + r RIM_SIN[i]) with r = rimRadius(radius). */
const rimRadius = (radius: number): number => Math.max(0, radius - RIM_INSET)
const RIM_COS = Array.from({ length: RIM_POINTS }, (_, i) => Math.cos((2 * Math.PI * i) / RIM_POINTS))
const RIM_SIN = Array.from({ length: RIM_POINTS }, (_, i) => Math.sin((2 * Math.PI * i) / RIM_POINTS))

/**
 * Whether the whole base rests on the level at height y (R-HM.5): under every rim point some
 * top (or the table) lies between `drop` below y and y. The planner asks the base centre only;
 * a heat map cell where a medium base sits on a 1 cm wall top would say a figure stands where
 * none can (001 "Platzierung der Helden": the whole base on the section). A rim point off the
 * table counts as held: the table's edge is the table's, not a drop.
 */
function baseSupported(
  index: SolidIndex,
  width: number,
  depth: number,
  x: number,
  z: number,
  y: number,
  radius: number,
  drop: number,
): boolean {
  // The table holds every rim point of a base this low (and of any base when the drop is as
  // large as its height: the centre alone decides, R-HM.7).
  if (y <= drop + SAME_LEVEL) return true
  const r = rimRadius(radius)
  for (let i = 0; i < RIM_POINTS; i++) {
    const px = x + r * RIM_COS[i]
    const pz = z + r * RIM_SIN[i]
    if (px < 0 || pz < 0 || px > width || pz > depth) continue
    if (!heldAt(index.column(px, pz), y, drop)) return false
  }
  return true
}

/** Some top of the column lies between `drop` below y and y. */
function heldAt(spans: readonly Span[], y: number, drop: number): boolean {
  for (const s of spans) if (s.top <= y + SAME_LEVEL && s.top >= y - drop - SAME_LEVEL) return true
  return false
}

/**
 * Whether a base of `radius` at (x, z) and height y rests on what is under it, no rim point over a
 * drop deeper than `supportDropCm` (R-HM.5's check, for a real figure moved there: the stability
 * band's places to stand, R-SB.5). Its centre must rest too, within the drop but never more than
 * GROUND_SLACK: the heat map stands its centre on the level by construction, a figure moved at
 * its height does not, and a drop large enough to ask the centre alone (R-HM.7) must not let
 * it hover over the table.
 */
export function baseRestsAt(world: TableWorld, x: number, z: number, y: number, radius: number, supportDropCm: number): boolean {
  if (!(supportDropCm >= 0)) throw new RangeError(`baseRestsAt: supportDropCm must be 0 or more, got ${supportDropCm}`)
  const { width, depth } = world.scene.table
  const index = terrainIndexOf(world)
  const centreDrop = Math.min(supportDropCm, GROUND_SLACK)
  if (y > centreDrop + SAME_LEVEL && !heldAt(index.column(x, z), y, centreDrop)) return false
  return baseSupported(index, width, depth, x, z, y, radius, supportDropCm)
}

/**
 * A solid in the way of the cylinder from `bottom` to `top` at (x, z), where the base's centre
 * or a rim point's column finds one (cylinderBlocked says only that one is): the name a refusal
 * gives. Undefined where the overlap lies between those columns.
 */
function blockerAt(index: SolidIndex, x: number, z: number, bottom: number, top: number, radius: number): string | undefined {
  const r = rimRadius(radius)
  // The centre's column first (index -1), then the rim's, as baseSupported walks them.
  for (let i = -1; i < RIM_POINTS; i++) {
    const px = i < 0 ? x : x + r * RIM_COS[i]
    const pz = i < 0 ? z : z + r * RIM_SIN[i]
    const span = index.column(px, pz).find((s) => s.bottom < top - TOUCH && s.top > bottom + TOUCH)
    if (span) return span.id
  }
  return undefined
}

/**
 * Sight from a real figure to a virtual target (a record made by virtualFigure, not in the
 * world): the same answer computeSight gives for a figure of that profile standing there,
 * without touching the world.
 */
export function virtualSight(world: TableWorld, observer: Figure, target: Figure, options: Partial<SightOptions> = {}): SightAnswer {
  return computeSightOf(world, observer, target, undefined, options)
}

/**
 * What a cover ruling needs of a virtual target (computeSight.ts coverFactsOf): the heat map's
 * fast path, equal to virtualSight's partition, shares and containment (cells.test.ts checks).
 */
export function virtualCoverFacts(world: TableWorld, observer: Figure, target: Figure, options: Partial<SightOptions> = {}): CoverFacts {
  return coverFactsOf(world, observer, target, undefined, options)
}
