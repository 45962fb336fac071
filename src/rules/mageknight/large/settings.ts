import { ruling } from '../../kernel/clauses'

/**
 * What the large-figure text (000) leaves to the referee, as settings whose defaults are the
 * rulings R-LF-* in docs/RULINGS.md ("Large figures and chariots (000)"). Numbers the text prints
 * (the passenger's 8 inches, the 5 or 6 on the die) are constants in the modules that use them.
 */

/** One section's arc seen from the figure's centre: `centreDeg` relative to the facing (+ to the right), `widthDeg` wide. */
export interface SectionArc {
  /** The dial's name on the card (`front`, `right`, `rear`, `left`). */
  section: string
  centreDeg: number
  widthDeg: number
}

export interface LargeFigureSettings {
  /** R-LF-1: the sections' arcs; four quarters by default, other splits for cards that print them. */
  sectionArcs: readonly SectionArc[]
  /** R-LF-2: how close two directions must be to count as one (a section boundary, straight back), in degrees. */
  angleToleranceDeg: number
  /** R-LF-3: the owner's choice at a boundary falls on an inactive section: the attacker chooses another, or the attack is lost. */
  ownerPicksInactive: 'attacker-chooses' | 'attack-lost'
  /** R-LF-4: a melee attacker whose section is inactive chooses among all sections, or only those its base touches. */
  meleeRedirect: 'any-section' | 'touched-sections'
  /** R-LF-5: the combined move's allowance: the highest speed of the sections that moved, or their sum. */
  combinedMoveSpeed: 'highest' | 'sum'
  /** R-LF-7: a flying large figure crosses blocking terrain (it may never end on it). */
  flyingCrossesBlocking: boolean
  /** R-LF-13: the d6 clicks a passenger takes when its chariot is destroyed are reduced by Zähigkeit and Unverwundbarkeit. */
  destroyedChariotDamageReduced: boolean
}

/** The four quarters of 000 "Kampfscheiben": front ahead, right at +90, rear behind, left at -90. */
export const QUARTER_ARCS: readonly SectionArc[] = [
  { section: 'front', centreDeg: 0, widthDeg: 90 },
  { section: 'right', centreDeg: 90, widthDeg: 90 },
  { section: 'rear', centreDeg: 180, widthDeg: 90 },
  { section: 'left', centreDeg: -90, widthDeg: 90 },
]

export const DEFAULT_LARGE_FIGURE_SETTINGS: LargeFigureSettings = {
  sectionArcs: QUARTER_ARCS,
  angleToleranceDeg: 1,
  ownerPicksInactive: 'attacker-chooses',
  meleeRedirect: 'any-section',
  combinedMoveSpeed: 'highest',
  flyingCrossesBlocking: true,
  destroyedChariotDamageReduced: false,
}

export const LF_RULINGS = {
  sectionArcs: ruling('R-LF-1', 'Sektionen als Viertelkreise'),
  boundary: ruling('R-LF-2', 'Genau an der Grenze zweier Sektionen'),
  ownerPicksInactive: ruling('R-LF-3', 'Der Besitzer wählt eine inaktive Sektion'),
  meleeRedirect: ruling('R-LF-4', 'Nahkampf gegen eine inaktive Sektion'),
  combinedMove: ruling('R-LF-5', 'Die kombinierte Bewegung'),
  flightSymbols: ruling('R-LF-6', 'Flügel- und Wellensymbol'),
  flyingOverTerrain: ruling('R-LF-7', 'Fliegende Großfiguren und blockierendes Gelände'),
  pathFacts: ruling('R-LF-8', 'Die Schablone als gemessene Tatsachen'),
  moveOrder: ruling('R-LF-9', 'Reihenfolge der Aktionen und Antreiben'),
  passengerLine: ruling('R-LF-10', 'Die Schusslinie des Passagiers an der Grenze der vorderen Sektion'),
  passengerDamage: ruling('R-LF-11', 'Welcher Schaden den Passagier trifft'),
  chariot: ruling('R-LF-12', 'Was einen Streitwagen ausmacht'),
  destroyedChariot: ruling('R-LF-13', 'W6 Klicks beim Zerstören des Streitwagens'),
  healing: ruling('R-LF-14', 'Heilung und Magische Heilung'),
  leavingPlace: ruling('R-LF-15', 'Wohin der Passagier beim Aussteigen gestellt werden darf'),
} as const
