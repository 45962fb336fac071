import type { PlanarPoint } from '../rules/mageknight/core/ranged'

/**
 * Plane geometry seen from above (cm, scene x and z) for the set-up checks: distances between
 * points, segments and polygons. Closed forms, no physics engine: footprints are convex or
 * simple polygons given by their corners.
 */

export function pointSegmentDistance(p: PlanarPoint, a: PlanarPoint, b: PlanarPoint): number {
  const dx = b.x - a.x
  const dz = b.z - a.z
  const len2 = dx * dx + dz * dz
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.z - a.z) * dz) / len2))
  return Math.hypot(p.x - (a.x + t * dx), p.z - (a.z + t * dz))
}

const cross = (o: PlanarPoint, a: PlanarPoint, b: PlanarPoint) => (a.x - o.x) * (b.z - o.z) - (a.z - o.z) * (b.x - o.x)

/** Proper or touching intersection of segments ab and cd. */
export function segmentsIntersect(a: PlanarPoint, b: PlanarPoint, c: PlanarPoint, d: PlanarPoint): boolean {
  const d1 = cross(c, d, a)
  const d2 = cross(c, d, b)
  const d3 = cross(a, b, c)
  const d4 = cross(a, b, d)
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) return true
  const eps = 1e-12
  return (
    (Math.abs(d1) < eps && pointSegmentDistance(a, c, d) < 1e-9) ||
    (Math.abs(d2) < eps && pointSegmentDistance(b, c, d) < 1e-9) ||
    (Math.abs(d3) < eps && pointSegmentDistance(c, a, b) < 1e-9) ||
    (Math.abs(d4) < eps && pointSegmentDistance(d, a, b) < 1e-9)
  )
}

/** Even-odd rule; points on the boundary may go either way (callers also test edges). */
export function pointInPolygon(p: PlanarPoint, poly: readonly PlanarPoint[]): boolean {
  let inside = false
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const a = poly[i]
    const b = poly[j]
    if (a.z > p.z !== b.z > p.z && p.x < ((b.x - a.x) * (p.z - a.z)) / (b.z - a.z) + a.x) inside = !inside
  }
  return inside
}

const edges = (poly: readonly PlanarPoint[]): [PlanarPoint, PlanarPoint][] => poly.map((p, i) => [p, poly[(i + 1) % poly.length]])

/** Do two polygons overlap or touch? */
export function polygonsIntersect(a: readonly PlanarPoint[], b: readonly PlanarPoint[]): boolean {
  if (a.some((p) => pointInPolygon(p, b)) || b.some((p) => pointInPolygon(p, a))) return true
  return edges(a).some(([p, q]) => edges(b).some(([r, s]) => segmentsIntersect(p, q, r, s)))
}

/** Shortest distance between a point and a polygon (0 inside). */
export function pointPolygonDistance(p: PlanarPoint, poly: readonly PlanarPoint[]): number {
  if (pointInPolygon(p, poly)) return 0
  return Math.min(...edges(poly).map(([a, b]) => pointSegmentDistance(p, a, b)))
}

/** Shortest distance between two polygons (0 when they overlap or touch). */
export function polygonDistance(a: readonly PlanarPoint[], b: readonly PlanarPoint[]): number {
  if (polygonsIntersect(a, b)) return 0
  return Math.min(...a.map((p) => pointPolygonDistance(p, b)), ...b.map((p) => pointPolygonDistance(p, a)))
}

/** Validates a polygon given as input; throws naming the argument. */
export function checkPolygon(name: string, poly: readonly PlanarPoint[]): void {
  if (!Array.isArray(poly) || poly.length < 3) throw new RangeError(`${name}: expected a polygon of at least 3 points, got ${Array.isArray(poly) ? poly.length : typeof poly}`)
  poly.forEach((p, i) => {
    if (!Number.isFinite(p?.x) || !Number.isFinite(p?.z)) throw new RangeError(`${name}[${i}]: expected finite x and z`)
  })
}
