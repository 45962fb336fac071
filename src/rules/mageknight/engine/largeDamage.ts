import type { RulingLine } from '../../kernel/clauses'
import type { Dice } from '../../kernel/dice'
import type { RollRecord } from '../../kernel/resolution'
import { isEliminated } from '../core/dial'
import { chariotDestroyed, damageSection, isChariot, woundPassenger, type LargeFigureSettings } from '../large'
import { applyDamage } from './damage'
import { requirePiece, withPiece } from './game'
import type { MkEvent, MkGame } from './types'

/**
 * Damage on a large figure carried into the game (000 "Kampfscheiben", "Den Passagier
 * verletzen"): the section hit takes the clicks less its own Zähigkeit or Unverwundbarkeit, six
 * skulls over all windows eliminate the figure; a side or rear hit on a chariot reaches its
 * passenger on the attacker's 5 or 6; a destroyed chariot leaves its passenger on its centre
 * point with d6 clicks.
 */

export interface LargeDamaged {
  game: MkGame
  events: MkEvent[]
  lines: RulingLine[]
  rolls: RollRecord[]
}

/** The passenger riding `chariotId`, or null. */
export const passengerOf = (game: MkGame, chariotId: string): string | null =>
  game.aboard && Object.hasOwn(game.aboard, chariotId) ? game.aboard[chariotId] : null

/** The chariot `pieceId` rides, or null. */
export function chariotOf(game: MkGame, pieceId: string): string | null {
  for (const [chariot, passenger] of Object.entries(game.aboard ?? {})) if (passenger === pieceId) return chariot
  return null
}

/** The game with `chariotId`'s passenger set (null: nobody rides it). */
export function withAboard(game: MkGame, chariotId: string, passengerId: string | null): MkGame {
  const aboard: Record<string, string> = Object.assign(Object.create(null), game.aboard ?? {})
  if (passengerId === null) delete aboard[chariotId]
  else aboard[chariotId] = passengerId
  return { ...game, aboard }
}

const eliminate = (game: MkGame, pieceId: string, by: string | null): MkGame => {
  if (by === null) return game
  const eliminatedBy: Record<string, string> = Object.assign(Object.create(null), game.eliminatedBy)
  eliminatedBy[pieceId] = by
  return { ...game, eliminatedBy }
}

/** `damage` clicks at `section` of the large figure `pieceId`, by side `by`; `chariotCentre` where the chariot stands. */
export function damageLarge(
  game: MkGame,
  pieceId: string,
  section: string,
  damage: number,
  by: string | null,
  dice: Dice,
  chariotCentre: readonly [number, number] | null,
  settings?: LargeFigureSettings,
): LargeDamaged {
  const piece = requirePiece(game, pieceId)
  const dealt = damageSection(piece, section, damage)
  if (!dealt.ok)
    return { game, events: [], lines: [{ key: 'mk.noDamage', value: dealt.refusal.code, clause: dealt.refusal.clause }], rolls: [] }
  const dial = piece.dials.findIndex((d) => d.name === section)
  let g = withPiece(game, dealt.value.piece)
  const events: MkEvent[] = []
  const lines: RulingLine[] = [...dealt.value.lines]
  const rolls: RollRecord[] = []
  if (dealt.value.piece.clicks[dial] !== piece.clicks[dial])
    events.push({ kind: 'clicks', piece: pieceId, dial, from: piece.clicks[dial], to: dealt.value.piece.clicks[dial] })
  const passenger = isChariot(piece) ? passengerOf(g, pieceId) : null
  if (passenger !== null && dealt.value.taken > 0) {
    const load = { chariotId: pieceId, passengerId: passenger }
    const wound = woundPassenger(dice, load, requirePiece(g, passenger), section, dealt.value.taken)
    if (wound.ok) {
      lines.push(...wound.value.lines)
      rolls.push(...wound.breakdown.rolls)
      if (wound.value.clicks > 0) {
        const d = applyDamage(g, passenger, 0, wound.value.clicks, by)
        g = d.game
        events.push(...d.events)
      }
    }
  }
  if (isEliminated(dealt.value.piece)) {
    g = eliminate(g, pieceId, by)
    events.push({ kind: 'eliminated', piece: pieceId, by })
    const rider = passengerOf(g, pieceId)
    if (rider !== null && chariotCentre !== null && !isEliminated(requirePiece(g, rider))) {
      const load = { chariotId: pieceId, passengerId: rider }
      const fallen = chariotDestroyed(dice, load, requirePiece(g, rider), [chariotCentre[0], chariotCentre[1]], settings)
      g = withAboard(g, pieceId, null)
      events.push({ kind: 'left', piece: rider, chariot: pieceId })
      events.push({ kind: 'moved', piece: rider, to: [chariotCentre[0], chariotCentre[1]], facingDeg: null })
      if (fallen.ok) {
        lines.push(...fallen.value.lines)
        rolls.push(...fallen.breakdown.rolls)
        // applyDamage turns the dial from the rider as it was, so the table hears the clicks.
        const d = applyDamage(g, rider, 0, fallen.value.clicks, by)
        g = d.game
        events.push(...d.events)
      }
    }
  }
  return { game: g, events, lines, rolls }
}
