import { z } from 'zod'
import piecesFile from '../../../models/castle/pieces.json'
import { CASTLE_PORTAL_IDS, CASTLE_SECTION_KINDS, CASTLE_ACCESS_IDS } from '../mageknight/castleSections'
import { TERRAIN_TYPES } from '../terrainTypes'
import { said } from '../problems'
import { coded } from '../zodIssues'
import { castlePiece, SHIPPED_CASTLE_PIECES } from './shippedPieces'

/**
 * The 3D shapes of the castle section kinds (`models/castle/pieces.json`) as validated data.
 * The rules data of the same kinds (dials, points) is `models/castle/sections.json` (mkDial.ts);
 * portal and access point ids must agree with it, which the schema checks.
 *
 * Local coordinates in cm: origin at the centre of the footprint on the ground, y up, x along
 * the wall line, -z the field side. 2D points are [x, z] seen from above.
 */
const finite = z.number().finite()
const positive = finite.positive()
const Point2Schema = z.tuple([finite, finite]).readonly()
const Point3Schema = z.tuple([finite, finite, finite])
/** The schema of a point seen from above (math/planar Point2). */

/** A flat area seen from above: a polygon (convex, in order), a circle, or a segment (a door's sill). */
export const CastleAreaSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('polygon'), points: z.array(Point2Schema).min(3) }),
  z.strictObject({ type: z.literal('circle'), center: Point2Schema, radius: positive }),
  z.strictObject({ type: z.literal('segment'), from: Point2Schema, to: Point2Schema }),
])
export type CastleArea = z.infer<typeof CastleAreaSchema>

export const CastlePrimitiveSchema = z.discriminatedUnion('shape', [
  z.strictObject({
    id: z.string().min(1),
    shape: z.literal('box'),
    center: Point3Schema,
    size: z.tuple([positive, positive, positive]),
    rotationY: finite.optional(),
  }),
  z.strictObject({ id: z.string().min(1), shape: z.literal('cylinder'), center: Point3Schema, radius: positive, height: positive }),
])
export type CastlePrimitive = z.infer<typeof CastlePrimitiveSchema>

/** Where an edge of the outline faces: the field, the courtyard, or a neighbouring section of the wall line. */
export const OUTLINE_FACES = ['outer', 'inner', 'end'] as const
export type OutlineFace = (typeof OUTLINE_FACES)[number]

export const PORTAL_KINDS = ['door', 'gate', 'portcullis'] as const
export const ACCESS_KINDS = ['door', 'stairs', 'top', 'ladder'] as const
export type PortalKind = (typeof PORTAL_KINDS)[number]
export type AccessKind = (typeof ACCESS_KINDS)[number]

export const CastlePieceSchema = z
  .strictObject({
    kind: z.enum(CASTLE_SECTION_KINDS),
    name: z.string().min(1),
    /** Terrain type of the solid parts for the Universalis rules (cover, passability). */
    solidType: z.enum(TERRAIN_TYPES),
    solids: z.array(CastlePrimitiveSchema).min(1),
    /** Walkable tops, all at the file's `height`. */
    tops: z.array(z.strictObject({ id: z.string().min(1), area: CastleAreaSchema })).min(1),
    /** Ground inside the footprint where figures may stand (gatehouse passage, gateway), free up to `clearHeight`. */
    passages: z.array(z.strictObject({ id: z.string().min(1), area: CastleAreaSchema, clearHeight: positive })),
    /** A closed portal fills its `opening` box with a solid of `type`; an open one leaves it free. */
    portals: z.array(
      z.strictObject({
        id: z.string().min(1),
        kind: z.enum(PORTAL_KINDS),
        type: z.enum(TERRAIN_TYPES),
        opening: z.strictObject({ center: Point3Schema, size: z.tuple([positive, positive, positive]) }),
      }),
    ),
    /** Access points: a figure at height `level` whose base comes into contact with `area` touches it. */
    accessPoints: z.array(
      z.strictObject({
        id: z.string().min(1),
        kind: z.enum(ACCESS_KINDS),
        portal: z.string().min(1).optional(),
        level: finite,
        area: CastleAreaSchema,
      }),
    ),
    /** The section's centre point (001 "Angriffe": lines of fire and distances start here). */
    centre: Point3Schema,
    /** The footprint outline; `faces[i]` tags the edge from points[i] to points[i + 1]. */
    outline: z.discriminatedUnion('type', [
      z.strictObject({ type: z.literal('polygon'), points: z.array(Point2Schema).min(3), faces: z.array(z.enum(OUTLINE_FACES)) }),
      z.strictObject({ type: z.literal('circle'), center: Point2Schema, radius: positive, face: z.enum(OUTLINE_FACES) }),
    ]),
    /** The walkway's centre line, for kinds that have one (planks run parallel to it, 001 "Planken und Leitern"). */
    walkway: z.strictObject({ from: Point2Schema, to: Point2Schema }).optional(),
    /** What lies there once the section is destroyed (001 "Castle Sektionen zerstören"): same footprint, low. */
    rubble: z.array(CastlePrimitiveSchema).min(1),
  })
  .superRefine((piece, ctx) => {
    // Coded (issue 14): the view says each problem in German from its code and values (problemCardTexts.ts).
    const portalIds = piece.portals.map((p) => p.id)
    const want: readonly string[] = CASTLE_PORTAL_IDS[piece.kind]
    const list = (ids: readonly string[]) => `[${ids.join(', ')}]`
    if (portalIds.join() !== want.join())
      ctx.addIssue({
        code: 'custom',
        path: ['portals'],
        ...coded(
          said(`a ${piece.kind} has the portals ${list(want)}, got ${list(portalIds)}`, 'castle-piece-portals', {
            kind: piece.kind,
            want: list(want),
            got: list(portalIds),
          }),
        ),
      })
    const accessIds = piece.accessPoints.map((a) => a.id)
    const wantAccess: readonly string[] = CASTLE_ACCESS_IDS[piece.kind]
    if (accessIds.join() !== wantAccess.join())
      ctx.addIssue({
        code: 'custom',
        path: ['accessPoints'],
        ...coded(
          said(`a ${piece.kind} has the access points ${list(wantAccess)}, got ${list(accessIds)}`, 'castle-piece-access', {
            kind: piece.kind,
            want: list(wantAccess),
            got: list(accessIds),
          }),
        ),
      })
    piece.accessPoints.forEach((a, i) => {
      if (a.portal !== undefined && !portalIds.includes(a.portal))
        ctx.addIssue({
          code: 'custom',
          path: ['accessPoints', i, 'portal'],
          ...coded(said(`no portal "${a.portal}"`, 'castle-piece-no-portal', { portal: a.portal, portals: list(portalIds) })),
        })
    })
    if (piece.outline.type === 'polygon' && piece.outline.faces.length !== piece.outline.points.length)
      ctx.addIssue({
        code: 'custom',
        path: ['outline', 'faces'],
        ...coded(
          said(`one face per edge: ${piece.outline.points.length} edges, got ${piece.outline.faces.length} faces`, 'castle-piece-faces', {
            edges: piece.outline.points.length,
            got: piece.outline.faces.length,
          }),
        ),
      })
  })
export type CastlePiece = z.infer<typeof CastlePieceSchema>

export const CastlePiecesFileSchema = z
  .strictObject({
    format: z.literal('sightline-castle-pieces'),
    version: z.literal(1),
    units: z.literal('cm'),
    notes: z.string().optional(),
    /** The one height of every walkable top (001 "Geländehöhe": all sections count as the same height). */
    height: positive,
    rubbleHeight: positive,
    plankThickness: positive,
    pieces: z.array(CastlePieceSchema),
  })
  .superRefine((file, ctx) => {
    const kinds = file.pieces.map((p) => p.kind)
    for (const kind of CASTLE_SECTION_KINDS) {
      const count = kinds.filter((k) => k === kind).length
      if (count !== 1)
        ctx.addIssue({
          code: 'custom',
          path: ['pieces'],
          ...coded(said(`needs exactly one piece of kind ${kind}, got ${count}`, 'castle-piece-kind-count', { kind, count })),
        })
    }
  })
export type CastlePiecesFile = z.infer<typeof CastlePiecesFileSchema>

/** The shipped file validated: throws on a broken model file, naming every issue (the tests hold it equal to SHIPPED_CASTLE_PIECES). */
export const validatedShippedPieces = (): CastlePiecesFile => CastlePiecesFileSchema.parse(piecesFile)

validatedShippedPieces()

/**
 * The shipped catalogue, validated once at import (above): a broken model file fails loudly at
 * start-up. The object is shippedPieces.ts's, which geometry takes without the schema.
 */
export const CASTLE_PIECES: CastlePiecesFile = SHIPPED_CASTLE_PIECES
export { castlePiece }
