import type { Point3 } from '../../geometry/types'
import type { TableWorld } from '../../geometry/world/tableWorld'
import { universalis, type Refusal } from '../../rules/kernel'
import { pushBack, type PushBackResult } from '../../rules/universalis/melee'
import { currentSpeedCm, type GameState } from '../../rules/universalis/model'
import { pushLineOf } from '../facts/contactFacts'

/**
 * A push back as the winner of a melee would choose it (15.2), shown before it is chosen: the
 * straight line away from the pusher, where the pushed model would end, and the fall when the
 * line leaves an edge (8.8.1, R-15.2b). The same line the driver measures (`pushLineOf`) and the
 * same rule (`pushBack`, no dice), so what is drawn is what the choice does.
 */
export type PushPreview =
  | { ok: false; refusal: Refusal }
  | { ok: true; from: Point3; to: Point3; direction: [number, number]; push: PushBackResult }

export function previewPush(world: TableWorld, game: GameState, pusherId: string, pushedId: string, cm?: number): PushPreview {
  for (const id of [pusherId, pushedId])
    if (!world.figure(id) || !Object.hasOwn(game.models, id))
      return {
        ok: false,
        refusal: {
          code: 'no-such-model',
          reason: `no model "${id}" on the table`,
          clause: universalis('2.2', 'Gruppen'),
          params: { model: id },
        },
      }
  const distanceCm = cm ?? currentSpeedCm(game, pushedId).value
  const line = pushLineOf(world, pusherId, pushedId, distanceCm)
  const r = pushBack(game, pusherId, pushedId, line)
  if (!r.ok) return { ok: false, refusal: r.refusal }
  const push = r.value.push
  const from = world.requireFigure(pushedId).position
  const to: Point3 =
    push.fall && line.edge
      ? line.edge.step.landing
      : [from[0] + line.direction[0] * push.movedCm, from[1], from[2] + line.direction[1] * push.movedCm]
  return { ok: true, from, to, direction: line.direction, push }
}
