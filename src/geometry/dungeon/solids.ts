/**
 * The dungeon board of a scene as solid terrain pieces in table coordinates, so that everything
 * that already works on terrain (Rapier colliders, sight rays, cover, contact) works in the
 * dungeon as on the open table: a doorway is simply where no wall box stands.
 *
 * - Walls (R-DG.1): one thin box per run of wall edges along one grid line, WALL_THICKNESS_CM
 *   thick centred on the line, `wallHeight` tall; every edge `DungeonBoard.wallOn` calls a wall,
 *   toward rock and the board's rim too, so every wall face stands 0.25 cm into its square. A run
 *   reaches half a thickness past each end, so two runs meeting at a corner leave no chink, except
 *   where the edge beyond is a doorway, which keeps its full 2.54 cm.
 * - Rock (R-DG.1): every square no segment covers, merged into blocks, full height: nothing
 *   sees through rock.
 * - Pillars (stone and all-seeing) and blocking markers (R-DG.2): a box filling the square, wall
 *   high: blocking terrain blocks the line of fire (docs/MAGE-KNIGHT-CORE.md).
 * - Haunted artifacts, chairs and tables (R-DG.2): no solid. 002 makes them difficult terrain,
 *   not blocking; they stand in the way of movement only, which the rules read from the board.
 *
 * Derived ids: `dungeon/wall-<n>`, `dungeon/rock-<n>`, `dungeon/<artifact id>`,
 * `dungeon/blocking-<column>-<row>`.
 */
import { DungeonBoard, squareKey } from '../../scene/dungeon/board'
import type { Square } from '../../scene/dungeon/schema'
import { isPillar } from '../../scene/dungeon/pillars'
import { DEFAULT_WALL_HEIGHT_CM, SQUARE_CM } from '../../scene/dungeon/squareSize'
import type { Scene, TerrainPiece } from '../../scene/schema'
import type { TerrainType } from '../../scene/terrainTypes'

/**
 * How thick a wall is built (cm), centred on its edge (R-DG.1): thin beside a 2.54 cm square, and
 * no thinner than the thinnest blocking part the sampled sweeps and lines of fire are made for (a
 * castle portal, 0.5 cm: src/geometry/mk/straightMove.ts, castle/lineOfFire.ts), so no sample
 * steps over a wall.
 */
export const WALL_THICKNESS_CM = 0.5
/** Walls, rock, pillars and blocking markers give the cover of a castle wall (models/castle: fortified). */
export const DUNGEON_SOLID_TYPE: TerrainType = 'fortified'
/** The prefix of every derived piece id. */
export const DUNGEON_PIECE_PREFIX = 'dungeon/'

/** A run of wall edges on one grid line: `line` is the row (or column) boundary, edges `from` to `to` exclusive. */
interface Run {
  line: number
  from: number
  to: number
}

/** Consecutive positions per line merged into runs; `edges` keyed "line,position". */
function runsOf(edges: ReadonlySet<string>): Run[] {
  const byLine = new Map<number, number[]>()
  for (const key of edges) {
    const [line, at] = key.split(',').map(Number)
    const list = byLine.get(line)
    if (list) list.push(at)
    else byLine.set(line, [at])
  }
  const runs: Run[] = []
  for (const [line, list] of [...byLine].sort((a, b) => a[0] - b[0])) {
    list.sort((a, b) => a - b)
    let from = list[0]
    for (let i = 1; i <= list.length; i++) {
      if (i < list.length && list[i] === list[i - 1] + 1) continue
      runs.push({ line, from, to: list[i - 1] + 1 })
      from = list[i]
    }
  }
  return runs
}

/** The wall edges of the board: across rows (on a north or south side) and across columns (east or west). */
function wallEdges(board: DungeonBoard): { across: Set<string>; along: Set<string> } {
  // across: horizontal edges keyed "row line,column"; along: vertical edges keyed "column line,row".
  const across = new Set<string>()
  const along = new Set<string>()
  for (const [c, r] of board.openSquares()) {
    if (board.wallOn([c, r], 'n')) across.add(`${r},${c}`)
    if (board.wallOn([c, r], 's')) across.add(`${r + 1},${c}`)
    if (board.wallOn([c, r], 'w')) along.add(`${c},${r}`)
    if (board.wallOn([c, r], 'e')) along.add(`${c + 1},${r}`)
  }
  return { across, along }
}

/** The wall boxes: runs across rows lie along x, runs across columns along z. */
function wallPieces(board: DungeonBoard, height: number): TerrainPiece[] {
  const [x0, z0] = board.dungeon.origin
  const half = WALL_THICKNESS_CM / 2
  const { across, along } = wallEdges(board)
  const pieces: TerrainPiece[] = []
  const add = (centre: [number, number], size: [number, number]) =>
    pieces.push({
      id: `${DUNGEON_PIECE_PREFIX}wall-${pieces.length}`,
      shape: 'box',
      type: DUNGEON_SOLID_TYPE,
      center: [centre[0], height / 2, centre[1]],
      size: [size[0], height, size[1]],
    })
  for (const { line, from, to } of runsOf(across)) {
    // The edge before `from` and after `to` on the same line: the north side of row `line`.
    const start = board.isDoorway([from - 1, line], 'n') ? 0 : half
    const end = board.isDoorway([to, line], 'n') ? 0 : half
    const a = x0 + from * SQUARE_CM - start
    const b = x0 + to * SQUARE_CM + end
    add([(a + b) / 2, z0 + line * SQUARE_CM], [b - a, WALL_THICKNESS_CM])
  }
  for (const { line, from, to } of runsOf(along)) {
    const start = board.isDoorway([line, from - 1], 'w') ? 0 : half
    const end = board.isDoorway([line, to], 'w') ? 0 : half
    const a = z0 + from * SQUARE_CM - start
    const b = z0 + to * SQUARE_CM + end
    add([x0 + line * SQUARE_CM, (a + b) / 2], [WALL_THICKNESS_CM, b - a])
  }
  return pieces
}

/** Rock squares merged: runs along each row, a run extended down while the rows below repeat it exactly. */
function rockPieces(board: DungeonBoard, height: number): TerrainPiece[] {
  const { columns, rows, origin } = board.dungeon
  const used = new Set<string>()
  const rock = (c: number, r: number) => r < rows && !board.isOpen([c, r]) && !used.has(squareKey([c, r]))
  const pieces: TerrainPiece[] = []
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < columns; c++) {
      if (!rock(c, r)) continue
      let w = 1
      while (c + w < columns && rock(c + w, r)) w++
      let h = 1
      while (Array.from({ length: w }, (_, i) => rock(c + i, r + h)).every(Boolean)) h++
      for (let dr = 0; dr < h; dr++) for (let dc = 0; dc < w; dc++) used.add(squareKey([c + dc, r + dr]))
      pieces.push({
        id: `${DUNGEON_PIECE_PREFIX}rock-${pieces.length}`,
        shape: 'box',
        type: DUNGEON_SOLID_TYPE,
        center: [origin[0] + (c + w / 2) * SQUARE_CM, height / 2, origin[1] + (r + h / 2) * SQUARE_CM],
        size: [w * SQUARE_CM, height, h * SQUARE_CM],
      })
    }
  return pieces
}

/** A box filling one square, wall high. */
function squareBlock(board: DungeonBoard, id: string, square: Square, height: number): TerrainPiece {
  const [x, z] = board.centre(square)
  return { id, shape: 'box', type: DUNGEON_SOLID_TYPE, center: [x, height / 2, z], size: [SQUARE_CM, height, SQUARE_CM] }
}

/** Every derived piece of the scene's dungeon: walls, rock, pillars, blocking markers. Empty without a dungeon. */
export function dungeonTerrain(scene: Scene): TerrainPiece[] {
  if (!scene.dungeon) return []
  const board = new DungeonBoard(scene.dungeon)
  const height = scene.dungeon.wallHeight ?? DEFAULT_WALL_HEIGHT_CM
  const pillars = (scene.dungeon.artifacts ?? [])
    .filter(isPillar)
    .map((a) => squareBlock(board, `${DUNGEON_PIECE_PREFIX}${a.id}`, a.at, height))
  const blocking = (scene.dungeon.terrain ?? [])
    .filter((t) => t.type === 'blocking')
    .map((t) => squareBlock(board, `${DUNGEON_PIECE_PREFIX}blocking-${t.at[0]}-${t.at[1]}`, t.at, height))
  return [...wallPieces(board, height), ...rockPieces(board, height), ...pillars, ...blocking]
}
