/**
 * Base contact of Mage Knight figures (MAGE-KNIGHT-CORE.md 6): two round bases touch when their
 * rims, seen from above, are at most the contact tolerance apart (R-MKC-5) and they stand at the
 * same level (R-MKT.1: a figure on a wall top does not touch one on the ground beside it; two
 * figures on adjacent castle sections stand at the same height and do, 001 "Zugangspunkte").
 * Castle sections have no base and are never in base contact (001 "Allgemeine Regeln"): they
 * never appear here. Which section of a large figure a contact touches is the rules' call from
 * the exact bearing given here (000 "Großfiguren angreifen").
 */
import type { Point2 } from '../../math/planar'
import { figureProfile } from '../../scene/figureProfile'
import type { Figure } from '../../scene/schema'
import type { TableWorld } from '../world/tableWorld'
import { contactOptions, exactBearingDeg, mkDialCount, mkFigureIn, type MkContactOptions } from './ends'

/** How two bases lie to each other seen from above and in height. */
export interface MkBaseGap {
  /** Horizontal distance between the rims (cm); negative when the bases overlap seen from above. */
  rimGapCm: number
  /** Height of the second base minus the first's (cm). */
  levelDifferenceCm: number
  /** The rims touch within the contact tolerance and the bases stand at the same level. */
  inContact: boolean
}

/** The gap between two figures' bases (pure arithmetic over the scene records). */
export function baseGap(a: Figure, b: Figure, options: MkContactOptions = {}): MkBaseGap {
  const { contactToleranceCm, levelToleranceCm } = contactOptions(options)
  const centres = Math.hypot(b.position[0] - a.position[0], b.position[2] - a.position[2])
  const rimGapCm = centres - figureProfile(a).radius - figureProfile(b).radius
  const levelDifferenceCm = b.position[1] - a.position[1]
  return { rimGapCm, levelDifferenceCm, inContact: rimGapCm <= contactToleranceCm && Math.abs(levelDifferenceCm) <= levelToleranceCm }
}

/** One figure in base contact with the figure asked about. */
export interface MkContact {
  id: string
  side: string
  /** Combat dials of the touching figure (one for a non-Mage-Knight figure). */
  dials: number
  /**
   * Where the bases touch, seen from above (cm): on the segment between the centres, halfway
   * across the gap (or the overlap) between the two rims, so exactly on both rims when they touch.
   */
  contactPoint: Point2
  /** Exact bearing from the asked figure's centre to the contact point (and to the other centre). */
  bearingDeg: number
  rimGapCm: number
  levelDifferenceCm: number
}

/**
 * Every figure in base contact with figure `id`, nearest rim first (then by id). A castle section
 * id is refused: sections are never in base contact (001), so asking is a caller's mistake.
 */
export function mkContactsOf(world: TableWorld, id: string, options: MkContactOptions = {}): MkContact[] {
  const opts = contactOptions(options)
  const figure = world.figure(id)
  if (!figure) {
    const section = world.scene.castle?.sections.some((s) => s.id === id)
    throw new RangeError(
      section ? `id: "${id}" is a castle section, never in base contact (001 "Allgemeine Regeln")` : `id: no figure "${id}" in the scene`,
    )
  }
  const r = figureProfile(figure).radius
  const [x, , z] = figure.position
  const contacts: MkContact[] = []
  for (const other of world.scene.figures) {
    if (other.id === id) continue
    const gap = baseGap(figure, other, opts)
    if (!gap.inContact) continue
    const dx = other.position[0] - x
    const dz = other.position[2] - z
    const bearing = exactBearingDeg([x, z], [other.position[0], other.position[2]])
    // Centres that coincide have no direction to touch in; no two bases on the table do that.
    if (bearing === null) continue
    // From the centre along the line of centres to the rim, then half the gap further.
    const along = (r + gap.rimGapCm / 2) / Math.hypot(dx, dz)
    contacts.push({
      id: other.id,
      side: other.side,
      dials: mkDialCount(other),
      contactPoint: [x + along * dx, z + along * dz],
      bearingDeg: bearing,
      rimGapCm: gap.rimGapCm,
      levelDifferenceCm: gap.levelDifferenceCm,
    })
  }
  return contacts.sort((a, b) => a.rimGapCm - b.rimGapCm || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
}

/** Whether two figures' bases touch (core 6, R-MKT.1); both ids must name figures. */
export function mkBaseContact(world: TableWorld, aId: string, bId: string, options: MkContactOptions = {}): MkBaseGap {
  return baseGap(mkFigureIn(world, aId, 'aId'), mkFigureIn(world, bId, 'bId'), options)
}
