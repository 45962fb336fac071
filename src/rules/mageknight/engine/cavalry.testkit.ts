import { mkFigureCard } from '../../../scene/mageknight/library'
import { figurePiece, type MkPiece } from '../core/dial'
import { cavalryOfPairs } from './cavalryState'
import type { performMk } from './engine'
import { newMkGame } from './game'
import type { MkGame, MkPairFacts, MkPerformed } from './types'

/**
 * The set-up the engine's cavalry tests share (003): a game of library figures with some of them
 * seated as cavalry units, a ranged or close pair's facts along a straight line, and the unwrapping
 * of an allowed result. Six actions a turn (build total 600), so a turn never runs out.
 */

/** A figure of the library: card `card` as piece `id` of `side`, at `click` on its one dial (its start when absent). */
export interface FigureSpec {
  card: string
  id: string
  side: string
  click?: number
}

/** A game of `figures`, `sides[0]` to act, with `pairs` seated as cavalry units (each pair's cards read off `figures`). */
export function cavalryGame(
  figures: readonly FigureSpec[],
  sides: readonly string[],
  pairs: readonly { mount: string; rider: string }[],
): MkGame {
  const pieces = figures.map((f): MkPiece => {
    const p = figurePiece(mkFigureCard(f.card), f.id, f.side)
    return f.click === undefined ? p : { ...p, clicks: [f.click] }
  })
  const seated = new Set(pairs.flatMap((p) => [p.mount, p.rider]))
  const cards: Record<string, string> = Object.create(null)
  for (const f of figures) if (seated.has(f.id)) cards[f.id] = f.card
  return cavalryOfPairs(newMkGame(pieces, [...sides], 600), pairs, cards)
}

/** The facts of `attacker` at `target`, `distanceIn` inches straight north (-z) of it, the line of fire clear. */
export const pairFacts = (attacker: string, target: string, distanceIn: number): MkPairFacts => ({
  attacker,
  target,
  attackerCentre: [0, 0],
  targetCentre: [0, -distanceIn * 2.54],
  attackerFacingDeg: 0,
  targetFacingDeg: 0,
  distanceIn,
  inBaseContact: distanceIn <= 1.5,
  lineOfFire: { status: 'clear', bases: [], blockedBy: [] },
  attackerRaised: false,
  targetRaised: false,
})

/** The allowed result's value; a refusal fails the test with its code and reason. */
export function ok(r: ReturnType<typeof performMk>): MkPerformed {
  if (!r.ok) throw new Error(`refused: ${r.refusal.code} ${r.refusal.reason}`)
  return r.value
}
