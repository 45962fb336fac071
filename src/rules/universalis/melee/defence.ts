import { purpose, type Dice } from '../../kernel/dice'
import { actionCost } from '../model/actions'
import { universalis } from '../../kernel/clauses'
import { hasModel, requireModel, type GameState } from '../model/gameState'
import { emptyBreakdown, type RollRecord } from '../../kernel/resolution'
import { refuse, type Resolution } from '../refusals'
import { attributeRoll } from '../model/rolls'
import { currentSpeedCm } from '../model/attributes'
import { canAct, payAp } from '../model/acting'
import { currentAttribute } from '../model/attributes'
import { MELEE_CLAUSES as C } from './modifiers'
import type { OpportunityWindow } from './types'
import { detailed } from '../../kernel/detail'

/**
 * The defence action and its token (15.3), the EH test a model in defence takes when shot at or
 * targeted by a power (15.3), and disengaging from melee (8.3) with its direct-threat test, which
 * opens the opportunity attacks of 15.4.
 */

const TELEMATON_THREAT = universalis('19.6', 'Gefahrenbereich')

/** 15.3 "Verteidigung" (2 AP): the token lasts until the start of the model's next initiative phase. */
export function takeDefence(game: GameState, modelId: string, ctx: { active: boolean; inMelee: boolean }): Resolution<GameState> {
  const m = requireModel(game, modelId)
  const ap = actionCost('defence', m).ap
  const no = canAct(game, m, 'defence', ap, ctx)
  if (no) return { ok: false, refusal: no }
  const paid = payAp(game, modelId, ap, 'defence')
  const p = paid.models[modelId]
  const next = { ...paid, models: { ...paid.models, [modelId]: { ...p, tokens: { ...p.tokens, defence: true } } } }
  const breakdown = emptyBreakdown()
  breakdown.lines.push({
    key: 'defence.token',
    value: true,
    clause: C.defence,
    ...detailed('defence.token', 'until the start of its next initiative phase'),
  })
  return { ok: true, value: next, breakdown }
}

/**
 * 15.3: a model in defence that is shot at or is the target of a power takes an EH test (it need
 * not be hit); on failure it loses the defence. No token: no test.
 */
export function defenceTest(
  game: GameState,
  dice: Dice,
  modelId: string,
  why: 'shot' | 'power',
): Resolution<{ game: GameState; tested: boolean; kept: boolean }> {
  const m = requireModel(game, modelId)
  const breakdown = emptyBreakdown()
  if (!m.tokens.defence) return { ok: true, value: { game, tested: false, kept: false }, breakdown }
  const eh = currentAttribute(game, modelId, 'EH')
  const roll = attributeRoll(dice, {
    value: eh.value,
    modifiers: [],
    purpose: purpose(
      'roll.keepDefence',
      { model: modelId, why },
      `EH test of ${modelId} to keep its defence (${why === 'shot' ? 'shot at' : 'target of a power'})`,
    ),
    clause: C.defence,
  })
  breakdown.rolls.push(roll)
  breakdown.lines.push({ key: 'defence.kept', value: roll.success, clause: C.defence })
  if (roll.success) return { ok: true, value: { game, tested: true, kept: true }, breakdown }
  const next = { ...game, models: { ...game.models, [modelId]: { ...m, tokens: { ...m.tokens, defence: false } } } }
  return { ok: true, value: { game: next, tested: true, kept: false }, breakdown }
}

export interface DisengageFacts {
  active: boolean
  /** Ids in base contact with the model (geometry); the enemies among them are its melee. */
  baseContacts: readonly string[]
}

export interface Disengaged {
  game: GameState
  /** False: the EH test failed, nothing happens and no AP are spent (8.3). */
  disengaged: boolean
  ap: number
  /** How far it may now move like a normal move (its speed, 8.3); the movement code moves it. */
  moveCm: number
  /** 15.4: the enemies in base contact may now make an opportunity attack (before it moves away). */
  opportunity: OpportunityWindow | null
  rolls: RollRecord[]
}

/**
 * 8.3 "Aus Nahkampf lösen" (2 AP, prone 3): in melee only; first the direct-threat EH test
 * (4.5.1, one per initiative phase, R-8.3a). Failed: nothing happens, no AP. Passed: AP paid and
 * the model may move like a normal move; the enemies in contact may attack it first (15.4).
 * A telematon has no direct threats (19.6) and disengages without a test.
 */
export function disengage(game: GameState, dice: Dice, modelId: string, facts: DisengageFacts): Resolution<Disengaged> {
  const m = requireModel(game, modelId)
  const enemies = [...new Set(facts.baseContacts)].filter(
    (id) => hasModel(game, id) && game.models[id].side !== m.side && !game.models[id].eliminated,
  )
  if (enemies.length === 0)
    return refuse('not-in-melee', `${modelId} is not in base contact with an enemy`, C.disengage, { model: modelId })
  const ap = actionCost('disengage', m).ap
  const no = canAct(game, m, 'disengage', ap, { active: facts.active, inMelee: true })
  if (no) return { ok: false, refusal: no }
  const breakdown = emptyBreakdown()
  let next = game
  let passed: boolean
  if (m.card.type === 'telematon') {
    passed = true
    breakdown.lines.push({ key: 'disengage.noThreatTest', value: true, clause: TELEMATON_THREAT })
  } else if (m.threatTestTaken) {
    // R-8.3a: the one direct-threat test of this phase (4.5.1) was taken; passed if no threat is left.
    passed = (m.directThreats ?? []).length === 0
    if (!passed)
      return refuse(
        'threat-test-failed',
        `${modelId} failed its one direct-threat test of this initiative phase (4.5.1) and cannot disengage`,
        C.rDisengage,
        { model: modelId },
      )
    breakdown.lines.push({ key: 'disengage.threatTestAlreadyPassed', value: true, clause: C.rDisengage })
  } else {
    const eh = currentAttribute(game, modelId, 'EH')
    const roll = attributeRoll(dice, {
      value: eh.value,
      modifiers: [],
      purpose: purpose('roll.disengageThreat', { model: modelId }, `EH test of ${modelId} to disengage (direct threat)`),
      clause: C.threat,
    })
    breakdown.rolls.push(roll)
    passed = roll.success
    // Recorded as the phase's one test (threats.ts): passed frees it of its threats, failed keeps the enemies in contact as threats.
    const directThreats = passed ? [] : [...new Set([...(m.directThreats ?? []), ...enemies])]
    next = { ...next, models: { ...next.models, [modelId]: { ...next.models[modelId], threatTestTaken: true, directThreats } } }
  }
  breakdown.lines.push({ key: 'disengage.passed', value: passed, clause: C.disengage })
  if (!passed)
    return { ok: true, value: { game: next, disengaged: false, ap: 0, moveCm: 0, opportunity: null, rolls: breakdown.rolls }, breakdown }
  next = payAp(next, modelId, ap, 'disengage')
  const moveCm = currentSpeedCm(next, modelId).value
  breakdown.lines.push(
    { key: 'disengage.ap', value: ap, clause: C.disengage },
    { key: 'disengage.moveCm', value: moveCm, clause: C.disengage, ...detailed('disengage.moveCm', 'like a normal move') },
  )
  const opportunity: OpportunityWindow = { kind: 'opportunityAttack', disengagingId: modelId, enemies, round: game.round }
  return { ok: true, value: { game: next, disengaged: true, ap, moveCm, opportunity, rolls: breakdown.rolls }, breakdown }
}
