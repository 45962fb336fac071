import type { CavalryProficiency } from '../../../scene/mageknight/cavalry'
import type { RulingLine } from '../../kernel/clauses'
import { detailed } from '../../kernel/detail'
import type { Modifier } from '../../kernel/resolution'
import { CAVALRY } from '../core/clauses'
import { statsOf } from '../core/dial'
import { hasProficiency } from './proficiencyOwner'
import { allowed, refuse, type Resolution } from './refusals'
import { MKK_RULINGS } from './settings'
import { isCavalryUnit, type CavalryDial, type CavalryUnit } from './unit'

/**
 * 003 "Proficiencies": Impale, Mounted Bound and Mounted Charge (Horsemanship is attacked.ts,
 * Overwhelm overwhelm.ts, Trample trample.ts). The move of a move-and-attack proficiency is
 * measured by the geometry; these functions say what is allowed and which dial does what.
 */

/** 003 "Impale": what the proficiency gives the rider's close combat, and the ability it takes away. */
export interface ImpaleEffect {
  /** +2 damage, applied on a success only (core rollAttack adds damageModifiers to hits). */
  damageModifiers: Modifier[]
  /** Abilities the rider may not use: Weapon Master, always while the unit has Impale. */
  forbidden: string[]
  lines: RulingLine[]
}

/** Impale for an attack of `unit` on `dial`, of `kind`, at `targets` targets. */
export function impale(unit: CavalryUnit, attack: { kind: 'ranged' | 'melee'; dial: CavalryDial; targets: number }): ImpaleEffect {
  if (!isCavalryUnit(unit) || !hasProficiency(unit, 'impale')) return { damageModifiers: [], forbidden: [], lines: [] }
  const lines: RulingLine[] = [
    {
      key: 'mkk.impaleNoWeaponMaster',
      value: true,
      clause: CAVALRY.impale,
      ...detailed('mkk.impaleNoWeaponMaster', '{rider} has Impale: it cannot use Weapon Master', { rider: unit.rider.piece.id }),
    },
  ]
  const applies = attack.kind === 'melee' && attack.dial === 'rider' && attack.targets === 1
  const damageModifiers: Modifier[] = applies
    ? [
        {
          key: 'mkk.impale',
          value: 2,
          clause: CAVALRY.impale,
          ...detailed('mkk.impale', '{rider} succeeds at close combat against a single target: +2 damage', { rider: unit.rider.piece.id }),
        },
      ]
    : []
  return { damageModifiers, forbidden: ['weaponMaster'], lines }
}

/** What a move-and-attack proficiency allows: a move on the mount's dial up to its speed, then the attack on `attackDial`. */
export interface MountedAttackPlan {
  proficiency: 'mountedBound' | 'mountedCharge'
  attackKind: 'ranged' | 'melee'
  moveDial: CavalryDial
  attackDial: CavalryDial
  speedIn: number
  lines: RulingLine[]
}

/**
 * 003 "Mounted Bound" (a ranged combat action: mount's dial moves, rider's dial shoots) and
 * "Mounted Charge" (a close combat action: mount's dial moves, the chosen dial attacks), given
 * when no opposing figure touches the unit; `moveIn` is the path the geometry measured (R-MKK-17).
 */
export function mountedAttack(
  unit: CavalryUnit,
  proficiency: 'mountedBound' | 'mountedCharge',
  facts: { opposingInContact: readonly string[]; moveIn: number },
  chargeDial?: CavalryDial,
): Resolution<MountedAttackPlan> {
  if (!Number.isFinite(facts.moveIn) || facts.moveIn < 0) throw new RangeError(`moveIn: expected a length >= 0, got ${facts.moveIn}`)
  const clause = proficiency === 'mountedBound' ? CAVALRY.mountedBound : CAVALRY.mountedCharge
  const id = unit.mount.piece.id
  const missing = proficiencyMissing(unit, proficiency, false)
  if (missing) return missing
  if (facts.opposingInContact.length > 0)
    return refuse('in-contact-at-start', `${id} is in base contact with ${facts.opposingInContact.join(', ')}`, clause, { unit: id })
  const speedIn = statsOf(unit.mount.piece).speed ?? 0
  if (facts.moveIn > speedIn + 1e-9)
    return refuse('beyond-mount-speed', `${id} moves ${facts.moveIn} in, its mount's speed is ${speedIn}`, clause, { speed: speedIn })
  const attackDial: CavalryDial | undefined = proficiency === 'mountedBound' ? 'rider' : chargeDial
  if (attackDial === undefined)
    return refuse('dial-choice-required', `name the dial, the mount's or the rider's, for ${id}'s charge`, clause, { unit: id })
  const line: RulingLine = {
    key: 'mkk.mountedAttack',
    value: proficiency,
    clause,
    ...detailed('mkk.mountedAttack', "{unit}: moves {moveIn} of {speed} in on the mount's dial, then attacks on the {dial} dial", {
      unit: id,
      moveIn: facts.moveIn,
      speed: speedIn,
      dial: attackDial,
    }),
  }
  const chargeLine: RulingLine = { key: 'mkk.chargeMove', value: facts.moveIn, clause: MKK_RULINGS.chargeMove }
  const attackKind = proficiency === 'mountedBound' ? 'ranged' : 'melee'
  return allowed({ proficiency, attackKind, moveDial: 'mount' as CavalryDial, attackDial, speedIn, lines: [line, chargeLine] }, [
    line,
    chargeLine,
  ])
}

/** The proficiencies as 003 prints them, for the English reason (a code name such as "mountedBound" read as a bug). */
const PROFICIENCY_WORDS: Readonly<Record<CavalryProficiency, string>> = {
  horsemanship: 'Horsemanship',
  impale: 'Impale',
  mountedBound: 'Mounted Bound',
  mountedCharge: 'Mounted Charge',
  overwhelm: 'Overwhelm',
  trample: 'Trample',
}

/** The refusal for a unit that lacks `p` (no rider, or neither card prints it; for a move, the mount's card). */
export function proficiencyMissing(unit: CavalryUnit, p: CavalryProficiency, forMove: boolean) {
  const id = unit.mount.piece.id
  if (!isCavalryUnit(unit)) return refuse('no-rider', `${id} has no rider: it is no cavalry unit`, CAVALRY.proficiencies, { unit: id })
  if (!hasProficiency(unit, p, forMove))
    return refuse(
      'no-proficiency',
      `${id} does not have ${PROFICIENCY_WORDS[p]}${forMove ? ' on its mount' : ''}`,
      forMove ? CAVALRY.actions : CAVALRY.proficiencies,
      {
        unit: id,
        proficiency: p,
      },
    )
  return null
}
