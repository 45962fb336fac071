import type { Armour, ArmourEffect, DamageProfile, UnitCard, WeaponEffect } from '../../../scene/cards/unitCard'
import { EFFECT_GERMAN } from '../../../scene/cards/unitCard'
import type { RulingLine } from '../../kernel/clauses'
import { armourProtection } from '../model/derived'
import type { CamouflageState } from '../model/gameState'
import type { Modifier } from '../../kernel/resolution'
import { sumModifiers } from '../../kernel/resolution'
import { DC, DEFAULT_DAMAGE_SETTINGS, RC, type DamageSettings } from '../ranged/settings'
import { detailed } from '../../kernel/detail'

/**
 * Everything about a wound and armour roll (10.4) that is known before the dice: the value each
 * side adds, with every modifier and its clause, the effects left after neutralisation (10.3),
 * and the damage a won roll would bring. Rolling is damageRoll.ts, the outcome damageApply.ts.
 */

export interface WoundSetupInput {
  profile: DamageProfile
  /** The attacker's KO, for additive strength (12.5). */
  attackerKO: number
  /** 14.12: +1 per extra shot on this target. */
  woundBonus?: number
  defender: { card: UnitCard; camouflage: CamouflageState | null }
  /** 9.3: the armour bonus of the cover the defender touches (SightRuling.armourBonus; 0 when not touching). */
  coverArmourBonus: number
  /** 14.11: indirect fire, the armour roll counts as in massive cover. */
  indirect?: boolean
  /** 14.13: the area only partly overlaps the base: half damage, rounded up. */
  halfDamage?: boolean
}

export interface WoundSetup {
  woundModifiers: Modifier[]
  /** Added to the attacker's W12 (10.4). */
  woundValue: number
  armourName: string | null
  armourModifiers: Modifier[]
  /** Added to the defender's W12 (10.4). */
  armourValue: number
  /** Weapon effects that apply (after neutralisation by the armour, 10.3). */
  weaponEffects: WeaponEffect[]
  neutralised: WeaponEffect[]
  /** Armour-only effects (10.3.3) of the armour used. */
  armourEffects: ArmourEffect[]
  /** Damage of the weapon (halved for a partial area hit, 14.13). */
  damage: number
  halfDamage: boolean
  reduction: number
  defenderKO: number
  lines: RulingLine[]
}

const ARMOUR_ONLY: readonly ArmourEffect[] = ['adaptive', 'robust', 'structureReinforced']

/** Protection the armour gives in the roll: halved (rounded up) by an armour-piercing weapon (10.3.1). */
const protectionAgainst = (armour: Armour, ko: number, piercing: boolean): number => {
  const p = armourProtection(armour, ko)
  return piercing ? Math.ceil(p / 2) : p
}

/**
 * R-10.2a: a card with several armour profiles uses one per roll: the one whose protection
 * (after armour piercing, if the weapon has it and that armour does not neutralise it) is
 * highest; ties go to the higher reduction, then card order.
 */
export function chooseArmour(card: UnitCard, weaponEffects: readonly WeaponEffect[]): Armour | null {
  const list = card.armour ?? []
  let best: Armour | null = null
  let bestKey = [-Infinity, -Infinity]
  for (const a of list) {
    const piercing = weaponEffects.includes('armourPiercing') && !(a.effects ?? []).includes('armourPiercing')
    const key = [protectionAgainst(a, card.attributes.KO, piercing), a.reduction]
    if (key[0] > bestKey[0] || (key[0] === bestKey[0] && key[1] > bestKey[1])) {
      best = a
      bestKey = key
    }
  }
  return best
}

export function woundSetup(input: WoundSetupInput, settings: DamageSettings = DEFAULT_DAMAGE_SETTINGS): WoundSetup {
  const { profile, defender } = input
  const ko = defender.card.attributes.KO
  const printed = profile.effects ?? []
  const armour = chooseArmour(defender.card, printed)
  const armourPrinted = armour?.effects ?? []
  const neutralised = printed.filter((e) => (armourPrinted as readonly string[]).includes(e))
  const weaponEffects = printed.filter((e) => !neutralised.includes(e))
  const armourEffects = armourPrinted.filter((e) => ARMOUR_ONLY.includes(e))
  const has = (e: WeaponEffect) => weaponEffects.includes(e)
  const lines: RulingLine[] = neutralised.map((e) => ({
    key: 'effectNeutralised',
    value: e,
    clause: DC.effects,
    // (An effect is neutralised only by an armour that has it: `armour` is there.)
    ...detailed('effectNeutralised', '{effect} in {armour}', { effect: EFFECT_GERMAN[e], armour: armour?.name ?? '' }),
  }))

  // Wound roll (10.4): the weapon's strength (additive: on top of KO, 12.5), doubled when explosive.
  const strength = profile.additive ? input.attackerKO + profile.strength : profile.strength
  const woundModifiers: Modifier[] = [
    {
      key: 'strength',
      value: strength,
      clause: profile.additive ? DC.additive : DC.rolls,
      ...(profile.additive
        ? detailed('damage.strength.additive', 'KO {ko} + {strength}', { ko: input.attackerKO, strength: profile.strength })
        : {}),
    },
  ]
  if (has('explosive'))
    woundModifiers.push({ key: 'explosive', value: strength, clause: DC.both, ...detailed('explosive', 'strength doubled') })
  if (input.woundBonus) woundModifiers.push({ key: 'sustainedFireWound', value: input.woundBonus, clause: RC.sustained })

  // Armour roll (10.4): protection, or KO when there is none or KO is higher.
  const armourModifiers: Modifier[] = []
  if (armour) {
    const piercing = has('armourPiercing')
    const full = armourProtection(armour, ko)
    const p = protectionAgainst(armour, ko, piercing)
    if (p >= ko) {
      armourModifiers.push({
        key: 'protection',
        value: full,
        clause: armour.additive ? DC.additiveArmour : DC.rolls,
        ...detailed('damage.protection', '{armour}', { armour: armour.name }),
      })
      if (piercing && p !== full)
        armourModifiers.push({
          key: 'armourPiercing',
          value: p - full,
          clause: DC.both,
          ...detailed('armourPiercing', 'protection {protection} halved, rounded up', { protection: full }),
        })
    } else {
      armourModifiers.push({
        key: 'constitution',
        value: ko,
        clause: piercing ? DC.rPiercing : DC.rolls,
        ...detailed('damage.constitution.higher', 'KO {ko} higher than {armour} ({protection})', {
          ko,
          armour: armour.name,
          protection: p,
        }),
      })
    }
  } else {
    armourModifiers.push({ key: 'constitution', value: ko, clause: DC.rolls, ...detailed('damage.constitution.noArmour', 'no armour') })
  }
  const shrapnel = has('shrapnel')
  const dropped = (key: string, clause: Modifier['clause']) =>
    lines.push({ key: 'bonusIgnored', value: key, clause, ...detailed('bonusIgnored.shrapnel', 'Schrapnell') })
  // 14.11: as if in massive cover (+2, the highest cover bonus of 9.3) instead of the cover it touches.
  const coverBonus = input.indirect ? 2 : input.coverArmourBonus
  if (coverBonus > 0) {
    const ignore = shrapnel && (!input.indirect || settings.shrapnelIgnoresIndirectCover)
    if (ignore) dropped(input.indirect ? 'indirectMassiveCover' : 'coverArmour', input.indirect ? DC.rIndirectShrapnel : DC.both)
    else
      armourModifiers.push(
        input.indirect
          ? { key: 'indirectMassiveCover', value: 2, clause: RC.indirect }
          : { key: 'coverArmour', value: coverBonus, clause: RC.coverArmour },
      )
  }
  const cam = defender.camouflage
  if (cam && cam.mode === 'active' && !cam.hidden) {
    if (shrapnel) dropped('activeCamouflage', DC.both)
    else armourModifiers.push({ key: 'activeCamouflage', value: 1, clause: RC.activeCamouflage })
  }

  const halfDamage = input.halfDamage ?? false
  const damage = halfDamage ? Math.ceil(profile.damage / 2) : profile.damage
  if (halfDamage)
    lines.push({
      key: 'areaHalfDamage',
      value: damage,
      clause: RC.area,
      ...detailed('areaHalfDamage', '{damage} halved, rounded up', { damage: profile.damage }),
    })
  return {
    woundModifiers,
    woundValue: sumModifiers(woundModifiers),
    armourName: armour?.name ?? null,
    armourModifiers,
    armourValue: sumModifiers(armourModifiers),
    weaponEffects,
    neutralised,
    armourEffects,
    damage,
    halfDamage,
    reduction: armour?.reduction ?? 0,
    defenderKO: ko,
    lines,
  }
}

/**
 * 10.3, 10.5: hit points a won wound roll takes before shred, in the order of R-10.5a: the
 * weapon's damage (already halved for a partial area hit), halved rounding down against
 * structure-reinforced armour unless the weapon is structure-damaging, minus the reduction.
 */
export function damageBeforeShred(setup: WoundSetup): { amount: number; lines: RulingLine[] } {
  const lines: RulingLine[] = []
  let amount = setup.damage
  if (setup.armourEffects.includes('structureReinforced')) {
    if (setup.weaponEffects.includes('structureDamaging'))
      lines.push({
        key: 'structureDamaging',
        value: amount,
        clause: DC.weaponOnly,
        ...detailed('structureDamaging', 'full damage despite Strukturverstärkt'),
      })
    else {
      amount = Math.floor(amount / 2)
      lines.push({
        key: 'structureReinforced',
        value: amount,
        clause: DC.armourOnly,
        ...detailed('structureReinforced', 'damage halved, rounded down'),
      })
    }
  }
  if (setup.reduction > 0) {
    amount = Math.max(0, amount - setup.reduction)
    lines.push({
      key: 'damageReduction',
      value: -setup.reduction,
      clause: DC.apply,
      ...detailed('damageReduction', '{left} left', { left: amount }),
    })
  }
  return { amount, lines: [{ key: 'damageOrder', value: amount, clause: DC.rOrder }, ...lines] }
}
