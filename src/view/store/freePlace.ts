/**
 * Where a dropped figure goes when it was let go inside another figure or a solid piece: to the
 * nearest place where it overlaps nothing, the way a Tabletop Simulator player sees a model
 * nudged off another by the table's physics instead of sinking into it. "Overlaps" is the
 * loader's own test (src/scene/figureOverlaps.ts), so a figure pushed aside never makes the
 * warning a saved file would get. Searched on rings around the drop point, nearest first.
 */
import { figureOverlapsIn } from '../../scene/figureOverlaps'
import { figureProfile } from '../../scene/figureProfile'
import type { Scene, Vec3 } from '../../scene/schema'

/** Ring spacing and the spacing of points along a ring (cm): the place found is within this of the nearest. */
export const FREE_PLACE_STEP_CM = 0.5
/** Beyond this (cm) from the drop point the figure is put back where it came from instead. */
export const FREE_PLACE_REACH_CM = 20

export interface FreePlace {
  scene: Scene
  position: Vec3
  /** How far from the drop point (cm, horizontal). */
  movedCm: number
}

/**
 * The scene with `figureId` moved to the nearest free place around where it stands now, or null
 * when none is within FREE_PLACE_REACH_CM. `heightAt(x, z)` is the surface the figure would stand
 * on there; `place` moves the figure (and whatever rides on it) to a position.
 */
export function nearestFreePlace(
  scene: Scene,
  figureId: string,
  heightAt: (x: number, z: number) => number,
  place: (scene: Scene, position: Vec3) => Scene,
): FreePlace | null {
  const figure = scene.figures.find((f) => f.id === figureId)
  if (!figure) return null
  const { radius } = figureProfile(figure)
  const [x0, , z0] = figure.position
  const onTable = (x: number, z: number) => x >= radius && z >= radius && x <= scene.table.width - radius && z <= scene.table.depth - radius
  for (let r = FREE_PLACE_STEP_CM; r <= FREE_PLACE_REACH_CM + 1e-9; r += FREE_PLACE_STEP_CM) {
    const count = Math.max(8, Math.ceil((2 * Math.PI * r) / FREE_PLACE_STEP_CM))
    for (let i = 0; i < count; i++) {
      const angle = (2 * Math.PI * i) / count
      const x = x0 + r * Math.cos(angle)
      const z = z0 + r * Math.sin(angle)
      if (!onTable(x, z)) continue
      const position: Vec3 = [x, heightAt(x, z), z]
      const moved = place(scene, position)
      if (figureOverlapsIn(moved, figureId).length === 0) return { scene: moved, position, movedCm: r }
    }
  }
  return null
}
