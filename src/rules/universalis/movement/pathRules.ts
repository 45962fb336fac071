import type { PathRules } from '../../../geometry/types'
import type { Passability } from '../../../scene/terrainTypes'
import type { MovementType } from '../../../scene/cards/unitCard'
import { DEFAULT_FALL_SETTINGS, type FallSettings } from './falling'

/**
 * What the path planner may do with a model (8.1, 8.3, 8.5 to 8.8, 9.4): the rules' numbers
 * handed to the geometry as `PathRules`, and the settings players may disagree on
 * (docs/RULINGS.md, "Movement").
 */

export interface MovementSettings {
  /**
   * R-8.8f: which risks the planner may take on the way. `none`: no jump that needs a movement
   * test and no drop above H (it climbs down instead); `tests`: jumps up to twice the speed and
   * drops up to 2H, each with its test; `damage`: drops of any height too (automatic hit).
   */
  risk: 'none' | 'tests' | 'damage'
  /** R-8.3a: 8.3's 3 cm from enemies holds at the end of a move (`end`) or along all of it (`whole`). */
  enemyGap: 'end' | 'whole'
  /** 8.3: distance to keep from enemy bases, cm. */
  enemyDistance: number
  /** R-8.3b: friendly bases may be passed through (never ended on). */
  passThroughFriends: boolean
  /** R-8.3c: base contact for a charge: edge distance at most this, cm. */
  contactTolerance: number
  /** 8.1 Rad: extra cm per move action on roads. */
  wheelsRoadBonus: number
  /** 8.9: a model that moved more than this (cm) in its initiative phase is fast. */
  fastThreshold: number
  /** R-8.8a/b and R-8.7a, shared with falling.ts. */
  fall: FallSettings
}

export const DEFAULT_MOVEMENT_SETTINGS: MovementSettings = {
  risk: 'none',
  enemyGap: 'end',
  enemyDistance: 3,
  passThroughFriends: true,
  contactTolerance: 0.1,
  wheelsRoadBonus: 2,
  fastThreshold: 20,
  fall: DEFAULT_FALL_SETTINGS,
}

export function movementSettings(partial: Partial<MovementSettings> = {}): MovementSettings {
  const s = { ...DEFAULT_MOVEMENT_SETTINGS, ...partial, fall: { ...DEFAULT_FALL_SETTINGS, ...partial.fall } }
  for (const key of ['enemyDistance', 'contactTolerance', 'wheelsRoadBonus', 'fastThreshold'] as const) {
    if (!Number.isFinite(s[key]) || s[key] < 0)
      throw new Error(`rules: MovementSettings.${key} must be a non-negative number, got ${s[key]}`)
  }
  return s
}

/** The mover as the rules see it. `height` is the profile height that counts (prone: one smaller, 8.10). */
export interface Mover {
  id: string
  side: string
  movementType: MovementType
  /** GK in cm after the load penalty (4.4). */
  speed: number
  prone: boolean
  height: number
}

/** Another figure on the table (for 8.3: enemies block, friends may be passed). */
export interface Bystander {
  id: string
  side: string
}

/**
 * PathRules for a mover.
 * - Legs, tracks, wheels: climb up to 2H at twice the height (8.7), ladders as measured (8.6),
 *   drops and jumps as far as `risk` allows (8.5, 8.8), never a jump when prone (8.5),
 *   impassable pieces blocked (9.4).
 * - Hover: as legs, but passability is ignored (8.1 Schweben).
 * - Flight (R-8.1a): through the air: any height climbed or descended, counted once, no drop
 *   or jump limits, passability ignored (9.1: a model above a piece is not affected by it).
 * - Stationary: nothing (the move is refused before planning).
 */
export function pathRulesFor(
  mover: Mover,
  others: readonly Bystander[],
  passability: Readonly<Record<string, Passability>>,
  settings: MovementSettings = DEFAULT_MOVEMENT_SETTINGS,
): PathRules {
  const H = mover.height
  const slack = settings.fall.limitTolerance
  const enemies = others.filter((o) => o.side !== mover.side && o.id !== mover.id).map((o) => o.id)
  const friends = others.filter((o) => o.side === mover.side && o.id !== mover.id).map((o) => o.id)
  const blockingFigures = settings.passThroughFriends ? enemies : [...enemies, ...friends]
  const figureClearance = settings.enemyGap === 'whole' ? settings.enemyDistance : 0
  if (mover.movementType === 'flight') {
    // Gaps are flown straight across; the search looks for a far side up to twice the speed away.
    return {
      climbLimit: Infinity,
      climbFactor: 1,
      ladderFactor: 1,
      dropLimit: Infinity,
      jumpLimit: 2 * mover.speed,
      slack,
      blockedTerrain: [],
      blockingFigures,
      figureClearance,
    }
  }
  const ignorePassability = mover.movementType === 'hover'
  const blockedTerrain = ignorePassability
    ? []
    : Object.entries(passability)
        .filter(([, p]) => p === 'impassable')
        .map(([id]) => id)
  const dropLimit = settings.risk === 'none' ? H : settings.risk === 'tests' ? 2 * H : Infinity
  const jumpLimit = mover.prone ? 0 : settings.risk === 'none' ? mover.speed : 2 * mover.speed
  return {
    climbLimit: 2 * H,
    climbFactor: settings.fall.climbCostFactor,
    ladderFactor: 1,
    dropLimit,
    jumpLimit,
    slack,
    blockedTerrain,
    blockingFigures,
    figureClearance,
  }
}
