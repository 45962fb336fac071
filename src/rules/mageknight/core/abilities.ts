import type { MkAbility, MkSpeedSymbol } from '../../../scene/mageknight/dial'
import type { RulingLine } from '../../kernel/clauses'
import { detailed } from '../../kernel/detail'
import type { Modifier } from '../../kernel/resolution'
import { abilityTable, type MkAbilityRecord } from './abilityTable'
import { CORE, largeFigureRule } from './clauses'
import type { MkStats } from './dial'
import { refuse, type Resolution } from './refusals'
import { DEFAULT_MK_CORE_SETTINGS, MKC_RULINGS, type MkCoreSettings } from './settings'

/**
 * What the special abilities do, as functions the engine calls (MAGE-KNIGHT-CORE.md 14; the
 * records are in `abilityTable.ts`): the damage a figure takes, whether it may shoot in base
 * contact, how it moves, whether stealth hides it. Abilities apply while the current click shows
 * them, so every function takes the abilities of the click (`statsOf(piece).abilities`).
 * Support abilities of other figures (magic enhancement, leadership) are in `supportAbilities.ts`.
 */

export { abilityTable, type MkAbilityEffect, type MkAbilityRecord, type MkValueName } from './abilityTable'

const DEFAULT_TABLE = abilityTable()
const tableFor = (settings: MkCoreSettings) => (settings === DEFAULT_MK_CORE_SETTINGS ? DEFAULT_TABLE : abilityTable(settings))

/** One ability's record. */
export const abilityRecord = (id: MkAbility, settings: MkCoreSettings = DEFAULT_MK_CORE_SETTINGS): MkAbilityRecord => {
  const record = tableFor(settings).get(id)
  if (!record) throw new RangeError(`abilityRecord: no ability "${String(id)}"`)
  return record
}

/** The records of the abilities a click shows, each once, in the order the click prints them. */
export function abilitiesOf(stats: Pick<MkStats, 'abilities'>, settings: MkCoreSettings = DEFAULT_MK_CORE_SETTINGS): MkAbilityRecord[] {
  return [...new Set(stats.abilities)].map((id) => abilityRecord(id, settings))
}

/** What dealt the damage: an attack (reduced by the target's abilities), or pushing or a critical miss (never reduced, R-MKC-7). */
export type DamageSource = 'attack' | 'pushing' | 'criticalMiss'

export interface DamageTaken {
  /** Clicks the target takes. */
  damage: number
  /** Each reduction with its clause; their values add up to `damage` minus the damage dealt. */
  modifiers: Modifier[]
}

/**
 * The clicks a target showing `targetAbilities` takes from `damage` (R-MKC-7): a magic attack
 * deals none to magic immunity; otherwise toughness takes 1 click off (000 "Den Passagier
 * verletzen") and invulnerability `invulnerabilityReduction`, the larger of the two only, never
 * below 0. Damage from pushing or a critical miss is not reduced. Throws on a damage that is not
 * a whole number >= 0.
 */
export function damageTaken(
  damage: number,
  targetAbilities: readonly MkAbility[],
  attack: { magic: boolean; source?: DamageSource },
  settings: MkCoreSettings = DEFAULT_MK_CORE_SETTINGS,
): DamageTaken {
  if (!Number.isInteger(damage) || damage < 0) throw new RangeError(`damageTaken: damage must be a whole number >= 0, got ${damage}`)
  const source = attack.source ?? 'attack'
  if (source !== 'attack' || damage === 0) return { damage, modifiers: [] }
  const has = (a: MkAbility) => targetAbilities.includes(a)
  if (attack.magic && has('magicImmunity'))
    return {
      damage: 0,
      modifiers: [
        {
          key: 'magicImmunity',
          value: -damage,
          clause: MKC_RULINGS.damageReduction,
          ...detailed('ability.magicImmunity', 'magic immunity: no damage from a magic attack'),
        },
      ],
    }
  const reducers = (['toughness', 'invulnerability'] as const)
    .filter(has)
    .map((id) => {
      const r = abilityRecord(id, settings)
      return { id, clicks: r.effect.kind === 'damageReduction' ? r.effect.clicks : 0, clause: r.effectClause }
    })
    .sort((a, b) => b.clicks - a.clicks)
  const best = reducers[0]
  if (!best) return { damage, modifiers: [] }
  const off = Math.min(best.clicks, damage)
  const modifier: Modifier = {
    key: best.id,
    value: -off,
    clause: best.clause,
    ...detailed('ability.damageReduction', '{ability}: {clicks} click(s) less damage, not below 0', {
      ability: best.id,
      clicks: best.clicks,
    }),
  }
  return { damage: damage - off, modifiers: [modifier] }
}

/**
 * May a figure showing `abilities` make a ranged attack while in base contact with an opposing
 * figure (core 6 forbids it)? Sharpshooter may (general knowledge, core 14); so may shockwave,
 * whose blast takes in the figures around it (R-MKC-9).
 */
export function mayShootInContact(abilities: readonly MkAbility[]): {
  allowed: boolean
  by: 'sharpshooter' | 'shockwave' | null
  line: RulingLine
} {
  const by = abilities.includes('sharpshooter') ? 'sharpshooter' : abilities.includes('shockwave') ? 'shockwave' : null
  const clause = by === 'sharpshooter' ? CORE.abilities : by === 'shockwave' ? MKC_RULINGS.shockwave : CORE.baseContact
  const said =
    by === null
      ? detailed('ability.noShotInContact', 'no ability lets it shoot in base contact')
      : detailed('ability.shotInContact', '{ability} lets it shoot in base contact', { ability: by })
  return { allowed: by !== null, by, line: { key: 'shootInContact', value: by !== null, clause, ...said } }
}

export interface MovementAbilities {
  /** Moves by flight: over figure bases and all terrain, never ending on a base or in blocking terrain. */
  flight: boolean
  /** Moves through water as through clear terrain. */
  swim: boolean
  /** Enters and leaves castle sections without an access point (001 "Zugangspunkte": by flight). */
  entersSectionsAnywhere: boolean
  /** Breaking away succeeds on a d6 of at least this (core 6, R-MKC-2; flight R-MKC-10). */
  breakAwayMin: number
  lines: RulingLine[]
}

/** 000 "Passagiere": a chariot's passenger's movement abilities are ignored. */
const PASSENGER = largeFigureRule('Passagiere', 'Bewegungs-Spezialfähigkeiten des Passagiers')

/**
 * How a figure showing `abilities` moves (R-MKC-10): flight when the click shows it or the
 * dial's speed symbol is the wing, swimming when it shows swim or the symbol is the wave. A
 * passenger's movement abilities are ignored (000). Large figures break away by their own rule
 * (000 "Allgemeine Regeln", src/rules/mageknight/large).
 */
export function movementAbilities(
  abilities: readonly MkAbility[],
  options: { speedSymbol?: MkSpeedSymbol; passenger?: boolean } = {},
  settings: MkCoreSettings = DEFAULT_MK_CORE_SETTINGS,
): MovementAbilities {
  if (options.passenger)
    return {
      flight: false,
      swim: false,
      entersSectionsAnywhere: false,
      breakAwayMin: settings.breakAwayMin,
      lines: [
        {
          key: 'movementAbilities',
          value: 'none',
          clause: PASSENGER,
          ...detailed('ability.passenger', 'a passenger moves without its movement abilities'),
        },
      ],
    }
  const flight = abilities.includes('flight') || options.speedSymbol === 'wing'
  const swim = abilities.includes('swim') || options.speedSymbol === 'wave'
  const lines: RulingLine[] = []
  if (flight)
    lines.push({
      key: 'flight',
      value: true,
      clause: MKC_RULINGS.movement,
      ...detailed('ability.flight', 'flight: over bases and terrain, breaks away on {min} or more', { min: settings.flightBreakAwayMin }),
    })
  if (swim)
    lines.push({ key: 'swim', value: true, clause: MKC_RULINGS.movement, ...detailed('ability.swim', 'swim: water as clear terrain') })
  return {
    flight,
    swim,
    entersSectionsAnywhere: flight,
    breakAwayMin: flight ? settings.flightBreakAwayMin : settings.breakAwayMin,
    lines,
  }
}

/**
 * May a figure showing `targetAbilities` be the target of a ranged attack? Stealth hides it
 * while hindering terrain lies on the line of fire or under its base (R-MKC-8, simplified: the
 * judge says whether there is any).
 */
export function mayBeRangedTarget(
  targetId: string,
  targetAbilities: readonly MkAbility[],
  facts: { hinderingTerrain: boolean },
): Resolution<{ stealth: boolean }> {
  const stealth = targetAbilities.includes('stealth')
  if (stealth && facts.hinderingTerrain)
    return refuse(
      'hidden-by-stealth',
      `${targetId} shows stealth and hindering terrain lies on the line of fire or under it`,
      MKC_RULINGS.stealth,
      {
        target: targetId,
      },
    )
  const lines: RulingLine[] = stealth
    ? [
        {
          key: 'stealth',
          value: false,
          clause: MKC_RULINGS.stealth,
          ...detailed('ability.stealthInOpen', 'stealth, but no hindering terrain on the line of fire'),
        },
      ]
    : []
  return { ok: true, value: { stealth }, breakdown: { modifiers: [], rolls: [], lines } }
}

/** R-MKC-9: how far a shockwave reaches, in inches, from the shooter's range. */
export function shockwaveReachIn(
  rangeIn: number,
  settings: MkCoreSettings = DEFAULT_MK_CORE_SETTINGS,
): { reachIn: number; line: RulingLine } {
  if (!Number.isFinite(rangeIn) || rangeIn < 0) throw new RangeError(`shockwaveReachIn: rangeIn must be finite and >= 0, got ${rangeIn}`)
  const reachIn = rangeIn * settings.shockwaveRangeFactor
  return {
    reachIn,
    line: {
      key: 'shockwaveReach',
      value: reachIn,
      clause: MKC_RULINGS.shockwave,
      ...detailed('ability.shockwaveReach', 'shockwave: every figure within {reach} in ({factor} of range {range} in)', {
        reach: reachIn,
        factor: settings.shockwaveRangeFactor,
        range: rangeIn,
      }),
    },
  }
}
