import { squareKey, type DungeonBoard } from '../../scene/dungeon/board'
import { isPillar, type Square } from '../../scene/dungeon/schema'
import { squareCost, stepBlock, type DungeonSettings, type MoverFacts } from '../../rules/mageknight/dungeons'

/**
 * The cheapest ways a figure can go on the dungeon's grid (Dijkstra over squares with the rules'
 * costs, movement.ts of the Dungeons rules): the judge proposes a path, `moveAlong` of the rules
 * decides it. Passing follows the rules' refusals (walls, walled corners, pillars, blocking
 * terrain and figures stop a walker; a flyer passes over blocking terrain and figures), so every
 * square offered is one the rules accept a move to.
 */

export interface Reach {
  square: Square
  cost: number
  path: Square[]
  /** Where a figure moved along `path` looks: along its last step (R-MKDV-1), degrees clockwise from north. */
  facing: number
}

/** The bearing of a step from `a` to `b` on the grid, degrees clockwise from north (rows grow southward). */
export function stepBearing(a: Square, b: Square): number {
  const deg = (Math.atan2(b[0] - a[0], -(b[1] - a[1])) * 180) / Math.PI
  return (Math.round(deg) + 360) % 360
}

const DIRS: readonly (readonly [number, number])[] = [
  [0, -1],
  [1, 0],
  [0, 1],
  [-1, 0],
  [1, -1],
  [1, 1],
  [-1, 1],
  [-1, -1],
]

/** Whether a figure may end its move on `s` (core 15, 002 "Artefaktregeln"): no artifact, no blocking terrain, no figure. */
export function canEndOn(board: DungeonBoard, s: Square, occupied: ReadonlySet<string>): boolean {
  return board.isOpen(s) && !board.artifactAt(s) && board.terrainAt(s) !== 'blocking' && !occupied.has(squareKey(s))
}

/**
 * Every square reachable from `from` within `points`, with its cheapest cost and path (the path
 * starts on `from`). `carryCost` is what carried furniture adds to each square. Squares a move may
 * only pass (artifacts) are searched through but not listed.
 */
export function reachableSquares(
  board: DungeonBoard,
  from: Square,
  mover: MoverFacts,
  carryCost: number,
  occupied: readonly Square[],
  settings: DungeonSettings,
): Reach[] {
  const taken = new Set(occupied.map(squareKey))
  const best = new Map<string, { cost: number; prev: string | null; square: Square }>([
    [squareKey(from), { cost: 0, prev: null, square: from }],
  ])
  const done = new Set<string>()
  // The boards are at most 200 × 200 squares and a hero's speed is small: a plain scan for the
  // cheapest open entry is fast enough and keeps the order (cost, then row, then column) fixed.
  for (;;) {
    let current: { key: string; cost: number; square: Square } | null = null
    for (const [key, v] of best)
      if (!done.has(key) && (current === null || v.cost < current.cost)) current = { key, cost: v.cost, square: v.square }
    if (current === null) break
    done.add(current.key)
    for (const [dc, dr] of DIRS) {
      const next: Square = [current.square[0] + dc, current.square[1] + dr]
      const key = squareKey(next)
      if (done.has(key) || !board.isOpen(next) || stepBlock(board, current.square, next, settings) !== null) continue
      const artifact = board.artifactAt(next)
      if (artifact && isPillar(artifact)) continue
      if (!mover.flies && (board.terrainAt(next) === 'blocking' || taken.has(key))) continue
      const cost = current.cost + squareCost(board, next, mover, settings).cost + carryCost
      if (cost > mover.movementPoints) continue
      const known = best.get(key)
      if (!known || cost < known.cost) best.set(key, { cost, prev: current.key, square: next })
    }
  }
  const pathTo = (key: string): Square[] => {
    const out: Square[] = []
    for (let k: string | null = key; k !== null; k = best.get(k)?.prev ?? null) out.unshift(best.get(k)!.square)
    return out
  }
  const reach: Reach[] = []
  for (const [key, v] of best)
    if (v.prev !== null && canEndOn(board, v.square, taken)) {
      const path = pathTo(key)
      reach.push({ square: v.square, cost: v.cost, path, facing: stepBearing(path[path.length - 2], path[path.length - 1]) })
    }
  return reach.sort((a, b) => a.cost - b.cost || a.square[1] - b.square[1] || a.square[0] - b.square[0])
}
