import { edgeId, FINE, HALF, halvings, hiddenSquareInput, measureSlit, provedHidden, slitFound, type HiddenProof } from './hiddenSquare'
import { agreeWithPrimary, splitSquare, squareWeight, type SquareEdges } from './marchingSquares'
import { splitTwoClasses, twoClassShares } from './twoClassSquare'
import type { SurfacePatch } from './targetSurface'

/**
 * Splits one silhouette patch into weighted classes ("what the rays there meet") with few rays.
 *
 * Rays are cast at the nodes of an N x N grid over the patch. A grid square whose four corners
 * agree is given wholly to their class. Where neighbouring samples disagree, the boundary is
 * found by bisection along each disagreeing grid edge (each step halves the uncertainty), and
 * the square is split by the polygon through those boundary points (marching squares), so a
 * straight shadow edge is measured exactly rather than to the nearest grid row. The saddle
 * case (diagonal corners agree) is settled by one more ray at the square's centre. Where one
 * corner stands alone on its side of an edge that reaches or not, the edge's crossing of the
 * diagonal through it is found too (a shadow's corner inside the square). Each polygon is
 * weighted by the density at its centroid. A square whose corners are all hidden, by
 * different things, is proved hidden, or its slit measured, or searched (hiddenSquare.ts).
 *
 * Pure: the caller's `classify` casts the ray and returns the class key; weights are solid
 * angles from the patch's analytic density.
 */
export type Classify = (u: number, v: number, quiet?: boolean) => string

export interface PatchPartition {
  /** Solid angle (sr) per class key. */
  weights: Map<string, number>
  /** Total solid angle of the patch (sr). */
  total: number
}

/** A hidden square where a ray was seen to reach is split down to this size (half a grid step), then its slit measured. */
const BAND = HALF
let edgeScratch = new Float64Array(0)
let reachScratch = new Float64Array(0)
/** Where the last bisection saw a ray reach between two hidden ends (a typed slot: no boxing). */
const reached = new Float64Array(1)

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
  /** What the caller knows of the pieces that hide (see HiddenProof); without it, none is proved. */
  proof?: HiddenProof,
): PatchPartition {
  const stepsFor = typeof steps === 'number' ? () => steps : steps
  const n = Math.max(2, Math.floor(nodes))
  // Integer lattice of FINE points per grid step (see hiddenSquare.ts for why so fine). The
  // points of the grid and of its half steps, which nearly every ray uses, keep their keys and
  // edge boundaries in flat arrays indexed by half-step point: this runs for every ray of every
  // pair, so no per-ray Map or string ids there. The finer points (a hidden square split
  // further) are few and live in Maps. u = i / fineScale; FINE is a power of two, so a half-step
  // point's u is the same double as k / (2 (n - 1)).
  const scale = 2 * (n - 1)
  const side = scale + 1
  const fineScale = FINE * (n - 1)
  const fineSide = fineScale + 1
  const known: (string | undefined)[] = new Array(side * side)
  let deepKeys: Map<number, string> | null = null
  const keyAt = (i: number, j: number): string => {
    if (((i | j) & (HALF - 1)) === 0) {
      const id = (i / HALF) * side + j / HALF
      let key = known[id]
      if (key === undefined) {
        key = classify(i / fineScale, j / fineScale)
        known[id] = key
      }
      return key
    }
    deepKeys ??= new Map()
    const id = i * fineSide + j
    let key = deepKeys.get(id)
    if (key === undefined) {
      // A point of the search inside a hidden square: its ray is kept only if it reaches.
      key = classify(i / fineScale, j / fineScale, true)
      deepKeys.set(id, key)
    }
    return key
  }
  for (let i = 0; i <= fineScale; i += FINE) for (let j = 0; j <= fineScale; j += FINE) keyAt(i, j)

  // Boundary positions along lattice edges, from the lower end, shared by the two squares on
  // either side of an edge; and, per edge, where a ray of its bisection reached although both
  // ends are hidden (NaN: none did). An edge runs from (i0, j0) along i or j. Edges of a half
  // or a whole grid step between half-step points: one scratch buffer for all calls (a fresh
  // typed array per patch would be allocated outside the JS heap each time); partitionPatch
  // never runs inside itself. Finer edges: Maps.
  if (edgeScratch.length < side * side * 4) {
    edgeScratch = new Float64Array(side * side * 4)
    reachScratch = new Float64Array(side * side * 4)
  }
  const edgeT = edgeScratch
  const edgeR = reachScratch
  edgeT.fill(NaN, 0, side * side * 4)
  let deepEdges: Map<number, number> | null = null
  const edge = (i0: number, j0: number, i1: number, j1: number): number => {
    const id = edgeId(i0, j0, i1, j1, side, fineSide)
    let t = id >= 0 ? edgeT[id] : (deepEdges?.get(id) ?? NaN)
    if (Number.isNaN(t)) {
      const from = keyAt(i0, j0)
      const to = keyAt(i1, j1)
      reached[0] = NaN
      const len = i1 - i0 + j1 - j0
      t =
        from === to
          ? 0.5
          : bisect(
              i0 / fineScale,
              j0 / fineScale,
              i1 / fineScale,
              j1 / fineScale,
              from,
              to,
              halvings(from, to, len, primary, stepsFor),
              len < HALF,
            )
      if (id >= 0) {
        edgeT[id] = t
        edgeR[id] = reached[0]
      } else {
        deepEdges ??= new Map()
        deepEdges.set(id, t)
        deepEdges.set(id - 0.5, reached[0])
      }
    }
    return t
  }
  /** Where a ray of the edge's bisection reached although both ends are hidden, or NaN (after edge()). */
  const edgeReached = (i0: number, j0: number, i1: number, j1: number): number => {
    const id = edgeId(i0, j0, i1, j1, side, fineSide)
    return id >= 0 ? edgeR[id] : deepEdges!.get(id - 0.5)!
  }
  const bisect = (
    u0: number,
    v0: number,
    u1: number,
    v1: number,
    from: string,
    to: string,
    count = stepsFor(from, to),
    quiet = false,
  ): number => {
    let lo = 0
    let hi = 1
    // Where the ends differ in the primary question, locate the change of that answer (an edge
    // can cross several classes on the way, e.g. open ground, then wood, then too deep in it);
    // otherwise the first change of class.
    const byPrimary = primary(from) !== primary(to)
    const side = primary(from)
    for (let s = 0; s < count; s++) {
      const m = (lo + hi) / 2
      const key = classify(u0 + (u1 - u0) * m, v0 + (v1 - v0) * m, quiet)
      if (byPrimary ? primary(key) === side : key === from) lo = m
      else {
        hi = m
        // Both ends hidden, and this ray reaches: a gap (hiddenSquare.ts).
        if (!side && !byPrimary && primary(key)) reached[0] = m
      }
    }
    return (lo + hi) / 2
  }

  const weights = new Map<string, number>()
  const add = (key: string, w: number) => weights.set(key, (weights.get(key) ?? 0) + w)
  /** Splits the square into four and adds each quarter's weight (region below). */
  const quarters = (i: number, j: number, size: number, w: number): void => {
    const h = size / 2
    region(i, j, h, w / 4)
    region(i + h, j, h, w / 4)
    region(i + h, j + h, h, w / 4)
    region(i, j + h, h, w / 4)
  }
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
    if (size === FINE && hard(corners)) {
      quarters(i, j, size, w)
      return
    }
    // The edges' boundaries (also where a hidden square is settled: see below).
    const tAB = edge(i, j, i + size, j)
    const tBC = edge(i + size, j, i + size, j + size)
    const tDC = edge(i, j + size, i + size, j + size)
    const tAD = edge(i, j, i, j + size)
    // Every corner hidden, by different things: something may show between them (a slit
    // between two pillars). Where a ray of an edge was seen to reach, the slit is measured
    // (in halves of a grid square: a wedge is no band); else, unless one or two pieces are
    // proved to hide the whole square or no proof applies, it is split to look for one
    // (hiddenSquare.ts).
    if (proof && !primary(a) && !primary(b) && !primary(c) && !primary(d)) {
      const gap = !Number.isNaN(edgeReached(i, j, i + size, j))
        ? 0
        : !Number.isNaN(edgeReached(i + size, j, i + size, j + size))
          ? 1
          : !Number.isNaN(edgeReached(i, j + size, i + size, j + size))
            ? 2
            : !Number.isNaN(edgeReached(i, j, i, j + size))
              ? 3
              : -1
      // Corners hidden by an area's sight limit alone: no proof applies; without a ray seen to
      // reach, the square stays hidden as marching squares has it.
      const solid = proof.stopper(a) >= 0 && proof.stopper(b) >= 0 && proof.stopper(c) >= 0 && proof.stopper(d) >= 0
      let search = false
      if (gap < 0 && solid) {
        const input = hiddenSquareInput
        const { keys, t, steps: halved } = input
        keys[0] = a
        keys[1] = b
        keys[2] = c
        keys[3] = d
        input.i = i
        input.j = j
        input.size = size
        input.fineScale = fineScale
        t[0] = tAB
        t[1] = tBC
        t[2] = tDC
        t[3] = tAD
        halved[0] = a === b ? 0 : halvings(a, b, size, primary, stepsFor)
        halved[1] = b === c ? 0 : halvings(b, c, size, primary, stepsFor)
        halved[2] = d === c ? 0 : halvings(d, c, size, primary, stepsFor)
        halved[3] = a === d ? 0 : halvings(a, d, size, primary, stepsFor)
        search = !provedHidden(proof)
      }
      if ((search && size > 1) || (gap >= 0 && size > BAND)) {
        quarters(i, j, size, w)
        return
      }
      if (gap >= 0) {
        // (Each edge with its opposite: a-b with d-c, b-c with a-d; where on each a ray reached.)
        const x0 = gap === 1 ? i + size : i
        const y0 = gap === 2 ? j + size : j
        const along = gap === 0 || gap === 2
        const oi = gap === 1 ? -size : gap === 3 ? size : 0
        const oj = gap === 0 ? size : gap === 2 ? -size : 0
        const x1 = along ? x0 + size : x0
        const y1 = along ? y0 : y0 + size
        const share = measureSlit(
          classify,
          primary,
          fineScale,
          x0,
          y0,
          x1,
          y1,
          oi,
          oj,
          edgeReached(x0, y0, x1, y1),
          edgeReached(x0 + oi, y0 + oj, x1 + oi, y1 + oj),
        )
        add(slitFound.key, w * share)
        w *= 1 - share
      }
    }
    // The commonest mixed square: two classes, no saddle (twoClassSquare.ts).
    const other = b !== a ? b : c !== a ? c : d
    // Both diagonals compared always: one first met after V8 optimised this recompiles it.
    const cIsA = c === a
    const bIsD = b === d
    if ((b === a || b === other) && (c === a || c === other) && (d === a || d === other) && !(cIsA && bIsD)) {
      splitTwoClasses(patch, primary, bisect, fineScale, i, j, size, a, b, c, d, other, tAB, tBC, tDC, tAD)
      add(a, w * twoClassShares[0])
      add(other, w * twoClassShares[1])
      return
    }
    const center = () => classify((i + size / 2) / fineScale, (j + size / 2) / fineScale)
    const square: SquareEdges = { corners, tAB, tBC, tDC, tAD, center }
    for (const [key, share] of agreeWithPrimary(square, splitSquare(square), primary)) add(key, w * share)
  }

  let total = 0
  const cell = 1 / (n - 1)
  for (let i = 0; i < n - 1; i++)
    for (let j = 0; j < n - 1; j++) {
      const w = squareWeight(patch, i, j, cell)
      total += w
      region(FINE * i, FINE * j, FINE, w)
    }
  return { weights, total }
}
