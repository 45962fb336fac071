import { MK_LIBRARY } from './mkLibrary'
import type { Figure } from './schema'
import { profileCylinder } from './sizeProfiles'
import { cm, inchesToCm, inches, type Cm } from './units'

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
  const card = figure.mk ? MK_LIBRARY.figures[figure.mk.card] : undefined
  if (!card) return { radius, height }
  return { radius: cm(inchesToCm(inches(card.base.diameterIn)) / 2), height }
}
