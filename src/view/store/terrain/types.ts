/**
 * The terrain tool's part of the store (the dispute view's `terrain` mode): the preset the next
 * click places, the piece chosen for the fields, and the last refusal. Plain data plus actions.
 */
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
}

export const INITIAL_TERRAIN_TOOL: TerrainToolData = { preset: null, selected: null, refusal: null }

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
  /** Ends a drag of a piece in terrain mode: kept when the scene's checks take it, else put back with the refusal. */
  endTerrainDrag(): void
}
