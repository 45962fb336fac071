/**
 * Which haunted artifacts the deal left short (R-MKD-10, 002 "Die Artefaktmarken"): a pool that
 * runs dry deals what it has, so an artifact can get fewer tokens of a colour than its back
 * names. The set-up screen lists them before Start, so that players see the game they agree to is
 * not the one the backs promise. Read in set-up, before any step: the tokens under an artifact
 * (the judge's offer) are then exactly those dealt.
 */
import type { TokenCounts } from '../../../scene/dungeon/schema'

export interface DealShortfall {
  id: string
  kind: string
  /** What its back names. */
  named: TokenCounts
  /** What it was dealt. */
  dealt: TokenCounts
}

/** The artifacts dealt fewer tokens of some colour than `tokens` (their backs) names, in the offers' order. */
export function dealShortfalls(
  backs: readonly { id: string; tokens?: TokenCounts }[],
  dealt: readonly { id: string; kind: string; tokens: TokenCounts }[],
): DealShortfall[] {
  return dealt.flatMap((a) => {
    const named = backs.find((b) => b.id === a.id)?.tokens
    if (!named) return []
    const short = named.yellow > a.tokens.yellow || named.blue > a.tokens.blue || named.red > a.tokens.red
    return short ? [{ id: a.id, kind: a.kind, named, dealt: a.tokens }] : []
  })
}
