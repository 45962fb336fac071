import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../kernel/dice'
import { largeBreakAway } from './breakAway'
import { dragon, hero, ok } from './large.testkit'

describe('000 "Lösen": one roll for the whole large figure', () => {
  it('no opposing hero in contact: no roll at all', () => {
    const dice = scriptedDice([])
    expect(ok(largeBreakAway(dice, dragon(), 0))).toMatchObject({ rolled: false, succeeded: true, mayMove: true })
    expect(dice.log).toHaveLength(0)
  })

  it('three heroes at two sections: one die; a 2 breaks away (000 "Allgemeine Regeln": only a 1 fails)', () => {
    const dice = scriptedDice([2])
    const r = largeBreakAway(dice, dragon(), 3)
    expect(ok(r)).toMatchObject({ rolled: true, die: 2, succeeded: true, mayMove: true })
    expect(dice.log).toHaveLength(1)
    expect(dice.log[0].clause.section).toBe('Lösen')
    expect(r.ok && r.breakdown.rolls[0]).toMatchObject({ dice: [2], success: true })
  })

  it('a 1 fails: the figure may not even turn', () => {
    expect(ok(largeBreakAway(scriptedDice([1]), dragon(), 1))).toMatchObject({ die: 1, succeeded: false, mayMove: false })
  })

  it('only for large figures (a hero breaks away by the core rules)', () => {
    expect(() => largeBreakAway(scriptedDice([]), hero('h', 'blue'), 1)).toThrow(RangeError)
    expect(() => largeBreakAway(scriptedDice([]), dragon(), -1)).toThrow(RangeError)
  })
})
