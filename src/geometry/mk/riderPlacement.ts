/**
 * Where a rider's round base goes when it leaves its mount (003 "Eliminating Cavalry Units":
 * "Place it on the battlefield in base contact with the mount"; "Dismounted Riders": "If there is
 * no room ... the rider cannot dismount"; "Overwhelm": "If there is not enough room ... eliminate
 * the dismounted rider"). A place touches the mount's stadium exactly (its centre on the outline
 * grown by the rider's radius), overlaps no other base by more than the contact tolerance (R-MKT.5),
 * stands in no blocking solid (R-MKT.4) and at the mount's level within the contact's height
 * tolerance (R-MKT.1, or it would not touch). The search is deterministic (R-CVG.4): first the
 * point of that outline nearest to a preferred point (default straight behind the mount, where its
 * base slot is), then points every `spacingCm` around it from the rear tip clockwise, nearest to
 * the preferred point first and in outline order on a tie. Null when none is free: the rules then
 * refuse the dismount or eliminate the rider.
 */
import { exactBearingDeg, type Point2 } from '../../math/planar'
import { terrainIndexOf } from '../world/terrainIndex'
import type { TableWorld } from '../world/tableWorld'
import { contactOptions, type MkContactOptions } from './ends'
import { capsuleGap, capsuleOf, headingVector, type BaseCapsule, type PlacedBase, type PlacedMount } from './mountBase'
import { MK_MAX_STEP_CM } from './straightMove'

/** Default spacing (cm) of the places tried around the mount: a tenth of the smallest Mage Knight base's radius. */
export const RIDER_PLACE_SPACING_CM = 0.25
/** Heights closer than this (cm) count as equal, as in sweptDisc.ts. */
const SAME_HEIGHT = 1e-3
/** Rim points looked under for an edge the rider's base would hang over. */
const RIM_POINTS = 8

export interface RiderPlacementRequest {
  mount: PlacedMount
  riderRadiusCm: number
  /** The rider's height (its size profile, cm): a solid above its head does not block. */
  riderHeightCm: number
  /** Every other base on the table; one with the mount's id is skipped. */
  others: readonly PlacedBase[]
  /** The point the rider should stand nearest to; default straight behind the mount (R-CVG.4). */
  preferred?: Point2
  /** The table, for blocking terrain and the ground's height; without it only bases are checked. */
  terrain?: { world: TableWorld; maxStepCm?: number } | null
}

export interface RiderPlacementOptions extends MkContactOptions {
  /** Spacing (cm) of the places tried along the outline; default RIDER_PLACE_SPACING_CM. */
  spacingCm?: number
}

export interface RiderPlace {
  /** The rider's base centre (cm), touching the mount's rim. */
  centre: Point2
  /** The height it stands at: the ground under its centre, or the mount's without terrain (cm). */
  elevationCm: number
  /** Bearing from the mount's centre dot (degrees clockwise from north). */
  bearingFromDotDeg: number
  /** How many places were tried, this one included. */
  tried: number
}

/** The point at `s` cm along the grown outline (radius `grown` around the spine a-b), from the rear tip clockwise by bearing. */
function outlinePoint(spine: BaseCapsule, headingDeg: number, grown: number, s: number): Point2 {
  const u = headingVector(headingDeg)
  const side = Math.hypot(spine.b[0] - spine.a[0], spine.b[1] - spine.a[1])
  const quarter = (Math.PI * grown) / 2
  const around = (c: Point2, startDeg: number, t: number): Point2 => {
    const v = headingVector(startDeg + (t / grown) * (180 / Math.PI))
    return [c[0] + grown * v[0], c[1] + grown * v[1]]
  }
  const straight = (p: Point2, sideDeg: number, t: number, sign: number): Point2 => {
    const v = headingVector(sideDeg)
    return [p[0] + sign * t * u[0] + grown * v[0], p[1] + sign * t * u[1] + grown * v[1]]
  }
  if (s < quarter) return around(spine.a, headingDeg + 180, s)
  s -= quarter
  if (s < side) return straight(spine.a, headingDeg - 90, s, 1)
  s -= side
  if (s < 2 * quarter) return around(spine.b, headingDeg - 90, s)
  s -= 2 * quarter
  if (s < side) return straight(spine.b, headingDeg + 90, s, -1)
  return around(spine.a, headingDeg + 90, s - side)
}

/** The point of the grown outline nearest to `p` (the rear tip when `p` lies on the spine). */
function nearestOnOutline(spine: BaseCapsule, headingDeg: number, grown: number, p: Point2): Point2 {
  const [dx, dz] = [spine.b[0] - spine.a[0], spine.b[1] - spine.a[1]]
  const lengthSq = dx * dx + dz * dz
  const t = lengthSq === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - spine.a[0]) * dx + (p[1] - spine.a[1]) * dz) / lengthSq))
  const q: Point2 = [spine.a[0] + t * dx, spine.a[1] + t * dz]
  const away = Math.hypot(p[0] - q[0], p[1] - q[1])
  if (away < 1e-9) return outlinePoint(spine, headingDeg, grown, 0)
  return [q[0] + (grown * (p[0] - q[0])) / away, q[1] + (grown * (p[1] - q[1])) / away]
}

/** The highest solid top under (x, z) no higher than `below`, or the table (0). */
function groundUnder(world: TableWorld, x: number, z: number, below: number): number {
  let top = 0
  for (const span of terrainIndexOf(world).column(x, z)) if (span.top <= below && span.top > top) top = span.top
  return top
}

export function placeDismountedRider(request: RiderPlacementRequest, options: RiderPlacementOptions = {}): RiderPlace | null {
  const { mount, riderRadiusCm: rr, riderHeightCm, others } = request
  const spine = capsuleOf(mount, 'mount')
  if (!Number.isFinite(rr) || rr <= 0) throw new RangeError(`riderRadiusCm: expected a finite length > 0 in cm, got ${rr}`)
  if (!Number.isFinite(riderHeightCm) || riderHeightCm <= 0)
    throw new RangeError(`riderHeightCm: expected a finite height > 0 in cm, got ${riderHeightCm}`)
  const { contactToleranceCm, levelToleranceCm } = contactOptions(options)
  const spacing = options.spacingCm ?? RIDER_PLACE_SPACING_CM
  if (!Number.isFinite(spacing) || spacing <= 0) throw new RangeError(`spacingCm: expected a finite length > 0 in cm, got ${spacing}`)
  const { preferred } = request
  if (preferred !== undefined && (!Number.isFinite(preferred?.[0]) || !Number.isFinite(preferred?.[1])))
    throw new RangeError(`preferred: expected a point [x, z] of finite cm, got ${JSON.stringify(preferred)}`)
  const maxStepCm = request.terrain?.maxStepCm ?? MK_MAX_STEP_CM
  if (!Number.isFinite(maxStepCm) || maxStepCm < 0)
    throw new RangeError(`terrain.maxStepCm: expected a finite length >= 0 in cm, got ${maxStepCm}`)
  const blockers = others.map((o, i) => ({ id: o.id, capsule: capsuleOf(o, `others[${i}]`) })).filter((o) => o.id !== mount.id)

  const grown = spine.radius + rr
  const side = Math.hypot(spine.b[0] - spine.a[0], spine.b[1] - spine.a[1])
  const perimeter = 2 * side + 2 * Math.PI * grown
  const count = Math.ceil(perimeter / spacing)
  const goal = preferred ?? outlinePoint(spine, mount.headingDeg, grown, 0)
  const ring: { p: Point2; order: number; d: number }[] = [{ p: nearestOnOutline(spine, mount.headingDeg, grown, goal), order: -1, d: 0 }]
  for (let k = 0; k < count; k++) {
    const p = outlinePoint(spine, mount.headingDeg, grown, (k * perimeter) / count)
    // Rounded to a nanometre, so that two places mirrored about the heading tie exactly and the outline order decides.
    ring.push({ p, order: k, d: Math.round(Math.hypot(p[0] - goal[0], p[1] - goal[1]) * 1e7) / 1e7 })
  }
  ring.sort((a, b) => a.d - b.d || a.order - b.order)

  const level = mount.elevationCm
  let tried = 0
  for (const { p } of ring) {
    tried++
    const disc: BaseCapsule = { a: p, b: p, radius: rr }
    if (blockers.some((o) => capsuleGap(disc, o.capsule) < -contactToleranceCm)) continue
    let elevationCm = level
    if (request.terrain) {
      const { world } = request.terrain
      const reach = level + maxStepCm + SAME_HEIGHT
      if (terrainIndexOf(world).cylinderBlocked(p[0], p[1], reach, level + riderHeightCm - SAME_HEIGHT, rr)) continue
      elevationCm = groundUnder(world, p[0], p[1], reach)
      // Higher or lower than the contact's height tolerance, the rider would not touch the mount (R-MKT.1).
      if (Math.abs(elevationCm - level) > levelToleranceCm) continue
      if (hangsOverEdge(world, p, rr, elevationCm, maxStepCm)) continue
    }
    return { centre: p, elevationCm, bearingFromDotDeg: exactBearingDeg(mount.centre, p) ?? mount.headingDeg, tried }
  }
  return null
}

/** Part of the base over ground more than a step below its own (a wall top's edge): not a place to stand. */
function hangsOverEdge(world: TableWorld, p: Point2, r: number, elevationCm: number, maxStepCm: number): boolean {
  for (let k = 0; k < RIM_POINTS; k++) {
    const v = headingVector((360 * k) / RIM_POINTS)
    const x = p[0] + r * v[0]
    const z = p[1] + r * v[1]
    if (groundUnder(world, x, z, elevationCm + maxStepCm + SAME_HEIGHT) < elevationCm - maxStepCm - SAME_HEIGHT) return true
  }
  return false
}
