import { ruling } from '../../kernel/clauses'
import { detailed } from '../../kernel/detail'
import type { Dice } from '../../kernel/dice'
import type { ActionFacts, EngineSettings, GameAction, MeleeChoicePlan, MeleeMode, Performed } from './types'
import { overwatchTest, resolveFall } from './followUps'
import type { GameState } from '../model/gameState'
import { meleeAttack } from '../melee/melee'
import type { CounterAttackWindow, MeleeFacts, MeleeOption, MeleeRequest, OpportunityWindow } from '../melee/types'
import { resolveMeleeChoice, type MeleeChoice } from '../melee/choice'
import type { MeleeKind } from '../melee/modifiers'
import { emptyBreakdown, type Breakdown } from '../../kernel/resolution'
import type { Resolution } from '../refusals'
import { merge, type StateOutcome } from '../states/common'

/**
 * A whole melee as the engine plays it (15.1 to 15.4): the NK contest (melee.ts), then the
 * winner's choice made in advance by the player (R-E.1a), carried out (meleeChoice.ts) with the
 * fall of a push over an edge resolved (R-15.2b, 8.8.1) and the overwatch test of a defender the
 * attacker beat (14.2). The counter-attack window is reported as an event.
 */

export const ENGINE_MELEE_CLAUSES = {
  choice: ruling('R-E.1a', 'Wahl des Gewinners im Voraus'),
}

export const MELEE_KIND_OF: Record<MeleeMode, MeleeKind> = {
  attack: 'attack',
  reckless: 'recklessAttack',
  counter: 'counterAttack',
  opportunity: 'opportunityAttack',
}

/** The models in base contact with `id`, whichever of the two the table listed the contact under. */
export function baseContactsOf(facts: ActionFacts, id: string): string[] {
  const contacts = facts.table.baseContacts
  return [
    ...(Object.hasOwn(contacts, id) ? contacts[id] : []),
    ...Object.entries(contacts)
      .filter(([, ids]) => ids.includes(id))
      .map(([k]) => k),
  ].filter((x, i, a) => a.indexOf(x) === i)
}

/** The melee a `melee` action fights (15.3, 15.4): its kind, weapon, planned choices, the window it answers, and who touches whom. */
export function meleeRunOf(game: GameState, action: Extract<GameAction, { kind: 'melee' }>, facts: ActionFacts): MeleeRun {
  return {
    kind: MELEE_KIND_OF[action.mode],
    attacker: action.attacker,
    defender: action.defender,
    weapon: action.weapon,
    plan: action.choice,
    answers: action.answers,
    meleeFacts: {
      active: game.active.includes(action.attacker),
      attackerContacts: baseContactsOf(facts, action.attacker),
      defenderContacts: baseContactsOf(facts, action.defender),
    },
  }
}

export function addBreakdown(into: Breakdown, b: Breakdown): void {
  into.modifiers.push(...b.modifiers)
  into.rolls.push(...b.rolls)
  into.lines.push(...b.lines)
}

/** Which option the winner takes: the planned one if it is open, else damage / nothing (R-E.1a). */
function pickOption(
  winner: 'attacker' | 'defender' | 'none',
  options: readonly MeleeOption[],
  plan: MeleeChoicePlan | undefined,
): MeleeOption | null {
  if (winner === 'none') return null
  const wanted: MeleeOption = winner === 'attacker' ? (plan?.attacker ?? 'damage') : (plan?.defender ?? 'none')
  if (options.includes(wanted)) return wanted
  return winner === 'attacker' ? 'damage' : 'none'
}

/** Push facts needed for the planned choice, checked before any die is rolled. */
export function missingPushFacts(facts: ActionFacts, attacker: string, defender: string, plan: MeleeChoicePlan | undefined): string | null {
  const attackerPushes = plan?.attacker === 'pushBack' || plan?.attacker === 'pushBackAndFollow'
  if (attackerPushes && !facts.push?.[defender])
    return `push.${defender}: the line ${defender} would be pushed along (the attacker plans ${plan!.attacker})`
  if (plan?.defender === 'pushBack' && !facts.push?.[attacker])
    return `push.${attacker}: the line ${attacker} would be pushed along (the defender plans pushBack)`
  return null
}

export interface MeleeRun {
  kind: MeleeKind
  attacker: string
  defender: string
  weapon: string
  plan?: MeleeChoicePlan
  answers?: CounterAttackWindow | OpportunityWindow
  meleeFacts: MeleeFacts
}

/** The melee and its outcome on `game`. Refusals come before any roll. */
export function runMelee(game: GameState, dice: Dice, run: MeleeRun, facts: ActionFacts, settings: EngineSettings): Resolution<Performed> {
  const missing = missingPushFacts(facts, run.attacker, run.defender, run.plan)
  if (missing) throw new RangeError(`rules/engine: facts.${missing}`)
  const req: MeleeRequest = { kind: run.kind, attackerId: run.attacker, defenderId: run.defender, weapon: run.weapon, answers: run.answers }
  const rolled = meleeAttack(game, dice, req, run.meleeFacts, settings.melee)
  if (!rolled.ok) return rolled
  const r = rolled.value
  const breakdown = emptyBreakdown()
  addBreakdown(breakdown, rolled.breakdown)
  let out: StateOutcome = { game: r.game, events: [], breakdown }
  const events: Performed['events'] = [{ kind: 'meleeRolled', rolled: r }]
  if (r.counterAttack) events.push({ kind: 'window', window: r.counterAttack })
  const option = pickOption(r.winner, r.options, run.plan)
  if (option) {
    const wanted = r.winner === 'attacker' ? (run.plan?.attacker ?? 'damage') : (run.plan?.defender ?? 'none')
    breakdown.lines.push({
      key: 'melee.choice',
      value: option,
      clause: ENGINE_MELEE_CLAUSES.choice,
      ...(option === wanted
        ? detailed('melee.choice.planned', '{winner} chose it in advance', { winner: r.winner })
        : detailed('melee.choice.instead', '{wanted} is not open: {option} instead', { wanted, option })),
    })
    const pushedId = r.winner === 'attacker' ? r.defenderId : r.attackerId
    const choice: MeleeChoice = option === 'damage' || option === 'none' ? { kind: option } : { kind: option, push: facts.push![pushedId] }
    // The game's damage and hit-zone settings hold in melee as in ranged combat (10, 18.3).
    const chosen = resolveMeleeChoice(out.game, dice, r, choice, settings.combat)
    if (!chosen.ok) return chosen
    out = merge(out, { game: chosen.value.game, events: [], breakdown: chosen.breakdown })
    const push = chosen.value.push
    if (push) {
      events.push({ kind: 'pushed', modelId: push.pushedId, by: push.pusherId, cm: push.movedCm, fall: push.fall })
      if (push.fall) out = merge(out, resolveFall(out.game, dice, push.fall, settings.combat))
    }
    if (chosen.value.follow) events.push({ kind: 'followed', modelId: chosen.value.follow.modelId, cm: chosen.value.follow.cm })
  }
  if (r.winner === 'attacker' && settings.overwatchTest) out = merge(out, overwatchTest(out.game, dice, r.defenderId))
  return { ok: true, value: { game: out.game, events: [...events, ...out.events], breakdown: out.breakdown }, breakdown: out.breakdown }
}
