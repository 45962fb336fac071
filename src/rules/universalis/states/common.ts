import { ruling, universalis, type RulingLine } from '../../kernel/clauses'
import { detailed } from '../../kernel/detail'
import { maxHp } from '../model/derived'
import type { GameState, ModelState } from '../model/gameState'
import { emptyBreakdown, type Breakdown } from '../../kernel/resolution'
import type { EdgePath } from '../model/facts'
import { applyShock } from '../model/shock'
import type { DamageProfile } from '../../../scene/cards/unitCard'
import type { Clause } from '../../kernel/clauses'

/**
 * What the state rules of 11 (and 19) share: who is still in play, the events they report to
 * the caller (the movement layer carries out moves, the view shows markers), and striking hit
 * points outside a wound roll (19.8) with the critical state (11.3) and elimination (11.2).
 */

export const SC = {
  burning: universalis('11.1', 'Brennen'),
  burningHelp: universalis('11.1.1', 'Hilfe durch befreundete Modelle'),
  eliminated: universalis('11.2', 'Eliminiert'),
  critical: universalis('11.3', 'Kritisch'),
  panic: universalis('11.4', 'Panik'),
  panicEffects: universalis('11.4.1', 'Auswirkungen von Panik'),
  panicMods: universalis('11.4.2', 'Modifikatoren'),
  shock: universalis('11.5', 'Schock'),
  poison: universalis('11.6', 'Vergiftung'),
  noOperator: universalis('19.3', 'Telematons ohne Operator'),
  feedback: universalis('19.8', 'Eliminierung'),
  offTable: ruling('R-11.4b', 'Spielfeld verlassen'),
  hpLoss: ruling('R-19.8a', 'TP-Verlust ohne Schaden'),
}

/** Still on the table and taking part: not eliminated (11.2), not fled off the table (R-11.4b). */
export const inPlay = (m: ModelState): boolean => !m.eliminated && !m.offTable

export type StateEvent =
  | { kind: 'eliminated'; modelId: string; clause: Clause }
  | { kind: 'critical'; modelId: string; clause: Clause }
  | { kind: 'panicked'; modelId: string; cause: 'test' | 'noOperator'; clause: Clause }
  | { kind: 'markerRemoved'; modelId: string; marker: 'burning' | 'poison' | 'panic' | 'fast' | 'overwatch' | 'defence'; clause: Clause }
  /** 11.1 / 11.6: the automatic hit as resolved by the damage rules (damageApply.resolveHit). */
  | {
      kind: 'automaticHit'
      modelId: string
      cause: 'burning' | 'poison'
      profile: DamageProfile
      outcome: 'nothing' | 'shock' | 'damage'
      hpLoss: number
      clause: Clause
    }
  /**
   * 11.1: the survivor of a burning hit runs W6 times its full move in a random direction,
   * paying AP as usual. Bearings in degrees clockwise from the table's north edge (R-11.1a);
   * the movement layer walks them (and stops when the AP run out).
   */
  | { kind: 'burningRun'; modelId: string; moves: number; bearingsDeg: number[]; clause: Clause }
  /** 11.4.1: spend all AP moving toward the nearest table edge along `path` (movement layer). */
  | { kind: 'panicMove'; modelId: string; ap: number; path: EdgePath | null; clause: Clause }

export interface StateOutcome {
  game: GameState
  events: StateEvent[]
  breakdown: Breakdown
}

export const outcome = (game: GameState): StateOutcome => ({ game, events: [], breakdown: emptyBreakdown() })

/** Appends another outcome's events and breakdown to `into`, taking its game. */
export function merge(into: StateOutcome, next: StateOutcome): StateOutcome {
  return {
    game: next.game,
    events: [...into.events, ...next.events],
    breakdown: {
      modifiers: [...into.breakdown.modifiers, ...next.breakdown.modifiers],
      rolls: [...into.breakdown.rolls, ...next.breakdown.rolls],
      lines: [...into.breakdown.lines, ...next.breakdown.lines],
    },
  }
}

/**
 * 11.3: entering the critical state. Only once: a second time is 1 shock instead. (The red AP
 * die of 4.1 is the view's business: `critical` is the flag it shows.)
 */
export function enterCritical(model: ModelState): { model: ModelState; line: RulingLine } {
  if (model.critical)
    return {
      model: applyShock(model),
      line: {
        key: 'shock',
        value: 1,
        clause: SC.critical,
        ...detailed('states.criticalAgain', '{model} critical a second time', { model: model.id }),
      },
    }
  return {
    model: { ...model, critical: true },
    line: { key: 'critical', value: true, clause: SC.critical, ...detailed('states.critical', '{model}', { model: model.id }) },
  }
}

/**
 * Strikes `amount` hit points without a wound roll (19.8 "verliert automatisch Trefferpunkte").
 * R-19.8a: not damage in the sense of 10.5: no reduction, no shock; elimination (11.2) and the
 * critical state (11.3) follow as always. Never heals.
 */
export function loseHitPoints(model: ModelState, amount: number): { model: ModelState; lines: RulingLine[]; becameCritical: boolean } {
  if (!Number.isInteger(amount) || amount < 0) throw new RangeError(`amount: expected a whole number >= 0, got ${amount}`)
  const max = maxHp(model.card)
  const before = max - model.hpLost
  const hpLost = Math.min(max, model.hpLost + amount)
  const left = max - hpLost
  let next: ModelState = { ...model, hpLost, zoneHpLost: model.zoneHpLost ? { ...model.zoneHpLost, hull: hpLost } : undefined }
  const lines: RulingLine[] = [
    {
      key: 'hpLost',
      value: amount,
      clause: SC.hpLoss,
      ...detailed('states.hpLost', '{model}: {left} of {max} left', { model: model.id, left, max }),
    },
  ]
  if (left <= 0) {
    lines.push({ key: 'eliminated', value: true, clause: SC.eliminated, ...detailed('states.eliminated', '{model}', { model: model.id }) })
    return { model: { ...next, eliminated: true }, lines, becameCritical: false }
  }
  const crit = model.card.hitPoints.critical
  let becameCritical = false
  if (amount > 0 && left <= crit && before > crit) {
    const c = enterCritical(next)
    next = c.model
    becameCritical = !model.critical
    lines.push(c.line)
  }
  return { model: next, lines, becameCritical }
}
