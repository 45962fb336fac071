import { hasModel, type GameState } from '../model/gameState'
import type { ActionId } from '../model/actions'
import { ruling } from '../../kernel/clauses'
import type { Dice } from '../../kernel/dice'
import { countAction, flightDutyRefusal, performTurn } from './facing'
import { performBurningRun, performPanicMove } from './forced'
import { overwatchTest, settleEliminations } from './followUps'
import { addBreakdown, baseContactsOf, MELEE_KIND_OF, meleeRunOf, runMelee } from './melee'
import { performMove } from './move'
import { performCharge } from './charge'
import { inMeleeNow, performArea, performIndirect, performShot, performSustained } from './ranged'
import type { ActionFacts, EngineSettings, GameAction, Performed } from './types'
import { expireItemModifiers, useItem } from '../items/equipment'
import { takeDefence } from '../melee/defence'
import { DEFAULT_MELEE_SETTINGS } from '../melee/types'
import { lieDown, standUp } from '../movement/resolve'
import { DEFAULT_MOVEMENT_SETTINGS } from '../movement/pathRules'
import { endPower } from '../powers/powers'
import { blockPower } from '../powers/blocking'
import { reloadWeapon, takeOverwatch } from '../ranged/actions'
import { DEFAULT_COMBAT_SETTINGS } from '../ranged/settings'
import { emptyBreakdown } from '../../kernel/resolution'
import { refuse, type Resolution } from '../refusals'
import { chooseModels, startRound } from '../round/round'
import { endRound } from '../round/roundEnd'
import { perceives } from '../model/facts'
import { beginInitiativePhase, endInitiativePhase } from '../round/phase'
import { DEFAULT_ROUND_SETTINGS } from '../round/settings'
import { reveal } from '../sight/camouflage'
import { merge, type StateOutcome } from '../states/common'
import { panicRefusal } from '../states/panic'
import { testToIgnoreThreat } from '../sight/threats'
import { performDisengage } from './disengage'
import { performUseObject, performUsePower } from './itemsAndPowers'

/**
 * The game engine's dispatcher: one pure entry point, `perform(game, action, facts, dice)`, for
 * every action, reaction and round step. It calls the rule modules and then carries out what
 * crosses them: the elimination cascade after any hit (11.2, 19.3, 19.8), the defence test of a
 * target in defence (15.3), the overwatch test (14.2), fall damage (8.8.1), hiding again after
 * full moves (16.3), the item modifiers that expire at a phase's start (R-3.7.2a), the charge
 * that is paid once and ends in a melee (8.3), and the panic restrictions (11.4.1). The table's
 * facts come measured by the judge (ActionFacts); the table's changes go back as events.
 */

export const DEFAULT_ENGINE_SETTINGS: EngineSettings = {
  round: DEFAULT_ROUND_SETTINGS,
  combat: DEFAULT_COMBAT_SETTINGS,
  melee: DEFAULT_MELEE_SETTINGS,
  movement: DEFAULT_MOVEMENT_SETTINGS,
  overwatchTest: true,
  flightObligation: true,
}

/** The model that acts in `action` and the catalogue action it counts as (for the panic restriction, 11.4.1). */
function actorOf(action: GameAction): { id: string; as: ActionId } | null {
  switch (action.kind) {
    case 'turn':
      return { id: action.model, as: 'turn' }
    case 'move':
      return { id: action.model, as: 'move' }
    case 'charge':
      return { id: action.model, as: 'charge' }
    case 'shoot':
      return { id: action.shooter, as: action.action === 'aimed' ? 'aimedShot' : action.action === 'snap' ? 'snapShot' : 'normalShot' }
    case 'reactionFire':
      return { id: action.shooter, as: 'reactionFire' }
    case 'sustained':
    case 'indirect':
    case 'area':
      return { id: action.shooter, as: 'normalShot' }
    case 'overwatch':
      return { id: action.model, as: 'overwatch' }
    case 'reload':
      return { id: action.model, as: 'reload' }
    case 'melee':
      return { id: action.attacker, as: MELEE_KIND_OF[action.mode] }
    case 'defence':
      return { id: action.model, as: 'defence' }
    case 'disengage':
      return { id: action.model, as: 'disengage' }
    case 'lieDown':
      return { id: action.model, as: 'lieDown' }
    case 'standUp':
      return { id: action.model, as: 'standUp' }
    case 'reveal':
      return { id: action.model, as: 'reveal' }
    case 'useItem':
      return { id: action.model, as: action.itemKind === 'trait' ? 'useTrait' : 'useEquipment' }
    case 'useObject':
      return { id: action.model, as: 'useObject' }
    case 'usePower':
      return { id: action.model, as: 'usePower' }
    case 'endPower':
      return { id: action.model, as: 'endPower' }
    case 'blockPower':
      return { id: action.model, as: 'blockPower' }
    default:
      return null
  }
}

const fromOutcome = (out: StateOutcome): Resolution<Performed> => ({
  ok: true,
  value: { game: out.game, events: out.events, breakdown: out.breakdown },
  breakdown: out.breakdown,
})
const fromGame = (game: GameState, r: { breakdown: Performed['breakdown'] }): Resolution<Performed> => ({
  ok: true,
  value: { game, events: [], breakdown: r.breakdown },
  breakdown: r.breakdown,
})

/**
 * Performs one action on `game`. Refusals are values and change nothing; on success the new game,
 * the events for the table and the whole breakdown (every modifier with its clause, every roll).
 * `dice` is the only thing touched: its log records every roll with its purpose.
 */
export function perform(
  game: GameState,
  action: GameAction,
  facts: ActionFacts,
  dice: Dice,
  settings: EngineSettings = DEFAULT_ENGINE_SETTINGS,
): Resolution<Performed> {
  const actor = actorOf(action)
  if (actor) {
    if (!hasModel(game, actor.id))
      return refuse('no-such-model', `no model "${actor.id}" in the game`, ruling('R-E.0a', 'Fakten des Tisches'), { model: actor.id })
    const panic = panicRefusal(game, actor.id, actor.as)
    if (panic) return { ok: false, refusal: panic }
    const duty = flightDutyRefusal(game, action, actor, facts, settings)
    if (duty) return { ok: false, refusal: duty }
  }
  const done = dispatch(game, action, facts, dice, settings)
  // R-E.9b: a successful action counts toward "the first action of the round".
  const result = done.ok && actor ? { ...done, value: { ...done.value, game: countAction(done.value.game, actor.id, actor.as) } } : done
  if (!result.ok || action.kind === 'beginPhase') return result // burning and poison settle their own eliminations
  const settled = settleEliminations(game, result.value.game, facts.table, dice)
  if (settled.breakdown.lines.length === 0 && settled.events.length === 0) return result
  const breakdown = emptyBreakdown()
  addBreakdown(breakdown, result.value.breakdown)
  addBreakdown(breakdown, settled.breakdown)
  const value: Performed = { game: settled.game, events: [...result.value.events, ...settled.events], breakdown }
  return { ok: true, value, breakdown }
}

function dispatch(game: GameState, action: GameAction, facts: ActionFacts, dice: Dice, settings: EngineSettings): Resolution<Performed> {
  const active = (id: string) => game.active.includes(id)
  const ctx = (id: string) => ({ active: active(id), inMelee: inMeleeNow(game, facts, id) })
  const contacts = (id: string) => baseContactsOf(facts, id)
  switch (action.kind) {
    case 'startRound': {
      const r = startRound(
        game,
        { operatorShockPayments: action.operatorShockPayments, operatorApFirst: action.operatorApFirst, facts: facts.table },
        settings.round,
      )
      return r.ok ? fromOutcome(r.value) : r
    }
    case 'choose': {
      const r = chooseModels(game, action.picks, dice)
      return r.ok ? fromGame(r.value.game, r) : r
    }
    case 'beginPhase': {
      const r = beginInitiativePhase(game, action.model, facts.table, dice, settings.round)
      if (!r.ok) return r
      // R-3.7.2a: item modifiers end at the start of the model's next initiative phase.
      const models = { ...r.value.game.models }
      for (const id of r.value.activeIds) models[id] = expireItemModifiers(models[id])
      return fromOutcome({ ...r.value, game: { ...r.value.game, models } })
    }
    case 'ignoreThreat': {
      const r = testToIgnoreThreat(game, action.model, dice)
      return r.ok ? fromGame(r.value.game, r) : r
    }
    case 'turn':
      return performTurn(game, action.model, action.facingDeg, ctx(action.model))
    case 'panicMove':
      return performPanicMove(game, dice, action.model, facts, settings)
    case 'burningRun':
      return performBurningRun(game, dice, action, facts, settings)
    case 'move':
      return performMove(game, dice, action.model, action.testDifficult ?? false, facts, settings, ctx(action.model))
    case 'charge':
      return performCharge(game, dice, action, facts, settings, ctx(action.model))
    case 'shoot':
      return performShot(
        game,
        dice,
        { shooter: action.shooter, target: action.target, weapon: action.weapon, kind: action.action, dodge: action.dodge },
        facts,
        settings,
      )
    case 'reactionFire':
      return performShot(
        game,
        dice,
        { shooter: action.shooter, target: action.target, weapon: action.weapon, kind: 'reaction', dodge: action.dodge },
        facts,
        settings,
      )
    case 'sustained':
      return performSustained(game, dice, action, facts, settings)
    case 'indirect':
      return performIndirect(game, dice, action, facts, settings)
    case 'area':
      return performArea(game, dice, action, facts, settings)
    case 'overwatch': {
      const r = takeOverwatch(game, action.model, action.weapon, ctx(action.model))
      return r.ok ? fromGame(r.value, r) : r
    }
    case 'reload': {
      const r = reloadWeapon(game, action.model, action.weapon, ctx(action.model))
      return r.ok ? fromGame(r.value, r) : r
    }
    case 'melee':
      return runMelee(game, dice, meleeRunOf(game, action, facts), facts, settings)
    case 'defence': {
      const r = takeDefence(game, action.model, ctx(action.model))
      return r.ok ? fromGame(r.value, r) : r
    }
    case 'disengage':
      return performDisengage(game, dice, action, facts, settings, contacts)
    case 'lieDown': {
      const r = lieDown(game, action.model, ctx(action.model))
      return r.ok ? fromGame(r.value, r) : r
    }
    case 'standUp': {
      const r = standUp(game, action.model, ctx(action.model))
      return r.ok ? fromGame(r.value, r) : r
    }
    case 'reveal': {
      const supporterSees: Record<string, boolean> = {}
      for (const s of action.supporters ?? []) supporterSees[s] = perceives(facts.table, s, action.target)
      const r = reveal(
        game,
        dice,
        { revealerId: action.model, targetId: action.target, extraAp: action.extraAp, supporters: action.supporters },
        { ...ctx(action.model), targetInPerception: perceives(facts.table, action.model, action.target), supporterSees },
      )
      if (!r.ok) return r
      let out: StateOutcome = { game: r.value.game, events: [], breakdown: r.breakdown }
      if (r.value.revealed && settings.overwatchTest) out = merge(out, overwatchTest(out.game, dice, action.target))
      return fromOutcome(out)
    }
    case 'useItem': {
      const r = useItem(
        game,
        dice,
        { modelId: action.model, kind: action.itemKind, name: action.name, targetId: action.target },
        {
          ...ctx(action.model),
          baseContacts: contacts(action.model),
          touchingTerrainAtLeastProfileSize: facts.touchingTerrain?.[action.model],
        },
      )
      return r.ok ? fromGame(r.value.game, r) : r
    }
    case 'useObject': {
      return performUseObject(game, dice, action, facts, ctx(action.model))
    }
    case 'usePower': {
      return performUsePower(game, dice, action, facts, settings, ctx(action.model), contacts)
    }
    case 'endPower': {
      const r = endPower(game, action.model, action.power, ctx(action.model))
      return r.ok ? fromGame(r.value, r) : r
    }
    case 'blockPower': {
      const r = blockPower(
        game,
        dice,
        facts.disciplines ?? {},
        { blockerId: action.model, casterId: action.caster, power: action.power },
        { ...ctx(action.model), inPerception: perceives(facts.table, action.model, action.caster) },
      )
      return r.ok ? fromGame(r.value.game, r) : r
    }
    case 'endPhase': {
      const r = endInitiativePhase(game, action.model, facts.table, dice, { recover: action.recover }, settings.round)
      return r.ok ? fromOutcome(r.value) : r
    }
    case 'endRound': {
      const r = endRound(game)
      return r.ok ? fromGame(r.value, r) : r
    }
    case 'surrender': {
      const r = endRound(game, { surrender: action.side })
      return r.ok ? fromGame(r.value, r) : r
    }
  }
}
