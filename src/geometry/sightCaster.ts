import type { Collider, Ray } from '@dimforge/rapier3d-compat'
import type { Scene } from '../scene/schema'
import type { EnclosingCone } from './occluderProof'
import type { TableWorld } from './tableWorld'
import type { Point3 } from './types'

/**
 * The ray caster of one sight question (one eye, one target): Rapier picks the colliders that
 * could stop any ray of the silhouette, and the rays are then cast against those few only.
 *
 * Every sight ray runs from the eye to a point of the target, so it lies inside the pyramid of
 * the eye and the rectangle that encloses the target's silhouette (occluderProof.ts), cut off
 * at the target's far depth. One Rapier query, `intersectionsWithShape` with that pyramid as a
 * convex polyhedron and the sight filter (solid terrain and figures of other sides, the target
 * excluded), returns every collider that a sight ray could meet: nothing outside the pyramid
 * can be on a sight ray. A typical pair has 0 to 10 such candidates among hundreds of pieces.
 *
 * The rays are then cast against the candidates in plain JS: boxes (cuboids) by the slab method
 * and upright cylinders analytically, both in the collider's own frame read from Rapier
 * (translation, rotation, half extents), with the eye's local position computed once per pair.
 * Any other shape falls back to Rapier's per-collider `castRay`. Like the world cast, shapes
 * are solid: an eye inside a piece is stopped at distance 0. This answers exactly what
 * `world.castRay(ray, maxToi, true, undefined, groups, target)` answers (sightCaster.test.ts
 * checks both on the reference table), without a WASM call per ray: a wasm ray cast costs
 * microseconds in argument marshalling alone, a JS slab test tens of nanoseconds.
 */
const BOX = 0
const CYLINDER = 1
const OTHER = 2
/** Floats per candidate: kind, local eye (3), rotation rows (9), extents (3). */
const STRIDE = 16

export interface CastHit {
  collider: Collider
  distance: number
}

interface ShapeData {
  kind: number
  /** Translation and rotation matrix (row-major, local = R^T (p - t)). */
  t: Point3
  r: number[]
  extents: Point3
}

// Shapes read from Rapier, per scene record set: a scene change (setScene, moveFigure) replaces
// `world.scene`, and with it this cache, so a rebuilt or moved collider is never read stale.
const shapeCache = new WeakMap<Scene, Map<number, ShapeData>>()

function shapeOf(world: TableWorld, collider: Collider): ShapeData {
  let cache = shapeCache.get(world.scene)
  if (!cache) {
    cache = new Map()
    shapeCache.set(world.scene, cache)
  }
  let data = cache.get(collider.handle)
  if (data) return data
  const S = world.rapier.ShapeType
  const type = collider.shapeType()
  const t = collider.translation()
  const q = collider.rotation()
  // Rotation matrix of the unit quaternion (x, y, z, w).
  const { x, y, z, w } = q
  const r = [
    1 - 2 * (y * y + z * z), 2 * (x * y - z * w), 2 * (x * z + y * w),
    2 * (x * y + z * w), 1 - 2 * (x * x + z * z), 2 * (y * z - x * w),
    2 * (x * z - y * w), 2 * (y * z + x * w), 1 - 2 * (x * x + y * y),
  ]
  let kind = OTHER
  let extents: Point3 = [0, 0, 0]
  if (type === S.Cuboid) {
    const h = collider.halfExtents()!
    kind = BOX
    extents = [h.x, h.y, h.z]
  } else if (type === S.Cylinder) {
    kind = CYLINDER
    extents = [collider.radius(), collider.halfHeight(), 0]
  }
  data = { kind, t: [t.x, t.y, t.z], r, extents }
  cache.set(collider.handle, data)
  return data
}

export class SightCaster {
  private readonly colliders: Collider[] = []
  private data = new Float64Array(0)
  /** The collider the last successful `cast` met, and where. */
  hitCollider: Collider | null = null
  hitDistance = 0

  private constructor(
    private readonly eye: Point3,
    private readonly ray: Ray,
    /** When the pyramid cannot be built (eye beside the target), every cast asks the world. */
    private readonly fallback: ((maxToi: number) => CastHit | null) | null,
  ) {}

  /** Number of candidate colliders (for diagnostics and tests). */
  get candidates(): number {
    return this.colliders.length
  }

  /**
   * @param cone the enclosing cone of the target's silhouette, or null (then the world is
   *   asked per ray, as before)
   * @param ray a Rapier Ray whose origin is the eye; its direction is overwritten
   */
  static create(world: TableWorld, eye: Point3, cone: EnclosingCone | null, groups: number, exclude: Collider | undefined, ray: Ray): SightCaster {
    if (!cone) {
      const fallback = (maxToi: number): CastHit | null => {
        const hit = world.world.castRay(ray, maxToi, true, undefined, groups, exclude)
        return hit ? { collider: hit.collider, distance: hit.timeOfImpact } : null
      }
      return new SightCaster(eye, ray, fallback)
    }
    const caster = new SightCaster(eye, ray, null)
    // The pyramid: the eye and the rectangle's corners at the target's far depth, pushed out a
    // little so that a ray ending exactly on the target's far rim stays inside.
    const depth = cone.farDepth * 1.001 + 1e-3
    const { axis: f, right, up } = cone
    const vertices = new Float32Array(15)
    vertices[0] = eye[0]
    vertices[1] = eye[1]
    vertices[2] = eye[2]
    const pad = 1e-3 * (cone.aMax - cone.aMin + cone.bMax - cone.bMin) + 1e-6
    const rect: [number, number][] = [[cone.aMin - pad, cone.bMin - pad], [cone.aMax + pad, cone.bMin - pad], [cone.aMax + pad, cone.bMax + pad], [cone.aMin - pad, cone.bMax + pad]]
    rect.forEach(([a, b], k) => {
      for (let c = 0; c < 3; c++) vertices[3 + 3 * k + c] = eye[c] + depth * (f[c] + a * right[c] + b * up[c])
    })
    const shape = new world.rapier.ConvexPolyhedron(vertices, null)
    world.world.intersectionsWithShape({ x: 0, y: 0, z: 0 }, { x: 0, y: 0, z: 0, w: 1 }, shape, (collider) => {
      caster.colliders.push(collider)
      return true
    }, undefined, groups, exclude)
    const data = new Float64Array(caster.colliders.length * STRIDE)
    caster.colliders.forEach((collider, i) => {
      const s = shapeOf(world, collider)
      const o = i * STRIDE
      data[o] = s.kind
      const px = eye[0] - s.t[0]
      const py = eye[1] - s.t[1]
      const pz = eye[2] - s.t[2]
      // local = R^T p: the columns of R dotted with p.
      data[o + 1] = s.r[0] * px + s.r[3] * py + s.r[6] * pz
      data[o + 2] = s.r[1] * px + s.r[4] * py + s.r[7] * pz
      data[o + 3] = s.r[2] * px + s.r[5] * py + s.r[8] * pz
      for (let k = 0; k < 9; k++) data[o + 4 + k] = s.r[k]
      data[o + 13] = s.extents[0]
      data[o + 14] = s.extents[1]
      data[o + 15] = s.extents[2]
    })
    caster.data = data
    return caster
  }

  /**
   * Casts from the eye along the unit direction (dx, dy, dz) up to `maxToi`. Returns true on a
   * hit and leaves the collider and distance in `hitCollider` / `hitDistance`.
   */
  cast(dx: number, dy: number, dz: number, maxToi: number): boolean {
    if (this.fallback) {
      this.ray.dir.x = dx
      this.ray.dir.y = dy
      this.ray.dir.z = dz
      const hit = this.fallback(maxToi)
      if (!hit) return false
      this.hitCollider = hit.collider
      this.hitDistance = hit.distance
      return true
    }
    const data = this.data
    const n = this.colliders.length
    let best = maxToi
    let bestIndex = -1
    for (let i = 0; i < n; i++) {
      const o = i * STRIDE
      const kind = data[o]
      let t: number
      if (kind === OTHER) {
        this.ray.dir.x = dx
        this.ray.dir.y = dy
        this.ray.dir.z = dz
        const toi = this.colliders[i].castRay(this.ray, best, true)
        t = toi < 0 ? Infinity : toi
      } else {
        // Direction into the collider's frame: R^T d.
        const lx = data[o + 4] * dx + data[o + 7] * dy + data[o + 10] * dz
        const ly = data[o + 5] * dx + data[o + 8] * dy + data[o + 11] * dz
        const lz = data[o + 6] * dx + data[o + 9] * dy + data[o + 12] * dz
        t = kind === BOX
          ? rayBox(data[o + 1], data[o + 2], data[o + 3], lx, ly, lz, data[o + 13], data[o + 14], data[o + 15], best)
          : rayCylinder(data[o + 1], data[o + 2], data[o + 3], lx, ly, lz, data[o + 13], data[o + 14], best)
      }
      if (t <= best) {
        best = t
        bestIndex = i
      }
    }
    if (bestIndex < 0) return false
    this.hitCollider = this.colliders[bestIndex]
    this.hitDistance = best
    return true
  }
}

/** Entry distance of the ray into the solid box [-h, h] (0 when it starts inside), or Infinity. */
export function rayBox(ox: number, oy: number, oz: number, dx: number, dy: number, dz: number, hx: number, hy: number, hz: number, maxToi: number): number {
  let t0 = 0
  let t1 = maxToi
  // x
  if (Math.abs(dx) < 1e-12) {
    if (ox < -hx || ox > hx) return Infinity
  } else {
    const inv = 1 / dx
    let a = (-hx - ox) * inv
    let b = (hx - ox) * inv
    if (a > b) { const s = a; a = b; b = s }
    if (a > t0) t0 = a
    if (b < t1) t1 = b
    if (t0 > t1) return Infinity
  }
  if (Math.abs(dy) < 1e-12) {
    if (oy < -hy || oy > hy) return Infinity
  } else {
    const inv = 1 / dy
    let a = (-hy - oy) * inv
    let b = (hy - oy) * inv
    if (a > b) { const s = a; a = b; b = s }
    if (a > t0) t0 = a
    if (b < t1) t1 = b
    if (t0 > t1) return Infinity
  }
  if (Math.abs(dz) < 1e-12) {
    if (oz < -hz || oz > hz) return Infinity
  } else {
    const inv = 1 / dz
    let a = (-hz - oz) * inv
    let b = (hz - oz) * inv
    if (a > b) { const s = a; a = b; b = s }
    if (a > t0) t0 = a
    if (b < t1) t1 = b
    if (t0 > t1) return Infinity
  }
  return t0
}

/** Entry distance into the solid cylinder of radius r about the local y axis, |y| <= hh. */
export function rayCylinder(ox: number, oy: number, oz: number, dx: number, dy: number, dz: number, r: number, hh: number, maxToi: number): number {
  let t0 = 0
  let t1 = maxToi
  if (Math.abs(dy) < 1e-12) {
    if (oy < -hh || oy > hh) return Infinity
  } else {
    let a = (-hh - oy) / dy
    let b = (hh - oy) / dy
    if (a > b) { const s = a; a = b; b = s }
    if (a > t0) t0 = a
    if (b < t1) t1 = b
    if (t0 > t1) return Infinity
  }
  const a = dx * dx + dz * dz
  const c = ox * ox + oz * oz - r * r
  if (a < 1e-18) {
    if (c > 0) return Infinity
  } else {
    const b = ox * dx + oz * dz
    const disc = b * b - a * c
    if (disc < 0) return Infinity
    const s = Math.sqrt(disc)
    const lo = (-b - s) / a
    const hi = (-b + s) / a
    if (lo > t0) t0 = lo
    if (hi < t1) t1 = hi
    if (t0 > t1) return Infinity
  }
  return t0
}
