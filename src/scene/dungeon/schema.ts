import { z } from 'zod'
import { coordinateCm, idString, lengthCm, listOf } from '../limits'

/**
 * The optional `dungeon` key of a scene (issue 13): a Mage Knight Dungeons board of 1-inch
 * squares laid on the table. Squares are addressed by `[column, row]` from the board's north-west
 * corner: column grows with x (east), row with z (south). A square is open floor only when a
 * segment (a room or a corridor) covers it; everything else is rock. Between two open squares of
 * different segments stands a wall unless a doorway is listed on that edge; between an open
 * square and rock there is always a wall. `walls` adds walls inside a segment.
 * Shapes and rules are checked after parsing (dungeon/checks.ts); the rules read this as plain
 * data (src/rules/mageknight/dungeons).
 */

export { SQUARE_CM, DEFAULT_WALL_HEIGHT_CM } from './squareSize'

/** Bounds: a board of at most 200 × 200 squares (5 m) and as many records as a scene holds. */
export const MAX_BOARD_SQUARES = 200
export const MAX_DUNGEON_RECORDS = { segments: 500, edges: 4000, squares: 4000, artifacts: 500 } as const

const squareIndex = z
  .number()
  .int()
  .min(0)
  .max(MAX_BOARD_SQUARES - 1)
/** A square as [column, row]. */
export const SquareSchema = z.tuple([squareIndex, squareIndex])
export type Square = z.infer<typeof SquareSchema>

/** A compass side of a square: north is toward row 0 (z = 0), east toward larger columns (+x). */
export const SQUARE_SIDES = ['n', 'e', 's', 'w'] as const
export type SquareSide = (typeof SQUARE_SIDES)[number]

/** A block of squares: `at` is its north-west square, `size` its [columns, rows]. */
export const SquareRectSchema = z.strictObject({
  at: SquareSchema,
  size: z.tuple([z.number().int().min(1).max(MAX_BOARD_SQUARES), z.number().int().min(1).max(MAX_BOARD_SQUARES)]),
})
export type SquareRect = z.infer<typeof SquareRectSchema>

export const SEGMENT_KINDS = ['room', 'corridor'] as const
export type SegmentKind = (typeof SEGMENT_KINDS)[number]

/** A segment: a room or a corridor, made of one or more blocks of squares (an L-shaped room is two). */
export const SegmentSchema = z.strictObject({
  id: idString,
  kind: z.enum(SEGMENT_KINDS),
  squares: z.array(SquareRectSchema).min(1).max(50),
  name: z.string().optional(),
})
export type Segment = z.infer<typeof SegmentSchema>

/** One edge of a square: the side `side` of square `at` (the same edge as the opposite side of its neighbour). */
export const EdgeSchema = z.strictObject({ at: SquareSchema, side: z.enum(SQUARE_SIDES) })
export type Edge = z.infer<typeof EdgeSchema>

/** A doorway: an opening in the wall on one edge between two segments. */
export const DoorwaySchema = z.strictObject({ id: idString, at: SquareSchema, side: z.enum(SQUARE_SIDES) })
export type Doorway = z.infer<typeof DoorwaySchema>

/** An entrance: an open square where heroes come into the dungeon (a pillar may not stand there, 002 "Steinsäule"). */
export const EntranceSchema = z.strictObject({ id: idString, at: SquareSchema, name: z.string().optional() })
export type Entrance = z.infer<typeof EntranceSchema>

/** Terrain markers on single squares: blocking, difficult (rubble, 2 movement points), water (3). */
export const SQUARE_TERRAINS = ['blocking', 'difficult', 'water'] as const
export type SquareTerrain = (typeof SQUARE_TERRAINS)[number]
export const SquareTerrainSchema = z.strictObject({ at: SquareSchema, type: z.enum(SQUARE_TERRAINS) })

/** The ten haunted artifacts of 002 "Verwunschene Artefakte"; they get artifact tokens. */
export const HAUNTED_ARTIFACTS = [
  'statue-of-sharise',
  'matriarchs-idol',
  'death-clock',
  'griffon-throne',
  'dragon-altar',
  'large-pond',
  'serpent-statue',
  'rune-obelisk',
  'bone-fountain',
  'small-pond',
] as const
/** The furnishings of 002 "Dungeons-Einrichtungen"; special rules, no tokens. */
export const FURNISHINGS = ['stone-pillar', 'all-seeing-pillar', 'chair', 'table'] as const
export const ARTIFACT_KINDS = [...HAUNTED_ARTIFACTS, ...FURNISHINGS] as const
export type HauntedArtifactKind = (typeof HAUNTED_ARTIFACTS)[number]
export type FurnishingKind = (typeof FURNISHINGS)[number]
export type ArtifactKind = (typeof ARTIFACT_KINDS)[number]
export { PILLAR_KINDS, isPillar } from './pillars'

/** The token colours of 002 "Die Artefaktmarken": yellow weak, blue standard, red strong. */
export const TOKEN_COLOURS = ['yellow', 'blue', 'red'] as const
export type TokenColour = (typeof TOKEN_COLOURS)[number]
const tokenCount = z.number().int().min(0).max(20)
/** How many tokens of each colour the artifact's back names (its start count, refilled by a refresh token). */
export const TokenCountsSchema = z.strictObject({ yellow: tokenCount, blue: tokenCount, red: tokenCount })
export type TokenCounts = z.infer<typeof TokenCountsSchema>

/**
 * An artifact or furnishing on the board. `at` is its north-west square; a 1 × 2 piece (dragon
 * altar, table) lies `along` 'ew' (its second square east of `at`) or 'ns' (south), never
 * diagonally (002); the large pond covers 2 × 2. `tokens` is required for a haunted artifact and
 * refused on a furnishing (checks.ts). `facing` only orders how the model is drawn.
 */
export const ArtifactSchema = z.strictObject({
  id: idString,
  kind: z.enum(ARTIFACT_KINDS),
  at: SquareSchema,
  along: z.enum(['ew', 'ns']).optional(),
  tokens: TokenCountsSchema.optional(),
  name: z.string().optional(),
})
export type Artifact = z.infer<typeof ArtifactSchema>

/**
 * The dungeon board. `origin` is the table point [x, z] in cm of the north-west corner of square
 * [0, 0]; `wallHeight` how tall the walls are drawn and built as solids (default 3 inches).
 * `heroTeam`: the figure sides that form the hero team (only they use artifacts, 002
 * "Artefaktregeln"); every other side is the dungeon's (Mage Spawns, monsters).
 */
export const DungeonSchema = z.strictObject({
  origin: z.tuple([coordinateCm, coordinateCm]),
  columns: z.number().int().min(1).max(MAX_BOARD_SQUARES),
  rows: z.number().int().min(1).max(MAX_BOARD_SQUARES),
  wallHeight: lengthCm(100).optional(),
  heroTeam: z.array(idString).max(20),
  segments: listOf(SegmentSchema, MAX_DUNGEON_RECORDS.segments, 'segments'),
  walls: listOf(EdgeSchema, MAX_DUNGEON_RECORDS.edges, 'walls').optional(),
  doorways: listOf(DoorwaySchema, MAX_DUNGEON_RECORDS.edges, 'doorways').optional(),
  entrances: listOf(EntranceSchema, MAX_DUNGEON_RECORDS.segments, 'entrances').optional(),
  terrain: listOf(SquareTerrainSchema, MAX_DUNGEON_RECORDS.squares, 'squares').optional(),
  artifacts: listOf(ArtifactSchema, MAX_DUNGEON_RECORDS.artifacts, 'artifacts').optional(),
})
export type Dungeon = z.infer<typeof DungeonSchema>
