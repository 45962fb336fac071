/**
 * Marching squares on one grid square of the silhouette sampler (silhouetteSampler.ts): the
 * share of the square per class, from the classes of its corners and the boundary points found
 * by bisection on its edges. Split from the sampler to keep both small.
 */
import type { SurfacePatch } from './targetSurface'

/** A grid square in local coordinates: a = (0,0), b = (1,0), c = (1,1), d = (0,1). */
export interface SquareEdges {
  corners: string[]
  tAB: number
  tBC: number
  tDC: number
  tAD: number
  center: () => string
}

/** Share of the square per class, by the marching-squares polygon of each class. */
export function splitSquare(sq: SquareEdges): Map<string, number> {
  const corners = sq.corners
  const a = corners[0]
  const b = corners[1]
  const c = corners[2]
  const d = corners[3]
  const pts: [number, number][] = [
    [0, 0],
    [1, 0],
    [1, 1],
    [0, 1],
  ]
  // Boundary point on each side of the walk a->b->c->d->a.
  const edgePoint: [number, number][] = [
    [sq.tAB, 0],
    [1, sq.tBC],
    [sq.tDC, 1],
    [0, sq.tAD],
  ]
  const shares = new Map<string, number>()
  let centerKey: string | undefined
  for (const key of new Set(sq.corners)) {
    const inside = [a === key, b === key, c === key, d === key]
    const saddle = inside[0] === inside[2] && inside[1] === inside[3] && inside[0] !== inside[1]
    let area: number
    if (saddle) {
      centerKey ??= sq.center()
      if (centerKey === key) area = polygonArea(walk(inside, pts, edgePoint))
      else area = cornerTriangles(inside, pts, edgePoint)
    } else {
      area = polygonArea(walk(inside, pts, edgePoint))
    }
    shares.set(key, area)
  }
  let sum = 0
  for (const v of shares.values()) sum += v
  if (sum > 0) for (const [k, v] of shares) shares.set(k, v / sum)
  return shares
}

/**
 * Area of the walk polygon (see walk) of the corners flagged inside, a->b->c->d, by the same
 * shoelace sum in the same vertex order as polygonArea(walk(...)), without arrays.
 */
export function walkArea(ia: boolean, ib: boolean, ic: boolean, id: boolean, tAB: number, tBC: number, tDC: number, tAD: number): number {
  // Vertices into a scratch buffer (numbers kept unboxed), then the shoelace sum.
  const v = walkScratch
  let n = 0
  if (ia) {
    v[n++] = 0
    v[n++] = 0
  }
  if (ia !== ib) {
    v[n++] = tAB
    v[n++] = 0
  }
  if (ib) {
    v[n++] = 1
    v[n++] = 0
  }
  if (ib !== ic) {
    v[n++] = 1
    v[n++] = tBC
  }
  if (ic) {
    v[n++] = 1
    v[n++] = 1
  }
  if (ic !== id) {
    v[n++] = tDC
    v[n++] = 1
  }
  if (id) {
    v[n++] = 0
    v[n++] = 1
  }
  if (id !== ia) {
    v[n++] = 0
    v[n++] = tAD
  }
  return shoelace(v, n)
}
const walkScratch = new Float64Array(16)

/** The centroid (square-local x, y) of the polygon whose area walkArea or loneCornerArea returned last. */
export const centroid = new Float64Array(2)

/** Area of the polygon of n / 2 vertices in v (either turning), its centroid left in `centroid`. */
function shoelace(v: Float64Array, n: number): number {
  let s = 0
  let cx = 0
  let cy = 0
  for (let k = 0; k < n; k += 2) {
    const next = k + 2 === n ? 0 : k + 2
    const cross = v[k] * v[next + 1] - v[next] * v[k + 1]
    s += cross
    cx += (v[k] + v[next]) * cross
    cy += (v[k + 1] + v[next + 1]) * cross
  }
  // Signed sums: the sign cancels in the centroid. A degenerate polygon has its vertices' mean.
  if (s !== 0) {
    centroid[0] = cx / (3 * s)
    centroid[1] = cy / (3 * s)
  } else {
    let mx = 0
    let my = 0
    for (let k = 0; k < n; k += 2) {
      mx += v[k]
      my += v[k + 1]
    }
    centroid[0] = n > 0 ? (2 * mx) / n : 0.5
    centroid[1] = n > 0 ? (2 * my) / n : 0.5
  }
  return Math.abs(s) / 2
}

function walk(inside: boolean[], pts: [number, number][], edgePoint: [number, number][]): [number, number][] {
  const poly: [number, number][] = []
  for (let k = 0; k < 4; k++) {
    if (inside[k]) poly.push(pts[k])
    if (inside[k] !== inside[(k + 1) % 4]) poly.push(edgePoint[k])
  }
  return poly
}

/** Saddle resolved as separate corners: a triangle at each inside corner. */
function cornerTriangles(inside: boolean[], pts: [number, number][], edgePoint: [number, number][]): number {
  let area = 0
  for (let k = 0; k < 4; k++) {
    if (!inside[k]) continue
    area += polygonArea([edgePoint[(k + 3) % 4], pts[k], edgePoint[k]])
  }
  return area
}

// Indexing, not destructuring, in the sampler's per-square helpers: before V8 optimises them
// (a cold heat map worker's first second), destructuring walks the array iterator per point.
function polygonArea(poly: [number, number][]): number {
  let s = 0
  for (let k = 0; k < poly.length; k++) {
    const p = poly[k]
    const q = poly[(k + 1) % poly.length]
    s += p[0] * q[1] - q[0] * p[1]
  }
  return Math.abs(s) / 2
}

/**
 * Share of the square on the side of corner k (0..3: a, b, c, d) of a boundary that crosses
 * the two edges at k at the given edge points and the diagonal from k at distance s (as a
 * fraction of the diagonal): the quadrilateral corner, edge point, diagonal point, edge point.
 */
export function loneCornerArea(k: number, s: number, tAB: number, tBC: number, tDC: number, tAD: number): number {
  const v = walkScratch
  // Corner, the edge point after it (counter-clockwise), the diagonal point, the edge point before it.
  if (k === 0) {
    v[0] = 0
    v[1] = 0
    v[2] = tAB
    v[3] = 0
    v[4] = s
    v[5] = s
    v[6] = 0
    v[7] = tAD
  } else if (k === 1) {
    v[0] = 1
    v[1] = 0
    v[2] = 1
    v[3] = tBC
    v[4] = 1 - s
    v[5] = s
    v[6] = tAB
    v[7] = 0
  } else if (k === 2) {
    v[0] = 1
    v[1] = 1
    v[2] = tDC
    v[3] = 1
    v[4] = 1 - s
    v[5] = 1 - s
    v[6] = 1
    v[7] = tBC
  } else {
    v[0] = 0
    v[1] = 1
    v[2] = 0
    v[3] = tAD
    v[4] = s
    v[5] = 1 - s
    v[6] = tDC
    v[7] = 1
  }
  return shoelace(v, 8)
}

/**
 * The primary answer's share of a square by marching squares on that answer alone, with the
 * class shares scaled to agree with it: the multi-class split is an approximation where three
 * classes meet, the binary one is exact for a straight boundary.
 */
export function agreeWithPrimary(
  square: SquareEdges,
  classShares: Map<string, number>,
  primary: (key: string) => boolean,
): Map<string, number> {
  const flags = square.corners.map(primary)
  let primaryShare: number
  if (flags.every((f) => f === flags[0])) primaryShare = flags[0] ? 1 : 0
  else {
    let center: boolean | undefined
    const binary = splitSquare({
      ...square,
      corners: flags.map((f) => (f ? 'T' : 'F')),
      center: () => {
        center ??= primary(square.center())
        return center ? 'T' : 'F'
      },
    })
    primaryShare = binary.get('T') ?? 0
  }
  let inPrimary = 0
  for (const [key, share] of classShares) if (primary(key)) inPrimary += share
  const out = new Map<string, number>()
  for (const [key, share] of classShares) {
    const scale = primary(key) ? (inPrimary > 0 ? primaryShare / inPrimary : 0) : inPrimary < 1 ? (1 - primaryShare) / (1 - inPrimary) : 0
    out.set(key, share * scale)
  }
  return out
}

const GAUSS = 0.5 / Math.sqrt(3)

/** Solid angle of the grid square (i, j) of side `cell` (patch units). */
export function squareWeight(patch: SurfacePatch, i: number, j: number, cell: number): number {
  // 2 x 2 Gauss-Legendre: exact for the bilinear part of the density, cheap (no rays).
  const u0 = (i + 0.5) * cell
  const v0 = (j + 0.5) * cell
  const du = GAUSS * cell
  const sum = patch.gaussSum(u0, v0, du)
  return (sum / 4) * cell * cell
}
