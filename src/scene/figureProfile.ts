import { SHIPPED_MK_LIBRARY as MK_LIBRARY } from './mageknight/shippedLibrary'
import type { Figure } from './schema'
import { ownEntry } from './records'
import { PROFILE_DIMENSIONS, profileCylinder, SIZE_PROFILES, type SizeProfile } from './sizeProfiles'
import { cm, inchesToCm, inches, type Cm } from '../math/units'

/**
 * The cylinder a scene figure occupies: base radius and height. A Universalis model is its size
 * profile (3.6, one size lower in height when prone, 8.10). A Mage Knight figure (`figure.mk`)
 * stands on the base its card prints (diameter in inches, converted exactly), so whether it fits
 * on a castle top (001 "Platzierung der Helden") or touches another base is judged on that base;
 * its height still comes from the size profile chosen for it (ruling R-MK-10). Every layer asks
 * here rather than reading the profile table, so the two games never measure one figure twice.
 */
export function figureProfile(figure: Pick<Figure, 'size' | 'prone' | 'mk'>): { radius: Cm; height: Cm } {
  const { radius, height } = profileCylinder(figure.size, figure.prone ?? false)
  const card = figure.mk ? ownEntry(MK_LIBRARY.figures, figure.mk.card) : undefined
  if (!card) return { radius, height }
  return { radius: cm(inchesToCm(inches(card.base.diameterIn)) / 2), height }
}

/** R-SE-9: among profiles with the same base (small and medium: 2.5 cm) the usual figure height wins. */
const TIE_ORDER: readonly SizeProfile[] = ['medium', 'large', 'huge', 'small']

/** R-SE-9: for a Mage Knight figure placed on the table (the editor's palette), the size profile whose base diameter is closest to a Mage Knight base of `diameterIn` inches. */
export function profileForBase(diameterIn: number): SizeProfile {
  if (!Number.isFinite(diameterIn) || diameterIn <= 0)
    throw new RangeError(`profileForBase: diameterIn must be inches > 0, got ${diameterIn}`)
  const baseCm = inchesToCm(inches(diameterIn))
  const gap = (p: SizeProfile) => Math.abs(PROFILE_DIMENSIONS[p].baseDiameter - baseCm)
  return [...SIZE_PROFILES].sort((a, b) => gap(a) - gap(b) || TIE_ORDER.indexOf(a) - TIE_ORDER.indexOf(b))[0]
}
