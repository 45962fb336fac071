import type { Attribute, DamageProfile, UnitCard } from '../../../scene/cards/unitCard'
import type { Clause } from '../../kernel/clauses'

/**
 * The state of a Universalis game as plain data: one record per model (a scene figure with a
 * unit card) plus the round. Positions stay in the scene; what the table says about them
 * (sight, distances, contact, surfaces) comes from the geometry layer as input to each rule.
 * Rules functions never mutate a state: they return a new one.
 */

/** 18.3 the colossus hit zones: Rumpf, linke Seite, rechte Seite, Bewegung. */
export const HIT_ZONES = ['hull', 'left', 'right', 'movement'] as const
export type HitZone = (typeof HIT_ZONES)[number]

/** 16: passive or active camouflage of a level; `hidden` while camouflaged, false once revealed (16.3). */
export interface CamouflageState {
  mode: 'passive' | 'active'
  level: number
  hidden: boolean
  /** Full move actions since it was revealed; at 2 it hides again if it may (16.3). */
  fullMovesSinceReveal: number
  /** 15.7.3: the round in which it launched an attack from hiding (+2 NK for that round). */
  ambushRound?: number
}

export interface ModelTokens {
  /** 11.5 shock tokens waiting for AP. */
  shock: number
  /** 11.1 burning, with the damage profile of the weapon that set it on fire. */
  burning: DamageProfile | null
  /** 11.6 poison markers and the profile of the weapon that poisoned it. */
  poison: { count: number; profile: DamageProfile } | null
  /** 11.4 panic marker. */
  panic: boolean
  /** 8.9 fast movement token (moved more than 20 cm in its initiative phase). */
  fast: boolean
  /** 14.2 overwatch (Feuerbereitschaft) with the chosen weapon's name. */
  overwatch: string | null
  /** 15.3 defence (Verteidigung) token. */
  defence: boolean
  /** 12.7 names of the weapons that need reloading. */
  reload: string[]
}

export interface ModelState {
  /** The scene figure's id. */
  id: string
  side: string
  card: UnitCard
  /** 4.1: AP available now, 0..12. */
  ap: number
  /** Hit points lost (3.5); for a colossus the hull's (18.3). */
  hpLost: number
  /** 18.3 colossi only: hit points lost per zone (hull mirrors hpLost). */
  zoneHpLost?: Record<HitZone, number>
  /** 18.3.2 colossi only: the result of the W12 table once the movement zone is destroyed. */
  colossusMovement?: 'immobile' | 'immobile-no-turn' | 'toppled'
  /** 11.3: has fallen into the critical state (only once). */
  critical: boolean
  /** 11.2 */
  eliminated: boolean
  /** 8.10 */
  prone: boolean
  tokens: ModelTokens
  camouflage: CamouflageState | null
  /** 7.3, 12.8, 17.4: uses left, keyed `weapon:NAME`, `trait:NAME`, `equipment:NAME`. Absent key: unlimited. */
  usesLeft: Record<string, number>
  /** 20.1: the powers taken into this game. */
  powers: string[]
  /** 20.2.6: lasting powers of this model in play. */
  activePowers: string[]
  /** 19.2: a telematon's operator (a model id). */
  operatorId?: string
  /** Has had its initiative phase this round (5.5). */
  activated: boolean
  /** cm actually moved in the current initiative phase (8.9). */
  movedThisPhase: number
  /** 4.5.1: the one EH test per initiative phase to ignore a direct threat has been taken. */
  threatTestTaken: boolean
  /** R-11.4b: a panicking model that reached the table edge has left the game (not eliminated). */
  offTable?: boolean
  /**
   * 4.5.1: the direct threats found at the start of this initiative phase that the model must
   * attack (cleared when its EH test to ignore them succeeds); telematons carry their
   * operator's (19.6). Absent or empty: none.
   */
  directThreats?: string[]
  /** 3.7.2: temporary profile modifiers in force (equipment in use, powers); absent means none. */
  profileModifiers?: ProfileModifier[]
  /**
   * 8.3 Drehen, 8.1 Flug (R-E.9a): the facing in degrees clockwise from the table's north edge
   * (z = 0), 0 <= facing < 360. The scene has no facing; absent until a scenario gives one or the
   * model turns.
   */
  facingDeg?: number
  /** Actions (not reactions) taken this round, for 8.1 flight's "als erste Aktion" (R-E.9b); reset at the round start. */
  actionsThisRound?: number
  /** R-19.4a: this round the telematon's actions are paid from its operator's AP first (startRound option). */
  apFromOperatorFirst?: boolean
  /** R-18.3c: the players' map of a colossus's weapons to the side they sit on (wins over the card's `mount`). */
  weaponMounts?: Readonly<Record<string, 'left' | 'right' | 'hull'>>
}

/** 3.7.2: a temporary change of an attribute while its source (equipment, power) is active. */
export interface ProfileModifier {
  attribute: Attribute
  value: number
  /** What grants it, e.g. `equipment:Stim` or `power:Bless`. */
  source: string
  clause: Clause
}

export type GamePhase = 'deployment' | 'round' | 'over'

export interface GameState {
  round: number
  phase: GamePhase
  /** Sides in play, in the order of the scene. */
  sides: string[]
  /** 2.3 group leader per side. */
  leaders: Record<string, string>
  models: Record<string, ModelState>
  /** Model ids whose initiative phase is running now (two may be chosen at once, 5.5.2). */
  active: string[]
  /** Side that has won (5.7, surrender or victory). */
  winner?: string
  /** 5.5.2: the chosen models whose initiative phases follow, in order (round.ts). */
  queue?: string[]
  /** 5.7: the round has been ended (AP halved); the next call is the next round's start. */
  roundEnded?: boolean
  /** Plain-language record of what happened, for the scenario driver and the view. */
  log: string[]
}

export const usesKey = (kind: 'weapon' | 'trait' | 'equipment', name: string) => `${kind}:${name}`

/** A model's starting record (before its first round): 6 AP (telematons 2), nothing lost. */
export function newModelState(
  id: string,
  side: string,
  card: UnitCard,
  options: { prone?: boolean; operatorId?: string; powers?: string[] } = {},
): ModelState {
  const usesLeft: Record<string, number> = {}
  for (const w of card.weapons ?? []) if (w.uses) usesLeft[usesKey('weapon', w.name)] = w.uses
  for (const t of card.traits ?? []) if (t.uses) usesLeft[usesKey('trait', t.name)] = t.uses
  for (const e of card.equipment ?? []) if (e.uses) usesLeft[usesKey('equipment', e.name)] = e.uses
  return {
    id,
    side,
    card,
    ap: card.type === 'telematon' ? 2 : 6,
    hpLost: 0,
    zoneHpLost: card.type === 'colossus' ? { hull: 0, left: 0, right: 0, movement: 0 } : undefined,
    critical: false,
    eliminated: false,
    prone: options.prone ?? false,
    tokens: { shock: 0, burning: null, poison: null, panic: false, fast: false, overwatch: null, defence: false, reload: [] },
    camouflage: null,
    usesLeft,
    powers: options.powers ?? [],
    activePowers: [],
    operatorId: options.operatorId,
    activated: false,
    movedThisPhase: 0,
    threatTestTaken: false,
  }
}

/**
 * Is there a model with this id? Ids come from players and files: `constructor` or `__proto__`
 * must not find Object's own members, so the lookup asks for the record's own keys only.
 */
export const hasModel = (game: GameState, id: string): boolean => Object.hasOwn(game.models, id)

/** The model with this id, or undefined (own keys only, as hasModel). */
export const modelOrUndefined = (game: GameState, id: string): ModelState | undefined => (hasModel(game, id) ? game.models[id] : undefined)

/** The model with this id; throws naming the argument (`field`) when the game has none. */
export function requireModel(game: GameState, id: string, field = 'modelId'): ModelState {
  const m = modelOrUndefined(game, id)
  if (!m) throw new Error(`${field}: no model "${id}" in the game`)
  return m
}

/** Returns a copy of `state` with one model replaced by `update(model)`. */
export function withModel(state: GameState, id: string, update: (m: ModelState) => ModelState): GameState {
  return { ...state, models: { ...state.models, [id]: update(requireModel(state, id, 'withModel')) } }
}
