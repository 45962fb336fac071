/**
 * The terrain tool's part of the store (the dispute view's `terrain` mode): the preset the next
 * click places, the piece chosen for the fields, and the last refusal. Plain data plus actions.
 */
import type { SceneProblem } from '../../../scene/problems'
import type { SiegeRefusal } from '../siege/refusals'
import type { TerrainChange } from './edit'
import type { TerrainPreset } from './pieces'

export interface TerrainToolData {
  /** What a click on the table places; null: a click chooses the piece under the pointer. */
  preset: TerrainPreset | null
  /** The terrain piece the fields edit. */
  selected: string | null
  /** Why the last edit was refused (its code, reason and clause), or null. */
  refusal: SiegeRefusal | null
  /** The scene check's problem behind a `scene-check-failed` refusal: said in the reader's language (problemText). */
  problem: SceneProblem | null
  /** Where the pointer is over the table (x, y, z) while a preset is chosen: the placement ghost stands there. */
  hover: readonly [number, number, number] | null
  /** The turn (degrees) the next placed piece gets: R and Shift+R turn the ghost before the click. */
  rotation: number
}

export const INITIAL_TERRAIN_TOOL: TerrainToolData = {
  preset: null,
  selected: null,
  refusal: null,
  problem: null,
  hover: null,
  rotation: 0,
}

export interface TerrainToolActions {
  chooseTerrainPreset(preset: TerrainPreset | null): void
  /** A click on the table at (x, y, z) in terrain mode; `hitPiece`: the solid piece under the pointer, if any. */
  terrainClickAt(point: readonly [number, number, number], hitPiece: string | null): void
  selectTerrainPiece(id: string | null): void
  /** Changes the piece by the fields' numbers (terrain/edit.ts): one undo step, or refused by the scene's checks. */
  changeTerrainPiece(id: string, change: TerrainChange): void
  /** Turns a box or area piece by `degrees` about its centre (a cylinder has no turn). */
  turnTerrainPiece(id: string, degrees: number): void
  deleteTerrainPiece(id: string): void
  /** The pointer over the table at (x, y, z) in terrain mode, or null when it left: moves the placement ghost. */
  hoverTerrainAt(point: readonly [number, number, number] | null): void
  /** Turns what R turns in terrain mode: the ghost's next placement with a preset chosen, else the chosen piece. */
  turnTerrainTool(degrees: number): void
  /** Ends a drag of a piece in terrain mode: kept when the scene's checks take it, else put back with the refusal. */
  endTerrainDrag(): void
}
