import { ruling } from '../../kernel/clauses'
import { detailed } from '../../kernel/detail'
import type { ActionId } from '../model/actions'
import { currentAttribute } from '../model/attributes'
import { purpose, type Dice } from '../../kernel/dice'
import { requireModel, type GameState } from '../model/gameState'
import type { Modifier } from '../../kernel/resolution'
import type { Refusal } from '../refusals'
import { attributeRoll } from '../model/rolls'
import { inBaseContact, perceives, type TableFacts } from '../model/facts'
import { SC, inPlay, outcome, type StateEvent, type StateOutcome } from './common'

/**
 * Panic (11.4): the panic test is an EH test with the modifiers of 11.4.2 for every model in
 * the tester's perception range (models in panic are ignored); on failure a panic marker.
 * A panicking model takes no reactions, ignores threats and spends all its AP moving toward the
 * nearest table edge (11.4.1); at the end of its initiative phase it may test again to recover.
 */

const C = {
  ...SC,
  enemyDead: ruling('R-11.4.2a', 'Eliminierte Gegner'),
  contact: ruling('R-11.4.2b', 'Basekontakt statt +1'),
  already: ruling('R-11.4c', 'Bereits in Panik'),
  orphan: ruling('R-19.3a', 'Telematon ohne Operator erholt sich nicht'),
  allowed: ruling('R-11.4d', 'Aktionen in Panik'),
}

/**
 * 11.4.2 for `modelId`: every other model it perceives, except living models in panic.
 * `justEliminatedId` is the friend whose elimination causes the test (11.2): -3, counted even
 * without a perception fact, since 11.2 only tests models that perceive it.
 */
export function panicModifiers(game: GameState, modelId: string, facts: TableFacts, justEliminatedId?: string): Modifier[] {
  const self = requireModel(game, modelId)
  const mods: Modifier[] = []
  for (const other of Object.values(game.models)) {
    if (other.id === modelId || other.offTable) continue
    const isJust = other.id === justEliminatedId
    if (!isJust && !perceives(facts, modelId, other.id)) continue
    const friend = other.side === self.side
    if (isJust) {
      mods.push({
        key: 'panic.justEliminatedFriend',
        value: -3,
        clause: C.panicMods,
        ...detailed('panic.other', '{model}', { model: other.id }),
      })
    } else if (other.eliminated) {
      // R-11.4.2a: eliminated enemies take no part any more (11.2): no modifier.
      if (friend)
        mods.push({
          key: 'panic.eliminatedFriend',
          value: -2,
          clause: C.panicMods,
          ...detailed('panic.other', '{model}', { model: other.id }),
        })
    } else if (other.tokens.panic) {
      // 11.4.2: models in panic are ignored
    } else if (!friend) {
      mods.push({ key: 'panic.enemy', value: -1, clause: C.panicMods, ...detailed('panic.other', '{model}', { model: other.id }) })
    } else if (inBaseContact(facts, modelId, other.id)) {
      // R-11.4.2b: a friend in base contact gives +3 instead of (not on top of) the +1.
      mods.push({ key: 'panic.friendInContact', value: 3, clause: C.panicMods, ...detailed('panic.other', '{model}', { model: other.id }) })
    } else {
      mods.push({ key: 'panic.friend', value: 1, clause: C.panicMods, ...detailed('panic.other', '{model}', { model: other.id }) })
    }
  }
  return mods
}

/**
 * 11.4: the panic test. Eliminated or fled models and models already in panic do not test
 * (R-11.4c: there is nothing to lose).
 */
export function panicTest(
  game: GameState,
  modelId: string,
  facts: TableFacts,
  dice: Dice,
  justEliminatedId?: string,
): StateOutcome & { panicked: boolean } {
  const model = requireModel(game, modelId)
  const out = outcome(game)
  if (!inPlay(model)) return { ...out, panicked: false }
  if (model.tokens.panic) {
    out.breakdown.lines.push({
      key: 'panic.alreadyInPanic',
      value: true,
      clause: C.already,
      ...detailed('panic.alreadyInPanic', '{model}', { model: modelId }),
    })
    return { ...out, panicked: false }
  }
  const eh = currentAttribute(game, modelId, 'EH')
  const mods = panicModifiers(game, modelId, facts, justEliminatedId)
  const roll = attributeRoll(dice, {
    value: eh.value,
    modifiers: mods,
    purpose: purpose('roll.panic', { model: modelId }, `panic test (EH) of ${modelId}`),
    clause: C.panic,
  })
  // One elimination can call for several panic tests in one breakdown: each modifier says whose test it is.
  out.breakdown.modifiers.push(...eh.modifiers.map((m) => forTester(m, modelId)), ...mods.map((m) => forTester(m, modelId)))
  out.breakdown.rolls.push(roll)
  if (roll.success) return { ...out, panicked: false }
  const events: StateEvent[] = [{ kind: 'panicked', modelId, cause: 'test', clause: C.panic }]
  return { ...out, game: withPanic(game, modelId, true), events, panicked: true }
}

/**
 * A modifier of `tester`'s panic test, its detail saying whose test it is ("test of r-spear: ...").
 * The modifiers are the EH's (model/attributes.ts currentAttribute) and panicModifiers' above,
 * each said with its own values and the tester's.
 */
function forTester(m: Modifier, tester: string): Modifier {
  const p = { ...m.params, tester }
  if (m.detail === undefined) return { ...m, ...detailed('panic.testOf', 'test of {tester}', p) }
  switch (m.detailKey) {
    case 'panic.other':
      return { ...m, ...detailed('panic.testOf.other', 'test of {tester}: {model}', p) }
    case 'attribute.noOperator':
      return { ...m, ...detailed('panic.testOf.noOperator', 'test of {tester}: {model} has no operator to lend {attribute}', p) }
    case 'attribute.operator':
      return { ...m, ...detailed('panic.testOf.operator', 'test of {tester}: {attribute} of operator {operator}', p) }
    case 'attribute.ofOperator':
      return { ...m, ...detailed('panic.testOf.ofOperator', 'test of {tester}: operator {operator}', p) }
    case 'attribute.temporary':
      return { ...m, ...detailed('panic.testOf.temporary', 'test of {tester}: {source}', p) }
    case 'attribute.temporary.operator':
      return { ...m, ...detailed('panic.testOf.temporaryOfOperator', 'test of {tester}: operator {operator}: {source}', p) }
    default:
      // No other modifier of a panic test has a detail; one that did would keep its own.
      return m
  }
}

/** Sets or clears the panic marker (11.4). */
export function withPanic(game: GameState, modelId: string, panic: boolean): GameState {
  const m = game.models[modelId]
  return {
    ...game,
    models: { ...game.models, [modelId]: { ...m, tokens: { ...m.tokens, panic }, directThreats: panic ? [] : m.directThreats } },
  }
}

/** 19.3: a telematon whose operator is eliminated or off the table. */
export function isOrphanTelematon(game: GameState, modelId: string): boolean {
  const m = game.models[modelId]
  if (m?.card.type !== 'telematon') return false
  const op = m.operatorId ? game.models[m.operatorId] : undefined
  return !op || !inPlay(op)
}

/**
 * 11.4.1: the recovery test at the end of a panicking model's initiative phase; success removes
 * the marker. R-19.3a: a telematon without operator stays in panic (it has no will, 19).
 */
export function panicRecoveryTest(game: GameState, modelId: string, facts: TableFacts, dice: Dice): StateOutcome & { recovered: boolean } {
  const model = requireModel(game, modelId)
  const out = outcome(game)
  if (!inPlay(model) || !model.tokens.panic) return { ...out, recovered: false }
  if (isOrphanTelematon(game, modelId)) {
    out.breakdown.lines.push({
      key: 'panic.orphanStays',
      value: true,
      clause: C.orphan,
      ...detailed('panic.orphanStays', '{model}', { model: modelId }),
    })
    return { ...out, recovered: false }
  }
  const eh = currentAttribute(game, modelId, 'EH')
  const mods = panicModifiers(game, modelId, facts)
  const roll = attributeRoll(dice, {
    value: eh.value,
    modifiers: mods,
    purpose: purpose('roll.panicRecovery', { model: modelId }, `panic recovery test (EH) of ${modelId}`),
    clause: C.panicEffects,
  })
  out.breakdown.modifiers.push(...eh.modifiers, ...mods)
  out.breakdown.rolls.push(roll)
  if (!roll.success) return { ...out, recovered: false }
  return {
    ...out,
    game: withPanic(game, modelId, false),
    events: [{ kind: 'markerRemoved', modelId, marker: 'panic', clause: C.panicEffects }],
    recovered: true,
  }
}

/** 11.4.1: the move a panicking model must make with all its AP, along the movement layer's path. */
export function panicMoveObligation(game: GameState, modelId: string, facts: TableFacts): StateEvent | null {
  const m = game.models[modelId]
  if (!m || !inPlay(m) || !m.tokens.panic) return null
  return { kind: 'panicMove', modelId, ap: m.ap, path: facts.pathToNearestEdge?.[modelId] ?? null, clause: C.panicEffects }
}

/** R-11.4d: what a panicking model may still do in its phase: only what gets it to the edge. */
export const PANIC_ACTIONS: readonly ActionId[] = ['move', 'turn', 'standUp', 'disengage']

/** For the action rules: refuses anything but moving toward the edge while in panic (11.4.1). */
export function panicRefusal(game: GameState, modelId: string, action: ActionId): Refusal | null {
  const m = game.models[modelId]
  if (!m?.tokens.panic || PANIC_ACTIONS.includes(action)) return null
  return {
    code: 'panicking',
    reason: `${modelId} is in panic: it spends all its AP moving toward the nearest table edge (no ${action})`,
    clause: C.allowed,
    params: { model: modelId, action },
  }
}
