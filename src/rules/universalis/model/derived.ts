import type { Armour, Attributes, UnitCard, Weapon } from '../../../scene/cards/unitCard'
import type { SizeProfile } from '../../../scene/sizeProfiles'
import type { HitZone } from './gameState'

/**
 * Values the rules derive from a unit card instead of printing them (the issue asks for them to
 * be computed, never typed in): carrying capacity and its penalties (4.4), danger zone (4.5),
 * perception range (4.6), colossus zone hit points (18.3), thrown-weapon ranges (12.3), additive
 * strength and protection (12.5, 13.2) and the unarmed profile (15.9).
 */

/** 4.4: KO² kg for standard models and telematons, (KO x 2)² for colossi. */
export function carryingCapacityKg(card: UnitCard): number {
  const ko = card.attributes.KO
  return card.type === 'colossus' ? (ko * 2) ** 2 : ko ** 2
}

/** What the model carries: weapons, equipment, armour except self-supporting armour (13.3). */
export function carriedKg(card: UnitCard): number {
  const w = (card.weapons ?? []).reduce((s, x) => s + (x.weightKg ?? 0), 0)
  const e = (card.equipment ?? []).reduce((s, x) => s + (x.weightKg ?? 0), 0)
  const a = (card.armour ?? []).filter((x) => !x.selfSupporting).reduce((s, x) => s + (x.weightKg ?? 0), 0)
  return w + e + a
}

/**
 * 4.4: over the capacity AGI and speed drop by 1, over twice by 2, and so on ("über 25kg -1,
 * über 50kg -2, über 75kg -3" for a capacity of 25 kg). A capacity of 0 (KO 0) with any load
 * is read as the largest penalty that makes sense: the load counts in whole kilograms then.
 */
export function loadPenalty(card: UnitCard): number {
  const load = carriedKg(card)
  const cap = carryingCapacityKg(card)
  if (load <= cap) return 0
  if (cap === 0) return Math.ceil(load)
  return Math.ceil(load / cap) - 1
}

/** The card's attributes with the load penalty on AGI (4.4); telematon nulls stay null (19.5). */
export function loadedAttributes(card: UnitCard): Attributes {
  const p = loadPenalty(card)
  const a = card.attributes
  return { ...a, AGI: a.AGI === null ? null : Math.max(0, a.AGI - p) }
}

/** Speed (GK) in cm after the load penalty (4.4), never below 0. */
export const speedCm = (card: UnitCard): number => Math.max(0, card.movement.speed - loadPenalty(card))

/** 4.5: radius 12 - EH cm; telematons have no EH and no danger zone (19.6). */
export function dangerZoneRadiusCm(card: UnitCard): number | null {
  const eh = card.attributes.EH
  return eh === null ? null : Math.max(0, 12 - eh)
}

/** 4.6: WN x 5 cm, halved rounding up in the critical state. */
export function perceptionRangeCm(card: UnitCard, critical: boolean): number {
  const full = card.attributes.WN * 5
  return critical ? Math.ceil(full / 2) : full
}

/** 3.5: total hit points (white and orange circles). */
export const maxHp = (card: UnitCard): number => card.hitPoints.normal + card.hitPoints.critical

/** 18.3: the hull has the card's hit points, the other zones 2/3 of it rounded up. */
export function colossusZoneHp(card: UnitCard): Record<HitZone, number> {
  const hull = maxHp(card)
  const other = Math.ceil((hull * 2) / 3)
  return { hull, left: other, right: other, movement: other }
}

/** 18.3: critical hit points of a zone: the hull's as printed, the others scaled like their total (rounded up). */
export function colossusZoneCriticalHp(card: UnitCard, zone: HitZone): number {
  if (zone === 'hull') return card.hitPoints.critical
  return Math.ceil((card.hitPoints.critical * 2) / 3)
}

/**
 * Range bands of a weapon for a bearer of constitution `ko`: as printed (14.7), thrown weapons
 * always 3 bands of KO x 2 cm, unwieldy ones KO x 0.5 rounded up (12.3); null for melee weapons.
 */
export function rangeBands(weapon: Weapon, ko: number): { band: number; bands: number } | null {
  if (weapon.range === 'melee') return null
  if (weapon.range === 'thrown') return { band: weapon.unwieldy ? Math.ceil(ko * 0.5) : ko * 2, bands: 3 }
  return weapon.range
}

/** 12.5: additive strength adds to KO. */
export const weaponStrength = (weapon: Pick<Weapon, 'profile'>, ko: number): number =>
  weapon.profile.additive ? ko + weapon.profile.strength : weapon.profile.strength

/** 13.2: additive protection adds to KO. */
export const armourProtection = (armour: Armour, ko: number): number => (armour.additive ? ko + armour.protection : armour.protection)

const UNARMED_CLASS: Record<SizeProfile, number> = { small: 1, medium: 1, large: 2, huge: 3 }

/** 15.9: standard models and colossi fight unarmed with strength KO, damage KO / 3 rounded up, class by size. */
export function unarmedWeapon(card: UnitCard): Weapon | null {
  if (card.type === 'telematon') return null
  const ko = card.attributes.KO
  return { name: 'unarmed', class: UNARMED_CLASS[card.size], profile: { strength: ko, damage: Math.ceil(ko / 3) }, range: 'melee' }
}
