/**
 * Everything the table says about two Mage Knight pieces, in one call (`mkPairFacts`): both
 * centre points, the horizontal distance between them in inches (core 5, 000 "Entfernungen"),
 * base contact (core 6; sections never, 001), the line of fire from centre point to centre point
 * (core 7, measured by the castle's `lineOfFire.ts` so a castle shot and a field shot agree,
 * R-SE-1), what each stands on and whether that is above the table (core 8), and the exact
 * bearing from each centre to the other (the large-figure rules pick a section from it). Facts
 * only: which of them count is the rules' call.
 */
import { cmToInches, cm, type Inches } from '../../math/units'
import { castlePartOf } from '../castle/colliders'
import { castleEnd, castleLineOfFire, type CastleEnd, type CastleLineOfFire } from '../castle/lineOfFire'
import { surfaceAt } from '../measure/surfaces'
import type { TableWorld } from '../world/tableWorld'
import { baseGap } from './contacts'
import { contactOptions, exactBearingDeg, mkEndOf, type MkContactOptions, type MkEnd } from './ends'

/** A base higher than this above the table (cm) stands on something: the same margin the castle report uses. */
export const MK_RAISED_MIN_CM = 0.05
/** How far above a base the surface under it is looked for (cm): the base stands on what is just below. */
const SURFACE_PROBE_CM = 0.05

/** What an end stands on, at its centre point (R-MKT.2). */
export interface MkStanding {
  /** Height of the base above the table (a section: its top), cm. */
  heightCm: number
  /** The piece under the centre point (a terrain id, a castle part id such as `w-left/body`), `table`, or a section end's own id. */
  on: string
  /** The castle section or plank whose top carries a figure, or the section end itself; null off the castle. */
  castle: string | null
  /** Castle part role of the piece under a figure (`solid`, `plank`, `rubble`, `plank-rubble`), or null. */
  castleRole: string | null
  /**
   * Above the table surface (MAGE-KNIGHT-CORE.md 8): on a hill or box top, on the castle, and a
   * section end always (001 "Geländehöhe"). Rubble is above the table too; that it counts as
   * ground (R-SE-2) is the judge's reading (`src/judge/mk/facts.ts`).
   */
  raised: boolean
}

export interface MkPairEnd extends MkEnd {
  standing: MkStanding
}

export interface MkPairFacts {
  from: MkPairEnd
  to: MkPairEnd
  /** Between the centre points, ignoring height (cm), and the same exactly in inches. */
  horizontalCm: number
  horizontalIn: Inches
  /** The two bases touch (core 6, R-MKC-5, R-MKT.1); always false when either end is a castle section (001). */
  baseContact: boolean
  /** Horizontal gap between the rims (cm, negative when overlapping); null when either end is a section. */
  rimGapCm: number | null
  /** From centre point to centre point (core 7, R-SE-1): solids and bases crossed, and the status. */
  lineOfFire: CastleLineOfFire
  /** Exact bearing from `from`'s centre to `to`'s, and back (degrees clockwise from north); null when they coincide. */
  bearingFromDeg: number | null
  bearingToDeg: number | null
}

function standingOf(world: TableWorld, end: MkEnd, line: CastleEnd): MkStanding {
  if (end.kind === 'section') return { heightCm: line.level, on: end.ref, castle: end.ref, castleRole: null, raised: true }
  const [x, y, z] = end.centre3
  const on = y <= MK_RAISED_MIN_CM ? 'table' : surfaceAt(world, x, z, y + SURFACE_PROBE_CM).on
  return {
    heightCm: y,
    on,
    castle: line.standsOn,
    castleRole: on === 'table' ? null : (castlePartOf(world.scene, on)?.role ?? null),
    raised: y > MK_RAISED_MIN_CM,
  }
}

/**
 * The facts between `fromId` and `toId` (figure or castle section ids). Throws a RangeError
 * naming the argument for an unknown id or when both are the same.
 */
export function mkPairFacts(world: TableWorld, fromId: string, toId: string, options: MkContactOptions = {}): MkPairFacts {
  const opts = contactOptions(options)
  const fromEnd = mkEndOf(world, fromId, 'fromId')
  const toEnd = mkEndOf(world, toId, 'toId')
  if (fromId === toId) throw new RangeError(`toId: must differ from fromId, both are "${fromId}"`)
  const fromLine = castleEnd(world, fromId)
  const toLine = castleEnd(world, toId)
  const horizontalCm = Math.hypot(toEnd.centre[0] - fromEnd.centre[0], toEnd.centre[1] - fromEnd.centre[1])
  const gap = fromEnd.figure && toEnd.figure ? baseGap(fromEnd.figure, toEnd.figure, opts) : null
  return {
    from: { ...fromEnd, standing: standingOf(world, fromEnd, fromLine) },
    to: { ...toEnd, standing: standingOf(world, toEnd, toLine) },
    horizontalCm,
    horizontalIn: cmToInches(cm(horizontalCm)),
    baseContact: gap?.inContact ?? false,
    rimGapCm: gap?.rimGapCm ?? null,
    lineOfFire: castleLineOfFire(world, fromLine, toLine),
    bearingFromDeg: exactBearingDeg(fromEnd.centre, toEnd.centre),
    bearingToDeg: exactBearingDeg(toEnd.centre, fromEnd.centre),
  }
}
