import { CM_PER_INCH } from '../../math/units'

/**
 * The Dungeons board's measures in cm, apart from its schema (schema.ts re-exports them) because
 * geometry builds walls from them in a heat map worker, which loads no zod (issue 15).
 */

/** The side of a square length: Mage Knight Dungeons squares are 1 inch. */
export const SQUARE_CM = CM_PER_INCH

/** Default wall height: 3 inches, taller than a Mage Knight figure, so walls block sight as on the real board. */
export const DEFAULT_WALL_HEIGHT_CM = 3 * CM_PER_INCH
