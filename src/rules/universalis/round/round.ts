import { ruling, universalis, type Clause } from '../../kernel/clauses'
import { detailed } from '../../kernel/detail'
import { currentAttribute } from '../model/attributes'
import { AP_CLAUSES, operatorPaysShock, payShockTokens, refillAp } from '../model/ap'
import { purpose, type Dice } from '../../kernel/dice'
import type { GameState, ModelState } from '../model/gameState'
import { emptyBreakdown } from '../../kernel/resolution'
import { refuse, type RefusalCode, type Resolution } from '../refusals'
import { contestHigherThenChance, type ContestResult } from '../model/rolls'
import { noFacts, type TableFacts } from '../model/facts'
import { inPlay, merge, type StateOutcome } from '../states/common'
import { isOrphanTelematon, panicMoveObligation } from '../states/panic'
import { panicOrphans } from '../states/telematon'
import { DEFAULT_ROUND_SETTINGS, type RoundSettings } from './settings'

/**
 * The round (5.5 to 5.7): its start (AP refill, shock tokens, panic moves), the simultaneous
 * choice of one model per player with the compared AGI roll deciding who goes first, and its end
 * (`roundEnd.ts`). The initiative phases themselves are phase.ts.
 */

const C = {
  rounds: universalis('5.5', 'Runden'),
  start: universalis('5.5.1', 'Rundenbeginn'),
  order: universalis('5.5.2', 'Reihenfolge innerhalb der Runde'),
  end: universalis('5.7', 'Rundenende'),
  operators: universalis('19.1', 'Operatoren'),
  teleAp: universalis('19.4', 'Aktionspunkte'),
  orphans: universalis('19.3', 'Telematons ohne Operator'),
  panic: universalis('11.4.1', 'Auswirkungen von Panik'),
  panicWhen: ruling('R-5.5.1a', 'Panikbewegung zu Rundenbeginn'),
  rTeleAp: ruling('R-19.4a', 'Wessen AP zuerst'),
}

/** Has not had its initiative phase this round and can still have one. */
export const awaitsActivation = (m: ModelState): boolean => inPlay(m) && !m.activated

/** A telematon whose operator is in play and still to act: it acts in the operator's phase (19.1). */
function boundToOperator(game: GameState, m: ModelState): boolean {
  if (m.card.type !== 'telematon' || !m.operatorId) return false
  const op = game.models[m.operatorId]
  return !!op && inPlay(op) && !op.activated
}

/**
 * 5.5.2 with 19.1 and 19.3: the models `side` may choose now. Telematons come with their
 * operator; telematons without operator only once no model of any side with a will of its own
 * is left to act (R-19.3b: "immer zuletzt" across both groups).
 */
export function choosableModels(game: GameState, side: string): string[] {
  const waiting = Object.values(game.models).filter((m) => awaitsActivation(m) && !boundToOperator(game, m))
  const willed = waiting.filter((m) => !isOrphanTelematon(game, m.id))
  const pool = willed.length > 0 ? willed : waiting
  return pool.filter((m) => m.side === side).map((m) => m.id)
}

export interface StartRoundOptions {
  /** 19.7: shock tokens of each telematon its operator pays with its own AP, by telematon id. */
  operatorShockPayments?: Record<string, number>
  /**
   * 19.4 (R-19.4a): telematons whose actions this round are paid from their operator's AP first
   * (by default their own AP go first). Every other model's choice is reset.
   */
  operatorApFirst?: readonly string[]
  /** Paths to the nearest edge for panicking models (11.4.1), from the movement layer. */
  facts?: TableFacts
}

/**
 * 5.5.1: the next round begins: every model's AP refilled with the carried ones added (max 12),
 * the operators' 19.7 payments, 1 AP per shock token (11.5), and (R-5.5.1a) the panic moves of
 * all panicking models returned as `panicMove` events, to be carried out at once.
 */
export function startRound(
  game: GameState,
  options: StartRoundOptions = {},
  settings: RoundSettings = DEFAULT_ROUND_SETTINGS,
): Resolution<StateOutcome> {
  if (game.phase === 'over')
    return refuse(
      'game-over',
      `the game is over${game.winner ? `: ${game.winner} won` : ''}`,
      C.end,
      game.winner ? { winner: game.winner } : undefined,
    )
  if (game.phase === 'round' && !game.roundEnded)
    return refuse('round-not-ended', `round ${game.round} has not been ended yet (5.7 comes first)`, C.end, { round: game.round })
  const models: Record<string, ModelState> = {}
  for (const id of options.operatorApFirst ?? []) {
    const t = game.models[id]
    if (!t) return refuse('no-such-model', `operatorApFirst: no model "${id}"`, C.teleAp, { model: id })
    if (t.card.type !== 'telematon' || !t.operatorId)
      return refuse('not-an-operated-telematon', `operatorApFirst: ${id} is not a telematon with an operator (19.4)`, C.teleAp, {
        model: id,
      })
  }
  for (const m of Object.values(game.models))
    models[m.id] = {
      ...refillAp(m),
      activated: !inPlay(m),
      movedThisPhase: 0,
      threatTestTaken: false,
      directThreats: [],
      actionsThisRound: 0,
      apFromOperatorFirst: (options.operatorApFirst ?? []).includes(m.id),
    }
  let next: GameState = { ...game, round: game.round + 1, phase: 'round', roundEnded: false, active: [], queue: [], models }
  const breakdown = emptyBreakdown()
  for (const [teleId, tokens] of Object.entries(options.operatorShockPayments ?? {})) {
    const paid = operatorPaysShock(next, teleId, tokens)
    if (!paid.ok) return paid
    next = paid.value
    breakdown.lines.push(...paid.breakdown.lines)
  }
  const paidModels: Record<string, ModelState> = {}
  for (const m of Object.values(next.models)) {
    const after = payShockTokens(m)
    if (after.ap !== m.ap)
      breakdown.lines.push({
        key: 'ap.shockTokensPaid',
        value: m.ap - after.ap,
        clause: AP_CLAUSES.shock,
        ...(after.tokens.shock
          ? detailed('ap.shockTokensPaid.stay', '{model}, {tokens} token(s) stay', { model: m.id, tokens: after.tokens.shock })
          : detailed('ap.shockTokensPaid', '{model}', { model: m.id })),
      })
    paidModels[m.id] = after
  }
  for (const id of options.operatorApFirst ?? [])
    breakdown.lines.push({
      key: 'ap.operatorFirst',
      value: id,
      clause: C.rTeleAp,
      ...detailed('ap.operatorFirst', "{model}'s actions this round are paid from {operator}'s AP first", {
        model: id,
        operator: String(next.models[id].operatorId),
      }),
    })
  next = { ...next, models: paidModels, log: [...next.log, `round ${next.round} begins`] }
  let out: StateOutcome = { game: next, events: [], breakdown }
  out = merge(out, panicOrphans(out.game))
  if (settings.panicMoveAt === 'round-start') {
    for (const m of Object.values(out.game.models)) {
      const move = panicMoveObligation(out.game, m.id, options.facts ?? noFacts())
      if (move) out.events.push({ ...move, clause: C.panicWhen })
    }
  }
  return { ok: true, value: out, breakdown: out.breakdown }
}

export interface ChoiceResult {
  game: GameState
  /** Model ids in the order of their initiative phases (5.5.2: the winner first, then at once the loser). */
  order: string[]
  contest?: ContestResult & { decidedBy: 'roll' | 'attribute' | 'chance' }
}

/**
 * 5.5.2: both players choose a model at the same time (`choices`: side -> model id); a compared
 * AGI roll decides whose initiative phase comes first (tie: higher AGI, then chance). A player
 * with no models left to choose chooses nothing and the other plays on alone.
 */
export function chooseModels(game: GameState, choices: Record<string, string>, dice: Dice): Resolution<ChoiceResult> {
  if (game.phase !== 'round' || game.roundEnded)
    return refuse('no-running-round', 'models are chosen during a round (start the round first)', C.order)
  if (game.active.length > 0 || (game.queue?.length ?? 0) > 0)
    return refuse(
      'initiative-phase-running',
      `initiative phases still to finish: ${[...game.active, ...(game.queue ?? [])].join(', ')}`,
      C.order,
      { running: [...game.active, ...(game.queue ?? [])].join(', ') },
    )
  const chosen: string[] = []
  for (const side of game.sides) {
    const options = choosableModels(game, side)
    const pick = choices[side]
    if (pick === undefined) {
      if (options.length > 0)
        return refuse('must-choose-model', `choices.${side}: side ${side} must choose one of ${options.join(', ')}`, C.order, {
          side,
          options: options.join(', '),
        })
      continue
    }
    const m = game.models[pick]
    if (!m) return refuse('no-such-model', `choices.${side}: no model "${pick}"`, C.order, { side, model: pick })
    if (m.side !== side)
      return refuse('wrong-side', `choices.${side}: ${pick} belongs to side ${m.side}`, C.order, { side, model: pick, belongsTo: m.side })
    if (!options.includes(pick)) {
      const [code, why, clause]: [RefusalCode, string, Clause] = !inPlay(m)
        ? ['out-of-play', 'is out of play', C.order]
        : m.activated
          ? ['already-activated', 'has had its initiative phase this round', C.order]
          : boundToOperator(game, m)
            ? ['acts-in-operator-phase', `acts in its operator ${m.operatorId}'s phase (19.1)`, C.operators]
            : ['orphan-acts-last', 'is a telematon without operator: it acts last (19.3)', C.orphans]
      return refuse(
        code,
        `choices.${side}: ${pick} ${why}`,
        clause,
        code === 'acts-in-operator-phase' ? { side, model: pick, operator: m.operatorId ?? '' } : { side, model: pick },
      )
    }
    chosen.push(pick)
  }
  for (const side of Object.keys(choices))
    if (!game.sides.includes(side)) return refuse('no-such-side', `choices.${side}: no such side`, C.order, { side })
  if (chosen.length === 0)
    return refuse('all-models-activated', `every model has had its initiative phase in round ${game.round}: end the round`, C.order, {
      round: game.round,
    })
  if (chosen.length > 2)
    return refuse('needs-two-groups', `choices: 5.5.2 compares two models, got ${chosen.length}`, C.order, { have: chosen.length })
  const breakdown = emptyBreakdown()
  if (chosen.length === 1) {
    breakdown.lines.push({ key: 'initiative.alone', value: chosen[0], clause: C.order })
    return { ok: true, value: { game: { ...game, queue: chosen }, order: chosen }, breakdown }
  }
  const [a, b] = chosen
  const agiA = currentAttribute(game, a, 'AGI')
  const agiB = currentAttribute(game, b, 'AGI')
  const contest = contestHigherThenChance(
    dice,
    { label: a, value: agiA.value, modifiers: [] },
    { label: b, value: agiB.value, modifiers: [] },
    purpose('roll.initiative', {}, 'initiative: compared AGI'),
    C.order,
  )
  const order = contest.winner === 'a' ? [a, b] : [b, a]
  breakdown.modifiers.push(...agiA.modifiers, ...agiB.modifiers)
  breakdown.rolls.push(contest.a, contest.b)
  breakdown.lines.push({
    key: 'initiative.first',
    value: order[0],
    clause: C.order,
    ...detailed('contest.decidedBy', 'decided by {by}', { by: contest.decidedBy }),
  })
  return {
    ok: true,
    value: { game: { ...game, queue: order, log: [...game.log, `round ${game.round}: ${order.join(' then ')}`] }, order, contest },
    breakdown,
  }
}
