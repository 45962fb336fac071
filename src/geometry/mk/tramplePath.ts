/**
 * The table facts of a Trample move (003 "Trample": "a movement path in a straight line through
 * the mount's front arc. This movement path can cross other figure bases ... Any figure at ground
 * level whose base is crossed by the movement path is dealt 1 damage"). The mount turns on its
 * centre dot to face along the path and moves straight to the goal (R-CVG.3), so the area its
 * base sweeps is itself a stadium: the capsule around the segment from the start's rear end
 * circle to the goal's front one. Crossing a base is then one exact segment distance, and where
 * the rims first meet is found on a convex function of the distance moved (no sampling). The
 * bases come as plain data (`mountBase.ts`): this answers before any scene holds a mount. Given
 * the table world it also reports the first blocking solid on the way (`sweptDisc.ts` run along
 * the swept stadium's spine) and the solids the base would stand in at the goal. Facts only:
 * what Trample allows and whom it damages is the rules' call.
 */
import { exactBearingDeg, type Point2 } from '../../math/planar'
import { cm, cmToInches, type Inches } from '../../math/units'
import { surfaceAt } from '../measure/surfaces'
import type { Surface } from '../types'
import type { TableWorld } from '../world/tableWorld'
import { contactOptions, type MkContactOptions } from './ends'
import {
  capsuleGap,
  capsuleOf,
  checkFrontArc,
  headingVector,
  inMountFrontArc,
  mountCapsule,
  placedBaseGap,
  segmentDistance,
  type BaseCapsule,
  type PlacedBase,
  type PlacedMount,
} from './mountBase'
import { solidsInMountBase } from './mountColliders'
import { MK_RAISED_MIN_CM } from './pairFacts'
import { MK_MAX_STEP_CM, MK_SWEEP_SAMPLE_CM } from './straightMove'
import { firstRise, levelsAlong, sweepSamples, SWEEP_INSET_CM, type Sweep } from './sweptDisc'

/** How far above a base the surface it stands on is looked for (cm), as straightMove.ts. */
const SURFACE_PROBE_CM = 0.05

/** Ground level as the engine reads it (R-MKT.2, R-SE-2): not above the table, or on rubble. */
export const atGroundLevel = (base: { elevationCm: number; onRubble?: boolean }): boolean =>
  base.elevationCm <= MK_RAISED_MIN_CM || base.onRubble === true

export interface TrampleOptions extends MkContactOptions {
  /** A base is crossed when the swept base overlaps it deeper than this (cm); default 0, any overlap (R-CVG.3). */
  crossingDepthCm?: number
  /**
   * What crosses a base (R-CVG.3): `base`, the area the mount's base sweeps (default), or
   * `centre-dot`, only the line the centre dot travels (a base the line passes over).
   */
  crossedBy?: 'base' | 'centre-dot'
}

/** The table, for blocking terrain: optional, as the bases are plain data. */
export interface TrampleTerrain {
  world: TableWorld
  /** The mount's height (cm): a solid above its head does not block (R-MKT.4). */
  heightCm: number
  /** The highest step walked over (cm); default MK_MAX_STEP_CM. */
  maxStepCm?: number
}

export interface TrampleRequest {
  mount: PlacedMount
  /** The mount's front arc in degrees (the core's `frontArcOf`). */
  frontArcDeg: number
  /** Where the centre dot ends (cm). */
  goal: Point2
  /** Every other base on the table; one with the mount's id is skipped. */
  others: readonly PlacedBase[]
  terrain?: TrampleTerrain | null
}

/** A base the swept base crosses. */
export interface TrampleCrossing {
  id: string
  kind: PlacedBase['kind']
  /** How far the centre dot has moved when the rims first meet (cm, and inches); 0 for a base touched at the start. */
  firstTouchCm: number
  firstTouchIn: Inches
  /** The deepest overlap of the swept base with it (cm); with `centre-dot`, how far inside its rim the line passes. */
  overlapCm: number
  /** It stands at ground level (R-MKT.2, R-SE-2): the figures Trample damages. */
  groundLevel: boolean
  /** Its height minus the mount's (cm). */
  levelDifferenceCm: number
}

export interface TramplePathFacts {
  from: Point2
  to: Point2
  lengthCm: number
  lengthIn: Inches
  /** The path's bearing: the heading the mount moves and ends with (R-CVG.3); the start heading for a path of length 0. */
  pathHeadingDeg: number
  /** The goal's bearing from the centre dot lies in the front arc (its edge included, core 1). */
  goalInFrontArc: boolean
  /** The mount stands at ground level (003: Trample is given "when it is at ground level"). */
  mountAtGroundLevel: boolean
  /** Bases the mount would overlap once turned along the path at the start that it does not overlap now (R-CVG.3). */
  turnOverlaps: string[]
  /** Crossed bases, first met first (then by id). */
  crossed: TrampleCrossing[]
  /** The crossed bases at ground level, in the same order: the figures dealt 1 damage. */
  trampled: string[]
  /** The first blocking solid on the way (how far the dot has moved when the base meets it); null, or null without terrain. */
  firstBlock: { id: string; atCm: number; atIn: Inches; heightCm: number } | null
  end: {
    /** The mount's base at the goal, facing along the path. */
    base: PlacedMount
    /** Bases it would overlap by more than the contact tolerance (core 12: may not end on a base; R-MKT.5). */
    overlapsBases: string[]
    /** Blocking solids it would stand in (R-MKT.4); empty without terrain. */
    blockedBy: string[]
  }
}

const shift = (p: Point2, u: Point2, t: number): Point2 => [p[0] + u[0] * t, p[1] + u[1] * t]

/**
 * The distance moved at which a capsule spine a-b moving along u first comes within `reach` of
 * `target`'s spine, over [0, length]; null if never. The distance between a translated segment and
 * a fixed one is convex in the translation, so a ternary search finds its least value and a
 * bisection before it the first reach.
 */
function firstReach(a: Point2, b: Point2, u: Point2, length: number, target: BaseCapsule, reach: number): number | null {
  const d = (t: number) => segmentDistance(shift(a, u, t), shift(b, u, t), target.a, target.b)
  if (d(0) <= reach) return 0
  let lo = 0
  let hi = length
  for (let i = 0; i < 100; i++) {
    const m1 = lo + (hi - lo) / 3
    const m2 = hi - (hi - lo) / 3
    if (d(m1) <= d(m2)) hi = m2
    else lo = m1
  }
  const least = (lo + hi) / 2
  if (d(least) > reach) return null
  lo = 0
  hi = least
  for (let i = 0; i < 80; i++) {
    const mid = (lo + hi) / 2
    if (d(mid) <= reach) hi = mid
    else lo = mid
  }
  return hi
}

export function tramplePathFacts(request: TrampleRequest, options: TrampleOptions = {}): TramplePathFacts {
  const { mount, frontArcDeg, goal, others } = request
  const start = capsuleOf(mount, 'mount')
  checkFrontArc(frontArcDeg)
  if (!Array.isArray(goal) || !Number.isFinite(goal[0]) || !Number.isFinite(goal[1]))
    throw new RangeError(`goal: expected a point [x, z] of finite cm, got ${JSON.stringify(goal)}`)
  const { contactToleranceCm } = contactOptions(options)
  const depth = options.crossingDepthCm ?? 0
  if (!Number.isFinite(depth) || depth < 0) throw new RangeError(`crossingDepthCm: expected a finite length >= 0 in cm, got ${depth}`)
  const crossedBy = options.crossedBy ?? 'base'
  if (crossedBy !== 'base' && crossedBy !== 'centre-dot')
    throw new RangeError(`crossedBy: expected 'base' or 'centre-dot', got ${JSON.stringify(crossedBy)}`)

  const lengthCm = Math.hypot(goal[0] - mount.centre[0], goal[1] - mount.centre[1])
  const pathHeadingDeg = exactBearingDeg(mount.centre, goal) ?? mount.headingDeg
  const u = headingVector(pathHeadingDeg)
  const turned: PlacedMount = { ...mount, headingDeg: pathHeadingDeg }
  const endBase: PlacedMount = { ...turned, centre: [goal[0], goal[1]] }
  const from = mountCapsule(turned)
  const to = mountCapsule(endBase)
  const swept: BaseCapsule = { a: from.a, b: to.b, radius: from.radius }
  // The reading that only the centre dot's line crosses: the same tests with a base of radius 0
  // whose spine is the dot.
  const dot: BaseCapsule = { a: mount.centre, b: mount.centre, radius: 0 }
  const [mover, path]: [BaseCapsule, BaseCapsule] =
    crossedBy === 'base' ? [from, swept] : [dot, { a: mount.centre, b: [goal[0], goal[1]], radius: 0 }]

  const crossed: TrampleCrossing[] = []
  const turnOverlaps: string[] = []
  const overlapsBases: string[] = []
  others.forEach((other, i) => {
    const target = capsuleOf(other, `others[${i}]`)
    if (other.id === mount.id) return
    if (placedBaseGap(turned, other, options).overlaps && !placedBaseGap(mount, other, options).overlaps) turnOverlaps.push(other.id)
    if (capsuleGap(to, target) < -contactToleranceCm) overlapsBases.push(other.id)
    const leastGap = capsuleGap(path, target)
    // A base the sweep never gets deeper into than the turned start already is (touching its rear
    // or side) is left behind, not crossed.
    if (!(-leastGap > depth && leastGap < capsuleGap(mover, target) - 1e-9)) return
    const firstTouchCm = firstReach(mover.a, mover.b, u, lengthCm, target, mover.radius + target.radius) ?? 0
    crossed.push({
      id: other.id,
      kind: other.kind,
      firstTouchCm,
      firstTouchIn: cmToInches(cm(firstTouchCm)),
      overlapCm: -leastGap,
      groundLevel: atGroundLevel(other),
      levelDifferenceCm: other.elevationCm - mount.elevationCm,
    })
  })
  crossed.sort((a, b) => a.firstTouchCm - b.firstTouchCm || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))

  const terrain = request.terrain ? terrainFacts(request.terrain, mount, endBase, swept, start.radius) : null
  return {
    from: mount.centre,
    to: [goal[0], goal[1]],
    lengthCm,
    lengthIn: cmToInches(cm(lengthCm)),
    pathHeadingDeg,
    goalInFrontArc: inMountFrontArc(mount, frontArcDeg, goal),
    mountAtGroundLevel: atGroundLevel(mount),
    turnOverlaps,
    crossed,
    trampled: crossed.filter((c) => c.groundLevel).map((c) => c.id),
    firstBlock: terrain?.firstBlock ?? null,
    end: { base: endBase, overlapsBases, blockedBy: terrain?.blockedBy ?? [] },
  }
}

/**
 * Blocking terrain on the way and at the goal. The swept stadium is the disc of the base's radius
 * swept from the start's rear circle centre to the goal's front one, so sweptDisc.ts finds the
 * first solid it meets, at a distance s along that sweep; the mount has then moved s less its
 * spine (the disc at s is the front circle when the mount has moved s - spine, or the start).
 */
function terrainFacts(
  terrain: TrampleTerrain,
  mount: PlacedMount,
  endBase: PlacedMount,
  swept: BaseCapsule,
  radius: number,
): { firstBlock: TramplePathFacts['firstBlock']; blockedBy: string[] } {
  const { world, heightCm } = terrain
  const maxStepCm = terrain.maxStepCm ?? MK_MAX_STEP_CM
  if (!Number.isFinite(heightCm) || heightCm <= 0)
    throw new RangeError(`terrain.heightCm: expected a finite height > 0 in cm, got ${heightCm}`)
  if (!Number.isFinite(maxStepCm) || maxStepCm < 0)
    throw new RangeError(`terrain.maxStepCm: expected a finite length >= 0 in cm, got ${maxStepCm}`)
  const sweep: Sweep = {
    from: swept.a,
    to: swept.b,
    rho: radius - SWEEP_INSET_CM,
    height: heightCm,
    maxStep: maxStepCm,
    sample: MK_SWEEP_SAMPLE_CM,
  }
  const [x, z] = swept.a
  const y = mount.elevationCm
  const startOn: Surface =
    y <= SURFACE_PROBE_CM ? { on: 'table', height: y } : { on: surfaceAt(world, x, z, y + SURFACE_PROBE_CM).on, height: y }
  const { levels, spacing } = levelsAlong(world, sweep, startOn)
  const rise = firstRise(world, sweep, sweepSamples(sweep), levels, spacing)
  const spine =
    Math.hypot(swept.b[0] - swept.a[0], swept.b[1] - swept.a[1]) -
    Math.hypot(endBase.centre[0] - mount.centre[0], endBase.centre[1] - mount.centre[1])
  const atCm = rise ? Math.max(0, rise.atCm - spine) : 0
  // The level at the goal: where the sweep's centre passes under the goal's centre dot.
  const goalAlong = Math.hypot(endBase.centre[0] - swept.a[0], endBase.centre[1] - swept.a[1])
  const endLevel = levels[spacing > 0 ? Math.min(levels.length - 1, Math.round(goalAlong / spacing)) : 0]
  return {
    firstBlock: rise && { id: rise.id, atCm, atIn: cmToInches(cm(atCm)), heightCm: rise.heightCm },
    blockedBy: solidsInMountBase(world, endBase, endLevel.height, heightCm, maxStepCm),
  }
}
