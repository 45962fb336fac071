import type { Collider } from '@dimforge/rapier3d-compat'
import type { PreparedArea } from './areaCrossing'
import { GROUP_AREA, interactionGroups } from './groups'
import { coneDirection, coneMeetsSphere, enclosingCone, rectMeetsPolygon, viewPlanePoint, type EnclosingCone } from './occluderProof'
import type { Cylinder, SurfacePatch } from './targetSurface'
import type { TableWorld } from './tableWorld'
import type { Point3, SightRay, SilhouettePart } from './types'

/**
 * Proves that convex pieces hide the whole target, with a handful of rays instead of a full
 * sampling (the commonest outcome on a crowded table).
 *
 * The rectangle around the target's silhouette (occluderProof.ts) is split into a grid of
 * cells, coarse first: a cell whose four corner rays all first meet the same convex collider
 * before the target is wholly hidden by that collider (the argument is in occluderProof.ts).
 * An unsettled cell is split in four, down to `maxDepth`; if any cell is still unsettled the
 * proof fails and the caller samples. Each collider's share of the silhouette is then measured
 * analytically (no rays) by which cell each point of the silhouette falls in.
 */
export interface OcclusionContext {
  world: TableWorld
  eye: Point3
  cylinder: Cylinder
  areas: PreparedArea[]
  patches: SurfacePatch[]
  cast: (direction: Point3, maxDistance: number) => { collider: Collider; distance: number } | null
}

interface Cell {
  a0: number
  a1: number
  b0: number
  b1: number
  occluder: number
}

const SHARE_STEPS = 12

export function proveOccluded(ctx: OcclusionContext, maxDepth = 1): { rays: SightRay[]; parts: SilhouettePart[] } | null {
  const cone = enclosingCone(ctx.eye, ctx.cylinder)
  if (!cone) return null
  const n = 1 << maxDepth
  const corners = new Map<number, { handle: number; distance: number; ray: SightRay } | null>()
  const owners = new Map<number, { id: string; kind: 'terrain' | 'figure' }>()
  const cornerAt = (i: number, j: number) => {
    const key = i * (n + 1) + j
    if (corners.has(key)) return corners.get(key)!
    const a = cone.aMin + ((cone.aMax - cone.aMin) * i) / n
    const b = cone.bMin + ((cone.bMax - cone.bMin) * j) / n
    const d = coneDirection(cone, a, b)
    const hit = ctx.cast(d, cone.nearDistance)
    let result = null
    if (hit) {
      const owner = ctx.world.ownerOf(hit.collider)
      const who = { id: owner?.id ?? '?', kind: owner?.kind === 'figure' ? ('figure' as const) : ('terrain' as const) }
      owners.set(hit.collider.handle, who)
      result = { handle: hit.collider.handle, distance: hit.distance, ray: drawnRay(ctx.eye, d, cone, hit.distance, who) }
    }
    corners.set(key, result)
    return result
  }
  const cells: Cell[] = []
  const span = (k: number, lo: number, hi: number) => lo + ((hi - lo) * k) / n
  const settle = (i0: number, j0: number, size: number): boolean => {
    const a0 = span(i0, cone.aMin, cone.aMax)
    const a1 = span(i0 + size, cone.aMin, cone.aMax)
    const b0 = span(j0, cone.bMin, cone.bMax)
    const b1 = span(j0 + size, cone.bMin, cone.bMax)
    // No part of the silhouette projects into this cell: nothing to prove there.
    if (!rectMeetsPolygon(a0, a1, b0, b1, cone.hull)) return true
    const c = [cornerAt(i0, j0), cornerAt(i0 + size, j0), cornerAt(i0 + size, j0 + size), cornerAt(i0, j0 + size)]
    if (c.every((x) => x !== null && x.handle === c[0]!.handle)) {
      cells.push({ a0, a1, b0, b1, occluder: c[0]!.handle })
      return true
    }
    if (size === 1) return false
    const h = size / 2
    return settle(i0, j0, h) && settle(i0 + h, j0, h) && settle(i0 + h, j0 + h, h) && settle(i0, j0 + h, h)
  }
  if (!settle(0, 0, n) || cells.length === 0) return null
  const rays = [...corners.values()].filter((c) => c !== null).map((c) => c!.ray)
  const reach = Math.max(...[...corners.values()].map((c) => (c ? c.distance : cone.nearDistance)))
  const mayCrossArea = ctx.areas.some((a) => coneMeetsSphere(ctx.eye, cone, reach, [a.cx, a.cy, a.cz], Math.hypot(a.hx, a.hy, a.hz)))
  if (mayCrossArea && pyramidMeetsArea(ctx, cone, reach)) return null
  return { rays, parts: shares(ctx, cone, cells, owners) }
}

/**
 * The exact question behind the cheap sphere test: does any area piece meet the pyramid of
 * rays from the eye through the rectangle, up to where they met the occluders? Rapier answers
 * it with a convex-polyhedron query against the area sensors only.
 */
function pyramidMeetsArea(ctx: OcclusionContext, cone: EnclosingCone, reach: number): boolean {
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

/** Each occluder's share of the silhouette, by the cell each analytic surface point falls in. */
function shares(ctx: OcclusionContext, cone: EnclosingCone, cells: Cell[], owners: Map<number, { id: string; kind: 'terrain' | 'figure' }>): SilhouettePart[] {
  const byHandle = new Map<number, number>()
  const first = cells[0].occluder
  if (cells.every((c) => c.occluder === first)) byHandle.set(first, 1)
  else {
    let total = 0
    for (const patch of ctx.patches) {
      for (let i = 0; i < SHARE_STEPS; i++) {
        for (let j = 0; j < SHARE_STEPS; j++) {
          const u = (i + 0.5) / SHARE_STEPS
          const v = (j + 0.5) / SHARE_STEPS
          const w = patch.density(u, v)
          const ab = viewPlanePoint(cone, ctx.eye, patch.point(u, v))
          if (!ab) continue
          const cell = cells.find((c) => ab[0] >= c.a0 && ab[0] <= c.a1 && ab[1] >= c.b0 && ab[1] <= c.b1) ?? cells[0]
          byHandle.set(cell.occluder, (byHandle.get(cell.occluder) ?? 0) + w)
          total += w
        }
      }
    }
    for (const [h, w] of byHandle) byHandle.set(h, w / total)
  }
  return [...byHandle.entries()]
    .filter(([, w]) => w > 0)
    .sort((x, y) => y[1] - x[1])
    .map(([handle, weight]) => ({ weight, stop: owners.get(handle)!, areaIds: [], obscuredBy: null, reaches: false }))
}

function drawnRay(eye: Point3, d: Point3, cone: EnclosingCone, t: number, who: { id: string; kind: 'terrain' | 'figure' }): SightRay {
  const at = (s: number): Point3 => [eye[0] + d[0] * s, eye[1] + d[1] * s, eye[2] + d[2] * s]
  return {
    origin: eye, direction: d, targetPoint: at(cone.centerDistance), targetDistance: cone.centerDistance,
    stop: { ...who, point: at(t), distance: t }, areas: [], obscuredBy: null, reaches: false,
  }
}
