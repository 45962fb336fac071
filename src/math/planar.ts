/**
 * The table seen from above: points, segments and polygons in the plane of the scene's x and z
 * axes, in the scene's unit (cm). Closed forms, no physics engine; the one copy of these
 * functions for every layer (scene checks, geometry queries, the castle set-up rules, the view).
 */

/** A point seen from above: [x, z] (the scene's x and z axes). */
export type Point2 = readonly [x: number, z: number]

/** Straight-line distance between two points. */
export const distance2 = (a: Point2, b: Point2): number => Math.hypot(a[0] - b[0], a[1] - b[1])

/** Distance from p to the segment a-b (to its nearer end beyond either end). */
export function distanceToSegment(p: Point2, a: Point2, b: Point2): number {
  const dx = b[0] - a[0]
  const dz = b[1] - a[1]
  const lengthSq = dx * dx + dz * dz
  const t = lengthSq === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dz) / lengthSq))
  return Math.hypot(p[0] - (a[0] + t * dx), p[1] - (a[1] + t * dz))
}

const cross = (o: Point2, a: Point2, b: Point2) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])

/** Proper or touching intersection of segments ab and cd. */
export function segmentsIntersect(a: Point2, b: Point2, c: Point2, d: Point2): boolean {
  const d1 = cross(c, d, a)
  const d2 = cross(c, d, b)
  const d3 = cross(a, b, c)
  const d4 = cross(a, b, d)
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) return true
  const eps = 1e-12
  return (
    (Math.abs(d1) < eps && distanceToSegment(a, c, d) < 1e-9) ||
    (Math.abs(d2) < eps && distanceToSegment(b, c, d) < 1e-9) ||
    (Math.abs(d3) < eps && distanceToSegment(c, a, b) < 1e-9) ||
    (Math.abs(d4) < eps && distanceToSegment(d, a, b) < 1e-9)
  )
}

/** Even-odd rule; points on the boundary may go either way (callers that care also test edges). */
export function pointInPolygon(p: Point2, poly: readonly Point2[]): boolean {
  let inside = false
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, zi] = poly[i]
    const [xj, zj] = poly[j]
    if (zi > p[1] !== zj > p[1] && p[0] < ((xj - xi) * (p[1] - zi)) / (zj - zi) + xi) inside = !inside
  }
  return inside
}

/** Shortest distance between segments a-b and c-d (0 when they cross or touch); either may be a point. */
export function segmentDistance(a: Point2, b: Point2, c: Point2, d: Point2): number {
  if (segmentsIntersect(a, b, c, d)) return 0
  return Math.min(distanceToSegment(a, c, d), distanceToSegment(b, c, d), distanceToSegment(c, a, b), distanceToSegment(d, a, b))
}

const edges = (poly: readonly Point2[]): [Point2, Point2][] => poly.map((p, i) => [p, poly[(i + 1) % poly.length]])

/** Do two polygons overlap or touch? */
export function polygonsIntersect(a: readonly Point2[], b: readonly Point2[]): boolean {
  if (a.some((p) => pointInPolygon(p, b)) || b.some((p) => pointInPolygon(p, a))) return true
  return edges(a).some(([p, q]) => edges(b).some(([r, s]) => segmentsIntersect(p, q, r, s)))
}

/** Shortest distance between a point and a polygon (0 inside). */
export function pointPolygonDistance(p: Point2, poly: readonly Point2[]): number {
  if (pointInPolygon(p, poly)) return 0
  return Math.min(...edges(poly).map(([a, b]) => distanceToSegment(p, a, b)))
}

/** Shortest distance between two polygons (0 when they overlap or touch). */
export function polygonDistance(a: readonly Point2[], b: readonly Point2[]): number {
  if (polygonsIntersect(a, b)) return 0
  return Math.min(...a.map((p) => pointPolygonDistance(p, b)), ...b.map((p) => pointPolygonDistance(p, a)))
}

/** Validates a polygon given as input; throws naming the argument. */
export function checkPolygon(name: string, poly: readonly Point2[]): void {
  if (!Array.isArray(poly) || poly.length < 3)
    throw new RangeError(`${name}: expected a polygon of at least 3 points, got ${Array.isArray(poly) ? poly.length : typeof poly}`)
  poly.forEach((p, i) => {
    if (!Number.isFinite(p?.[0]) || !Number.isFinite(p?.[1])) throw new RangeError(`${name}[${i}]: expected finite x and z`)
  })
}

/**
 * The bearing from `from` to `to` in degrees clockwise from north, the table's z = 0 edge (so
 * +x is 90): the facing of 8.1 and 8.3 (R-E.9a) of a model at `from` that looks at `to`, whole
 * degrees in [0, 360). Null when the points coincide.
 */
export function bearingDeg(from: Point2, to: Point2): number | null {
  const exact = exactBearingDeg(from, to)
  return exact === null ? null : Math.round(exact) % 360
}

/**
 * The same bearing unrounded, in [0, 360): Mage Knight's arcs and a large figure's sections are
 * decided at their boundaries (core 1, 000 "Großfiguren angreifen"), where a rounded degree would
 * decide wrongly. Null when the points coincide.
 */
export function exactBearingDeg(from: Point2, to: Point2): number | null {
  const dx = to[0] - from[0]
  const dz = to[1] - from[1]
  if (Math.hypot(dx, dz) < 1e-9) return null
  const deg = (Math.atan2(dx, -dz) * 180) / Math.PI
  return ((deg % 360) + 360) % 360
}
