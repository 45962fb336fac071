/**
 * The shape table of the sight caster (caster.ts): every enabled collider of a Rapier world as
 * plain numbers (kind, groups, pose, extents, bounds), cached per world and patched where it changed,
 * with the per-collider tests that drop a collider from one pair's candidates (Rapier's group
 * test, wholly outside a plane of the sight pyramid). Separate from the caster because it is
 * per scene, where the caster is per pair and per ray.
 */
import type { Collider } from '@dimforge/rapier3d-compat'
import { boxOutsidePlanes } from './pyramid'
import { matrixOf } from '../world/solidIndex'
import type { TableWorld } from '../world/tableWorld'

/** Shape kinds of the table's `kind` column (and of the caster's candidate records). */
export const BOX = 0
export const CYLINDER = 1
export const OTHER = 2

/** Every collider of a world as plain numbers, read once and then patched where colliders changed. */
export interface WorldShapes {
  /** The world's revision the rows are current for (TableWorld.revision). */
  revision: number
  /** Row i's collider; rows of removed colliders stay as holes (never a candidate) until a rebuild. */
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
  /** Index of each live collider by its handle. */
  indexOf: Map<number, number>
  /** Rows that are holes. */
  holes: number
}

// Per world. A drag moves a figure's colliders in place (TableWorld.setScene): only their rows
// are read again, from Rapier (so the numbers are its 32-bit ones, exactly as a fresh read has
// them), and a rebuilt or moved collider is never read stale.
const shapeCache = new WeakMap<TableWorld, WorldShapes>()

export function shapesOf(world: TableWorld): WorldShapes {
  const known = shapeCache.get(world)
  if (known && known.revision === world.revision) return known
  if (known && patch(known, world)) return known
  const colliders: Collider[] = []
  world.colliders.forEach((c) => {
    if (c.isEnabled()) colliders.push(c)
  })
  const shapes = table(colliders.length, world.revision)
  for (const collider of colliders) addRow(shapes, world, collider)
  shapeCache.set(world, shapes)
  return shapes
}

function table(capacity: number, revision: number): WorldShapes {
  const n = Math.max(capacity, 1)
  return {
    revision,
    colliders: [],
    kind: new Uint8Array(n),
    groups: new Uint32Array(n),
    t: new Float64Array(3 * n),
    r: new Float64Array(9 * n),
    e: new Float64Array(3 * n),
    box: new Float64Array(6 * n),
    radius: new Float64Array(n),
    indexOf: new Map(),
    holes: 0,
  }
}

/**
 * Brings the rows up to the world's revision from its change log: a changed collider's row is
 * read again (a new one appended), a removed one's made a hole. False when a rebuild is the
 * better answer: the log does not reach back, or holes would be most of the table.
 */
function patch(shapes: WorldShapes, world: TableWorld): boolean {
  const changed = world.changedSince(shapes.revision)
  if (!changed || changed.length > shapes.colliders.length / 2) return false
  for (const handle of changed) {
    const collider = world.colliderByHandle(handle)
    const row = shapes.indexOf.get(handle)
    if (collider?.isEnabled()) {
      if (row === undefined) addRow(shapes, world, collider)
      else readRow(shapes, world, collider, row)
    } else if (row !== undefined) {
      shapes.indexOf.delete(handle)
      shapes.groups[row] = 0
      // An empty box: the caster's first test rejects the row.
      shapes.box.fill(Infinity, 6 * row, 6 * row + 3)
      shapes.box.fill(-Infinity, 6 * row + 3, 6 * row + 6)
      shapes.holes++
    }
  }
  if (shapes.holes > shapes.colliders.length / 2) return false
  shapes.revision = world.revision
  return true
}

function addRow(shapes: WorldShapes, world: TableWorld, collider: Collider): void {
  const row = shapes.colliders.length
  if (row === shapes.kind.length) grow(shapes)
  shapes.colliders.push(collider)
  shapes.indexOf.set(collider.handle, row)
  readRow(shapes, world, collider, row)
}

/** Doubles every column's capacity. */
function grow(shapes: WorldShapes): void {
  const bigger = table(2 * shapes.kind.length, shapes.revision)
  bigger.kind.set(shapes.kind)
  bigger.groups.set(shapes.groups)
  bigger.t.set(shapes.t)
  bigger.r.set(shapes.r)
  bigger.e.set(shapes.e)
  bigger.box.set(shapes.box)
  bigger.radius.set(shapes.radius)
  Object.assign(shapes, {
    kind: bigger.kind,
    groups: bigger.groups,
    t: bigger.t,
    r: bigger.r,
    e: bigger.e,
    box: bigger.box,
    radius: bigger.radius,
  })
}

/** Row i from the collider as Rapier has it. */
function readRow(shapes: WorldShapes, world: TableWorld, collider: Collider, i: number): void {
  const S = world.rapier.ShapeType
  const type = collider.shapeType()
  const t = collider.translation()
  const { x, y, z, w } = collider.rotation()
  shapes.colliders[i] = collider
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
      e[3 * i] * Math.abs(r[9 * i + 3 * a]) + e[3 * i + 1] * Math.abs(r[9 * i + 3 * a + 1]) + e[3 * i + 2] * Math.abs(r[9 * i + 3 * a + 2])
    // (0 * Infinity is NaN for an OTHER shape's zero rotation entries: make its box infinite.)
    const h = Number.isNaN(half) ? Infinity : half
    shapes.box[6 * i + a] = shapes.t[3 * i + a] - h
    shapes.box[6 * i + 3 + a] = shapes.t[3 * i + a] + h
  }
  shapes.radius[i] = Math.hypot(shapes.e[3 * i], shapes.e[3 * i + 1], shapes.e[3 * i + 2])
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
