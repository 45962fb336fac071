import { MK_ABILITIES, MK_ABILITY_ENGLISH, MK_ABILITY_GERMAN, type MkAbility } from '../../../scene/mageknight/dial'
import type { Clause } from '../../kernel/clauses'
import { CASTLE, CORE, largeFigureRule } from './clauses'
import { DEFAULT_MK_CORE_SETTINGS, MKC_RULINGS, type MkCoreSettings } from './settings'

/**
 * The special abilities as data (MAGE-KNIGHT-CORE.md 14): for each ability of `MK_ABILITIES`,
 * its names, the value that usually carries it, where a supplement names it, and its effect in
 * a form the engine applies (`abilities.ts` holds the functions). The supplements name every one
 * of them but describe few: most effects are general knowledge of the core game, marked
 * `generalKnowledge`, with their numbers in `MkCoreSettings`.
 */

/** The four values of a click; an ability is printed as the colour of one of them. */
export type MkValueName = 'speed' | 'attack' | 'defence' | 'damage'

export type MkAbilityEffect =
  /** Damage of an attack taken is `clicks` less, not below 0 (R-MKC-7). */
  | { kind: 'damageReduction'; clicks: number }
  /** No damage from a magic attack (R-MKC-7). */
  | { kind: 'immuneToMagicDamage' }
  /** How the figure moves (R-MKC-10): flight over bases and terrain, swimming through water. */
  | { kind: 'movement'; mode: 'flight' | 'swim' }
  /** No target for a ranged attack while hindering terrain lies on the line of fire or under it (R-MKC-8). */
  | { kind: 'hiddenInHinderingTerrain' }
  /** A ranged attack at every figure within `rangeFactor` of the range, friend or foe, bases not blocking, from and into base contact (R-MKC-9). */
  | { kind: 'areaRangedAttack'; rangeFactor: number }
  /** May make ranged attacks while in base contact with an opposing figure. */
  | { kind: 'shootsInBaseContact' }
  /** Its ranged attack is a magic attack (magic immunity takes its damage away). */
  | { kind: 'magicRangedAttack' }
  /** A friendly ranged attacker in base contact deals `bonus` more damage (R-MKC-11). */
  | { kind: 'damageBonusToFriend'; bonus: number }
  /** At the start of its player's turn a d6 of at least `min` gives one extra action (R-MKC-12). */
  | { kind: 'extraActionRoll'; min: number }
  /** Takes the hit meant for a friendly figure in base contact; not applied by the engine yet. */
  | { kind: 'guardsFriend' }
  /** Damages structures: castle sections may be attacked with it (001 "Das Castle angreifen"). */
  | { kind: 'structureDamage'; attack: 'ranged' | 'melee' }
  /** Sightline knows only which pieces it cannot affect (001, 000 "Allgemeine Regeln"). */
  | { kind: 'notModelled' }

export interface MkAbilityRecord {
  id: MkAbility
  english: string
  /** As the rule texts print it (`MK_ABILITY_GERMAN`). */
  german: string
  /** The value whose colour usually carries it (general knowledge; a figure file says where a click really shows it). */
  printedOn: MkValueName
  /** Where a supplement names it. */
  named: Clause
  effect: MkAbilityEffect
  /** Where the effect is described: our core summary, a ruling of ours, or the supplement. */
  effectClause: Clause
  /** The effect comes from general knowledge of the core game (MAGE-KNIGHT-CORE.md 14), not from 000 or 001. */
  generalKnowledge: boolean
  /** Its name says "Magic": magic immunity protects from it. */
  magic: boolean
  /** 001 "Das Castle angreifen": the category of attackers it makes. */
  castleCategory?: 3 | 4 | 6
  /** Castle sections (001 "Allgemeine Regeln", CASTLE.general) and large figures (000, LARGE.general) it does not affect. */
  notAffecting: { castleSections: boolean; largeFigures: boolean }
}

const WHO_MAY_ATTACK = CASTLE.whoMayAttack
const PASSENGER_DAMAGE = largeFigureRule('Den Passagier verletzen', 'Zähigkeit, Unverwundbarkeit, Magische Immunität')
const LARGE_ABILITIES = largeFigureRule('Spezialfähigkeiten', 'Nur die Sektion, in deren Fenster sie erscheinen')
const ATTACKING_LARGE = largeFigureRule('Großfiguren angreifen', 'Tarnung')
/** 001 and 000 "Allgemeine Regeln": the abilities sections and large figures ignore (vampirism only sections). */
const SECTIONS_IMMUNE: ReadonlySet<MkAbility> = new Set([
  'magicHealing',
  'magicConfusion',
  'magicFrost',
  'vampirism',
  'poison',
  'necromancy',
  'magicLevitation',
])
const LARGE_FIGURES_IMMUNE: ReadonlySet<MkAbility> = new Set([
  'magicHealing',
  'magicConfusion',
  'magicFrost',
  'poison',
  'necromancy',
  'magicLevitation',
])

type Row = Pick<MkAbilityRecord, 'printedOn' | 'named' | 'effect' | 'effectClause' | 'generalKnowledge'> &
  Partial<Pick<MkAbilityRecord, 'castleCategory'>>

function rows(s: MkCoreSettings): Record<MkAbility, Row> {
  const gk = { effectClause: CORE.abilities, generalKnowledge: true }
  const notModelled = (printedOn: MkValueName, named: Clause): Row => ({ printedOn, named, effect: { kind: 'notModelled' }, ...gk })
  return {
    magicBlast: { printedOn: 'attack', named: WHO_MAY_ATTACK, effect: { kind: 'magicRangedAttack' }, ...gk, castleCategory: 3 },
    shockwave: {
      printedOn: 'attack',
      named: WHO_MAY_ATTACK,
      effect: { kind: 'areaRangedAttack', rangeFactor: s.shockwaveRangeFactor },
      effectClause: MKC_RULINGS.shockwave,
      generalKnowledge: true,
      castleCategory: 3,
    },
    sharpshooter: { printedOn: 'damage', named: WHO_MAY_ATTACK, effect: { kind: 'shootsInBaseContact' }, ...gk, castleCategory: 3 },
    explosiveDamage: {
      printedOn: 'damage',
      named: WHO_MAY_ATTACK,
      effect: { kind: 'structureDamage', attack: 'ranged' },
      effectClause: WHO_MAY_ATTACK,
      generalKnowledge: false,
      castleCategory: 4,
    },
    batteringRam: {
      printedOn: 'attack',
      named: WHO_MAY_ATTACK,
      effect: { kind: 'structureDamage', attack: 'melee' },
      effectClause: WHO_MAY_ATTACK,
      generalKnowledge: false,
      castleCategory: 6,
    },
    flight: {
      printedOn: 'speed',
      named: CASTLE.access,
      effect: { kind: 'movement', mode: 'flight' },
      effectClause: MKC_RULINGS.movement,
      generalKnowledge: true,
    },
    magicLevitation: notModelled('speed', CASTLE.access),
    magicHealing: notModelled('damage', CASTLE.general),
    magicConfusion: notModelled('attack', CASTLE.general),
    magicFrost: notModelled('attack', CASTLE.general),
    vampirism: notModelled('attack', CASTLE.general),
    poison: notModelled('attack', CASTLE.general),
    necromancy: notModelled('defence', CASTLE.general),
    toughness: {
      printedOn: 'defence',
      named: PASSENGER_DAMAGE,
      effect: { kind: 'damageReduction', clicks: 1 },
      // The number is 000's own (its example: four clicks become three); the floor and the damage it leaves alone are R-MKC-7.
      effectClause: PASSENGER_DAMAGE,
      generalKnowledge: false,
    },
    invulnerability: {
      printedOn: 'defence',
      named: PASSENGER_DAMAGE,
      effect: { kind: 'damageReduction', clicks: s.invulnerabilityReduction },
      effectClause: MKC_RULINGS.damageReduction,
      generalKnowledge: true,
    },
    magicImmunity: {
      printedOn: 'defence',
      named: PASSENGER_DAMAGE,
      effect: { kind: 'immuneToMagicDamage' },
      effectClause: MKC_RULINGS.damageReduction,
      generalKnowledge: true,
    },
    bodyguard: { printedOn: 'defence', named: LARGE_ABILITIES, effect: { kind: 'guardsFriend' }, ...gk },
    magicEnhancement: {
      printedOn: 'damage',
      named: LARGE_ABILITIES,
      effect: { kind: 'damageBonusToFriend', bonus: s.magicEnhancementBonus },
      effectClause: MKC_RULINGS.magicEnhancement,
      generalKnowledge: true,
    },
    stealth: {
      printedOn: 'speed',
      named: ATTACKING_LARGE,
      effect: { kind: 'hiddenInHinderingTerrain' },
      effectClause: MKC_RULINGS.stealth,
      generalKnowledge: true,
    },
    leadership: {
      printedOn: 'damage',
      named: CASTLE.portals,
      effect: { kind: 'extraActionRoll', min: s.leadershipMin },
      effectClause: MKC_RULINGS.leadership,
      generalKnowledge: true,
    },
    swim: {
      printedOn: 'speed',
      named: LARGE_ABILITIES,
      effect: { kind: 'movement', mode: 'swim' },
      effectClause: MKC_RULINGS.movement,
      generalKnowledge: true,
    },
  }
}

/** Every ability's record under `settings`, in the order of `MK_ABILITIES`. */
export function abilityTable(settings: MkCoreSettings = DEFAULT_MK_CORE_SETTINGS): ReadonlyMap<MkAbility, MkAbilityRecord> {
  const r = rows(settings)
  return new Map(
    MK_ABILITIES.map((id) => [
      id,
      {
        id,
        english: MK_ABILITY_ENGLISH[id],
        german: MK_ABILITY_GERMAN[id],
        magic: MK_ABILITY_ENGLISH[id].startsWith('Magic '),
        notAffecting: { castleSections: SECTIONS_IMMUNE.has(id), largeFigures: LARGE_FIGURES_IMMUNE.has(id) },
        ...r[id],
      },
    ]),
  )
}
