import { relativeBearingDeg } from '../core/arcs'
import { artifactSquares, squareKey, type DungeonBoard } from '../../../scene/dungeon/board'
import { isPillar, type Artifact, type Square, type SquareSide } from '../../../scene/dungeon/schema'
import type { DungeonSettings } from './settings'

/**
 * The Dungeons grid as our summary's section 15 decides it: steps between squares (diagonal ones
 * only past a clear corner, R-MKD-1), adjacency (R-MKD-2), the front arc on squares (R-MKD-3) and
 * the nearest free squares to a hero (R-MKD-9). Pure board reading; the walls are the board's.
 */

export const sameSquare = (a: Square, b: Square): boolean => a[0] === b[0] && a[1] === b[1]

function assertSquare(name: string, s: Square): void {
  if (!Number.isInteger(s[0]) || !Number.isInteger(s[1]))
    throw new RangeError(`dungeons: ${name} must be a [column, row] of integers, got ${s}`)
}

/** The side of `a` that faces its orthogonal neighbour `b`. */
function sideToward(a: Square, b: Square): SquareSide {
  if (b[0] > a[0]) return 'e'
  if (b[0] < a[0]) return 'w'
  return b[1] > a[1] ? 's' : 'n'
}

/** A wall stands between two orthogonal neighbours. */
export const wallBetween = (board: DungeonBoard, a: Square, b: Square): boolean => board.wallOn(a, sideToward(a, b))

/** The two squares a diagonal step from `a` to `b` passes between, and the walls on the two routes around the corner. */
function cornerRoutes(board: DungeonBoard, a: Square, b: Square): [boolean, boolean] {
  const viaColumn: Square = [b[0], a[1]]
  const viaRow: Square = [a[0], b[1]]
  return [
    !wallBetween(board, a, viaColumn) && !wallBetween(board, viaColumn, b),
    !wallBetween(board, a, viaRow) && !wallBetween(board, viaRow, b),
  ]
}

/**
 * Why a step from `a` to `b` cannot be made on this board, or null: not a neighbour, a diagonal
 * the setting forbids or a wall's corner stops (R-MKD-1), a wall between orthogonal neighbours.
 */
export function stepBlock(
  board: DungeonBoard,
  a: Square,
  b: Square,
  settings: DungeonSettings,
): 'step-not-to-neighbour' | 'diagonal-step-blocked' | 'wall-between' | null {
  assertSquare('a', a)
  assertSquare('b', b)
  const dc = Math.abs(b[0] - a[0])
  const dr = Math.abs(b[1] - a[1])
  if (Math.max(dc, dr) !== 1) return 'step-not-to-neighbour'
  if (dc + dr === 1) return wallBetween(board, a, b) ? 'wall-between' : null
  if (settings.diagonalSteps === 'never') return 'diagonal-step-blocked'
  const [first, second] = cornerRoutes(board, a, b)
  // 'clear-corner': both routes open means no wall touches the corner (the four edges meeting there).
  const passes = settings.diagonalSteps === 'clear-corner' ? first && second : first || second
  return passes ? null : 'diagonal-step-blocked'
}

/**
 * Adjacent (R-MKD-2): orthogonal neighbours with no wall between; with `adjacency: 'eight'` also
 * diagonal neighbours when no wall touches their shared corner (the clear-corner test of R-MKD-1,
 * whatever `diagonalSteps` says: adjacency is about reaching, not stepping).
 */
export function adjacent(board: DungeonBoard, a: Square, b: Square, settings: DungeonSettings): boolean {
  const dc = Math.abs(b[0] - a[0])
  const dr = Math.abs(b[1] - a[1])
  if (Math.max(dc, dr) !== 1) return false
  if (dc + dr === 1) return !wallBetween(board, a, b)
  if (settings.adjacency === 'four') return false
  const [first, second] = cornerRoutes(board, a, b)
  return first && second
}

/**
 * In the front arc (R-MKD-3): the front arc of a figure on the grid is the half-plane ahead of
 * the line through its square's centre square across its facing; a square is in it when its centre
 * lies ahead of that line (on the line: in, with frontArcEdgeInside). The figure's own square is not.
 */
export function squareInFrontArc(from: Square, facingDeg: number, target: Square, settings: DungeonSettings): boolean {
  if (!Number.isFinite(facingDeg)) throw new RangeError(`dungeons: facingDeg must be finite, got ${facingDeg}`)
  const rel = relativeBearingDeg(from, facingDeg, target)
  if (rel === null) return false
  const edge = 1e-9
  return settings.frontArcEdgeInside ? Math.abs(rel) <= 90 + edge : Math.abs(rel) < 90 - edge
}

/**
 * How a hero on `from` stands to an artifact (R-MKD-8): `adjacent` when one of the artifact's
 * squares is adjacent, `inArc` when one of those adjacent squares is also in the front arc. A
 * large piece (altar, pond, table) is reached through the squares the hero stands next to.
 */
export function reachOf(
  board: DungeonBoard,
  from: Square,
  facingDeg: number,
  artifact: Pick<Artifact, 'kind' | 'at' | 'along'>,
  settings: DungeonSettings,
): { adjacent: boolean; inArc: boolean } {
  const near = artifactSquares(artifact).filter((s) => adjacent(board, from, s, settings))
  return { adjacent: near.length > 0, inArc: near.some((s) => squareInFrontArc(from, facingDeg, s, settings)) }
}

/**
 * The free squares nearest `from` (R-MKD-9): counted in steps a figure could take (walls and
 * corners as R-MKD-1, through any open square), nearest first, then by row, then by column;
 * `from` itself is never one. At most `count`; fewer when the board has no more free squares.
 */
export function nearestFreeSquares(
  board: DungeonBoard,
  from: Square,
  count: number,
  isFree: (s: Square) => boolean,
  settings: DungeonSettings,
): Square[] {
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`dungeons: count must be a whole number, got ${count}`)
  const seen = new Set([squareKey(from)])
  let ring: Square[] = [from]
  const found: Square[] = []
  while (ring.length > 0 && found.length < count) {
    const next: Square[] = []
    for (const s of ring)
      for (let dr = -1; dr <= 1; dr++)
        for (let dc = -1; dc <= 1; dc++) {
          const n: Square = [s[0] + dc, s[1] + dr]
          if (seen.has(squareKey(n)) || !board.isOpen(n) || stepBlock(board, s, n, settings) !== null) continue
          seen.add(squareKey(n))
          next.push(n)
        }
    next.sort((p, q) => p[1] - q[1] || p[0] - q[0])
    for (const n of next) if (found.length < count && isFree(n)) found.push(n)
    ring = next
  }
  return found
}

/**
 * The first thing that stops a line of fire from `from`'s centre to `to`'s centre on the grid
 * (core 7 on squares, R-MKD-15), or null when it is clear: the squares the line crosses are walked
 * exactly (integer steps between centres); a wall on an edge it crosses stops it, and so does a
 * square between the two that is rock, blocking terrain, a pillar or `occupied` by a figure. Where
 * the line runs exactly through a corner it passes when no wall touches the corner and the two
 * squares beside it do not both block (it only grazes one).
 */
export function lineOfFireBlock(board: DungeonBoard, from: Square, to: Square, occupied: readonly Square[]): LineOfFireBlock | null {
  return walkLineOfFire(board, from, to, occupied).block
}

/** What stops a line of fire on the grid, and on which square. */
export interface LineOfFireBlock {
  square: Square
  why: 'wall' | 'corner' | 'rock' | 'blocking' | 'pillar' | 'figure'
}

/**
 * The line of fire of `lineOfFireBlock` walked: its first block (or null) and the squares between
 * the two centres it crosses up to there, in order (neither end; a corner's two side squares not,
 * since the line only grazes them). Stealth asks what lies on the line (attackAbilities.ts).
 */
export function walkLineOfFire(
  board: DungeonBoard,
  from: Square,
  to: Square,
  occupied: readonly Square[],
): { block: LineOfFireBlock | null; crossed: Square[] } {
  assertSquare('from', from)
  assertSquare('to', to)
  const blockOf = (s: Square): 'rock' | 'blocking' | 'pillar' | 'figure' | null => {
    if (!board.isOpen(s)) return 'rock'
    const artifact = board.artifactAt(s)
    if (artifact && isPillar(artifact)) return 'pillar'
    if (board.terrainAt(s) === 'blocking') return 'blocking'
    return occupied.some((o) => sameSquare(o, s)) ? 'figure' : null
  }
  const nx = Math.abs(to[0] - from[0])
  const ny = Math.abs(to[1] - from[1])
  const sx = Math.sign(to[0] - from[0])
  const sy = Math.sign(to[1] - from[1])
  let here: Square = [from[0], from[1]]
  const crossed: Square[] = []
  const stop = (square: Square, why: LineOfFireBlock['why']) => ({ block: { square, why }, crossed })
  for (let ix = 0, iy = 0; ix < nx || iy < ny; ) {
    // Which edge the line between the centres meets next: compared in integers, so no rounding.
    const decision = (1 + 2 * ix) * ny - (1 + 2 * iy) * nx
    let next: Square
    if (decision === 0) {
      next = [here[0] + sx, here[1] + sy]
      const [first, second] = cornerRoutes(board, here, next)
      const beside = [blockOf([next[0], here[1]]), blockOf([here[0], next[1]])]
      if (!first || !second) return stop(next, 'corner')
      if (beside[0] !== null && beside[1] !== null) return stop(next, 'corner')
      ix++
      iy++
    } else if (decision < 0) {
      next = [here[0] + sx, here[1]]
      if (wallBetween(board, here, next)) return stop(next, 'wall')
      ix++
    } else {
      next = [here[0], here[1] + sy]
      if (wallBetween(board, here, next)) return stop(next, 'wall')
      iy++
    }
    if (sameSquare(next, to)) return { block: null, crossed }
    const block = blockOf(next)
    if (block) return stop(next, block)
    crossed.push(next)
    here = next
  }
  return { block: null, crossed }
}

/**
 * The squares of a block `columns` wide and `rows` deep whose north-west square is `nw`, row by
 * row from the north: the walk round a figure the judge offers from (the front arc it outlines,
 * the places to put furniture down). Squares off the board are in it; the caller asks the board.
 */
export function squareBlock(nw: Square, columns: number, rows: number): Square[] {
  assertSquare('nw', nw)
  if (!Number.isInteger(columns) || !Number.isInteger(rows) || columns < 0 || rows < 0)
    throw new RangeError(`squareBlock: columns and rows must be whole numbers >= 0, got ${columns} and ${rows}`)
  const out: Square[] = []
  for (let r = nw[1]; r < nw[1] + rows; r++) for (let c = nw[0]; c < nw[0] + columns; c++) out.push([c, r])
  return out
}
