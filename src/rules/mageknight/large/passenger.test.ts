import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../kernel/dice'
import { damageSection } from './combat'
import { at, chariot, codeOf, hero, ok } from './large.testkit'
import {
  chariotDestroyed,
  mayTarget,
  passengerMayCapture,
  passengerMeleeCheck,
  passengerRangedCheck,
  woundPassenger,
  type PassengerShotInput,
} from './passenger'
import { DEFAULT_LARGE_FIGURE_SETTINGS } from './settings'

const LOAD = { chariotId: 'c', passengerId: 'archer' }
/** The chariot at the origin facing north; the crossbowman aboard shoots 8 in (range 8, attack 8). */
const shot = (extra: Partial<PassengerShotInput> = {}): PassengerShotInput => ({
  load: LOAD,
  passenger: hero('archer', 'red'),
  chariot: { centre: at(0, 0), facingDeg: 0 },
  chariotMovedThisTurn: false,
  target: { id: 'foe', centre: at(0, 7) },
  targetTouchesChariot: false,
  usesShockwave: false,
  ...extra,
})

describe('000 "Angriffsoptionen des Passagiers": Fernkampf', () => {
  it("from the chariot's centre, its own base not in the way, while the chariot has not moved", () => {
    const r = ok(passengerRangedCheck(shot()))
    expect(r).toMatchObject({ rangeIn: 8, measureFrom: at(0, 0), ignoreBases: ['archer'] })
    expect(r.distanceIn).toBeCloseTo(7, 12)
    expect(codeOf(passengerRangedCheck(shot({ chariotMovedThisTurn: true })))).toBe('chariot-moved-this-turn')
  })

  it("never through the front section; its arc covers the sides and the rear (R-LF-10: the front's boundary is allowed)", () => {
    expect(codeOf(passengerRangedCheck(shot({ target: { id: 'foe', centre: at(0, -5) } })))).toBe('passenger-line-through-front')
    expect(passengerRangedCheck(shot({ target: { id: 'foe', centre: at(-6, 0) } })).ok).toBe(true)
    expect(passengerRangedCheck(shot({ target: { id: 'foe', centre: at(4, -4) } })).ok).toBe(true)
  })

  it('not at an enemy touching the chariot, unless with Schockwelle', () => {
    expect(codeOf(passengerRangedCheck(shot({ targetTouchesChariot: true })))).toBe('passenger-target-touches-chariot')
    expect(passengerRangedCheck(shot({ targetTouchesChariot: true, usesShockwave: true })).ok).toBe(true)
  })

  it('a range above 8 in is 8 in aboard: the battle mage (10) reaches 7.9 in, not 9', () => {
    const mage = { passenger: hero('archer', 'red', 'mk-battle-mage') }
    expect(ok(passengerRangedCheck(shot({ ...mage, target: { id: 'foe', centre: at(0, 7.9) } }))).rangeIn).toBe(8)
    expect(codeOf(passengerRangedCheck(shot({ ...mage, target: { id: 'foe', centre: at(0, 9) } })))).toBe('out-of-range')
  })

  it('never at its own chariot; a passenger without a range does not shoot', () => {
    expect(codeOf(passengerRangedCheck(shot({ target: { id: 'c', centre: at(0, 0.1) } })))).toBe('passenger-targets-own-chariot')
    expect(codeOf(passengerRangedCheck(shot({ passenger: hero('archer', 'red', 'mk-bone-golem') })))).toBe('passenger-no-ranged-attack')
  })
})

describe('000 "Angriffsoptionen des Passagiers": Nahkampf', () => {
  it('at enemies touching a side or the rear, never taking prisoners', () => {
    const p = hero('archer', 'red')
    expect(passengerMeleeCheck(LOAD, p, 'foe', ['left']).ok).toBe(true)
    expect(codeOf(passengerMeleeCheck(LOAD, p, 'foe', ['front']))).toBe('passenger-melee-not-at-side-or-rear')
    expect(codeOf(passengerMeleeCheck(LOAD, p, 'c', ['rear']))).toBe('passenger-targets-own-chariot')
    expect(codeOf(passengerMayCapture(p))).toBe('passenger-cannot-capture')
  })
})

describe('000 "Den Passagier verletzen"', () => {
  it('nobody targets the passenger, with an attack or an ability', () => {
    expect(codeOf(mayTarget(LOAD, 'archer'))).toBe('passenger-cannot-be-targeted')
    expect(mayTarget(LOAD, 'c').ok).toBe(true)
    // Nor does the passenger aim an ability at its own chariot (000 "Angriffsoptionen des Passagiers").
    expect(codeOf(mayTarget(LOAD, 'c', 'archer'))).toBe('passenger-targets-own-chariot')
    expect(mayTarget(LOAD, 'c', 'foe').ok).toBe(true)
  })

  it('the worked example: the tough side takes 4 - 1 = 3, the attacker rolls 5, the tough passenger takes 3 - 1 = 2', () => {
    const section = ok(damageSection(chariot('c'), 'left', 4))
    expect(section.taken).toBe(3)
    const passenger = hero('archer', 'red', 'mk-crossbowman', ['toughness'])
    const dice = scriptedDice([5])
    const r = ok(woundPassenger(dice, LOAD, passenger, 'left', section.taken))
    expect(r).toMatchObject({ rolled: true, die: 5, clicks: 2, passenger: { clicks: [2] } })
    expect(dice.log[0].clause.section).toBe('Den Passagier verletzen')
  })

  it('a 4 spares it; a hit on the front rolls no die; Unverwundbarkeit takes 2; Magische Immunität does not help', () => {
    const archer = hero('archer', 'red')
    expect(ok(woundPassenger(scriptedDice([4]), LOAD, archer, 'rear', 3))).toMatchObject({ rolled: true, clicks: 0 })
    expect(ok(woundPassenger(scriptedDice([]), LOAD, archer, 'front', 3))).toMatchObject({ rolled: false, clicks: 0 })
    expect(
      ok(woundPassenger(scriptedDice([6]), LOAD, hero('archer', 'red', 'mk-crossbowman', ['invulnerability']), 'right', 3)).clicks,
    ).toBe(1)
    expect(ok(woundPassenger(scriptedDice([6]), LOAD, hero('archer', 'red', 'mk-crossbowman', ['magicImmunity']), 'right', 3)).clicks).toBe(
      3,
    )
  })

  it('the chariot destroyed: the passenger stands on its centre point and takes d6 clicks', () => {
    const tough = hero('archer', 'red', 'mk-crossbowman', ['toughness'])
    const r = ok(chariotDestroyed(scriptedDice([3]), LOAD, tough, at(4, 4)))
    expect(r).toMatchObject({ die: 3, clicks: 3, placeAt: at(4, 4), passenger: { clicks: [3] } })
    // R-LF-13: reduced only with the setting.
    const reduced = { ...DEFAULT_LARGE_FIGURE_SETTINGS, destroyedChariotDamageReduced: true }
    expect(ok(chariotDestroyed(scriptedDice([3]), LOAD, tough, at(4, 4), reduced)).clicks).toBe(2)
  })
})
