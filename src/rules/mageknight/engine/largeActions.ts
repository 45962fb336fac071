import type { RulingLine } from '../../kernel/clauses'
import { spendAction } from '../castle/actions'
import { CORE } from '../core/clauses'
import { giveSectionAction, newLargeTurn, takePushDamage, type LargeActionKind, type LargeTurn } from '../large'
import { refuse, type Resolution } from '../large/refusals'
import { LARGE } from '../core/clauses'
import { requirePiece, withPiece, notYourTurnReason } from './game'
import type { MkAction, MkEvent, MkGame } from './types'

/**
 * A large figure's actions carried into the game (000 "Aktionen", "Antreiben"): each section
 * action is one of the turn's actions (core 4, R-MKC-1), the figure's `LargeTurn` record lives in
 * `MkGame.largeTurns` for the current turn only (a record of an earlier turn is stale, so the end
 * of a turn needs no clean-up), and the pushing click falls on the section the player names.
 * The castle's `giveAction` is never asked about a large figure: it allows one action a turn.
 */

/** The large figure's record for the turn being played: the stored one, or a fresh one at its first action. */
export function largeTurnOf(game: MkGame, pieceId: string): LargeTurn {
  const stored = game.largeTurns
  if (stored && stored.turn === game.turn.number && Object.hasOwn(stored.byPiece, pieceId)) return stored.byPiece[pieceId]
  return newLargeTurn(requirePiece(game, pieceId))
}

/** The game with `pieceId`'s record of this turn replaced. */
export function withLargeTurn(game: MkGame, pieceId: string, turn: LargeTurn): MkGame {
  const current = game.largeTurns && game.largeTurns.turn === game.turn.number ? game.largeTurns.byPiece : {}
  const byPiece: Record<string, LargeTurn> = Object.assign(Object.create(null), current)
  byPiece[pieceId] = turn
  return { ...game, largeTurns: { turn: game.turn.number, byPiece } }
}

export interface LargeGiven {
  game: MkGame
  events: MkEvent[]
  lines: RulingLine[]
}

/**
 * Gives `section` of the large figure an action of `kind`: the section rules (giveSectionAction),
 * one of the turn's actions, and after a pushed first action the click on section `push`.
 */
export function giveLargeAction(
  game: MkGame,
  pieceId: string,
  section: string,
  kind: LargeActionKind,
  push: string | undefined,
): Resolution<LargeGiven> {
  const piece = requirePiece(game, pieceId)
  if (piece.side !== game.turn.side)
    return refuse('not-your-turn', notYourTurnReason(game.turn.side, pieceId, piece.side), CORE.actions, { side: game.turn.side })
  const given = giveSectionAction(piece, largeTurnOf(game, pieceId), section, kind)
  if (!given.ok) return given
  const spent = spendAction(game.turn.actions, false)
  // The turn's count refuses with a castle code (no action left); callers read codes as strings.
  if (!spent.ok) return spent as unknown as Resolution<never>
  const lines = [...given.value.lines, ...spent.breakdown.lines]
  const events: MkEvent[] = []
  let after = given.value.piece
  let turn = given.value.turn
  if (given.value.pushed) {
    if (push === undefined)
      return refuse('push-section-required', `${pieceId} is pushed: name the section that takes the click (push)`, LARGE.pushing)
    const dial = piece.dials.findIndex((d) => d.name === push)
    if (dial < 0)
      return refuse('push-section-required', `${pieceId} has no section named "${push}" to take the pushing click`, LARGE.pushing, { push })
    const pushed = takePushDamage(after, turn, push)
    if (!pushed.ok) return pushed
    events.push({ kind: 'clicks', piece: pieceId, dial, from: after.clicks[dial], to: pushed.value.piece.clicks[dial] })
    lines.push(...pushed.value.lines)
    after = pushed.value.piece
    turn = pushed.value.turn
  }
  const g = withLargeTurn({ ...withPiece(game, after), turn: { ...game.turn, actions: spent.value } }, pieceId, turn)
  return { ok: true, value: { game: g, events, lines }, breakdown: { modifiers: [], rolls: [], lines } }
}

/** The section a step's dial names on a large figure: its index, as the card orders the dials. */
export function sectionOfDial(game: MkGame, pieceId: string, dial: number | undefined): Resolution<string> {
  const piece = requirePiece(game, pieceId)
  if (dial === undefined)
    return refuse('large-section-required', `${pieceId} is a large figure: name the acting section (dial)`, LARGE.actions)
  const d = piece.dials[dial]
  if (!d) throw new RangeError(`mageknight engine: dial: ${pieceId} has no dial ${dial}`)
  return { ok: true, value: d.name ?? `dial ${dial}`, breakdown: { modifiers: [], rolls: [], lines: [] } }
}

/** An ordinary move step on a large figure: the section its dial names gets the one move action. */
export function largeMoveOf(game: MkGame, action: Extract<MkAction, { kind: 'move' }>): Extract<MkAction, { kind: 'largeMove' }> {
  const piece = requirePiece(game, action.piece)
  const section = piece.dials[action.dial ?? 0]?.name ?? `dial ${action.dial ?? 0}`
  return {
    kind: 'largeMove',
    piece: action.piece,
    sections: [section],
    to: action.to,
    ...(action.facingDeg === undefined ? {} : { facingDeg: action.facingDeg }),
  }
}
