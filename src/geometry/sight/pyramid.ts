import type { EnclosingCone } from './occluderProof'
import type { Point3 } from '../types'

/**
 * The sight pyramid of one pair: the eye and the rectangle that encloses the target's silhouette
 * (occluderProof.ts), as five planes, and the tests that cull a box or a terrain area wholly
 * outside it. Split from sightCaster.ts: the caster and the occlusion proof both cull with it.
 */

/** Whether a terrain area (an oriented box about Y) lies wholly outside the planes. */
export function areaOutsidePlanes(
  a: { cx: number; cy: number; cz: number; hx: number; hy: number; hz: number; cos: number; sin: number },
  planes: number[],
): boolean {
  // Local x maps to (cos, 0, -sin), local z to (sin, 0, cos) (see areaCrossing.ts).
  return boxOutsidePlanes([a.cos, 0, a.sin, 0, 1, 0, -a.sin, 0, a.cos], 0, a.cx, a.cy, a.cz, a.hx, a.hy, a.hz, planes)
}

/**
 * The sight pyramid's five bounding planes as (nx, ny, nz, d), outward: inside is n.x <= d;
 * then its bounding box (min x y z, max x y z).
 * The rectangle is widened a little and the base pushed past the target's far depth, so that
 * rays ending exactly on the target's outline stay well inside.
 */
export function pyramidPlanes(eye: Point3, cone: EnclosingCone, depth = cone.farDepth * 1.001 + 1e-3): number[] {
  const { axis: f, right, up } = cone
  const pad = 1e-3 * (cone.aMax - cone.aMin + cone.bMax - cone.bMin) + 1e-6
  // A plain array, not a typed one: a Float64Array this size lives outside the JS heap, and
  // allocating it per pair costs more than the tests it serves. Made at its full size (doubles
  // from the start), then filled in place.
  const planes: number[] = [
    0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5,
  ]
  // The rectangle's corner directions, counter-clockwise: (aMin, bMin), (aMax, bMin), (aMax, bMax), (aMin, bMax).
  const as = [cone.aMin - pad, cone.aMax + pad, cone.aMax + pad, cone.aMin - pad]
  const bs = [cone.bMin - pad, cone.bMin - pad, cone.bMax + pad, cone.bMax + pad]
  const dir = (k: number, axis: number): number => f[axis] + as[k] * right[axis] + bs[k] * up[axis]
  for (let k = 0; k < 4; k++) {
    const q = (k + 1) % 4
    const px = dir(k, 0),
      py = dir(k, 1),
      pz = dir(k, 2)
    const qx = dir(q, 0),
      qy = dir(q, 1),
      qz = dir(q, 2)
    let nx = py * qz - pz * qy
    let ny = pz * qx - px * qz
    let nz = px * qy - py * qx
    // Outward: away from the axis, which lies inside.
    if (nx * f[0] + ny * f[1] + nz * f[2] > 0) {
      nx = -nx
      ny = -ny
      nz = -nz
    }
    planes[4 * k] = nx
    planes[4 * k + 1] = ny
    planes[4 * k + 2] = nz
    planes[4 * k + 3] = nx * eye[0] + ny * eye[1] + nz * eye[2]
  }
  planes[16] = f[0]
  planes[17] = f[1]
  planes[18] = f[2]
  planes[19] = f[0] * eye[0] + f[1] * eye[1] + f[2] * eye[2] + depth
  // After the planes: the pyramid's bounding box (apex and base corners).
  for (let a = 0; a < 3; a++) {
    let lo = eye[a]
    let hi = eye[a]
    for (let k = 0; k < 4; k++) {
      const x = eye[a] + depth * dir(k, a)
      if (x < lo) lo = x
      if (x > hi) hi = x
    }
    planes[20 + a] = lo
    planes[23 + a] = hi
  }
  return planes
}

/**
 * Whether the oriented box (centre c, half extents h, rotation r[at..at+9] row-major, world =
 * R local + c) lies wholly outside one of the five planes of `pyramidPlanes`.
 */
export function boxOutsidePlanes(
  r: ArrayLike<number>,
  at: number,
  cx: number,
  cy: number,
  cz: number,
  hx: number,
  hy: number,
  hz: number,
  planes: number[],
): boolean {
  for (let k = 0; k < 20; k += 4) {
    const nx = planes[k]
    const ny = planes[k + 1]
    const nz = planes[k + 2]
    // Half-width of the box along n: sum over its local axes (the columns of R).
    const extent =
      hx * Math.abs(nx * r[at] + ny * r[at + 3] + nz * r[at + 6]) +
      hy * Math.abs(nx * r[at + 1] + ny * r[at + 4] + nz * r[at + 7]) +
      hz * Math.abs(nx * r[at + 2] + ny * r[at + 5] + nz * r[at + 8])
    if (nx * cx + ny * cy + nz * cz - extent > planes[k + 3]) return true
  }
  return false
}
