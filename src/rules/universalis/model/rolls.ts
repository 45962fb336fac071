import type { Clause } from '../../kernel/clauses'
import { purposeFields, refinePurpose, type Dice, type PurposeLike } from '../../kernel/dice'
import { sumModifiers, type Modifier, type RollRecord } from '../../kernel/resolution'

/**
 * The two kinds of roll of 4.8: the attribute roll (1W12 at or under the value, a value of 0 or
 * less fails without rolling, 4.8.1) and the comparative roll (1W12 + a value each, higher wins,
 * 4.8.2). Ties are the caller's: each rule breaks them its own way (5.4 and 5.5.2 by the higher
 * attribute then chance, 10.4 a shock, 15.1 a compared AGI roll).
 */

export interface AttributeRollInput {
  /** The current attribute value (4.8.1: as modified by effects in play). */
  value: number
  modifiers: readonly Modifier[]
  purpose: PurposeLike
  clause: Clause
  /** Rerolls allowed (7.2 "Bewährter Fernkämpfer II"): taken while the roll fails. */
  rerolls?: number
}

export function attributeRoll(dice: Dice, input: AttributeRollInput): RollRecord & { success: boolean; target: number } {
  const target = input.value + sumModifiers(input.modifiers)
  if (target <= 0) return { ...purposeFields(input.purpose), clause: input.clause, kind: 'attribute', dice: [], target, success: false }
  const results: number[] = []
  let success = false
  for (let attempt = 0; attempt <= (input.rerolls ?? 0) && !success; attempt++) {
    const r = dice.roll(
      12,
      attempt > 0 ? refinePurpose(input.purpose, ` (reroll ${attempt})`, { reroll: attempt }) : input.purpose,
      input.clause,
    )
    results.push(r)
    success = r <= target
  }
  return { ...purposeFields(input.purpose), clause: input.clause, kind: 'attribute', dice: results, target, success }
}

/** Chance that an attribute roll against `target` succeeds (a W12 at or under it). */
export const attributeChance = (target: number): number => Math.min(12, Math.max(0, target)) / 12

export interface ContestSide {
  label: string
  value: number
  modifiers: readonly Modifier[]
}

export interface ContestResult {
  a: RollRecord & { total: number }
  b: RollRecord & { total: number }
  winner: 'a' | 'b' | 'tie'
}

/** One comparative roll (4.8.2): each side 1W12 + value + modifiers; the higher total wins. */
export function contest(dice: Dice, a: ContestSide, b: ContestSide, purpose: PurposeLike, clause: Clause): ContestResult {
  const pa = refinePurpose(purpose, `: ${a.label}`, { side: a.label })
  const pb = refinePurpose(purpose, `: ${b.label}`, { side: b.label })
  const ra = dice.roll(12, pa, clause)
  const rb = dice.roll(12, pb, clause)
  const ta = ra + a.value + sumModifiers(a.modifiers)
  const tb = rb + b.value + sumModifiers(b.modifiers)
  const winner = ta > tb ? 'a' : tb > ta ? 'b' : 'tie'
  return {
    a: {
      ...purposeFields(pa),
      clause,
      kind: 'comparative',
      dice: [ra],
      total: ta,
      opponentTotal: tb,
      success: winner === 'a',
    },
    b: {
      ...purposeFields(pb),
      clause,
      kind: 'comparative',
      dice: [rb],
      total: tb,
      opponentTotal: ta,
      success: winner === 'b',
    },
    winner,
  }
}

/**
 * 5.4 and 5.5.2: a comparative roll on an attribute; on a tie the higher attribute wins, and
 * if that is equal too, chance (one W12 each until they differ, recorded like every roll).
 */
export function contestHigherThenChance(
  dice: Dice,
  a: ContestSide,
  b: ContestSide,
  purpose: PurposeLike,
  clause: Clause,
): ContestResult & { decidedBy: 'roll' | 'attribute' | 'chance' } {
  const first = contest(dice, a, b, purpose, clause)
  if (first.winner !== 'tie') return { ...first, decidedBy: 'roll' }
  if (a.value !== b.value) return { ...first, winner: a.value > b.value ? 'a' : 'b', decidedBy: 'attribute' }
  for (;;) {
    const ra = dice.roll(12, refinePurpose(purpose, `: chance for ${a.label}`, { chanceFor: a.label }), clause)
    const rb = dice.roll(12, refinePurpose(purpose, `: chance for ${b.label}`, { chanceFor: b.label }), clause)
    if (ra !== rb) return { ...first, winner: ra > rb ? 'a' : 'b', decidedBy: 'chance' }
  }
}

/**
 * Probability distribution of one comparative roll: P(a wins), P(tie), P(b wins) for
 * 1W12 + da against 1W12 + db (exact, 144 cases).
 */
export function contestChances(da: number, db: number): { a: number; tie: number; b: number } {
  let a = 0
  let tie = 0
  for (let x = 1; x <= 12; x++)
    for (let y = 1; y <= 12; y++) {
      const d = x + da - (y + db)
      if (d > 0) a++
      else if (d === 0) tie++
    }
  return { a: a / 144, tie: tie / 144, b: (144 - a - tie) / 144 }
}
