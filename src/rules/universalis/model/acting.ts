import { universalis, type Clause } from '../../kernel/clauses'
import { checkCanAct, type ActionId } from './actions'
import type { GameState, ModelState } from './gameState'
import type { Refusal } from '../refusals'
import { availableAp, spendAp } from './ap'

/**
 * What every action and reaction of melee, camouflage, traits, equipment, powers and objects
 * shares: looking a model up, the common checks with a telematon's operator AP (19.4), paying AP
 * and the tokens any further action ends (15.3 defence, 14.2 overwatch).
 */

const C = {
  operatorAp: universalis('19.4', 'Aktionspunkte'),
  defence: universalis('15.3', 'Verteidigung'),
  overwatch: universalis('14.2', 'Feuerbereitschaft'),
}

/** The checks of actions.ts with the operator's AP counted for telematons (19.4, ap.ts). */
export function canAct(
  game: GameState,
  model: ModelState,
  action: ActionId,
  ap: number,
  ctx: { active: boolean; inMelee: boolean },
): Refusal | null {
  return checkCanAct(model, action, ap, { ...ctx, operatorAp: availableAp(game, model.id).operator })
}

/**
 * Pays `ap` for an action or reaction of `modelId` with ap.ts `spendAp` (own AP first, then a
 * telematon's operator's, 19.4). Any action or reaction ends the model's defence (15.3) and
 * overwatch (14.2), except the action that takes them. Throws if the AP do not suffice:
 * callers check with `canAct` first, so AP never fall below 0.
 */
export function payAp(game: GameState, modelId: string, ap: number, action: ActionId): GameState {
  const spent = spendAp(game, modelId, ap)
  if (!spent.ok) throw new Error(`payAp: ${spent.refusal.reason}`)
  const model = spent.value.models[modelId]
  const tokens = {
    ...model.tokens,
    defence: action === 'defence' ? model.tokens.defence : false,
    overwatch: action === 'overwatch' ? model.tokens.overwatch : null,
  }
  return { ...spent.value, models: { ...spent.value.models, [modelId]: { ...model, tokens } } }
}

/** Clauses behind payAp's side effects, for rulings that show them. */
export const PAY_AP_CLAUSES: readonly Clause[] = [C.operatorAp, C.defence, C.overwatch]

export const isEnemy = (a: ModelState, b: ModelState): boolean => a.side !== b.side
