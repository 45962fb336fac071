import { SolidIndex } from './solidIndex'
import type { TableWorld } from './tableWorld'

/**
 * The terrain's colliders indexed from above (solidIndex.ts), one index per world: containment
 * and contact questions pick their few candidates here and test each collider on its own, so
 * they never need Rapier's broad phase, and a world that is only asked those (and sight) is never
 * stepped (tableWorld.ts). The index follows the world's change log: a dragged figure costs it
 * nothing (figures are not indexed), a moved piece its own entry; only a log that no longer
 * reaches back, or a change of most of the table, reads every collider again.
 */
const kept = new WeakMap<TableWorld, { revision: number; index: SolidIndex }>()

export function terrainIndexOf(world: TableWorld): SolidIndex {
  const entry = kept.get(world)
  if (entry && entry.revision === world.revision) return entry.index
  const changed = entry ? world.changedSince(entry.revision) : null
  if (entry && changed && changed.length <= entry.index.solids.length + entry.index.areas.length) {
    entry.index.update(changed)
    entry.revision = world.revision
    return entry.index
  }
  const index = new SolidIndex(world)
  kept.set(world, { revision: world.revision, index })
  return index
}
