/**
 * A mount's elongated base (003 "Mounts") seen from above, as a stadium: a rectangle whose two
 * short ends are semicircles, given by its centre dot, heading, length and width. Everything here
 * treats a base as a capsule (the points within a radius of a segment, its spine): a stadium's
 * spine runs between the centres of its two end circles, an ordinary round base (core 1) is a
 * capsule whose spine is one point. So one distance (segment to segment, less both radii) answers
 * disc to disc, disc to stadium and stadium to stadium exactly, and contact and overlap use the
 * tolerances discs use (R-MKC-5, R-MKT.1, R-MKT.5). Arcs are measured from the centre dot (003
 * "Giving Actions to a Cavalry Unit": the mount's front arc and center dot), as core 1 has them.
 * Pure arithmetic, no Rapier (`mountColliders.ts` builds the solids).
 */
import { distanceToSegment, exactBearingDeg, segmentDistance, type Point2 } from '../../math/planar'
import { contactOptions, type MkContactOptions } from './ends'

/** A mount's base on the table, seen from above (all lengths cm, R-CVG.1). */
export interface MountBase {
  /** The centre dot: where the mount is measured from (003 "center dot"). */
  centre: Point2
  /** Where the mount faces, degrees clockwise from north (-z), as the scene's facings (R-E.9a). */
  headingDeg: number
  /** Overall length along the heading, tip to tip; at least the width. */
  lengthCm: number
  /** Overall width across the heading: the diameter of the two end semicircles. */
  widthCm: number
  /** How far the centre dot lies ahead of the stadium's middle (negative: behind it); default 0 (R-CVG.1). */
  dotAheadCm?: number
}

/** Every point within `radius` of the segment a-b: a stadium, or a disc when a equals b. */
export interface BaseCapsule {
  a: Point2
  b: Point2
  radius: number
}

/** A round base as plain data (cm): its centre point, radius and the height it stands at. */
export interface PlacedDisc {
  kind: 'disc'
  id: string
  centre: Point2
  radiusCm: number
  elevationCm: number
  /** It stands on rubble, which counts as ground (R-SE-2). */
  onRubble?: boolean
}

/** A mount's base as plain data, with the height it stands at. */
export interface PlacedMount extends MountBase {
  kind: 'mount'
  id: string
  elevationCm: number
  onRubble?: boolean
}

export type PlacedBase = PlacedDisc | PlacedMount

const finitePoint = (p: unknown): p is Point2 => Array.isArray(p) && Number.isFinite(p[0]) && Number.isFinite(p[1])

/** Throws a RangeError naming `argument` unless `base` is a stadium this module can measure. */
export function checkMountBase(base: MountBase, argument: string): void {
  if (!finitePoint(base?.centre)) throw new RangeError(`${argument}.centre: expected a point [x, z] of finite cm`)
  if (!Number.isFinite(base.headingDeg)) throw new RangeError(`${argument}.headingDeg: expected finite degrees, got ${base.headingDeg}`)
  if (!(base.widthCm > 0) || !Number.isFinite(base.widthCm))
    throw new RangeError(`${argument}.widthCm: expected a finite length > 0 in cm, got ${base.widthCm}`)
  if (!(base.lengthCm >= base.widthCm) || !Number.isFinite(base.lengthCm))
    throw new RangeError(`${argument}.lengthCm: expected a finite length of at least the width (${base.widthCm} cm), got ${base.lengthCm}`)
  if (base.dotAheadCm !== undefined && !Number.isFinite(base.dotAheadCm))
    throw new RangeError(`${argument}.dotAheadCm: expected finite cm, got ${base.dotAheadCm}`)
}

/** Unit vector (x, z) of a bearing: 0 north (-z), 90 east (+x); the same as the core's facingVector. */
export function headingVector(deg: number): Point2 {
  const r = (deg * Math.PI) / 180
  return [Math.sin(r), -Math.cos(r)]
}

const along = (p: Point2, u: Point2, d: number): Point2 => [p[0] + u[0] * d, p[1] + u[1] * d]

/** The stadium's middle: the centre dot moved back by `dotAheadCm`. */
export function mountMiddle(base: MountBase): Point2 {
  return along(base.centre, headingVector(base.headingDeg), -(base.dotAheadCm ?? 0))
}

/** The mount's base as a capsule: its spine from the rear end circle's centre to the front one's; checked (`argument` names it). */
export function mountCapsule(base: MountBase, argument = 'base'): BaseCapsule {
  checkMountBase(base, argument)
  const radius = base.widthCm / 2
  const half = base.lengthCm / 2 - radius
  const u = headingVector(base.headingDeg)
  const middle = mountMiddle(base)
  return { a: along(middle, u, -half), b: along(middle, u, half), radius }
}

/** Any placed base as a capsule, checked: a bad field is the caller's mistake, named from `argument`. */
export function capsuleOf(base: PlacedBase, argument = 'base'): BaseCapsule {
  if (!Number.isFinite(base?.elevationCm)) throw new RangeError(`${argument}.elevationCm: expected finite cm, got ${base?.elevationCm}`)
  if (base.kind === 'mount') return mountCapsule(base, argument)
  if (base.kind !== 'disc')
    throw new RangeError(`${argument}.kind: expected 'disc' or 'mount', got ${JSON.stringify((base as { kind?: unknown }).kind)}`)
  if (!finitePoint(base.centre)) throw new RangeError(`${argument}.centre: expected a point [x, z] of finite cm`)
  if (!(base.radiusCm > 0) || !Number.isFinite(base.radiusCm))
    throw new RangeError(`${argument}.radiusCm: expected a finite length > 0 in cm, got ${base.radiusCm}`)
  return { a: base.centre, b: base.centre, radius: base.radiusCm }
}

/** Shortest distance between two segments: `src/math/planar.ts`, where the scene's overlap checks use it too. */
export { segmentDistance }

/** Horizontal gap between the rims of two capsules (cm); negative when they overlap seen from above. */
export function capsuleGap(p: BaseCapsule, q: BaseCapsule): number {
  return segmentDistance(p.a, p.b, q.a, q.b) - p.radius - q.radius
}

/** Is the point on or inside the mount's base? */
export function pointInMount(base: MountBase, point: Point2): boolean {
  const { a, b, radius } = mountCapsule(base)
  return distanceToSegment(point, a, b) <= radius + 1e-9
}

/** Does the segment from-to pass over the base seen from above (closer to its spine than its radius, as a line of fire crosses a disc, R-MKT.3)? */
export function segmentCrossesBase(from: Point2, to: Point2, base: BaseCapsule): boolean {
  return segmentDistance(from, to, base.a, base.b) < base.radius
}

/** How two placed bases lie to each other: the same three facts `contacts.ts` gives for discs, and the overlap. */
export interface PlacedBaseGap {
  rimGapCm: number
  /** Height of the second base minus the first's (cm). */
  levelDifferenceCm: number
  /** Rims at most the contact tolerance apart (R-MKC-5) and at the same level (R-MKT.1). */
  inContact: boolean
  /** Rims overlapping by more than the contact tolerance: one base would cover the other (R-MKT.5). */
  overlaps: boolean
}

export function placedBaseGap(first: PlacedBase, second: PlacedBase, options: MkContactOptions = {}): PlacedBaseGap {
  const { contactToleranceCm, levelToleranceCm } = contactOptions(options)
  const rimGapCm = capsuleGap(capsuleOf(first, 'first'), capsuleOf(second, 'second'))
  const levelDifferenceCm = second.elevationCm - first.elevationCm
  return {
    rimGapCm,
    levelDifferenceCm,
    inContact: rimGapCm <= contactToleranceCm && Math.abs(levelDifferenceCm) <= levelToleranceCm,
    overlaps: rimGapCm < -contactToleranceCm,
  }
}

/** Throws unless `frontArcDeg` is an arc width in (0, 360] (the core's `frontArcOf` gives it). */
export function checkFrontArc(frontArcDeg: number, argument = 'frontArcDeg'): void {
  if (!Number.isFinite(frontArcDeg) || frontArcDeg <= 0 || frontArcDeg > 360)
    throw new RangeError(`${argument}: expected degrees above 0 and at most 360, got ${frontArcDeg}`)
}

const signedDeg = (deg: number): number => {
  const d = (((deg + 180) % 360) + 360) % 360
  return d === 0 ? 180 : d - 180
}

/** Where `point` lies seen from the centre dot: 0 straight ahead, positive to the right, in (-180, 180]; null at the dot. */
export function mountRelativeBearingDeg(base: MountBase, point: Point2): number | null {
  checkMountBase(base, 'base')
  if (!finitePoint(point)) throw new RangeError('point: expected a point [x, z] of finite cm')
  const bearing = exactBearingDeg(base.centre, point)
  return bearing === null ? null : signedDeg(bearing - base.headingDeg)
}

/**
 * Inside the front arc of `frontArcDeg` centred on the heading, measured from the centre dot; the
 * arc's edge is inside (core 1), and so is the dot itself, as the core's `inFrontArc` has it.
 */
export function inMountFrontArc(base: MountBase, frontArcDeg: number, point: Point2, toleranceDeg = 1e-9): boolean {
  checkFrontArc(frontArcDeg)
  if (frontArcDeg >= 360) return true
  const rel = mountRelativeBearingDeg(base, point)
  return rel === null || Math.abs(rel) <= frontArcDeg / 2 + toleranceDeg
}

/** Inside the rear arc: the rest of the circle (core 1; 003 "Use the mount's rear arc"). */
export const inMountRearArc = (base: MountBase, frontArcDeg: number, point: Point2): boolean => !inMountFrontArc(base, frontArcDeg, point)

/** The arcs' edges as bearings (clockwise from north, in [0, 360)), clockwise from `fromDeg` to `toDeg`; no rear arc for 360. */
export function mountArcBearings(
  base: MountBase,
  frontArcDeg: number,
): { front: { fromDeg: number; toDeg: number }; rear: { fromDeg: number; toDeg: number } | null } {
  checkFrontArc(frontArcDeg)
  const norm = (d: number) => ((d % 360) + 360) % 360
  const front = { fromDeg: norm(base.headingDeg - frontArcDeg / 2), toDeg: norm(base.headingDeg + frontArcDeg / 2) }
  return { front, rear: frontArcDeg >= 360 ? null : { fromDeg: front.toDeg, toDeg: front.fromDeg } }
}

/**
 * The outline seen from above, clockwise (by bearing) from the front circle's left end: each
 * semicircle as `pointsPerEnd + 1` points, joined by the straight sides. For drawing; the
 * measurements above use the exact capsule.
 */
export function mountOutline(base: MountBase, pointsPerEnd = 16): Point2[] {
  if (!Number.isInteger(pointsPerEnd) || pointsPerEnd < 1)
    throw new RangeError(`pointsPerEnd: expected an integer >= 1, got ${pointsPerEnd}`)
  const { a, b, radius } = mountCapsule(base)
  const out: Point2[] = []
  const arc = (centre: Point2, startDeg: number) => {
    for (let k = 0; k <= pointsPerEnd; k++) out.push(along(centre, headingVector(startDeg + (180 * k) / pointsPerEnd), radius))
  }
  arc(b, base.headingDeg - 90)
  arc(a, base.headingDeg + 90)
  return out
}

/** Where the rider's base sits (003 "base slot"): `slotBehindCm` behind the centre dot along the heading. */
export function mountSlotCentre(base: MountBase, slotBehindCm: number): Point2 {
  checkMountBase(base, 'base')
  if (!Number.isFinite(slotBehindCm)) throw new RangeError(`slotBehindCm: expected finite cm, got ${slotBehindCm}`)
  return along(base.centre, headingVector(base.headingDeg), -slotBehindCm)
}
