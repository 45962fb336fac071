/**
 * The Mage Knight play mode's part of the store: a game of Mage Knight at the table. The session
 * is the judge's (ports/mkPlayPorts.ts); the store keeps what the view shows of it, renewed after
 * every step (the turn, the chosen figure's dial panel and attacks, undo), so that components
 * read plain data and never call the judge while rendering.
 */
import type { Scene } from '../../../scene/schema'
import type {
  MkAttackOffer,
  MkAttackView,
  MkFigureSheet,
  MkGame,
  MkMoveView,
  MkPlaySession,
  MkProbe,
  MkScenarioStep,
  MkSetupChoices,
  MkStepResult,
  PlayRefusal,
} from '../../ports'
import { INITIAL_MK_LARGE, type MkLargeActions, type MkLargeData } from './largeActions'
import { INITIAL_MK_CAVALRY, type MkCavalryActions, type MkCavalryData } from './cavalryActions'
import { INITIAL_MK_FORMATION, type MkFormationActions, type MkFormationData } from './formationActions'
import { INITIAL_MK_SIEGE, type MkSiegeActions, type MkSiegeData } from './siegeActions'

export type MkPlayStatus = 'off' | 'setup' | 'starting' | 'playing'

/** How a move's facing at the goal is chosen (core 1: the player's choice): along the move, or kept as it was. */
export type MkFacingChoice = 'direction' | 'keep'

/** The siege's part (001): siegeActions.ts. */
export interface MkPlayData extends MkSiegeData {
  status: MkPlayStatus
  choices: MkSetupChoices | null
  /** Sides in turn order (core 4), the build total (core 9) and the rounds; null: the defaults. */
  sides: readonly string[]
  buildTotal: number | null
  rounds: number | null
  /** R-P.1 "undo also rolls back dice". */
  undoRollsBackDice: boolean
  facing: MkFacingChoice
  session: MkPlaySession | null
  /** The table of the game: what the 3D view draws while playing. */
  scene: Scene | null
  game: MkGame | null
  steps: number
  selected: string | null
  /** The chosen figure's dial panel (its dials, clicks, tokens). */
  sheet: MkFigureSheet | null
  /** The figure under the pointer, for its dial panel. */
  hoveredSheet: MkFigureSheet | null
  attacks: MkAttackOffer[]
  endTurn: MkProbe | null
  undoRefusal: PlayRefusal | null
  /** The chosen figure's move to the point under the pointer, before the click. */
  movePreview: MkMoveView | null
  /** The chosen figure's attack at the enemy under the pointer or picked in the panel, before the click. */
  attackPreview: MkAttackView | null
  /** The section (dial) of a large figure the next action is given to (000 "Aktionen"). */
  dial: number
  last: MkStepResult | null
  /** Every kept step's result, for the game record. */
  record: readonly MkStepResult[]
  /** Core 9: every side's victory points once the game is over, else null. */
  score: Readonly<Record<string, number>> | null
  error: string | null
  /** Large figures and chariots (000): boarding, leaving, an attack's open choice, a shot at several targets (largeActions.ts). */
  large: MkLargeData
  /** Cavalry (003): the chosen unit's dials, Dismount, Remount, a Trample or Mounted Charge path (cavalryActions.ts). */
  cavalry: MkCavalryData
  /** Core 10: the chosen figure's formation (the members ticked, their check and attacks) and the move-formation mode (formationActions.ts). */
  formation: MkFormationData
}

export interface MkPlayActions extends MkLargeActions, MkSiegeActions, MkCavalryActions, MkFormationActions {
  /** Opens the set-up of a Mage Knight game on the current scene. */
  enterMkSetup(): void
  /** Moves a side one place earlier in the turn order. */
  moveMkSideUp(side: string): void
  setMkBuildTotal(points: number | null): void
  setMkRounds(rounds: number | null): void
  setMkUndoRollsBackDice(on: boolean): void
  setMkFacing(choice: MkFacingChoice): void
  startMkGame(): Promise<boolean>
  playMkStep(step: MkScenarioStep): MkStepResult | null
  undoMkStep(): boolean
  /** Chooses a figure of the game (its dial panel, its actions); an enemy while one is chosen is a target. */
  selectMkFigure(id: string | null): void
  /** The dial (section) the chosen figure's next action uses. */
  setMkDial(dial: number): void
  hoverMkFigure(id: string | null): void
  previewMkMove(point: [number, number, number] | null): void
  /** A click on the table: moves the chosen figure there; with `turnOnly` it turns toward the point where it stands. */
  commitMkMove(point: [number, number, number], turnOnly: boolean): MkStepResult | null
  previewMkAttack(target: string | null, kind?: 'ranged' | 'melee'): void
  exportMkGame(): string | null
  openMkGameText(text: string): Promise<boolean>
  resumeSavedMkGame(): Promise<boolean>
  leaveMkPlay(): void
}

export const INITIAL_MK_PLAY: MkPlayData = Object.freeze({
  status: 'off',
  choices: null,
  sides: [],
  buildTotal: null,
  rounds: null,
  undoRollsBackDice: false,
  facing: 'direction',
  session: null,
  scene: null,
  game: null,
  steps: 0,
  selected: null,
  sheet: null,
  hoveredSheet: null,
  attacks: [],
  endTurn: null,
  undoRefusal: null,
  movePreview: null,
  attackPreview: null,
  dial: 0,
  last: null,
  record: [],
  score: null,
  error: null,
  large: INITIAL_MK_LARGE,
  cavalry: INITIAL_MK_CAVALRY,
  formation: INITIAL_MK_FORMATION,
  ...INITIAL_MK_SIEGE,
})

/** A scene for a Mage Knight game: it has figures, and every one carries a Mage Knight card. */
export const isMkScene = (scene: Scene | null): boolean =>
  scene !== null && scene.figures.length > 0 && scene.figures.every((f) => f.mk !== undefined)
