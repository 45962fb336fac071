/**
 * The range rings around the chosen figure (issue 14): which distances, measured from where
 * (R-VTT.1), in cm for the table. Pure, so the rings a player sees can be checked in node.
 */
import { CM_PER_INCH } from '../../math/units'
import { figureProfile } from '../../scene/figureProfile'
import { MK_LIBRARY, type MkLibrary } from '../../scene/mageknight/library'
import { ownEntry } from '../../scene/records'
import type { CardLibrary } from '../../scene/cards/unitCard'
import type { Figure } from '../../scene/schema'
import type { RangeRingPrefs, TapeUnit } from './vttPrefs'

/** One ring: its distance as the player reads it (in `unit`) and its radius on the table in cm. */
export interface RangeRing {
  distance: number
  unit: TapeUnit
  radiusCm: number
}

const toCm = (value: number, unit: TapeUnit): number => (unit === 'cm' ? value : value * CM_PER_INCH)

/**
 * The ranges printed on the figure's card, in the card's own unit: a Mage Knight dial's range in
 * inches (core 7; one per dial, zero left out), a Universalis weapon's range bands in cm (14.7:
 * the end of each band). Empty when the card prints none or the figure has no card.
 */
export function cardRanges(
  figure: Pick<Figure, 'card' | 'mk'>,
  cards: CardLibrary | null,
  mkLibrary: MkLibrary = MK_LIBRARY,
): { unit: TapeUnit; values: number[] } {
  if (figure.mk) {
    const card = ownEntry(mkLibrary.figures, figure.mk.card)
    const values = [...new Set((card?.dials ?? []).map((d) => d.rangeIn).filter((r) => r > 0))].sort((a, b) => a - b)
    return { unit: 'in', values }
  }
  const card = cards && figure.card ? ownEntry(cards.cards, figure.card) : undefined
  const ends = new Set<number>()
  for (const weapon of card?.weapons ?? [])
    if (typeof weapon.range === 'object') for (let k = 1; k <= weapon.range.bands; k++) ends.add(weapon.range.band * k)
  return { unit: 'cm', values: [...ends].sort((a, b) => a - b) }
}

/**
 * R-VTT.1: Mage Knight measures range centre to centre (core 7), so its rings start at the centre;
 * other figures' rings start at the base edge, where a player's ruler starts. A setting overrides.
 */
export function ringsStartAtEdge(figure: Pick<Figure, 'mk'>, from: RangeRingPrefs['from']): boolean {
  return from === 'rules' ? !figure.mk : from === 'edge'
}

/** The rings to draw around `figure`, smallest first. */
export function rangeRingsOf(
  figure: Pick<Figure, 'card' | 'mk' | 'size' | 'prone'>,
  prefs: RangeRingPrefs,
  unit: TapeUnit,
  cards: CardLibrary | null,
  mkLibrary: MkLibrary = MK_LIBRARY,
): RangeRing[] {
  const printed = prefs.fromCard ? cardRanges(figure, cards, mkLibrary) : null
  const chosen = printed && printed.values.length > 0 ? printed : { unit, values: prefs.radii }
  const start = ringsStartAtEdge(figure, prefs.from) ? figureProfile(figure).radius : 0
  return chosen.values.map((distance) => ({ distance, unit: chosen.unit, radiusCm: start + toCm(distance, chosen.unit) }))
}
