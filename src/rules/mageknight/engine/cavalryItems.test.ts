import { describe, expect, it } from 'vitest'
import { mkFigureCard } from '../../../scene/mageknight/library'
import { scriptedDice } from '../../kernel/dice'
import { figurePiece } from '../core/dial'
import { cavalryOfPairs } from './cavalryState'
import { performMk } from './engine'
import { newMkGame } from './game'

/** 003 "Giving Actions to a Cavalry Unit": items picked up and dropped in contact with the mount; our game has none (R-MKK-28). */
describe('003 Giving Actions to a Cavalry Unit: items', () => {
  it('a rider picking up or dropping an item is refused by the ruling, in a game with or without cavalry', () => {
    const pieces = [figurePiece(mkFigureCard('mk-battle-horse'), 'k', 'blue'), figurePiece(mkFigureCard('mk-lancer'), 'k-r', 'blue')]
    const g = cavalryOfPairs(newMkGame(pieces, ['blue', 'red'], 300), [{ mount: 'k', rider: 'k-r' }], {
      k: 'mk-battle-horse',
      'k-r': 'mk-lancer',
    })
    for (const game of [g, newMkGame(pieces, ['blue', 'red'], 300)])
      for (const pickUp of [true, false]) {
        const r = performMk(game, { kind: 'item', piece: 'k-r', item: 'sword', pickUp }, {}, scriptedDice([]))
        expect(r.ok ? null : [r.refusal.code, r.refusal.clause.section]).toEqual(['items-not-modelled', 'R-MKK-28'])
      }
  })
})
