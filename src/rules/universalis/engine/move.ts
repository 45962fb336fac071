import type { PathAnswer, Point3 } from '../../../geometry/types'
import { profileCylinder } from '../../../scene/sizeProfiles'
import { requireModel, type GameState } from '../model/gameState'
import { availableAp } from '../model/ap'
import { currentSpeedCm } from '../model/attributes'
import { afterMoveAction } from '../sight/camouflage'
import { ruling } from '../../kernel/clauses'
import { detailed } from '../../kernel/detail'
import type { Dice } from '../../kernel/dice'
import { fallHit, resolveFall } from './followUps'
import { judgeStep } from '../movement/falling'
import type { ActionFacts, EngineSettings, PathFacts, Performed } from './types'
import { isColossus, zoneStates } from '../damage/hitZones'
import { MOVE_CLAUSES, planMove, type MoveKind, type MovePlan } from '../movement/movement'
import { resolveMove } from '../movement/resolve'
import type { Mover } from '../movement/pathRules'
import type { Resolution } from '../refusals'
import { merge, type StateOutcome } from '../states/common'

/**
 * Moving on the table (8, 9.4) in the engine: a move and the move of a disengage (a charge
 * walks the same way, charge.ts), planned on the geometry's path (movement.ts), rolled
 * (movementResolve.ts), then what follows: fall damage (8.8.1), hiding again after full move
 * actions (16.3), and a `moved` event with the point where the model now stands.
 */

export const ENGINE_MOVE_CLAUSES = {
  chargeTarget: ruling('R-E.4a', 'Angriffsbewegung auf ein genanntes Ziel'),
  camouflage: ruling('R-E.4b', 'Tarnung nach vollen Bewegungsaktionen'),
  gapFall: ruling('R-8.5c', 'Sturz in die Lücke'),
  facts: ruling('R-E.0a', 'Fakten des Tisches'),
}
const C = { ...MOVE_CLAUSES, ...ENGINE_MOVE_CLAUSES }

/** The mover as the rules see it now: speed after load and colossus zones (4.4, 18.3.2), prone height (8.10). */
export function moverOf(game: GameState, modelId: string): Mover {
  const m = requireModel(game, modelId)
  return {
    id: m.id,
    side: m.side,
    movementType: m.card.movement.type,
    speed: currentSpeedCm(game, modelId).value,
    prone: m.prone,
    height: profileCylinder(m.card.size, m.prone).height,
  }
}

/** 4.1, 19.4: AP the model may spend now. */
const apNow = (game: GameState, id: string): number => {
  const a = availableAp(game, id)
  return a.own + a.operator
}

export function planOnPath(
  game: GameState,
  modelId: string,
  kind: MoveKind,
  path: PathFacts,
  settings: EngineSettings,
  opts: { weaponClass?: number; inMelee?: boolean } = {},
): MovePlan {
  const m = requireModel(game, modelId)
  const koRollPerMove = isColossus(m) && zoneStates(m).movement === 'critical'
  return planMove(
    {
      model: m,
      mover: moverOf(game, modelId),
      kind,
      weaponClass: opts.weaponClass,
      path: path.answer,
      terrain: path.terrain,
      apAvailable: apNow(game, modelId),
      inMelee: opts.inMelee,
      koRollPerMove,
    },
    settings.movement,
  )
}

/** The point `cost` cm of movement along the path (segments interpolated straight). */
export function pointAtCost(path: PathAnswer, cost: number): Point3 {
  let at = 0
  for (const s of path.segments) {
    if (cost <= at + s.cost + 1e-9) {
      const t = s.cost > 0 ? Math.max(0, Math.min(1, (cost - at) / s.cost)) : 1
      return [s.from[0] + (s.to[0] - s.from[0]) * t, s.from[1] + (s.to[1] - s.from[1]) * t, s.from[2] + (s.to[2] - s.from[2]) * t]
    }
    at += s.cost
  }
  return path.goal ?? path.points[path.points.length - 1] ?? path.start
}

/** A copy of the plan with action `index` free: its AP are paid by another rule (the melee, the disengage test). */
export function withFreeAction(plan: MovePlan, index: number): MovePlan {
  const actions = plan.actions.map((a, i) => (i === index ? { ...a, ap: 0 } : a))
  return { ...plan, actions, apNeeded: actions.reduce((s, a) => s + a.ap, 0) }
}

interface Walked extends Performed {
  completed: boolean
  stoppedAt: number
}

/** Rolls a planned move and applies what follows it. `ctx` is the model's acting context. */
export function walk(
  game: GameState,
  dice: Dice,
  plan: MovePlan,
  path: PathFacts,
  facts: ActionFacts,
  settings: EngineSettings,
  testDifficult: boolean,
  ctx: { active: boolean; inMelee: boolean },
): Resolution<Walked> {
  // R-8.5c: where a failed jump would fall must be measured before any die is rolled.
  for (const t of plan.tests)
    if (t.kind === 'jump' && t.segment !== null && !path.gapFalls?.[t.segment])
      throw new RangeError(`rules/engine: facts.path.gapFalls.${t.segment}: a jump with a test needs the drop into its gap measured`)
  const segmentCosts = path.answer.segments.map((s) => s.cost)
  const moved = resolveMove(
    game,
    plan,
    segmentCosts,
    dice,
    { testDifficult, tracks: requireModel(game, plan.modelId).card.movement.type === 'tracks' },
    ctx,
  )
  if (!moved.ok) return moved
  const v = moved.value
  let out: StateOutcome = {
    game: v.game,
    events: [],
    breakdown: { modifiers: [], rolls: [...moved.breakdown.rolls], lines: [...plan.lines, ...moved.breakdown.lines] },
  }
  for (const hit of v.fallHits) out = merge(out, fallHit(out.game, dice, plan.modelId, hit.damage, settings.combat))
  // R-8.5c: a failed jump drops the model into the gap, onto the surface below its middle, and the fall is judged from the take-off height (8.8.1).
  const gapFall = v.fellInGap !== null ? path.gapFalls![v.fellInGap] : null
  if (gapFall) {
    const fall = judgeStep(gapFall, settings.movement.fall)
    out.breakdown.lines.push({
      key: 'move.fellInGap',
      value: v.fellInGap! + 1,
      clause: C.gapFall,
      ...detailed('move.fellInGap', '{cm} cm down onto "{on}": {outcome}', {
        cm: Math.round(gapFall.dropHeight * 1000) / 1000,
        on: gapFall.landingOn,
        outcome: fall.outcome,
      }),
    })
    out = merge(out, resolveFall(out.game, dice, fall, settings.combat))
  }
  // 16.3 / R-16.3a: each full move action counts toward hiding again; touching is judged where the move ends (R-E.4b).
  const model = out.game.models[plan.modelId]
  if (model.camouflage && !model.camouflage.hidden) {
    const touching = facts.touchingTerrain?.[plan.modelId] ?? false
    let m = model
    const done = plan.actions.filter((a) => a.to <= v.stoppedAt + 1e-6)
    for (const a of done)
      m = afterMoveAction(m, {
        full: a.to - a.from >= (a.halved ? plan.speed / 2 : plan.speed) - 1e-6,
        touchingTerrainAtLeastProfileSize: touching,
      })
    if (m !== model) {
      out.game = { ...out.game, models: { ...out.game.models, [m.id]: m } }
      out.breakdown.lines.push({
        key: 'camouflage.fullMoves',
        value: m.camouflage!.fullMovesSinceReveal,
        clause: C.camouflage,
        ...(m.camouflage!.hidden
          ? detailed('camouflage.fullMoves.hidden', '{model} hides again', { model: m.id })
          : detailed('camouflage.fullMoves.revealed', '{model} stays revealed', { model: m.id })),
      })
    }
  }
  const to = gapFall ? gapFall.landing : pointAtCost(path.answer, v.stoppedAt)
  const events: Performed['events'] = [...out.events, { kind: 'moved', modelId: plan.modelId, to, cm: v.stoppedAt, completed: v.completed }]
  return { ok: true, value: { ...out, events, completed: v.completed, stoppedAt: v.stoppedAt }, breakdown: out.breakdown }
}

/** The judge measures the path of every move (a missing one is the caller's mistake). */
export function requirePath(facts: ActionFacts): void {
  if (!facts.path) throw new RangeError('rules/engine: facts.path: a move needs the planned path to its goal')
}

/** 8.3 Normale Bewegung, as many move actions as the path needs. */
export function performMove(
  game: GameState,
  dice: Dice,
  modelId: string,
  testDifficult: boolean,
  facts: ActionFacts,
  settings: EngineSettings,
  ctx: { active: boolean; inMelee: boolean },
): Resolution<Performed> {
  requirePath(facts)
  const plan = planOnPath(game, modelId, 'move', facts.path!, settings)
  if (plan.refusal) return { ok: false, refusal: plan.refusal }
  const w = walk(game, dice, plan, facts.path!, facts, settings, testDifficult, ctx)
  if (!w.ok) return w
  return { ok: true, value: { game: w.value.game, events: w.value.events, breakdown: w.value.breakdown }, breakdown: w.value.breakdown }
}

/**
 * The move after a passed disengage test (8.3: "bewegt sich wie bei einer normalen Bewegung, die
 * Kosten sind allerdings um 1 erhöht"): the first move action's AP were paid by `disengage`.
 */
export function moveAfterDisengage(
  game: GameState,
  dice: Dice,
  modelId: string,
  facts: ActionFacts,
  settings: EngineSettings,
  active: boolean,
): Resolution<Performed> {
  requirePath(facts)
  const plan = planOnPath(game, modelId, 'disengage', facts.path!, settings, { inMelee: true })
  if (plan.refusal) return { ok: false, refusal: plan.refusal }
  const w = walk(game, dice, withFreeAction(plan, 0), facts.path!, facts, settings, false, { active, inMelee: true })
  if (!w.ok) return w
  return { ok: true, value: { game: w.value.game, events: w.value.events, breakdown: w.value.breakdown }, breakdown: w.value.breakdown }
}
