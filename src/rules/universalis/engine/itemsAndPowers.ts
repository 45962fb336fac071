import { requireModel, type GameState } from '../model/gameState'
import type { Dice } from '../../kernel/dice'
import { overwatchTest } from './followUps'
import { inMeleeNow } from './ranged'
import type { ActionFacts, EngineSettings, GameAction, Performed } from './types'
import { useObject } from '../items/objects'
import { usePower } from '../powers/powers'
import type { Resolution } from '../refusals'
import { distanceCm, perceives } from '../model/facts'
import { merge, type StateOutcome } from '../states/common'

/**
 * The engine's steps for objects and powers: using a scenario object in base contact (R-E.7),
 * and using a power with its blockers measured, its damage a hit like any other and the overwatch
 * test of every enemy it reaches (20.2 to 20.5, 14.2). Split from engine.ts's dispatcher.
 */

export function performUseObject(
  game: GameState,
  dice: Dice,
  action: Extract<GameAction, { kind: 'useObject' }>,
  facts: ActionFacts,
  ctx: { active: boolean; inMelee: boolean },
): Resolution<Performed> {
  if (!facts.object)
    throw new RangeError(
      `rules/engine: facts.object: using ${action.object.id} needs base contact with it measured and the objects used so far`,
    )
  const r = useObject(game, dice, action.model, action.object, {
    ...ctx,
    baseContactWithObject: facts.object.contact,
    usedObjects: facts.object.used,
  })
  if (!r.ok) return r
  return {
    ok: true,
    value: {
      game: r.value.game,
      events: r.value.used ? [{ kind: 'objectUsed', modelId: action.model, objectId: action.object.id }] : [],
      breakdown: r.breakdown,
    },
    breakdown: r.breakdown,
  }
}

export function performUsePower(
  game: GameState,
  dice: Dice,
  action: Extract<GameAction, { kind: 'usePower' }>,
  facts: ActionFacts,
  settings: EngineSettings,
  ctx: { active: boolean; inMelee: boolean },
  contacts: (id: string) => string[],
): Resolution<Performed> {
  const blockerSees: Record<string, boolean> = {}
  const blockerInMelee: Record<string, boolean> = {}
  for (const b of action.blockers ?? []) {
    blockerSees[b] = perceives(facts.table, b, action.model)
    blockerInMelee[b] = inMeleeNow(game, facts, b)
  }
  const distance =
    facts.powerDistanceCm ??
    (action.target !== undefined && action.target !== action.model ? distanceCm(facts.table, action.model, action.target) : undefined)
  const r = usePower(
    game,
    dice,
    facts.disciplines ?? {},
    { casterId: action.model, power: action.power, targetId: action.target, blockers: action.blockers },
    {
      ...ctx,
      baseContacts: contacts(action.model),
      distanceCm: distance,
      modelsInArea: facts.powerModelsInArea,
      priorMelee: action.priorMelee,
      blockerSees,
      blockerInMelee,
    },
    // A power's damage is a hit like any other (10, 18.3): the game's damage and hit-zone settings.
    settings.combat,
  )
  if (!r.ok) return r
  let out: StateOutcome = { game: r.value.game, events: [], breakdown: r.breakdown }
  if (r.value.success && !r.value.blockedBy && settings.overwatchTest)
    for (const id of r.value.targets)
      if (out.game.models[id].side !== requireModel(game, action.model).side) out = merge(out, overwatchTest(out.game, dice, id))
  return { ok: true, value: { game: out.game, events: out.events, breakdown: out.breakdown }, breakdown: out.breakdown }
}
