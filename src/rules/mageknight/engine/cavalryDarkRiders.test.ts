import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../kernel/dice'
import { cavalryGame } from './cavalry.testkit'
import { performMk } from './engine'
import type { MkGame } from './types'

/**
 * 003 "Dark Riders Subfaction" and "Subfaction Abilities: Dark Riders" in the engine. Stand-in
 * cards (R-MKK-19): Dark Steed and Dark Rider, five clicks each, the skull at click 4.
 */
function darkGame(mountClick: number, riderClick: number): MkGame {
  const figures = [
    { card: 'mk-dark-steed', id: 'd', side: 'red', click: mountClick },
    { card: 'mk-dark-rider', id: 'd-r', side: 'red', click: riderClick },
    { card: 'mk-crossbowman', id: 'x', side: 'blue' },
  ]
  return cavalryGame(figures, ['red', 'blue'], [{ mount: 'd', rider: 'd-r' }])
}

describe('003 Dark Riders Subfaction: a rider eliminated stays in the saddle', () => {
  it("Dark Unity's pushing click on a rider at click 3 eliminates it; the mount still heals and keeps it in the saddle", () => {
    const r = performMk(darkGame(2, 3), { kind: 'darkUnity', piece: 'd' }, {}, scriptedDice([]))
    if (!r.ok) throw new Error(r.refusal.code)
    expect(r.value.events).toEqual([
      { kind: 'clicks', piece: 'd-r', dial: 0, from: 3, to: 4 },
      { kind: 'clicks', piece: 'd', dial: 0, from: 2, to: 1 },
      { kind: 'eliminated', piece: 'd-r', by: null },
    ])
    expect(r.value.game.pieces['d-r'].clicks).toEqual([4])
    expect(r.value.game.cavalry?.saddle.d).toBeNull()
    expect(r.value.game.cavalry?.deadRiderInSaddle).toEqual(['d'])
    // Still on the table, out of the game: the engine refuses any action naming it.
    const act = performMk(
      r.value.game,
      { kind: 'remount', piece: 'd-r', mount: 'd' },
      { cavalry: { remountContact: true } },
      scriptedDice([]),
    )
    expect(act.ok ? null : act.refusal.code).toBe('piece-eliminated')
  })

  it('a game read again from a scene that seats an eliminated Dark Rider keeps it there, the mount without a rider', () => {
    const g = darkGame(0, 4)
    expect(g.cavalry?.saddle.d).toBeNull()
    expect(g.cavalry?.deadRiderInSaddle).toEqual(['d'])
    expect(g.pieces.d.mounted).toBe(true)
  })
})
