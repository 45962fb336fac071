import type { MkPiece } from '../core/dial'
import { sectionAbilities } from './combat'
import { activeSections, requireLarge } from './sections'

/**
 * Stealth per section (000 "Spezialfähigkeiten": an ability counts only for the section whose
 * window shows it; 000 "Großfiguren angreifen" names Tarnung as a reason a section may not be
 * attacked) with the core's simplified stealth (docs/MAGE-KNIGHT-CORE.md 14, R-MKC-8): when
 * hindering terrain lies on the line of fire to the figure's centre point or under its base, no
 * ranged attack may be aimed at a section showing stealth. Melee is never hidden.
 */

/**
 * The active sections of large figure `piece` a ranged attack may not aim at: those whose
 * current click shows stealth, when the judge found hindering terrain (`hinderingTerrain`, the
 * pieces' ids) on the line of fire or under the base; none otherwise. For attackedSection's
 * `hiddenSections`.
 */
export function sectionsHiddenByStealth(piece: MkPiece, hinderingTerrain: readonly string[]): string[] {
  requireLarge(piece, 'sectionsHiddenByStealth')
  if (hinderingTerrain.length === 0) return []
  return activeSections(piece).filter((s) => sectionAbilities(piece, s).includes('stealth'))
}
