import type { StepAnswer } from '../../../geometry/types'
import { effectiveHeightProfile, sizeRank } from '../../../scene/sizeProfiles'
import { ruling, universalis, type Clause, type RulingLine } from '../../kernel/clauses'
import { currentSpeedCm } from '../model/attributes'
import { judgeStep, type StepRuling } from '../movement/falling'
import { hasModel, requireModel, type GameState, type ModelState } from '../model/gameState'
import { emptyBreakdown } from '../../kernel/resolution'
import { refuse, type Resolution } from '../refusals'
import { detailed, type Detailed } from '../../kernel/detail'

/**
 * Pushing back (15.2): only models of the same or a smaller size profile; the push is a move
 * action of the pushed model controlled by the opponent, free of AP, in a straight line, may end
 * in base contact with other enemies and, over an edge, ends in a fall. The table (how far the
 * line is free, where it leaves an edge and the drop there, whom it touches at the end) comes
 * from the geometry layer as plain facts.
 */

export const PUSH_CLAUSES = {
  push: universalis('15.2', 'Zurückstoßen'),
  prone: universalis('8.10', 'Liegende Modelle'),
  stationary: universalis('8.1', 'Bewegungsart'),
  move: universalis('8.3', 'Normale Bewegung'),
  fall: universalis('8.8', 'Herunterfallen'),
  rDistance: ruling('R-15.2a', 'Weite des Zurückstoßens'),
  rFall: ruling('R-15.2b', 'Zurückgestoßen über eine Kante'),
  rFollow: ruling('R-15.1b', 'Nachsetzen'),
} satisfies Record<string, Clause>
const C = PUSH_CLAUSES

export interface PushFacts {
  /** cm the pusher chooses along the straight line away from it (R-15.2a: up to the pushed model's speed). */
  distanceCm: number
  /** cm the straight line is free before impassable terrain or a model stops it (geometry). */
  freeCm: number
  /** Where the line leaves an edge within the distance: cm along the line and the drop answer there. */
  edge?: { atCm: number; step: StepAnswer }
  /** Ids the pushed model touches where it ends (geometry at the end point, or at the landing). */
  endContacts?: string[]
}

export interface PushBackResult {
  pushedId: string
  pusherId: string
  movedCm: number
  stoppedBy: 'distance' | 'obstacle' | 'edge'
  /** Over an edge: the fall to resolve (8.8.1; R-15.2b no EH test, the model is pushed). */
  fall: StepRuling | null
  /** Enemies of the pushed model it ends in base contact with: a new melee (15.2). */
  newMeleeWith: string[]
  lines: RulingLine[]
}

/** The profile that counts for pushing: one smaller when prone (8.10). */
export const pushProfileRank = (m: Pick<ModelState, 'card' | 'prone'>): number => sizeRank(effectiveHeightProfile(m.card.size, m.prone))

/** 15.2: may `pusher` push `pushed` back at all? */
export function mayPush(pusher: ModelState, pushed: ModelState): { ok: true } | ReturnType<typeof refuse> {
  if (pushProfileRank(pushed) > pushProfileRank(pusher))
    return refuse(
      'too-large-to-push',
      `${pushed.id} (${pushed.card.size}) is larger than ${pusher.id} (${pusher.card.size}) and cannot be pushed back`,
      C.push,
      { model: pusher.id, size: pusher.card.size, target: pushed.id, targetSize: pushed.card.size },
    )
  if (pushed.card.movement.type === 'stationary')
    return refuse('stationary', `${pushed.id} is stationary and cannot be moved`, C.stationary, { model: pushed.id })
  return { ok: true }
}

/** What ended the push (the line `push.moved`): the distance the pusher chose, an obstacle or an edge. */
function movedDetail(stoppedBy: PushBackResult['stoppedBy']): Detailed {
  switch (stoppedBy) {
    case 'distance':
      return detailed('push.moved.distance', 'distance')
    case 'obstacle':
      return detailed('push.moved.obstacle', 'obstacle')
    case 'edge':
      return detailed('push.moved.edge', 'edge')
  }
}

/** 15.2: `pusher` pushes `pushed` back. Positions stay in the scene: the caller moves the figure by `movedCm`. */
export function pushBack(
  game: GameState,
  pusherId: string,
  pushedId: string,
  facts: PushFacts,
): Resolution<{ game: GameState; push: PushBackResult }> {
  const pusher = requireModel(game, pusherId, 'pusherId')
  const pushed = requireModel(game, pushedId, 'pushedId')
  const may = mayPush(pusher, pushed)
  if (!may.ok) return may
  for (const [name, v] of Object.entries({ distanceCm: facts.distanceCm, freeCm: facts.freeCm })) {
    if (!Number.isFinite(v) || v < 0) throw new RangeError(`rules/melee: pushBack ${name}: expected a finite number of cm >= 0, got ${v}`)
  }
  if (facts.edge && (!Number.isFinite(facts.edge.atCm) || facts.edge.atCm < 0))
    throw new RangeError(`rules/melee: pushBack edge.atCm: expected a finite number of cm >= 0, got ${facts.edge.atCm}`)
  const speed = currentSpeedCm(game, pushedId).value
  if (facts.distanceCm > speed)
    return refuse('too-far', `a push back is a move of ${pushedId}: at most its speed ${speed} cm, not ${facts.distanceCm}`, C.rDistance, {
      model: pushedId,
      maxCm: speed,
      cm: facts.distanceCm,
    })
  const lines: RulingLine[] = [
    {
      key: 'push.requested',
      value: facts.distanceCm,
      clause: C.rDistance,
      ...detailed('push.requested', "up to {model}'s speed {speed} cm, straight line, no AP", { model: pushedId, speed }),
    },
  ]
  let moved = Math.min(facts.distanceCm, facts.freeCm)
  let stoppedBy: PushBackResult['stoppedBy'] = moved < facts.distanceCm ? 'obstacle' : 'distance'
  let fall: StepRuling | null = null
  if (facts.edge && facts.edge.atCm <= moved) {
    moved = facts.edge.atCm
    stoppedBy = 'edge'
    // 8.8's EH test is for letting oneself drop; a pushed model has no choice (R-15.2b).
    fall = { ...judgeStep(facts.edge.step), needsCourageTest: false }
    lines.push({
      key: 'push.fall',
      value: fall.outcome,
      clause: C.rFall,
      ...detailed('push.fall', 'pushed over an edge: it falls without an EH test; damage as 8.8.1'),
    })
  }
  lines.push({ key: 'push.moved', value: moved, clause: C.push, ...movedDetail(stoppedBy) })
  const newMeleeWith = (facts.endContacts ?? []).filter(
    (id) => id !== pusherId && hasModel(game, id) && game.models[id].side !== pushed.side && !game.models[id].eliminated,
  )
  if (newMeleeWith.length)
    lines.push({
      key: 'push.newMelee',
      value: newMeleeWith.join(','),
      clause: C.push,
      ...detailed('push.newMelee', 'pushed into base contact with other enemies'),
    })
  const breakdown = emptyBreakdown()
  breakdown.lines.push(...lines)
  return { ok: true, value: { game, push: { pushedId, pusherId, movedCm: moved, stoppedBy, fall, newMeleeWith, lines } }, breakdown }
}
