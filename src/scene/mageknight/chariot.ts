import { cm, inches, inchesToCm, type Cm } from '../../math/units'
import { ownEntry } from '../records'
import type { Figure, Vec3 } from '../schema'
import type { MkFigureCard } from './dial'
import { MK_LIBRARY, type MkLibrary } from './library'

/**
 * Chariots and their passengers as scene data (000 "Streitwagen", "Passagiere"). The rules say
 * a chariot has a rear platform that holds one hero, but print no measure of it: where on the
 * base the passenger stands is ours (ruling R-LFM.2), computed here so that a scene file, the
 * loader's check and the 3D view put the passenger in the same place.
 */

/**
 * R-LFM.2: the passenger stands this fraction of the chariot's base radius behind its centre, on
 * the line through the centre opposite the facing. 0.6 keeps a 1.25 in hero's base inside the
 * 3.5 in base of the shipped chariot (0.6 x 1.75 + 0.625 = 1.675 < 1.75).
 */
export const PLATFORM_BEHIND_RADIUS = 0.6

/** A chariot is a large figure whose dials show the wheel (000 "Streitwagen"); the card schema keeps the two together. */
export const isChariotCard = (card: MkFigureCard): boolean => card.largeFigure === true && card.dials.some((d) => d.speedSymbol === 'wheel')

/**
 * The point on a chariot's rear platform where its passenger's base centre stands: `behind` times
 * the base radius from the chariot's centre, straight back from its facing. Facing is degrees
 * clockwise from north (-z), 90 toward +x (R-E.9a), so forward is (sin f, 0, -cos f) and the
 * platform lies at centre - forward * distance, at the chariot's own height.
 * Throws a RangeError naming the argument on a non-finite input or a radius not above 0.
 */
export function chariotPlatformPoint(centre: readonly number[], facingDeg: number, baseRadius: Cm, behind = PLATFORM_BEHIND_RADIUS): Vec3 {
  if (centre.length !== 3 || !centre.every(Number.isFinite))
    throw new RangeError(`chariotPlatformPoint: centre must be three finite numbers, got [${centre.join(', ')}]`)
  if (!Number.isFinite(facingDeg)) throw new RangeError(`chariotPlatformPoint: facingDeg must be finite, got ${facingDeg}`)
  if (!(baseRadius > 0) || !Number.isFinite(baseRadius))
    throw new RangeError(`chariotPlatformPoint: baseRadius must be cm > 0, got ${baseRadius}`)
  if (!(behind >= 0) || !Number.isFinite(behind))
    throw new RangeError(`chariotPlatformPoint: behind must be a fraction >= 0, got ${behind}`)
  const f = (facingDeg * Math.PI) / 180
  const d = behind * baseRadius
  return [centre[0] - Math.sin(f) * d, centre[1], centre[2] + Math.cos(f) * d]
}

/** A chariot card's base radius in cm (the card prints the diameter in inches). */
export const chariotBaseRadius = (card: MkFigureCard): Cm => cm(inchesToCm(inches(card.base.diameterIn)) / 2)

/**
 * Where the passenger of this scene figure stands, or null when the figure is no chariot of the
 * library (no `mk`, an unknown card, or a card without the wheel).
 */
export function passengerPlace(chariot: Pick<Figure, 'position' | 'facing' | 'mk'>, library: MkLibrary = MK_LIBRARY): Vec3 | null {
  const card = chariot.mk ? ownEntry(library.figures, chariot.mk.card) : undefined
  if (!card || !isChariotCard(card)) return null
  return chariotPlatformPoint(chariot.position, chariot.facing ?? 0, chariotBaseRadius(card))
}

/**
 * True when one of the two figures rides the other. A passenger stands on its chariot's base, so
 * the two cylinders overlap by design: the scene's overlap warnings leave such a pair out.
 */
export const ridesTogether = (a: Pick<Figure, 'id' | 'mk'>, b: Pick<Figure, 'id' | 'mk'>): boolean =>
  a.mk?.aboard === b.id || b.mk?.aboard === a.id
