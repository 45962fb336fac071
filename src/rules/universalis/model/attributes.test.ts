import { describe, expect, it } from 'vitest'
import { universalis } from '../../kernel/clauses'
import { currentAttribute, currentPerceptionCm, currentSpeedCm } from './attributes'
import { card, colossus, drone, fixtureGame } from './game.testkit'

describe('current attributes (4.8.1)', () => {
  it('4.4: a load over the capacity lowers AGI and speed (KO 5 carries 25 kg; 51 kg is over twice: -2)', () => {
    const g = fixtureGame([{ id: 'a', side: 'x', card: card({ equipment: [{ name: 'pack', weightKg: 51 }] }) }])
    expect(currentAttribute(g, 'a', 'AGI')).toMatchObject({ value: 2, printed: 4, modifiers: [{ key: 'attribute.load', value: -2 }] })
    expect(currentAttribute(g, 'a', 'NK').value).toBe(2) // only AGI and GK suffer (4.4)
    expect(currentSpeedCm(g, 'a').value).toBe(8)
  })
  it("19.5: a telematon rolls AGI/NK/FK/EH with its operator's current values, KO and WN its own", () => {
    const g = fixtureGame([
      {
        id: 'op',
        side: 'x',
        card: card({ attributes: { AGI: 6, NK: 3, FK: 7, KO: 4, WN: 5, EH: 5 }, equipment: [{ name: 'deck', weightKg: 17 }] }),
      },
      { id: 'd', side: 'x', card: drone(), operatorId: 'op' },
    ])
    // operator KO 4 carries 16 kg, 17 kg is over it: AGI 6 - 1 = 5, lent to the drone with the reason
    expect(currentAttribute(g, 'd', 'AGI').value).toBe(5)
    expect(currentAttribute(g, 'd', 'AGI').modifiers.map((m) => m.key)).toEqual(['attribute.operator', 'attribute.load'])
    expect(currentAttribute(g, 'd', 'FK').value).toBe(7)
    expect(currentAttribute(g, 'd', 'KO').value).toBe(5)
    expect(currentAttribute(g, 'd', 'WN').value).toBe(4)
  })
  it('R-19.5a: a telematon without an operator has 0 in the borrowed attributes', () => {
    const g = fixtureGame([{ id: 'd', side: 'x', card: drone() }])
    expect(currentAttribute(g, 'd', 'EH').value).toBe(0)
  })
  it('18.3.2: each destroyed colossus side costs 1 AGI and 1 NK; a destroyed movement zone stops it', () => {
    // hull 15 HP, sides 2/3 of it = 10 (18.3)
    const g = fixtureGame([{ id: 'm', side: 'x', card: colossus(), patch: { zoneHpLost: { hull: 0, left: 10, right: 10, movement: 10 } } }])
    expect(currentAttribute(g, 'm', 'AGI').value).toBe(1)
    expect(currentAttribute(g, 'm', 'NK').value).toBe(3)
    expect(currentAttribute(g, 'm', 'FK').value).toBe(4)
    expect(currentSpeedCm(g, 'm').value).toBe(0)
    const nine = fixtureGame([{ id: 'm', side: 'x', card: colossus(), patch: { zoneHpLost: { hull: 0, left: 9, right: 0, movement: 9 } } }])
    expect(currentAttribute(nine, 'm', 'NK').value).toBe(5)
    expect(currentSpeedCm(nine, 'm').value).toBe(8)
  })
  it('3.7.2: temporary profile modifiers count while in force, never below 0', () => {
    const clause = universalis('3.7.2', 'Temporär')
    const g = fixtureGame([
      {
        id: 'a',
        side: 'x',
        patch: {
          profileModifiers: [
            { attribute: 'FK', value: 2, source: 'equipment:scope', clause },
            { attribute: 'NK', value: -5, source: 'power:curse', clause },
          ],
        },
      },
    ])
    expect(currentAttribute(g, 'a', 'FK').value).toBe(4)
    expect(currentAttribute(g, 'a', 'NK').value).toBe(0)
  })
  it('4.6: perception WN x 5, halved rounding up when critical; 11.3 adds no attribute malus by default', () => {
    const g = fixtureGame([{ id: 'a', side: 'x', patch: { critical: true } }])
    expect(currentPerceptionCm(g, 'a').value).toBe(8) // 15 / 2 = 7.5 -> 8
    expect(currentAttribute(g, 'a', 'AGI').value).toBe(4)
    expect(currentAttribute(g, 'a', 'AGI', { criticalModifiers: { AGI: -1 } }).value).toBe(3)
  })
  it('names the missing model', () => {
    expect(() => currentAttribute(fixtureGame([]), 'zz', 'AGI')).toThrow(/zz/)
  })
})
