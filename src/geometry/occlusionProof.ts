import type { PreparedArea } from './areaCrossing'
import { GROUP_AREA, interactionGroups } from './groups'
import { coneDirection, coneMeetsSphere, rectMeetsPolygon, viewPlanePoint, type EnclosingCone } from './occluderProof'
import { rayCylinder, type SightCaster } from './sightCaster'
import type { Cylinder, SurfacePatch } from './targetSurface'
import type { TableWorld } from './tableWorld'
import type { Point3, SightRay, SilhouettePart } from './types'

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
 * Each settled cell is attributed to what most of its corner rays meet first; the shares of the silhouette are then measured analytically (no rays) by the cell each
 * point of the silhouette falls in. They split the hidden silhouette between the hiding pieces
 * to the cell size: the visible share, 0, is exact.
 */
export interface OcclusionContext {
  world: TableWorld
  eye: Point3
  cylinder: Cylinder
  cone: EnclosingCone
  areas: PreparedArea[]
  patches: SurfacePatch[]
  caster: SightCaster
}

interface Corner {
  /** Entry distance per candidate (Infinity: missed or beyond the target's near side). */
  t: Float64Array
  /** Candidate met first within the near distance, or -1. */
  first: number
  d: Point3
}

const SHARE_STEPS = 12
const MIXED = -2

export function proveOccluded(ctx: OcclusionContext, maxDepth = 3): { rays: SightRay[]; parts: SilhouettePart[] } | null {
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
  const cornerAt = (i: number, j: number): Corner => {
    const key = i * (n + 1) + j
    let corner = corners.get(key)
    if (corner) return corner
    const d = coneDirection(cone, cone.aMin + ((cone.aMax - cone.aMin) * i) / n, cone.bMin + ((cone.bMax - cone.bMin) * j) / n)
    const t = new Float64Array(k)
    const target = rayCylinder(ox, oy, oz, d[0], d[1], d[2], c.radius, half, Infinity)
    const first = caster.castEach(d[0], d[1], d[2], Math.max(near, target === Infinity ? near : target), t)
    // A ray of the silhouette that meets nothing before the target sees it: no proof.
    if (target !== Infinity && (first < 0 || t[first] >= target)) visible = true
    corner = { t, first: first >= 0 && t[first] <= near ? first : -1, d }
    corners.set(key, corner)
    return corner
  }
  // Settled cells: lattice square (i, j, size) at the finest level, and who hides it.
  const owner = new Int32Array(n * n).fill(-1)
  const owners = new Set<number>()
  let reach = 0
  const settle = (i0: number, j0: number, size: number): boolean => {
    if (visible) return false
    const span = (x: number, lo: number, hi: number) => lo + ((hi - lo) * x) / n
    if (!rectMeetsPolygon(span(i0, cone.aMin, cone.aMax), span(i0 + size, cone.aMin, cone.aMax), span(j0, cone.bMin, cone.bMax), span(j0 + size, cone.bMin, cone.bMax), cone.hull)) return true
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
  const mayCrossArea = ctx.areas.some((a) => coneMeetsSphere(eye, cone, reach, [a.cx, a.cy, a.cz], Math.hypot(a.hx, a.hy, a.hz)))
  if (mayCrossArea && pyramidMeetsArea(ctx, reach)) return null

  const known = new Map<number, { id: string; kind: 'terrain' | 'figure' }>()
  const who = (index: number) => {
    let w = known.get(index)
    if (!w) {
      const o = ctx.world.ownerOf(caster.candidate(index))
      w = { id: o?.id ?? '?', kind: o?.kind === 'figure' ? 'figure' : 'terrain' }
      known.set(index, w)
    }
    return w
  }
  const rays: SightRay[] = []
  for (const corner of corners.values()) {
    if (corner.first >= 0) rays.push(drawnRay(eye, corner.d, cone, corner.t[corner.first], who(corner.first)))
  }
  return { rays, parts: shares(ctx, owner, n, owners, who) }
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

/**
 * The exact question behind the cheap sphere test: does any area piece meet the pyramid of
 * rays from the eye through the rectangle, up to where they met the occluders? Rapier answers
 * it with a convex-polyhedron query against the area sensors only.
 */
function pyramidMeetsArea(ctx: OcclusionContext, reach: number): boolean {
  const { cone } = ctx
  // The corner rays run `reach` far; rays between them reach the same depth only a little
  // further out along the corner directions (by 1 / cos of the spread), so push the base out.
  const depth = reach / Math.cos(Math.min(1.2, 2 * cone.halfAngle))
  const e = ctx.eye
  const vertices = new Float32Array([e[0], e[1], e[2], ...cone.corners.flatMap((d) => [e[0] + d[0] * depth, e[1] + d[1] * depth, e[2] + d[2] * depth])])
  const R = ctx.world.rapier
  const shape = new R.ConvexPolyhedron(vertices, null)
  let met = false
  ctx.world.world.intersectionsWithShape({ x: 0, y: 0, z: 0 }, { x: 0, y: 0, z: 0, w: 1 }, shape, () => {
    met = true
    return false
  }, undefined, interactionGroups(0xffff, GROUP_AREA))
  return met
}

/** Each hiding collider's share of the silhouette (see the head comment). */
function shares(ctx: OcclusionContext, owner: Int32Array, n: number, owners: Set<number>, who: (index: number) => { id: string; kind: 'terrain' | 'figure' }): SilhouettePart[] {
  const { cone, eye, caster } = ctx
  const weights = new Map<number, number>()
  if (owners.size === 1 && !owners.has(MIXED)) weights.set([...owners][0], 1)
  else {
    let total = 0
    for (const patch of ctx.patches) {
      for (let i = 0; i < SHARE_STEPS; i++) {
        for (let j = 0; j < SHARE_STEPS; j++) {
          const u = (i + 0.5) / SHARE_STEPS
          const v = (j + 0.5) / SHARE_STEPS
          const p = patch.point(u, v)
          const ab = viewPlanePoint(cone, eye, p)
          if (!ab) continue
          const ci = Math.min(n - 1, Math.max(0, Math.floor(((ab[0] - cone.aMin) / (cone.aMax - cone.aMin)) * n)))
          const cj = Math.min(n - 1, Math.max(0, Math.floor(((ab[1] - cone.bMin) / (cone.bMax - cone.bMin)) * n)))
          let o = owner[ci * n + cj]
          if (o < 0) {
            const dx = p[0] - eye[0]
            const dy = p[1] - eye[1]
            const dz = p[2] - eye[2]
            const dist = Math.hypot(dx, dy, dz)
            // Proved hidden, so the ray meets something; its first candidate is what hides the point.
            if (!caster.cast(dx / dist, dy / dist, dz / dist, dist)) continue
            o = caster.hitIndex
          }
          const w = patch.density(u, v)
          weights.set(o, (weights.get(o) ?? 0) + w)
          total += w
        }
      }
    }
    for (const [h, w] of weights) weights.set(h, w / total)
  }
  // Two candidates can belong to one piece only if it has several colliders; merge by id.
  const byId = new Map<string, SilhouettePart>()
  for (const [index, weight] of weights) {
    if (weight <= 0) continue
    const stop = who(index)
    const part = byId.get(stop.id)
    if (part) part.weight += weight
    else byId.set(stop.id, { weight, stop, areaIds: [], obscuredBy: null, reaches: false })
  }
  return [...byId.values()].sort((x, y) => y.weight - x.weight)
}

function drawnRay(eye: Point3, d: Point3, cone: EnclosingCone, t: number, who: { id: string; kind: 'terrain' | 'figure' }): SightRay {
  const s = cone.centerDistance
  return {
    origin: eye, direction: d, targetPoint: [eye[0] + d[0] * s, eye[1] + d[1] * s, eye[2] + d[2] * s], targetDistance: s,
    stop: { id: who.id, kind: who.kind, point: [eye[0] + d[0] * t, eye[1] + d[1] * t, eye[2] + d[2] * t], distance: t },
    areas: [], obscuredBy: null, reaches: false,
  }
}
