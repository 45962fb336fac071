import type { DungeonPlayPorts, DungeonSession } from '../../ports'
import type { DungeonPlayData } from './types'

/**
 * What the view shows of the Dungeons session now (the table, the active hero's offers, each
 * use's checks, the front arc, the heroes, the figures' names, undo, the record and the dice log), renewed after every
 * step and undo, so components read plain data and never call the judge while rendering.
 */
export function refreshed(
  ports: DungeonPlayPorts,
  session: DungeonSession,
  data: DungeonPlayData,
  extra: Partial<DungeonPlayData> = {},
): DungeonPlayData {
  return {
    ...data,
    status: 'playing',
    session,
    scene: session.scene,
    offers: ports.offers(session),
    facts: ports.viewFacts(session),
    labels: ports.figureLabels(session),
    activeAt: session.active ? { ...session.placement(session.active.hero) } : null,
    undoRefusal: session.undoRefusal(),
    steps: session.steps.length,
    record: [...session.results],
    log: [...session.log],
    error: null,
    ...extra,
  }
}
