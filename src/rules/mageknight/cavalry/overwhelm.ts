import type { RulingLine } from '../../kernel/clauses'
import { detailed } from '../../kernel/detail'
import { purpose, type Dice } from '../../kernel/dice'
import type { RollRecord } from '../../kernel/resolution'
import { CAVALRY } from '../core/clauses'
import type { MkPiece } from '../core/dial'
import { proficiencyMissing } from './proficiencies'
import { allowed, refuse, type Resolution } from './refusals'
import { DEFAULT_CAVALRY_SETTINGS, MKK_RULINGS, type CavalrySettings } from './settings'
import { isCavalryUnit, type CavalryUnit } from './unit'

/** 003 "Overwhelm": the result the die plus the rider's attack bonus must reach. */
export const OVERWHELM_MIN = 6

/** 003 "Overwhelm" before its d6: the rider's attack bonus, the least face that dismounts (7: none does) and its chance. */
export interface OverwhelmOdds {
  bonus: number
  need: number
  chance: number
}

/** 003 "Overwhelm": the odds of `unit`'s attempt before its d6 (d6 + the rider's attack bonus must reach OVERWHELM_MIN). */
export function overwhelmOdds(unit: CavalryUnit): OverwhelmOdds {
  const bonus = unit.rider?.card.rider?.attackBonus ?? 0
  const need = Math.max(1, OVERWHELM_MIN - bonus)
  return { bonus, need, chance: need > 6 ? 0 : (7 - need) / 6 }
}

/** What the geometry measured of the Overwhelm move: contacts before and after it, and room beside the target's mount. */
export interface OverwhelmFacts {
  opposingInContactAtStart: readonly string[]
  /** The move used a speed special ability (Flight and the like). */
  usedSpeedAbility: boolean
  /** Opposing figures touching the unit where the move ends; `cavalryUnit` when the id is a cavalry unit's mount. */
  opposingInContactAtEnd: readonly { id: string; cavalryUnit: boolean }[]
  /** Room for the target's rider's base in base contact with its mount. */
  roomForRider: boolean
}

export interface Overwhelmed {
  die: number
  total: number
  dismounted: boolean
  /** The target afterwards: riderless when dismounted. */
  target: CavalryUnit
  /** The target's rider on its base beside its mount (null: not dismounted, or eliminated for lack of room). */
  placedRider: MkPiece | null
  eliminated: string[]
  lines: RulingLine[]
}

/**
 * 003 "Overwhelm" (a move action of `unit`, so the mount's proficiency): from out of contact, no
 * speed abilities, ending in base contact with a single opposing cavalry unit (R-MKK-6), roll a d6
 * + the rider's attack bonus; 6 or more dismounts the target's rider, eliminated if its base finds
 * no room. A Dark Rider is never dismounted: the attempt is refused before the die.
 */
export function overwhelm(
  unit: CavalryUnit,
  target: CavalryUnit,
  facts: OverwhelmFacts,
  dice: Dice,
  settings: CavalrySettings = DEFAULT_CAVALRY_SETTINGS,
): Resolution<Overwhelmed> {
  const id = unit.mount.piece.id
  const missing = proficiencyMissing(unit, 'overwhelm', true)
  if (missing) return missing
  if (!isCavalryUnit(unit)) throw new Error('unreachable: proficiencyMissing refuses a unit without rider')
  if (facts.opposingInContactAtStart.length > 0)
    return refuse('in-contact-at-start', `${id} is in base contact with ${facts.opposingInContactAtStart.join(', ')}`, CAVALRY.overwhelm, {
      unit: id,
    })
  if (facts.usedSpeedAbility)
    return refuse('overwhelm-speed-ability', `${id} may use no speed special ability to overwhelm`, CAVALRY.overwhelm)
  const tid = target.mount.piece.id
  const cavalry = facts.opposingInContactAtEnd.filter((c) => c.cavalryUnit)
  const single = settings.overwhelmContact === 'only-that-unit' ? facts.opposingInContactAtEnd.length === 1 : cavalry.length === 1
  if (!single || cavalry[0]?.id !== tid || !isCavalryUnit(target) || target.mount.piece.side === unit.mount.piece.side)
    return refuse(
      'overwhelm-needs-single-cavalry',
      `${id} must end in base contact with a single opposing cavalry unit, ${tid}`,
      CAVALRY.overwhelm,
      {
        target: tid,
      },
    )
  if (target.rider.card.subfaction === 'darkRiders')
    return refuse(
      'dark-riders-no-dismount',
      `${target.rider.piece.id} is a Dark Rider: it cannot dismount or be dismounted`,
      CAVALRY.darkRiders,
      {
        rider: target.rider.piece.id,
      },
    )
  const { bonus } = overwhelmOdds(unit)
  const die = dice.roll(6, purpose('roll.mkOverwhelm', { unit: id, target: tid }, `Overwhelm of ${id} against ${tid}`), CAVALRY.overwhelm)
  const total = die + bonus
  const dismounted = total >= OVERWHELM_MIN
  const roll: RollRecord = {
    purpose: `Overwhelm of ${id} against ${tid}`,
    purposeKey: 'roll.mkOverwhelm',
    purposeParams: { unit: id, target: tid },
    clause: CAVALRY.overwhelm,
    kind: 'random',
    dice: [die],
    target: OVERWHELM_MIN,
    total,
    success: dismounted,
  }
  const lines: RulingLine[] = [
    {
      key: 'mkk.overwhelm',
      value: dismounted,
      clause: CAVALRY.overwhelm,
      ...detailed('mkk.overwhelm', 'd6 {die} + attack bonus {bonus} = {total} against {min}: {outcome}', {
        die,
        bonus,
        total,
        min: OVERWHELM_MIN,
        outcome: dismounted ? 'dismounted' : 'holds on',
      }),
    },
  ]
  if (!dismounted) return allowed({ die, total, dismounted, target, placedRider: null, eliminated: [], lines }, lines, [roll])
  const tokens = settings.overwhelmTokens === 'both-keep' ? target.actionTokens : 0
  const riderless: CavalryUnit = { ...target, rider: null, actionTokens: tokens }
  lines.push({ key: 'mkk.overwhelmTokens', value: tokens, clause: MKK_RULINGS.overwhelmTokens })
  if (!facts.roomForRider) {
    lines.push({
      key: 'mkk.overwhelmNoRoom',
      value: target.rider.piece.id,
      clause: CAVALRY.overwhelm,
      ...detailed('mkk.overwhelmNoRoom', 'no room for {rider} beside its mount: the dismounted rider is eliminated', {
        rider: target.rider.piece.id,
      }),
    })
    return allowed({ die, total, dismounted, target: riderless, placedRider: null, eliminated: [target.rider.piece.id], lines }, lines, [
      roll,
    ])
  }
  const placedRider: MkPiece = { ...target.rider.piece, mounted: false, actionTokens: tokens }
  return allowed({ die, total, dismounted, target: riderless, placedRider, eliminated: [], lines }, lines, [roll])
}
