import type { Collider, Ray } from '@dimforge/rapier3d-compat'
import type { EnclosingCone } from './occluderProof'
import { rayBox, rayCylinder } from './rayPrimitives'
import { pyramidPlanes } from './pyramid'
import { BOX, OTHER } from './shapeTable'
import { isLeftOut, pickCandidates, STRIDE } from './casterCandidates'
import type { TableWorld } from '../world/tableWorld'
import type { Point3 } from '../types'

/**
 * The ray caster of one sight question (one eye, one target): the colliders that could stop a
 * ray of the silhouette are picked once per pair, and the rays are then cast against those few.
 *
 * Every sight ray runs from the eye to a point of the target, so it lies inside the pyramid of
 * the eye and the rectangle that encloses the target's silhouette (occluderProof.ts), cut off
 * at the target's far depth: nothing wholly outside that pyramid can be on a sight ray. The
 * candidates are the colliders of the Rapier world that pass the sight filter (Rapier's own
 * collision-group test: solid terrain and figures of other sides; the target excluded) and are
 * not wholly outside one of the pyramid's five planes (each collider as its oriented box). A
 * typical pair keeps 0 to 10 of several hundred colliders.
 *
 * The rays are then cast against the candidates in plain JS: boxes (cuboids) by the slab method
 * and cylinders analytically, both in the collider's own frame as read from Rapier (translation,
 * rotation, half extents; read once, then patched where colliders changed: shapeTable.ts), with the eye's local position computed once
 * per pair. Any other shape is asked through Rapier's per-collider `castRay`. Like the world
 * cast, shapes are solid: an eye inside a piece is stopped at distance 0. This answers what
 * `world.castRay(ray, maxToi, true, undefined, groups, target)` answers (sightCaster.test.ts
 * checks both on the reference table) without a WASM call per ray, or per pair: a WASM ray cast
 * costs a microsecond or more in argument marshalling alone, a shape query tens of them, a JS
 * slab test tens of nanoseconds. (A scene of many thousand pieces would want a grid over the
 * table here instead of one pass over all colliders.)
 *
 * The candidates are picked and packed in casterCandidates.ts (with the figures a pair leaves
 * out whole, a cavalry unit's, `unitLeftOut`); the casts are here.
 */

export interface CastHit {
  collider: Collider
  distance: number
}

export class SightCaster {
  // Plain arrays: typed arrays of this size are allocated outside the JS heap, per pair.
  private colliders: Collider[] = []
  /** STRIDE numbers per candidate (see STRIDE). */
  private data: number[] = []
  /** Per candidate (in order), a distance it cannot be met before; ascending. */
  private near: number[] = []
  /** The collider the last successful `cast` met, and where. */
  hitCollider: Collider | null = null
  hitDistance = 0
  /** Candidate index of the last hit (-1 when the world was asked). */
  hitIndex = -1
  /** The sight pyramid's planes (see pyramidPlanes), or null without a pyramid. */
  planes: number[] | null = null

  private constructor(
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
   * @param leftOut figures every collider of which is left out too (unitLeftOut), or null
   */
  static create(
    world: TableWorld,
    eye: Point3,
    cone: EnclosingCone | null,
    groups: number,
    exclude: Collider | undefined,
    ray: Ray,
    leftOut: ReadonlySet<string> | null = null,
  ): SightCaster {
    const kept = (c: Collider): boolean => !isLeftOut(world, c, leftOut)
    if (!cone) {
      const keep = leftOut ? kept : undefined
      const fallback = (maxToi: number): CastHit | null => {
        const hit = world.world.castRay(ray, maxToi, true, undefined, groups, exclude, undefined, keep)
        return hit ? { collider: hit.collider, distance: hit.timeOfImpact } : null
      }
      return new SightCaster(ray, fallback)
    }
    const caster = new SightCaster(ray, null)
    const planes = pyramidPlanes(eye, cone)
    caster.planes = planes
    const candidates = pickCandidates(world, eye, planes, groups, exclude, leftOut)
    caster.colliders = candidates.colliders
    caster.data = candidates.data
    caster.near = candidates.near
    return caster
  }

  /** The candidate collider at `index` (0 <= index < candidates). */
  candidate(index: number): Collider {
    return this.colliders[index]
  }

  /**
   * The ray of the next cast, for callers that cast many: unit direction x, y, z, then the
   * greatest distance (maxToi). Numbers passed this way stay unboxed; as arguments of a call
   * that is not inlined, every one would be a heap allocation, and sight casts millions.
   */
  readonly dir = new Float64Array(4)

  /** Entry distance into candidate `index` along `dir` up to dir[3] (Infinity: missed). */
  private entry(index: number): number {
    const data = this.data
    const dir = this.dir
    const o = index * STRIDE
    const kind = data[o]
    const maxToi = dir[3]
    if (kind === OTHER) {
      this.ray.dir.x = dir[0]
      this.ray.dir.y = dir[1]
      this.ray.dir.z = dir[2]
      const toi = this.colliders[index].castRay(this.ray, maxToi, true)
      return toi < 0 ? Infinity : toi
    }
    // Direction into the collider's frame: R^T d.
    const dx = dir[0]
    const dy = dir[1]
    const dz = dir[2]
    const lx = data[o + 4] * dx + data[o + 7] * dy + data[o + 10] * dz
    const ly = data[o + 5] * dx + data[o + 8] * dy + data[o + 11] * dz
    const lz = data[o + 6] * dx + data[o + 9] * dy + data[o + 12] * dz
    return kind === BOX
      ? rayBox(data[o + 1], data[o + 2], data[o + 3], lx, ly, lz, data[o + 13], data[o + 14], data[o + 15], maxToi)
      : rayCylinder(data[o + 1], data[o + 2], data[o + 3], lx, ly, lz, data[o + 13], data[o + 14], maxToi)
  }

  /**
   * Every candidate's entry distance along the unit direction (dx, dy, dz), up to `maxToi`
   * (Infinity where the ray misses it or meets it later), into `out`. Returns the index of the
   * nearest, or -1. Only for a caster with a pyramid (`candidates` is meaningless otherwise).
   */
  castEach(dx: number, dy: number, dz: number, maxToi: number, out: number[]): number {
    const dir = this.dir
    dir[0] = dx
    dir[1] = dy
    dir[2] = dz
    dir[3] = maxToi
    const n = this.colliders.length
    let best = Infinity
    let bestIndex = -1
    for (let i = 0; i < n; i++) {
      const t = this.entry(i)
      out[i] = t
      if (t < best) {
        best = t
        bestIndex = i
      }
    }
    return bestIndex
  }

  /** Entry distance of the ray into candidate `index` alone, up to `maxToi` (Infinity: missed). */
  castOne(index: number, dx: number, dy: number, dz: number, maxToi: number): number {
    const dir = this.dir
    dir[0] = dx
    dir[1] = dy
    dir[2] = dz
    dir[3] = maxToi
    return this.entry(index)
  }

  /** As castOne along `dir`: true when candidate `index` is met, its distance in `hitDistance`. */
  castOneDir(index: number): boolean {
    const t = this.entry(index)
    if (t === Infinity) return false
    this.hitDistance = t
    return true
  }

  /** Whether every cast asks the world (no pyramid could be built). */
  get usesWorld(): boolean {
    return this.fallback !== null
  }

  /**
   * Casts from the eye along the unit direction (dx, dy, dz) up to `maxToi`. Returns true on a
   * hit and leaves the collider and distance in `hitCollider` / `hitDistance`.
   */
  cast(dx: number, dy: number, dz: number, maxToi: number): boolean {
    const dir = this.dir
    dir[0] = dx
    dir[1] = dy
    dir[2] = dz
    dir[3] = maxToi
    return this.castDir()
  }

  /** As cast, along `dir` (direction and maxToi written there by the caller). */
  castDir(): boolean {
    const dir = this.dir
    if (this.fallback) {
      this.ray.dir.x = dir[0]
      this.ray.dir.y = dir[1]
      this.ray.dir.z = dir[2]
      const hit = this.fallback(dir[3])
      if (!hit) return false
      this.hitCollider = hit.collider
      this.hitDistance = hit.distance
      return true
    }
    const near = this.near
    const n = this.colliders.length
    const maxToi = dir[3]
    let best = maxToi
    let bestIndex = -1
    for (let i = 0; i < n; i++) {
      if (near[i] > best) break
      // Each candidate no farther than the best so far (the early stop of a world cast).
      dir[3] = best
      const t = this.entry(i)
      if (t <= best) {
        best = t
        bestIndex = i
      }
    }
    dir[3] = maxToi
    if (bestIndex < 0) return false
    this.hitIndex = bestIndex
    this.hitCollider = this.colliders[bestIndex]
    this.hitDistance = best
    return true
  }
}
