import { describe, expect, it } from 'vitest'
import { purpose, scriptedDice, seededDice } from '../../kernel/dice'
import { horizontalInches, inBaseContact, mkAttackRoll, mkHitChance, neededRoll } from './ranged'

const SHOT = purpose('roll.mkRanged', { attacker: 'shooter' }, 'shot')

describe('distances in inches (core 5)', () => {
  it('converts exactly: 76.2 cm is 30 in, 45.72 cm is 18 in, 10.16 cm is 4 in', () => {
    expect(horizontalInches([0, 0], [76.2, 0])).toBeCloseTo(30, 12)
    expect(horizontalInches([10, 10], [10, 55.72])).toBeCloseTo(18, 12)
    // 3-4-5 triangle in inches: 3 in = 7.62 cm, 4 in = 10.16 cm
    expect(horizontalInches([0, 0], [7.62, 10.16])).toBeCloseTo(5, 12)
  })
  it('refuses non-finite points, naming them', () => {
    expect(() => horizontalInches([Number.NaN, 0], [0, 0])).toThrow(/point a/)
  })
})

describe('base contact (core 6)', () => {
  it('1.25 in bases touch at 1.25 in between centres (3.175 cm), not at 1.4 in', () => {
    const a = { centre: [0, 0] as const, diameterIn: 1.25 }
    expect(inBaseContact(a, { centre: [3.175, 0] as const, diameterIn: 1.25 })).toBe(true)
    expect(inBaseContact(a, { centre: [1.4 * 2.54, 0] as const, diameterIn: 1.25 })).toBe(false)
  })
  it('castle sections are never in base contact (001 "Allgemeine Regeln")', () => {
    expect(inBaseContact({ centre: [0, 0], diameterIn: 1.25 }, { centre: [0, 0], diameterIn: 6, castleSection: true })).toBe(false)
  })
})

describe('attack roll 2d6 + attack against defence (core 7)', () => {
  it('hits when the total reaches the defence exactly, misses one below; the dice are logged', () => {
    const dice = scriptedDice([4, 3, 4, 2])
    // 10 + 4 + 3 = 17 against 16 + 1 = 17: hit
    const hit = mkAttackRoll(dice, {
      attack: 10,
      attackModifiers: [],
      defence: 16,
      defenceModifiers: [{ key: 'h', value: 1, clause: { file: 'f', section: 's', title: 't' } }],
      purpose: SHOT,
    })
    expect(hit).toMatchObject({ dice: [4, 3], total: 17, opponentTotal: 17, hit: true })
    // 10 + 4 + 2 = 16 against 17: miss
    const miss = mkAttackRoll(dice, { attack: 10, attackModifiers: [], defence: 17, defenceModifiers: [], purpose: SHOT })
    expect(miss.hit).toBe(false)
    expect(dice.log.map((r) => [r.sides, r.result])).toEqual([
      [6, 4],
      [6, 3],
      [6, 4],
      [6, 2],
    ])
  })
  it('double six always hits, double one always misses', () => {
    expect(
      mkAttackRoll(scriptedDice([6, 6]), { attack: 0, attackModifiers: [], defence: 40, defenceModifiers: [], purpose: SHOT }),
    ).toMatchObject({ hit: true, criticalHit: true })
    expect(
      mkAttackRoll(scriptedDice([1, 1]), { attack: 20, attackModifiers: [], defence: 5, defenceModifiers: [], purpose: SHOT }),
    ).toMatchObject({ hit: false, criticalMiss: true })
  })
  it('hit chance: attack 10 against 20 needs 10+ on 2d6: 6/36', () => {
    expect(mkHitChance(10, 20)).toBeCloseTo(6 / 36, 12)
    expect(mkHitChance(0, 100)).toBeCloseTo(1 / 36, 12) // only double six
    expect(mkHitChance(30, 0)).toBeCloseTo(35 / 36, 12) // all but double one
  })
  it('seeded rolls agree with the exact chance over many shots', () => {
    const dice = seededDice(7)
    let hits = 0
    const n = 6000
    for (let i = 0; i < n; i++)
      if (mkAttackRoll(dice, { attack: 9, attackModifiers: [], defence: 17, defenceModifiers: [], purpose: SHOT }).hit) hits++
    // need 8+ on 2d6: 15/36 = 0.4167; 6000 shots: standard error about 0.0064
    expect(Math.abs(hits / n - mkHitChance(9, 17))).toBeLessThan(0.03)
  })
})

describe('the 2d6 result an attack needs (core 7: two ones always miss, two sixes always hit)', () => {
  it('defence − attack, never below 3 (a 2 is two ones, a critical miss) nor above 12', () => {
    // 9 against 14: 5. 20 against 14: −6, but only 3 or more can hit (the one 2 is 1 + 1). 0 against 14: 14, but 12 always hits.
    expect([neededRoll(9, 14), neededRoll(20, 14), neededRoll(12, 14), neededRoll(0, 14)]).toEqual([5, 3, 3, 12])
    // The floor agrees with the chance: with a need of 3 every outcome but 1 + 1 hits, 35 of 36.
    expect(mkHitChance(20, 14)).toBe(35 / 36)
  })
  it('refuses a number that is not one, naming the function', () => {
    expect(() => neededRoll(Number.NaN, 14)).toThrow(/neededRoll/)
  })
})
