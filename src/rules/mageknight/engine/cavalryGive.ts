import { notYourTurnReason } from './game'
import type { RulingLine } from '../../kernel/clauses'
import {
  DEFAULT_CAVALRY_SETTINGS,
  giveCavalryAction,
  isCavalryUnit,
  riderlessController,
  type CavalryActionKind,
  type CavalryDial,
  type CavalrySettings,
  type CavalryUnit,
} from '../cavalry'
import { spendAction } from '../castle/actions'
import { CORE } from '../core/clauses'
import { refuse } from '../cavalry/refusals'
import { applyDamage } from './damage'
import type { CavResult } from './cavalryDamage'
import { unitOf, withUnit } from './cavalryState'
import type { MkEvent, MkGame } from './types'

/**
 * An action given to a cavalry unit, or to a mount without a rider (003 "Giving Actions to a
 * Cavalry Unit", "Intelligence Levels"): whose turn it must be (a mean-spirited mount without a
 * rider is the current player's), the unit's one action and its token (the rules module), one of
 * the turn's actions (core 4), and the pushing click only a mount without a rider takes.
 */

export interface UnitGiven {
  game: MkGame
  /** The unit as it is after the action was given (its tokens). */
  unit: CavalryUnit
  dial: CavalryDial
  events: MkEvent[]
  lines: RulingLine[]
}

export function giveUnitAction(
  game: MkGame,
  mountId: string,
  kind: CavalryActionKind,
  dial: CavalryDial | undefined,
  settings: CavalrySettings = DEFAULT_CAVALRY_SETTINGS,
): CavResult<UnitGiven> {
  const unit = unitOf(game, mountId)
  const controller = riderlessController(unit, game.turn.side)
  if (controller.side !== game.turn.side)
    return refuse('not-your-turn', notYourTurnReason(game.turn.side, mountId, controller.side), CORE.actions, {
      side: game.turn.side,
    })
  const given = giveCavalryAction(unit, kind, dial, settings)
  if (!given.ok) return given
  const spent = spendAction(game.turn.actions, false)
  if (!spent.ok) return spent
  const lines = [...controller.lines, ...given.value.lines, ...spent.breakdown.lines]
  let g: MkGame = { ...withUnit(game, given.value.unit), turn: { ...game.turn, actions: spent.value } }
  const events: MkEvent[] = []
  // A mount without a rider is an ordinary warrior (003 "Intelligence Levels"): pushed, it takes the core's click.
  if (given.value.pushed && !isCavalryUnit(unit)) {
    const d = applyDamage(g, mountId, 0, 1, null)
    g = d.game
    events.push(...d.events)
    lines.push({ key: 'pushDamage', value: d.clicks, clause: CORE.actions }, ...d.lines)
  }
  const value = { game: g, unit: unitOf(g, mountId), dial: given.value.dial, events, lines }
  return { ok: true, value, breakdown: { modifiers: [], rolls: [], lines } }
}
