import { canAct, payAp } from '../model/acting'
import { hasModel, requireModel, type GameState } from '../model/gameState'
import type { Dice } from '../../kernel/dice'
import { meleeWeapon } from '../melee/modifiers'
import { refuse, type Resolution } from '../refusals'
import { addBreakdown, runMelee, type MeleeRun } from './melee'
import { MOVE_CLAUSES } from '../movement/movement'
import { ENGINE_MOVE_CLAUSES, planOnPath, requirePath, walk, withFreeAction } from './move'
import type { ActionFacts, EngineSettings, MeleeChoicePlan, Performed } from './types'

const C = { ...MOVE_CLAUSES, ...ENGINE_MOVE_CLAUSES }

/** 8.3: what a charge names: who charges whom with which weapon, the difficult-ground test, the winners' choices (R-E.1a). */
type ChargeAction = { model: string; defender: string; weapon: string; testDifficult?: boolean; choice?: MeleeChoicePlan }

/** A charge walked up to its melee: the state at the target's base, and the melee that follows. */
interface ChargeApproach {
  out: Performed
  /** False when a failed test cut the move short: the WK is paid, no attack follows. */
  completed: boolean
  run: MeleeRun
  /** The tests of the move (8.5, 8.6, 8.7): the preview cannot walk them without dice. */
  tests: number
}

/**
 * 8.3 Angriffsbewegung up to its melee: the checks (R-E.4a: it names its target and must end in
 * base contact with it; no charge out of a melee) and the walk. The charge action's WK is paid
 * by the melee it turns into (meleeAttack, kind charge), so the walk takes the last action free.
 */
function chargeApproach(
  game: GameState,
  dice: Dice,
  action: ChargeAction,
  facts: ActionFacts,
  settings: EngineSettings,
  ctx: { active: boolean; inMelee: boolean },
): Resolution<ChargeApproach> {
  if (!hasModel(game, action.defender))
    return refuse('no-such-model', `defenderId: no model "${action.defender}"`, C.chargeTarget, { model: action.defender })
  requirePath(facts)
  const m = requireModel(game, action.model)
  const picked = meleeWeapon(m, action.weapon)
  if (!picked.ok) return picked
  const plan = planOnPath(game, action.model, 'charge', facts.path!, settings, { weaponClass: picked.weapon.class })
  if (plan.refusal) return { ok: false, refusal: plan.refusal }
  const can = canAct(game, m, plan.actions.length > 1 ? 'move' : 'charge', plan.apNeeded, ctx)
  if (can) return { ok: false, refusal: can }
  if (ctx.inMelee) return refuse('in-melee', `${m.id} is already in melee: no charge move (8.3, 15)`, C.charge, { model: m.id })
  if (plan.attack !== action.defender)
    return refuse(
      'not-in-base-contact',
      `the charge of ${m.id} must end in base contact with ${action.defender}${plan.attack ? ` (it ends at ${plan.attack})` : ''}`,
      C.chargeTarget,
      plan.attack ? { model: m.id, target: action.defender, endsAt: plan.attack } : { model: m.id, target: action.defender },
    )
  const endContacts = facts.path!.answer.endFigures.filter((f) => f.edge <= settings.movement.contactTolerance).map((f) => f.id)
  const defenderContacts = [...new Set([...(facts.table.baseContacts[action.defender] ?? []), m.id])]
  const run: MeleeRun = {
    kind: 'charge',
    attacker: m.id,
    defender: action.defender,
    weapon: action.weapon,
    plan: action.choice,
    meleeFacts: { active: ctx.active, attackerContacts: endContacts, defenderContacts },
  }
  const last = plan.actions.length - 1
  if (plan.tests.length > 0 && dice === NO_DICE) {
    // A preview: the tests are not walked; the moves before the charge action are paid as if they pass.
    const paid = payAp(game, m.id, plan.apNeeded - plan.actions[last].ap, 'move')
    const out: Performed = { game: paid, events: [], breakdown: { modifiers: [], rolls: [], lines: [...plan.lines] } }
    return { ok: true, value: { out, completed: true, run, tests: plan.tests.length }, breakdown: out.breakdown }
  }
  const w = walk(game, dice, withFreeAction(plan, last), facts.path!, facts, settings, action.testDifficult ?? false, ctx)
  if (!w.ok) return w
  const out: Performed = { game: w.value.game, events: w.value.events, breakdown: w.value.breakdown }
  if (!w.value.completed) {
    // Cut short (a failed test): the charge action was begun, so its WK is paid, but no attack follows.
    if (plan.actions[last].from <= w.value.stoppedAt + 1e-9 && plan.actions[last].ap > 0)
      out.game = payAp(out.game, m.id, plan.actions[last].ap, 'charge')
    out.breakdown.lines.push({ key: 'charge.cutShort', value: true, clause: C.charge })
  }
  return { ok: true, value: { out, completed: w.value.completed, run, tests: plan.tests.length }, breakdown: out.breakdown }
}

/** Dice for a look ahead that must not roll: a charge without tests walks without any. */
const NO_DICE: Dice = {
  log: [],
  roll() {
    throw new Error('rules/engine: a charge preview rolled a die')
  },
}

/**
 * A charge as far as its melee, without dice (the play panel's chances): the game at the
 * target's base and the melee that would follow, or the refusal the charge would get. With
 * tests on the way (climbs, jumps, difficult ground) the move is taken as passed, and `tests`
 * says how many were not counted.
 */
export function chargeAhead(
  game: GameState,
  action: { model: string; defender: string; weapon: string; choice?: MeleeChoicePlan },
  facts: ActionFacts,
  settings: EngineSettings,
  ctx: { active: boolean; inMelee: boolean },
): Resolution<{ game: GameState; run: MeleeRun; tests: number }> {
  const r = chargeApproach(game, NO_DICE, action, facts, settings, ctx)
  if (!r.ok) return r
  return { ok: true, value: { game: r.value.out.game, run: r.value.run, tests: r.value.tests }, breakdown: r.breakdown }
}

/**
 * 8.3 Angriffsbewegung: "funktioniert wie eine ganz normale Bewegung, ihre Kosten entsprechen
 * aber der Waffenklasse": the moves before the last cost 1 AP each, the charge action itself
 * costs the weapon's WK, paid by the melee it turns into (meleeAttack, kind charge).
 */
export function performCharge(
  game: GameState,
  dice: Dice,
  action: ChargeAction,
  facts: ActionFacts,
  settings: EngineSettings,
  ctx: { active: boolean; inMelee: boolean },
): Resolution<Performed> {
  const approach = chargeApproach(game, dice, action, facts, settings, ctx)
  if (!approach.ok) return approach
  const { out, completed, run } = approach.value
  if (!completed) return { ok: true, value: out, breakdown: out.breakdown }
  const fought = runMelee(out.game, dice, run, facts, settings)
  if (!fought.ok) return fought
  addBreakdown(out.breakdown, fought.breakdown)
  return {
    ok: true,
    value: { game: fought.value.game, events: [...out.events, ...fought.value.events], breakdown: out.breakdown },
    breakdown: out.breakdown,
  }
}
