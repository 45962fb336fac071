import type { Point2 } from '../../../math/planar'
import { cmToInches, type Cm, type Inches } from '../../../math/units'
import type { Clause } from '../../kernel/clauses'
import { purposeFields, refinePurpose, type Dice, type Purpose } from '../../kernel/dice'
import { sumModifiers } from '../../kernel/resolution'
import type { Modifier, RollRecord } from '../../kernel/resolution'
import { CORE } from './clauses'

/**
 * The core pieces a shot needs (MAGE-KNIGHT-CORE.md 5-7): distances in inches between centre
 * points, base contact, and the attack roll of 2d6 + attack against defence.
 */

/** Horizontal distance between two centre points, converted exactly to inches (core 5). */
export function horizontalInches(a: Point2, b: Point2): Inches {
  for (const [name, p] of [
    ['a', a],
    ['b', b],
  ] as const)
    if (!Number.isFinite(p[0]) || !Number.isFinite(p[1]))
      throw new RangeError(`horizontalInches: point ${name} must have finite x and z, got (${p[0]}, ${p[1]})`)
  return cmToInches(Math.hypot(a[0] - b[0], a[1] - b[1]) as Cm)
}

/** Inches rounded for display (1/100 inch); comparisons use the exact value. */
export const roundInches = (v: Inches): number => Math.round(v * 100) / 100
/** Inches for display, `12.35 in`. */
export const showInches = (v: Inches): string => `${roundInches(v)} in`

/**
 * Base contact (core 6): the two round bases touch, within `toleranceIn` (a gap no figure fits
 * through on a real table). Castle sections are never in base contact with figures (001).
 */
export function inBaseContact(
  a: { centre: Point2; diameterIn: number; castleSection?: boolean },
  b: { centre: Point2; diameterIn: number; castleSection?: boolean },
  toleranceIn = 0.05,
): boolean {
  if (a.castleSection || b.castleSection) return false
  return horizontalInches(a.centre, b.centre) <= (a.diameterIn + b.diameterIn) / 2 + toleranceIn
}

export interface MkAttackRollInput {
  attack: number
  attackModifiers: readonly Modifier[]
  defence: number
  defenceModifiers: readonly Modifier[]
  /** What the roll is for, with a key the view says in any language (`roll.mkRanged`, `roll.mkMelee`). */
  purpose: Purpose
  clause?: Clause
}

export interface MkAttackRoll extends RollRecord {
  dice: [number, number]
  /** 2d6 + attack + attack modifiers. */
  total: number
  /** Defence + defence modifiers: the number to reach. */
  opponentTotal: number
  hit: boolean
  /** Both dice 6: hits, +1 damage. */
  criticalHit: boolean
  /** Both dice 1: misses; the attacker takes 1 click (castle sections none, 001 "Allgemeine Regeln"). */
  criticalMiss: boolean
}

/** Core 7: roll 2d6 (two W6, logged) + attack; hit when the total is at least the defence. */
export function mkAttackRoll(dice: Dice, input: MkAttackRollInput): MkAttackRoll {
  const clause = input.clause ?? CORE.ranged
  // Each die is logged with its number (`attackDie`), which the view adds as "(die 1 of 2d6)".
  const a = dice.roll(6, refinePurpose(input.purpose, ' (die 1 of 2d6)', { attackDie: 1 }), clause)
  const b = dice.roll(6, refinePurpose(input.purpose, ' (die 2 of 2d6)', { attackDie: 2 }), clause)
  const total = a + b + input.attack + sumModifiers(input.attackModifiers)
  const target = input.defence + sumModifiers(input.defenceModifiers)
  const criticalHit = a === 6 && b === 6
  const criticalMiss = a === 1 && b === 1
  const hit = criticalHit || (!criticalMiss && total >= target)
  return {
    ...purposeFields(input.purpose),
    clause,
    kind: 'comparative',
    dice: [a, b],
    total,
    opponentTotal: target,
    success: hit,
    hit,
    criticalHit,
    criticalMiss,
  }
}

/**
 * The smallest 2d6 result that hits (core 7): defence − attack, but at least 3 and at most 12.
 * Two ones (a 2) always miss, so no roll of 2 ever hits and the floor is 3; two sixes (a 12)
 * always hit, so nothing needs more. Every preview of an attack (open table, castle, cavalry,
 * Dungeons) says this number, so they cannot disagree about it.
 */
export function neededRoll(attackTotal: number, defenceTotal: number): number {
  if (!Number.isFinite(attackTotal) || !Number.isFinite(defenceTotal))
    throw new RangeError(`neededRoll: attack and defence must be finite, got ${attackTotal} and ${defenceTotal}`)
  return Math.min(12, Math.max(3, defenceTotal - attackTotal))
}

/** Chance to hit (exact over the 36 outcomes of 2d6), with the critical rules of core 7. */
export function mkHitChance(attackTotal: number, defenceTotal: number): number {
  let hits = 0
  for (let a = 1; a <= 6; a++)
    for (let b = 1; b <= 6; b++) {
      if (a === 6 && b === 6) hits++
      else if (!(a === 1 && b === 1) && a + b + attackTotal >= defenceTotal) hits++
    }
  return hits / 36
}
