import { describe, expect, it } from 'vitest'
import type { UnitCard, Weapon } from '../../../scene/cards/unitCard'
import { applyShock } from './shock'
import { card } from './game.testkit'
import { newModelState } from './gameState'
import {
  carryingCapacityKg,
  colossusZoneHp,
  dangerZoneRadiusCm,
  loadPenalty,
  perceptionRangeCm,
  rangeBands,
  speedCm,
  unarmedWeapon,
} from './derived'

const human = card
const pack = (kg: number): UnitCard => human({ equipment: [{ name: 'pack', weightKg: kg }] })

describe('derived card values', () => {
  it('4.4 Beispiel 2: KO 5 carries 25 kg; over 25 kg -1, over 50 kg -2, over 75 kg -3', () => {
    expect(carryingCapacityKg(human())).toBe(25)
    expect([25, 26, 50, 51, 75, 76].map((kg) => loadPenalty(pack(kg)))).toEqual([0, 1, 1, 2, 2, 3])
    expect(speedCm(pack(51))).toBe(8)
  })
  it('4.4: a colossus carries (KO x 2)²; self-supporting armour weighs nothing', () => {
    expect(carryingCapacityKg(human({ type: 'colossus', size: 'huge' }))).toBe(100)
    expect(loadPenalty(human({ armour: [{ name: 'suit', protection: 6, reduction: 1, selfSupporting: true, weightKg: 300 }] }))).toBe(0)
  })
  it('4.5 danger zone 12 - EH, 4.6 perception WN x 5 halved rounding up when critical', () => {
    expect(dangerZoneRadiusCm(human())).toBe(9)
    expect(perceptionRangeCm(human(), false)).toBe(15)
    expect(perceptionRangeCm(human(), true)).toBe(8) // 15 / 2 = 7.5, rounded up
    expect(
      dangerZoneRadiusCm(human({ type: 'telematon', attributes: { AGI: null, NK: null, FK: null, KO: 3, WN: 4, EH: null } })),
    ).toBeNull()
  })
  it('18.3: the other zones have 2/3 of the hull rounded up', () => {
    expect(colossusZoneHp(human({ type: 'colossus', size: 'huge', hitPoints: { normal: 10, critical: 4 } }))).toEqual({
      hull: 14,
      left: 10,
      right: 10,
      movement: 10,
    })
  })
  it('12.3 Beispiel 9: thrown by KO 5 gives 3 bands of 10 cm, unwieldy 3 bands of 3 cm (2.5 rounded up)', () => {
    const spear: Weapon = { name: 'Speer', class: 2, profile: { strength: 1, additive: true, damage: 2 }, range: 'thrown' }
    expect(rangeBands(spear, 5)).toEqual({ band: 10, bands: 3 })
    expect(rangeBands({ ...spear, unwieldy: true }, 5)).toEqual({ band: 3, bands: 3 })
  })
  it('15.9 Beispiel 15: an infantryman with KO 4 fights unarmed with strength 4, damage 2, class I', () => {
    expect(unarmedWeapon(human({ attributes: { AGI: 4, NK: 2, FK: 2, KO: 4, WN: 3, EH: 3 } }))).toMatchObject({
      class: 1,
      profile: { strength: 4, damage: 2 },
    })
  })
  it('11.5: a shock takes 1 AP, or leaves a token when none is left', () => {
    const m = newModelState('a', 'red', human())
    expect(applyShock(m).ap).toBe(5)
    const broke = applyShock({ ...m, ap: 1 }, 3)
    expect([broke.ap, broke.tokens.shock]).toEqual([0, 2])
  })
})
