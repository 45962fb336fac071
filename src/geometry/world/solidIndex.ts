import type { Collider } from '@dimforge/rapier3d-compat'
import type { TableWorld } from './tableWorld'

/**
 * Every terrain collider of a TableWorld (solids and area sensors, whatever built them: scene
 * pieces, castle sections, planks) read once into plain numbers, with a coarse bucket grid, so
 * that the path planner can ask tens of thousands of column and clearance questions without a
 * WASM call each. Boxes (any rotation) and upright cylinders are answered in closed form; any
 * other shape falls back to the collider's own Rapier ray cast or shape test, so nothing is
 * skipped, only slower.
 */

/** Rapier computes in 32-bit floats; heights are rounded to 1/this cm (as in surfaces.ts). */
const HEIGHT_STEPS_PER_CM = 1e4
const roundHeight = (y: number): number => Math.round(y * HEIGHT_STEPS_PER_CM) / HEIGHT_STEPS_PER_CM
/** A profile exactly touching a face is clear of it: overlaps shallower than this (cm) do not count. */
export const TOUCH = 1e-3
/** Side of a bucket of the spatial index, cm. */
const BUCKET = 4

export interface SolidEntry {
  id: string
  sensor: boolean
  kind: 'box' | 'cylinder' | 'other'
  /** Centre and rotation matrix (local to world, row-major). */
  c: [number, number, number]
  m: number[]
  /** Box half extents, or [radius, halfHeight, radius] for a cylinder. */
  h: [number, number, number]
  /** Local Y is world ±Y: footprint and height range separate. */
  upright: boolean
  min: [number, number, number]
  max: [number, number, number]
  collider: Collider
  /** Query stamp, so that `near` lists an entry met in several buckets once without a Set. */
  stamp: number
}

/** Where the vertical line through a point runs inside one solid. */
export interface Span {
  id: string
  bottom: number
  top: number
}

/** The rotation matrix (row-major, local to world) of a unit quaternion: the one copy for every reader of Rapier's colliders. */
export function matrixOf(q: { x: number; y: number; z: number; w: number }): number[] {
  const { x, y, z, w } = q
  return [
    1 - 2 * (y * y + z * z),
    2 * (x * y - z * w),
    2 * (x * z + y * w),
    2 * (x * y + z * w),
    1 - 2 * (x * x + z * z),
    2 * (y * z - x * w),
    2 * (x * z - y * w),
    2 * (y * z + x * w),
    1 - 2 * (x * x + y * y),
  ]
}

/** World point minus centre, into the local frame (transpose of m). */
function toLocal(e: SolidEntry, x: number, y: number, z: number): [number, number, number] {
  const dx = x - e.c[0],
    dy = y - e.c[1],
    dz = z - e.c[2]
  const m = e.m
  return [m[0] * dx + m[3] * dy + m[6] * dz, m[1] * dx + m[4] * dy + m[7] * dz, m[2] * dx + m[5] * dy + m[8] * dz]
}

function boundsOf(c: number[], m: number[], h: number[]): { min: [number, number, number]; max: [number, number, number] } {
  const ext = [0, 1, 2].map((row) => Math.abs(m[row * 3]) * h[0] + Math.abs(m[row * 3 + 1]) * h[1] + Math.abs(m[row * 3 + 2]) * h[2])
  return { min: [c[0] - ext[0], c[1] - ext[1], c[2] - ext[2]], max: [c[0] + ext[0], c[1] + ext[1], c[2] + ext[2]] }
}

function entryOf(world: TableWorld, collider: Collider, id: string): SolidEntry | null {
  const R = world.rapier
  const t = collider.translation()
  const c: [number, number, number] = [t.x, t.y, t.z]
  const m = matrixOf(collider.rotation())
  const upright = Math.abs(Math.abs(m[4]) - 1) < 1e-6
  const type = collider.shapeType()
  let kind: SolidEntry['kind'] = 'other'
  let h: [number, number, number]
  if (type === R.ShapeType.Cuboid) {
    const e = collider.halfExtents()!
    kind = 'box'
    h = [e.x, e.y, e.z]
  } else if (type === R.ShapeType.Cylinder) {
    kind = upright ? 'cylinder' : 'other'
    h = [collider.radius(), collider.halfHeight(), collider.radius()]
  } else {
    // Any other shape: bounds from its vertices when it has some, else a generous cube.
    const v = type === R.ShapeType.ConvexPolyhedron || type === R.ShapeType.TriMesh ? collider.vertices() : null
    if (v && v.length >= 3) {
      let r = 0
      for (let i = 0; i < v.length; i += 3) r = Math.max(r, Math.hypot(v[i], v[i + 1], v[i + 2]))
      h = [r, r, r]
    } else h = [50, 50, 50]
  }
  const { min, max } = boundsOf(c, m, h)
  return { id, sensor: collider.isSensor(), kind, c, m, h, upright, min, max, collider, stamp: 0 }
}

export class SolidIndex {
  readonly solids: SolidEntry[] = []
  readonly areas: SolidEntry[] = []
  private readonly buckets = new Map<number, { solids: SolidEntry[]; areas: SolidEntry[] }>()
  private stamp = 0

  /** Entries by collider handle, for `update`. */
  private readonly byHandle = new Map<number, SolidEntry>()

  constructor(private readonly world: TableWorld) {
    world.colliders.forEach((collider) => this.add(collider))
  }

  /**
   * Reads the colliders with these handles again (TableWorld.changedSince): a moved or rebuilt
   * piece's entry replaced, a removed one's dropped, a new one's added; figures are not indexed.
   * The same handle may come more than once.
   */
  update(handles: readonly number[]): void {
    for (const handle of handles) {
      const old = this.byHandle.get(handle)
      if (old) this.remove(old)
      const collider = this.world.colliderByHandle(handle)
      if (collider) this.add(collider)
    }
  }

  private add(collider: Collider): void {
    const owner = this.world.ownerOf(collider)
    if (!owner || owner.kind === 'figure') return
    const entry = entryOf(this.world, collider, owner.id)
    if (!entry) return
    this.byHandle.set(collider.handle, entry)
    ;(entry.sensor ? this.areas : this.solids).push(entry)
    this.forBuckets(entry, (key) => {
      let b = this.buckets.get(key)
      if (!b) this.buckets.set(key, (b = { solids: [], areas: [] }))
      ;(entry.sensor ? b.areas : b.solids).push(entry)
    })
  }

  private remove(entry: SolidEntry): void {
    this.byHandle.delete(entry.collider.handle)
    const list = entry.sensor ? this.areas : this.solids
    list.splice(list.indexOf(entry), 1)
    this.forBuckets(entry, (key) => {
      const b = this.buckets.get(key)!
      const inBucket = entry.sensor ? b.areas : b.solids
      inBucket.splice(inBucket.indexOf(entry), 1)
    })
  }

  private forBuckets(entry: SolidEntry, visit: (key: number) => void): void {
    const [i0, j0] = [Math.floor(entry.min[0] / BUCKET), Math.floor(entry.min[2] / BUCKET)]
    const [i1, j1] = [Math.floor(entry.max[0] / BUCKET), Math.floor(entry.max[2] / BUCKET)]
    for (let i = i0; i <= i1; i++) for (let j = j0; j <= j1; j++) visit(this.key(i, j))
  }

  private key(i: number, j: number): number {
    return (i + 4096) * 8192 + (j + 4096)
  }

  /** Solids (or areas) whose bounds may come within `reach` of (x, z), seen from above. */
  near(x: number, z: number, reach: number, areas = false): SolidEntry[] {
    const i0 = Math.floor((x - reach) / BUCKET),
      i1 = Math.floor((x + reach) / BUCKET)
    const j0 = Math.floor((z - reach) / BUCKET),
      j1 = Math.floor((z + reach) / BUCKET)
    if (i0 === i1 && j0 === j1) {
      const b = this.buckets.get(this.key(i0, j0))
      return b ? (areas ? b.areas : b.solids) : []
    }
    const stamp = ++this.stamp
    const out: SolidEntry[] = []
    for (let i = i0; i <= i1; i++) {
      for (let j = j0; j <= j1; j++) {
        const b = this.buckets.get(this.key(i, j))
        if (!b) continue
        for (const e of areas ? b.areas : b.solids) {
          if (e.stamp === stamp) continue
          e.stamp = stamp
          out.push(e)
        }
      }
    }
    return out
  }

  /** Where the vertical line through (x, z) runs inside each solid, lowest first. */
  column(x: number, z: number): Span[] {
    const spans: Span[] = []
    for (const e of this.near(x, z, 0)) {
      if (x < e.min[0] - TOUCH || x > e.max[0] + TOUCH || z < e.min[2] - TOUCH || z > e.max[2] + TOUCH) continue
      const span = this.spanOf(e, x, z)
      if (span) spans.push(span)
    }
    return spans.sort((a, b) => a.bottom - b.bottom || a.top - b.top)
  }

  private spanOf(e: SolidEntry, x: number, z: number): Span | null {
    if (e.kind === 'cylinder') {
      if (Math.hypot(x - e.c[0], z - e.c[2]) > e.h[0] + 1e-9) return null
      return { id: e.id, bottom: roundHeight(e.c[1] - e.h[1]), top: roundHeight(e.c[1] + e.h[1]) }
    }
    if (e.kind === 'box') {
      // Slab test of the line (x, t, z) in the box's frame: origin o, direction d = m^T e_y.
      const o = toLocal(e, x, 0, z)
      const d = [e.m[3], e.m[4], e.m[5]]
      let lo = -Infinity,
        hi = Infinity
      for (let k = 0; k < 3; k++) {
        if (Math.abs(d[k]) < 1e-12) {
          if (Math.abs(o[k]) > e.h[k] + 1e-9) return null
          continue
        }
        const a = (-e.h[k] - o[k]) / d[k],
          b = (e.h[k] - o[k]) / d[k]
        lo = Math.max(lo, Math.min(a, b))
        hi = Math.min(hi, Math.max(a, b))
      }
      return hi - lo > 1e-9 ? { id: e.id, bottom: roundHeight(lo), top: roundHeight(hi) } : null
    }
    // Other shapes: the collider's own rays, down from above and up from below.
    const R = this.world.rapier
    const length = e.max[1] - e.min[1] + 2
    const down = e.collider.castRay(new R.Ray({ x, y: e.max[1] + 1, z }, { x: 0, y: -1, z: 0 }), length, true)
    const up = e.collider.castRay(new R.Ray({ x, y: e.min[1] - 1, z }, { x: 0, y: 1, z: 0 }), length, true)
    if (down < 0 || up < 0) return null
    return { id: e.id, bottom: roundHeight(e.min[1] - 1 + up), top: roundHeight(e.max[1] + 1 - down) }
  }

  /**
   * Does any solid overlap the upright cylinder of radius r around (x, z) from `bottom` to `top`
   * by more than TOUCH? Touching a face or the top one stands on is not overlapping.
   */
  cylinderBlocked(x: number, z: number, bottom: number, top: number, r: number): boolean {
    const rr = r - TOUCH
    for (const e of this.near(x, z, r)) {
      if (e.min[1] >= top - TOUCH || e.max[1] <= bottom + TOUCH) continue
      if (x + r <= e.min[0] || x - r >= e.max[0] || z + r <= e.min[2] || z - r >= e.max[2]) continue
      if (e.kind === 'cylinder') {
        if (Math.hypot(x - e.c[0], z - e.c[2]) < rr + e.h[0]) return true
      } else if (e.kind === 'box' && e.upright) {
        // Footprint is a rectangle turned about Y; its height range is [min, max] already tested.
        const o = toLocal(e, x, e.c[1], z)
        const dx = Math.max(0, Math.abs(o[0]) - e.h[0])
        const dz = Math.max(0, Math.abs(o[2]) - e.h[2])
        if (Math.hypot(dx, dz) < rr) return true
      } else {
        const R = this.world.rapier
        const shape = new R.Cylinder((top - bottom) / 2 - TOUCH, rr)
        if (e.collider.intersectsShape(shape, { x, y: (top + bottom) / 2, z }, { x: 0, y: 0, z: 0, w: 1 })) return true
      }
    }
    return false
  }

  /** Ids of the area pieces (sensors) that contain the point, in index order. */
  areasAt(x: number, y: number, z: number): string[] {
    const ids: string[] = []
    for (const e of this.near(x, z, 0, true)) {
      if (x < e.min[0] || x > e.max[0] || z < e.min[2] || z > e.max[2] || y < e.min[1] || y > e.max[1]) continue
      const o = toLocal(e, x, y, z)
      let inside: boolean
      if (e.kind === 'box') inside = Math.abs(o[0]) <= e.h[0] && Math.abs(o[1]) <= e.h[1] && Math.abs(o[2]) <= e.h[2]
      else if (e.kind === 'cylinder') inside = Math.abs(o[1]) <= e.h[1] && Math.hypot(o[0], o[2]) <= e.h[0]
      else inside = e.collider.containsPoint({ x, y, z })
      if (inside && !ids.includes(e.id)) ids.push(e.id)
    }
    return ids
  }
}
