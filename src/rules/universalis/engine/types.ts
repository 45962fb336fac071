import type { PathAnswer, Point3, StepAnswer } from '../../../geometry/types'
import type { Discipline } from '../../../scene/cards/unitCard'
import type { SightRuling } from '../sight/coverTypes'
import type { GameState } from '../model/gameState'
import type { CounterAttackWindow, MeleeSettings, OpportunityWindow, AttackerWinOption, MeleeRolled } from '../melee/types'
import type { MovementSettings } from '../movement/pathRules'
import type { TerrainFacts } from '../movement/movement'
import type { AreaGeometry, AreaModelFacts } from '../ranged/areaWeapons'
import type { PushFacts } from '../melee/pushBack'
import type { Breakdown } from '../../kernel/resolution'
import type { RoundSettings } from '../round/settings'
import type { CombatSettings } from '../ranged/settings'
import type { TableFacts } from '../model/facts'
import type { StateEvent } from '../states/common'
import type { StepRuling } from '../movement/falling'
import type { ItemKind } from '../items/equipment'
import type { ObjectSpec } from '../items/objects'

/**
 * The vocabulary of the game engine (engine.ts): every action, reaction and round step a player
 * takes, as one discriminated union; the table facts the judge measures for it; and the events
 * the engine reports back for the table (moves, pushes) and the view. Plain data throughout,
 * except `AreaFacts.geometry`, whose two questions the judge answers by callback.
 */

export type ShotAction = 'normal' | 'aimed' | 'snap'

/** The winner's choice of a melee (15.1, R-15.1a): the attacker's if it wins, the defender's if it does. */
export interface MeleeChoicePlan {
  attacker?: AttackerWinOption
  defender?: 'pushBack' | 'none'
}

export type MeleeMode = 'attack' | 'reckless' | 'counter' | 'opportunity'

export interface MeleeAction {
  kind: 'melee'
  mode: MeleeMode
  attacker: string
  defender: string
  /** A melee weapon of the attacker, or `unarmed` (15.9). */
  weapon: string
  choice?: MeleeChoicePlan
  /** The window a counter-attack or opportunity attack answers (from an earlier result's events). */
  answers?: CounterAttackWindow | OpportunityWindow
}

export type GameAction =
  /** 5.5.1; 19.7 the operators' shock payments by telematon id; 19.4 (R-19.4a) telematons paying from their operator's AP first this round. */
  | { kind: 'startRound'; operatorShockPayments?: Record<string, number>; operatorApFirst?: string[] }
  | { kind: 'choose'; picks: Record<string, string> }
  | { kind: 'beginPhase'; model: string }
  | { kind: 'ignoreThreat'; model: string }
  /** 8.3 Drehen: 0 AP, counts as an action; R-E.9a the facing lives in the game state (degrees clockwise from north). */
  | { kind: 'turn'; model: string; facingDeg: number }
  | { kind: 'move'; model: string; testDifficult?: boolean }
  | { kind: 'charge'; model: string; defender: string; weapon: string; testDifficult?: boolean; choice?: MeleeChoicePlan }
  | { kind: 'shoot'; shooter: string; target: string; weapon: string; action: ShotAction; dodge?: boolean }
  | { kind: 'reactionFire'; shooter: string; target: string; weapon: string; dodge?: boolean }
  | { kind: 'overwatch'; model: string; weapon: string }
  | { kind: 'reload'; model: string; weapon: string }
  | {
      kind: 'sustained'
      shooter: string
      weapon: string
      action: 'normal' | 'snap' | 'reaction'
      targets: { target: string; shots: number }[]
    }
  | { kind: 'indirect'; shooter: string; weapon: string; action: ShotAction; target?: string; point?: Point3 }
  | { kind: 'area'; shooter: string; weapon: string; action: ShotAction; indirect: boolean; target?: string; point?: Point3 }
  | MeleeAction
  | { kind: 'defence'; model: string }
  | { kind: 'disengage'; model: string; opportunity?: { attacker: string; weapon: string; choice?: MeleeChoicePlan }[] }
  | { kind: 'lieDown'; model: string }
  | { kind: 'standUp'; model: string }
  | { kind: 'reveal'; model: string; target: string; extraAp?: number; supporters?: string[] }
  | { kind: 'useItem'; model: string; itemKind: ItemKind; name: string; target?: string }
  /** 8.3 Objekt benutzen (9.2.1): the object as plain data; contact and the objects used so far in `facts.object`. */
  | { kind: 'useObject'; model: string; object: ObjectSpec }
  /** 11.4.1: the panic move the table carries out after a `panicMove` event, along `facts.path` to the nearest edge. */
  | { kind: 'panicMove'; model: string }
  /** 11.1: the burning run after a `burningRun` event: `moves` legs measured in `facts.run`. */
  | { kind: 'burningRun'; model: string; moves: number; bearingsDeg: number[] }
  | { kind: 'usePower'; model: string; power: string; target?: string; blockers?: string[]; priorMelee?: MeleeRolled }
  | { kind: 'endPower'; model: string; power: string }
  | { kind: 'blockPower'; model: string; caster: string; power: string }
  | { kind: 'endPhase'; model: string; recover?: boolean }
  | { kind: 'endRound' }
  | { kind: 'surrender'; side: string }

export type GameActionKind = GameAction['kind']

/** A planned path for move, charge and disengage: the geometry's answer and the terrain's passability. */
export interface PathFacts {
  answer: PathAnswer
  terrain: TerrainFacts
  /**
   * 8.5 (R-8.5c): for each jump segment (by index) where the model falls when its jump test
   * fails: the drop from the take-off height to the surface below the middle of the gap.
   */
  gapFalls?: Readonly<Record<number, StepAnswer>>
}

/** One leg of a burning run (11.1, R-E.8b): a straight move in the rolled direction, measured on the table. */
export interface RunLeg {
  /** Where the figure stands after the leg (after a fall: where it landed). */
  to: Point3
  /** cm of movement the leg used (climbs doubled, 8.7) and cm actually travelled (8.9). */
  cm: number
  travelledCm: number
  /** 9.4: the leg entered, crossed or left difficult terrain and went half the speed. */
  halved: boolean
  /** What ended the leg early: the table's border, a piece too high to climb, impassable terrain, another model's base, an edge it ran over. */
  stoppedBy: 'border' | 'obstacle' | 'impassable' | 'model' | 'fall' | null
  /** The drop where it ran over an edge (judged as a fall, 8.8.1). */
  fall: StepAnswer | null
}

/** What the geometry says about an area shot (14.13). */
export interface AreaFacts {
  geometry: AreaGeometry
  shooterPosition: Point3
  /** The target model's base centre, or the point aimed at. */
  aimPoint: Point3
  models: Readonly<Record<string, AreaModelFacts>>
}

/** What the geometry says about an indirect shot (14.11). */
export interface IndirectFacts {
  /** Base-edge distance to the model, or distance to the point, cm (4.7). */
  distanceCm: number
  /** Highest terrain between shooter and aim, cm above the table (R-14.11a). */
  maxTerrainHeightBetweenCm: number
  /** A friend of the shooter sees the aim (14.11: -3 instead of -5). */
  friendSees: boolean
}

/**
 * The table's answers an action needs, measured by the judge (src/judge/facts/tableFacts.ts) before
 * the engine runs. `table` always; the rest only where the action asks for it (a missing fact is
 * the caller's mistake: the engine throws a RangeError `rules/engine: facts.<name>: ...`).
 */
export interface ActionFacts {
  /** Distances, base contacts, perception, panic paths (4.6, 4.7, 11.4.1). */
  table: TableFacts
  /** Sight rulings `sight[from][to]` (4.3, 9.3, 14.10.2) for the pairs the action shoots along. */
  sight?: Record<string, Record<string, SightRuling>>
  /** move, charge, disengage: the path to the goal. */
  path?: PathFacts
  /** 16.1: per model, in base contact with terrain at least its profile's size (at the end of a move, for a move). */
  touchingTerrain?: Record<string, boolean>
  /** 15.2: per pushed model id, the straight line it would be pushed along. */
  push?: Record<string, PushFacts>
  indirect?: IndirectFacts
  area?: AreaFacts
  /** 11.1 burning run: one measured leg per move (R-E.8b). */
  run?: { legs: readonly RunLeg[] }
  /** 8.3 use object: base contact with the object (geometry) and the ids of objects used so far. */
  object?: { contact: boolean; used: readonly string[] }
  /** 20: the library's disciplines (for powers). */
  disciplines?: Readonly<Record<string, Discipline>>
  /** Distance powers: cm from the caster to the target (else table.distancesCm). */
  powerDistanceCm?: number
  powerModelsInArea?: readonly string[]
}

/** What the table must do after an action; the scenario driver carries these out on the TableWorld. */
export type EngineEvent =
  | StateEvent
  /** The model now stands at `to` (a move, charge or disengage, maybe cut short). */
  | { kind: 'moved'; modelId: string; to: Point3; cm: number; completed: boolean }
  /** 15.2: pushed `cm` along the line away from the pusher; `fall` when it went over an edge. */
  | { kind: 'pushed'; modelId: string; by: string; cm: number; fall: StepRuling | null }
  /** R-15.1b: the pusher follows the same cm along the same line. */
  | { kind: 'followed'; modelId: string; cm: number }
  /** R-11.4b: a panicking model reached the table edge and left the game; the table takes the figure off. */
  | { kind: 'leftTable'; modelId: string }
  /** 8.3 Drehen: the model's new facing (R-E.9a). */
  | { kind: 'turned'; modelId: string; facingDeg: number }
  /** 8.3 / 9.2: the object did what it does (a failed difficulty roll reports nothing). */
  | { kind: 'objectUsed'; modelId: string; objectId: string }
  /** 15.4: a counter-attack or opportunity attack may now answer. */
  | { kind: 'window'; window: CounterAttackWindow | OpportunityWindow }
  /** The melee as rolled (for a power's touch, 20.2.5, and the view). */
  | { kind: 'meleeRolled'; rolled: MeleeRolled }

export interface Performed {
  game: GameState
  events: EngineEvent[]
  breakdown: Breakdown
}

export interface EngineSettings {
  round: RoundSettings
  combat: CombatSettings
  melee: MeleeSettings
  movement: MovementSettings
  /** R-E.2a: the EH test of 14.2 for a model on overwatch that an enemy's successful action targets. */
  overwatchTest: boolean
  /** R-E.9b: 8.1 flight's first action each round is a full move in the facing direction (checked once the model has a facing). */
  flightObligation: boolean
}
