import type { RulingLine } from '../../kernel/clauses'
import { takeDamage } from '../core/dial'
import { withPiece, requirePiece } from './game'
import type { MkEvent, MkGame } from './types'

/**
 * Clicks of damage carried into the game (core 3): the dial turns, the table hears of it, and an
 * eliminated piece is remembered with whoever eliminated it (core 9: victory points).
 */
export interface Damaged {
  game: MkGame
  events: MkEvent[]
  lines: RulingLine[]
  /** Clicks actually turned. */
  clicks: number
  eliminated: boolean
}

export function applyDamage(game: MkGame, pieceId: string, dial: number, clicks: number, by: string | null): Damaged {
  const piece = requirePiece(game, pieceId)
  if (clicks <= 0) return { game, events: [], lines: [], clicks: 0, eliminated: false }
  const taken = takeDamage(piece, clicks, dial)
  // An eliminated piece or an inactive section takes no more: the refusal is the line that says so.
  if (!taken.ok)
    return {
      game,
      events: [],
      lines: [{ key: 'mk.noDamage', value: taken.refusal.code, clause: taken.refusal.clause }],
      clicks: 0,
      eliminated: false,
    }
  const { piece: next, eliminated, lines } = taken.value
  let g = withPiece(game, next)
  const events: MkEvent[] = [{ kind: 'clicks', piece: pieceId, dial, from: piece.clicks[dial], to: next.clicks[dial] }]
  if (eliminated) {
    const eliminatedBy: Record<string, string> = Object.assign(Object.create(null), g.eliminatedBy)
    if (by !== null) eliminatedBy[pieceId] = by
    g = { ...g, eliminatedBy }
    events.push({ kind: 'eliminated', piece: pieceId, by })
  }
  return { game: g, events, lines, clicks: taken.value.clicks, eliminated }
}
