import type { Point2 } from '../../../math/planar'
import type { Breakdown } from '../../kernel/resolution'
import type { MkPiece } from '../core/dial'
import type { MkCoreSettings } from '../core/settings'
import type { MkCastleSettings } from '../castle/settings'
import type { TurnActions } from '../castle/actions'
import type { LargeFigureSettings, LargeMoveFacts, LargeTurn } from '../large'
import type { MkSiege, SiegeAction, SiegeEvent, SiegeFacts } from './siegeTypes'
import type { FormationAction, FormationFacts } from './formationTypes'
import type { CavalrySettings } from '../cavalry'
import type { CavalryAction, CavalryEvent, MkCavalry, MkCavalryChoice, MkCavalryFacts } from './cavalryTypes'

/**
 * The vocabulary of the Mage Knight engine (engine.ts): the game as plain data, every action a
 * player gives, the table facts the judge measures for it (positions stay in the scene, as in
 * the Universalis engine), and the events the table carries out (moves, clicks, eliminations).
 */

export interface MkSettings {
  core: MkCoreSettings
  castle: MkCastleSettings
  /** 000 rulings R-LF-*; absent: DEFAULT_LARGE_FIGURE_SETTINGS. */
  large?: LargeFigureSettings
  /** 003 rulings R-MKK-*; absent: DEFAULT_CAVALRY_SETTINGS. */
  cavalry?: CavalrySettings
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
  /** 000 "Aktionen": each large figure's actions in the turn numbered `turn` (largeActions.ts); stale records of earlier turns are ignored. */
  largeTurns?: { turn: number; byPiece: Readonly<Record<string, LargeTurn>> }
  /** 000 "Passagiere": who rides which chariot, chariot id to passenger id (null-prototype). */
  aboard?: Readonly<Record<string, string>>
  /** The castle, when sections are pieces of the game (001; siegeTypes.ts). */
  siege?: MkSiege
  /** Mounts, riders and saddles (003; cavalryTypes.ts). */
  cavalry?: MkCavalry
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
  /** Hindering terrain (ids) on the line of fire or under the target's base, for stealth (R-MKC-8, R-MKT.6); absent: none measured. */
  hinderingTerrain?: readonly string[]
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
  | { kind: 'move'; piece: string; to: Point2; facingDeg?: number; dial?: number; cavalry?: MkCavalryChoice }
  /** core 1: turn on the spot as part of a move action of 0 inches. */
  | {
      kind: 'ranged'
      piece: string
      targets: readonly string[]
      dial?: number
      longRange?: boolean
      largeChoice?: MkLargeChoice
      cavalry?: MkCavalryChoice
    }
  | { kind: 'melee'; piece: string; target: string; dial?: number; largeChoice?: MkLargeChoice; cavalry?: MkCavalryChoice }
  /** core 4: the turn passes to the next side. */
  | { kind: 'endTurn' }
  /** core 6: a figure an opponent just moved into contact with turns on the spot, no action (large figures none, 000). */
  | { kind: 'freeSpin'; piece: string; facingDeg: number }
  /** 000 "Aktionen", "Bewegung": the sections named each get a move action, then the figure makes one combined move. */
  | { kind: 'largeMove'; piece: string; sections: readonly string[]; to: Point2; facingDeg?: number; push?: string }
  /** 000 "Einsteigen": a hero boards its side's chariot with a move action. */
  | { kind: 'board'; piece: string; chariot: string }
  /** 000 "Aussteigen": a passenger leaves its chariot with a move action, placed at `to`, any facing. */
  | { kind: 'leave'; piece: string; to: Point2; facingDeg?: number }
  /** 001: the castle's actions (siegeTypes.ts). */
  | SiegeAction
  /** core 10: a formation's move, ranged or close combat (formationTypes.ts). */
  | FormationAction
  /** 003: cavalry's own actions (cavalryTypes.ts). */
  | CavalryAction

/** The players' choices a large figure's action or an attack at one may need (000 "Antreiben", "Großfiguren angreifen"). */
export interface MkLargeChoice {
  /** The section a pushed large figure takes its click on, after its first action. */
  push?: string
  /** The large target's owner's choice between the two sections at a boundary. */
  section?: string
  /** The attacker's choice of another section when the one hit is inactive. */
  redirect?: string
}

/** What the table says about the large figures an action involves (judge/mk/largeFacts.ts). */
export interface MkLargeFacts {
  /** Where each large figure involved stands: its centre point (cm) and facing. */
  placement: Readonly<Record<string, { centre: Point2; facingDeg: number }>>
  /** Who touches each large figure involved, with their centre points; a chariot's own passenger is left out (000 "Passagiere"). */
  touching: Readonly<Record<string, readonly { id: string; side: string; centre: Point2 }[]>>
  /** The template's facts of a large move (R-LF-8), measured to the goal. */
  move?: LargeMoveFacts
  /** For a leaving passenger: the chariot's sections its base touches where it is placed (none when it does not touch). */
  placedTouches?: readonly string[]
  /** For a leaving passenger: what its base would overlap where it is placed (bases, blocking terrain, a drop; R-LF-15). */
  placedOverlaps?: readonly string[]
}

/** What the engine needs measured for an action: the move's path, or one record per attacker-target pair. */
export interface MkActionFacts {
  move?: MkMoveFacts
  pairs?: readonly MkPairFacts[]
  /** Opposing figures in base contact with the acting piece now (core 6). */
  enemiesInContact?: readonly string[]
  /** Large figures and chariots involved (000). */
  large?: MkLargeFacts
  /** The castle's facts (001; siegeTypes.ts). */
  siege?: SiegeFacts
  /** A formation's contacts and moves (core 10; formationTypes.ts). */
  formation?: FormationFacts
  /** Cavalry's facts (003; cavalryTypes.ts). */
  cavalry?: MkCavalryFacts
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
  /** 000 "Einsteigen", "Aussteigen": the table puts the hero on the chariot's rear platform, or takes it off. */
  | { kind: 'boarded'; piece: string; chariot: string }
  | { kind: 'left'; piece: string; chariot: string }
  /** 001: a section's dial, portals or rubble; a ladder (siegeTypes.ts). */
  | SiegeEvent
  /** 003: a rider placed beside its mount, or in a saddle again (cavalryTypes.ts). */
  | CavalryEvent

export interface MkPerformed {
  game: MkGame
  events: MkEvent[]
  breakdown: Breakdown
}
