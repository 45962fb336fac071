import type { Point2 } from '../../math/planar'
import type { TableWorld } from '../../geometry/world/tableWorld'
import type { MkAction, MkActionFacts, MkGame, MkLargeChoice } from '../../rules/mageknight/engine'
import { enemiesInContact, moveFactsFor } from './engineFacts'
import { chariotRidden, largeFactsFor, largeMoveFacts, pairFactsWithRiders, placedOverlaps, placedTouches } from './largeFacts'
import type { MkScenarioStep } from './scenarioFile'
import { DEFAULT_MK_TABLE_FACT_SETTINGS, type MkTableFactSettings } from './facts'

/**
 * A scenario step that involves a large figure or a chariot's passenger, turned into the engine's
 * action and measured on the table (000): the combined move with the template's facts, attacks
 * with the placements and contacts of the large figures involved (a passenger's pairs from its
 * chariot's centre), boarding and leaving. Any other step is the ordinary driver's (null).
 */

export interface MeasuredStep {
  action: MkAction
  facts: MkActionFacts
  endHeightCm?: number
}

const isLarge = (game: MkGame, id: string): boolean => Object.hasOwn(game.pieces, id) && game.pieces[id].largeFigure

/** A step's dial as an index: a number as it is, a section's name looked up on the figure's card (null: no such dial). */
export function dialIndex(game: MkGame, figure: string, dial: number | string | undefined): number | undefined | null {
  if (typeof dial !== 'string') return dial
  if (!Object.hasOwn(game.pieces, figure)) return null
  const i = game.pieces[figure].dials.findIndex((d) => d.name === dial)
  return i < 0 ? null : i
}

/** After the driver has checked the step's dial (dialIndex), it is a number or absent. */
export const numericDial = (game: MkGame, figure: string, dial: number | string | undefined): number | undefined =>
  dialIndex(game, figure, dial) ?? undefined

function choiceOf(step: { push?: string; section?: string; redirect?: string }): MkLargeChoice | undefined {
  const choice: MkLargeChoice = {
    ...(step.push === undefined ? {} : { push: step.push }),
    ...(step.section === undefined ? {} : { section: step.section }),
    ...(step.redirect === undefined ? {} : { redirect: step.redirect }),
  }
  return Object.keys(choice).length > 0 ? choice : undefined
}

/** `table`: the game's contact and step readings (R-MKC-5, R-MKT.1, R-MKT.4). */
export function measureLargeStep(
  world: TableWorld,
  game: MkGame,
  step: MkScenarioStep,
  table: MkTableFactSettings = DEFAULT_MK_TABLE_FACT_SETTINGS,
): MeasuredStep | null {
  switch (step.do) {
    case 'move': {
      if (!isLarge(game, step.figure)) return null
      const to: Point2 = [step.to[0], step.to[2]]
      const m = moveFactsFor(world, step.figure, to, table)
      const dials = game.pieces[step.figure].dials
      const sections = step.sections ?? [dials[numericDial(game, step.figure, step.dial) ?? 0]?.name ?? 'front']
      const large = { ...largeFactsFor(world, game, [step.figure], table), move: largeMoveFacts(world, step.figure, to, table) }
      const action: MkAction = {
        kind: 'largeMove',
        piece: step.figure,
        sections,
        to,
        ...(step.facing === undefined ? {} : { facingDeg: step.facing }),
        ...(step.push === undefined ? {} : { push: step.push }),
      }
      return { action, facts: { move: m.facts, large }, endHeightCm: m.endHeightCm }
    }
    case 'ranged':
    case 'melee': {
      const targets = step.do === 'ranged' ? step.targets : [step.target]
      const chariot = chariotRidden(game, step.figure)
      const aboardTarget = targets.some((t) => chariotRidden(game, t) !== null)
      if (!isLarge(game, step.figure) && chariot === null && !aboardTarget && !targets.some((t) => isLarge(game, t))) return null
      const dial = numericDial(game, step.figure, step.dial)
      const largeChoice = choiceOf(step)
      const extra = { ...(dial === undefined ? {} : { dial }), ...(largeChoice ? { largeChoice } : {}) }
      const action: MkAction =
        step.do === 'ranged'
          ? {
              kind: 'ranged',
              piece: step.figure,
              targets,
              ...extra,
              ...(step.longRange === undefined ? {} : { longRange: step.longRange }),
            }
          : { kind: 'melee', piece: step.figure, target: step.target, ...extra }
      // A passenger's own base is no contact (000 "Passagiere"): what touches its chariot counts instead.
      const facts: MkActionFacts = {
        pairs: targets.filter((t) => world.figure(t)).map((t) => pairFactsWithRiders(world, game, step.figure, t, table)),
        enemiesInContact: chariot === null ? enemiesInContact(world, step.figure, table) : [],
        large: largeFactsFor(world, game, [step.figure, ...targets, ...(chariot === null ? [] : [chariot])], table),
      }
      return { action, facts }
    }
    case 'board':
      return {
        action: { kind: 'board', piece: step.figure, chariot: step.chariot },
        facts: { large: largeFactsFor(world, game, [step.chariot], table) },
      }
    case 'leave': {
      const to: Point2 = [step.to[0], step.to[2]]
      const chariot = chariotRidden(game, step.figure)
      const large = largeFactsFor(world, game, chariot === null ? [] : [chariot], table)
      const touches = chariot === null ? [] : placedTouches(world, step.figure, chariot, to, table)
      const overlaps = chariot === null ? [] : placedOverlaps(world, step.figure, chariot, to, table)
      const action: MkAction = { kind: 'leave', piece: step.figure, to, ...(step.facing === undefined ? {} : { facingDeg: step.facing }) }
      return { action, facts: { large: { ...large, placedTouches: touches, placedOverlaps: overlaps } } }
    }
    default:
      return null
  }
}
