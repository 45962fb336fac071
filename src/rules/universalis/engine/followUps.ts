import { ruling, universalis } from '../../kernel/clauses'
import { detailed } from '../../kernel/detail'
import { currentAttribute } from '../model/attributes'
import { resolveHit } from '../damage/apply'
import { purpose, type Dice } from '../../kernel/dice'
import type { StepRuling } from '../movement/falling'
import type { GameState } from '../model/gameState'
import { defenceTest } from '../melee/defence'
import { emptyBreakdown } from '../../kernel/resolution'
import { attributeRoll } from '../model/rolls'
import type { TableFacts } from '../model/facts'
import { afterElimination } from '../states/states'
import { merge, outcome, type StateOutcome } from '../states/common'
import type { CombatSettings } from '../ranged/settings'

/**
 * The consequences that cross rule modules, applied by the engine after an action: the
 * elimination cascade (11.2, 19.3, 19.8) for every model an action eliminated, the defence test
 * of a model in defence that is shot at (15.3), the overwatch test of 14.2, and fall damage
 * (8.8.1) for falls the movement and push-back rules report but do not resolve.
 */

export const FOLLOW_UP_CLAUSES = {
  eliminated: universalis('11.2', 'Eliminiert'),
  defence: universalis('15.3', 'Verteidigung'),
  overwatch: universalis('14.2', 'Feuerbereitschaft'),
  fall: universalis('8.8.1', 'Fallschaden'),
  rOverwatch: ruling('R-E.2a', 'EH-Test der Feuerbereitschaft'),
  rFall: ruling('R-E.3a', 'Fallschaden als Treffer'),
}
const C = FOLLOW_UP_CLAUSES

const eliminatedIds = (game: GameState): Set<string> =>
  new Set(
    Object.values(game.models)
      .filter((m) => m.eliminated)
      .map((m) => m.id),
  )

/**
 * 11.2: runs `afterElimination` once for each model that is eliminated in `after` but was not in
 * `before`, in the game's model order. A cascade (a telematon's feedback eliminating its operator)
 * is handled inside afterElimination, so those models are not run twice.
 */
export function settleEliminations(before: GameState, after: GameState, facts: TableFacts, dice: Dice): StateOutcome {
  const was = eliminatedIds(before)
  let out = outcome(after)
  const handled = new Set(was)
  for (const m of Object.values(after.models)) {
    if (!m.eliminated || handled.has(m.id)) continue
    out = merge(out, afterElimination(out.game, m.id, facts, dice))
    out.events.push({ kind: 'eliminated', modelId: m.id, clause: C.eliminated })
    for (const id of eliminatedIds(out.game)) handled.add(id)
  }
  return out
}

/** 15.3: the EH test of a model in defence that is shot at (it need not be hit). No token: nothing. */
export function defenceTestWhenShot(game: GameState, dice: Dice, targetId: string): StateOutcome {
  const d = defenceTest(game, dice, targetId, 'shot')
  if (!d.ok) return outcome(game)
  return {
    game: d.value.game,
    events: d.value.tested && !d.value.kept ? [{ kind: 'markerRemoved', modelId: targetId, marker: 'defence', clause: C.defence }] : [],
    breakdown: d.breakdown,
  }
}

/**
 * 14.2: "Falls das Modell das Ziel irgendeiner erfolgreichen Aktion oder Reaktion eines
 * gegnerischen Modells wird muss es einen EH-Test ablegen." R-E.2a: successful means the shot
 * hit it, the melee against it was won by the attacker, the power on it succeeded, the reveal
 * of it succeeded. A failed test ends the overwatch.
 */
export function overwatchTest(game: GameState, dice: Dice, targetId: string): StateOutcome {
  const m = game.models[targetId]
  if (!m || m.eliminated || !m.tokens.overwatch) return outcome(game)
  const eh = currentAttribute(game, targetId, 'EH')
  const roll = attributeRoll(dice, {
    value: eh.value,
    modifiers: [],
    purpose: purpose('roll.keepOverwatch', { model: targetId }, `EH test of ${targetId} to keep its overwatch`),
    clause: C.overwatch,
  })
  const breakdown = emptyBreakdown()
  breakdown.rolls.push(roll)
  breakdown.lines.push({
    key: 'overwatch.kept',
    value: roll.success,
    clause: C.rOverwatch,
    ...detailed('overwatch.kept', '{model}', { model: targetId }),
  })
  if (roll.success) return { game, events: [], breakdown }
  const next = { ...game, models: { ...game.models, [targetId]: { ...m, tokens: { ...m.tokens, overwatch: null } } } }
  return { game: next, events: [{ kind: 'markerRemoved', modelId: targetId, marker: 'overwatch', clause: C.overwatch }], breakdown }
}

/**
 * 8.8.1 "Die Stärke des Treffers entspricht der KO des gefallenen Modells. Der Schaden orientiert
 * sich ebenfalls an der KO": a hit of strength KO with damage KO (above 2H) or half KO rounded
 * down (up to 2H, movement test failed). R-E.3a: it is rolled like any hit (10.4), with no cover.
 */
export function fallHit(
  game: GameState,
  dice: Dice,
  modelId: string,
  damage: 'KO' | 'half KO (rounded down)',
  settings?: CombatSettings,
): StateOutcome {
  const m = game.models[modelId]
  const ko = currentAttribute(game, modelId, 'KO').value
  const amount = damage === 'KO' ? ko : Math.floor(ko / 2)
  const hit = resolveHit(
    dice,
    m,
    { attackerId: `fall of ${modelId}`, profile: { strength: ko, damage: amount }, attackerKO: ko, coverArmourBonus: 0 },
    settings,
  )
  const breakdown = emptyBreakdown()
  breakdown.lines.push(
    {
      key: 'fall.hit',
      value: amount,
      clause: C.rFall,
      ...detailed('fall.hit', '{model}: strength KO {ko}, damage {damage}', { model: modelId, ko, damage }),
    },
    ...hit.lines,
  )
  breakdown.rolls.push(...hit.rolls)
  return { game: { ...game, models: { ...game.models, [modelId]: hit.model } }, events: [], breakdown }
}

/**
 * A fall the rules judged (a push over an edge, R-15.2b): `test` asks the movement test (AGI),
 * failed it is a hit of half KO; `hit` is a hit of KO; otherwise nothing happens.
 */
export function resolveFall(game: GameState, dice: Dice, fall: StepRuling, settings?: CombatSettings): StateOutcome {
  const id = fall.figureId
  if (fall.outcome === 'hit') return fallHit(game, dice, id, 'KO', settings)
  if (fall.outcome !== 'test') return outcome(game)
  const agi = currentAttribute(game, id, 'AGI')
  const roll = attributeRoll(dice, {
    value: agi.value,
    modifiers: [],
    purpose: purpose('roll.fallDamage', { attribute: 'AGI', model: id }, `movement test (AGI) of ${id} against fall damage`),
    clause: C.fall,
  })
  let out: StateOutcome = {
    game,
    events: [],
    breakdown: {
      modifiers: [],
      rolls: [roll],
      lines: [{ key: 'fall.test', value: roll.success, clause: C.fall, ...detailed('fall.test', '{model}', { model: id }) }],
    },
  }
  if (!roll.success) out = merge(out, fallHit(game, dice, id, 'half KO (rounded down)', settings))
  return out
}
