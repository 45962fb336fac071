import type { AreaPiece } from '../../scene/schema'
import type { AreaCrossing, Point3 } from '../types'

/**
 * Where a ray runs inside a terrain `area` (an oriented box), by the slab method in the box's
 * own frame. Done in plain JS: a pair of figures has at most a few areas near its sight lines
 * (picked once per pair by bounding box), which is cheaper than a second Rapier query per ray.
 */
export interface PreparedArea {
  id: string
  cx: number
  cy: number
  cz: number
  hx: number
  hy: number
  hz: number
  cos: number
  sin: number
  /** Bounding box (world) for the per-pair pre-selection. */
  min: Point3
  max: Point3
}

export function prepareArea(area: AreaPiece): PreparedArea {
  const theta = ((area.rotationY ?? 0) * Math.PI) / 180
  const cos = Math.cos(theta)
  const sin = Math.sin(theta)
  const hx = area.size[0] / 2
  const hy = area.size[1] / 2
  const hz = area.size[2] / 2
  const ex = Math.abs(cos) * hx + Math.abs(sin) * hz
  const ez = Math.abs(sin) * hx + Math.abs(cos) * hz
  const cx = area.center[0]
  const cy = area.center[1]
  const cz = area.center[2]
  return {
    id: area.id,
    cx,
    cy,
    cz,
    hx,
    hy,
    hz,
    cos,
    sin,
    min: [cx - ex, cy - hy, cz - ez],
    max: [cx + ex, cy + hy, cz + ez],
  }
}

/** Does the area's bounding box meet the box [min, max]? */
export function areaNearBox(area: PreparedArea, min: Point3, max: Point3): boolean {
  return (
    area.min[0] <= max[0] &&
    area.max[0] >= min[0] &&
    area.min[1] <= max[1] &&
    area.max[1] >= min[1] &&
    area.min[2] <= max[2] &&
    area.max[2] >= min[2]
  )
}

/** The part of the ray [0, length] inside the area, or null. `dir` must be a unit vector. */
export function crossArea(area: PreparedArea, origin: Point3, dir: Point3, length: number): AreaCrossing | null {
  return crossAreaSpan(area, origin[0], origin[1], origin[2], dir[0], dir[1], dir[2], length)
    ? { id: area.id, entry: span.entry, exit: span.exit }
    : null
}

/** Where the last successful `crossAreaSpan` entered and left its area (reused, never kept). */
export const span = { entry: 0, exit: 0 }

/**
 * As crossArea, without allocating: true when the ray runs inside the area for more than
 * 1e-9 cm, with the entry and exit distances left in `span`. Per sampled ray and area.
 */
export function crossAreaSpan(
  area: PreparedArea,
  ox: number,
  oy: number,
  oz: number,
  dx: number,
  dy: number,
  dz: number,
  length: number,
): boolean {
  // Into the box frame: rotate by -rotationY (a rotation about Y by theta maps local x to
  // (cos, 0, -sin) in world, so world->local is x = dx cos - dz sin, z = dx sin + dz cos).
  const px = ox - area.cx
  const pz = oz - area.cz
  let t0 = 0
  let t1 = length
  for (let k = 0; k < 3; k++) {
    const o = k === 0 ? px * area.cos - pz * area.sin : k === 1 ? oy - area.cy : px * area.sin + pz * area.cos
    const d = k === 0 ? dx * area.cos - dz * area.sin : k === 1 ? dy : dx * area.sin + dz * area.cos
    const h = k === 0 ? area.hx : k === 1 ? area.hy : area.hz
    if (Math.abs(d) < 1e-12) {
      if (o < -h || o > h) return false
      continue
    }
    let a = (-h - o) / d
    let b = (h - o) / d
    if (a > b) {
      const s = a
      a = b
      b = s
    }
    if (a > t0) t0 = a
    if (b < t1) t1 = b
    if (t0 > t1) return false
  }
  if (t1 - t0 <= 1e-9) return false
  span.entry = t0
  span.exit = t1
  return true
}

/** Numbers per area in `localOrigins`: the origin in the area's frame (3), cos, sin, half sizes (3). */
export const LOCAL_STRIDE = 8

/**
 * The origin in each area's own frame, once for many rays from it (all sight rays of a pair
 * start at the eye), with what crossAreaFrom needs, LOCAL_STRIDE numbers per area.
 */
export function localOrigins(areas: readonly PreparedArea[], ox: number, oy: number, oz: number): number[] {
  // Doubles from the start, empty or not (one elements kind for the ray code that reads it).
  const out: number[] = [0.5]
  out.length = 0
  for (const area of areas) {
    const px = ox - area.cx
    const pz = oz - area.cz
    out.push(px * area.cos - pz * area.sin, oy - area.cy, px * area.sin + pz * area.cos, area.cos, area.sin, area.hx, area.hy, area.hz)
  }
  return out
}

/**
 * crossAreaSpan for area `index` of `localOrigins`, the same arithmetic with the origin's part
 * done once: true when the ray (`ray`: unit direction, length) runs inside for more than
 * 1e-9 cm, the span left in `span`.
 */
export function crossAreaFrom(local: readonly number[], index: number, ray: Float64Array): boolean {
  // The ray as unit direction x, y, z and length in one buffer: numbers passed as arguments to
  // a call that is not inlined are boxed, one heap allocation each, per ray and area.
  const dx = ray[0]
  const dy = ray[1]
  const dz = ray[2]
  const length = ray[3]
  const at = index * LOCAL_STRIDE
  const cos = local[at + 3]
  const sin = local[at + 4]
  let t0 = 0
  let t1 = length
  for (let k = 0; k < 3; k++) {
    const o = local[at + k]
    const d = k === 0 ? dx * cos - dz * sin : k === 1 ? dy : dx * sin + dz * cos
    const h = local[at + 5 + k]
    if (Math.abs(d) < 1e-12) {
      if (o < -h || o > h) return false
      continue
    }
    let a = (-h - o) / d
    let b = (h - o) / d
    if (a > b) {
      const s = a
      a = b
      b = s
    }
    if (a > t0) t0 = a
    if (b < t1) t1 = b
    if (t0 > t1) return false
  }
  if (t1 - t0 <= 1e-9) return false
  span.entry = t0
  span.exit = t1
  return true
}
