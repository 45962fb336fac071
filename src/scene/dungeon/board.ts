import type { Artifact, ArtifactKind, Dungeon, Segment, Square, SquareSide, SquareTerrain } from './schema'
import { SQUARE_CM } from './squareSize'

/**
 * A dungeon board read for questions: which squares are open floor, which segment holds a
 * square, whether a wall stands between two orthogonal neighbours, what lies on a square. Built
 * once from the scene's `dungeon` (schema.ts); geometry, rules and view all ask this one reading,
 * so a wall the view draws is the wall the rules and the rays see.
 */

/** A square's key in the board's maps: "column,row". */
export const squareKey = ([c, r]: Square): string => `${c},${r}`

/** The step to the neighbour across each side: north is row − 1, east column + 1. */
export const SIDE_STEP: Readonly<Record<SquareSide, readonly [number, number]>> = {
  n: [0, -1],
  e: [1, 0],
  s: [0, 1],
  w: [-1, 0],
}
const OPPOSITE: Readonly<Record<SquareSide, SquareSide>> = { n: 's', e: 'w', s: 'n', w: 'e' }

/** The neighbour across `side` (it may lie off the board). */
export const across = ([c, r]: Square, side: SquareSide): Square => [c + SIDE_STEP[side][0], r + SIDE_STEP[side][1]]

/** One edge named the same way from both sides: by its north or west square. */
export function edgeKey(at: Square, side: SquareSide): string {
  return side === 's' || side === 'e' ? `${squareKey(at)}${side}` : `${squareKey(across(at, side))}${OPPOSITE[side]}`
}

/** The squares an artifact covers (002: 1 square; dragon altar and table 1 × 2, never diagonal; large pond 2 × 2). */
export function artifactSquares(artifact: Pick<Artifact, 'kind' | 'at' | 'along'>): Square[] {
  const [c, r] = artifact.at
  const size = ARTIFACT_SIZE[artifact.kind]
  const [w, h] = size === 2 ? (artifact.along === 'ns' ? [1, 2] : [2, 1]) : size === 4 ? [2, 2] : [1, 1]
  const squares: Square[] = []
  for (let dr = 0; dr < h; dr++) for (let dc = 0; dc < w; dc++) squares.push([c + dc, r + dr])
  return squares
}
/** How many squares each kind covers: 2 is a 1 × 2 piece, 4 the large pond's 2 × 2. */
const ARTIFACT_SIZE: Readonly<Record<ArtifactKind, 1 | 2 | 4>> = {
  'statue-of-sharise': 1,
  'matriarchs-idol': 1,
  'death-clock': 1,
  'griffon-throne': 1,
  'dragon-altar': 2,
  'large-pond': 4,
  'serpent-statue': 1,
  'rune-obelisk': 1,
  'bone-fountain': 1,
  'small-pond': 1,
  'stone-pillar': 1,
  'all-seeing-pillar': 1,
  chair: 1,
  table: 2,
}

export class DungeonBoard {
  private readonly segmentBySquare = new Map<string, Segment>()
  private readonly innerWalls = new Set<string>()
  private readonly doorwayEdges = new Set<string>()
  private readonly terrainBySquare = new Map<string, SquareTerrain>()
  private readonly artifactBySquare = new Map<string, Artifact>()
  private readonly entranceSquares = new Set<string>()

  constructor(readonly dungeon: Dungeon) {
    // The first segment to claim a square keeps it; checks.ts reports overlapping segments.
    for (const segment of dungeon.segments)
      for (const rect of segment.squares)
        for (let r = rect.at[1]; r < rect.at[1] + rect.size[1]; r++)
          for (let c = rect.at[0]; c < rect.at[0] + rect.size[0]; c++) {
            const key = squareKey([c, r])
            if (!this.segmentBySquare.has(key)) this.segmentBySquare.set(key, segment)
          }
    for (const w of dungeon.walls ?? []) this.innerWalls.add(edgeKey(w.at, w.side))
    for (const d of dungeon.doorways ?? []) this.doorwayEdges.add(edgeKey(d.at, d.side))
    for (const t of dungeon.terrain ?? []) this.terrainBySquare.set(squareKey(t.at), t.type)
    for (const a of dungeon.artifacts ?? []) for (const s of artifactSquares(a)) this.artifactBySquare.set(squareKey(s), a)
    for (const e of dungeon.entrances ?? []) this.entranceSquares.add(squareKey(e.at))
  }

  /** Inside the board's columns and rows. */
  onBoard([c, r]: Square): boolean {
    return c >= 0 && r >= 0 && c < this.dungeon.columns && r < this.dungeon.rows
  }

  /** Open floor: on the board and covered by a segment. */
  isOpen(square: Square): boolean {
    return this.onBoard(square) && this.segmentBySquare.has(squareKey(square))
  }

  segmentOf(square: Square): Segment | undefined {
    return this.segmentBySquare.get(squareKey(square))
  }

  /** A doorway stands on this edge. */
  isDoorway(at: Square, side: SquareSide): boolean {
    return this.doorwayEdges.has(edgeKey(at, side))
  }

  isEntrance(square: Square): boolean {
    return this.entranceSquares.has(squareKey(square))
  }

  /**
   * A wall stands on the edge `side` of `at`: always toward rock or off the board, between two
   * segments unless a doorway is there, inside a segment where `walls` lists it.
   */
  wallOn(at: Square, side: SquareSide): boolean {
    const next = across(at, side)
    if (!this.isOpen(at) || !this.isOpen(next)) return true
    const key = edgeKey(at, side)
    if (this.doorwayEdges.has(key)) return false
    if (this.segmentOf(at) !== this.segmentOf(next)) return true
    return this.innerWalls.has(key)
  }

  /** The terrain marker on a square, if any (an artifact's own cost is the rules' business). */
  terrainAt(square: Square): SquareTerrain | undefined {
    return this.terrainBySquare.get(squareKey(square))
  }

  /** The artifact or furnishing covering a square, if any. */
  artifactAt(square: Square): Artifact | undefined {
    return this.artifactBySquare.get(squareKey(square))
  }

  /** The table point [x, z] in cm of a square's centre. */
  centre([c, r]: Square): [number, number] {
    const [x0, z0] = this.dungeon.origin
    return [x0 + (c + 0.5) * SQUARE_CM, z0 + (r + 0.5) * SQUARE_CM]
  }

  /** The square under a table point [x, z] in cm, or null off the board. */
  squareAt(x: number, z: number): Square | null {
    const [x0, z0] = this.dungeon.origin
    const square: Square = [Math.floor((x - x0) / SQUARE_CM), Math.floor((z - z0) / SQUARE_CM)]
    return this.onBoard(square) ? square : null
  }

  /** Every open square, row by row. */
  openSquares(): Square[] {
    const squares: Square[] = []
    for (let r = 0; r < this.dungeon.rows; r++) for (let c = 0; c < this.dungeon.columns; c++) if (this.isOpen([c, r])) squares.push([c, r])
    return squares
  }
}
