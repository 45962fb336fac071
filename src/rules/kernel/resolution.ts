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
  /** English, for the command line; `detailKey` and `params` say it for the view (kernel/detail.ts). */
  detail?: string
  detailKey?: string
  params?: Readonly<Record<string, string | number>>
}

/** A roll as a ruling shows it: which die results, against what, and whether it succeeded. */
export interface RollRecord {
  purpose: string
  /** The purpose as a key and its values (kernel/dice.ts Purpose), for the view to translate. */
  purposeKey?: string
  purposeParams?: Readonly<Record<string, string | number>>
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

/**
 * Why an action or reaction is not allowed: a value, never an exception. Each rule set names its
 * own codes (`universalis/refusals.ts`, `mageknight/castle/refusals.ts`), one comment each;
 * codes are stable because tests and the view key on them. `reason` is the English sentence for
 * logs and the command line; `params` are the values it names, so the view can say it in any
 * language from the code alone.
 */
export interface Refusal<C extends string = string> {
  code: C
  reason: string
  clause: Clause
  params?: Readonly<Record<string, string | number>>
}

export type Resolution<T, C extends string = string> = { ok: true; value: T; breakdown: Breakdown } | { ok: false; refusal: Refusal<C> }

/** The refusal of a Resolution: `return refuse('too-far', 'r-1 would need 14 cm', clause, { need: 14 })`. */
export function refuse<C extends string>(
  code: C,
  reason: string,
  clause: Clause,
  params?: Refusal<C>['params'],
): { ok: false; refusal: Refusal<C> } {
  return { ok: false, refusal: params === undefined ? { code, reason, clause } : { code, reason, clause, params } }
}

/** The sum of a list of modifiers (every rule set adds its modifiers the same way). */
/** An allowed result with its lines (and rolls, modifiers), in the Resolution shape (the Mage Knight rule folders build theirs with it). */
export const allowed = <T>(
  value: T,
  lines: RulingLine[],
  rolls: RollRecord[] = [],
  modifiers: Modifier[] = [],
): { ok: true; value: T; breakdown: Breakdown } => ({
  ok: true,
  value,
  breakdown: { modifiers, rolls, lines },
})

export const sumModifiers = (mods: readonly Modifier[]): number => mods.reduce((s, m) => s + m.value, 0)

/** Turns the last `count` rolls of a Dice log into plain numbers for a RollRecord. */
export const resultsOf = (rolls: readonly DieRoll[]): number[] => rolls.map((r) => r.result)
