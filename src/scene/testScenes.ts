/**
 * Small valid scenes for tests (here and in other layers). Each call returns a fresh object,
 * so a test may mutate it into the bad input it needs.
 */
import type { Figure, Scene, TerrainPiece } from './schema'

/** A 90 x 90 table with one wall (wall-1) and two figures facing each other across it. */
export function wallScene(): Scene {
  return {
    format: 'sightline-scene',
    version: 1,
    name: 'Test wall',
    units: 'cm',
    table: { width: 90, depth: 90 },
    terrain: [{ id: 'wall-1', shape: 'box', type: 'building', center: [46.5, 1.35, 45], size: [1, 2.7, 30] }],
    figures: [
      { id: 'red-1', side: 'red', size: 'medium', position: [30, 0, 45] },
      { id: 'blue-1', side: 'blue', size: 'medium', position: [60, 0, 45] },
    ],
  }
}

/** The wall scene with extra pieces and figures appended. */
export function sceneWith(extra: { terrain?: TerrainPiece[]; figures?: Figure[] }): Scene {
  const scene = wallScene()
  scene.terrain.push(...(extra.terrain ?? []))
  scene.figures.push(...(extra.figures ?? []))
  return scene
}
