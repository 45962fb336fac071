import type { Discipline, Power } from '../../../scene/cards/unitCard'
import { purpose, type Dice } from '../../kernel/dice'
import { hasModel, requireModel, type GameState } from '../model/gameState'
import { detailed } from '../../kernel/detail'
import { emptyBreakdown, type Breakdown, type RollRecord } from '../../kernel/resolution'
import { refuse, type Resolution } from '../refusals'
import { attributeRoll } from '../model/rolls'
import { actionCost } from '../model/actions'
import { canAct, payAp } from '../model/acting'
import { currentAttribute } from '../model/attributes'
import { belongsToDiscipline, chosenPower, powerHpLoss, POWER_CLAUSES as C } from './catalogue'

/**
 * Blocking a power (20.4, 20.5) and what a power costs in hit points (20.2.3): the blocker's roll
 * on the power's attribute with its difficulty, as a reaction while the power is used (powers.ts)
 * or as an action against a lasting power in play (`blockPower`).
 */

type Disciplines = Readonly<Record<string, Discipline>>

/** A difficulty as the card prints it after the attribute: `+3`, `-4`, `+0` (20.2.2). */
export const signed = (difficulty: number): string => `${difficulty >= 0 ? '+' : ''}${difficulty}`

export function payHpLoss(game: GameState, modelId: string, power: Power, success: boolean, b: Breakdown): GameState {
  const loss = power.hpLoss
  if (!loss || (loss.when === 'failure' && success)) return game
  const r = powerHpLoss(game.models[modelId], loss.amount)
  const when =
    loss.when === 'always'
      ? detailed('power.hpLoss.always', '{model} (always, 20.2.3)', { model: modelId })
      : detailed('power.hpLoss.onFailure', '{model} (on failure, 20.2.3)', { model: modelId })
  b.lines.push(...r.lines.map((l) => (l.key === 'power.hpLoss' ? { ...l, ...when } : l)))
  return { ...game, models: { ...game.models, [modelId]: r.model } }
}

/** 20.5: one block attempt: the blocker's roll on the power's attribute with its difficulty, its AP and HP loss. */
export function blockRoll(
  game: GameState,
  dice: Dice,
  blockerId: string,
  power: Power,
  b: Breakdown,
): { game: GameState; success: boolean; roll: RollRecord } {
  let next = payAp(game, blockerId, actionCost('blockPowerReaction', game.models[blockerId]).ap, 'blockPowerReaction')
  const value = currentAttribute(next, blockerId, power.attribute).value
  const difficulty = {
    key: 'power.difficulty',
    value: power.difficulty,
    clause: C.block,
    ...detailed('power.difficulty.block', '{blocker}: {attribute}{difficulty}', {
      blocker: blockerId,
      attribute: power.attribute,
      difficulty: signed(power.difficulty),
    }),
  }
  const roll = attributeRoll(dice, {
    value,
    modifiers: [difficulty],
    purpose: purpose(
      'roll.blockPower',
      { attribute: power.attribute, model: blockerId, power: power.name },
      `${power.attribute} roll of ${blockerId} to block ${power.name}`,
    ),
    clause: C.block,
  })
  b.rolls.push(roll)
  next = payHpLoss(next, blockerId, power, roll.success, b)
  return { game: next, success: roll.success, roll }
}

/**
 * 20.3 "Kraft blockieren" as an action (2 AP): block an enemy's lasting power in play. 20.5:
 * the blocker belongs to a discipline and perceives the caster or the power; its roll is on the
 * power's attribute with the power's difficulty; its HP loss applies too. Success ends the power.
 */
export function blockPower(
  game: GameState,
  dice: Dice,
  disciplines: Disciplines,
  req: { blockerId: string; casterId: string; power: string },
  facts: { active: boolean; inMelee: boolean; inPerception: boolean },
): Resolution<{ game: GameState; blocked: boolean }> {
  const blocker = requireModel(game, req.blockerId, 'blockerId')
  if (!hasModel(game, req.casterId))
    return refuse('no-such-model', `casterId: no model "${req.casterId}"`, C.blockAction, { model: req.casterId })
  const caster = requireModel(game, req.casterId, 'casterId')
  if (!belongsToDiscipline(blocker.card))
    return refuse('no-discipline', `${blocker.id} belongs to no discipline and cannot block powers`, C.block, { model: blocker.id })
  if (caster.side === blocker.side)
    return refuse('not-an-enemy', `${caster.id} is a friend: only an enemy's power is blocked`, C.block, {
      model: blocker.id,
      target: caster.id,
    })
  if (!caster.activePowers.includes(req.power))
    return refuse('no-such-power', `${caster.id} has no power "${req.power}" in play`, C.blockAction, {
      model: caster.id,
      power: req.power,
    })
  const entry = powersOfCaster(caster, disciplines, req.power)
  if (!entry)
    return refuse('no-such-power', `the library has no power "${req.power}" of ${caster.id}'s disciplines`, C.blockAction, {
      model: caster.id,
      power: req.power,
    })
  const ap = actionCost('blockPower', blocker).ap
  const no = canAct(game, blocker, 'blockPower', ap, facts)
  if (no) return { ok: false, refusal: no }
  if (!facts.inPerception)
    return refuse('not-in-perception', `neither ${caster.id} nor ${req.power} is in ${blocker.id}'s perception range`, C.block, {
      model: blocker.id,
      target: caster.id,
      power: req.power,
    })
  const breakdown = emptyBreakdown()
  let next = payAp(game, blocker.id, ap, 'blockPower')
  const value = currentAttribute(next, blocker.id, entry.attribute).value
  const difficulty = { key: 'power.difficulty', value: entry.difficulty, clause: C.block }
  breakdown.modifiers.push(difficulty)
  const roll = attributeRoll(dice, {
    value,
    modifiers: [difficulty],
    purpose: purpose(
      'roll.blockPower',
      { attribute: entry.attribute, model: blocker.id, power: entry.name },
      `${entry.attribute} roll of ${blocker.id} to block ${entry.name}`,
    ),
    clause: C.block,
  })
  breakdown.rolls.push(roll)
  next = payHpLoss(next, blocker.id, entry, roll.success, breakdown)
  if (roll.success) {
    const c = next.models[caster.id]
    next = { ...next, models: { ...next.models, [caster.id]: { ...c, activePowers: c.activePowers.filter((x) => x !== req.power) } } }
  }
  breakdown.lines.push({ key: 'power.blocked', value: roll.success, clause: C.block })
  return { ok: true, value: { game: next, blocked: roll.success }, breakdown }
}

const powersOfCaster = (caster: GameState['models'][string], disciplines: Disciplines, name: string): Power | null =>
  chosenPower(caster, disciplines, name)?.power ?? null
