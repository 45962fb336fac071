import type { SightCaster } from './caster'
import type { SurfacePatch } from './targetSurface'
import type { Point3 } from '../types'

/**
 * Grid squares of the silhouette sampler (silhouetteSampler.ts) whose four corner rays are all
 * hidden, but by different things: is the whole square hidden, or does something show between
 * them?
 *
 * Marching squares only knows the classes of a square's corners. Where all four are hidden, a
 * gap between two pieces (a slit between two pillars, narrower than a grid step) got no weight
 * at all: the target was called wholly hidden although rays through the slit reach it, some of
 * them even cast by the bisection (issue "Hardening", items 1 and 2: 7.6 % of a target seen
 * between two pillars, judged 0). So such a square is proved hidden, or its slit measured, or
 * it is split to look for one (below).
 *
 * The proofs, in the eye's view plane (directions from the eye), for pieces that are convex
 * (boxes, cylinders, figures; every candidate of the sight caster is) and do not overlap the
 * target's cylinder (a scene warning). Then the directions in which a piece P stops a ray
 * before it reaches the target form a convex set S(P): the rays that meet the target meet it
 * in a convex set K; P and K disjoint and convex have a separating plane, so along every ray
 * that meets both, P comes first on all of them (the eye on P's side) or on none; S(P) is
 * then the projection of P within that of K, convex.
 * - One piece: if P stops all four corner rays, S(P) holds the corners' convex hull, the square.
 * - Two pieces A and B (each corner hidden by one of them first): where an edge runs from an
 *   A corner to a B corner, a point of the edge in both S(A) and S(B) shows that S(A) holds the
 *   edge up to it and S(B) from it (convex sets, a straight edge). The bisection of that edge
 *   ends with a ray hidden first by the lower end's piece and one that is not: one of those two
 *   is tried against both pieces. Edges between corners of one piece are in its set. So the
 *   square's boundary lies in S(A) ∪ S(B). If they meet, that union is star-shaped about a
 *   common point, so simply connected, and holds everything the boundary encloses; if not, the
 *   boundary (connected) lies in one of them, and so does the square. Wholly hidden.
 * What is not exact: the square is the image of a (u, v) square, and its edges along u on the
 * side (arcs of the cylinder) and on the caps are curved, not straight; the arguments take each
 * as its chord. On the side of an 8 x 8 grid an arc spans less than 26 degrees of the cylinder
 * and departs from its chord by under 2.5 % of the radius (the caps' edges bend as little):
 * a piece would have to end inside that strip to be missed.
 *
 * What the sampler does with it (silhouetteSampler.ts): a square where a ray of an edge was
 * seen to reach is not proved but measured, in halves of a grid square: the slit's width on
 * that edge and on the opposite one, as a band (measureSlit). A square whose corners are all stopped by pieces the caster
 * knows and that no proof settles (three pieces, a proof that fails) is split in four, new
 * rays at the new corners, down to 1/FINE of a grid step, until a slit shows or the parts are
 * proved; at the finest level it counts as hidden. A slit missed so is narrower than 1/FINE of
 * a grid step all along; one across the whole silhouette that narrow is under 1/FINE of a
 * column's share (about 0.01 of the target on the 8-grid's side patch). Corners hidden by an
 * area's sight limit alone (not convex: nothing to prove with) leave the square hidden, as
 * marching squares has it, unless a ray was seen to reach.
 */
export interface HiddenProof {
  /** The convex piece (a sight caster candidate index) that hides rays of this class first, or -1. */
  stopper(key: string): number
  /** Whether candidate `index` stops the ray to the patch point (u, v) before it reaches it. */
  hides(index: number, u: number, v: number): boolean
}

/**
 * HiddenProof through the pair's sight caster: a candidate hides a patch point when its own
 * cast, up to the point, meets it (the ray through the caster's buffer, as castTo does).
 * One per pair; `patch` is set to the patch being sampled.
 */
export class CasterProof implements HiddenProof {
  patch: SurfacePatch | null = null
  constructor(
    private readonly eye: Point3,
    private readonly caster: SightCaster,
    /** The candidate that stops a class's rays first, or -1. */
    readonly stopper: (key: string) => number,
  ) {}

  hides(index: number, u: number, v: number): boolean {
    const at = proofScratch
    this.patch!.sampleInto(u, v, at)
    const dx = at[0] - this.eye[0]
    const dy = at[1] - this.eye[1]
    const dz = at[2] - this.eye[2]
    const dist = Math.sqrt(dx * dx + dy * dy + dz * dz)
    const dir = this.caster.dir
    dir[0] = dx / dist
    dir[1] = dy / dist
    dir[2] = dz / dist
    dir[3] = dist * (1 - 1e-7)
    return this.caster.castOneDir(index)
  }
}

/** The patch point of CasterProof.hides (one pair at a time: no typed array per pair). */
const proofScratch = new Float64Array(4)

/** Lattice points per grid step: a hidden square is split down to 1/FINE of a step. */
export const FINE = 16
export const HALF = FINE / 2

/**
 * A square of the sampler's lattice with every corner hidden, as the sampler hands it over
 * (one scratch record: the sampler runs one square at a time). Corners a, b, c, d at (i, j),
 * (i + size, j), (i + size, j + size), (i, j + size); edges a-b, b-c, d-c, a-d, each with the
 * bisection's boundary t from its lower end and the number of halvings that found it. Only
 * numbers and keys: the proof casts its own rays through `HiddenProof.hides`, never through the
 * sampler (whose ray path stays one hot loop).
 */
export const hiddenSquareInput = {
  keys: ['', '', '', ''],
  i: 0,
  j: 0,
  size: 1,
  fineScale: 1,
  t: new Float64Array(4),
  steps: new Int32Array(4),
}

/**
 * Whether the square of `hiddenSquareInput` is wholly hidden by one or two convex pieces, by the
 * arguments above. Corners hidden by an area's sight limit alone (no stopper) prove nothing.
 */
export function provedHidden(proof: HiddenProof): boolean {
  const { keys, i, j, size, fineScale, t, steps } = hiddenSquareInput
  // (Scratch arrays, no allocation: this runs for every such square of every pair.)
  const xs = cornerX
  const ys = cornerY
  const by = cornerBy
  xs[0] = i
  xs[1] = i + size
  xs[2] = i + size
  xs[3] = i
  ys[0] = j
  ys[1] = j
  ys[2] = j + size
  ys[3] = j + size
  for (let k = 0; k < 4; k++) {
    by[k] = proof.stopper(keys[k])
    if (by[k] < 0) return false
  }
  // One piece that stops all four corner rays.
  for (let k = 0; k < 4; k++) {
    const p = by[k]
    if ((k > 0 && by[0] === p) || (k > 1 && by[1] === p) || (k > 2 && by[2] === p)) continue
    let all = true
    for (let c = 0; c < 4 && all; c++) if (by[c] !== p && !proof.hides(p, xs[c] / fineScale, ys[c] / fineScale)) all = false
    if (all) return true
  }
  // Two pieces at most, each corner hidden first by one of them.
  let other = -1
  for (let k = 1; k < 4; k++) {
    if (by[k] === by[0]) continue
    if (other < 0) other = by[k]
    else if (by[k] !== other) return false
  }
  // A point of both on every edge from one's corner to the other's (edges from their lower
  // ends: a-b, b-c, d-c, a-d).
  for (let e = 0; e < 4; e++) {
    const a = by[LOWER[e]]
    const b = by[UPPER[e]]
    if (a === b) continue
    // The bisection's last interval [t - half, t + half]: its lower end is hidden first by a.
    const half = 2 ** -(steps[e] + 1)
    const x0 = xs[LOWER[e]]
    const y0 = ys[LOWER[e]]
    const dx = xs[UPPER[e]] - x0
    const dy = ys[UPPER[e]] - y0
    const lo = t[e] - half
    const hi = t[e] + half
    const loHidden = proof.hides(b, (x0 + dx * lo) / fineScale, (y0 + dy * lo) / fineScale)
    if (
      !loHidden &&
      !(
        proof.hides(a, (x0 + dx * hi) / fineScale, (y0 + dy * hi) / fineScale) &&
        proof.hides(b, (x0 + dx * hi) / fineScale, (y0 + dy * hi) / fineScale)
      )
    )
      return false
  }
  return true
}

const cornerX = new Int32Array(4)
const cornerY = new Int32Array(4)
const cornerBy = new Int32Array(4)
const LOWER = [0, 1, 3, 0]
const UPPER = [1, 2, 2, 3]

/**
 * The slot of a lattice edge from (i0, j0) to (i1, j1) in the sampler's tables: a whole or
 * half grid step between half-step points has a place in the flat arrays (>= 0); a finer edge
 * a key of the Maps (< 0). `side`: half-step points per row; `fineSide`: lattice points per row.
 */
export function edgeId(i0: number, j0: number, i1: number, j1: number, side: number, fineSide: number): number {
  const len = i1 - i0 + j1 - j0
  if (((i0 | j0) & (HALF - 1)) === 0 && (len === HALF || len === FINE))
    return (((i0 / HALF) * side + j0 / HALF) * 2 + (i1 > i0 ? 0 : 1)) * 2 + (len === FINE ? 1 : 0)
  return -1 - (((i0 * fineSide + j0) * 2 + (i1 > i0 ? 0 : 1)) * 8 + (31 - Math.clz32(len)))
}

/**
 * Halvings along an edge of `len` lattice steps whose ends differ. Inside the search of a
 * hidden square (finer than half a step), where two hidden ends differ only in what hides
 * them, one: the split of the hidden part there weighs little, and the midpoint is the ray
 * that looks for a gap (its children's corners look further).
 */
export function halvings(
  from: string,
  to: string,
  len: number,
  primary: (key: string) => boolean,
  stepsFor: (a: string, b: string) => number,
): number {
  return len < HALF && !primary(from) && !primary(to) ? 1 : stepsFor(from, to)
}

/** The class of the slit that the last measureSlit measured (read at once). */
export const slitFound = { key: '' }

/**
 * A hidden square (every corner hidden) whose edge from (i0, j0) to (i1, j1) had a ray reach,
 * at m along it: the slit is measured rather than searched for. The run of reaching rays
 * along that edge is bisected (three halvings each way); so is the run on the opposite edge
 * (from (i0 + oi, j0 + oj)) if the ray there at n (where its own bisection saw a ray reach, or
 * else m) reaches too. The slit is taken as the band between the two runs (a trapezoid: exact
 * for a straight slit across the square), or, when it does not cross, as half the band of the
 * first run's width: a guess, within the square's weight. Its rays are kept only where they
 * reach. Returns the slit's share of the square; its class is left in slitFound.
 */
export function measureSlit(
  classify: (u: number, v: number, quiet?: boolean) => string,
  primary: (key: string) => boolean,
  fineScale: number,
  i0: number,
  j0: number,
  i1: number,
  j1: number,
  oi: number,
  oj: number,
  m: number,
  seen: number,
): number {
  const u0 = i0 / fineScale
  const v0 = j0 / fineScale
  const du = (i1 - i0) / fineScale
  const dv = (j1 - j0) / fineScale
  slitFound.key = classify(u0 + du * m, v0 + dv * m, true)
  const first = runWidth(classify, primary, u0, v0, du, dv, m)
  const n = Number.isNaN(seen) ? m : seen
  const ou = u0 + oi / fineScale
  const ov = v0 + oj / fineScale
  const crosses = primary(classify(ou + du * n, ov + dv * n, true))
  return Math.min(1, crosses ? (first + runWidth(classify, primary, ou, ov, du, dv, n)) / 2 : first / 2)
}

/** Width (as a share of the edge) of the run of reaching rays around m on the edge (u0, v0) + x (du, dv). */
function runWidth(
  classify: (u: number, v: number, quiet?: boolean) => string,
  primary: (key: string) => boolean,
  u0: number,
  v0: number,
  du: number,
  dv: number,
  m: number,
): number {
  return runEnd(classify, primary, u0, v0, du, dv, m, 1) - runEnd(classify, primary, u0, v0, du, dv, m, 0)
}

function runEnd(
  classify: (u: number, v: number, quiet?: boolean) => string,
  primary: (key: string) => boolean,
  u0: number,
  v0: number,
  du: number,
  dv: number,
  m: number,
  outside: number,
): number {
  let inside = m
  let out = outside
  for (let s = 0; s < 3; s++) {
    const x = (inside + out) / 2
    if (primary(classify(u0 + du * x, v0 + dv * x, true))) inside = x
    else out = x
  }
  return (inside + out) / 2
}
