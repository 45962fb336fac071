import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../kernel/dice'
import { cavalryGame } from './cavalry.testkit'
import { performMk } from './engine'

/** 003 "Giving Actions to a Cavalry Unit": items picked up and dropped in contact with the mount; our game has none (R-MKK-28). */
describe('003 Giving Actions to a Cavalry Unit: items', () => {
  it('a rider picking up or dropping an item is refused by the ruling, in a game with or without cavalry', () => {
    const figures = [
      { card: 'mk-battle-horse', id: 'k', side: 'blue' },
      { card: 'mk-lancer', id: 'k-r', side: 'blue' },
    ]
    const g = cavalryGame(figures, ['blue', 'red'], [{ mount: 'k', rider: 'k-r' }])
    for (const game of [g, cavalryGame(figures, ['blue', 'red'], [])])
      for (const pickUp of [true, false]) {
        const r = performMk(game, { kind: 'item', piece: 'k-r', item: 'sword', pickUp }, {}, scriptedDice([]))
        expect(r.ok ? null : [r.refusal.code, r.refusal.clause.section]).toEqual(['items-not-modelled', 'R-MKK-28'])
      }
  })
})
