/**
 * The dungeon editor's part of the store: the chosen tool, where the pointer is on the board,
 * the ghost of what a click would do there (red with its reason when refused), the outcome of
 * the last edit. The scene checks' problems are read from the scene itself (sceneChecks.ts). Plain data plus actions.
 */
import type { ArtifactKind, Square, SquareSide, SquareTerrain } from '../../../scene/dungeon/schema'
import type { DungeonRefusal } from './refusals'

/** What a click (or, for blocks of floor, a drag from corner to corner) on the board does. */
export type DungeonTool =
  | { kind: 'segment'; segment: 'room' | 'corridor' }
  | { kind: 'wall' }
  | { kind: 'doorway' }
  | { kind: 'entrance' }
  | { kind: 'terrain'; terrain: SquareTerrain }
  | { kind: 'artifact'; artifact: ArtifactKind }
  | { kind: 'erase' }

/** Where the pointer is: the square under it and the side of that square it is nearest to. */
export interface BoardPoint {
  square: Square
  side: SquareSide
}

/** The ghost: the squares (or the one edge) the tool would change, and whether it would be refused. */
export interface DungeonGhost {
  tool: DungeonTool
  squares: Square[]
  edge: { at: Square; side: SquareSide } | null
  /** The 1 × 2 pieces' direction, for drawing the model. */
  along: 'ew' | 'ns'
  refused: DungeonRefusal | null
}

export interface DungeonEditorData {
  editing: boolean
  tool: DungeonTool
  /** How the next 1 × 2 piece (dragon altar, table) lies: 'ew' along the columns, 'ns' along the rows. */
  along: 'ew' | 'ns'
  /** The board point under the pointer, null off the board. */
  hover: BoardPoint | null
  /** The first corner of a block of floor being dragged out. */
  dragFrom: Square | null
  ghost: DungeonGhost | null
  /** The last edit's refusal, or null after a change went through. */
  message: DungeonRefusal | null
}

export interface DungeonActions {
  setDungeonEditing(on: boolean): void
  chooseDungeonTool(tool: DungeonTool): void
  /** Turns the next 1 × 2 piece a quarter round. */
  rotateDungeonPiece(): void
  /** Puts a new empty board of `columns` × `rows` squares in the scene (undoable). */
  newDungeon(columns: number, rows: number): void
  /** The pointer is over table point (x, z) cm, or left the board (null). */
  hoverDungeonAt(point: readonly [number, number] | null): void
  /** A press at (x, z): the first corner of a block, for the segment tools. */
  beginDungeonDrag(x: number, z: number): void
  /** Releases a block drag at (x, z): the block is added (or refused). */
  endDungeonDrag(x: number, z: number): void
  cancelDungeonDrag(): void
  /** A click at (x, z): the chosen tool's edit there. */
  dungeonClickAt(x: number, z: number): void
  /**
   * Sets how many tokens of each colour a haunted artifact gets (002 "Die Artefaktmarken"), one
   * undo step; a count the scene checks refuse (negative, not whole, over 20) becomes the message.
   */
  setArtifactTokens(artifact: string, tokens: { yellow: number; blue: number; red: number }): void
}

export const INITIAL_DUNGEON_EDITOR: DungeonEditorData = {
  editing: false,
  tool: { kind: 'segment', segment: 'room' },
  along: 'ew',
  hover: null,
  dragFrom: null,
  ghost: null,
  message: null,
}
