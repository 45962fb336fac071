import type { Clause } from '../../kernel/clauses'
import { purpose, purposeFields, refinePurpose, type Dice, type PurposeLike } from '../../kernel/dice'
import type { RollRecord } from '../../kernel/resolution'
import type { GameState } from '../model/gameState'
import type { Resolution } from '../refusals'
import { mayPush } from './pushBack'
import { MELEE_CLAUSES as C } from './modifiers'
import { MELEE_CLAUSE_OF, planMelee } from './plan'
import {
  DEFAULT_MELEE_SETTINGS,
  type CounterAttackWindow,
  type MeleeFacts,
  type MeleeOption,
  type MeleeRequest,
  type MeleeRolled,
  type MeleeSettings,
} from './types'
import { detailed } from '../../kernel/detail'

/**
 * A melee (15.1): base contact, compared NK rolls with every modifier of 15.7, a compared AGI
 * roll on a tie read against the same list, and what the winner may then choose. The checks and
 * both sides' totals are the plan (plan.ts); this module rolls; `resolveMeleeChoice` (meleeChoice.ts) carries out the winner's choice once the player
 * has made it, so a player decides after seeing the dice as at the table.
 */

/**
 * 4.8.2 with rerolls (R-15.1d): after both dice, the losing side repeats its die while it has
 * rerolls and still loses; the attacker's rerolls are offered first.
 */
function contestWithRerolls(
  dice: Dice,
  a: { label: string; value: number; rerolls: number },
  b: { label: string; value: number; rerolls: number },
  purpose: PurposeLike,
  clause: Clause,
): { a: number[]; b: number[]; ta: number; tb: number } {
  const side = (label: string, reroll?: number) =>
    refinePurpose(purpose, `: ${label}${reroll ? ` (reroll ${reroll})` : ''}`, reroll ? { side: label, reroll } : { side: label })
  const da = [dice.roll(12, side(a.label), clause)]
  const db = [dice.roll(12, side(b.label), clause)]
  const last = (xs: number[]) => xs[xs.length - 1]
  for (let i = 0; i < a.rerolls && last(da) + a.value < last(db) + b.value; i++) da.push(dice.roll(12, side(a.label, i + 1), clause))
  for (let i = 0; i < b.rerolls && last(db) + b.value < last(da) + a.value; i++) db.push(dice.roll(12, side(b.label, i + 1), clause))
  return { a: da, b: db, ta: last(da) + a.value, tb: last(db) + b.value }
}

/**
 * One melee of `req.kind` (15.3 attack, reckless attack; 8.3 charge ending in contact; 15.4
 * counter-attack, opportunity attack): checks, AP (actionCost, WK of the weapon; a charge pays
 * its WK here, the move itself is free), the compared NK roll and, on a tie, compared AGI rolls.
 * The attacker is revealed if camouflaged (16.3); the defender loses its defence (15.3).
 */
export function meleeAttack(
  game: GameState,
  dice: Dice,
  req: MeleeRequest,
  facts: MeleeFacts,
  settings: MeleeSettings = DEFAULT_MELEE_SETTINGS,
): Resolution<MeleeRolled> {
  const planned = planMelee(game, req, facts, settings)
  if (!planned.ok) return planned
  const { weapon, ap, attacker: aSide, defender: dSide, rerolls, agi, breakdown } = planned.value
  let next = planned.value.game
  const att = next.models[aSide.id]
  const def = next.models[dSide.id]

  const nkRoll = contestWithRerolls(
    dice,
    { label: att.id, value: aSide.total, rerolls: rerolls.attacker },
    { label: def.id, value: dSide.total, rerolls: rerolls.defender },
    purpose('roll.nk', {}, 'NK roll'),
    C.procedure,
  )
  const rolls: RollRecord[] = [
    {
      ...purposeFields(purpose('roll.nk', { side: att.id }, `NK roll: ${att.id}`)),
      clause: C.procedure,
      kind: 'comparative',
      dice: nkRoll.a,
      total: nkRoll.ta,
      opponentTotal: nkRoll.tb,
      success: nkRoll.ta > nkRoll.tb,
    },
    {
      ...purposeFields(purpose('roll.nk', { side: def.id }, `NK roll: ${def.id}`)),
      clause: C.procedure,
      kind: 'comparative',
      dice: nkRoll.b,
      total: nkRoll.tb,
      opponentTotal: nkRoll.ta,
      success: nkRoll.tb > nkRoll.ta,
    },
  ]
  let winner: MeleeRolled['winner'] = nkRoll.ta > nkRoll.tb ? 'attacker' : nkRoll.tb > nkRoll.ta ? 'defender' : 'none'
  let decidedBy: MeleeRolled['decidedBy'] = 'NK'
  if (winner === 'none') {
    decidedBy = 'AGI'
    const agiA = agi.attacker
    const agiD = agi.defender
    // R-15.1c: the AGI result is read against the same list, whose third line is "tie: AGI roll".
    for (let round = 1; winner === 'none'; round++) {
      const px = purpose('roll.agiTie', { round, side: att.id }, `AGI roll ${round}: ${att.id}`)
      const py = purpose('roll.agiTie', { round, side: def.id }, `AGI roll ${round}: ${def.id}`)
      const x = dice.roll(12, px, C.procedure)
      const y = dice.roll(12, py, C.procedure)
      rolls.push(
        {
          ...purposeFields(px),
          clause: C.procedure,
          kind: 'comparative',
          dice: [x],
          total: x + agiA,
          opponentTotal: y + agiD,
          success: x + agiA > y + agiD,
        },
        {
          ...purposeFields(py),
          clause: C.procedure,
          kind: 'comparative',
          dice: [y],
          total: y + agiD,
          opponentTotal: x + agiA,
          success: y + agiD > x + agiA,
        },
      )
      winner = x + agiA > y + agiD ? 'attacker' : y + agiD > x + agiA ? 'defender' : 'none'
      if (winner === 'none' && (settings.agiTie === 'nothing' || round >= 100)) break
    }
    breakdown.lines.push({ key: 'melee.agiTieRule', value: settings.agiTie, clause: C.rAgiTie })
  }
  breakdown.rolls.push(...rolls)

  // 15.3: a model in defence loses it once involved in a melee.
  const d1 = next.models[def.id]
  if (d1.tokens.defence) next = { ...next, models: { ...next.models, [def.id]: { ...d1, tokens: { ...d1.tokens, defence: false } } } }

  const a1 = next.models[att.id]
  const d2 = next.models[def.id]
  let options: MeleeOption[] = []
  if (winner === 'attacker') options = settings.attackerWinOptions.filter((o) => o === 'damage' || mayPush(a1, d2).ok)
  else if (winner === 'defender') options = mayPush(d2, a1).ok ? ['pushBack', 'none'] : ['none']
  const isAction = req.kind === 'attack' || req.kind === 'charge' || req.kind === 'recklessAttack'
  const counterAttack: CounterAttackWindow | null = isAction
    ? {
        kind: 'counterAttack',
        by: def.id,
        against: att.id,
        againstFightsWithNkZero: req.kind === 'recklessAttack' && winner === 'defender',
        round: game.round,
      }
    : null
  breakdown.lines.push(
    {
      key: 'melee.ap',
      value: ap,
      clause: MELEE_CLAUSE_OF[req.kind],
      ...detailed('melee.ap', '{weapon}, WK {class}', { weapon: weapon.name, class: weapon.class }),
    },
    { key: 'melee.winner', value: winner, clause: C.procedure, ...detailed('melee.winner', 'decided by {by}', { by: decidedBy }) },
    { key: 'melee.options', value: options.join(','), clause: winner === 'attacker' ? C.rOptions : C.push },
  )
  next = {
    ...next,
    log: [
      ...next.log,
      `${att.id} ${req.kind} ${def.id} with ${weapon.name}: ${winner === 'none' ? 'no winner' : `${winner} wins`} (${decidedBy})`,
    ],
  }
  return {
    ok: true,
    value: {
      game: next,
      kind: req.kind,
      attackerId: att.id,
      defenderId: def.id,
      weapon,
      ap,
      winner,
      decidedBy,
      attacker: aSide,
      defender: dSide,
      options,
      counterAttack,
      rolls,
    },
    breakdown,
  }
}
