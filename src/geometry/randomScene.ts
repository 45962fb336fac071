import { mulberry32 } from '../math/seededRandom'
import { cylindersOverlap, figureCylinder, figureOverlapsPiece, isSolid } from '../scene/overlaps'
import { SIZE_PROFILES } from '../scene/sizeProfiles'
import type { Figure, Scene, TerrainPiece } from '../scene/schema'
import { sceneOf } from './testScene'

/**
 * Random tables for property tests (test helper): boxes, cylinders and terrain areas on a
 * 90 x 90 cm table, and figures of every size and two sides placed where they overlap no solid
 * piece and no other figure (an overlap is a scene warning, and the sight arguments assume none),
 * some of them standing on top of a box. The same seed always gives the same scene.
 */
export interface RandomSceneOptions {
  boxes: number
  cylinders: number
  areas: number
  figures: number
}

const AREA_TYPES = ['forest', 'thicket', 'ruin', 'water'] as const

export function randomScene(seed: number, options: Partial<RandomSceneOptions> = {}): Scene {
  const { boxes, cylinders, areas, figures } = { boxes: 8, cylinders: 5, areas: 2, figures: 6, ...options }
  const next = mulberry32(seed)
  const range = (lo: number, hi: number) => lo + (hi - lo) * next()
  const round = (x: number) => Math.round(x * 100) / 100
  const terrain: TerrainPiece[] = []
  for (let k = 0; k < boxes; k++) {
    // Walls (long and thin), blocks and low obstacles.
    const size: [number, number, number] = [round(range(0.5, 20)), round(range(0.5, 12)), round(range(0.5, 6))]
    const center: [number, number, number] = [round(range(5, 85)), size[1] / 2, round(range(5, 85))]
    terrain.push({ id: `box-${k}`, shape: 'box', type: 'building', center, size, rotationY: round(range(0, 180)) })
  }
  for (let k = 0; k < cylinders; k++) {
    const height = round(range(0.5, 12))
    terrain.push({
      id: `cyl-${k}`,
      shape: 'cylinder',
      type: 'building',
      center: [round(range(5, 85)), height / 2, round(range(5, 85))],
      radius: round(range(0.2, 4)),
      height,
    })
  }
  for (let k = 0; k < areas; k++) {
    const size: [number, number, number] = [round(range(4, 30)), round(range(2, 10)), round(range(4, 30))]
    const type = AREA_TYPES[Math.floor(next() * AREA_TYPES.length)]
    terrain.push({
      id: `area-${k}`,
      shape: 'area',
      type,
      center: [round(range(10, 80)), size[1] / 2, round(range(10, 80))],
      size,
      rotationY: round(range(0, 180)),
    })
  }
  const solids = terrain.filter(isSolid)
  const tops = terrain.flatMap((p) => (p.shape === 'box' ? [p] : []))
  const placed: Figure[] = []
  for (let k = 0; k < figures; k++) {
    for (let attempt = 0; attempt < 50; attempt++) {
      const size = SIZE_PROFILES[Math.floor(next() * SIZE_PROFILES.length)]
      let position: [number, number, number] = [round(range(3, 87)), 0, round(range(3, 87))]
      // One in five on top of a box, near its centre (an elevated shooter or target).
      const on = next() < 0.2 ? tops[Math.floor(next() * tops.length)] : undefined
      if (on) position = [on.center[0] + round(range(-0.2, 0.2)), on.center[1] + on.size[1] / 2, on.center[2] + round(range(-0.2, 0.2))]
      const figure: Figure = { id: `f-${k}`, side: k % 2 === 0 ? 'red' : 'blue', size, position, ...(next() < 0.1 ? { prone: true } : {}) }
      if (solids.some((p) => figureOverlapsPiece(figure, p, 0))) continue
      if (placed.some((f) => cylindersOverlap(figureCylinder(f), figureCylinder(figure), 0))) continue
      placed.push(figure)
      break
    }
  }
  return sceneOf(terrain, placed)
}

/** The figure moved by (dx, dz), or null when it would then overlap a solid piece or another figure. */
export function movedFigure(scene: Scene, id: string, dx: number, dz: number): Figure | null {
  const figure = scene.figures.find((f) => f.id === id)!
  const moved: Figure = { ...figure, position: [figure.position[0] + dx, figure.position[1], figure.position[2] + dz] }
  if (scene.terrain.some((p) => isSolid(p) && figureOverlapsPiece(moved, p, 0))) return null
  if (scene.figures.some((f) => f.id !== id && cylindersOverlap(figureCylinder(f), figureCylinder(moved), 0))) return null
  return moved
}
