import type { Point2 } from '../../../math/planar'
import type { Breakdown } from '../../kernel/resolution'
import type { MkPiece } from '../core/dial'
import type { MkCoreSettings } from '../core/settings'
import type { MkCastleSettings } from '../castle/settings'
import type { TurnActions } from '../castle/actions'

/**
 * The vocabulary of the Mage Knight engine (engine.ts): the game as plain data, every action a
 * player gives, the table facts the judge measures for it (positions stay in the scene, as in
 * the Universalis engine), and the events the table carries out (moves, clicks, eliminations).
 */

export interface MkSettings {
  core: MkCoreSettings
  castle: MkCastleSettings
}

/** A player's turn (core 4): whose it is, its number (1 for the first player's first), the actions left. */
export interface MkTurn {
  number: number
  side: string
  actions: TurnActions
}

export interface MkGame {
  /** Sides in turn order. */
  sides: readonly string[]
  /** Pieces by id (a null-prototype record: ids come from files). */
  pieces: Readonly<Record<string, MkPiece>>
  /** The agreed build total (core 9): the actions per turn follow from it (R-MKC-1). */
  buildTotal: number
  /** The game ends after this many turns of the last side; null: until one side is left. */
  maxRounds: number | null
  turn: MkTurn
  /** Who eliminated whom, for victory points (core 9). */
  eliminatedBy: Readonly<Record<string, string>>
  over: boolean
  /** core 6: figures an opponent has just moved into contact with, who may turn on the spot before anything else happens. */
  freeSpins?: readonly string[]
}

/** One end of a line of fire as the judge measured it (core 7): centre to centre. */
export interface MkLineOfFire {
  status: 'clear' | 'bases-only' | 'blocked'
  /** Figures whose bases the line crosses (never the two ends). */
  bases: readonly string[]
  /** Blocking terrain or castle parts the line passes through. */
  blockedBy: readonly string[]
}

/** What the table says about one attacker and one target (MAGE-KNIGHT-CORE 5-8), from `judge/mk/facts`. */
export interface MkPairFacts {
  attacker: string
  target: string
  /** Centre points seen from above, cm. */
  attackerCentre: Point2
  targetCentre: Point2
  /** Degrees clockwise from north (R-E.9a); the scene's facing. */
  attackerFacingDeg: number
  targetFacingDeg: number
  distanceIn: number
  inBaseContact: boolean
  lineOfFire: MkLineOfFire
  attackerRaised: boolean
  targetRaised: boolean
}

/** What the table says about a move (core 4, 5): measured along the straight path to the goal. */
export interface MkMoveFacts {
  from: Point2
  to: Point2
  /** Length of the path in inches (the legs summed when the move has waypoints). */
  pathIn: number
  /** Opposing figures in base contact at the start of the move: breaking away (core 6). */
  enemiesInContact: readonly string[]
  /** Other bases the moving base crosses, in path order; `dials` their number of dials. */
  basesCrossed: readonly { id: string; atIn: number; dials: number }[]
  /** Distance along the path (in) where blocking terrain stops the base, or null. */
  blockedAtIn: number | null
  /** What the base would overlap at the goal (bases or solids): it cannot stand there. */
  endOverlaps: readonly string[]
  /** Opposing figures the base touches at the goal (they may get a free spin, core 6). */
  enemiesTouchedAtEnd: readonly string[]
}

export type MkAction =
  /** core 4, 5: move by the dial's speed; the facing at the goal is the player's (core 1). */
  | { kind: 'move'; piece: string; to: Point2; facingDeg?: number; dial?: number }
  /** core 1: turn on the spot as part of a move action of 0 inches. */
  | { kind: 'ranged'; piece: string; targets: readonly string[]; dial?: number; longRange?: boolean }
  | { kind: 'melee'; piece: string; target: string; dial?: number }
  /** core 4: the turn passes to the next side. */
  | { kind: 'endTurn' }
  /** core 6: a figure an opponent just moved into contact with turns on the spot, no action (large figures none, 000). */
  | { kind: 'freeSpin'; piece: string; facingDeg: number }

/** What the engine needs measured for an action: the move's path, or one record per attacker-target pair. */
export interface MkActionFacts {
  move?: MkMoveFacts
  pairs?: readonly MkPairFacts[]
  /** Opposing figures in base contact with the acting piece now (core 6). */
  enemiesInContact?: readonly string[]
}

/** What the table must do after an action: the driver moves figures and turns dials in the scene. */
export type MkEvent =
  | { kind: 'moved'; piece: string; to: Point2; facingDeg: number | null }
  /** Turned on the spot (a free spin, core 6). */
  | { kind: 'turned'; piece: string; facingDeg: number }
  | { kind: 'clicks'; piece: string; dial: number; from: number; to: number }
  | { kind: 'eliminated'; piece: string; by: string | null }
  | { kind: 'turnPassed'; side: string; number: number }
  | { kind: 'gameOver'; totals: Readonly<Record<string, number>> }

export interface MkPerformed {
  game: MkGame
  events: MkEvent[]
  breakdown: Breakdown
}
