import { canAct, payAp } from '../model/acting'
import { requireModel, type GameState } from '../model/gameState'
import { currentAttribute } from '../model/attributes'
import { attributeRoll } from '../model/rolls'
import { purpose, type Dice } from '../../kernel/dice'
import { MOVE_CLAUSES as C, type MovePlan } from './movement'
import type { Breakdown, RollRecord } from '../../kernel/resolution'
import { refuse, type Resolution } from '../refusals'
import { universalis, type RulingLine } from '../../kernel/clauses'
import { DEFAULT_MOVEMENT_SETTINGS } from './pathRules'

/**
 * Carrying out a planned move with dice (8.2 movement tests, 8.5, 8.8, 9.4, 18.3.1) and the
 * state changes it brings: AP paid per action, the distance moved this phase and the fast token
 * (8.9), falling prone on a failed difficult-terrain test. Where the model ends on the table is
 * a cost position along the planned path (`stoppedAt`): the caller moves the figure there.
 * Falls and fall damage are returned as facts for the damage rules (10) to resolve.
 */

export interface MoveChoices {
  /** Take the one movement test for difficult terrain (9.4, "auf Wunsch"). */
  testDifficult: boolean
  /** Reroll a failed passability test once (8.1 Kette). */
  tracks?: boolean
}

export interface MoveOutcome {
  game: GameState
  /** cm of movement along the path where the model stands now (the path's cost when complete). */
  stoppedAt: number
  completed: boolean
  /** Why it stopped early: failed test, or a fall. */
  stoppedBy: 'difficult-test' | 'jump-test' | 'courage-test' | 'colossus-ko' | null
  /** A hit the damage rules resolve: strength KO and the damage (8.8.1), with the segment. */
  fallHits: { segment: number; damage: 'KO' | 'half KO (rounded down)' }[]
  /** A failed jump: the model falls into the gap from segment `segment`. */
  fellInGap: number | null
}

/** Position along the path (cm of movement) at the start of segment i. */
function segmentStart(plan: MovePlan, segmentCosts: number[], i: number): number {
  return Math.min(
    plan.cost,
    segmentCosts.slice(0, i).reduce((a, b) => a + b, 0),
  )
}

export function resolveMove(
  game: GameState,
  plan: MovePlan,
  segmentCosts: number[],
  dice: Dice,
  choices: MoveChoices,
  ctx: { active: boolean; inMelee: boolean },
): Resolution<MoveOutcome> {
  const model = requireModel(game, plan.modelId)
  if (plan.refusal) return refuse(plan.refusal.code, plan.refusal.reason, plan.refusal.clause, plan.refusal.params)
  const first = plan.actions[0]
  const denied = canAct(
    game,
    model,
    first?.kind === 'disengage' ? 'disengage' : first?.kind === 'charge' && plan.actions.length === 1 ? 'charge' : 'move',
    plan.apNeeded,
    ctx,
  )
  if (denied) return { ok: false, refusal: denied }
  const rolls: RollRecord[] = []
  const lines: RulingLine[] = []
  const roll = (attr: 'AGI' | 'EH' | 'KO', what: [key: string, text: string], clause = C.test, rerolls = 0) => {
    const value = currentAttribute(game, model.id, attr)
    const r = attributeRoll(dice, {
      value: value.value,
      modifiers: [],
      purpose: purpose(what[0], { attribute: attr, model: model.id }, `${what[1]} (${attr}) of ${model.id}`),
      clause,
      rerolls,
    })
    rolls.push(r)
    return r.success
  }
  let actions = plan.actions
  let stoppedAt = plan.cost
  let stoppedBy: MoveOutcome['stoppedBy'] = null
  let prone = model.prone
  const difficultTest = plan.tests.find((t) => t.kind === 'difficult')
  if (difficultTest && choices.testDifficult) {
    const passed = roll('AGI', ['roll.moveDifficult', 'movement test for difficult terrain'], C.passability, choices.tracks ? 1 : 0)
    lines.push({ key: 'move.difficultTest', value: passed, clause: C.passability })
    if (passed) {
      // Not halved: the same path in fewer, full actions.
      const perAction = plan.speed
      const count = Math.max(1, Math.ceil(plan.cost / perAction - 1e-9))
      actions = Array.from({ length: count }, (_, i) => ({
        ...plan.actions[Math.min(i, plan.actions.length - 1)],
        from: i * perAction,
        to: Math.min(plan.cost, (i + 1) * perAction),
        halved: false,
      }))
    } else {
      // R-9.4b: it falls prone where the first halved action begins; that action is paid.
      prone = true
      const firstHalved = plan.actions.findIndex((a) => a.halved)
      stoppedAt = plan.actions[firstHalved].from
      actions = plan.actions.slice(0, firstHalved + 1)
      stoppedBy = 'difficult-test'
    }
  }
  const fallHits: MoveOutcome['fallHits'] = []
  let fellInGap: number | null = null
  for (const t of plan.tests) {
    if (t.segment === null) continue
    const at = segmentStart(plan, segmentCosts, t.segment)
    if (at >= stoppedAt) break
    if (t.kind === 'jump' && !roll('AGI', ['roll.moveJump', 'movement test for a jump'], C.jump)) {
      fellInGap = t.segment
      stoppedAt = at
      stoppedBy = 'jump-test'
      break
    }
    if (t.kind === 'courage' && !roll('EH', ['roll.dropCourage', 'EH test to let itself drop'], C.drop)) {
      stoppedAt = at
      stoppedBy = 'courage-test'
      break
    }
    if (
      t.kind === 'fallDamage' &&
      !roll('AGI', ['roll.fallDamage', 'movement test against fall damage'], universalis('8.8.1', 'Fallschaden'))
    )
      fallHits.push({ segment: t.segment, damage: 'half KO (rounded down)' })
  }
  for (const drop of plan.drops) {
    if (drop.ruling.outcome === 'hit' && segmentStart(plan, segmentCosts, drop.segment) < stoppedAt)
      fallHits.push({ segment: drop.segment, damage: 'KO' })
  }
  // Pay the actions begun before the stop; a colossus with a critical movement zone rolls KO for each.
  let paid = 0
  for (const action of actions) {
    if (action.from > stoppedAt + 1e-9) break
    paid += action.ap
    if (plan.tests.some((t) => t.kind === 'colossusKo') && !roll('KO', ['roll.colossusMove', 'KO roll to move'], C.colossus)) {
      stoppedAt = Math.min(stoppedAt, action.from)
      stoppedBy = 'colossus-ko'
      break
    }
  }
  let next = payAp(game, model.id, paid, 'move')
  const moved = plan.cost > 0 ? (plan.travelled * stoppedAt) / plan.cost : 0
  const after = next.models[model.id]
  const movedThisPhase = after.movedThisPhase + moved
  next = {
    ...next,
    models: {
      ...next.models,
      [model.id]: {
        ...after,
        prone,
        movedThisPhase,
        tokens: { ...after.tokens, fast: after.tokens.fast || movedThisPhase > DEFAULT_MOVEMENT_SETTINGS.fastThreshold },
      },
    },
  }
  lines.push(
    { key: 'move.apPaid', value: paid, clause: C.normal },
    { key: 'move.movedThisPhase', value: Math.round(movedThisPhase * 1000) / 1000, clause: C.fast },
  )
  const breakdown: Breakdown = { modifiers: [], rolls, lines }
  return { ok: true, value: { game: next, stoppedAt, completed: stoppedAt >= plan.cost - 1e-9, stoppedBy, fallHits, fellInGap }, breakdown }
}

/** 8.3 Hinlegen: 1 AP, the model is prone. */
export function lieDown(game: GameState, modelId: string, ctx: { active: boolean; inMelee: boolean }): Resolution<GameState> {
  const model = requireModel(game, modelId)
  if (model.prone) return refuse('prone', `${modelId} already lies`, universalis('8.3', 'Hinlegen'), { model: modelId })
  const denied = canAct(game, model, 'lieDown', 1, ctx)
  if (denied) return { ok: false, refusal: denied }
  const paid = payAp(game, modelId, 1, 'lieDown')
  return {
    ok: true,
    value: { ...paid, models: { ...paid.models, [modelId]: { ...paid.models[modelId], prone: true } } },
    breakdown: { modifiers: [], rolls: [], lines: [{ key: 'move.lieDown', value: true, clause: universalis('8.3', 'Hinlegen') }] },
  }
}

/** 8.3 Aufstehen: 1 AP, the model stands. */
export function standUp(game: GameState, modelId: string, ctx: { active: boolean; inMelee: boolean }): Resolution<GameState> {
  const model = requireModel(game, modelId)
  if (!model.prone) return refuse('not-prone', `${modelId} is standing`, universalis('8.3', 'Aufstehen'), { model: modelId })
  const denied = canAct(game, model, 'standUp', 1, ctx)
  if (denied) return { ok: false, refusal: denied }
  const paid = payAp(game, modelId, 1, 'standUp')
  return {
    ok: true,
    value: { ...paid, models: { ...paid.models, [modelId]: { ...paid.models[modelId], prone: false } } },
    breakdown: { modifiers: [], rolls: [], lines: [{ key: 'move.standUp', value: true, clause: universalis('8.3', 'Aufstehen') }] },
  }
}
