/**
 * The Mage Knight Dungeons play mode's part of the store (issue 13): a game on the open scene's
 * dungeon board. The session is the judge's (ports/dungeonPlayPorts.ts); the store keeps what the
 * view shows of it, renewed after every step and undo (the offers, each use's checks, the front
 * arc, the heroes), so that components read plain data and never call the judge while rendering.
 */
import type { Scene } from '../../../scene/schema'
import type { Square } from '../../../scene/dungeon/schema'
import type {
  DieRoll,
  DungeonFigureLabel,
  DungeonOffers,
  DungeonSession,
  DungeonStepResult,
  DungeonViewFacts,
  PlayRefusal,
} from '../../ports'

export type DungeonPlayStatus = 'off' | 'playing'

/** How a furniture attack is made (002 "Möbel"): only fire/lightning or a shockwave destroys it. */
export type FurnitureAttackKind = 'fire-lightning' | 'shockwave' | 'other'

export interface DungeonPlayData {
  status: DungeonPlayStatus
  session: DungeonSession | null
  /** The table of the game: what the 3D view draws while playing (the session's sceneNow). */
  scene: Scene | null
  /** The active hero's offers: reachable squares with their cost, artifacts and furniture probed, the pools. */
  offers: DungeonOffers | null
  /** Each use's clauses checked, the front arc, the heroes (judge viewFacts.ts). */
  facts: DungeonViewFacts | null
  /** Every figure on the board by name with its card's name (R-MKDV-4), for the board's labels and hover card; null when off. */
  labels: Readonly<Record<string, DungeonFigureLabel>> | null
  /** The active hero's square and facing (degrees clockwise from north), or null. */
  activeAt: { square: Square; facing: number } | null
  /** R-P.1 "undo also rolls back dice". */
  undoRollsBackDice: boolean
  undoRefusal: PlayRefusal | null
  steps: number
  /** The last step tried: allowed (its token, rolls and lines) or refused (its reason). */
  last: DungeonStepResult | null
  /** Every kept step's result, for the game record. */
  record: readonly DungeonStepResult[]
  /** Every die the game rolled, the set-up's deal first. */
  log: readonly DieRoll[]
  error: string | null
  /** The set-up step before the first activation (setup.ts): the deal shown, seed and settings editable, no step played. */
  settingUp: boolean
  /** With drawChoice colour-chosen (R-MKD-5): the artifact whose Use waits for the player's colour, or null. */
  drawColourFor: string | null
}

export interface DungeonPlayActions {
  /** Starts a Dungeons game on the open scene with the store's dice seed; false without a dungeon. */
  startDungeonGame(): boolean
  /** Plays a step; refused, nothing changes and `last` says why. */
  playDungeonStep(step: DungeonPlayStep): DungeonStepResult | null
  undoDungeonStep(): boolean
  setDungeonUndoRollsBackDice(on: boolean): void
  /** Activates a hero of the hero team (core 15): its speed is its movement points. */
  activateDungeonHero(hero: string): DungeonStepResult | null
  /** A click on the board at (x, z) cm: the active hero (or dungeon figure) moves there when the square is in reach. */
  clickDungeonSquareAt(x: number, z: number): DungeonStepResult | null
  moveDungeonHero(to: Square): DungeonStepResult | null
  /** Turns the active hero or dungeon figure (R-MKDJ-1, free). */
  faceDungeonHero(facing: number): DungeonStepResult | null
  /** One 45° turn of the active figure, to the facing the judge offers (R-MKDS-3); null when it offers none. */
  turnDungeonFigure(direction: 'left' | 'right'): DungeonStepResult | null
  /** Activates the hero the judge names next (R-MKDS-3); null when it names none. */
  activateNextDungeonHero(): DungeonStepResult | null
  /** Activates one of the dungeon's figures (a Mage Spawn, a non-hero scene figure) while no hero is active (R-MKDJ-4). */
  activateDungeonSpawn(spawn: string): DungeonStepResult | null
  /** The active dungeon figure attacks `target`, a hero (R-MKD-15); its activation ends. */
  attackWithDungeonSpawn(target: string): DungeonStepResult | null
  /** The active hero attacks `target`, one of the dungeon's figures (R-MKD-17); its activation ends. */
  attackDungeonSpawnWithHero(target: string): DungeonStepResult | null
  useDungeonArtifact(artifact: string): DungeonStepResult | null
  pickUpDungeonFurniture(furniture: string): DungeonStepResult | null
  /** Puts down what the active hero carries on `at` (its north-west square), a table `along`. */
  putDownDungeonFurniture(at: Square, along?: 'ew' | 'ns'): DungeonStepResult | null
  attackDungeonFurniture(furniture: string, by: FurnitureAttackKind): DungeonStepResult | null
  endDungeonActivation(): DungeonStepResult | null
  exportDungeonGame(): string | null
  openDungeonGameText(text: string): boolean
  resumeSavedDungeonGame(): boolean
  leaveDungeonPlay(): void
}

/** A step as the view sends it (the judge's DungeonStep). */
export type DungeonPlayStep = Parameters<DungeonSession['do']>[0]

export const INITIAL_DUNGEON_PLAY: DungeonPlayData = Object.freeze({
  status: 'off',
  session: null,
  scene: null,
  offers: null,
  facts: null,
  labels: null,
  activeAt: null,
  undoRollsBackDice: false,
  undoRefusal: null,
  steps: 0,
  last: null,
  record: [],
  log: [],
  error: null,
  settingUp: false,
  drawColourFor: null,
})

/** A scene a Dungeons game is played on: it has a dungeon board and figures of its hero team. */
export const isDungeonScene = (scene: Scene | null): boolean =>
  scene?.dungeon !== undefined && scene.figures.some((f) => scene.dungeon?.heroTeam.includes(f.side) && f.mk !== undefined)
