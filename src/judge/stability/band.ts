import type { Weapon } from '../../scene/cards/unitCard'
import type { CardLibrary } from '../../scene/cards/unitCard'
import type { Figure } from '../../scene/schema'
import { ownEntry } from '../../scene/records'
import { DEFAULT_COMBAT_SETTINGS, rangeBandModifier, shooterAttribute, type CombatSettings } from '../../rules/universalis/ranged'
import type { TableWorld } from '../../geometry/world/tableWorld'
import { gameFromScene, type ShotAction } from '../rangedAttack'

/**
 * The range band of a shot as a function of the edge distance alone (14.7: bands are measured
 * base edge to base edge), so that the stability search can ask it at every position it tries
 * without planning the whole shot again. The rules' own rangeBandModifier answers; this module
 * only finds the weapon and the shooter's KO the way judgeRangedAttack does.
 */
export interface BandQuestion {
  weapon: Weapon
  ko: number
  aimed: boolean
  ranged: CombatSettings['ranged']
}

/** The band at an edge distance: 1-based, or out of range; null for a weapon without bands (melee). */
export function bandAt(question: BandQuestion, edgeCm: number): number | 'out-of-range' | null {
  const reading = rangeBandModifier(question.weapon, question.ko, edgeCm, question.aimed, question.ranged)
  if ('inBand' in reading) return reading.inBand
  return reading.code === 'out-of-range' ? 'out-of-range' : null
}

/**
 * FROM's weapons with range bands, in the card's order (the order its range rings draw them):
 * the weapons a stability band can measure. Empty when FROM has no card or no such weapon (a
 * melee or thrown-only figure has no band). A figure list, not a world: the view asks it on the
 * page's thread for the panel's choice while the search runs in its worker.
 */
export function bandedWeaponsOf(figures: readonly Figure[], library: CardLibrary, fromId: string): string[] {
  const from = figures.find((f) => f.id === fromId)
  if (!from) throw new Error(`stability: no figure "${fromId}" in the scene`)
  const card = from.card === undefined ? undefined : ownEntry(library.cards, from.card)
  return (card?.weapons ?? []).filter((w) => typeof w.range === 'object').map((w) => w.name)
}

/**
 * The weapon whose bands the view's stability band measures (R-STB.2): the one the player chose
 * for this shooter when it is one of FROM's banded weapons, else the first of them; null when
 * FROM has none. A choice that is no longer FROM's (another card, a renamed weapon) falls back
 * to the first rather than failing: it was the player's, not a mistake of the caller.
 */
export function bandedWeaponOf(world: TableWorld, library: CardLibrary, fromId: string, chosen?: string): string | null {
  const weapons = bandedWeaponsOf(world.scene.figures, library, fromId)
  return chosen !== undefined && weapons.includes(chosen) ? chosen : (weapons[0] ?? null)
}

/**
 * The band question of FROM shooting with `weaponName`, or null when FROM has no card or no
 * such ranged weapon (the ranged ruling itself says why; the band is then simply not searched).
 */
export function bandQuestionOf(
  world: TableWorld,
  library: CardLibrary,
  fromId: string,
  weaponName: string,
  action: ShotAction,
  combat: CombatSettings = DEFAULT_COMBAT_SETTINGS,
): BandQuestion | null {
  const from = world.requireFigure(fromId)
  const card = from.card === undefined ? undefined : ownEntry(library.cards, from.card)
  const weapon = card?.weapons?.find((w) => w.name === weaponName)
  if (!weapon || weapon.range === 'melee') return null
  const game = gameFromScene(world.scene.figures, library, fromId)
  return { weapon, ko: shooterAttribute(game, fromId, 'KO').value, aimed: action === 'aimed', ranged: combat.ranged }
}
