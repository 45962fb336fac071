import { answerOf, emptyAnswer } from './pathAnswer'
import { prepare, search, standingLevels, terrainAt, type PathOptions } from './pathQuery'
import type { TableWorld } from '../world/tableWorld'
import type { PathAnswer, PathRules, Point3 } from '../types'
import { figureProfile } from '../../scene/figureProfile'

/**
 * Moves measured on the 3D table (Universalis 8): the cheapest path for a figure to a point, to
 * the nearest table edge (panic, 11.4.1), or everywhere within a budget. The geometry measures
 * and searches; the rules core supplies the prices (PathRules) and rules on the answer
 * (src/rules/universalis/movement/movement.ts). See navGrid.ts for where a figure can stand (R-8.0a).
 */

export type { PathOptions }

/** The goal's height may be given this loosely (cm): the standing level nearest to it is used. */
const GOAL_LEVEL_SLACK = 1

function assertFinite(where: string, values: Record<string, number>): void {
  for (const [name, value] of Object.entries(values)) {
    if (!Number.isFinite(value)) throw new Error(`geometry: ${where} ${name} must be a finite number, got ${value}`)
  }
}

/**
 * The cheapest move of a figure from where it stands to the point `target` (its base centre at
 * the goal; the height picks the standing level nearest to it, within 1 cm). Plain data: the
 * corner points, each segment with its kind and measures, the cost in cm of movement, the
 * pieces passed (for 9.4), and the figures around the goal (for 8.3's 3 cm).
 *
 * @example planPath(world, 'r-wall', [46.5, 2.7, 40], rules).cost // 3.5 + 2 x 2.7 = 8.9 onto the wall
 */
export function planPath(world: TableWorld, figureId: string, target: Point3, rules: PathRules, options: PathOptions = {}): PathAnswer {
  assertFinite('planPath target', { x: target[0], y: target[1], z: target[2] })
  const q = prepare(world, figureId, rules, options)
  const [x, y, z] = target
  const { width, depth } = world.scene.table
  if (x < 0 || z < 0 || x > width || z > depth) return emptyAnswer(q, 'off-table', [x, y, z])
  const levels = standingLevels(q, x, z)
  const level = levels.reduce<number | null>((best, h) => (best === null || Math.abs(h - y) < Math.abs(best - y) ? h : best), null)
  if (level === null || Math.abs(level - y) > GOAL_LEVEL_SLACK) return emptyAnswer(q, 'not-standable', [x, y, z], levels)
  const goal: Point3 = [x, level, z]
  if (terrainAt(q, x, level, z).some((id) => rules.blockedTerrain.includes(id))) return emptyAnswer(q, 'blocked', goal, levels)
  for (const id of rules.blockingFigures) {
    const other = world.figure(id)
    if (!other || other.id === q.figure.id) continue
    const o = figureProfile(other)
    const overlapsVertically = level < other.position[1] + o.height && level + q.height > other.position[1]
    if (
      overlapsVertically &&
      Math.hypot(x - other.position[0], z - other.position[2]) < q.radius + o.radius + rules.figureClearance - 1e-3
    ) {
      return emptyAnswer(q, 'occupied', goal, levels)
    }
  }
  const result = search(q, { kind: 'point', x, y: level, z })
  return result ? answerOf(q, result, goal) : emptyAnswer(q, 'no-path', goal, levels)
}

/**
 * Panic movement (11.4.1): the cheapest path to any point of the table's edge (the base centre
 * on the edge). Pass PathRules that allow no tested drop or jump: panicking models use the
 * terrain properly and do not jump off buildings.
 */
export function pathToNearestEdge(world: TableWorld, figureId: string, rules: PathRules, options: PathOptions = {}): PathAnswer {
  const q = prepare(world, figureId, rules, options)
  const result = search(q, { kind: 'edge' })
  return result ? answerOf(q, result, null) : emptyAnswer(q, 'no-path', null)
}

/** Every grid place the figure reaches for at most `budget` cm of movement, with its cost. */
export function reachableFrom(
  world: TableWorld,
  figureId: string,
  budget: number,
  rules: PathRules,
  options: PathOptions = {},
): { cell: number; places: { point: Point3; cost: number }[] } {
  assertFinite('reachableFrom', { budget })
  if (budget < 0) throw new Error(`geometry: reachableFrom budget must not be negative, got ${budget}`)
  const q = prepare(world, figureId, rules, options)
  const result = search(q, { kind: 'budget', budget })
  const places = (result?.reached ?? []).map(({ node, cost }) => ({
    point: [result!.px[node], result!.py[node], result!.pz[node]] as Point3,
    cost,
  }))
  return { cell: q.grid.columns.cell, places }
}
