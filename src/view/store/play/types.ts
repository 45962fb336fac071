/**
 * The play mode's part of the store: a game of Universalis at the table. The session is the
 * judge's (ports/playPorts.ts); the store keeps what the view shows of it, renewed after every
 * step (`game`, `scene`, the chosen model's offers), so components read plain data and never
 * call the judge while rendering.
 */
import { nullRecord } from '../../../scene/records'
import type { Scene } from '../../../scene/schema'
import type {
  ActionOffer,
  DangerZone,
  GameSetupChoices,
  PlayMovePreview,
  PlayProbe,
  PlayRefusal,
  PlaySession,
  PlayStepResult,
  PushPreview,
  ReactionOffer,
  ScenarioStep,
  MeleePreview,
  ModelSheet,
  ShotPreview,
  Clause,
} from '../../ports'

/** A melee of the chosen model's (charge, attack, reckless attack) previewed with the winner's choice planned. */
export type MeleePreviewRow = { kind: 'charge' | 'melee' | 'reckless' } & (
  | { ok: true; preview: MeleePreview }
  | { ok: false; refusal: { code: string; reason: string; clause: Clause; params?: Readonly<Record<string, string | number>> } }
)

export type ShotPreviewRow = { action: 'normal' | 'aimed' | 'snap' } & (
  | { ok: true; preview: ShotPreview }
  | { ok: false; refusal: { code: string; reason: string; clause: Clause; params?: Readonly<Record<string, string | number>> } }
)

export type PlayStatus = 'off' | 'setup' | 'starting' | 'playing'

export interface PlayData {
  status: PlayStatus
  /** Set-up (2.3, 5.4, 20.1): the judge's choices for the scene, and the players' picks. */
  choices: GameSetupChoices | null
  leaders: Readonly<Record<string, string>>
  /** 20.1: the powers each model takes into the game, by figure id (set up before the start). */
  powers: Readonly<Record<string, readonly string[]>>
  /** R-P.1 "undo also rolls back dice". */
  undoRollsBackDice: boolean
  session: PlaySession | null
  /** The table of the game (the session's scene): what the 3D view draws while playing. */
  scene: Scene | null
  /** Renewed after each step so that selectors see a new value. */
  game: PlaySession['game'] | null
  /** Steps kept so far (the game's length); a number that changes with every step and undo. */
  steps: number
  selected: string | null
  /** The chosen model's card as it stands (session.modelSheet): attributes printed and now, zones, operator. */
  sheet: ModelSheet | null
  /** The chosen model's actions with the rules' answer (session.actionsFor). */
  offers: ActionOffer[]
  reactions: ReactionOffer[]
  /** The round's own steps (5, 5.7) with the rules' answer now. */
  roundSteps: { startRound: PlayProbe; endRound: PlayProbe } | null
  /** 5.5.2: per side, the models it may still choose this round (the pick lists). */
  choosable: Readonly<Record<string, readonly string[]>>
  /** 5.5: the model each side picks next, and the rules' answer to that choice. */
  picks: Readonly<Record<string, string>>
  choose: PlayProbe | null
  zones: DangerZone[]
  /** Why undo is refused now, or null when it is allowed. */
  undoRefusal: PlayRefusal | null
  movePreview: PlayMovePreview | null
  pushPreview: PushPreview | null
  /** The chosen model's shot at a target with a weapon, previewed for each action (normal, aimed, snap). */
  shotPreviews: ShotPreviewRow[] | null
  /** The chosen model's melees at a target with a weapon, previewed (8.3, 15): who wins, what the hit does. */
  meleePreviews: MeleePreviewRow[] | null
  /** 8.3: the path the chosen model's charge at the target would take, and whether the rules allow the charge. */
  chargePath: { points: readonly (readonly [number, number, number])[]; allowed: boolean } | null
  /** 8.3: turning the chosen model by pointer: the facing it would take (degrees clockwise from north). */
  turning: { figure: string; facing: number | null } | null
  /**
   * 14.11, 14.13: an area or indirect shot aimed at a point of the table by pointer, or 8.3 a
   * disengage's goal: the point under the pointer and the rules' answer there.
   */
  aiming: {
    kind: 'area' | 'indirect' | 'disengage'
    /** The weapon aimed, or '' for a disengage. */
    weapon: string
    /** 15.4: for a disengage, the enemies in contact that make their opportunity attack (their player's choice). */
    opportunity: readonly string[]
    /** 15.4: the enemies in base contact now, who may make one. */
    inContact: readonly string[]
    radiusCm: number | null
    indirect: boolean
    point: [number, number, number] | null
    probe: PlayProbe | null
  } | null
  /** 14.12: sustained fire being split over targets in the panel: shots per target (in the order given) and the rules' answer. */
  sustained: { weapon: string; shots: Readonly<Record<string, number>>; step: ScenarioStep | null; probe: PlayProbe | null } | null
  /** 8: the last move's path, for the figure to walk it on the table (the preview's points; `step` is the game's length then). */
  walk: { figure: string; points: readonly (readonly [number, number, number])[]; step: number } | null
  /** The figure under the pointer, for its hover card. */
  hovered: string | null
  /** The last step's result: its ruling lines, modifiers and rolls, or its refusal. */
  last: PlayStepResult | null
  /** A problem starting, replaying or opening a game (the scene is untouched). */
  error: string | null
}

export interface PlayActions {
  /** Opens the set-up of a game on the current scene (sides, leaders, the 12 cm check). */
  enterPlaySetup(): void
  setLeader(side: string, figureId: string): void
  /** 20.1: takes a power into the game for a model, or leaves it out; never more than the model may take. */
  setPower(model: string, power: string, on: boolean): void
  setUndoRollsBackDice(on: boolean): void
  /** Starts the game on the current scene with the chosen leaders; the edit scene stays as it is. */
  startGame(): Promise<boolean>
  /** Plays a step; a refusal is shown and nothing changes. */
  playStep(step: ScenarioStep): PlayStepResult | null
  undoStep(): boolean
  selectModel(id: string | null): void
  /** 5.5: a side's pick for the next choice (empty: none). */
  setPick(side: string, figureId: string): void
  /** The move of the chosen model to a point under the pointer, before the click. */
  previewMoveTo(point: [number, number, number] | null): void
  previewPushOf(pusher: string, pushed: string): void
  /** Starts (or stops) turning the chosen model by pointer (8.3). */
  setTurning(on: boolean): void
  hoverFigure(id: string | null): void
  /** The facing toward a point under the pointer while turning. */
  turnToward(point: [number, number, number]): void
  /** Turns the chosen model to the facing shown (a turn step); false when refused or not turning. */
  commitTurn(): boolean
  /** The chosen model's shot with `weapon` at `target`, for each action: modifiers, number to roll, chances. */
  previewShotsOf(weapon: string, target: string): void
  /** Previews the melees the chosen model is offered at `target` with `weapon`, the winner's choice planned (R-E.1a). */
  previewMeleesOf(weapon: string, target: string, choice: 'damage' | 'pushBack' | 'pushBackAndFollow'): void
  /** The game as a scenario file (its scene inline), for a download; null when no game runs. */
  /** Starts (or with null stops) aiming the chosen model's area or indirect weapon at a point by pointer. */
  setAiming(aim: { kind: 'area' | 'indirect' | 'disengage'; weapon: string } | null): void
  /** 15.4: which enemies in contact make their opportunity attack when the chosen model disengages. */
  setOpportunity(attackers: readonly string[]): void
  /** The point under the pointer while aiming: the template is drawn there with the rules' answer. */
  aimAt(point: [number, number, number]): void
  /** Fires at the point aimed at; a refusal is shown and nothing changes. */
  commitAim(): boolean
  /** 14.12: gives `target` `shots` of the chosen model's sustained fire with `weapon` (0 takes it out) and asks the rules. */
  setSustainedShots(weapon: string, target: string, shots: number): void
  exportGame(): string | null
  /** Opens a game file and replays it; on failure the current state stays and the problems are shown. */
  openGameText(text: string): Promise<boolean>
  /** Continues the game saved in the browser, if there is one (after a reload). */
  resumeSavedGame(): Promise<boolean>
  /** Back to the editing view, the scene exactly as it was before the game. */
  leavePlay(): void
}

/** Frozen: the leaders and picks are keyed by the scene's side names, which players type, so they are null-prototype records. */
export const INITIAL_PLAY: PlayData = Object.freeze({
  status: 'off',
  choices: null,
  leaders: Object.freeze(nullRecord<string>()),
  powers: Object.freeze(nullRecord<readonly string[]>()),
  undoRollsBackDice: false,
  session: null,
  scene: null,
  game: null,
  steps: 0,
  selected: null,
  sheet: null,
  offers: [],
  reactions: [],
  roundSteps: null,
  choosable: Object.freeze(nullRecord<readonly string[]>()),
  picks: Object.freeze(nullRecord<string>()),
  choose: null,
  zones: [],
  undoRefusal: null,
  movePreview: null,
  pushPreview: null,
  shotPreviews: null,
  meleePreviews: null,
  chargePath: null,
  turning: null,
  aiming: null,
  sustained: null,
  hovered: null,
  walk: null,
  last: null,
  error: null,
})
