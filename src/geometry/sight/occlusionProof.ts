import type { PreparedArea } from './areaCrossing'
import { coneDirection, coneHull, rectMeetsPolygon, type EnclosingCone } from './occluderProof'
import type { SightCaster } from './caster'
import { rayCylinder } from './rayPrimitives'
import { areaOutsidePlanes, pyramidPlanes } from './pyramid'
import type { Cylinder, SurfacePatch } from './targetSurface'
import type { Point3 } from '../types'

/**
 * Proves that convex pieces hide the whole target, with a handful of rays instead of a full
 * sampling (the commonest outcome on a crowded table).
 *
 * The rectangle around the target's silhouette (occluderProof.ts) is split into a grid of
 * cells, coarse first. A cell whose four corner rays all meet one convex collider C before the
 * target's nearest point is wholly hidden by C (the argument is in occluderProof.ts; C need
 * not be the first thing the corner rays meet, so a figure in front of a wall does not spoil
 * the proof). An unsettled cell is split in four, down to `maxDepth`; if a cell is still
 * unsettled, or a ray of the silhouette is seen to reach the target, the proof fails and the
 * caller samples. The candidates and their entry distances come from the pair's SightCaster.
 *
 * The shares of the hidden silhouette (what hides which part) are measured on a 12 x 12 grid
 * of its points per patch, weighted by solid angle: a point in a cell whose four corner rays
 * all meet the same collider first is given to it (no ray); in a cell where they differ, or
 * wherever a terrain area may lie between the eye and the occluders (areas do not stop rays
 * but give cover and limit sight), the point's own ray is classified by the caller. The
 * visible share, 0, is exact; the split of the hidden part is as fine as that grid.
 */
export interface OcclusionContext {
  eye: Point3
  cylinder: Cylinder
  cone: EnclosingCone
  areas: PreparedArea[]
  patches: SurfacePatch[]
  caster: SightCaster
  /** The class key of the ray from the eye to a point of the target (casts it, records nothing). */
  classify: (p: Point3) => string
  /** The class key of rays stopped first by candidate `index`, crossing no area. */
  stoppedBy: (index: number) => string
  /** The class key of the ray to p, known to be stopped first by candidate `index` (areas on the way counted). */
  stoppedOnWayTo: (p: Point3, index: number) => string
}

/** A proof: the rays worth drawing (unit directions, with what they met first) and the shares. */
export interface Occlusion {
  /** Corner rays that met something within the near distance. */
  directions: Point3[]
  /** Share of the silhouette per class key (sums to 1). */
  weights: Map<string, number>
}

interface Corner {
  /** Entry distance per candidate (Infinity: missed or beyond the target's near side). */
  t: number[]
  /** Candidate met first within the near distance, or -1. */
  first: number
  d: Point3
}

const SHARE_STEPS = 12
const MIXED = -2

export function proveOccluded(ctx: OcclusionContext, maxDepth = 3): Occlusion | null {
  const { cone, caster, eye, cylinder: c } = ctx
  const k = caster.candidates
  if (k === 0 || caster.usesWorld) return null
  const n = 1 << maxDepth
  const near = cone.nearDistance
  const corners = new Map<number, Corner>()
  // The target's cylinder relative to its centre, to see whether a corner ray reaches it.
  const half = (c.top - c.bottom) / 2
  const ox = eye[0] - c.x
  const oy = eye[1] - (c.bottom + half)
  const oz = eye[2] - c.z
  let visible = false
  const hull = coneHull(cone)
  const cornerAt = (i: number, j: number): Corner => {
    const key = i * (n + 1) + j
    let corner = corners.get(key)
    if (corner) return corner
    const d = coneDirection(cone, cone.aMin + ((cone.aMax - cone.aMin) * i) / n, cone.bMin + ((cone.bMax - cone.bMin) * j) / n)
    const t: number[] = []
    const target = rayCylinder(ox, oy, oz, d[0], d[1], d[2], c.radius, half, Infinity)
    const first = caster.castEach(d[0], d[1], d[2], Math.max(near, target === Infinity ? near : target), t)
    // A ray of the silhouette that meets nothing before the target sees it: no proof.
    if (target !== Infinity && (first < 0 || t[first] >= target)) visible = true
    corner = { t, first: first >= 0 && t[first] <= near ? first : -1, d }
    corners.set(key, corner)
    return corner
  }
  // Settled cells: lattice square (i, j, size) at the finest level, and who hides it.
  // (Plain arrays here and below: typed arrays of these sizes are allocated outside the JS heap.)
  const owner: number[] = []
  for (let c = 0; c < n * n; c++) owner.push(-1)
  const owners = new Set<number>()
  let reach = 0
  const settle = (i0: number, j0: number, size: number): boolean => {
    if (visible) return false
    const span = (x: number, lo: number, hi: number) => lo + ((hi - lo) * x) / n
    if (
      !rectMeetsPolygon(
        span(i0, cone.aMin, cone.aMax),
        span(i0 + size, cone.aMin, cone.aMax),
        span(j0, cone.bMin, cone.bMax),
        span(j0 + size, cone.bMin, cone.bMax),
        hull,
      )
    )
      return true
    const q = [cornerAt(i0, j0), cornerAt(i0 + size, j0), cornerAt(i0 + size, j0 + size), cornerAt(i0, j0 + size)]
    if (visible) return false
    const prover = provingOccluder(q, k, near)
    if (prover >= 0) {
      for (const x of q) reach = Math.max(reach, x.t[prover])
      const who = firstMet(q)
      owners.add(who)
      for (let i = i0; i < i0 + size; i++) for (let j = j0; j < j0 + size; j++) owner[i * n + j] = who
      return true
    }
    if (size === 1) return false
    const h = size / 2
    return settle(i0, j0, h) && settle(i0 + h, j0, h) && settle(i0 + h, j0 + h, h) && settle(i0, j0 + h, h)
  }
  if (!settle(0, 0, n) || owners.size === 0) return null
  const directions: Point3[] = []
  for (const corner of corners.values()) if (corner.first >= 0) directions.push(corner.d)
  const classifyAll = ctx.areas.length > 0 && areaMayLieBetween(ctx, reach)
  return { directions, weights: shares(ctx, owner, n, owners, classifyAll) }
}

/**
 * Whether an area may meet the pyramid of sight rays up to where the occluders stopped them
 * (each area as its oriented box against the pyramid's planes, the base at depth `reach`):
 * conservative, so a false yes only costs the classification of every share point.
 */
function areaMayLieBetween(ctx: OcclusionContext, reach: number): boolean {
  const planes = pyramidPlanes(ctx.eye, ctx.cone, reach * 1.001 + 1e-3)
  return ctx.areas.some((a) => !areaOutsidePlanes(a, planes))
}

/**
 * A candidate that all four corner rays meet within the near distance (it hides the cell), or
 * -1; of several, the nearest (an area behind it does not then spoil the proof).
 */
function provingOccluder(q: Corner[], k: number, near: number): number {
  let best = -1
  let bestReach = Infinity
  for (let m = 0; m < k; m++) {
    const reach = Math.max(q[0].t[m], q[1].t[m], q[2].t[m], q[3].t[m])
    if (reach <= near && reach < bestReach) {
      best = m
      bestReach = reach
    }
  }
  return best
}

/** What all four corner rays meet first, or -2 when they differ (the cell is mixed). */
function firstMet(q: Corner[]): number {
  const f = q[0].first
  return q[1].first === f && q[2].first === f && q[3].first === f ? f : MIXED
}

/** Each class's share of the silhouette (see the head comment). */
function shares(ctx: OcclusionContext, owner: number[], n: number, owners: Set<number>, classifyAll: boolean): Map<string, number> {
  const { cone, eye } = ctx
  const weights = new Map<string, number>()
  if (owners.size === 1 && !owners.has(MIXED) && !classifyAll) {
    weights.set(ctx.stoppedBy([...owners][0]), 1)
    return weights
  }
  // Weight per owning candidate first (no key per point), turned into class keys at the end
  // (not where an area may lie in front: then each point's ray is classified).
  const byOwner: number[] = []
  for (let c = 0; c < ctx.caster.candidates; c++) byOwner.push(0)
  const { axis, right, up, aMin, aMax, bMin, bMax } = cone
  const at = new Float64Array(4)
  let total = 0
  for (const patch of ctx.patches) {
    for (let i = 0; i < SHARE_STEPS; i++) {
      for (let j = 0; j < SHARE_STEPS; j++) {
        const u = (i + 0.5) / SHARE_STEPS
        const v = (j + 0.5) / SHARE_STEPS
        patch.sampleInto(u, v, at)
        // The owner of the cell the point's ray passes through (-1: none, MIXED: several).
        const vx = at[0] - eye[0]
        const vy = at[1] - eye[1]
        const vz = at[2] - eye[2]
        const depth = vx * axis[0] + vy * axis[1] + vz * axis[2]
        let o = -1
        if (depth > 1e-9) {
          const a = (vx * right[0] + vy * right[1] + vz * right[2]) / depth
          const b = (vx * up[0] + vy * up[1] + vz * up[2]) / depth
          const ci = Math.min(n - 1, Math.max(0, Math.floor(((a - aMin) / (aMax - aMin)) * n)))
          const cj = Math.min(n - 1, Math.max(0, Math.floor(((b - bMin) / (bMax - bMin)) * n)))
          o = owner[ci * n + cj]
        }
        const w = at[3]
        total += w
        if (o >= 0 && !classifyAll) {
          byOwner[o] += w
          continue
        }
        const p: Point3 = [at[0], at[1], at[2]]
        const key = o < 0 ? ctx.classify(p) : ctx.stoppedOnWayTo(p, o)
        weights.set(key, (weights.get(key) ?? 0) + w)
      }
    }
  }
  for (let o = 0; o < byOwner.length; o++) {
    if (byOwner[o] === 0) continue
    const key = ctx.stoppedBy(o)
    weights.set(key, (weights.get(key) ?? 0) + byOwner[o])
  }
  for (const [key, w] of weights) weights.set(key, w / total)
  return weights
}
