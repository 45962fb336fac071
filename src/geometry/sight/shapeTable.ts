/**
 * The shape table of the sight caster (caster.ts): every enabled collider of a Rapier world as
 * plain numbers (kind, groups, pose, extents, bounds), read once per scene and cached per world,
 * with the per-collider tests that drop a collider from one pair's candidates (Rapier's group
 * test, wholly outside a plane of the sight pyramid). Separate from the caster because it is
 * per scene, where the caster is per pair and per ray.
 */
import type { Collider } from '@dimforge/rapier3d-compat'
import type { Scene } from '../../scene/schema'
import { boxOutsidePlanes } from './pyramid'
import { matrixOf } from '../world/solidIndex'
import type { TableWorld } from '../world/tableWorld'

/** Shape kinds of the table's `kind` column (and of the caster's candidate records). */
export const BOX = 0
export const CYLINDER = 1
export const OTHER = 2

/** Every collider of a world as plain numbers, read once per scene. */
export interface WorldShapes {
  scene: Scene
  colliders: Collider[]
  kind: Uint8Array
  groups: Uint32Array
  /** Translation (3 per collider), rotation matrix (9, row-major: world = R local + t), extents (3). */
  t: Float64Array
  r: Float64Array
  e: Float64Array
  /** World bounding box (min x y z, max x y z per collider), for a cheap first rejection. */
  box: Float64Array
  /** Bounding-sphere radius per collider (Infinity for an OTHER shape). */
  radius: Float64Array
  /** Index of each collider by its handle. */
  indexOf: Map<number, number>
}

// Per world, and rebuilt when the world's scene changes (setScene, moveFigure replace it): a
// rebuilt or moved collider is never read stale.
const shapeCache = new WeakMap<TableWorld, WorldShapes>()

export function shapesOf(world: TableWorld): WorldShapes {
  const known = shapeCache.get(world)
  if (known && known.scene === world.scene) return known
  const S = world.rapier.ShapeType
  const colliders: Collider[] = []
  world.colliders.forEach((c) => {
    if (c.isEnabled()) colliders.push(c)
  })
  const n = colliders.length
  const shapes: WorldShapes = {
    scene: world.scene,
    colliders,
    kind: new Uint8Array(n),
    groups: new Uint32Array(n),
    t: new Float64Array(3 * n),
    r: new Float64Array(9 * n),
    e: new Float64Array(3 * n),
    box: new Float64Array(6 * n),
    radius: new Float64Array(n),
    indexOf: new Map(colliders.map((c, i) => [c.handle, i])),
  }
  colliders.forEach((collider, i) => {
    const type = collider.shapeType()
    const t = collider.translation()
    const { x, y, z, w } = collider.rotation()
    shapes.groups[i] = collider.collisionGroups()
    shapes.t.set([t.x, t.y, t.z], 3 * i)
    shapes.r.set(matrixOf({ x, y, z, w }), 9 * i)
    if (type === S.Cuboid) {
      const h = collider.halfExtents()!
      shapes.kind[i] = BOX
      shapes.e.set([h.x, h.y, h.z], 3 * i)
    } else if (type === S.Cylinder) {
      shapes.kind[i] = CYLINDER
      const r = collider.radius()
      shapes.e.set([r, collider.halfHeight(), r], 3 * i)
    } else {
      // Never culled (no extents known here): always a candidate, cast by Rapier.
      shapes.kind[i] = OTHER
      shapes.e.set([Infinity, Infinity, Infinity], 3 * i)
    }
    for (let a = 0; a < 3; a++) {
      const r = shapes.r
      const e = shapes.e
      const half =
        e[3 * i] * Math.abs(r[9 * i + 3 * a]) +
        e[3 * i + 1] * Math.abs(r[9 * i + 3 * a + 1]) +
        e[3 * i + 2] * Math.abs(r[9 * i + 3 * a + 2])
      // (0 * Infinity is NaN for an OTHER shape's zero rotation entries: make its box infinite.)
      const h = Number.isNaN(half) ? Infinity : half
      shapes.box[6 * i + a] = shapes.t[3 * i + a] - h
      shapes.box[6 * i + 3 + a] = shapes.t[3 * i + a] + h
    }
    shapes.radius[i] = Math.hypot(shapes.e[3 * i], shapes.e[3 * i + 1], shapes.e[3 * i + 2])
  })
  shapeCache.set(world, shapes)
  return shapes
}

/** Rapier's group test: each side's memberships meet the other's filter. */
export const groupsMeet = (a: number, b: number): boolean => ((a >>> 16) & b & 0xffff) !== 0 && ((b >>> 16) & a & 0xffff) !== 0

/** Whether collider i's oriented box lies wholly outside one of the planes (then no sight ray meets it). */
export function outsideAPlane(s: WorldShapes, i: number, planes: number[], norms: number[]): boolean {
  // The bounding sphere first (cheap; the box lies inside it, so the box test would agree).
  const cx = s.t[3 * i]
  const cy = s.t[3 * i + 1]
  const cz = s.t[3 * i + 2]
  const radius = s.radius[i]
  for (let k = 0; k < 5; k++)
    if (planes[4 * k] * cx + planes[4 * k + 1] * cy + planes[4 * k + 2] * cz - radius * norms[k] > planes[4 * k + 3]) return true
  return boxOutsidePlanes(s.r, 9 * i, s.t[3 * i], s.t[3 * i + 1], s.t[3 * i + 2], s.e[3 * i], s.e[3 * i + 1], s.e[3 * i + 2], planes)
}
