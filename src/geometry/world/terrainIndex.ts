import { SolidIndex } from './solidIndex'
import type { TableWorld } from './tableWorld'

/**
 * The terrain's colliders indexed from above (solidIndex.ts), one index per world and terrain:
 * containment and contact questions pick their few candidates here and test each collider on
 * its own, so they never need Rapier's broad phase, and a world that is only asked those (and
 * sight) is never stepped (tableWorld.ts). A new terrain list (a piece moved, a portal opened)
 * means colliders were rebuilt, and the index with them.
 */
const kept = new WeakMap<TableWorld, { terrain: TableWorld['terrain']; index: SolidIndex }>()

export function terrainIndexOf(world: TableWorld): SolidIndex {
  const terrain = world.terrain
  const entry = kept.get(world)
  if (entry && entry.terrain === terrain) return entry.index
  const index = new SolidIndex(world)
  kept.set(world, { terrain, index })
  return index
}
