import type { MkPlaySession } from '../../ports'
import { cavalryViewOf } from './cavalryActions'
import { formationViewOf } from './formationActions'
import { largeViewOf } from './largeActions'
import { siegeRefreshed } from './siegeActions'
import type { MkPlayData } from './types'

/**
 * What the view shows of the Mage Knight session now (the chosen figure's dial panel and
 * offers, the turn, undo, the record), renewed after every step, undo and choice, so components
 * read plain data and never call the judge while rendering.
 */

export const onTable = (session: MkPlaySession, id: string | null): id is string =>
  id !== null && session.world.figure(id) !== undefined && session.figureSheet(id) !== null

/** What the view shows of the session now: renewed after every step, undo and choice. */
export function refreshed(session: MkPlaySession, mk: MkPlayData, extra: Partial<MkPlayData> = {}): MkPlayData {
  const selected = onTable(session, mk.selected) ? mk.selected : null
  const sheet = selected ? session.figureSheet(selected) : null
  return {
    ...mk,
    status: 'playing',
    session,
    scene: session.world.scene,
    game: session.game,
    steps: session.steps.length,
    selected,
    sheet,
    hoveredSheet: null,
    attacks: selected ? session.attackOffers(selected) : [],
    endTurn: session.endTurnProbe(),
    undoRefusal: session.undoRefusal(),
    movePreview: null,
    attackPreview: null,
    dial: sheet && mk.dial < sheet.dials.length ? mk.dial : 0,
    record: session.results,
    score: session.game.over ? session.score() : null,
    error: null,
    large: largeViewOf(session, selected),
    cavalry: cavalryViewOf(session, selected, mk.cavalry),
    formation: formationViewOf(session, selected, mk.formation),
    ...siegeRefreshed(session, mk, selected),
    ...extra,
  }
}
