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
let edgeScratch = new Float64Array(0)

/**
 * @param steps bisection steps along an edge whose ends disagree; a function of the two class
 *   keys lets the caller spend fewer rays where the difference matters less.
 */
export function partitionPatch(
  patch: SurfacePatch,
  nodes: number,
  steps: number | ((a: string, b: string) => number),
  classify: Classify,
  /** The binary question that must be measured most exactly (does the ray reach?). */
  primary: (key: string) => boolean = () => true,
  /** Which mixed squares are split once more before marching squares (see `isHardSquare`). */
  hard: (corners: string[]) => boolean = () => false,
): PatchPartition {
  const stepsFor = typeof steps === 'number' ? () => steps : steps
  const n = Math.max(2, Math.floor(nodes))
  // Integer lattice at twice the grid resolution, so a square split once has lattice corners.
  // Keys and edge boundaries live in flat arrays indexed by lattice point: this runs for every
  // ray of every pair, so no per-ray Map or string ids.
  const scale = 2 * (n - 1)
  const side = scale + 1
  const known: (string | undefined)[] = new Array(side * side)
  const keyAt = (i: number, j: number): string => {
    const id = i * side + j
    let key = known[id]
    if (key === undefined) {
      key = classify(i / scale, j / scale)
      known[id] = key
    }
    return key
  }
  for (let i = 0; i <= scale; i += 2) for (let j = 0; j <= scale; j += 2) keyAt(i, j)

  // Boundary positions along lattice edges, from the lower end, shared by the two squares on
  // either side of an edge. An edge runs from (i0, j0) along i or j, 1 or 2 lattice steps.
  // One scratch buffer for all calls (a fresh typed array per patch would be allocated outside
  // the JS heap each time); partitionPatch never runs inside itself.
  if (edgeScratch.length < side * side * 4) edgeScratch = new Float64Array(side * side * 4)
  const edgeT = edgeScratch
  edgeT.fill(NaN, 0, side * side * 4)
  const edge = (i0: number, j0: number, i1: number, j1: number): number => {
    const id = ((i0 * side + j0) * 2 + (i1 > i0 ? 0 : 1)) * 2 + (i1 - i0 + j1 - j0 === 2 ? 1 : 0)
    let t = edgeT[id]
    if (Number.isNaN(t)) {
      const from = keyAt(i0, j0)
      const to = keyAt(i1, j1)
      t = from === to ? 0.5 : bisect(i0 / scale, j0 / scale, i1 / scale, j1 / scale, from, to)
      edgeT[id] = t
    }
    return t
  }
  const bisect = (u0: number, v0: number, u1: number, v1: number, from: string, to: string): number => {
    let lo = 0
    let hi = 1
    const count = stepsFor(from, to)
    // Where the ends differ in the primary question, locate the change of that answer (an edge
    // can cross several classes on the way, e.g. open ground, then wood, then too deep in it);
    // otherwise the first change of class.
    const byPrimary = primary(from) !== primary(to)
    const side = primary(from)
    for (let s = 0; s < count; s++) {
      const m = (lo + hi) / 2
      const key = classify(u0 + (u1 - u0) * m, v0 + (v1 - v0) * m)
      if (byPrimary ? primary(key) === side : key === from) lo = m
      else hi = m
    }
    return (lo + hi) / 2
  }

  const weights = new Map<string, number>()
  const add = (key: string, w: number) => weights.set(key, (weights.get(key) ?? 0) + w)
  /** Adds weight w of the lattice square with lower corner (i, j) and side `size`, by class. */
  const region = (i: number, j: number, size: number, w: number): void => {
    const a = keyAt(i, j)
    const b = keyAt(i + size, j)
    const c = keyAt(i + size, j + size)
    const d = keyAt(i, j + size)
    if (a === b && b === c && c === d) {
      add(a, w)
      return
    }
    const corners = [a, b, c, d]
    if (size > 1 && hard(corners)) {
      const h = size / 2
      region(i, j, h, w / 4)
      region(i + h, j, h, w / 4)
      region(i + h, j + h, h, w / 4)
      region(i, j + h, h, w / 4)
      return
    }
    const tAB = edge(i, j, i + size, j)
    const tBC = edge(i + size, j, i + size, j + size)
    const tDC = edge(i, j + size, i + size, j + size)
    const tAD = edge(i, j, i, j + size)
    // The commonest mixed square: two classes, no saddle. Its split is the two walk polygons,
    // and agreeWithPrimary leaves it as it is (the binary split is the same polygon), so it is
    // computed here without the general path's maps and arrays, with the same arithmetic.
    const other = b !== a ? b : c !== a ? c : d
    if ((b === a || b === other) && (c === a || c === other) && (d === a || d === other) && !(c === a && b === d)) {
      const areaA = walkArea(true, b === a, c === a, d === a, tAB, tBC, tDC, tAD)
      const areaB = walkArea(false, b !== a, c !== a, d !== a, tAB, tBC, tDC, tAD)
      const sum = areaA + areaB
      let shareA = sum > 0 ? areaA / sum : areaA
      let shareB = sum > 0 ? areaB / sum : areaB
      if (primary(a) && primary(other)) {
        // Both in the primary answer: agreeWithPrimary scales them to sum to one.
        const inPrimary = shareA + shareB
        shareA *= inPrimary > 0 ? 1 / inPrimary : 0
        shareB *= inPrimary > 0 ? 1 / inPrimary : 0
      }
      add(a, w * shareA)
      add(other, w * shareB)
      return
    }
    const square: SquareEdges = {
      corners,
      tAB,
      tBC,
      tDC,
      tAD,
      center: () => classify((i + size / 2) / scale, (j + size / 2) / scale),
    }
    for (const [key, share] of agreeWithPrimary(square, splitSquare(square), primary)) add(key, w * share)
  }

  let total = 0
  const cell = 1 / (n - 1)
  for (let i = 0; i < n - 1; i++) {
    for (let j = 0; j < n - 1; j++) {
      const w = squareWeight(patch, i, j, cell)
      total += w
      region(2 * i, 2 * j, 2, w)
    }
  }
  return { weights, total }
}

/**
 * The primary answer's share of a square by marching squares on that answer alone, with the
 * class shares scaled to agree with it: the multi-class split is an approximation where three
 * classes meet, the binary one is exact for a straight boundary.
 */
function agreeWithPrimary(square: SquareEdges, classShares: Map<string, number>, primary: (key: string) => boolean): Map<string, number> {
  const flags = square.corners.map(primary)
  let primaryShare: number
  if (flags.every((f) => f === flags[0])) primaryShare = flags[0] ? 1 : 0
  else {
    let center: boolean | undefined
    const binary = splitSquare({ ...square, corners: flags.map((f) => (f ? 'T' : 'F')), center: () => ((center ??= primary(square.center())) ? 'T' : 'F') })
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

function squareWeight(patch: SurfacePatch, i: number, j: number, cell: number): number {
  // 2 x 2 Gauss-Legendre: exact for the bilinear part of the density, cheap (no rays).
  const u0 = (i + 0.5) * cell
  const v0 = (j + 0.5) * cell
  const du = GAUSS * cell
  const sum = patch.gaussSum(u0, v0, du)
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

/**
 * Area of the walk polygon (see walk) of the corners flagged inside, a->b->c->d, by the same
 * shoelace sum in the same vertex order as polygonArea(walk(...)), without arrays.
 */
function walkArea(ia: boolean, ib: boolean, ic: boolean, id: boolean, tAB: number, tBC: number, tDC: number, tAD: number): number {
  // Vertices into a scratch buffer (numbers kept unboxed), then the shoelace sum.
  const v = walkScratch
  let n = 0
  if (ia) { v[n++] = 0; v[n++] = 0 }
  if (ia !== ib) { v[n++] = tAB; v[n++] = 0 }
  if (ib) { v[n++] = 1; v[n++] = 0 }
  if (ib !== ic) { v[n++] = 1; v[n++] = tBC }
  if (ic) { v[n++] = 1; v[n++] = 1 }
  if (ic !== id) { v[n++] = tDC; v[n++] = 1 }
  if (id) { v[n++] = 0; v[n++] = 1 }
  if (id !== ia) { v[n++] = 0; v[n++] = tAD }
  let s = 0
  for (let k = 0; k < n; k += 2) {
    const next = k + 2 === n ? 0 : k + 2
    s += v[k] * v[next + 1] - v[next] * v[k + 1]
  }
  return Math.abs(s) / 2
}
const walkScratch = new Float64Array(16)

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
