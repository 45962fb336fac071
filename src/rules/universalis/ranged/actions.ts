import { actionCost, checkCanAct } from '../model/actions'
import { availableAp, spendAp } from '../model/ap'
import type { GameState } from '../model/gameState'
import { refuse, type Resolution } from '../refusals'
import { RC } from './settings'
import type { ActingFacts } from './checks'
import { detailed } from '../../kernel/detail'

/**
 * The two ranged actions that do not shoot (14.2): Feuerbereitschaft (overwatch, 2 AP, with a
 * chosen ranged weapon of class I to III, until the model's next initiative phase) and
 * Nachladen (reload, WK AP, takes the weapon's reload token off).
 */

export function takeOverwatch(game: GameState, modelId: string, weaponName: string, acting: ActingFacts): Resolution<GameState> {
  const m = game.models[modelId]
  if (!m) return refuse('no-such-model', `modelId: no model "${modelId}"`, RC.overwatch, { model: modelId })
  const w = (m.card.weapons ?? []).find((x) => x.name === weaponName)
  if (!w) return refuse('no-such-weapon', `${modelId} has no weapon "${weaponName}"`, RC.overwatch, { model: modelId, weapon: weaponName })
  if (w.range === 'melee')
    return refuse('wrong-weapon-kind', `${weaponName} is a melee weapon: overwatch needs a ranged weapon`, RC.overwatch, {
      weapon: weaponName,
    })
  if (w.class > 3)
    return refuse('weapon-class-too-high', `${weaponName} is WK ${w.class}: overwatch only with WK I to III`, RC.overwatch, {
      weapon: weaponName,
      class: w.class,
      max: 3,
    })
  const { ap } = actionCost('overwatch', m)
  const can = checkCanAct(m, 'overwatch', ap, { ...acting, operatorAp: availableAp(game, modelId).operator })
  if (can) return { ok: false, refusal: can }
  const paid = spendAp(game, modelId, ap)
  if (!paid.ok) return paid
  const p = paid.value.models[modelId]
  const next = {
    ...paid.value,
    models: { ...paid.value.models, [modelId]: { ...p, tokens: { ...p.tokens, overwatch: weaponName, defence: false } } },
  }
  return {
    ok: true,
    value: next,
    breakdown: {
      modifiers: [],
      rolls: [],
      lines: [{ key: 'overwatch', value: weaponName, clause: RC.overwatch, ...detailed('overwatch', '{ap} AP', { ap }) }],
    },
  }
}

export function reloadWeapon(game: GameState, modelId: string, weaponName: string, acting: ActingFacts): Resolution<GameState> {
  const m = game.models[modelId]
  if (!m) return refuse('no-such-model', `modelId: no model "${modelId}"`, RC.reload, { model: modelId })
  const w = (m.card.weapons ?? []).find((x) => x.name === weaponName)
  if (!w) return refuse('no-such-weapon', `${modelId} has no weapon "${weaponName}"`, RC.reload, { model: modelId, weapon: weaponName })
  if (!m.tokens.reload.includes(weaponName))
    return refuse('no-reload-token', `${weaponName} of ${modelId} has no reload token`, RC.reload, { model: modelId, weapon: weaponName })
  const { ap } = actionCost('reload', m, { weaponClass: w.class })
  const can = checkCanAct(m, 'reload', ap, { ...acting, operatorAp: availableAp(game, modelId).operator })
  if (can) return { ok: false, refusal: can }
  const paid = spendAp(game, modelId, ap)
  if (!paid.ok) return paid
  const p = paid.value.models[modelId]
  const reload = p.tokens.reload.filter((n) => n !== weaponName)
  const next = {
    ...paid.value,
    models: { ...paid.value.models, [modelId]: { ...p, tokens: { ...p.tokens, reload, overwatch: null, defence: false } } },
  }
  return {
    ok: true,
    value: next,
    breakdown: {
      modifiers: [],
      rolls: [],
      lines: [{ key: 'reloaded', value: weaponName, clause: RC.reload, ...detailed('reloaded', '{ap} AP', { ap }) }],
    },
  }
}
