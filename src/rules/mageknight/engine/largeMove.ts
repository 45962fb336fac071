import type { RulingLine } from '../../kernel/clauses'
import type { Dice } from '../../kernel/dice'
import type { RollRecord } from '../../kernel/resolution'
import { LARGE } from '../core/clauses'
import {
  combinedMoveAllowance,
  largeBreakAway,
  planLargeMove,
  recordCombinedMove,
  validateLargeMove,
  type LargeFigureSettings,
} from '../large'
import { refuse, type Resolution } from '../large/refusals'
import { requirePiece } from './game'
import { giveLargeAction, largeTurnOf, withLargeTurn } from './largeActions'
import type { MkAction, MkActionFacts, MkEvent, MkPerformed } from './types'
import type { MkGame } from './types'

/**
 * A large figure's combined move played (000 "Aktionen", "Bewegung", "Lösen",
 * "Bewegungsschablone"): every section named gets a move action (one of the turn's actions each,
 * the token and any pushing click after the first), then the figure moves once by the combined
 * allowance (R-LF-5): one break-away roll when enemies touch it, straight back or turned and
 * straight ahead, over the template's facts the judge measured to the goal. A multi-dial base on
 * the way stops it: the engine refuses with the stop point (`large-move-stopped-remeasure`) and
 * the judge measures again there and asks once more, so the end is always checked (R-LF-8).
 * No free spin follows (000 "Allgemeine Regeln": the core engine gives none either).
 */

type LargeMoveAction = Extract<MkAction, { kind: 'largeMove' }>

export function performLargeMove(
  game: MkGame,
  action: LargeMoveAction,
  facts: MkActionFacts,
  dice: Dice,
  settings?: LargeFigureSettings,
): Resolution<MkPerformed> {
  const piece = requirePiece(game, action.piece)
  const placement = facts.large?.placement[action.piece]
  const template = facts.large?.move
  if (!facts.move || !placement || !template)
    throw new RangeError('mageknight engine: a large move needs facts.move, facts.large.placement and facts.large.move')
  if (action.sections.length === 0) return refuse('large-section-required', `${action.piece}: name the sections that move`, LARGE.actions)
  let g = game
  const events: MkEvent[] = []
  const lines: RulingLine[] = []
  for (const section of action.sections) {
    const given = giveLargeAction(g, action.piece, section, 'move', action.push)
    if (!given.ok) return given
    g = given.value.game
    events.push(...given.value.events)
    lines.push(...given.value.lines)
  }
  const moved = requirePiece(g, action.piece)
  const allowance = combinedMoveAllowance(moved, action.sections, settings)
  if (!allowance.ok) return allowance
  lines.push(...allowance.value.lines)
  const rolls: RollRecord[] = []
  const enemies = facts.move.enemiesInContact.length
  const breakAway = largeBreakAway(dice, moved, enemies)
  if (!breakAway.ok) return breakAway
  lines.push(...breakAway.value.lines)
  rolls.push(...breakAway.breakdown.rolls)
  const turn = recordCombinedMove(largeTurnOf(g, action.piece))
  g = withLargeTurn(g, action.piece, turn)
  if (!breakAway.value.mayMove) {
    // The actions are spent: a failed break-away keeps the figure where it stands, unturned.
    const breakdown = { modifiers: [], rolls, lines }
    return { ok: true, value: { game: g, events, breakdown }, breakdown }
  }
  const plan = planLargeMove(
    piece,
    { from: placement.centre, facingDeg: placement.facingDeg, to: action.to, endFacingDeg: action.facingDeg },
    settings,
  )
  if (!plan.ok) return plan
  lines.push(...plan.breakdown.lines)
  const checked = validateLargeMove(
    { piece: moved, plan: plan.value, allowance: allowance.value, facts: template, breakAway: { succeeded: true } },
    settings,
  )
  if (!checked.ok) return checked
  const m = checked.value
  if (!m.endChecked)
    return refuse(
      'large-move-stopped-remeasure',
      `${action.piece} stops at the multi-dial base of ${m.stoppedBy}: measure again there`,
      LARGE.movement,
      { x: m.end[0], z: m.end[1], stoppedBy: m.stoppedBy ?? '' },
    )
  lines.push(...m.lines)
  events.push({ kind: 'moved', piece: action.piece, to: m.end, facingDeg: m.endFacingDeg })
  const breakdown = { modifiers: [], rolls, lines }
  return { ok: true, value: { game: g, events, breakdown }, breakdown }
}
