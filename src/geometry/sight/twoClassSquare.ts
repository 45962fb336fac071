import { centroid, loneCornerArea, walkArea } from './marchingSquares'
import type { SurfacePatch } from './targetSurface'

/**
 * The commonest mixed grid square of a silhouette patch (silhouetteSampler.ts): two classes and
 * no saddle. Its split is the two walk polygons through the edges' boundaries, and
 * agreeWithPrimary would leave it as it is (the binary split is the same polygon), so it is
 * computed here without the general path's maps and arrays, with the same arithmetic. The
 * shares of `a` and of `other` go to `twoClassShares` (a typed slot: no array per square on the
 * sampler's hot path).
 */
export const twoClassShares = new Float64Array(2)

/** Bisects between two lattice points (u, v in the patch) for the first change from class `from`. */
type Bisect = (u0: number, v0: number, u1: number, v1: number, from: string, to: string) => number

export function splitTwoClasses(
  patch: SurfacePatch,
  primary: (key: string) => boolean,
  bisect: Bisect,
  fineScale: number,
  i: number,
  j: number,
  size: number,
  a: string,
  b: string,
  c: string,
  d: string,
  other: string,
  tAB: number,
  tBC: number,
  tDC: number,
  tAD: number,
): void {
  let areaA = walkArea(true, b === a, c === a, d === a, tAB, tBC, tDC, tAD)
  let ax = centroid[0]
  let ay = centroid[1]
  let areaB = walkArea(false, b !== a, c !== a, d !== a, tAB, tBC, tDC, tAD)
  let bx = centroid[0]
  let by = centroid[1]
  // One corner alone on its side of an edge that reaches or not: the edge may bend inside
  // the square (a box's shadow corner, a cylinder's rim), and a straight cut can be off by
  // a third of the square. Where it crosses the corner's diagonal is found too; the
  // corner's share is the quadrilateral through the three points (a straight edge passes
  // through the third one: nothing changes).
  const same = (b === a ? 1 : 0) + (c === a ? 1 : 0) + (d === a ? 1 : 0)
  if ((same === 0 || same === 2) && primary(a) !== primary(other)) {
    const k = same === 0 ? 0 : b !== a ? 1 : c !== a ? 2 : 3
    // Lattice corners k and k + 2, counter-clockwise from a.
    const x0 = k === 1 || k === 2 ? i + size : i
    const y0 = k >= 2 ? j + size : j
    const lone = k === 0 ? a : k === 1 ? b : k === 2 ? c : d
    const s = bisect(
      x0 / fineScale,
      y0 / fineScale,
      (2 * i + size - x0) / fineScale,
      (2 * j + size - y0) / fineScale,
      lone,
      lone === a ? other : a,
    )
    const area = loneCornerArea(k, s, tAB, tBC, tDC, tAD)
    if (area > 0 && area < 1) {
      // The rest of the square: its centroid from the square's (1/2, 1/2) less the corner's.
      const lx = centroid[0]
      const ly = centroid[1]
      const rx = (0.5 - lx * area) / (1 - area)
      const ry = (0.5 - ly * area) / (1 - area)
      areaA = k === 0 ? area : 1 - area
      areaB = 1 - areaA
      ax = k === 0 ? lx : rx
      ay = k === 0 ? ly : ry
      bx = k === 0 ? rx : lx
      by = k === 0 ? ry : ly
    }
  }
  // Each polygon weighted by the density at its centroid, not by its area: exact where the
  // density is linear across the square (it falls steeply toward the side's outline).
  const wA = areaA * patch.density((i + ax * size) / fineScale, (j + ay * size) / fineScale)
  const wB = areaB * patch.density((i + bx * size) / fineScale, (j + by * size) / fineScale)
  const sum = wA + wB > 0 ? wA + wB : areaA + areaB
  let shareA = sum > 0 ? (wA + wB > 0 ? wA : areaA) / sum : areaA
  let shareB = sum > 0 ? (wA + wB > 0 ? wB : areaB) / sum : areaB
  if (primary(a) && primary(other)) {
    // Both in the primary answer: agreeWithPrimary scales them to sum to one.
    const inPrimary = shareA + shareB
    shareA *= inPrimary > 0 ? 1 / inPrimary : 0
    shareB *= inPrimary > 0 ? 1 / inPrimary : 0
  }
  twoClassShares[0] = shareA
  twoClassShares[1] = shareB
}
