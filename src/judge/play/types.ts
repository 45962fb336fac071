import type { Point3 } from '../../geometry/types'
import type { EngineSettings } from '../../rules/universalis/engine'
import type { JudgeSettings } from '../api'
import type { Scene } from '../../scene/schema'
import type { StepProbe, StepResult } from '../scenario/driver'
import type { ScenarioFile } from '../scenario/file'
import type { ScenarioStep } from '../scenario/steps'
import type { ActionCandidate } from './actionOffers'
import type { UniversalisGameSettings } from '../profiles/types'
import type { MovePreview } from './movePreview'
import type { PlayRefusal } from './refusals'

/** What a game at the table starts from, how it may be played, and what its session answers (session.ts). */

/** What a game starts from: the scene as it stands and the choices of 2.3, 20 and R-E.9a. */
export interface PlaySetup {
  scene: Scene
  seed: number
  /** 2.3: the group leader's figure id per side. */
  leaders: Record<string, string>
  /** 20.1: the powers each model takes into the game. */
  powers?: Record<string, string[]>
  /** R-E.9a: facings at the start, degrees clockwise from north, by figure id. */
  facing?: Record<string, number>
  /** A scenario file's own start, kept so that the table and `npm run play` begin the same game: R-18.3c weapon mounts, starting markers (11), objects (9.2). */
  mounts?: ScenarioFile['mounts']
  markers?: ScenarioFile['markers']
  objects?: ScenarioFile['objects']
  name?: string
  /** The rule profile's readings the game is played under and its file records (R-VPR.3); absent: the defaults. */
  rules?: UniversalisGameSettings
}

/** The engine and sight settings a game's readings come to (src/judge/profiles resolve.ts `playRulesOf`). */
export interface PlayRules {
  engine?: EngineSettings
  judge?: JudgeSettings
}

export interface PlaySettings {
  /** R-P.1: a step that rolled dice may be undone too, its rolls with it (friendly games). */
  undoRollsBackDice: boolean
}

export const DEFAULT_PLAY_SETTINGS: PlaySettings = { undoRollsBackDice: false }

export type PlayStepResult = StepResult | { ok: false; refusal: PlayRefusal; step: ScenarioStep; index: number; rolls: [] }

/**
 * A reaction the rules offer now, outside the acting model's own actions: a counter-attack
 * (15.3), an opportunity attack (15.4) or reaction fire from overwatch (14.2), with the step
 * that takes it. Only offers the rules would allow are listed (each probed).
 */
export interface ReactionOffer {
  kind: 'counterAttack' | 'opportunityAttack' | 'reactionFire'
  by: string
  against: string
  step: ScenarioStep
  rollsDice: boolean
}

/** An action of the panel with the rules' answer now: allowed (and whether it rolls), or the refusal to show as its tooltip. */
export type ActionOffer = ActionCandidate &
  ({ allowed: true; rollsDice: boolean } | { allowed: false; refusal: Extract<PlayProbe, { ok: false }>['refusal'] })

/** 4.5, 4.5.1: a model's danger zone on the table and the enemies in it that are direct threats now. */
export interface DangerZone {
  model: string
  side: string
  center: Point3
  /** 12 - EH cm (4.5); null for a telematon or a model in panic, which have none. */
  radiusCm: number | null
  threats: string[]
}

/** A move preview with the gate: whether the model may move now at all (its phase, panic, flight's duty). */
export type PlayMovePreview = MovePreview & { gate: PlayProbe }

export type PlayProbe = StepProbe | { ok: false; refusal: PlayRefusal }
