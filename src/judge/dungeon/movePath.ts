import type { Square } from '../../scene/dungeon/schema'
import type { Clause } from '../../rules/kernel'
import { currentBoard, DUNGEONS, sameSquare, type MoverFacts } from '../../rules/mageknight/dungeons'
import { reachableSquares } from './paths'
import { sessionRefuse, type DungeonRefusal } from './refusals'
import { moverFacts, occupiedBy, type Ctx } from './workingTable'

/**
 * The path a move step takes, for a hero (stepPlay.ts) and a dungeon figure (spawnPlay.ts) alike:
 * the step's own path, checked to run from the figure's square to the goal, or else the judge's
 * cheapest (paths.ts). When there is none, `tried` is a straight line of single steps, so that the
 * rules' first refusal on it says why (a pillar, a wall, too few points); the caller gives the
 * rules `tried` and, once they allowed it, refuses with `noLegalPath` when `path` is null.
 */
export interface PlannedMove {
  mover: MoverFacts
  occupied: Square[]
  /** The path to play, or null when no legal one exists. */
  path: Square[] | null
  /** What the rules are asked about: `path`, or the straight line. */
  tried: Square[]
}

export function planMove(
  ctx: Ctx,
  id: string,
  step: { to: Square; path?: Square[] },
  carryCost: number,
  clause: Clause = DUNGEONS.core,
): { ok: true; plan: PlannedMove } | { ok: false; refusal: DungeonRefusal } {
  const { table, session } = ctx
  const from = table.placements[id].square
  const given = step.path
  if (given && (!sameSquare(given[0], from) || !sameSquare(given[given.length - 1], step.to)))
    return sessionRefuse('path-not-hero-to-goal', `the path must run from ${id}'s square ${from} to ${step.to}`, { hero: id }, clause)
  const mover = moverFacts(ctx, id)
  const occupied = occupiedBy(ctx, id)
  const board = currentBoard(session.board, table.state)
  const path =
    given ?? reachableSquares(board, from, mover, carryCost, occupied, session.settings).find((r) => sameSquare(r.square, step.to))?.path
  return { ok: true, plan: { mover, occupied, path: path ?? null, tried: path ?? straightPath(from, step.to) } }
}

/** The refusal of a move the rules allowed step by step along the straight line, but no path within the points reaches. */
export const noLegalPath = (id: string, to: Square, plan: PlannedMove, clause: Clause = DUNGEONS.core) =>
  sessionRefuse(
    'no-legal-path',
    `no legal path takes ${id} to ${to} with ${plan.mover.movementPoints} movement points`,
    { hero: id },
    clause,
  )

/** A path of single steps from `a` toward `b`, diagonal first: only used to name why no legal path exists. */
function straightPath(a: Square, b: Square): Square[] {
  const path: Square[] = [a]
  let [c, r] = a
  while (c !== b[0] || r !== b[1]) {
    c += Math.sign(b[0] - c)
    r += Math.sign(b[1] - r)
    path.push([c, r])
  }
  return path
}
