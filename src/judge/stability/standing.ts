import { baseRestsAt } from '../../geometry/sight/virtualTarget'
import type { TableWorld } from '../../geometry/world/tableWorld'
import { figureProfile } from '../../scene/figureProfile'
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

/** What keeps a figure from standing there: a piece's or figure's id, the table's edge, or no support under its base. */
export type StandingBlock = string | 'table-edge' | 'hangs-off'

/** What stops `moved` (the scene's figure at a new place) from standing there, or null when it may. */
export function standingBlock(scene: Scene, moved: Figure): StandingBlock | null {
  const [x, y, z] = moved.position
  const { width, depth } = scene.table
  if (y < 0 || x < 0 || x > width || z < 0 || z > depth) return 'table-edge'
  if (figureOverEdge(moved, scene.table) > OVERLAP_TOLERANCE) return 'table-edge'
  return overlapsOf(scene, moved)[0] ?? null
}

/**
 * `standingBlock` on the world, and for a move along the table the support under the base as the
 * heat map asks it (R-SB.5, R-HM.5), with the profile's `supportDropCm` (the drop a rim point may
 * overhang): a figure moved off a hill's edge keeps its height (R-STB.1) and would hang in the
 * air, which is no place to stand. A move up or down is the issue's own question ("and up or
 * down") and is not held to support.
 */
export function standingBlockOn(world: TableWorld, moved: Figure, horizontal: boolean, supportDropCm: number): StandingBlock | null {
  const block = standingBlock(world.scene, moved)
  if (block !== null || !horizontal) return block
  const [x, y, z] = moved.position
  return baseRestsAt(world, x, z, y, figureProfile(moved).radius, supportDropCm) ? null : 'hangs-off'
}
