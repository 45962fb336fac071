import { ruling, universalis } from '../../kernel/clauses'
import { detailed } from '../../kernel/detail'
import type { Dice } from '../../kernel/dice'
import { hasModel, type GameState, type ModelState } from '../model/gameState'
import { refuse, type Resolution } from '../refusals'
import type { TableFacts } from '../model/facts'
import { DEFAULT_ROUND_SETTINGS, type RoundSettings } from './settings'
import { awaitsActivation } from './round'
import { burningAtPhaseStart, poisonAtPhaseStart } from '../states/burning'
import { inPlay, merge, outcome, type StateEvent, type StateOutcome } from '../states/common'
import { panicMoveObligation, panicRecoveryTest } from '../states/panic'
import { markDirectThreats } from '../sight/threats'

/**
 * An initiative phase (5.6): its start for the model and the telematons that act with it
 * (19.1): fast token off (8.9), overwatch and defence over (14.2, 15.3), poison (11.6), burning
 * (11.1), direct threats (4.5.1); and its end: the fast token for more than 20 cm moved (8.9)
 * and the panic recovery test (11.4.1). 5.6's own list of "folgende Punkte" is missing from the
 * text; R-5.6a fixes this order.
 */

const C = {
  phase: universalis('5.6', 'Initiativephasen'),
  order: ruling('R-5.6a', 'Beginn der Initiativephase'),
  fast: universalis('8.9', 'Schnelle Bewegungen'),
  overwatch: universalis('14.2', 'Feuerbereitschaft'),
  defence: universalis('15.3', 'Verteidigung'),
  operators: universalis('19.1', 'Operatoren'),
  panic: universalis('11.4.1', 'Auswirkungen von Panik'),
}

/** 8.9: "mehr als 20cm". */
export const FAST_MOVE_CM = 20

/** The model and its telematons still to act (19.1: "gleichzeitig mit ihm"). */
function actingGroup(game: GameState, modelId: string): string[] {
  const m = game.models[modelId]
  if (m.card.type === 'telematon') return [modelId]
  const teles = Object.values(game.models)
    .filter((t) => t.card.type === 'telematon' && t.operatorId === modelId && awaitsActivation(t))
    .map((t) => t.id)
  return [modelId, ...teles]
}

/** 8.9, 14.2, 15.3: the tokens that last "bis zum Beginn seiner nächsten Initiativephase". */
function clearPhaseTokens(m: ModelState, events: StateEvent[]): ModelState {
  if (m.tokens.fast) events.push({ kind: 'markerRemoved', modelId: m.id, marker: 'fast', clause: C.fast })
  if (m.tokens.overwatch) events.push({ kind: 'markerRemoved', modelId: m.id, marker: 'overwatch', clause: C.overwatch })
  if (m.tokens.defence) events.push({ kind: 'markerRemoved', modelId: m.id, marker: 'defence', clause: C.defence })
  return {
    ...m,
    movedThisPhase: 0,
    threatTestTaken: false,
    directThreats: [],
    tokens: { ...m.tokens, fast: false, overwatch: null, defence: false },
  }
}

export interface PhaseStart extends StateOutcome {
  /** The models acting in this phase: the chosen one and its telematons. */
  activeIds: string[]
}

/**
 * 5.6: begins the initiative phase of `modelId`, the next in the order chooseModels set. Returns
 * the events the caller must carry out or show: automatic hits already applied, `burningRun` and
 * `panicMove` for the movement layer; the direct threats are on the models (`directThreats`).
 */
export function beginInitiativePhase(
  game: GameState,
  modelId: string,
  facts: TableFacts,
  dice: Dice,
  settings: RoundSettings = DEFAULT_ROUND_SETTINGS,
): Resolution<PhaseStart> {
  if (!hasModel(game, modelId)) return refuse('no-such-model', `modelId: no model "${modelId}"`, C.phase, { model: modelId })
  if (game.active.length > 0)
    return refuse('initiative-phase-running', `the initiative phase of ${game.active[0]} is still running`, C.phase, {
      running: game.active[0],
    })
  const next = game.queue?.[0]
  if (next !== modelId)
    return refuse(
      'not-next-to-act',
      next ? `${next} has its initiative phase next, not ${modelId}` : `${modelId} has not been chosen (5.5.2: choose the models first)`,
      C.phase,
      next ? { model: modelId, next } : { model: modelId },
    )
  const activeIds = actingGroup(game, modelId)
  const events: StateEvent[] = []
  const models = { ...game.models }
  for (const id of activeIds) models[id] = clearPhaseTokens(models[id], events)
  let out: StateOutcome = { ...outcome({ ...game, models, active: activeIds, queue: game.queue!.slice(1) }), events }
  out.breakdown.lines.push({
    key: 'phase.begins',
    value: modelId,
    clause: C.order,
    ...(activeIds.length > 1 ? detailed('phase.begins', 'with {models} (19.1)', { models: activeIds.slice(1).join(', ') }) : {}),
  })
  for (const id of activeIds) {
    if (inPlay(out.game.models[id])) out = merge(out, poisonAtPhaseStart(out.game, id, facts, dice, settings.burning))
    if (inPlay(out.game.models[id])) out = merge(out, burningAtPhaseStart(out.game, id, facts, dice, settings.burning))
  }
  const lead = out.game.models[modelId]
  if (inPlay(lead) && lead.card.type !== 'telematon') {
    const marked = markDirectThreats(out.game, modelId, facts, settings.threats)
    out = { ...out, game: marked.game }
    out.breakdown.lines.push(...marked.finding.lines)
  }
  if (settings.panicMoveAt === 'activation')
    for (const id of activeIds) {
      const move = panicMoveObligation(out.game, id, facts)
      if (move) out.events.push(move)
    }
  return { ok: true, value: { ...out, activeIds }, breakdown: out.breakdown }
}

/**
 * Ends the running initiative phase of `modelId` (and its telematons): the fast token when it
 * moved more than 20 cm (8.9, from `movedThisPhase`), the panic recovery test (11.4.1; `recover`
 * false skips it, it is the player's option). `roundComplete` says whether every model has acted.
 */
export function endInitiativePhase(
  game: GameState,
  modelId: string,
  facts: TableFacts,
  dice: Dice,
  options: { recover?: boolean } = {},
  settings: RoundSettings = DEFAULT_ROUND_SETTINGS,
): Resolution<StateOutcome & { roundComplete: boolean }> {
  if (game.active[0] !== modelId)
    return refuse(
      'not-its-initiative-phase',
      game.active.length ? `the running initiative phase is ${game.active[0]}'s, not ${modelId}'s` : 'no initiative phase is running',
      C.phase,
      game.active.length ? { model: modelId, running: game.active[0] } : { model: modelId },
    )
  const recover = options.recover ?? settings.panicRecovery
  let out = outcome(game)
  for (const id of game.active) {
    const m = out.game.models[id]
    const fast = m.tokens.fast || m.movedThisPhase > FAST_MOVE_CM
    if (fast && !m.tokens.fast)
      out.breakdown.lines.push({
        key: 'fastToken',
        value: true,
        clause: C.fast,
        ...detailed('fastToken', '{model} moved {cm} cm', { model: id, cm: m.movedThisPhase }),
      })
    out.game = { ...out.game, models: { ...out.game.models, [id]: { ...m, tokens: { ...m.tokens, fast: inPlay(m) && fast } } } }
    if (recover && inPlay(m) && m.tokens.panic) out = merge(out, panicRecoveryTest(out.game, id, facts, dice))
    const after = out.game.models[id]
    out.game = { ...out.game, models: { ...out.game.models, [id]: { ...after, activated: true, directThreats: [] } } }
  }
  out.game = { ...out.game, active: [] }
  const roundComplete = !Object.values(out.game.models).some(awaitsActivation) && (out.game.queue?.length ?? 0) === 0
  return { ok: true, value: { ...out, roundComplete }, breakdown: out.breakdown }
}
