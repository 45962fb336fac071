import { z } from 'zod'
import { userRecord } from '../userRecord'
import { CASTLE_SECTION_KINDS } from '../mageknight/castleSections'
import { idString, lengthCm, listOf, MAX_RECORDS, PointSchema, rotationDeg, zoneDepthIn } from '../limits'

/**
 * The optional `castle` key of a scene (issue 4): Mage Knight castle sections placed on the
 * table, and the planks between wall sections. Old scenes have no castle and stay valid.
 * Castle ladders are the scene's `ladders` with `against` naming the section (schema.ts).
 * Shapes come from `models/castle/pieces.json` by `kind` (castlePieces.ts); lengths in cm, bounded
 * like every length and coordinate of a scene (limits.ts).
 */
const Vec3Schema = PointSchema

export const PORTAL_STATES = ['open', 'closed'] as const
export type PortalState = (typeof PORTAL_STATES)[number]

export const CASTLE_VERSIONS = ['heavy', 'light'] as const
export type CastleVersion = (typeof CASTLE_VERSIONS)[number]

/**
 * Portal states by portal id (that the ids are the kind's is checked in castle/checks.ts); every
 * own key is kept, "__proto__" as an entry like any other (userRecord.ts says why not z.record).
 */
const PortalsSchema = userRecord(z.enum(PORTAL_STATES), 'an object of portal ids and their states')

/**
 * One section. `center` is the centre of its footprint at its base (on the table: y = 0);
 * `rotationY` degrees counter-clockwise seen from above, as for terrain. `clicks` is the dial
 * position (clicks turned from the dial's first click), default the version's start.
 * `portals` maps portal id to state; a portal left out is closed (001 "Portale": all portals
 * are closed at the start). `destroyed`: rubble lies there instead (001 "Castle Sektionen zerstören").
 */
export const CastleSectionSchema = z.strictObject({
  id: idString,
  kind: z.enum(CASTLE_SECTION_KINDS),
  side: idString,
  center: Vec3Schema,
  rotationY: rotationDeg.optional(),
  version: z.enum(CASTLE_VERSIONS),
  clicks: z.number().int().min(0).optional(),
  portals: PortalsSchema.optional(),
  destroyed: z.boolean().optional(),
  name: z.string().optional(),
  notes: z.string().optional(),
})

/**
 * A plank extending a walkway across a gap (001 "Planken und Leitern"): `from` and `to` are
 * the ends of its centre line on its top surface, `width` across. A destroyed plank (its wall
 * fell) lies as rubble on the ground below.
 */
export const PlankSchema = z.strictObject({
  id: idString,
  from: Vec3Schema,
  to: Vec3Schema,
  width: lengthCm(),
  destroyed: z.boolean().optional(),
  name: z.string().optional(),
})

export const TABLE_EDGES = ['north', 'south', 'west', 'east'] as const

/**
 * Who plays the castle and from which table edge (001 "Spielfeld und Aufbau": sections within
 * 18 inches of their player's edge, 30 inches from the opposing deployment zone). north is
 * z = 0, south z = depth, west x = 0, east x = width. `opponentZoneDepthIn` is the depth of the
 * opposing deployment zone along the opposite edge (ruling R-SE-8).
 */
export const SiegeSetupSchema = z.strictObject({
  castleSide: idString,
  castleEdge: z.enum(TABLE_EDGES),
  opponentZoneDepthIn: zoneDepthIn,
})

export const CastleSchema = z.strictObject({
  sections: listOf(CastleSectionSchema, MAX_RECORDS.sections, 'sections'),
  planks: listOf(PlankSchema, MAX_RECORDS.planks, 'planks').optional(),
  setup: SiegeSetupSchema.optional(),
})

export type CastleSection = z.infer<typeof CastleSectionSchema>
export type Plank = z.infer<typeof PlankSchema>
export type Castle = z.infer<typeof CastleSchema>

export { portalClosed, sectionClicks, VERSION_START_CLICKS } from './sectionState'
