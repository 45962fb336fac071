import { describe, expect, it } from 'vitest'
import { dungeonOffers } from './offers'
import { playAll, session } from './dungeon.testkit'
import type { DungeonStep } from './steps'

const key = (s: readonly number[]) => s.join(',')

describe('002 Stuhl, Tisch (R-MKD-12): the put-down places offered', () => {
  const carryChair: DungeonStep[] = [
    { do: 'activate', hero: 'dwarf' },
    { do: 'move', hero: 'dwarf', to: [3, 5] },
    { do: 'pickUp', hero: 'dwarf', furniture: 'chair' },
    { do: 'move', hero: 'dwarf', to: [3, 6] },
  ]

  it('a carried chair: the free squares adjacent to the hero, each one the rules accept', () => {
    const s = session(1)
    playAll(s, carryChair)
    const offers = dungeonOffers(s)
    expect(offers.active).toMatchObject({ hero: 'dwarf', carrying: 'chair', mustPutDown: true })
    // The dwarf on (3,6) in the hall (columns 1-8, rows 1-7): its eight neighbours are (2..4, 5..7).
    // The griffon throne covers (2,6), so not there; (4,5) is free since the chair left it; (4,7)
    // has the doorway to the stair corridor south of it and is still a hall square. Seven places.
    expect(offers.putDown.map((p) => key(p.at))).toEqual(['2,5', '3,5', '4,5', '4,6', '2,7', '3,7', '4,7'])
    expect(offers.putDown.every((p) => p.along === undefined && p.squares.length === 1)).toBe(true)
    // Each offered place is one the step accepts (probed through the rules, not guessed).
    for (const place of offers.putDown) {
      const probe = session(1)
      playAll(probe, carryChair)
      expect(probe.do({ do: 'putDown', hero: 'dwarf', at: place.at }).ok, key(place.at)).toBe(true)
    }
  })

  it('nothing to put down: no places; the hero not carrying, or no hero active', () => {
    const s = session(1)
    expect(dungeonOffers(s).putDown).toEqual([])
    playAll(s, [{ do: 'activate', hero: 'dwarf' }])
    expect(dungeonOffers(s).putDown).toEqual([])
  })

  it('a carried table: both directions, one square adjacent, the other free too', () => {
    const s = session(1)
    // The table covers (5,5)-(6,5); the mage on (6,4) faces east, turns south and lifts it.
    playAll(s, [
      { do: 'activate', hero: 'mage' },
      { do: 'face', hero: 'mage', facing: 180 },
      { do: 'pickUp', hero: 'mage', furniture: 'table' },
    ])
    const offers = dungeonOffers(s).putDown
    expect(offers.some((p) => p.along === 'ew')).toBe(true)
    expect(offers.some((p) => p.along === 'ns')).toBe(true)
    for (const p of offers) expect(p.squares).toHaveLength(2)
    // Lying east-west from (5,5) it stands where it stood: both squares free again, (5,5) next to the mage.
    expect(offers.find((p) => key(p.at) === '5,5' && p.along === 'ew')?.squares).toEqual([
      [5, 5],
      [6, 5],
    ])
    // (7,3) is blocking terrain: no table lies over it.
    expect(offers.some((p) => p.squares.some((q) => key(q) === '7,3'))).toBe(false)
  })
})
