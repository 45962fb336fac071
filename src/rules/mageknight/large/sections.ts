import type { Point2 } from '../../../math/planar'
import type { RulingLine } from '../../kernel/clauses'
import { detailed } from '../../kernel/detail'
import { relativeBearingDeg, signedDeg } from '../core/arcs'
import { LARGE } from '../core/clauses'
import { isEliminated, isInactiveDial, statsOf, type MkPiece } from '../core/dial'
import { DEFAULT_LARGE_FIGURE_SETTINGS, LF_RULINGS, type LargeFigureSettings, type SectionArc } from './settings'

/**
 * The four sections of a large figure (000 "Kampfscheiben"): each is a dial of the piece, named
 * on the card (`front`, `left`, `right`, `rear`; the dial's index is the section's index), and a
 * quarter of the base seen from its centre point. Which section a point lies in decides which
 * section an attack hits (000 "Großfiguren angreifen"), whom a section may shoot at (000
 * "Fernkampf") and which sections a touching base touches. Points are the scene's (cm, [x, z]);
 * bearings are the core's (arcs.ts: clockwise, 0 ahead).
 */

/** Where a large figure stands: its base's centre point (000 "Entfernungen") and its facing. */
export interface LargePlacement {
  centre: Point2
  facingDeg: number
}

/** The section(s) in the direction of a point: one, or two at a boundary (its owner then chooses). */
export interface SectionHit {
  /** Where the point lies seen from the centre: degrees, 0 ahead, positive to the figure's right. */
  bearingDeg: number
  /** Sections whose arc holds the bearing, nearest arc centre first. */
  sections: string[]
  /** On the line between two sections, within the tolerance (R-LF-2). */
  boundary: boolean
}

/** The piece must be a large figure: a caller passing anything else has mixed up its pieces. */
export function requireLarge(piece: MkPiece, fn: string): void {
  if (!piece.largeFigure) throw new RangeError(`rules/mageknight/large ${fn}: piece ${piece.id} is not a large figure`)
}

/** The dial index of the section named `section` (000 "Kampfscheiben"); a name the card lacks is the caller's mistake. */
export function sectionDial(piece: MkPiece, section: string): number {
  const i = piece.dials.findIndex((d) => d.name === section)
  if (i < 0)
    throw new RangeError(
      `rules/mageknight/large: section: ${piece.id} has no dial named "${section}"; it has ${piece.dials.map((d) => d.name ?? '(unnamed)').join(', ')}`,
    )
  return i
}

/** The names of a large figure's sections, in dial order. */
export const sectionNames = (piece: MkPiece): string[] => piece.dials.map((d, i) => d.name ?? `dial ${i}`)

/**
 * Active (000 "Kampfscheiben"): the window shows numbers and at most two skulls, and the figure
 * is still in the game (six skulls over all windows take it out: core `isEliminated`).
 */
export const isActiveSection = (piece: MkPiece, section: string): boolean =>
  !isEliminated(piece) && !isInactiveDial(piece, sectionDial(piece, section))

/** The active sections, in dial order. */
export const activeSections = (piece: MkPiece): string[] => sectionNames(piece).filter((s) => isActiveSection(piece, s))

/** What a section's window shows (000 "Kampfscheiben": a skull is a value of 0). */
export const sectionStats = (piece: MkPiece, section: string) => statsOf(piece, sectionDial(piece, section))

/** Why arcs do not cover the circle once (R-LF-1): their widths' total, or the first two that overlap. */
export type SectionArcsFault = { fault: 'not-circle'; totalDeg: number } | { fault: 'overlap'; first: number; second: number }

/**
 * Arcs that leave no gap and do not overlap, or what is wrong with them: a setting that did would
 * make some attacks hit nothing or two sections. Widths adding to 360 without overlap leave no gap.
 */
export function sectionArcsFault(arcs: readonly SectionArc[]): SectionArcsFault | null {
  const total = arcs.reduce((s, a) => s + a.widthDeg, 0)
  if (arcs.some((a) => !(a.widthDeg > 0) || !Number.isFinite(a.centreDeg)) || !(Math.abs(total - 360) <= 1e-9))
    return { fault: 'not-circle', totalDeg: total }
  for (let i = 0; i < arcs.length; i++)
    for (let j = i + 1; j < arcs.length; j++)
      if (Math.abs(signedDeg(arcs[j].centreDeg - arcs[i].centreDeg)) < (arcs[i].widthDeg + arcs[j].widthDeg) / 2 - 1e-9)
        return { fault: 'overlap', first: i, second: j }
  return null
}

/** The arcs must cover the circle once; a caller passing others has skipped the profile check. */
export function checkSectionArcs(arcs: readonly SectionArc[]): void {
  const fault = sectionArcsFault(arcs)
  if (fault?.fault === 'not-circle')
    throw new RangeError(`rules/mageknight/large: sectionArcs: widths must be positive and add up to 360 degrees, got ${fault.totalDeg}`)
  if (fault?.fault === 'overlap')
    throw new RangeError(
      `rules/mageknight/large: sectionArcs: the arcs of ${arcs[fault.first].section} and ${arcs[fault.second].section} overlap`,
    )
}

/** The sections whose arcs hold `bearingDeg` (relative to the facing), within the tolerance (R-LF-1, R-LF-2). */
export function sectionsAtBearing(bearingDeg: number, settings: LargeFigureSettings = DEFAULT_LARGE_FIGURE_SETTINGS): SectionHit {
  if (!Number.isFinite(bearingDeg)) throw new RangeError(`rules/mageknight/large: bearingDeg must be finite, got ${bearingDeg}`)
  checkSectionArcs(settings.sectionArcs)
  const tol = settings.angleToleranceDeg
  const off = settings.sectionArcs.map((a) => ({
    section: a.section,
    from: Math.abs(signedDeg(bearingDeg - a.centreDeg)),
    half: a.widthDeg / 2,
  }))
  const inside = off.filter((o) => o.from <= o.half + tol).sort((a, b) => a.from - b.from)
  return { bearingDeg: signedDeg(bearingDeg), sections: inside.map((o) => o.section), boundary: inside.length > 1 }
}

/** The section(s) toward `point` as seen from the large figure's centre point. */
export function sectionsToward(
  large: LargePlacement,
  point: Point2,
  settings: LargeFigureSettings = DEFAULT_LARGE_FIGURE_SETTINGS,
): SectionHit {
  const rel = relativeBearingDeg(large.centre, large.facingDeg, point)
  if (rel === null)
    throw new RangeError("rules/mageknight/large: point: it is the large figure's centre point, which lies in no one section")
  return sectionsAtBearing(rel, settings)
}

/**
 * 000 "Großfiguren angreifen", melee: the section the attacker's base touches. `contact` is the
 * point where the bases touch or the attacker's centre (the same bearing for round bases).
 */
export const meleeSectionHit = (large: LargePlacement, contact: Point2, settings?: LargeFigureSettings): SectionHit =>
  sectionsToward(large, contact, settings)

/**
 * 000 "Großfiguren angreifen", ranged: the section whose arc the line of fire from the shooter's
 * centre to the large figure's centre crosses. A straight line into the centre crosses the rim
 * where the bearing toward the shooter meets it, so it is the section holding that bearing.
 */
export const rangedSectionHit = (large: LargePlacement, shooterCentre: Point2, settings?: LargeFigureSettings): SectionHit =>
  sectionsToward(large, shooterCentre, settings)

/**
 * The sections a base in contact touches (000 "Fernkampf": "einschließlich des Randbereichs"; 000
 * "Spezialfähigkeiten"): the section toward its centre, both at a boundary. The judge decides
 * that the bases touch; this only says where.
 */
export const sectionsTouchedBy = (large: LargePlacement, otherCentre: Point2, settings?: LargeFigureSettings): string[] =>
  sectionsToward(large, otherCentre, settings).sections

/** A ruling line naming the section(s) a hit found, with the boundary ruling when there are two. */
export function sectionHitLine(hit: SectionHit, kind: 'melee' | 'ranged'): RulingLine {
  return {
    key: 'largeSectionHit',
    value: hit.sections.join('/'),
    clause: hit.boundary ? LF_RULINGS.boundary : LARGE.attacking,
    ...detailed('large.sectionHit', '{kind} attack meets section(s) {sections} at {bearing} degrees from the facing', {
      kind,
      sections: hit.sections.join(', '),
      bearing: Math.round(hit.bearingDeg * 10) / 10,
    }),
  }
}
