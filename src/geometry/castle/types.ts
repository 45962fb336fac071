/**
 * Plain-data answers of the castle queries (castleQueries.ts). Types only: `src/rules` may import
 * them through `src/geometry/types` (which re-exports this file). Lengths in cm, points in table
 * coordinates; 2D points are [x, z] seen from above.
 */
import type { CastleSectionKind } from '../../scene/mageknight/castleSections'
import type { Point3 } from '../types'

export type { Point2 } from '../../math/planar'
import type { Point2 } from '../../math/planar'

/** Which edge of a section's outline: toward the field, the courtyard, or a neighbour on the wall line. */
export type OutlineFaceKind = 'outer' | 'inner' | 'end'

/** Where a figure stands relative to the castle (001 "Platzierung der Helden"). */
export interface SectionUnder {
  figureId: string
  /** The section whose walkable top carries the base centre at its height, or null. */
  sectionId: string | null
  kind: CastleSectionKind | null
  /** A plank carrying the base centre (when no section does), or null. */
  plankId: string | null
  /** The whole base lies on that section's top (no overhang). */
  fits: boolean
  /** How far (cm) the base reaches beyond that section's top; 0 when it fits. */
  overhang: number
  /** The whole base lies on walkable castle tops at that height: sections and planks together (a base across the joint of two walls). */
  fitsOnCastle: boolean
  /** A ground-level passage the base centre stands in (the gatehouse's, a gateway's), or null. */
  passage: { sectionId: string; passageId: string } | null
}

/** One place where a line of fire crosses a section's outline, seen from above. */
export interface OutlineCrossing {
  sectionId: string
  face: OutlineFaceKind
  point: Point2
  /** Share of the way from the shooter (0) to the target (1). */
  t: number
  /** The crossing lies on another section's outline or inside it: an edge two sections share, not open ground. */
  abutting: boolean
}

/** The castle facts of a line of fire (001 "Helden in Castle Sektionen angreifen"). */
export interface OutlineCrossings {
  from: Point3
  to: Point3
  /** Every crossing of an outline of a standing section, nearest the shooter first. */
  crossings: OutlineCrossing[]
  /** Ids of the sections whose outlines are crossed, in order of first crossing. */
  sectionsCrossed: string[]
  /** The section whose walkable top carries the shooter's / target's point at its height, or null. */
  fromSection: string | null
  toSection: string | null
}

/** An access point of a section (001 "Zugangspunkte"). */
export interface CastleAccessPoint {
  sectionId: string
  /** The kind's access point id (`door-1`, `top`) or, for a ladder, the ladder's id. */
  id: string
  kind: 'door' | 'stairs' | 'top' | 'ladder'
  /** The portal this access point is, or null. */
  portal: string | null
  /** False for a door whose portal is closed (001 "Ein geschlossenes Portal ist nicht mit anderen Zugangspunkten verbunden"). */
  connected: boolean
  /** Heights (cm) at which a figure's base meets it: the ground for a door, the top for `top`, both ends of a ladder. */
  levels: number[]
}

/** Whether a portal may close: no figure's base overlaps its opening (001 "Torhaus"). */
export interface PortalCloseCheck {
  sectionId: string
  portalId: string
  canClose: boolean
  /** Figures whose bases overlap the opening. */
  blockers: string[]
}

/** Base contact judged from above (001 "Zugangspunkte": contact across adjacent sections). */
export interface CastleBaseContact {
  a: string
  b: string
  /** Horizontal distance between the base rims (negative when they overlap seen from above). */
  horizontalGap: number
  /** The rims meet within the tolerance seen from above, whatever the heights. */
  contactFromAbove: boolean
  sectionA: string | null
  sectionB: string | null
  /** Both stand on sections, different ones, whose outlines touch. */
  adjacentSections: boolean
}
