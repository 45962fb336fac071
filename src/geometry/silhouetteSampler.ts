import type { SurfacePatch } from './targetSurface'

/**
 * Splits one silhouette patch into weighted classes ("what the rays there meet") with few rays.
 *
 * Rays are cast at the nodes of an N x N grid over the patch. A grid square whose four corners
 * agree is given wholly to their class. Where neighbouring samples disagree, the boundary is
 * found by bisection along each disagreeing grid edge (each step halves the uncertainty), and
 * the square is split by the polygon through those boundary points (marching squares), so a
 * straight shadow edge is measured exactly rather than to the nearest grid row. The saddle
 * case (diagonal corners agree) is settled by one more ray at the square's centre.
 *
 * Pure: the caller's `classify` casts the ray and returns the class key; weights are solid
 * angles from the patch's analytic density.
 */
export type Classify = (u: number, v: number) => string

export interface PatchPartition {
  /** Solid angle (sr) per class key. */
  weights: Map<string, number>
  /** Total solid angle of the patch (sr). */
  total: number
}

const GAUSS = 0.5 / Math.sqrt(3)

export function partitionPatch(patch: SurfacePatch, nodes: number, steps: number, classify: Classify): PatchPartition {
  const n = Math.max(2, Math.floor(nodes))
  const cell = 1 / (n - 1)
  const keys: string[][] = []
  for (let i = 0; i < n; i++) {
    keys.push([])
    for (let j = 0; j < n; j++) keys[i].push(classify(i * cell, j * cell))
  }

  // Boundary positions along grid edges, measured from the lower-index node, cached so that
  // the two squares sharing an edge share its rays.
  const edgeT = new Map<number, number>()
  const bisect = (u0: number, v0: number, u1: number, v1: number, from: string): number => {
    let lo = 0
    let hi = 1
    for (let s = 0; s < steps; s++) {
      const m = (lo + hi) / 2
      if (classify(u0 + (u1 - u0) * m, v0 + (v1 - v0) * m) === from) lo = m
      else hi = m
    }
    return (lo + hi) / 2
  }
  const horizontal = (i: number, j: number): number => {
    const id = (i * n + j) * 2
    let t = edgeT.get(id)
    if (t === undefined) {
      t = keys[i][j] === keys[i + 1][j] ? 0.5 : bisect(i * cell, j * cell, (i + 1) * cell, j * cell, keys[i][j])
      edgeT.set(id, t)
    }
    return t
  }
  const vertical = (i: number, j: number): number => {
    const id = (i * n + j) * 2 + 1
    let t = edgeT.get(id)
    if (t === undefined) {
      t = keys[i][j] === keys[i][j + 1] ? 0.5 : bisect(i * cell, j * cell, i * cell, (j + 1) * cell, keys[i][j])
      edgeT.set(id, t)
    }
    return t
  }

  const weights = new Map<string, number>()
  const add = (key: string, w: number) => weights.set(key, (weights.get(key) ?? 0) + w)
  let total = 0
  for (let i = 0; i < n - 1; i++) {
    for (let j = 0; j < n - 1; j++) {
      const w = squareWeight(patch, i, j, cell)
      total += w
      const corners = [keys[i][j], keys[i + 1][j], keys[i + 1][j + 1], keys[i][j + 1]]
      if (corners[0] === corners[1] && corners[1] === corners[2] && corners[2] === corners[3]) {
        add(corners[0], w)
        continue
      }
      const square: SquareEdges = {
        corners,
        tAB: horizontal(i, j),
        tBC: vertical(i + 1, j),
        tDC: horizontal(i, j + 1),
        tAD: vertical(i, j),
        center: () => classify((i + 0.5) * cell, (j + 0.5) * cell),
      }
      for (const [key, share] of splitSquare(square)) add(key, w * share)
    }
  }
  return { weights, total }
}

function squareWeight(patch: SurfacePatch, i: number, j: number, cell: number): number {
  // 2 x 2 Gauss-Legendre: exact for the bilinear part of the density, cheap (no rays).
  const u0 = (i + 0.5) * cell
  const v0 = (j + 0.5) * cell
  const du = GAUSS * cell
  const sum =
    patch.density(u0 - du, v0 - du) + patch.density(u0 + du, v0 - du) +
    patch.density(u0 + du, v0 + du) + patch.density(u0 - du, v0 + du)
  return (sum / 4) * cell * cell
}

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
  const [a, b, c, d] = sq.corners
  const pts: [number, number][] = [[0, 0], [1, 0], [1, 1], [0, 1]]
  // Boundary point on each side of the walk a->b->c->d->a.
  const edgePoint: [number, number][] = [[sq.tAB, 0], [1, sq.tBC], [sq.tDC, 1], [0, sq.tAD]]
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

function polygonArea(poly: [number, number][]): number {
  let s = 0
  for (let k = 0; k < poly.length; k++) {
    const [x1, y1] = poly[k]
    const [x2, y2] = poly[(k + 1) % poly.length]
    s += x1 * y2 - x2 * y1
  }
  return Math.abs(s) / 2
}
