import { exactBearingDeg, type Point2 } from '../../../math/planar'

/**
 * Facing and arcs seen from above (MAGE-KNIGHT-CORE.md 1): a base's front arc (Blickwinkel) is
 * centred on the way the figure faces, its rear arc (toter Winkel) is the rest of the circle.
 * Facings are the scene's (R-E.9a): degrees clockwise from the table's north edge (z = 0), so 90
 * is +x. Angles here are exact (no rounding): arc tests decide rulings at their boundaries.
 */

/** Exact bearing from `from` to `to` (src/math/planar.ts), degrees clockwise from north in [0, 360); null when the points coincide. */
export { exactBearingDeg }

/** An angle brought into (-180, 180]. */
export function signedDeg(deg: number): number {
  const d = (((deg + 180) % 360) + 360) % 360
  return d === 0 ? 180 : d - 180
}

/**
 * Where `point` lies as seen from a base at `centre` facing `facingDeg`: 0 straight ahead,
 * positive to the figure's right (clockwise), in (-180, 180]. Null when the point is the centre.
 */
export function relativeBearingDeg(centre: Point2, facingDeg: number, point: Point2): number | null {
  if (!Number.isFinite(facingDeg)) throw new RangeError(`relativeBearingDeg: facingDeg must be finite, got ${facingDeg}`)
  const b = exactBearingDeg(centre, point)
  return b === null ? null : signedDeg(b - facingDeg)
}

/** Unit vector (x, z) of a facing: 0 north (-z), 90 east (+x). */
export function facingVector(deg: number): [number, number] {
  const r = (deg * Math.PI) / 180
  return [Math.sin(r), -Math.cos(r)]
}

/**
 * Is `point` inside the front arc of `frontArcDeg` degrees centred on the facing? A point on
 * the arc's edge is inside (a fair referee gives the shooter the line the base marks), within
 * `toleranceDeg`. A 360 degree arc (large figures, sections: no rear arc) holds every point.
 */
export function inFrontArc(centre: Point2, facingDeg: number, frontArcDeg: number, point: Point2, toleranceDeg = 1e-9): boolean {
  if (frontArcDeg >= 360) return true
  const rel = relativeBearingDeg(centre, facingDeg, point)
  if (rel === null) return true
  return Math.abs(rel) <= frontArcDeg / 2 + toleranceDeg
}

/** Inside the rear arc: everything outside the front arc, so the edge belongs to the front (none for a 360 degree front arc). */
export const inRearArc = (centre: Point2, facingDeg: number, frontArcDeg: number, point: Point2): boolean =>
  !inFrontArc(centre, facingDeg, frontArcDeg, point)
