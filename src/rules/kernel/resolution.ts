import type { Clause, RulingLine } from './clauses'
import type { DieRoll } from './dice'

/**
 * The shape every rules function returns: the outcome plus the breakdown a player is shown
 * (each modifier with its value and clause, each roll with its target and result), or a refusal
 * with a code and the reason. Refusals are values, never exceptions.
 */

/** One modifier: `14.10.2 cover (hard): -2`. `key` is language-neutral (the view translates it). */
export interface Modifier {
  key: string
  value: number
  clause: Clause
  detail?: string
}

/** A roll as a ruling shows it: which die results, against what, and whether it succeeded. */
export interface RollRecord {
  purpose: string
  clause: Clause
  kind: 'attribute' | 'comparative' | 'table' | 'scatter' | 'random'
  /** Die results (from the Dice log), in order; more than one on rerolls (the last counts). */
  dice: number[]
  /** attribute rolls: the value to roll at or under after modifiers (4.8.1). */
  target?: number
  /** comparative rolls: die + added value, for this side and the opponent (4.8.2). */
  total?: number
  opponentTotal?: number
  success?: boolean
}

export interface Breakdown {
  modifiers: Modifier[]
  rolls: RollRecord[]
  /** Other facts of the ruling (distance, band, who was hit), each with its clause. */
  lines: RulingLine[]
}

export const emptyBreakdown = (): Breakdown => ({ modifiers: [], rolls: [], lines: [] })

/** Why an action or reaction is not allowed. Codes are stable (tests and the view key on them). */
export type RefusalCode =
  | 'not-enough-ap'
  | 'not-active'
  | 'eliminated'
  | 'burning'
  | 'panicking'
  | 'not-in-base-contact'
  | 'in-melee'
  | 'not-in-melee'
  | 'no-line-of-sight'
  | 'out-of-range'
  | 'needs-reload'
  | 'no-reload-token'
  | 'no-uses-left'
  | 'wrong-weapon-kind'
  | 'no-such-weapon'
  | 'no-such-item'
  | 'no-such-power'
  | 'no-such-model'
  | 'target-camouflaged'
  | 'target-not-camouflaged'
  | 'not-in-perception'
  | 'must-attack-direct-threat'
  | 'prone'
  | 'not-prone'
  | 'stationary'
  | 'flight-must-move-first'
  | 'too-close-to-enemy'
  | 'impassable'
  | 'too-high'
  | 'too-far'
  | 'not-allowed'
  | 'invalid-argument'

export interface Refusal {
  code: RefusalCode
  reason: string
  clause: Clause
}

export type Resolution<T> = { ok: true; value: T; breakdown: Breakdown } | { ok: false; refusal: Refusal }

export const refuse = (code: RefusalCode, reason: string, clause: Clause): { ok: false; refusal: Refusal } => ({ ok: false, refusal: { code, reason, clause } })

/** Turns the last `count` rolls of a Dice log into plain numbers for a RollRecord. */
export const resultsOf = (rolls: readonly DieRoll[]): number[] => rolls.map((r) => r.result)
