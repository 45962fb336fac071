/**
 * How big a scene may be, and the number schemas that hold every length and coordinate to it.
 *
 * Why bounds at all: Rapier stores positions and sizes as 32-bit floats (about 7 significant
 * digits, largest 3.4e38). A box 1e39 cm long became infinite there and hid nothing, and far below
 * that the 0.01 cm tolerances of the checks and the geometry stop meaning anything. Every number
 * of a scene is held to what a tabletop holds; at 2000 cm a 32-bit float still resolves 0.0001 cm.
 */
import { z } from 'zod'

/**
 * The largest table side: 10 m, several times the largest gaming tables (6 x 4 ft is 183 x 122 cm;
 * the shipped scenes are at most 183 cm).
 */
export const MAX_TABLE_CM = 1000
/** Every length of a piece (a box's sides, a cylinder's height), ladder or plank: none is larger than the largest table. */
export const MAX_LENGTH_CM = MAX_TABLE_CM
/** A cylinder's radius: its diameter is at most the largest table. */
export const MAX_RADIUS_CM = MAX_LENGTH_CM / 2
/**
 * Every coordinate: the largest table with as much again beyond each edge and up to twice its side
 * high. Generous on purpose: a piece may overhang the edge and a coordinate is only a point of it;
 * the on-table checks (checks.ts) then hold figures, pieces, sections, ladders and planks to the
 * scene's own table.
 */
export const MIN_COORDINATE_CM = -MAX_TABLE_CM
export const MAX_COORDINATE_CM = 2 * MAX_TABLE_CM
/** rotationY, degrees: one turn either way names every angle; more is a typo (the editor saves 0 to 360). */
export const MAX_ROTATION_DEG = 360
/** The depth of the opposing deployment zone (castle set-up), inches: at most the largest table (393.7 in). */
export const MAX_ZONE_DEPTH_IN = 393

/**
 * A scene file's largest size: 20 MB (in characters of text, which is bytes for the ASCII that
 * scene files are). The bench scene with 222 pieces and 48 figures is 60 kB; a 77 MB file of
 * 300,000 bad figures took 11.6 s and 1 GB to refuse. Checked before parsing.
 */
export const MAX_SCENE_CHARS = 20 * 1024 * 1024
/** The most problems a refusal lists; the rest are counted in one last line (`… and 2,345 more`). */
export const MAX_PROBLEMS = 100

/**
 * The most records of each kind a scene may hold. The semantic checks compare figures with each
 * other and with every piece and section (quadratic), so a file of 300,000 figures must be refused
 * by its count, not checked pair by pair. Far above any game: the bench scene has 222 pieces and
 * 48 figures, the full castle 15 sections.
 */
export const MAX_RECORDS = { terrain: 2000, ladders: 500, figures: 1000, sections: 200, planks: 200 } as const

/**
 * Ids, sides and the names of the cards and versions a figure refers to: they are repeated in
 * every message and ruling about the thing, so a 10 MB id would make 10 MB messages.
 */
export const MAX_ID_CHARS = 100

const finite = z.number().finite()

/** A reference by name (a card, a version, an operator): at most MAX_ID_CHARS characters. */
export const nameRef = z.string().max(MAX_ID_CHARS)
/** An id or side: not empty, at most MAX_ID_CHARS characters. */
export const idString = z.string().min(1).max(MAX_ID_CHARS)

/**
 * A refinement whose problem reads `at most 1000 cm, got 1e+39` (zodIssues.ts writes the `got`);
 * relation, bound and unit say it again for a translation (issue 14).
 */
const limit = (relation: 'atLeast' | 'atMost', bound: number, unit: string) => ({
  params: { limit: `${relation === 'atLeast' ? 'at least' : 'at most'} ${bound} ${unit}`, relation, bound, unit },
})

/** A coordinate in cm (x, y or z of a point), within MIN_COORDINATE_CM to MAX_COORDINATE_CM. */
export const coordinateCm = finite
  .refine((v) => v >= MIN_COORDINATE_CM, limit('atLeast', MIN_COORDINATE_CM, 'cm'))
  .refine((v) => v <= MAX_COORDINATE_CM, limit('atMost', MAX_COORDINATE_CM, 'cm'))

/** A point [x, y, z] in cm. */
export const PointSchema = z.tuple([coordinateCm, coordinateCm, coordinateCm])

/** A length in cm: greater than 0, at most `max`. */
export const lengthCm = (max: number = MAX_LENGTH_CM) => finite.positive().refine((v) => v <= max, limit('atMost', max, 'cm'))

/** A table side in cm. */
export const tableSideCm = lengthCm(MAX_TABLE_CM)

/** A box's or an area's size [x, y, z] in cm. */
export const SizeSchema = z.tuple([lengthCm(), lengthCm(), lengthCm()])

/** A rotation about the vertical axis in degrees, -360 to 360. */
export const rotationDeg = finite
  .refine((v) => v >= -MAX_ROTATION_DEG, limit('atLeast', -MAX_ROTATION_DEG, 'degrees'))
  .refine((v) => v <= MAX_ROTATION_DEG, limit('atMost', MAX_ROTATION_DEG, 'degrees'))

/** A list of at most `max` records (MAX_RECORDS); validate.ts refuses a longer list before parsing its items. */
export const listOf = <T extends z.ZodType>(item: T, max: number, what: string) =>
  z.array(item).refine((list) => list.length <= max, limit('atMost', max, what))

/** A depth in inches (the castle set-up's opposing zone). */
export const zoneDepthIn = finite.positive().refine((v) => v <= MAX_ZONE_DEPTH_IN, limit('atMost', MAX_ZONE_DEPTH_IN, 'in'))
