import { MK_ABILITY_GERMAN, type MkAbility } from '../../../scene/mageknight/dial'
import type { WeaponEffect } from '../../../scene/cards/unitCard'
import type { RulingLine } from '../../kernel/clauses'
import { detailed, type Detailed } from '../../kernel/detail'
import { CASTLE } from '../core/clauses'
import { statsOf, type MkPiece } from '../core/dial'
import { DEFAULT_MK_CASTLE_SETTINGS, MK_RULINGS, type MkCastleSettings } from './settings'
import { refuse, type Resolution } from './refusals'

/**
 * 001 "Das Castle angreifen": only six kinds of attacker may attack a castle section, in melee
 * or at range; nobody may attack the section they stand on; a formation may attack a section
 * only when every member may.
 */
export type SectionAttackCategory = 1 | 2 | 3 | 4 | 5 | 6

/** What each category is, as the detail of the lines that name it (said in German by the view). */
export const SECTION_ATTACK_CATEGORIES: Record<SectionAttackCategory, Detailed> = {
  1: detailed('sectionAttackCategory.multiDial', 'figure with more than one combat dial'),
  2: detailed('sectionAttackCategory.titan', 'titan'),
  3: detailed('sectionAttackCategory.rangedAbility', 'ranged attack with Magic Blast, Shockwave or Sharpshooter'),
  4: detailed('sectionAttackCategory.explosive', 'ranged attack dealing explosive damage'),
  5: detailed('sectionAttackCategory.printedDamage', 'printed damage value of 4 or more'),
  6: detailed('sectionAttackCategory.batteringRam', 'melee attack with Battering Ram'),
}

/** What decides the categories, as plain facts about one attack. */
export interface SectionAttackerFacts {
  attackerId: string
  attackKind: 'melee' | 'ranged'
  dialCount: number
  titan: boolean
  /** Special abilities the attacker uses in this attack (shown on its current click). */
  abilitiesUsed: readonly MkAbility[]
  /** The printed damage value of the current click, before any modifier (R-MK-6b). */
  printedDamage: number
  /** The attacker stands on the section it would attack. */
  standsOnTarget: boolean
}

const RANGED_ABILITIES: readonly MkAbility[] = ['magicBlast', 'shockwave', 'sharpshooter']

/** The categories an attack falls in (empty: it may not attack a section). */
export function sectionAttackCategories(f: SectionAttackerFacts): SectionAttackCategory[] {
  const c: SectionAttackCategory[] = []
  if (f.dialCount > 1) c.push(1)
  if (f.titan) c.push(2)
  if (f.attackKind === 'ranged' && f.abilitiesUsed.some((a) => RANGED_ABILITIES.includes(a))) c.push(3)
  if (f.attackKind === 'ranged' && f.abilitiesUsed.includes('explosiveDamage')) c.push(4)
  if (f.printedDamage >= 4) c.push(5)
  if (f.attackKind === 'melee' && f.abilitiesUsed.includes('batteringRam')) c.push(6)
  return c
}

export interface SectionAttackPermission {
  categories: SectionAttackCategory[]
  lines: RulingLine[]
}

/** Whether this attack may target a castle section; a refusal says why not. */
export function mayAttackSection(f: SectionAttackerFacts): Resolution<SectionAttackPermission> {
  if (f.standsOnTarget)
    return refuse('attacker-stands-on-section', `${f.attackerId} stands on the section and may not attack it`, CASTLE.whoMayAttack)
  const categories = sectionAttackCategories(f)
  if (categories.length === 0) {
    const used = f.abilitiesUsed.length ? f.abilitiesUsed.map((a) => MK_ABILITY_GERMAN[a]).join(', ') : 'no special ability'
    return refuse(
      'attacker-in-no-category',
      `${f.attackerId} may not attack castle sections: one dial, not a titan, ${used} in a ${f.attackKind} attack, printed damage ${f.printedDamage} (below 4); none of the six categories applies`,
      CASTLE.whoMayAttack,
    )
  }
  const lines: RulingLine[] = categories.map((n) => ({
    key: 'sectionAttackCategory',
    value: n,
    clause: CASTLE.whoMayAttack,
    ...SECTION_ATTACK_CATEGORIES[n],
  }))
  if (categories.includes(5)) lines.push({ key: 'printedDamage', value: f.printedDamage, clause: MK_RULINGS.printedDamage })
  return { ok: true, value: { categories, lines }, breakdown: { modifiers: [], rolls: [], lines } }
}

/**
 * Facts for an MK piece attacking with the given abilities. An ability it does not show on its
 * current click cannot be used (refused with the ability's name).
 */
export function attackerFactsOf(
  piece: MkPiece,
  attackKind: 'melee' | 'ranged',
  abilitiesUsed: readonly MkAbility[],
  standsOnTarget: boolean,
  dial = 0,
): Resolution<SectionAttackerFacts> {
  const s = statsOf(piece, dial)
  const missing = abilitiesUsed.filter((a) => !s.abilities.includes(a))
  if (missing.length)
    return refuse(
      'ability-not-on-click',
      `${piece.id} does not show ${missing.map((a) => MK_ABILITY_GERMAN[a]).join(', ')} on its current click`,
      CASTLE.whoMayAttack,
    )
  return {
    ok: true,
    value: {
      attackerId: piece.id,
      attackKind,
      dialCount: piece.dials.length,
      titan: piece.titan,
      abilitiesUsed,
      printedDamage: s.damage,
      standsOnTarget,
    },
    breakdown: { modifiers: [], rolls: [], lines: [] },
  }
}

/** A formation may attack a section only when every member may (001 "Das Castle angreifen"). */
export function mayFormationAttackSection(members: readonly SectionAttackerFacts[]): Resolution<SectionAttackPermission[]> {
  const results: SectionAttackPermission[] = []
  for (const m of members) {
    const r = mayAttackSection(m)
    if (!r.ok)
      return refuse('formation-member-may-not-attack', `formation refused: ${r.refusal.reason}`, CASTLE.whoMayAttack, {
        member: m.attackerId,
        because: r.refusal.code,
      })
    results.push(r.value)
  }
  return { ok: true, value: results, breakdown: { modifiers: [], rolls: [], lines: results.flatMap((r) => r.lines) } }
}

/**
 * R-MK-6a: a Universalis model against a castle section. `heavy-weapons` (default): a colossus
 * counts like a titan, a weapon with the explosive or structure-damaging effect like explosive
 * damage (category 4, at range) or a battering ram (category 6, in melee); anything else may not.
 */
export function universalisMayAttackSection(
  model: { id: string; colossus: boolean; weaponEffects: readonly WeaponEffect[]; attackKind: 'melee' | 'ranged'; standsOnTarget: boolean },
  settings: MkCastleSettings = DEFAULT_MK_CASTLE_SETTINGS,
): Resolution<SectionAttackPermission> {
  const clause = MK_RULINGS.universalisAttackers
  if (model.standsOnTarget)
    return refuse('attacker-stands-on-section', `${model.id} stands on the section and may not attack it`, CASTLE.whoMayAttack)
  if (settings.universalisSectionAttack === 'never')
    return refuse(
      'universalis-section-attacks-off',
      `setting universalisSectionAttack = never: Universalis models may not attack castle sections`,
      clause,
    )
  const lines: RulingLine[] = []
  let categories: SectionAttackCategory[] = []
  if (settings.universalisSectionAttack === 'any') lines.push({ key: 'universalisSectionAttack', value: 'any', clause })
  else {
    const heavy = model.weaponEffects.includes('explosive') || model.weaponEffects.includes('structureDamaging')
    if (model.colossus) categories.push(2)
    if (heavy) categories.push(model.attackKind === 'ranged' ? 4 : 6)
    categories = [...new Set(categories)]
    if (categories.length === 0)
      return refuse(
        'universalis-attacker-not-heavy',
        `${model.id} is no colossus and its weapon is neither explosive nor structure-damaging (R-MK-6a)`,
        clause,
      )
    for (const n of categories) lines.push({ key: 'sectionAttackCategory', value: n, clause, ...SECTION_ATTACK_CATEGORIES[n] })
  }
  return { ok: true, value: { categories, lines }, breakdown: { modifiers: [], rolls: [], lines } }
}
