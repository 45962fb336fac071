import type { TableWorld } from '../../geometry/world/tableWorld'
import type { PathSegment, Point3 } from '../../geometry/types'
import type { Refusal, RulingLine } from '../../rules/kernel'
import { DEFAULT_ENGINE_SETTINGS, planOnPath, type EngineSettings } from '../../rules/universalis/engine'
import type { GameState } from '../../rules/universalis/model'
import type { RequiredTest } from '../../rules/universalis/movement'
import { pathFactsOf } from '../facts/tableFacts'

/**
 * What a move to a hovered point would be, before the click (8, 9): the 3D path the figure
 * would take, its length in cm of movement, the move actions and AP, the tests it needs, and
 * the rules' refusal when it cannot be done. The same path search and the same rules' plan as
 * the move itself (`measureFacts` then `perform`), without the table facts a move also needs
 * for what follows it (perception, camouflage), so it is cheap enough to follow the pointer.
 */
export interface MovePreview {
  figure: string
  to: Point3
  found: boolean
  /** Corner points of the path, start to goal (empty when none was found). */
  points: Point3[]
  /** Each leg: walk, climb, ladder, jump or drop, for drawing. */
  segments: PathSegment[]
  /** cm of movement (climbs doubled, drops free, 8.5) and cm the base travels (8.9). */
  cost: number
  travelled: number
  moveActions: number
  apNeeded: number
  apAvailable: number
  tests: RequiredTest[]
  /** The rules' refusal (too far, no path, not enough AP...), or null when the move can be made. */
  refusal: Refusal | null
  lines: RulingLine[]
}

export function previewMove(
  world: TableWorld,
  game: GameState,
  figureId: string,
  to: Point3,
  settings: EngineSettings = DEFAULT_ENGINE_SETTINGS,
): MovePreview {
  const facts = pathFactsOf(world, game, figureId, to, 'move', settings)
  const plan = planOnPath(game, figureId, 'move', facts, settings)
  const answer = facts.answer
  return {
    figure: figureId,
    to,
    found: answer.found,
    points: answer.points,
    segments: answer.segments,
    cost: plan.cost,
    travelled: plan.travelled,
    moveActions: plan.actions.length,
    apNeeded: plan.apNeeded,
    apAvailable: plan.apAvailable,
    tests: plan.tests,
    refusal: plan.refusal,
    lines: plan.lines,
  }
}

/** The preview of a move that cannot even be planned (no such model on the table): nothing found, nothing spent. */
export const emptyMovePreview = (figure: string, to: Point3): MovePreview => ({
  figure,
  to,
  found: false,
  points: [],
  segments: [],
  cost: 0,
  travelled: 0,
  moveActions: 0,
  apNeeded: 0,
  apAvailable: 0,
  tests: [],
  refusal: null,
  lines: [],
})
