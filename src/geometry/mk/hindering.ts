import { pointInPolygon, pointPolygonDistance, segmentsIntersect, type Point2 } from '../../math/planar'
import type { TerrainPiece } from '../../scene/schema'
import type { TerrainType } from '../../scene/terrainTypes'

/**
 * Hindering terrain for Mage Knight's stealth (docs/MAGE-KNIGHT-CORE.md 14, R-MKC-8, R-MKT.6):
 * the scene's area pieces (volumes figures and sight pass through, such as a wood) of the types
 * the players count as hindering, seen from above. Solid pieces are blocking terrain, never
 * hindering: a line through one is blocked already (R-MKT.3). Heights are not looked at: the
 * simplified stealth of R-MKC-8 asks only whether any lies on the line or under the target.
 */

const DEG = Math.PI / 180

/** The corners of a rotated rectangle, `rotationY` counter-clockwise seen from above (scene/overlaps.ts). */
function rectangleCorners(centre: Point2, sizeX: number, sizeZ: number, rotationY: number): Point2[] {
  const c = Math.cos(rotationY * DEG)
  const s = Math.sin(rotationY * DEG)
  // A local offset (lx, lz) in the piece's axes lies at (c lx + s lz, -s lx + c lz) on the table.
  return [
    [-1, -1],
    [1, -1],
    [1, 1],
    [-1, 1],
  ].map(([u, v]): Point2 => {
    const lx = (u * sizeX) / 2
    const lz = (v * sizeZ) / 2
    return [centre[0] + c * lx + s * lz, centre[1] - s * lx + c * lz]
  })
}

/** Does the segment a-b pass over the polygon (cross an edge, or lie inside)? */
const segmentOverPolygon = (a: Point2, b: Point2, poly: readonly Point2[]): boolean =>
  pointInPolygon(a, poly) || poly.some((p, i) => segmentsIntersect(a, b, p, poly[(i + 1) % poly.length]))

/**
 * The ids of the hindering pieces (area pieces of `types`) that the line of fire from `from` to
 * `to` passes over, or that lie under the target's base (a disc of `targetRadiusCm` about `to`).
 * A piece that only touches the line or the base's rim counts: the rules give no tolerance.
 */
export function hinderingTerrainOnLine(
  terrain: readonly TerrainPiece[],
  from: Point2,
  to: Point2,
  targetRadiusCm: number,
  types: readonly TerrainType[],
): string[] {
  if (!Number.isFinite(targetRadiusCm) || targetRadiusCm < 0)
    throw new RangeError(`targetRadiusCm: expected a finite number >= 0, got ${targetRadiusCm}`)
  return terrain.flatMap((piece) => {
    if (piece.shape !== 'area' || !types.includes(piece.type)) return []
    const poly = rectangleCorners([piece.center[0], piece.center[2]], piece.size[0], piece.size[2], piece.rotationY ?? 0)
    return segmentOverPolygon(from, to, poly) || pointPolygonDistance(to, poly) <= targetRadiusCm ? [piece.id] : []
  })
}
