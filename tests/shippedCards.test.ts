import { describe, expect, it } from 'vitest'
import {
  armourProtection,
  carriedKg,
  carryingCapacityKg,
  colossusZoneCriticalHp,
  colossusZoneHp,
  dangerZoneRadiusCm,
  loadedAttributes,
  loadPenalty,
  maxHp,
  perceptionRangeCm,
  rangeBands,
  speedCm,
  unarmedWeapon,
  weaponStrength,
} from '../src/rules/universalis/model'
import { loadCardLibrary } from '../src/scene/cards/library'
import type { UnitCard } from '../src/scene/cards/unitCard'

/**
 * The shipped cards (models/cards) through the derived values of src/rules/universalis/model/derived.ts, against
 * numbers worked out by hand from the card files and the rules (comments show the sums).
 */
const { cards } = loadCardLibrary()
const card = (id: string): UnitCard => {
  const c = cards[id]
  if (!c) throw new Error(`no shipped card ${id}`)
  return c
}
const weapon = (id: string, name: string) => {
  const w = card(id).weapons?.find((x) => x.name === name)
  if (!w) throw new Error(`${id} has no weapon ${name}`)
  return w
}

describe('carrying capacity of the shipped cards (4.4)', () => {
  it('slows the overloaded arbalester by 2: 21.5 kg against KO 3² = 9 kg, more than twice over', () => {
    const c = card('guard-arbalester')
    expect(carryingCapacityKg(c)).toBe(9)
    expect(carriedKg(c)).toBe(21.5) // arbalest 9 + dagger 0.5 + gambeson 4 + pavise 8
    expect(loadPenalty(c)).toBe(2) // over 9 kg -1, over 18 kg -2, over 27 kg would be -3
    expect(loadedAttributes(c).AGI).toBe(2) // printed 4
    expect(speedCm(c)).toBe(8) // printed 10
  })

  it('leaves the crossbowman, at 8 of 9 kg, unpenalised', () => {
    const c = card('guard-crossbowman')
    expect(carriedKg(c)).toBe(8) // crossbow 3.5 + dagger 0.5 + gambeson 4
    expect(loadPenalty(c)).toBe(0)
    expect(speedCm(c)).toBe(10)
  })

  it('does not count self-supporting armour (13.3)', () => {
    expect(carriedKg(card('marine-exo-trooper'))).toBe(20) // flamer 15 + power fist 5; the 180 kg suit is self-supporting
    expect(carryingCapacityKg(card('marine-exo-trooper'))).toBe(36) // KO 6²
    expect(carriedKg(card('marine-recon-drone'))).toBe(0.5) // taser only; the shell is self-supporting
  })

  it('gives colossi (KO x 2)² (the ogre 256 kg for 180 kg, the walker 400 kg for 290 kg)', () => {
    expect(carryingCapacityKg(card('raider-ogre'))).toBe(256)
    expect(carriedKg(card('raider-ogre'))).toBe(180) // tree 120 + boulders 60, hide weighs nothing
    expect(carryingCapacityKg(card('marine-warden-mech'))).toBe(400)
    expect(carriedKg(card('marine-warden-mech'))).toBe(290) // autocannon 150 + missiles 80 + chain fist 60
    expect(loadPenalty(card('marine-warden-mech'))).toBe(0)
  })

  it('keeps every other shipped card within its capacity', () => {
    const over = Object.values(cards)
      .filter((c) => loadPenalty(c) > 0)
      .map((c) => c.id)
    expect(over).toEqual(['guard-arbalester'])
  })
})

describe('hit points and colossus zones (3.5, 18.3)', () => {
  it('keeps every card at 20 hit points or fewer', () => {
    expect(Math.max(...Object.values(cards).map(maxHp))).toBe(20) // the walker: 15 + 5
  })

  it('derives the ogre zones: hull 16, the others ceil(16 x 2 / 3) = 11; critical 4 and ceil(4 x 2 / 3) = 3', () => {
    const ogre = card('raider-ogre')
    expect(colossusZoneHp(ogre)).toEqual({ hull: 16, left: 11, right: 11, movement: 11 })
    expect(colossusZoneCriticalHp(ogre, 'hull')).toBe(4)
    expect(colossusZoneCriticalHp(ogre, 'left')).toBe(3)
  })

  it('derives the walker zones: hull 20, the others ceil(40 / 3) = 14; critical 5 and ceil(10 / 3) = 4', () => {
    const mech = card('marine-warden-mech')
    expect(colossusZoneHp(mech)).toEqual({ hull: 20, left: 14, right: 14, movement: 14 })
    expect(colossusZoneCriticalHp(mech, 'movement')).toBe(4)
  })
})

describe('danger zone and perception range (4.5, 4.6)', () => {
  it('gives 12 - EH cm, none for telematons (19.6)', () => {
    expect(dangerZoneRadiusCm(card('guard-captain'))).toBe(6) // EH 6
    expect(dangerZoneRadiusCm(card('guard-spearman'))).toBe(9) // EH 3
    expect(dangerZoneRadiusCm(card('guard-owl-familiar'))).toBeNull()
  })

  it('gives WN x 5 cm, halved rounding up when critical', () => {
    expect(perceptionRangeCm(card('guard-hedge-witch'), false)).toBe(25) // WN 5
    expect(perceptionRangeCm(card('guard-hedge-witch'), true)).toBe(13) // 12.5 rounded up
    expect(perceptionRangeCm(card('marine-recon-drone'), true)).toBe(15) // WN 6: 30 halved
  })
})

describe('weapon and armour values of the shipped cards (12.3, 12.5, 13.2, 14.7, 15.9)', () => {
  it('has the pistol of Beispiel 11: 3 bands of 20 cm, 60 cm at most', () => {
    const bands = rangeBands(weapon('marine-sergeant', 'Pistol'), 4)
    expect(bands).toEqual({ band: 20, bands: 3 })
    expect(bands && bands.band * bands.bands).toBe(60)
  })

  it('has the grenade launcher of Beispiel 13: 25/4, 100 cm, indirect over at most 50 cm', () => {
    const bands = rangeBands(weapon('marine-grenadier', 'Grenade launcher'), 4)
    expect(bands && (bands.band * bands.bands) / 2).toBe(50)
  })

  it("computes thrown ranges from the thrower's KO: javelins KO 3 x 2 = 6 cm bands, the ogre's unwieldy boulders KO 8 x 0.5 = 4 cm", () => {
    expect(rangeBands(weapon('guard-spearman', 'Javelins'), card('guard-spearman').attributes.KO)).toEqual({ band: 6, bands: 3 })
    expect(rangeBands(weapon('raider-ogre', 'Boulders'), card('raider-ogre').attributes.KO)).toEqual({ band: 4, bands: 3 })
    expect(rangeBands(weapon('guard-captain', 'Longsword'), 4)).toBeNull()
  })

  it('adds additive strength and protection to KO', () => {
    expect(weaponStrength(weapon('guard-spearman', 'Spear'), 3)).toBe(4) // KO 3 + 1
    expect(weaponStrength(weapon('raider-ogre', 'Uprooted tree'), 8)).toBe(11) // KO 8 + 3
    expect(weaponStrength(weapon('marine-warden-mech', 'Chain fist'), 10)).toBe(14) // KO 10 + 4
    expect(weaponStrength(weapon('guard-crossbowman', 'Crossbow'), 3)).toBe(4) // not additive: as printed
    const gambeson = card('guard-spearman').armour?.[0]
    const hide = card('raider-ogre').armour?.[0]
    expect(gambeson && armourProtection(gambeson, 3)).toBe(4) // KO 3 + 1
    expect(hide && armourProtection(hide, 8)).toBe(10) // KO 8 + 2
  })

  it('gives the ogre an unarmed attack of KO 8, damage 3, class II, and the owl none (15.9)', () => {
    expect(unarmedWeapon(card('raider-ogre'))).toMatchObject({ class: 2, profile: { strength: 8, damage: 3 } })
    expect(unarmedWeapon(card('guard-owl-familiar'))).toBeNull()
  })
})
