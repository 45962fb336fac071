import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../kernel/dice'
import { DEFAULT_MK_CORE_SETTINGS } from './settings'
import { leadershipRoll, magicEnhancement } from './supportAbilities'

describe('R-MKC-11 magic enhancement', () => {
  it('+1 damage once, however many friends in contact enhance the shot', () => {
    const m = magicEnhancement([], [['magicEnhancement'], ['magicEnhancement', 'toughness'], []], [])
    expect(m).toMatchObject({ key: 'magicEnhancement', value: 1, clause: { section: 'R-MKC-11' }, params: { enhancers: 2, bonus: 1 } })
  })
  it('nothing without an enhancer, nor for a magic-immune shooter or target', () => {
    expect(magicEnhancement([], [['toughness']], [])).toBeNull()
    expect(magicEnhancement(['magicImmunity'], [['magicEnhancement']], [])).toBeNull()
    expect(magicEnhancement([], [['magicEnhancement']], ['magicImmunity'])).toBeNull()
  })
  it('the setting magicEnhancementBonus', () => {
    expect(magicEnhancement([], [['magicEnhancement']], [], { ...DEFAULT_MK_CORE_SETTINGS, magicEnhancementBonus: 2 })?.value).toBe(2)
  })
})

describe('R-MKC-12 leadership (001 "Portale": before the portals at the start of the turn)', () => {
  it('one d6 for three leaders: a 4 gives one extra action, a 3 none', () => {
    const four = scriptedDice([4])
    expect(leadershipRoll(four, 'mark', 3)).toMatchObject({
      extraActions: 1,
      roll: { dice: [4], success: true, clause: { section: 'R-MKC-12' } },
    })
    expect(four.log).toHaveLength(1)
    expect(leadershipRoll(scriptedDice([3]), 'mark', 1)).toMatchObject({ extraActions: 0, roll: { success: false } })
  })
  it('no leader: no die is rolled', () => {
    const dice = scriptedDice([])
    expect(leadershipRoll(dice, 'mark', 0)).toBeNull()
    expect(dice.log).toHaveLength(0)
  })
  it('the setting leadershipMin: 5 makes a 4 fail; a count no caller passes is thrown', () => {
    expect(leadershipRoll(scriptedDice([4]), 'mark', 1, { ...DEFAULT_MK_CORE_SETTINGS, leadershipMin: 5 })?.extraActions).toBe(0)
    expect(() => leadershipRoll(scriptedDice([4]), 'mark', -1)).toThrow(/leaders/)
  })
})
