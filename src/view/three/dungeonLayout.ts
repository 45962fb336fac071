/**
 * The dungeon board as boxes and tiles for the 3D view, pure so it can be tested without a
 * canvas: floor tiles of each segment (rooms and corridors told apart), the grid lines on open
 * floor, the walls on the edges `DungeonBoard.wallOn` reports - merged into one box per straight
 * run, so a board of a few hundred edges is a few dozen meshes - and the frames of doorways.
 * Table coordinates in cm: x east, z south, y up; the board's origin is square [0, 0]'s
 * north-west corner.
 */
import { DungeonBoard } from '../../scene/dungeon/board'
import { DEFAULT_WALL_HEIGHT_CM, SQUARE_CM, type Dungeon, type Square, type SquareSide } from '../../scene/dungeon/schema'

/** Walls are drawn this thick, centred on their edge: thin enough to leave the squares readable. */
export const WALL_THICKNESS_CM = 0.35
/** A doorway's frame: posts this wide inside the gap, a lintel over the top fifth. */
const FRAME_CM = 0.25

/** An axis-aligned box: centre and size in cm. */
export interface Box {
  center: [number, number, number]
  size: [number, number, number]
}

/** A flat rectangle of floor in the x-z plane: its north-west corner and size in cm. */
export interface FloorRect {
  x: number
  z: number
  width: number
  depth: number
  kind: 'room' | 'corridor'
  segmentId: string
}

export interface DungeonLayout {
  height: number
  /** The whole board (rock under the open floor). */
  board: FloorRect & { kind: 'room' }
  floors: FloorRect[]
  /** Grid lines on open floor as pairs of [x, z] points. */
  grid: [number, number][]
  walls: Box[]
  doorFrames: Box[]
}

const wallHeightOf = (dungeon: Dungeon): number => dungeon.wallHeight ?? DEFAULT_WALL_HEIGHT_CM

/**
 * The straight runs of walled edges. Horizontal edges are read as the north side of [c, r] for
 * r = 0 .. rows (the last line is the south side of the last row); vertical ones as the west
 * side of [c, r] for c = 0 .. columns. An edge is drawn only when open floor lies on at least one
 * side: between two squares of rock there is nothing to see.
 */
export function wallRuns(board: DungeonBoard): { axis: 'x' | 'z'; line: number; from: number; to: number }[] {
  const { columns, rows } = board.dungeon
  const runs: { axis: 'x' | 'z'; line: number; from: number; to: number }[] = []
  // wallOn is true toward rock or off the board, so asking from either side is the same question.
  const walled = (at: Square, side: SquareSide, beyond: Square) => (board.isOpen(at) || board.isOpen(beyond)) && board.wallOn(at, side)
  const scan = (axis: 'x' | 'z', lines: number, length: number, edge: (line: number, i: number) => [Square, SquareSide, Square]) => {
    for (let line = 0; line <= lines; line++) {
      let start = -1
      for (let i = 0; i <= length; i++) {
        const on = i < length && walled(...edge(line, i))
        if (on && start < 0) start = i
        if (!on && start >= 0) {
          runs.push({ axis, line, from: start, to: i })
          start = -1
        }
      }
    }
  }
  scan('x', rows, columns, (r, c) => [[c, r], 'n', [c, r - 1]])
  scan('z', columns, rows, (c, r) => [[c, r], 'w', [c - 1, r]])
  return runs
}

/** Everything the board view draws, in table cm. */
export function dungeonLayout(dungeon: Dungeon): DungeonLayout {
  const board = new DungeonBoard(dungeon)
  const [x0, z0] = dungeon.origin
  const height = wallHeightOf(dungeon)
  const floors: FloorRect[] = dungeon.segments.flatMap((segment) =>
    segment.squares.map((rect) => ({
      x: x0 + rect.at[0] * SQUARE_CM,
      z: z0 + rect.at[1] * SQUARE_CM,
      width: rect.size[0] * SQUARE_CM,
      depth: rect.size[1] * SQUARE_CM,
      kind: segment.kind,
      segmentId: segment.id,
    })),
  )
  // Runs are lengthened by half a wall at each end so that corners close.
  const walls: Box[] = wallRuns(board).map(({ axis, line, from, to }) => {
    const length = (to - from) * SQUARE_CM + WALL_THICKNESS_CM
    const along = ((from + to) / 2) * SQUARE_CM
    return axis === 'x'
      ? { center: [x0 + along, height / 2, z0 + line * SQUARE_CM], size: [length, height, WALL_THICKNESS_CM] }
      : { center: [x0 + line * SQUARE_CM, height / 2, z0 + along], size: [WALL_THICKNESS_CM, height, length] }
  })
  return {
    height,
    board: { x: x0, z: z0, width: dungeon.columns * SQUARE_CM, depth: dungeon.rows * SQUARE_CM, kind: 'room', segmentId: '' },
    floors,
    grid: gridLines(board),
    walls,
    doorFrames: (dungeon.doorways ?? []).flatMap((d) => doorFrame(board, d.at, d.side, height)),
  }
}

/** The edges of every open square once each (north and west sides, plus the south and east ones toward rock). */
function gridLines(board: DungeonBoard): [number, number][] {
  const points: [number, number][] = []
  const [x0, z0] = board.dungeon.origin
  for (const [c, r] of board.openSquares()) {
    const x = x0 + c * SQUARE_CM
    const z = z0 + r * SQUARE_CM
    points.push([x, z], [x + SQUARE_CM, z], [x, z], [x, z + SQUARE_CM])
    if (!board.isOpen([c + 1, r])) points.push([x + SQUARE_CM, z], [x + SQUARE_CM, z + SQUARE_CM])
    if (!board.isOpen([c, r + 1])) points.push([x, z + SQUARE_CM], [x + SQUARE_CM, z + SQUARE_CM])
  }
  return points
}

/** Two posts inside the gap and a lintel over its top fifth: the doorway reads as a door, not a missing wall. */
function doorFrame(board: DungeonBoard, at: Square, side: SquareSide, height: number): Box[] {
  const [x0, z0] = board.dungeon.origin
  const [c, r] = at
  // The edge's line and its extent along the other axis.
  const horizontal = side === 'n' || side === 's'
  const line = horizontal ? z0 + (side === 'n' ? r : r + 1) * SQUARE_CM : x0 + (side === 'w' ? c : c + 1) * SQUARE_CM
  const start = horizontal ? x0 + c * SQUARE_CM : z0 + r * SQUARE_CM
  const box = (from: number, length: number, y0: number, y1: number): Box => {
    const mid = from + length / 2
    const t = WALL_THICKNESS_CM * 1.2
    return horizontal
      ? { center: [mid, (y0 + y1) / 2, line], size: [length, y1 - y0, t] }
      : { center: [line, (y0 + y1) / 2, mid], size: [t, y1 - y0, length] }
  }
  return [
    box(start, FRAME_CM, 0, height),
    box(start + SQUARE_CM - FRAME_CM, FRAME_CM, 0, height),
    box(start, SQUARE_CM, height * 0.8, height),
  ]
}
