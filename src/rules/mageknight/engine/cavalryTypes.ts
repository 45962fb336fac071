import type { Point2 } from '../../../math/planar'
import type { CavalryDial, OverwhelmFacts, TrampleFacts } from '../cavalry'

/**
 * The engine's vocabulary for cavalry (003): which figures are mounts and riders and who sits in
 * which saddle (`MkGame.cavalry`), the cavalry actions a player gives, the choices of dial an
 * action or an attack names, the facts the judge measures for them and the events the table
 * carries out. A cavalry unit is one piece of the game with two dials: the mount's piece (its id
 * is the unit's, its action tokens the unit's) and the rider's piece in the saddle.
 */

export interface MkCavalry {
  /** The card of every mount and rider in the game, piece id to card id (null-prototype). */
  cards: Readonly<Record<string, string>>
  /** Each mount's rider in the saddle, or null for a mount without one (null-prototype). */
  saddle: Readonly<Record<string, string | null>>
  /** 003 "Dark Riders Subfaction": mounts whose eliminated Dark Rider stays in the saddle. */
  deadRiderInSaddle?: readonly string[]
  /** 003 "Dark Unity": the turn number in which each unit last used it (once in a command phase). */
  darkUnityTurn?: Readonly<Record<string, number>>
}

/** The players' dial choices an action involving cavalry may need (003 "Giving Actions", "Attacking and Damaging"). */
export interface MkCavalryChoice {
  /** The acting unit's dial for a close, ranged or special action (the player's choice). */
  dial?: CavalryDial
  /** The defending unit's dial, the attacker's choice (a trampling player's too, R-MKK-9). */
  targetDial?: CavalryDial
  /** The dial pushing damage goes on, the owner's choice. */
  pushDial?: CavalryDial
}

export type CavalryAction =
  /** 003 "Dismounted Riders": the unit's special action; the rider is placed in base contact. */
  | { kind: 'dismount'; piece: string }
  /** 003 "Dismounted Riders": a dismounted rider's special action to gain a friendly mount it touches. */
  | { kind: 'remount'; piece: string; mount: string; cavalry?: MkCavalryChoice }
  /** 003 "Overwhelm": a move action into base contact with one opposing cavalry unit, then the d6. */
  | { kind: 'overwhelm'; piece: string; target: string; to: Point2; facingDeg: number }
  /** 003 "Trample": a straight move action through the front arc that may cross bases. */
  | { kind: 'trample'; piece: string; to: Point2; facingDeg: number; cavalry?: MkCavalryChoice }
  /** 003 "Mounted Bound": a ranged combat action: the mount's full move, then the rider shoots. */
  | { kind: 'mountedBound'; piece: string; to: Point2; facingDeg: number; targets: readonly string[]; cavalry?: MkCavalryChoice }
  /** 003 "Mounted Charge": a close combat action: the mount's full move, then the chosen dial fights. */
  | { kind: 'mountedCharge'; piece: string; to: Point2; facingDeg: number; target: string; cavalry?: MkCavalryChoice }
  /** 003 "Dark Unity": at the start of its owner's command phase, 1 pushing damage to the rider heals the mount 1. */
  | { kind: 'darkUnity'; piece: string }
  /**
   * 003 "Giving Actions to a Cavalry Unit": a rider picks up (`pickUp`) or drops `item`, the token
   * in base contact with the mount. Our game has no items (R-MKK-28): always refused, by the rule.
   */
  | { kind: 'item'; piece: string; item: string; pickUp: boolean }

/** What the judge measures for an action that involves cavalry (judge/mk/cavalryFacts.ts). */
export interface MkCavalryFacts {
  /** Where each unit's rider would be placed in base contact with its mount now, null when there is no room (R-CVG.4). */
  riderPlaces?: Readonly<Record<string, Point2 | null>>
  /** 003 "Trample": the path and the bases it crosses (geometry/mk/tramplePath.ts). */
  trample?: TrampleFacts
  /** 003 "Overwhelm": contacts before and at the end of the move; the target's room comes from `riderPlaces`. */
  overwhelm?: Omit<OverwhelmFacts, 'roomForRider'>
  /** 003 "Dismounted Riders": the dismounted rider touches the mount it would gain. */
  remountContact?: boolean
  /** 003 "Nature's Ally": the attack's targets whose base lies in hindering terrain (R-MKT.6); absent: none measured. */
  inHinderingTerrain?: readonly string[]
}

export type CavalryEvent =
  /** A rider leaves its saddle for a place in base contact with its mount (dismounted, overwhelmed or its mount eliminated). */
  | { kind: 'riderPlaced'; piece: string; mount: string; to: Point2 }
  /** A dismounted rider sits in a mount's saddle again; `side` is the unit's side (a mean-spirited mount's new owner). */
  | { kind: 'remounted'; piece: string; mount: string; side: string }
