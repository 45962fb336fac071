/**
 * The pieces a Mage Knight measurement starts from (MAGE-KNIGHT-CORE.md 1, 5): a reference (a
 * figure id or a castle section id) resolved to its centre point, base radius and dial count,
 * the exact bearing between two centres, and the options every measurement here shares. Mage
 * Knight measures from the centre point of the base (000 "Entfernungen"), so every answer of
 * this folder starts here.
 */
import { ownEntry } from '../../scene/records'
import type { Point2 } from '../../math/planar'
import { figureProfile } from '../../scene/figureProfile'
import { SHIPPED_MK_LIBRARY as MK_LIBRARY } from '../../scene/mageknight/shippedLibrary'
import type { Figure } from '../../scene/schema'
import { sectionCentre } from '../castle/queries'
import type { Point3 } from '../types'
import type { TableWorld } from '../world/tableWorld'

/** Default contact tolerance (cm): 0.05 in, the default of R-MKC-5 (rules core settings `baseContactToleranceIn`). */
export const MK_CONTACT_TOLERANCE_CM = 0.05 * 2.54
/** Default (cm, R-MKT.1): bases whose heights differ by more than this never touch (a wall top and the ground beside it). */
export const MK_LEVEL_TOLERANCE_CM = 0.5

/** How the bases of two figures are judged to touch (R-MKC-5, R-MKT.1). */
export interface MkContactOptions {
  /** Rims at most this far apart seen from above touch (cm); default MK_CONTACT_TOLERANCE_CM. */
  contactToleranceCm?: number
  /** Bases whose heights differ by more than this do not touch (cm); default MK_LEVEL_TOLERANCE_CM. */
  levelToleranceCm?: number
}

/** The options with their defaults, each checked: a NaN or a negative tolerance is the caller's mistake. */
export function contactOptions(options: MkContactOptions = {}): Required<MkContactOptions> {
  const out = {
    contactToleranceCm: options.contactToleranceCm ?? MK_CONTACT_TOLERANCE_CM,
    levelToleranceCm: options.levelToleranceCm ?? MK_LEVEL_TOLERANCE_CM,
  }
  for (const [name, value] of Object.entries(out))
    if (!Number.isFinite(value) || value < 0) throw new RangeError(`${name}: expected a finite length >= 0 in cm, got ${value}`)
  return out
}

/** A reference resolved: where its centre point is and what base it has. */
export interface MkEnd {
  ref: string
  kind: 'figure' | 'section'
  /** The figure, or null for a castle section. */
  figure: Figure | null
  /** The centre point seen from above (cm). */
  centre: Point2
  /** A figure's base centre at its base height; a section's centre point at its top (cm). */
  centre3: Point3
  /** Base radius (cm); null for a castle section, which has no round base. */
  radiusCm: number | null
  /** Number of combat dials (a non-Mage-Knight figure counts as one; a section has one). */
  dials: number
}

/** Combat dials of a scene figure: its Mage Knight card's (000: a large figure has four), else one. */
export function mkDialCount(figure: Figure): number {
  const card = figure.mk ? ownEntry(MK_LIBRARY.figures, figure.mk.card) : undefined
  return card ? card.dials.length : 1
}

/** Resolves a figure or section id; `argument` names the caller's parameter in the error. */
export function mkEndOf(world: TableWorld, ref: string, argument: string): MkEnd {
  const figure = world.figure(ref)
  if (figure) {
    const [x, y, z] = figure.position
    return {
      ref,
      kind: 'figure',
      figure,
      centre: [x, z],
      centre3: [x, y, z],
      radiusCm: figureProfile(figure).radius,
      dials: mkDialCount(figure),
    }
  }
  if (world.scene.castle?.sections.some((s) => s.id === ref)) {
    const centre3 = sectionCentre(world, ref)
    return { ref, kind: 'section', figure: null, centre: [centre3[0], centre3[2]], centre3, radiusCm: null, dials: 1 }
  }
  throw new RangeError(`${argument}: no figure or castle section "${ref}" in the scene`)
}

/** The figure with this id; `argument` names the caller's parameter in the error. */
export function mkFigureIn(world: TableWorld, id: string, argument: string): Figure {
  const figure = world.figure(id)
  if (!figure) throw new RangeError(`${argument}: no figure "${id}" in the scene`)
  return figure
}

export { exactBearingDeg } from '../../math/planar'
