import type { Figure, Scene, TerrainPiece } from '../scene/schema'
import { TableWorld } from './tableWorld'

/** A 90 x 90 cm scene from pieces and figures, for tests and examples. */
export function sceneOf(terrain: TerrainPiece[], figures: Figure[], table = { width: 90, depth: 90 }): Scene {
  return { format: 'sightline-scene', version: 1, name: 'test', units: 'cm', table, terrain, figures }
}

/** Builds a world, runs `use`, and always frees the WASM memory. */
export async function withWorld<T>(scene: Scene, use: (world: TableWorld) => T): Promise<T> {
  const world = await TableWorld.create(scene)
  try {
    return use(world)
  } finally {
    world.dispose()
  }
}
