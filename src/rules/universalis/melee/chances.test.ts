import { describe, expect, it } from 'vitest'
import { meleeChances } from './chances'

/**
 * 15.1 and 4.8.2: compared W12 + NK totals; R-15.1d rerolls (the attacker's first, while it
 * loses); R-15.1c a tie goes to compared AGI, repeated or ending with no winner. Every expected
 * value below is counted by hand over the 144 pairs of dice.
 */
describe('melee chances before the fight (15.1, 4.8.2, R-15.1c, R-15.1d)', () => {
  it('equal totals, no rerolls: 1/12 of pairs tie, equal AGI splits the rest and the ties evenly', () => {
    const c = meleeChances({ attacker: 5, defender: 5 }, { attacker: 0, defender: 0 }, { attacker: 4, defender: 4 }, 'repeat')
    expect(c.attackerWins).toBeCloseTo(0.5, 12)
    expect(c.defenderWins).toBeCloseTo(0.5, 12)
    expect(c.agiDecides).toBeCloseTo(12 / 144, 12)
    expect(c.noWinner).toBe(0)
  })

  it('11 ahead: only 1 + 11 against 12 + 0 ties; a second tie ends it with no winner when R-15.1c says so', () => {
    const repeat = meleeChances({ attacker: 11, defender: 0 }, { attacker: 0, defender: 0 }, { attacker: 3, defender: 3 }, 'repeat')
    expect(repeat.attackerWins).toBeCloseTo(143 / 144 + 1 / 288, 12)
    expect(repeat.defenderWins).toBeCloseTo(1 / 288, 12)
    // One AGI round with equal AGI: 66 of 144 pairs each way, 12 ties.
    const nothing = meleeChances({ attacker: 11, defender: 0 }, { attacker: 0, defender: 0 }, { attacker: 3, defender: 3 }, 'nothing')
    expect(nothing.attackerWins).toBeCloseTo(143 / 144 + (1 / 144) * (66 / 144), 12)
    expect(nothing.noWinner).toBeCloseTo((1 / 144) * (12 / 144), 12)
    expect(nothing.attackerWins + nothing.defenderWins + nothing.noWinner).toBeCloseTo(1, 12)
  })

  it('one reroll for the attacker (7.2, R-15.1d): 792 + 220 of 1728 won outright, 210 tied', () => {
    // Won at once: 66/144 = 792/1728. Lost first (b - 1 of 12), then the new die beats b (12 - b of 12):
    // sum over b of (b - 1)(12 - b) = 220, over 1728. Ties: 144/1728 at once and 66/1728 after the reroll.
    const c = meleeChances({ attacker: 6, defender: 6 }, { attacker: 1, defender: 0 }, { attacker: 5, defender: 5 }, 'repeat')
    expect(c.agiDecides).toBeCloseTo(210 / 1728, 12)
    expect(c.attackerWins).toBeCloseTo((792 + 220 + 105) / 1728, 12)
    expect(c.attackerWins + c.defenderWins).toBeCloseTo(1, 12)
  })

  it('mirror: swapping the sides swaps the chances when neither rerolls', () => {
    const ab = meleeChances({ attacker: 7, defender: 4 }, { attacker: 0, defender: 0 }, { attacker: 6, defender: 2 }, 'nothing')
    const ba = meleeChances({ attacker: 4, defender: 7 }, { attacker: 0, defender: 0 }, { attacker: 2, defender: 6 }, 'nothing')
    expect(ab.attackerWins).toBeCloseTo(ba.defenderWins, 12)
    expect(ab.noWinner).toBeCloseTo(ba.noWinner, 12)
  })

  it('misuse is thrown: rerolls must be a small whole number', () => {
    expect(() => meleeChances({ attacker: 1, defender: 1 }, { attacker: -1, defender: 0 }, { attacker: 1, defender: 1 }, 'repeat')).toThrow(
      /rerolls.attacker/,
    )
  })
})
