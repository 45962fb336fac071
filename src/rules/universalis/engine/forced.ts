import type { PathAnswer } from '../../../geometry/types'
import { actionCost } from '../model/actions'
import { payAp } from '../model/acting'
import { requireModel, type GameState } from '../model/gameState'
import { currentAttribute } from '../model/attributes'
import { ruling, universalis } from '../../kernel/clauses'
import { detailed, type Detailed } from '../../kernel/detail'
import { purpose, type Dice } from '../../kernel/dice'
import { resolveFall } from './followUps'
import { planOnPath, pointAtCost } from './move'
import { inMeleeNow } from './ranged'
import type { ActionFacts, EngineSettings, Performed } from './types'
import { judgeStep } from '../movement/falling'
import { emptyBreakdown } from '../../kernel/resolution'
import { refuse, type Resolution } from '../refusals'
import { attributeRoll } from '../model/rolls'
import { leaveTable } from '../states/states'
import { inPlay, merge, type StateOutcome } from '../states/common'

/**
 * The moves a model makes without choosing them: the panic move toward the nearest table edge
 * (11.4.1) and the burning run (11.1). Neither is an action (a burning model takes none, a
 * panicking one has no say), so the action checks do not apply; both spend AP as moves do. The
 * judge measures the way (the path to the edge, the legs of the run) and the table carries out
 * the `moved` and `leftTable` events.
 */

export const FORCED_CLAUSES = {
  panic: universalis('11.4.1', 'Auswirkungen von Panik'),
  burning: universalis('11.1', 'Brennen'),
  koRoll: universalis('18.3.1', 'Kritischer Zustand bei Kolossen'),
  panicMove: ruling('R-E.8a', 'Die Panikbewegung'),
  run: ruling('R-E.8b', 'Der Brandlauf'),
  offTable: ruling('R-11.4b', 'Spielfeld verlassen'),
  facts: ruling('R-E.0a', 'Fakten des Tisches'),
}
const C = FORCED_CLAUSES

/**
 * R-E.8a: the farthest point at or before `limit` cm of movement where the figure can stand: a
 * walk may end anywhere along it, a climb, ladder, jump or drop only at its end (a move cut short
 * by the AP does not hang on a wall), so such a segment not finished within the limit is not begun.
 */
export function standableStop(path: PathAnswer, limit: number): number {
  let at = 0
  for (const s of path.segments) {
    if (at + s.cost <= limit + 1e-9) {
      at += s.cost
      continue
    }
    return s.kind === 'walk' ? Math.max(at, limit) : at
  }
  return at
}

const done = (out: Performed): Resolution<Performed> => ({ ok: true, value: out, breakdown: out.breakdown })

/** `next`'s game, with its events and breakdown added to `into`'s. */
function follow(into: Performed, next: StateOutcome): Performed {
  const m = merge({ game: into.game, events: [], breakdown: into.breakdown }, next)
  return { game: m.game, events: [...into.events, ...next.events], breakdown: m.breakdown }
}

/** Adds `cm` travelled to the phase's count and sets the fast token above 20 cm (8.9), as a move does. */
function addTravelled(game: GameState, id: string, cm: number, settings: EngineSettings): GameState {
  const m = game.models[id]
  const movedThisPhase = m.movedThisPhase + cm
  return {
    ...game,
    models: {
      ...game.models,
      [id]: { ...m, movedThisPhase, tokens: { ...m.tokens, fast: m.tokens.fast || movedThisPhase > settings.movement.fastThreshold } },
    },
  }
}

/**
 * 11.4.1 "benutzen sie alle ihre AP um sich zur am nächsten gelegenen Spielfeldkante zu bewegen":
 * along `facts.path` (the judge's path to the nearest edge, with no tested drop or jump), as many
 * move actions as its own AP pay, difficult terrain halved (it takes no optional test), ending
 * where it can stand (standableStop). Reaching the edge it leaves the table (R-11.4b). A model in
 * melee or burning does not move (R-E.8a): it must disengage in its phase, or it burns.
 */
export function performPanicMove(
  game: GameState,
  dice: Dice,
  modelId: string,
  facts: ActionFacts,
  settings: EngineSettings,
): Resolution<Performed> {
  const m = game.models[modelId]
  if (!m) return refuse('no-such-model', `no model "${modelId}" in the game`, C.facts, { model: modelId })
  if (!inPlay(m) || !m.tokens.panic)
    return refuse('not-panicking', `${modelId} is not a model in play in panic: it makes no panic move`, C.panic, { model: modelId })
  const out: Performed = { game, events: [], breakdown: emptyBreakdown() }
  const stay = (why: Detailed) => {
    out.breakdown.lines.push({ key: 'panic.stays', value: true, clause: C.panicMove, ...why })
    return done(out)
  }
  const model = { model: modelId }
  if (m.tokens.burning)
    return stay(detailed('panic.stays.burning', '{model}: burning: it takes no actions (11.1), the burning run moves it', model))
  if (inMeleeNow(game, facts, modelId))
    return stay(detailed('panic.stays.inMelee', '{model}: in melee: it must disengage first (8.3) in its initiative phase', model))
  if (!facts.path) throw new RangeError('rules/engine: facts.path: the panic move needs the path to the nearest table edge')
  const path = facts.path.answer
  if (!path.found) return stay(detailed('panic.stays.noPath', '{model}: no path to a table edge without a tested drop or jump', model))
  const plan = planOnPath(game, modelId, 'move', facts.path, settings)
  // The refusal's reason, as planMove gives it (8.1 stationary, 3.4 speed 0).
  if (plan.refusal && (plan.refusal.code === 'stationary' || plan.speed <= 0))
    return stay(
      plan.refusal.code === 'stationary'
        ? detailed('panic.stays.stationary', '{model}: {model} is stationary and cannot be moved', model)
        : detailed('panic.stays.noSpeed', '{model}: {model} has speed 0', model),
    )
  const ap = actionCost('move', m).ap
  let affordable = Math.min(plan.actions.length, Math.floor(m.ap / ap))
  let limit = affordable === 0 ? 0 : plan.actions[affordable - 1].to
  // 18.3.1: a colossus with a critical movement zone rolls KO for each move action (R-18.3.1a); a failed one is paid and goes nowhere.
  if (plan.tests.some((t) => t.kind === 'colossusKo')) {
    for (let i = 0; i < affordable; i++) {
      const roll = attributeRoll(dice, {
        value: currentAttribute(game, modelId, 'KO').value,
        modifiers: [],
        purpose: purpose('roll.colossusMove', { attribute: 'KO', model: modelId }, `KO roll to move (KO) of ${modelId}`),
        clause: C.koRoll,
      })
      out.breakdown.rolls.push(roll)
      if (roll.success) continue
      out.breakdown.lines.push({ key: 'panic.koRollFailed', value: i + 1, clause: C.koRoll })
      limit = plan.actions[i].from
      affordable = i + 1
      break
    }
  }
  const stop = standableStop(path, limit)
  out.game = affordable > 0 ? payAp(game, modelId, affordable * ap, 'move') : game
  out.game = addTravelled(out.game, modelId, plan.cost > 0 ? (plan.travelled * stop) / plan.cost : 0, settings)
  const reached = stop >= path.cost - 1e-6
  out.breakdown.lines.push(...plan.lines.filter((l) => l.key === 'move.cost' || l.key === 'move.difficult' || l.key === 'move.speed'), {
    key: 'panic.moveActions',
    value: affordable,
    clause: C.panic,
    ...detailed('panic.moveActions', '{ap} of {have} AP for {cm} of {total} cm to the edge', {
      ap: affordable * ap,
      have: m.ap,
      cm: round(stop),
      total: round(path.cost),
    }),
  })
  if (stop < limit - 1e-6)
    out.breakdown.lines.push({
      key: 'panic.stopsBefore',
      value: round(stop),
      clause: C.panicMove,
      ...detailed('panic.stopsBefore', 'a climb, ladder, jump or drop it cannot finish with these AP is not begun'),
    })
  out.events.push({ kind: 'moved', modelId, to: pointAtCost(path, stop), cm: stop, completed: reached })
  if (!reached) return done(out)
  const left = follow(out, leaveTable(out.game, modelId))
  left.events.push({ kind: 'leftTable', modelId })
  return done(left)
}

/**
 * 11.1 "bewegt es sich mit seiner vollen Bewegung W6 mal in eine zufällige Richtung und gibt
 * dafür ganz normal AP aus": each leg is one move action (1 AP, 2 lying down), measured by the
 * judge as a straight line in the rolled direction (R-E.8b); the run ends when its own AP run out
 * or the model is out of play. Running over an edge is a fall (8.8.1) without the EH test of 8.8
 * (it does not let itself drop, it runs blind), resolved like a push over an edge.
 */
export function performBurningRun(
  game: GameState,
  dice: Dice,
  action: { model: string; moves: number; bearingsDeg: readonly number[] },
  facts: ActionFacts,
  settings: EngineSettings,
): Resolution<Performed> {
  const m = game.models[action.model]
  if (!m) return refuse('no-such-model', `no model "${action.model}" in the game`, C.facts, { model: action.model })
  if (!Number.isInteger(action.moves) || action.moves < 1 || action.moves > 6)
    throw new RangeError(`rules/engine: burningRun moves: a W6 result from 1 to 6, got ${action.moves}`)
  if (!inPlay(m)) return refuse('out-of-play', `${action.model} is out of play: it does not run`, C.burning, { model: action.model })
  const legs = facts.run?.legs
  if (!legs || legs.length !== action.moves)
    throw new RangeError(`rules/engine: facts.run.legs: the burning run needs ${action.moves} measured legs, got ${legs?.length ?? 0}`)
  let out: Performed = { game, events: [], breakdown: emptyBreakdown() }
  const ap = actionCost('move', requireModel(game, action.model)).ap
  for (const [i, leg] of legs.entries()) {
    const now = out.game.models[action.model]
    if (!inPlay(now)) break
    if (now.ap < ap) {
      out.breakdown.lines.push({
        key: 'burning.runOutOfAp',
        value: i,
        clause: C.burning,
        ...detailed('burning.runOutOfAp', '{model} has {ap} AP: {left} of {moves} moves are not made', {
          model: action.model,
          ap: now.ap,
          left: action.moves - i,
          moves: action.moves,
        }),
      })
      break
    }
    out.game = addTravelled(payAp(out.game, action.model, ap, 'move'), action.model, leg.travelledCm, settings)
    const p = { move: i + 1, moves: action.moves, bearing: action.bearingsDeg[Math.min(i, action.bearingsDeg.length - 1)] }
    const stopped = leg.stoppedBy
    out.breakdown.lines.push({
      key: 'burning.leg',
      value: round(leg.cm),
      clause: C.run,
      ...(stopped === null
        ? leg.halved
          ? detailed('burning.leg.halved', 'move {move} of {moves} toward {bearing}°, halved (9.4)', p)
          : detailed('burning.leg', 'move {move} of {moves} toward {bearing}°', p)
        : leg.halved
          ? detailed('burning.leg.halvedStopped', 'move {move} of {moves} toward {bearing}°, halved (9.4), stopped: {stoppedBy}', {
              ...p,
              stoppedBy: stopped,
            })
          : detailed('burning.leg.stopped', 'move {move} of {moves} toward {bearing}°, stopped: {stoppedBy}', {
              ...p,
              stoppedBy: stopped,
            })),
    })
    out.events.push({ kind: 'moved', modelId: action.model, to: leg.to, cm: leg.cm, completed: leg.stoppedBy === null })
    if (leg.fall) {
      const fall = judgeStep(leg.fall, settings.movement.fall)
      out.breakdown.lines.push({
        key: 'burning.fall',
        value: fall.outcome,
        clause: C.run,
        ...detailed('burning.fall', '{cm} cm, H = {height}', { cm: round(leg.fall.dropHeight), height: leg.fall.profileHeight }),
      })
      out = follow(out, resolveFall(out.game, dice, fall, settings.combat))
    }
  }
  return done(out)
}

const round = (x: number): number => Math.round(x * 1000) / 1000
