/**
 * What one figure of a scene overlaps, by id: solid terrain, castle sections' solid parts and
 * other figures. Asked of a figure being dragged (red while dragging, pushed aside on drop) and
 * by the judge (two overlapping figures have no distance worth showing). It runs the very checks
 * a loaded file gets (`checkOverlaps`, `checkFiguresInSections`) on the figure and one other
 * record at a time, so the drag and the loader can never disagree about what overlaps: a
 * passenger on its chariot or a rider in its mount's slot is not an overlap in either.
 */
import type { Figure, Scene } from './schema'
import { checkOverlaps, type Located } from './checks'
import { checkFiguresInSections } from './castle/checks'

const at = <T>(record: T): Located<T> => ({ path: [], record })

/** Ids of the terrain pieces, castle sections and figures `figure` overlaps, in that order. */
export function overlapsOf(scene: Scene, figure: Figure): string[] {
  const me = at(figure)
  const out: string[] = []
  for (const piece of scene.terrain) if (checkOverlaps([at(piece)], [me]).length > 0) out.push(piece.id)
  for (const section of scene.castle?.sections ?? []) if (checkFiguresInSections([me], [at(section)]).length > 0) out.push(section.id)
  for (const other of scene.figures) if (other.id !== figure.id && checkOverlaps([], [at(other), me]).length > 0) out.push(other.id)
  return out
}

/** What the scene's figure `figureId` overlaps; empty when there is no such figure. */
export function figureOverlapsIn(scene: Scene, figureId: string): string[] {
  const figure = scene.figures.find((f) => f.id === figureId)
  return figure ? overlapsOf(scene, figure) : []
}
