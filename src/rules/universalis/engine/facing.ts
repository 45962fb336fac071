import { ACTIONS, type ActionId } from '../model/actions'
import { canAct, payAp } from '../model/acting'
import { requireModel, type GameState } from '../model/gameState'
import { currentSpeedCm } from '../model/attributes'
import { ruling, universalis } from '../../kernel/clauses'
import { detailed } from '../../kernel/detail'
import { pointAtCost } from './move'
import type { ActionFacts, EngineSettings, GameAction, Performed } from './types'
import { normaliseFacing } from '../model/game'
import { refuse, type Refusal, type Resolution } from '../refusals'

/**
 * Facing (R-E.9a): the scene has none, so it lives in the game state only (`ModelState.facingDeg`,
 * degrees clockwise from the table's north edge, z = 0; east is +x). It changes only by the turn
 * action (8.3 Drehen: 0 AP, "zählt aber dennoch als eine eigene Aktion"); moves leave it as it
 * is. Once a flying model has a facing, 8.1's duty is checked: its first action each round is a
 * full move in the facing direction (R-E.9b).
 */

export const FACING_CLAUSES = {
  turn: universalis('8.3', 'Drehen'),
  flight: universalis('8.1', 'Bewegungsart'),
  noTurn: universalis('18.3.2', 'Verlust aller Trefferpunkte'),
  facing: ruling('R-E.9a', 'Blickrichtung im Spielzustand'),
  duty: ruling('R-E.9b', 'Erste Aktion eines fliegenden Modells'),
}
const C = FACING_CLAUSES

/** How far (cm) the end of the first full move may lie beside the facing ray: the path planner's grid cell. */
export const FACING_TOLERANCE_CM = 0.5

/** Unit vector (x, z) of a facing: 0° north (-z), 90° east (+x). */
export function facingVector(deg: number): [number, number] {
  const r = (deg * Math.PI) / 180
  return [Math.sin(r), -Math.cos(r)]
}

/** 8.3 Drehen: 0 AP, an action of its own (so it ends defence and overwatch like any action, 14.2, 15.3). */
export function performTurn(
  game: GameState,
  modelId: string,
  facingDeg: number,
  ctx: { active: boolean; inMelee: boolean },
): Resolution<Performed> {
  const m = requireModel(game, modelId)
  if (!Number.isFinite(facingDeg))
    throw new RangeError(`rules/engine: performTurn facingDeg: expected a finite number of degrees, got ${facingDeg}`)
  const no = canAct(game, m, 'turn', 0, ctx)
  if (no) return { ok: false, refusal: no }
  if (m.colossusMovement === 'immobile-no-turn')
    return refuse('cannot-turn', `${modelId}'s movement zone is destroyed and it cannot turn any more (18.3.2)`, C.noTurn, {
      model: modelId,
    })
  const facing = normaliseFacing(facingDeg)
  const paid = payAp(game, modelId, 0, 'turn')
  const game2: GameState = {
    ...paid,
    models: { ...paid.models, [modelId]: { ...paid.models[modelId], facingDeg: facing } },
    log: [...paid.log, `${modelId} turns to ${facing}°`],
  }
  const breakdown = {
    modifiers: [],
    rolls: [],
    lines: [
      {
        key: 'turn.facing',
        value: facing,
        clause: C.turn,
        ...(m.facingDeg === undefined
          ? detailed('turn.facing.first', 'no facing before; 0 AP, counts as an action')
          : detailed('turn.facing', 'from {from}°; 0 AP, counts as an action', { from: m.facingDeg })),
      },
    ],
  }
  return { ok: true, value: { game: game2, events: [{ kind: 'turned', modelId, facingDeg: facing }], breakdown }, breakdown }
}

/**
 * R-E.9b, 8.1 Flug "In jeder Runde muss als erste Aktion immer eine volle Bewegung in
 * Blickrichtung ausgeführt werden": for a flying model with a facing whose first action of the
 * round this is, anything but a move is refused, and so is a move whose first move action does
 * not go its whole speed along the facing (the point `speed` cm along the path within
 * FACING_TOLERANCE_CM of the facing ray). Reactions are not actions and are not held back.
 */
export function flightDutyRefusal(
  game: GameState,
  action: GameAction,
  actor: { id: string; as: ActionId },
  facts: ActionFacts,
  settings: EngineSettings,
): Refusal | null {
  const m = game.models[actor.id]
  if (!settings.flightObligation || !m || m.card.movement.type !== 'flight' || m.facingDeg === undefined) return null
  if (ACTIONS[actor.as].reaction || (m.actionsThisRound ?? 0) > 0 || game.phase !== 'round') return null
  const facing = m.facingDeg
  const fail = (why: string, params: Record<string, string | number>) =>
    refuse('flight-must-move-first', `${m.id} flies: ${why}`, C.flight, { model: m.id, facing, ...params }).refusal
  if (action.kind !== 'move')
    return fail(`its first action in round ${game.round} must be a full move toward its facing (${facing}°), not ${actor.as}`, {
      round: game.round,
      action: actor.as,
    })
  const path = facts.path?.answer
  if (!path?.found) return null // the move refuses on its own
  const speed = currentSpeedCm(game, m.id).value
  if (path.cost < speed - FACING_TOLERANCE_CM)
    return fail(`its first move this round must be a full move of ${speed} cm, this one is ${Math.round(path.cost * 100) / 100} cm`, {
      need: speed,
      cm: Math.round(path.cost * 100) / 100,
    })
  const end = pointAtCost(path, speed)
  const [fx, fz] = facingVector(facing)
  const dx = end[0] - path.start[0]
  const dz = end[2] - path.start[2]
  const along = dx * fx + dz * fz
  const beside = Math.abs(dx * fz - dz * fx)
  if (along <= 0 || beside > FACING_TOLERANCE_CM)
    return fail(
      `its first move must go toward its facing (${facing}°); the end of the first move action lies ${Math.round(beside * 100) / 100} cm beside that line${along <= 0 ? ', behind it' : ''}`,
      { besideCm: Math.round(beside * 100) / 100, behind: along <= 0 ? 'yes' : 'no' },
    )
  return null
}

/** Counts a successful action (not a reaction) of `id` for R-E.9b. */
export function countAction(game: GameState, id: string, as: ActionId): GameState {
  const m = game.models[id]
  if (!m || ACTIONS[as].reaction) return game
  return { ...game, models: { ...game.models, [id]: { ...m, actionsThisRound: (m.actionsThisRound ?? 0) + 1 } } }
}
