import type { MkAttackOffer, MkPlaySession, MkScenarioStep } from '../../ports'
import { cavalryViewOf } from './cavalryActions'
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

/** The engine's refusal of an attack at a cavalry unit that names no dial: a question, not a refusal (003). */
const ASKS_TARGET_DIAL = 'attacker-must-choose-dial'

/**
 * The chosen figure's attacks, an attack at a cavalry unit that only waits for the attacker's
 * choice of dial offered with the probe of its first allowed answer: the click then asks the
 * question (playMkStep, cavalryActions.ts) instead of the button being refused for a choice the
 * player has not been asked yet (003 "Attacking and Damaging a Cavalry Unit").
 */
export function attackOffersAsked(session: MkPlaySession, figure: string): MkAttackOffer[] {
  return session.attackOffers(figure).map((o) => {
    if (o.probe.ok || o.probe.refusal.code !== ASKS_TARGET_DIAL) return o
    const step: MkScenarioStep =
      o.kind === 'ranged'
        ? { do: 'ranged', figure, targets: [o.target], dial: o.dial }
        : { do: 'melee', figure, target: o.target, dial: o.dial }
    const open = session.cavalry.question(step)?.options.find((x) => x.probe.ok)
    return open ? { ...o, probe: open.probe } : o
  })
}

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
    attacks: selected ? attackOffersAsked(session, selected) : [],
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
    ...siegeRefreshed(session, mk, selected),
    ...extra,
  }
}
