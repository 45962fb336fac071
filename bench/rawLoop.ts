import type { Collider } from '@dimforge/rapier3d-compat'
import type { TableWorld } from '../src/geometry/world/tableWorld'
import { ALL_FIGURES, GROUP_SOLID, interactionGroups } from '../src/geometry/world/groups'
import { RAY_STRIDE, RAYS_PER_PAIR, type RaySet } from './sampling'

/**
 * The engine's limit: nothing but `world.castRay`, 64 per pair, on the TableWorld the judge
 * uses (same colliders, same collision groups). Per-pair inputs are resolved before timing,
 * and one Ray object is mutated in place, so the loop allocates only what Rapier itself
 * returns on a hit.
 */
export interface RawCaster {
  /** Casts every ray once; fills `record` (one byte per ray, 1 = stopped) when given. Returns the hit count. */
  cast(record?: Uint8Array): number
}

export function createRawCaster(table: TableWorld, rays: RaySet): RawCaster {
  const { world, rapier } = table
  const n = rays.pairs.length
  const groups = new Uint32Array(n)
  const targets: Collider[] = []
  rays.pairs.forEach(({ observer, target }, p) => {
    // What a judge filters with: solid terrain and the figures of other sides (friends pass,
    // and so does the observer itself, whose eye sits on its own cylinder). Areas are sensors
    // in their own group and stay out.
    groups[p] = interactionGroups(0xffff, GROUP_SOLID | (ALL_FIGURES & ~table.sideBitOf(observer.side)))
    const collider = table.colliderOf('figure', target.id)
    if (!collider) throw new Error(`bench: no collider for figure ${target.id}`)
    // The target is excluded by collider, not by group: a ray ending on its surface must not
    // count the target as its own blocker.
    targets.push(collider)
  })
  const ray = new rapier.Ray({ x: 0, y: 0, z: 0 }, { x: 0, y: 0, z: 1 })
  const { data } = rays

  return {
    cast(record) {
      let hits = 0
      let o = 0
      for (let p = 0; p < n; p++) {
        const filter = groups[p]
        const exclude = targets[p]
        for (let r = 0; r < RAYS_PER_PAIR; r++) {
          ray.origin.x = data[o]
          ray.origin.y = data[o + 1]
          ray.origin.z = data[o + 2]
          ray.dir.x = data[o + 3]
          ray.dir.y = data[o + 4]
          ray.dir.z = data[o + 5]
          // solid = true: an eye inside a solid piece is stopped at once.
          const hit = world.castRay(ray, data[o + 6], true, undefined, filter, exclude)
          if (hit !== null) hits++
          if (record) record[p * RAYS_PER_PAIR + r] = hit === null ? 0 : 1
          o += RAY_STRIDE
        }
      }
      return hits
    },
  }
}
