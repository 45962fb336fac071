import type { Figure, Ladder, Scene, TerrainPiece } from '../scene/schema'
import { TableWorld } from './world/tableWorld'

/** A scene from pieces, figures and ladders (table 90 x 90 cm unless given), for tests and examples. */
export function sceneOf(terrain: TerrainPiece[], figures: Figure[], extra: { table?: Scene['table']; ladders?: Ladder[] } = {}): Scene {
  return {
    format: 'sightline-scene',
    version: 1,
    name: 'test',
    units: 'cm',
    table: extra.table ?? { width: 90, depth: 90 },
    terrain,
    figures,
    ...(extra.ladders ? { ladders: extra.ladders } : {}),
  }
}

/** A building box standing on y0 (default the table); `size` is [x, y, z]. */
export const boxPiece = (id: string, x: number, z: number, size: [number, number, number], rotationY?: number, y0 = 0): TerrainPiece => ({
  id,
  type: 'building',
  shape: 'box',
  center: [x, y0 + size[1] / 2, z],
  size,
  ...(rotationY === undefined ? {} : { rotationY }),
})

/** A medium figure of side "a" with its base centre at `position`. */
export const mediumFigure = (id: string, position: [number, number, number], extra: Partial<Figure> = {}): Figure => ({
  id,
  side: 'a',
  size: 'medium',
  position,
  ...extra,
})

/** Builds a world, runs `use`, and always frees the WASM memory. */
export async function withWorld<T>(scene: Scene, use: (world: TableWorld) => T): Promise<T> {
  const world = await TableWorld.create(scene)
  try {
    return use(world)
  } finally {
    world.dispose()
  }
}

/** The small test castle of src/scene/castle/testScene.ts (a fresh scene per call; see its map). */
export { castleTestScene } from '../scene/castle/testScene'
