import { overlapsOf } from '../../scene/figureOverlaps'
import { OVERLAP_TOLERANCE } from '../../scene/overlaps'
import type { Figure, Scene } from '../../scene/schema'
import { figureOverEdge } from '../../scene/tableEdge'

/**
 * Whether a moved figure could stand where the stability search puts it (ruling R-SB.1): the
 * judge's own placement check, so a place the band counts is never one the judge then refuses
 * ("no ruling ... overlaps"). It is the check the judge asks of the pair (`overlapsOf`: solid
 * terrain, castle sections, other figures, riders and passengers excepted) and the loader's
 * table checks (base centre on the table top, the whole base within its edge, R-SE-12).
 */

/** What keeps a figure from standing there: a piece's or figure's id, or the table's edge. */
export type StandingBlock = string | 'table-edge'

/** What stops `moved` (the scene's figure at a new place) from standing there, or null when it may. */
export function standingBlock(scene: Scene, moved: Figure): StandingBlock | null {
  const [x, y, z] = moved.position
  const { width, depth } = scene.table
  if (y < 0 || x < 0 || x > width || z < 0 || z > depth) return 'table-edge'
  if (figureOverEdge(moved, scene.table) > OVERLAP_TOLERANCE) return 'table-edge'
  return overlapsOf(scene, moved)[0] ?? null
}
