import type { CavalryProficiency } from '../../../scene/mageknight/cavalry'
import type { CavalryUnit } from './unit'

/**
 * Whose proficiencies a cavalry unit has (R-MKK-2): the text calls them "this unit's" and prints
 * them on the figures. Those of either card count as the unit's; for a move action only the
 * mount's (003 "Giving Actions": "only the mount's ... proficiencies can be used"), so Overwhelm
 * and Trample, both move actions, must be the mount's.
 */
export function unitProficiencies(unit: CavalryUnit, forMove = false): CavalryProficiency[] {
  const mount = unit.mount.card.proficiencies ?? []
  if (forMove || !unit.rider) return [...mount]
  return [...new Set([...mount, ...(unit.rider.card.proficiencies ?? [])])]
}

export const hasProficiency = (unit: CavalryUnit, p: CavalryProficiency, forMove = false): boolean =>
  unitProficiencies(unit, forMove).includes(p)
