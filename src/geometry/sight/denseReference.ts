import { figureCylinder } from '../../scene/overlaps'
import { TERRAIN_TYPE_INFO } from '../../scene/terrainTypes'
import { ALL_FIGURES, GROUP_SOLID, interactionGroups } from '../world/groups'
import { crossAreaSpan, prepareArea, span } from './areaCrossing'
import { rayBox, rayCylinder } from './rayPrimitives'
import { eyeOf } from './sight'
import { eyeInsideCylinder, visiblePatches } from './targetSurface'
import type { TableWorld } from '../world/tableWorld'
import type { Point3 } from '../types'

/**
 * A test-only reference for the visible share, independent of the judge's sampling: no grid
 * refinement, no marching squares, no occlusion proof, no sight pyramid. It shares with the
 * judge only the definition of the silhouette (targetSurface.ts: the front-facing patches and
 * their analytic solid-angle density) and the closed-form ray/box and ray/cylinder tests
 * (checked ray by ray against Rapier in caster.test.ts).
 *
 * Each patch is cut into a `coarse` x `coarse` grid of cells; each cell is sampled at the
 * midpoints of a `fine` x `fine` sub-grid, unless the cell is proved plain (below), weighted by
 * the density there. The colliders are every enabled collider of the world that passes the
 * sight filter (the observer's friends and the target left out) and whose bounding box meets
 * the bounding box of the eye and the target: every sight ray lies in that box.
 *
 * A cell is plain, and counted as seen by the density at its sub-grid midpoints without rays,
 * when no collider's bounding sphere and no area's bounding sphere meets the cone from the eye
 * around a ball that holds the cell's piece of surface. That is conservative: a ray of the cell
 * could only be stopped or obscured by something that comes into that cone. So the reference
 * is as fine as `fine x coarse` midpoints per patch side everywhere that matters.
 */
export interface ReferenceOptions {
  coarse: number
  fine: number
  cmPerSightStep: number
}

interface Shape { kind: 'box' | 'cylinder'; t: Point3; r: number[]; e: Point3; cx: number; cy: number; cz: number; radius: number }

export function referenceVisible(world: TableWorld, fromId: string, toId: string, options: Partial<ReferenceOptions> = {}): number {
  const { coarse, fine, cmPerSightStep } = { coarse: 16, fine: 8, cmPerSightStep: 5, ...options }
  const observer = world.requireFigure(fromId)
  const target = world.requireFigure(toId)
  const eye = eyeOf(observer, 'top')
  const cyl = figureCylinder(target)
  if (eyeInsideCylinder(eye, cyl)) return 1
  const groups = interactionGroups(0xffff, GROUP_SOLID | (ALL_FIGURES & ~world.sideBitOf(observer.side)))
  const exclude = world.colliderOf('figure', toId)
  const lo: Point3 = [Math.min(eye[0], cyl.x - cyl.radius), Math.min(eye[1], cyl.bottom), Math.min(eye[2], cyl.z - cyl.radius)]
  const hi: Point3 = [Math.max(eye[0], cyl.x + cyl.radius), Math.max(eye[1], cyl.top), Math.max(eye[2], cyl.z + cyl.radius)]
  const shapes: Shape[] = []
  const S = world.rapier.ShapeType
  world.world.colliders.forEach((c) => {
    if (!c.isEnabled() || c === exclude) return
    const g = c.collisionGroups()
    if (((g >>> 16) & groups & 0xffff) === 0 || ((groups >>> 16) & g & 0xffff) === 0) return
    const type = c.shapeType()
    if (type !== S.Cuboid && type !== S.Cylinder) throw new Error('denseReference: only boxes and cylinders')
    const tr = c.translation()
    const { x, y, z, w } = c.rotation()
    const r = [
      1 - 2 * (y * y + z * z), 2 * (x * y - z * w), 2 * (x * z + y * w),
      2 * (x * y + z * w), 1 - 2 * (x * x + z * z), 2 * (y * z - x * w),
      2 * (x * z - y * w), 2 * (y * z + x * w), 1 - 2 * (x * x + y * y),
    ]
    const h = type === S.Cuboid ? c.halfExtents()! : null
    const e: Point3 = h ? [h.x, h.y, h.z] : [c.radius(), c.halfHeight(), c.radius()]
    const shape: Shape = { kind: h ? 'box' : 'cylinder', t: [tr.x, tr.y, tr.z], r, e, cx: tr.x, cy: tr.y, cz: tr.z, radius: Math.hypot(...e) }
    for (let a = 0; a < 3; a++) {
      const half = e[0] * Math.abs(r[3 * a]) + e[1] * Math.abs(r[3 * a + 1]) + e[2] * Math.abs(r[3 * a + 2])
      if (shape.t[a] + half < lo[a] || shape.t[a] - half > hi[a]) return
    }
    shapes.push(shape)
  })
  // Areas that limit sight and come near: the castle adds none (world.terrain is the
  // scene's terrain and the castle's pieces).
  const areas = world.terrain.flatMap((piece) => {
    if (piece.shape !== 'area') return []
    const range = TERRAIN_TYPE_INFO[piece.type].sightRange
    const a = prepareArea(piece)
    if (range === null || a.max.some((m, k) => m < lo[k]) || a.min.some((m, k) => m > hi[k])) return []
    return [{ a, limit: range * cmPerSightStep, radius: Math.hypot(a.hx, a.hy, a.hz) }]
  })

  const seen = (p: Point3): boolean => {
    const dx = p[0] - eye[0]
    const dy = p[1] - eye[1]
    const dz = p[2] - eye[2]
    const dist = Math.sqrt(dx * dx + dy * dy + dz * dz)
    const ux = dx / dist
    const uy = dy / dist
    const uz = dz / dist
    let reach = dist * (1 - 1e-7)
    let stopped = false
    for (const s of shapes) {
      const px = eye[0] - s.t[0], py = eye[1] - s.t[1], pz = eye[2] - s.t[2]
      const r = s.r
      const ox = r[0] * px + r[3] * py + r[6] * pz, oy = r[1] * px + r[4] * py + r[7] * pz, oz = r[2] * px + r[5] * py + r[8] * pz
      const lx = r[0] * ux + r[3] * uy + r[6] * uz, ly = r[1] * ux + r[4] * uy + r[7] * uz, lz = r[2] * ux + r[5] * uy + r[8] * uz
      const t = s.kind === 'box' ? rayBox(ox, oy, oz, lx, ly, lz, s.e[0], s.e[1], s.e[2], reach) : rayCylinder(ox, oy, oz, lx, ly, lz, s.e[0], s.e[1], reach)
      if (t <= reach) {
        reach = t
        stopped = true
      }
    }
    if (stopped) return false
    for (const { a, limit } of areas) if (crossAreaSpan(a, eye[0], eye[1], eye[2], ux, uy, uz, reach) && span.exit - span.entry > limit) return false
    return true
  }

  /**
   * Whether no collider and no area can meet a ray from the eye to a point of the ball (c, rho):
   * every such ray lies in the circular cone from the eye around that ball, and each thing lies
   * in its bounding sphere.
   */
  const plain = (c: Point3, rho: number): boolean => {
    const vx = c[0] - eye[0], vy = c[1] - eye[1], vz = c[2] - eye[2]
    const dist = Math.hypot(vx, vy, vz)
    if (rho >= dist) return false
    const ax = vx / dist, ay = vy / dist, az = vz / dist
    const sin = rho / dist
    const cos = Math.sqrt(1 - sin * sin)
    const meets = (cx: number, cy: number, cz: number, radius: number): boolean => {
      const wx = cx - eye[0], wy = cy - eye[1], wz = cz - eye[2]
      const along = wx * ax + wy * ay + wz * az
      const across = Math.sqrt(Math.max(0, wx * wx + wy * wy + wz * wz - along * along))
      // Distance from the sphere's centre to the cone (negative inside), apex included.
      return Math.hypot(wx, wy, wz) < radius || across * cos - along * sin < radius
    }
    for (const s of shapes) if (meets(s.cx, s.cy, s.cz, s.radius)) return false
    for (const { a, radius } of areas) if (meets(a.cx, a.cy, a.cz, radius)) return false
    return true
  }

  let total = 0
  let visible = 0
  const at = new Float64Array(4)
  const m = coarse * fine
  for (const patch of visiblePatches(eye, cyl)) {
    // Bounds of the patch's speed |dp/du| + |dp/dv|: the side turns through at most pi radians
    // of radius r and rises by its height; the concentric map moves a disc point by at most
    // 2 r (1 + pi/4) per unit of u or of v (targetSurface.ts).
    const speed = patch.kind === 'side' ? Math.PI * cyl.radius + (cyl.top - cyl.bottom) : 4 * cyl.radius * (1 + Math.PI / 4)
    const du = 1 / coarse
    for (let ci = 0; ci < coarse; ci++) {
      for (let cj = 0; cj < coarse; cj++) {
        // The cell's 3 x 3 probe points, du / 2 apart: every point of the cell is within
        // (du / 4) speed of one of them, so within the ball around their centroid below.
        const probe: Point3[] = []
        for (let a = 0; a <= 2; a++) for (let b = 0; b <= 2; b++) probe.push(patch.point((ci + a / 2) * du, (cj + b / 2) * du))
        const c: Point3 = [0, 1, 2].map((k) => probe.reduce((sum, p) => sum + p[k], 0) / probe.length) as Point3
        const rho = Math.max(...probe.map((p) => Math.hypot(p[0] - c[0], p[1] - c[1], p[2] - c[2]))) + (du / 4) * speed + 1e-6
        const open = plain(c, rho)
        for (let i = 0; i < fine; i++) {
          for (let j = 0; j < fine; j++) {
            patch.sampleInto((ci * fine + i + 0.5) / m, (cj * fine + j + 0.5) / m, at)
            total += at[3]
            if (open || seen([at[0], at[1], at[2]])) visible += at[3]
          }
        }
      }
    }
  }
  return total > 0 ? visible / total : 0
}
