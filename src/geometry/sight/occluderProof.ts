import type { Point3 } from '../types'
import type { Cylinder } from './targetSurface'

/**
 * A cheap, exact answer for the commonest case on a crowded table: one convex piece (a box, a
 * cylinder or a figure) hides the whole target.
 *
 * Take a rectangle in the eye's view plane that encloses the target's projected silhouette,
 * and cast the four rays through its corners, each only as far as the target's nearest point.
 * If all four first meet the same convex collider C, at distances q_i, then every ray of the
 * silhouette (which lies in the cone of the four) passes through the convex hull of the four hit
 * points, which lies inside C, at a distance no greater than the largest q_i, so before it
 * could reach the target. (A ray d = sum mu_i d_i meets sum lambda_i q_i with lambda_i
 * proportional to mu_i / s_i, at distance at most max s_i.) So the target is wholly hidden by C,
 * with four rays instead of sixty-four.
 */
export interface EnclosingCone {
  /** Unit directions through the rectangle's corners. */
  corners: Point3[]
  /** Distance from the eye to the nearest point of the target's cylinder. */
  nearDistance: number
  /** Distance to the target's centre, to place the drawn rays' end points. */
  centerDistance: number
  /** Largest depth along `axis` of the (circumscribed) target: every target point lies in front of it. */
  farDepth: number
  /** Unit axis toward the target's centre and the half-angle of a circular cone holding the four. */
  axis: Point3
  halfAngle: number
  /** The rectangle in view-plane coordinates (a along `right`, b along `up`, at unit depth). */
  right: Point3
  up: Point3
  aMin: number
  aMax: number
  bMin: number
  bMax: number
  /** The projected polygon points (view-plane coordinates), sorted by a, then b, once coneHull asks. */
  xs: number[]
  ys: number[]
  /** coneHull's answer once asked (most cones are never asked: a proof is tried only where the centre is hidden). */
  hullMemo: [number, number][] | null
}

/** Convex polygon (view-plane coordinates) that contains the cone's projected silhouette. */
export function coneHull(cone: EnclosingCone): [number, number][] {
  if (cone.hullMemo === null) {
    sortPoints(cone.xs, cone.ys)
    cone.hullMemo = hullOfSorted(cone.xs, cone.ys)
  }
  return cone.hullMemo
}

/** Unit direction through the view-plane point (a, b) of a cone's basis. */
export function coneDirection(cone: EnclosingCone, a: number, b: number): Point3 {
  const { axis: f, right, up } = cone
  return normalize([f[0] + a * right[0] + b * up[0], f[1] + a * right[1] + b * up[1], f[2] + a * right[2] + b * up[2]])!
}

/** View-plane coordinates (a, b) of a point, or null when it is not in front of the eye. */
export function viewPlanePoint(cone: EnclosingCone, eye: Point3, p: Point3): [number, number] | null {
  const v = [p[0] - eye[0], p[1] - eye[1], p[2] - eye[2]]
  const w = v[0] * cone.axis[0] + v[1] * cone.axis[1] + v[2] * cone.axis[2]
  if (w <= 1e-9) return null
  return [
    (v[0] * cone.right[0] + v[1] * cone.right[1] + v[2] * cone.right[2]) / w,
    (v[0] * cone.up[0] + v[1] * cone.up[1] + v[2] * cone.up[2]) / w,
  ]
}

/**
 * Whether a sphere meets the circular cone around the enclosing rectangle, between the eye and
 * `reach`. Used to keep areas out of the proof: an area the rays might cross would change
 * what hides the target, so then the silhouette is sampled instead.
 */
export function coneMeetsSphere(eye: Point3, cone: EnclosingCone, reach: number, center: Point3, radius: number): boolean {
  const v: Point3 = [center[0] - eye[0], center[1] - eye[1], center[2] - eye[2]]
  const along = v[0] * cone.axis[0] + v[1] * cone.axis[1] + v[2] * cone.axis[2]
  if (along + radius < 0 || along - radius > reach) return false
  const across = Math.sqrt(Math.max(0, v[0] * v[0] + v[1] * v[1] + v[2] * v[2] - along * along))
  // Distance from the centre to the cone's surface (negative inside), in the plane of the axis.
  return across * Math.cos(cone.halfAngle) - along * Math.sin(cone.halfAngle) < radius
}

const SIDES = 16
// A polygon of SIDES sides around a circle of radius r/cos(pi/SIDES) contains the circle.
const CIRCUMSCRIBE = 1 / Math.cos(Math.PI / SIDES)
const COS = Array.from({ length: SIDES }, (_, k) => Math.cos((2 * Math.PI * k) / SIDES))
const SIN = Array.from({ length: SIDES }, (_, k) => Math.sin((2 * Math.PI * k) / SIDES))

export function enclosingCone(eye: Point3, c: Cylinder): EnclosingCone | null {
  const center: Point3 = [c.x, (c.bottom + c.top) / 2, c.z]
  const f = normalize([center[0] - eye[0], center[1] - eye[1], center[2] - eye[2]])
  if (!f) return null
  let right = normalize([-f[2], 0, f[0]]) // f x up
  if (!right) right = [1, 0, 0]
  const up: Point3 = [right[1] * f[2] - right[2] * f[1], right[2] * f[0] - right[0] * f[2], right[0] * f[1] - right[1] * f[0]]
  let aMin = Infinity,
    aMax = -Infinity,
    bMin = Infinity,
    bMax = -Infinity
  let farDepth = 0
  // The projected points of the polygon's bottom and top rings (bottom first at each corner),
  // sorted by a, then b, for the hull (see convexHull) only when a proof asks (coneHull). One
  // flat loop, the sort and the hull apart: this runs for every heat map cell, and V8 spent
  // more compiling the nested loops with the insertion and the hull inlined than running them
  // (issue 15's 1 s goal).
  const xs: number[] = []
  const ys: number[] = []
  const R = c.radius * CIRCUMSCRIBE
  for (let k = 0; k < 2 * SIDES; k++) {
    const side = k >> 1
    const px = c.x + R * COS[side] - eye[0]
    const pz = c.z + R * SIN[side] - eye[2]
    const py = ((k & 1) === 0 ? c.bottom : c.top) - eye[1]
    const w = px * f[0] + py * f[1] + pz * f[2]
    if (w <= 1e-6) return null // part of the target is beside or behind the eye
    if (w > farDepth) farDepth = w
    const a = (px * right[0] + py * right[1] + pz * right[2]) / w
    const b = (px * up[0] + py * up[1] + pz * up[2]) / w
    xs.push(a)
    ys.push(b)
    if (a < aMin) aMin = a
    if (a > aMax) aMax = a
    if (b < bMin) bMin = b
    if (b > bMax) bMax = b
  }
  const corners = [
    cornerDirection(f, right, up, aMin, bMin),
    cornerDirection(f, right, up, aMax, bMin),
    cornerDirection(f, right, up, aMax, bMax),
    cornerDirection(f, right, up, aMin, bMax),
  ]
  let halfAngle = -Infinity
  for (const d of corners) halfAngle = Math.max(halfAngle, Math.acos(Math.min(1, d[0] * f[0] + d[1] * f[1] + d[2] * f[2])))
  const dh = Math.max(0, Math.hypot(eye[0] - c.x, eye[2] - c.z) - c.radius)
  // Branch-free (the same value): an eye below a target's base is rare early in a heat map, and a
  // branch first taken after V8 optimised this function would make it compile it again.
  const dv = Math.max(0, c.bottom - eye[1], eye[1] - c.top)
  return {
    corners,
    axis: f,
    halfAngle,
    right,
    up,
    aMin,
    aMax,
    bMin,
    bMax,
    xs,
    ys,
    hullMemo: null,
    farDepth,
    nearDistance: Math.hypot(dh, dv),
    centerDistance: Math.hypot(center[0] - eye[0], center[1] - eye[1], center[2] - eye[2]),
  }
}

/** The unit direction through (a, b) of the view plane at depth 1. */
function cornerDirection(f: Point3, right: Point3, up: Point3, a: number, b: number): Point3 {
  return normalize([f[0] + a * right[0] + b * up[0], f[1] + a * right[1] + b * up[1], f[2] + a * right[2] + b * up[2]])!
}

function normalize(v: Point3): Point3 | null {
  const n = Math.sqrt(v[0] * v[0] + v[1] * v[1] + v[2] * v[2])
  return n < 1e-12 ? null : [v[0] / n, v[1] / n, v[2] / n]
}

/**
 * Andrew's monotone chain; counter-clockwise, no repeated end point. Points sorted by x, then
 * y, by an insertion sort over flat arrays (stable, as Array.prototype.sort; a cone's 32
 * points per pair, so no comparator calls or tuple copies).
 */
export function convexHull(points: [number, number][]): [number, number][] {
  const xs: number[] = []
  const ys: number[] = []
  for (const [x, y] of points) {
    xs.push(x)
    ys.push(y)
  }
  sortPoints(xs, ys)
  return hullOfSorted(xs, ys)
}

/** Sorts the parallel arrays by x, then y, equal points kept in their order (stable insertion sort). */
function sortPoints(xs: number[], ys: number[]): void {
  for (let i = 1; i < xs.length; i++) {
    const x = xs[i]
    const y = ys[i]
    let at = i
    while (at > 0 && (xs[at - 1] > x || (xs[at - 1] === x && ys[at - 1] > y))) {
      xs[at] = xs[at - 1]
      ys[at] = ys[at - 1]
      at--
    }
    xs[at] = x
    ys[at] = y
  }
}

/** The monotone chain over points already sorted by x, then y. */
function hullOfSorted(xs: number[], ys: number[]): [number, number][] {
  const n = xs.length
  if (n < 3) return xs.map((x, i) => [x, ys[i]])
  const cross = (o: number, a: number, bx: number, by: number) => (xs[a] - xs[o]) * (by - ys[o]) - (ys[a] - ys[o]) * (bx - xs[o])
  // Chains as index lists into the sorted arrays.
  const lower: number[] = []
  for (let i = 0; i < n; i++) {
    while (lower.length >= 2 && cross(lower[lower.length - 2], lower[lower.length - 1], xs[i], ys[i]) <= 0) lower.pop()
    lower.push(i)
  }
  const upper: number[] = []
  for (let i = n - 1; i >= 0; i--) {
    while (upper.length >= 2 && cross(upper[upper.length - 2], upper[upper.length - 1], xs[i], ys[i]) <= 0) upper.pop()
    upper.push(i)
  }
  const hull: [number, number][] = []
  for (let k = 0; k < lower.length - 1; k++) hull.push([xs[lower[k]], ys[lower[k]]])
  for (let k = 0; k < upper.length - 1; k++) hull.push([xs[upper[k]], ys[upper[k]]])
  return hull
}

/** Whether the axis-aligned rectangle meets the convex polygon (separating axis test). */
export function rectMeetsPolygon(a0: number, a1: number, b0: number, b1: number, poly: [number, number][]): boolean {
  let minA = Infinity,
    maxA = -Infinity,
    minB = Infinity,
    maxB = -Infinity
  for (let k = 0; k < poly.length; k++) {
    const a = poly[k][0]
    const b = poly[k][1]
    if (a < minA) minA = a
    if (a > maxA) maxA = a
    if (b < minB) minB = b
    if (b > maxB) maxB = b
  }
  if (maxA < a0 || minA > a1 || maxB < b0 || minB > b1) return false
  for (let k = 0; k < poly.length; k++) {
    const x1 = poly[k][0]
    const y1 = poly[k][1]
    const next = poly[k + 1 === poly.length ? 0 : k + 1]
    // Outward normal of a counter-clockwise edge; the rectangle is separated when it lies wholly outside.
    const nx = next[1] - y1
    const ny = x1 - next[0]
    if (
      (a0 - x1) * nx + (b0 - y1) * ny > 0 &&
      (a1 - x1) * nx + (b0 - y1) * ny > 0 &&
      (a1 - x1) * nx + (b1 - y1) * ny > 0 &&
      (a0 - x1) * nx + (b1 - y1) * ny > 0
    )
      return false
  }
  return true
}
