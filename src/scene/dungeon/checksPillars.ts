/**
 * Where a stone or all-seeing pillar may stand (002 "Steinsäule", and "Allsehende Säule": "verwendet
 * alle Regeln der Steinsäule"): never in a corridor, a doorway or an entrance, and never so that
 * it blocks "den einzigen verbleibenden Weg". The last is a flood fill over the squares a figure
 * may cross (open, not under a blocking marker or a pillar, through doorways, never through a
 * wall): pillars are set one after another in the file's order, and a pillar that splits a set
 * of squares that were reachable from each other before it stood is refused, naming the squares
 * it cuts off (every piece but the largest). Ruling R-DG.3.
 */
import { error, type PathSegment, type SceneProblem } from '../problems'
import { across, artifactSquares, squareKey, type DungeonBoard } from './board'
import { isPillar, type Square } from './schema'
import { WalkGrid } from './walkGrid'

/** The most cut-off squares a problem names; the rest are counted. */
const MAX_NAMED_SQUARES = 8

/** The first MAX_NAMED_SQUARES squares and how many more there are (params of a translation say them apart). */
const namedParts = (squares: readonly Square[]): { shown: string; more: number } => ({
  shown: squares
    .slice(0, MAX_NAMED_SQUARES)
    .map((s) => `[${s[0]}, ${s[1]}]`)
    .join(', '),
  more: Math.max(0, squares.length - MAX_NAMED_SQUARES),
})

const named = (squares: readonly Square[]): string => {
  const { shown, more } = namedParts(squares)
  return more > 0 ? `${shown} and ${more} more` : shown
}

/** The two squares of every doorway: a pillar may stand on neither (002 "Türdurchgang"). */
function doorwaySquares(board: DungeonBoard): Set<string> {
  const squares = new Set<string>()
  for (const d of board.dungeon.doorways ?? []) {
    squares.add(squareKey(d.at))
    squares.add(squareKey(across(d.at, d.side)))
  }
  return squares
}

/** Pillars in a corridor, on a doorway's squares or an entrance, or cutting off the only remaining way. */
export function checkPillars(board: DungeonBoard, path: readonly PathSegment[]): SceneProblem[] {
  const problems: SceneProblem[] = []
  const doorways = doorwaySquares(board)
  const grid = new WalkGrid(board)
  const closed = new Uint8Array(grid.columns * grid.rows)
  // Pieces as they were before the pillar now judged; a pillar that splits nothing changes them
  // only by its own square, so they are filled again only after a split.
  let before = grid.pieces(closed)
  ;(board.dungeon.artifacts ?? []).forEach((artifact, i) => {
    if (!isPillar(artifact)) return
    const at = [...path, 'artifacts', i, 'at']
    const square = artifact.at
    const key = squareKey(square)
    // A pillar off the board or on rock is reported by the artifact checks.
    if (!board.isOpen(square)) return
    if (board.segmentOf(square)?.kind === 'corridor')
      problems.push(
        error(
          at,
          `a ${artifact.kind} may not stand in a corridor (002 "Steinsäule"): [${square}] is in corridor "${board.segmentOf(square)?.id}"`,
          'pillar-in-corridor',
          { kind: artifact.kind, square: `[${square}]`, corridor: board.segmentOf(square)?.id ?? '' },
        ),
      )
    if (doorways.has(key))
      problems.push(
        error(
          at,
          `a ${artifact.kind} may not stand in a doorway (002 "Steinsäule"): [${square}] is a doorway's square`,
          'pillar-in-doorway',
          {
            kind: artifact.kind,
            square: `[${square}]`,
          },
        ),
      )
    if (board.isEntrance(square))
      problems.push(
        error(at, `a ${artifact.kind} may not stand on an entrance (002 "Steinsäule"): [${square}]`, 'pillar-on-entrance', {
          kind: artifact.kind,
          square: `[${square}]`,
        }),
      )
    const cell = grid.cell(square)
    for (const s of artifactSquares(artifact)) if (board.onBoard(s)) closed[grid.cell(s)] = 1
    // Most pillars stand in open rooms: when the squares around one still reach each other, the
    // whole board need not be filled again.
    if (grid.neighboursStillMeet(cell, closed)) return
    const after = grid.pieces(closed)
    const cut = cutOff(grid, before, after, cell)
    if (cut.length > 0)
      problems.push(
        error(
          at,
          `a ${artifact.kind} may not block the only remaining way (002 "Steinsäule"): it cuts off ${named(cut)}`,
          'pillar-cuts-off',
          {
            kind: artifact.kind,
            squares: namedParts(cut).shown,
            more: namedParts(cut).more,
          },
        ),
      )
    before = after
  })
  return problems
}

/**
 * The squares that shared a piece with the pillar's square before it stood and now lie in a
 * smaller piece than the largest one left: what the pillar cuts off from the rest.
 */
function cutOff(grid: WalkGrid, before: Int32Array, after: Int32Array, pillar: number): Square[] {
  const was = before[pillar]
  if (was === -1) return []
  const groups = new Map<number, Square[]>()
  for (let i = 0; i < before.length; i++) {
    if (i === pillar || before[i] !== was || after[i] === -1) continue
    const list = groups.get(after[i])
    if (list) list.push(grid.square(i))
    else groups.set(after[i], [grid.square(i)])
  }
  if (groups.size <= 1) return []
  const pieces = [...groups.values()].sort((a, b) => b.length - a.length)
  return pieces.slice(1).flat()
}
