import type { DungeonSession } from './session'

/**
 * Two decisions the Dungeons play keys ask of the judge (R-MKDS-3), so that the view only sends
 * what it is offered: the facings one turn gives the active figure, and the hero N activates.
 */

/** One turn: the grid's eight directions are 45° apart (R-MKDJ-1). */
export const TURN_STEP_DEG = 45

/** The facing one turn left and right gives; turning is free during the activation (R-MKDJ-1), so no cost is offered. */
export interface TurnOffer {
  left: number
  right: number
}

/**
 * The active figure's turns (a hero or a dungeon figure, R-MKDJ-4), or null with no one active
 * or a hero that must put furniture down first (R-MKDJ-1: it does not turn before it has).
 */
export function turnOffer(session: DungeonSession): TurnOffer | null {
  const active = session.active
  if (!active || session.mustPutDown === active.hero) return null
  const facing = session.placement(active.hero).facing
  const turned = (by: number) => (((facing + by) % 360) + 360) % 360
  return { left: turned(-TURN_STEP_DEG), right: turned(TURN_STEP_DEG) }
}

/**
 * The hero N activates (R-MKDS-3): after the last hero activated (the active one, else the one of
 * the last `activate` step kept) the next of the hero team in the scene's order (the panel's list) that is still in
 * the game, the first when none was activated yet; null when every hero is out. While a figure is
 * active this is still the one N names: the activation itself is refused until it ends.
 */
export function nextHeroOffer(session: DungeonSession): string | null {
  const heroes = session.start.figures.filter((f) => f.mk && session.isHero(f.id)).map((f) => f.id)
  const active = session.active
  let last: string | null = active && !active.spawn ? active.hero : null
  for (let i = session.steps.length - 1; last === null && i >= 0; i--) {
    const step = session.steps[i]
    if (step.do === 'activate') last = step.hero
  }
  const start = last === null ? -1 : heroes.indexOf(last)
  for (let i = 1; i <= heroes.length; i++) {
    const hero = heroes[(start + i + heroes.length) % heroes.length]
    if (!session.isEliminated(hero)) return hero
  }
  return null
}
