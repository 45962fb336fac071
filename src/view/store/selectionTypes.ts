/**
 * The multi-selection of the sandbox table (issue 14): the figures chosen together (shift-click,
 * box select, the figure list), the copied figures waiting to be pasted, and the box-select tool.
 * It lives beside the shooter/target pair, which the ruling panel keeps using.
 */
import type { Figure, TerrainPiece } from '../../scene/schema'

export interface MultiSelectData {
  /** The chosen figures, in the order they were chosen. */
  ids: readonly string[]
  /** Figures copied with Ctrl+C (as they stood then), pasted by Ctrl+V. */
  clipboard: readonly Figure[]
  /** The terrain piece chosen in the terrain tool when Ctrl+C was pressed, copied with the figures. */
  clipboardTerrain: readonly TerrainPiece[]
  /** The box tool (B): a plain drag on the empty table draws a box instead of turning the view. */
  boxTool: boolean
}

export const INITIAL_MULTI: MultiSelectData = { ids: [], clipboard: [], clipboardTerrain: [], boxTool: false }

/** The table point (x, z) a paste centres the group on, the pointer's (clipboardPointer.ts); null: beside the originals. */
export type PastePoint = readonly [number, number] | null

export interface MultiSelectActions {
  /** Shift- or Ctrl-click: adds the figure to the selection, or takes it out. */
  toggleFigureSelected(id: string): void
  /** Selects these figures (box select, "select all"); `add` keeps those already chosen. */
  selectFigures(ids: readonly string[], add: boolean): void
  setBoxTool(on: boolean): void
  /** Copies the chosen figures (and the terrain tool's chosen piece); returns how many records. */
  copySelection(): number
  /** What was copied last, as the scene format's text for the system clipboard (clipboardText.ts); null when nothing was. */
  copiedText(): string | null
  /**
   * Pastes the system clipboard's text: copies of its figures and terrain centred on `at` (else
   * beside where they stood), one undo step; false with a notice naming the bad fields when the
   * checks refuse the text, or no room; null when the text is no JSON (the caller then pastes the
   * app's own copy).
   */
  pasteText(text: string, at?: PastePoint): boolean | null
  /** Adds copies of the copied figures with new ids centred on `at` (else beside them) where they overlap nothing, chosen afterwards; one undo step. */
  pasteClipboard(at?: PastePoint): boolean
  /** Copies the chosen figures (and the terrain tool's chosen piece), then removes them: one undo step. Returns how many records. */
  cutSelection(): number
  /** Removes the chosen figures; one undo step. */
  deleteSelection(): boolean
}
