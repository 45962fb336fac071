import { ruling } from '../../kernel/clauses'
import { detailed } from '../../kernel/detail'
import type { Dice } from '../../kernel/dice'
import { requireModel, type GameState } from '../model/gameState'
import { perceives, type TableFacts } from '../model/facts'
import { SC, inPlay, merge, outcome, type StateOutcome } from './common'
import { panicTest } from './panic'
import { operatorFeedback, panicOrphans } from './telematon'

/**
 * What follows when a model leaves play (11.2, 19.3, 19.8), in one call for every rule that
 * eliminates (damage, falls, feedback, burning, poison): the panic test of each friend of its
 * group that perceives it, automatic panic for telematons left without operator, and, for an
 * eliminated telematon, the feedback on its operator, whose own elimination cascades the same way.
 */

const C = { ...SC, order: ruling('R-11.2a', 'Reihenfolge der Folgen') }

/**
 * Call once a model has been marked eliminated (`model.eliminated`). R-11.2a order: the
 * telematon feedback first (19.8, it happens "sobald"), then the friends' panic tests in the order
 * of the game's models, then the orphaned telematons (19.3). Friends that are themselves gone or
 * already panicking do not test.
 */
export function afterElimination(game: GameState, eliminatedId: string, facts: TableFacts, dice: Dice): StateOutcome {
  const dead = requireModel(game, eliminatedId, 'eliminatedId')
  if (!dead.eliminated) throw new Error(`eliminatedId: ${eliminatedId} is not eliminated`)
  let out = outcome({ ...game, models: { ...game.models, [eliminatedId]: { ...dead, ap: 0, directThreats: [] } } })
  out.breakdown.lines.push({
    key: 'eliminated',
    value: true,
    clause: C.eliminated,
    ...detailed('states.eliminated', '{model}', { model: eliminatedId }),
  })
  const cascade: string[] = []
  if (dead.card.type === 'telematon') {
    const fb = operatorFeedback(out.game, eliminatedId, dice)
    out = merge(out, fb)
    for (const e of fb.events) if (e.kind === 'eliminated') cascade.push(e.modelId)
  }
  for (const friend of Object.values(out.game.models)) {
    if (friend.id === eliminatedId || friend.side !== dead.side || !inPlay(friend)) continue
    if (!perceives(facts, friend.id, eliminatedId)) continue
    // 11.2 "automatisch": its own telematons panic without a test (19.3 below); no double test.
    if (friend.card.type === 'telematon' && friend.operatorId === eliminatedId) continue
    out = merge(out, panicTest(out.game, friend.id, facts, dice, eliminatedId))
  }
  out = merge(out, panicOrphans(out.game))
  for (const id of cascade) out = merge(out, afterElimination(out.game, id, facts, dice))
  return out
}

/**
 * R-11.4b: a panicking model that reaches the table edge leaves it. It is out of play like an
 * eliminated one, but its friends do not test for panic (it was not eliminated); its telematons
 * are left without operator (19.3 "nicht mehr auf dem Spielfeld präsent").
 */
export function leaveTable(game: GameState, modelId: string): StateOutcome {
  const m = requireModel(game, modelId)
  let out = outcome({ ...game, models: { ...game.models, [modelId]: { ...m, offTable: true, ap: 0, directThreats: [] } } })
  out.breakdown.lines.push({
    key: 'offTable',
    value: true,
    clause: C.offTable,
    ...detailed('states.offTable', '{model}', { model: modelId }),
  })
  out = merge(out, panicOrphans(out.game))
  return out
}
