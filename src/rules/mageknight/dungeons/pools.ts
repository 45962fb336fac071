import type { Clause } from '../../kernel/clauses'
import { purpose, type Dice, type Purpose } from '../../kernel/dice'
import type { RollRecord } from '../../kernel/resolution'
import { purposeFields } from '../../kernel/dice'
import type { TokenColour, TokenCounts } from '../../../scene/dungeon/schema'
import { TOKEN_COLOURS } from '../../../scene/dungeon/schema'
import { DUNGEONS } from '../core/clauses'
import type { DungeonSettings } from './settings'
import { tokenOf, type DungeonState, type TokenCatalogue } from './state'

/**
 * The token pools of 002 "Die Artefaktmarken" and "Marken erneuern": three face-down piles by
 * colour, shuffled with the seeded dice; artifacts are dealt from the top; a token that goes back
 * is shuffled in. Shuffling back is one die roll: putting a token at a uniformly random place in a
 * shuffled pile leaves the pile as well shuffled as shuffling it all again, at a fraction of the rolls.
 */

/** The rolls of a step, kept for the ruling's breakdown. */
export type RollSink = RollRecord[]

/**
 * A uniformly random whole number in [0, n): d12s read as digits of a base-12 number, a value
 * above the largest multiple of n thrown away and rolled again (so every answer is as likely).
 * One sure answer (n = 1) rolls nothing.
 */
export function uniformIndex(n: number, dice: Dice, why: Purpose, clause: Clause, sink: RollSink): number {
  if (!Number.isInteger(n) || n < 1) throw new RangeError(`dungeons: n must be a whole number of at least 1, got ${n}`)
  if (n === 1) return 0
  let digits = 1
  while (12 ** digits < n) digits++
  const limit = Math.floor(12 ** digits / n) * n
  const rolled: number[] = []
  for (;;) {
    let value = 0
    for (let d = 0; d < digits; d++) {
      const r = dice.roll(12, why, clause)
      rolled.push(r)
      value = value * 12 + (r - 1)
    }
    if (value < limit) {
      sink.push({ ...purposeFields(why), clause, kind: 'random', dice: rolled })
      return value % n
    }
  }
}

/** A pile shuffled by Fisher and Yates with `uniformIndex` (002 "Die Artefaktmarken": mische die einzelnen Haufen gut durch). */
export function shufflePile(ids: readonly string[], colour: TokenColour, dice: Dice, sink: RollSink): string[] {
  const pile = [...ids]
  const why = purpose('roll.mkdShuffle', { colour, size: pile.length }, `shuffle the ${colour} artifact tokens (${pile.length})`)
  for (let i = pile.length - 1; i > 0; i--) {
    const j = uniformIndex(i + 1, dice, why, DUNGEONS.tokens, sink)
    ;[pile[i], pile[j]] = [pile[j], pile[i]]
  }
  return pile
}

/** A token shuffled back into its colour's pool of a state being changed (002: "in den Haufen ihrer Farbe zurückgemischt"). */
export function shuffleBack(state: DungeonState, catalogue: TokenCatalogue, id: string, dice: Dice, sink: RollSink): void {
  const colour = tokenOf(catalogue, id).colour
  const pool = state.pools[colour]
  const why = purpose('roll.mkdShuffleBack', { token: id, colour }, `shuffle ${id} back into the ${colour} pool`)
  pool.splice(uniformIndex(pool.length + 1, dice, why, DUNGEONS.tokens, sink), 0, id)
}

/**
 * Deals `counts` from the tops of the pools onto an artifact's tokens (in colour order yellow,
 * blue, red). A pool that runs dry deals what it has (R-MKD-10); returns how many were short.
 */
export function dealFromPools(state: DungeonState, into: string[], counts: TokenCounts): number {
  let short = 0
  for (const colour of TOKEN_COLOURS) {
    const taken = state.pools[colour].splice(0, counts[colour])
    short += counts[colour] - taken.length
    into.push(...taken)
  }
  return short
}

/** How many tokens of each colour lie under an artifact now. */
export function countsOf(catalogue: TokenCatalogue, ids: readonly string[]): TokenCounts {
  const counts: TokenCounts = { yellow: 0, blue: 0, red: 0 }
  for (const id of ids) counts[tokenOf(catalogue, id).colour]++
  return counts
}

/**
 * "Refresh all Artifacts" (002 "Marken erneuern") on a state being changed: every haunted
 * artifact gets as many tokens of each colour as at the start. R-MKD-6: by default it is topped
 * up (what is left stays, the missing ones come from the pools); with `refresh: 'deal-afresh'`
 * everything left is shuffled back first. Returns the tokens dealt per artifact.
 */
export function refreshAll(
  state: DungeonState,
  catalogue: TokenCatalogue,
  dice: Dice,
  settings: DungeonSettings,
  sink: RollSink,
): { artifact: string; dealt: number; short: number }[] {
  if (settings.refresh === 'deal-afresh')
    for (const entry of state.artifacts) {
      for (const id of entry.tokens) shuffleBack(state, catalogue, id, dice, sink)
      entry.tokens = []
    }
  return state.artifacts.map((entry) => {
    const have = countsOf(catalogue, entry.tokens)
    const missing: TokenCounts = {
      yellow: Math.max(0, entry.start.yellow - have.yellow),
      blue: Math.max(0, entry.start.blue - have.blue),
      red: Math.max(0, entry.start.red - have.red),
    }
    const before = entry.tokens.length
    const short = dealFromPools(state, entry.tokens, missing)
    return { artifact: entry.artifact, dealt: entry.tokens.length - before, short }
  })
}
