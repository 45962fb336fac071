import { z } from 'zod'
import { COVER_LEVELS, TERRAIN_TYPES } from './terrainTypes'
import { SIZE_PROFILES } from './sizeProfiles'
import { CastleSchema } from './castle/schema'
import { DungeonSchema } from './dungeon/schema'
import {
  idString,
  lengthCm,
  listOf,
  nameRef,
  MAX_RADIUS_CM,
  MAX_RECORDS,
  PointSchema,
  rotationDeg,
  SizeSchema,
  tableSideCm,
} from './limits'

/**
 * Sightline scene format, version 1. Units cm, Y up, table top at y = 0,
 * x from 0 to table.width and z from 0 to table.depth.
 * Every object is strict: unknown keys are refused, not dropped. Every length and coordinate is
 * bounded to what a table can hold (limits.ts: Rapier computes in 32-bit floats).
 */
export const Vec3Schema = PointSchema
export type Vec3 = [number, number, number]

// Key order here is the order serializeScene writes (serialize.ts): identity and shape first,
// then kind and geometry, then the optional extras, so that saved files read top-down.
const pieceId = { id: idString }
const pieceKind = {
  type: z.enum(TERRAIN_TYPES),
  /** Overrides the cover level the terrain type brings (9.3). */
  cover: z.enum(COVER_LEVELS).optional(),
}
const pieceTail = {
  name: z.string().optional(),
  color: z.string().optional(),
  notes: z.string().optional(),
}

/** A solid box; `center` is its geometric centre, `size` its [x, y, z] extents. */
export const BoxPieceSchema = z.strictObject({
  ...pieceId,
  shape: z.literal('box'),
  ...pieceKind,
  center: Vec3Schema,
  size: SizeSchema,
  /** Degrees about the vertical axis through `center`, counter-clockwise seen from above (right-handed, Y up). */
  rotationY: rotationDeg.optional(),
  ...pieceTail,
})

/** A solid upright cylinder; `center` is its geometric centre. */
export const CylinderPieceSchema = z.strictObject({
  ...pieceId,
  shape: z.literal('cylinder'),
  ...pieceKind,
  center: Vec3Schema,
  radius: lengthCm(MAX_RADIUS_CM),
  height: lengthCm(),
  ...pieceTail,
})

/** A volume of terrain (forest, thicket) that sight passes through but that hides what is in or behind it. */
export const AreaPieceSchema = z.strictObject({
  ...pieceId,
  shape: z.literal('area'),
  ...pieceKind,
  center: Vec3Schema,
  size: SizeSchema,
  rotationY: rotationDeg.optional(),
  ...pieceTail,
})

export const TerrainPieceSchema = z.discriminatedUnion('shape', [BoxPieceSchema, CylinderPieceSchema, AreaPieceSchema])

/** A ladder from `bottom` to `top` (both points on its centre line); allows vertical movement (8.6). */
export const LadderSchema = z.strictObject({
  id: idString,
  bottom: Vec3Schema,
  top: Vec3Schema,
  width: lengthCm().optional(),
  name: z.string().optional(),
  /** The castle section this ladder stands against: an access point of that section (001 "Planken und Leitern"). */
  against: idString.optional(),
})

/** A figure: `position` is the centre of the underside of its base. */
export const FigureSchema = z.strictObject({
  id: idString,
  side: idString,
  size: z.enum(SIZE_PROFILES),
  position: Vec3Schema,
  prone: z.boolean().optional(),
  /**
   * R-E.9a: the way the model faces, degrees clockwise from the north edge (z = 0; 90 is +x).
   * Kept in the scene so that the view, the judge and a saved file agree on it (8.1, 8.3).
   */
  facing: rotationDeg.optional(),
  name: z.string().optional(),
  /** Reference to a unit card in models/ (rules issue); optional, sight works without it. */
  card: nameRef.optional(),
  /** Id of the figure that operates this telematon (19.1, 19.2); checked against the cards in sceneCards.ts. */
  operator: nameRef.optional(),
  /**
   * A Mage Knight figure instead (issue 4): its card in models/mageknight, the version it was
   * bought at and the clicks of damage taken (one per dial; default the version's start).
   * `aboard`: the id of the chariot this hero rides as its passenger (000 "Passagiere"); its
   * `position` is then its place on the chariot's rear platform (mageknight/chariot.ts).
   * `rider`: on a mount, the id of the figure deployed in its saddle as a cavalry unit (003
   * "Cavalry Units"); the rider's `position` is then the mount's base slot (mageknight/sceneCavalry.ts).
   * Checked against the Mage Knight library in mageknight/sceneFigures.ts.
   */
  mk: z
    .strictObject({
      card: idString,
      version: nameRef.optional(),
      clicks: z.array(z.number().int().min(0)).optional(),
      aboard: idString.optional(),
      rider: idString.optional(),
    })
    .optional(),
  notes: z.string().optional(),
})

export const SceneSchema = z.strictObject({
  format: z.literal('sightline-scene'),
  version: z.literal(1),
  name: z.string(),
  description: z.string().optional(),
  units: z.literal('cm'),
  table: z.strictObject({ width: tableSideCm, depth: tableSideCm, color: z.string().optional() }),
  terrain: listOf(TerrainPieceSchema, MAX_RECORDS.terrain, 'pieces'),
  ladders: listOf(LadderSchema, MAX_RECORDS.ladders, 'ladders').optional(),
  /** Mage Knight castle sections and planks (castleSchema.ts); optional, so older scenes stay valid. */
  castle: CastleSchema.optional(),
  /** A Mage Knight Dungeons board of 1-inch squares (dungeon/schema.ts); optional. */
  dungeon: DungeonSchema.optional(),
  figures: listOf(FigureSchema, MAX_RECORDS.figures, 'figures'),
})

export type BoxPiece = z.infer<typeof BoxPieceSchema>
export type CylinderPiece = z.infer<typeof CylinderPieceSchema>
export type AreaPiece = z.infer<typeof AreaPieceSchema>
export type TerrainPiece = z.infer<typeof TerrainPieceSchema>
export type Ladder = z.infer<typeof LadderSchema>
export type Figure = z.infer<typeof FigureSchema>
export type Scene = z.infer<typeof SceneSchema>
