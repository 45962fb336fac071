/**
 * Saving a scene as text that diffs well: keys in schema order whatever order the object was
 * built in, two-space indent, and number triples on one line (`"center": [46.5, 1.35, 45]`)
 * so that a piece reads as a few lines instead of a column of numbers.
 */
import {
  AreaPieceSchema,
  BoxPieceSchema,
  CylinderPieceSchema,
  FigureSchema,
  LadderSchema,
  SceneSchema,
  type Scene,
  type TerrainPiece,
} from './schema'
import { CastleSchema, CastleSectionSchema, PlankSchema, type Castle } from './castle/schema'
import {
  ArtifactSchema,
  DoorwaySchema,
  DungeonSchema,
  EdgeSchema,
  EntranceSchema,
  SegmentSchema,
  SquareRectSchema,
  SquareTerrainSchema,
  TokenCountsSchema,
  type Dungeon,
} from './dungeon/schema'

const SCENE_KEYS = Object.keys(SceneSchema.shape)
const TABLE_KEYS = Object.keys(SceneSchema.shape.table.shape)
const PIECE_KEYS: Record<TerrainPiece['shape'], string[]> = {
  box: Object.keys(BoxPieceSchema.shape),
  cylinder: Object.keys(CylinderPieceSchema.shape),
  area: Object.keys(AreaPieceSchema.shape),
}
const LADDER_KEYS = Object.keys(LadderSchema.shape)
const FIGURE_KEYS = Object.keys(FigureSchema.shape)
const CASTLE_KEYS = Object.keys(CastleSchema.shape)
const SECTION_KEYS = Object.keys(CastleSectionSchema.shape)
const PLANK_KEYS = Object.keys(PlankSchema.shape)
const DUNGEON_KEYS = Object.keys(DungeonSchema.shape)
const SEGMENT_KEYS = Object.keys(SegmentSchema.shape)
const RECT_KEYS = Object.keys(SquareRectSchema.shape)
const EDGE_KEYS = Object.keys(EdgeSchema.shape)
const DOORWAY_KEYS = Object.keys(DoorwaySchema.shape)
const ENTRANCE_KEYS = Object.keys(EntranceSchema.shape)
const SQUARE_TERRAIN_KEYS = Object.keys(SquareTerrainSchema.shape)
const ARTIFACT_KEYS = Object.keys(ArtifactSchema.shape)
const TOKEN_KEYS = Object.keys(TokenCountsSchema.shape)

/**
 * A copy with the schema's keys first, in schema order, and undefined values left out. Keys the
 * schema does not know are kept after them: saving must not silently drop data, and the next
 * load will then name them.
 */
function ordered(value: object, keys: readonly string[]): Record<string, unknown> {
  const source = value as Record<string, unknown>
  const out: Record<string, unknown> = {}
  for (const key of [...keys, ...Object.keys(source).filter((k) => !keys.includes(k))]) {
    if (source[key] !== undefined) out[key] = source[key]
  }
  return out
}

function orderCastle(castle: Castle): Record<string, unknown> {
  return ordered(
    {
      ...castle,
      // Portal states keep the order they were given in (a record, not a schema).
      sections: castle.sections.map((s) => ordered(s, SECTION_KEYS)),
      planks: castle.planks?.map((p) => ordered(p, PLANK_KEYS)),
    },
    CASTLE_KEYS,
  )
}

/** The dungeon's keys and every record's keys in schema order; lists keep the order they were given in. */
function orderDungeon(dungeon: Dungeon): Record<string, unknown> {
  return ordered(
    {
      ...dungeon,
      segments: dungeon.segments.map((s) => ordered({ ...s, squares: s.squares.map((r) => ordered(r, RECT_KEYS)) }, SEGMENT_KEYS)),
      walls: dungeon.walls?.map((w) => ordered(w, EDGE_KEYS)),
      doorways: dungeon.doorways?.map((d) => ordered(d, DOORWAY_KEYS)),
      entrances: dungeon.entrances?.map((e) => ordered(e, ENTRANCE_KEYS)),
      terrain: dungeon.terrain?.map((t) => ordered(t, SQUARE_TERRAIN_KEYS)),
      artifacts: dungeon.artifacts?.map((a) => ordered({ ...a, tokens: a.tokens && ordered(a.tokens, TOKEN_KEYS) }, ARTIFACT_KEYS)),
    },
    DUNGEON_KEYS,
  )
}

function orderScene(scene: Scene): Record<string, unknown> {
  return ordered(
    {
      ...scene,
      table: ordered(scene.table, TABLE_KEYS),
      terrain: scene.terrain.map((p) => ordered(p, PIECE_KEYS[p.shape] ?? [])),
      ladders: scene.ladders?.map((l) => ordered(l, LADDER_KEYS)),
      castle: scene.castle && orderCastle(scene.castle),
      dungeon: scene.dungeon && orderDungeon(scene.dungeon),
      figures: scene.figures.map((f) => ordered(f, FIGURE_KEYS)),
    },
    SCENE_KEYS,
  )
}

const isNumberRow = (value: unknown[]): boolean => value.length > 0 && value.every((v) => typeof v === 'number')

/** JSON.stringify with two-space indent, except that arrays of numbers stay on one line. */
function pretty(value: unknown, indent: string): string {
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]'
    if (isNumberRow(value)) return `[${value.map((v) => JSON.stringify(v)).join(', ')}]`
    const inner = `${indent}  `
    return `[\n${value.map((v) => inner + pretty(v, inner)).join(',\n')}\n${indent}]`
  }
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined)
    if (entries.length === 0) return '{}'
    const inner = `${indent}  `
    return `{\n${entries.map(([k, v]) => `${inner}${JSON.stringify(k)}: ${pretty(v, inner)}`).join(',\n')}\n${indent}}`
  }
  return JSON.stringify(value) ?? 'null'
}

/**
 * The scene as stable, pretty JSON ending in a newline; `parseSceneText` reads it back to an
 * equal scene. Same scene in, same text out, so saved files only change where the scene did.
 * @example writeFileSync('scenes/mine.json', serializeScene(scene))
 */
export function serializeScene(scene: Scene): string {
  return `${pretty(orderScene(scene), '')}\n`
}
