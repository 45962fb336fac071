import type { UnitCard } from '../../../scene/cards/unitCard'
import { ruling, universalis } from '../../kernel/clauses'
import { detailed } from '../../kernel/detail'
import { requireModel, type GameState, type ModelState } from './gameState'
import { emptyBreakdown } from '../../kernel/resolution'
import { refuse, type Resolution } from '../refusals'

/**
 * Action points (4.1): 6 per round (telematons 2), never more than 12; at round end the unspent
 * AP are halved rounding down and carried (5.7); at round start they are refilled and the
 * carried ones added (5.5.1), then each shock token takes 1 AP (11.5, tokens the model cannot pay
 * stay for the next round). An operator may pay its telematons' shock tokens (19.7) and their
 * actions (19.4) with its own AP.
 */

export const AP_MAX = 12

const C = {
  ap: universalis('4.1', 'Aktionspunkte'),
  start: universalis('5.5.1', 'Rundenbeginn'),
  end: universalis('5.7', 'Rundenende'),
  shock: universalis('11.5', 'Schock'),
  teleAp: universalis('19.4', 'Aktionspunkte'),
  teleShock: universalis('19.7', 'Schock'),
  order: ruling('R-4.1a', 'Reihenfolge beim Rundenbeginn'),
}

/** 4.1: AP per round. */
export const apPerRound = (card: Pick<UnitCard, 'type'>): number => (card.type === 'telematon' ? 2 : 6)

const clampAp = (n: number): number => Math.max(0, Math.min(AP_MAX, n))

/**
 * 5.7: unspent AP halved rounding down, carried into the next round. Eliminated models keep
 * nothing. (The carried amount stays in `ap` until the next round start adds the refill.)
 */
export function apAtRoundEnd(model: ModelState): ModelState {
  return { ...model, ap: model.eliminated ? 0 : Math.floor(model.ap / 2) }
}

/** 5.5.1: refill plus the carried AP, capped at 12 (4.1). Eliminated models get none. */
export function refillAp(model: ModelState): ModelState {
  if (model.eliminated) return { ...model, ap: 0 }
  return { ...model, ap: clampAp(model.ap + apPerRound(model.card)) }
}

/** 11.5: 1 AP per shock token; the tokens it cannot pay stay until the next round start. */
export function payShockTokens(model: ModelState): ModelState {
  const paid = Math.min(model.ap, model.tokens.shock)
  return { ...model, ap: model.ap - paid, tokens: { ...model.tokens, shock: model.tokens.shock - paid } }
}

/**
 * 5.5.1 and 11.5 for one model: refill plus carried, capped at 12 (R-4.1a: the cap first, then
 * the shock tokens, because 4.1 forbids holding more than 12 at any moment), then 1 AP per shock
 * token. (round.ts puts the operator's 19.7 payments between the two steps.)
 */
export const apAtRoundStart = (model: ModelState): ModelState => payShockTokens(refillAp(model))

/**
 * 19.7: before the telematon pays its shock tokens from its own AP (R-4.1a: the operator's
 * choice comes first, else it would be pointless), the operator pays `tokens` of them with its
 * own AP. Call after `refillAp`, before `payShockTokens`.
 */
export function operatorPaysShock(game: GameState, telematonId: string, tokens: number): Resolution<GameState> {
  const tele = game.models[telematonId]
  if (!tele) return refuse('no-such-model', `telematonId: no model "${telematonId}"`, C.teleShock, { model: telematonId })
  if (tele.card.type !== 'telematon' || !tele.operatorId)
    return refuse('not-an-operated-telematon', `${telematonId} is not a telematon with an operator`, C.teleShock, { model: telematonId })
  const op = game.models[tele.operatorId]
  if (!op || op.eliminated)
    return refuse('operator-not-in-play', `operator ${tele.operatorId} of ${telematonId} is not in play`, C.teleShock, {
      model: telematonId,
      operator: tele.operatorId,
    })
  if (!Number.isInteger(tokens) || tokens < 0)
    throw new RangeError(`rules/model: operatorPaysShock tokens: expected a whole number >= 0, got ${tokens}`)
  if (tokens > tele.tokens.shock)
    return refuse(
      'too-many-shock-tokens',
      `tokens: ${telematonId} has only ${tele.tokens.shock} shock tokens, not ${tokens}`,
      C.teleShock,
      { model: telematonId, have: tele.tokens.shock, need: tokens },
    )
  if (tokens > op.ap)
    return refuse('not-enough-ap', `removing ${tokens} shock tokens costs ${tokens} AP, ${op.id} has ${op.ap}`, C.teleShock, {
      model: op.id,
      need: tokens,
      have: op.ap,
    })
  const models = {
    ...game.models,
    [op.id]: { ...op, ap: op.ap - tokens },
    [tele.id]: { ...tele, tokens: { ...tele.tokens, shock: tele.tokens.shock - tokens } },
  }
  const breakdown = emptyBreakdown()
  breakdown.lines.push({
    key: 'ap.operatorPaysShock',
    value: tokens,
    clause: C.teleShock,
    ...detailed('ap.operatorPaysShock', '{operator} for {telematon}', { operator: op.id, telematon: tele.id }),
  })
  return { ok: true, value: { ...game, models }, breakdown }
}

/**
 * Spends `cost` AP for an action of `modelId`. For a telematon the operator's AP may pay the
 * rest (19.4): by default the telematon's own AP first, then the operator's; R-19.4a: the
 * operator's first when the round started with the telematon's `apFromOperatorFirst`;
 * `fromOperator` fixes how many come from the operator.
 */
export function spendAp(game: GameState, modelId: string, cost: number, options: { fromOperator?: number } = {}): Resolution<GameState> {
  const model = game.models[modelId]
  if (!model) return refuse('no-such-model', `modelId: no model "${modelId}"`, C.ap, { model: modelId })
  if (!Number.isInteger(cost) || cost < 0) throw new RangeError(`rules/model: spendAp cost: expected a whole number >= 0, got ${cost}`)
  const op = model.card.type === 'telematon' && model.operatorId ? game.models[model.operatorId] : undefined
  const opAvailable = op && !op.eliminated ? op.ap : 0
  const fromOp =
    options.fromOperator ??
    (!op ? 0 : model.apFromOperatorFirst ? Math.max(Math.min(cost, opAvailable), cost - model.ap) : Math.max(0, cost - model.ap))
  if (!Number.isInteger(fromOp) || fromOp < 0 || fromOp > cost)
    throw new RangeError(`rules/model: spendAp fromOperator: expected a whole number from 0 to ${cost}, got ${fromOp}`)
  if (fromOp > 0 && !op)
    return refuse('not-an-operated-telematon', `${modelId} has no operator whose AP it could use`, C.teleAp, { model: modelId })
  const own = cost - fromOp
  if (own > model.ap || fromOp > opAvailable)
    return refuse(
      'not-enough-ap',
      `costs ${cost} AP; ${modelId} has ${model.ap}${op ? `, operator ${op.id} ${opAvailable}` : ''}`,
      C.ap,
      op
        ? { model: modelId, need: cost, have: model.ap, operator: op.id, operatorHas: opAvailable }
        : { model: modelId, need: cost, have: model.ap },
    )
  let models = { ...game.models, [modelId]: { ...model, ap: model.ap - own } }
  if (op && fromOp > 0) models = { ...models, [op.id]: { ...op, ap: op.ap - fromOp } }
  const breakdown = emptyBreakdown()
  breakdown.lines.push({ key: 'ap.spent', value: own, clause: C.ap, ...detailed('ap.spent', '{model}', { model: modelId }) })
  if (fromOp > 0 && op)
    breakdown.lines.push({
      key: 'ap.spentByOperator',
      value: fromOp,
      clause: C.teleAp,
      ...detailed('ap.spentByOperator', '{operator}', { operator: op.id }),
    })
  return { ok: true, value: { ...game, models }, breakdown }
}

/** AP a model may use now: its own plus, for a telematon, its operator's (19.4; for checkCanAct's `operatorAp`). */
export function availableAp(game: GameState, modelId: string): { own: number; operator: number } {
  const model = requireModel(game, modelId)
  const op = model.card.type === 'telematon' && model.operatorId ? game.models[model.operatorId] : undefined
  return { own: model.ap, operator: op && !op.eliminated ? op.ap : 0 }
}

/** Adds AP from a game mechanic (equipment, powers), never above 12 (4.1). */
export function gainAp(model: ModelState, amount: number): ModelState {
  if (!Number.isInteger(amount) || amount < 0) throw new RangeError(`amount: expected a whole number >= 0, got ${amount}`)
  return { ...model, ap: clampAp(model.ap + amount) }
}

export const AP_CLAUSES = C
