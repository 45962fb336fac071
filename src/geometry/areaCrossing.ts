import type { AreaPiece } from '../scene/schema'
import type { AreaCrossing, Point3 } from './types'

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
  const [cx, cy, cz] = area.center
  return {
    id: area.id, cx, cy, cz, hx, hy, hz, cos, sin,
    min: [cx - ex, cy - hy, cz - ez],
    max: [cx + ex, cy + hy, cz + ez],
  }
}

/** Does the area's bounding box meet the box [min, max]? */
export function areaNearBox(area: PreparedArea, min: Point3, max: Point3): boolean {
  return (
    area.min[0] <= max[0] && area.max[0] >= min[0] &&
    area.min[1] <= max[1] && area.max[1] >= min[1] &&
    area.min[2] <= max[2] && area.max[2] >= min[2]
  )
}

/** The part of the ray [0, length] inside the area, or null. `dir` must be a unit vector. */
export function crossArea(area: PreparedArea, origin: Point3, dir: Point3, length: number): AreaCrossing | null {
  // Into the box frame: rotate by -rotationY (a rotation about Y by theta maps local x to
  // (cos, 0, -sin) in world, so world->local is x = dx cos - dz sin, z = dx sin + dz cos).
  const dx = origin[0] - area.cx
  const dz = origin[2] - area.cz
  const o = [dx * area.cos - dz * area.sin, origin[1] - area.cy, dx * area.sin + dz * area.cos]
  const d = [dir[0] * area.cos - dir[2] * area.sin, dir[1], dir[0] * area.sin + dir[2] * area.cos]
  const h = [area.hx, area.hy, area.hz]
  let t0 = 0
  let t1 = length
  for (let k = 0; k < 3; k++) {
    if (Math.abs(d[k]) < 1e-12) {
      if (o[k] < -h[k] || o[k] > h[k]) return null
      continue
    }
    let a = (-h[k] - o[k]) / d[k]
    let b = (h[k] - o[k]) / d[k]
    if (a > b) [a, b] = [b, a]
    if (a > t0) t0 = a
    if (b < t1) t1 = b
    if (t0 > t1) return null
  }
  return t1 - t0 > 1e-9 ? { id: area.id, entry: t0, exit: t1 } : null
}
