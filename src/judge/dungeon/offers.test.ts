import { describe, expect, it } from 'vitest'
import { dungeonOffers } from './offers'
import { DEFAULT_DUNGEON_SETTINGS } from '../../rules/mageknight/dungeons'
import { playAll, session } from './dungeon.testkit'
import type { DungeonStep } from './steps'

const key = (s: readonly number[]) => s.join(',')

const allowedAt = (places: ReturnType<typeof dungeonOffers>['putDown']) => places.filter((p) => p.put.ok)

/** The dwarf picks up the chair and carries it to (3,6): it must put it down before anything else. */
const carryChair: DungeonStep[] = [
  { do: 'activate', hero: 'dwarf' },
  { do: 'move', hero: 'dwarf', to: [3, 5] },
  { do: 'pickUp', hero: 'dwarf', furniture: 'chair' },
  { do: 'move', hero: 'dwarf', to: [3, 6] },
]

describe('002 Stuhl, Tisch (R-MKD-12, R-MKDV-3): the put-down places offered, refused ones with their reason', () => {
  it('002 Stuhl: a carried chair: the eight squares round the hero, the free ones allowed, the throne refused with its square', () => {
    const s = session(1)
    playAll(s, carryChair)
    const offers = dungeonOffers(s)
    expect(offers.active).toMatchObject({ hero: 'dwarf', carrying: 'chair', mustPutDown: true })
    // The dwarf on (3,6) in the hall (columns 1-8, rows 1-7): its eight neighbours are (2..4, 5..7).
    // The griffon throne covers (2,6), so not there; (4,5) is free since the chair left it; (4,7)
    // has the doorway to the stair corridor south of it and is still a hall square. Seven places.
    expect(allowedAt(offers.putDown).map((p) => key(p.at))).toEqual(['2,5', '3,5', '4,5', '4,6', '2,7', '3,7', '4,7'])
    expect(offers.putDown.map((p) => key(p.at))).toEqual(['2,5', '3,5', '4,5', '2,6', '4,6', '2,7', '3,7', '4,7'])
    const throne = offers.putDown.find((p) => key(p.at) === '2,6')?.put
    expect(throne?.ok === false && throne.refusal).toMatchObject({ code: 'put-down-not-free', params: { blocked: '2,6', why: 'artifact' } })
    expect(offers.putDownSquares.find((q) => key(q.square) === '2,6')?.put.ok).toBe(false)
    expect(offers.putDown.every((p) => p.along === undefined && p.squares.length === 1)).toBe(true)
    // Each allowed place is one the step accepts, each refused one the step refuses with the same code (probed, not guessed).
    for (const place of offers.putDown) {
      const probe = session(1)
      playAll(probe, carryChair)
      const r = probe.do({ do: 'putDown', hero: 'dwarf', at: place.at })
      expect(r.ok ? 'ok' : r.refusal.code, key(place.at)).toBe(place.put.ok ? 'ok' : place.put.refusal.code)
    }
  })

  it('nothing to put down: no places; the hero not carrying, or no hero active', () => {
    const s = session(1)
    expect(dungeonOffers(s).putDown).toEqual([])
    playAll(s, [{ do: 'activate', hero: 'dwarf' }])
    expect(dungeonOffers(s).putDown).toEqual([])
  })

  it('002 Tisch: a carried table: both directions, one square adjacent, the other free too; over blocking terrain refused', () => {
    const s = session(1)
    // The table covers (5,5)-(6,5); the mage on (6,4) faces east, turns south and lifts it.
    playAll(s, [
      { do: 'activate', hero: 'mage' },
      { do: 'face', hero: 'mage', facing: 180 },
      { do: 'pickUp', hero: 'mage', furniture: 'table' },
    ])
    const all = dungeonOffers(s).putDown
    const offers = allowedAt(all)
    expect(offers.some((p) => p.along === 'ew')).toBe(true)
    expect(offers.some((p) => p.along === 'ns')).toBe(true)
    for (const p of offers) expect(p.squares).toHaveLength(2)
    // Lying east-west from (5,5) it stands where it stood: both squares free again, (5,5) next to the mage.
    expect(offers.find((p) => key(p.at) === '5,5' && p.along === 'ew')?.squares).toEqual([
      [5, 5],
      [6, 5],
    ])
    // (7,3) is blocking terrain: no table lies over it; the places over it are offered refused, saying so.
    expect(offers.some((p) => p.squares.some((q) => key(q) === '7,3'))).toBe(false)
    const over = all.filter((p) => p.squares.some((q) => key(q) === '7,3'))
    expect(over.length).toBeGreaterThan(0)
    expect(over.map((p) => (p.put.ok ? 'ok' : p.put.refusal.params?.why))).toEqual(over.map(() => 'blocking'))
  })
})

describe("R-MKD-5, R-MKDS-2: whether a draw waits for a colour is the offer's to say", () => {
  it('colour-chosen: the colours still under each artifact; random: none asked', () => {
    // The shipped dungeon's idol is dealt one token of each colour (its `tokens` in scenes/mk-dungeon.json).
    const chosen = dungeonOffers(session(13, { settings: { ...DEFAULT_DUNGEON_SETTINGS, drawChoice: 'colour-chosen' } }))
    const idol = chosen.artifacts.find((a) => a.id === 'idol')!
    expect(idol.tokens).toEqual({ yellow: 1, blue: 1, red: 1 })
    expect(idol.drawFrom).toEqual(['yellow', 'blue', 'red'])
    expect(dungeonOffers(session(13)).artifacts.every((a) => a.drawFrom === null)).toBe(true)
  })
})

describe('R-MKDS-3, R-MKDJ-1: what the play keys ask, offered by the judge', () => {
  it('one turn: 45° either way from the facing now, across north (the mage faces east, 90°)', () => {
    const s = session(1)
    expect(dungeonOffers(s).turns).toBeNull()
    playAll(s, [{ do: 'activate', hero: 'mage' }])
    expect(dungeonOffers(s).turns).toEqual({ left: 45, right: 135 })
    playAll(s, [{ do: 'face', hero: 'mage', facing: 0 }])
    expect(dungeonOffers(s).turns).toEqual({ left: 315, right: 45 })
  })

  it('a hero that must put furniture down first is offered no turn', () => {
    const s = session(1)
    playAll(s, carryChair)
    expect(dungeonOffers(s).turns).toBeNull()
  })

  it('the next hero follows the scene order (mage, xbow, dwarf) after the last activated, round to the first', () => {
    const s = session(1)
    expect(dungeonOffers(s).nextHero).toBe('mage')
    playAll(s, [{ do: 'activate', hero: 'xbow' }])
    expect(dungeonOffers(s).nextHero).toBe('dwarf')
    playAll(s, [{ do: 'endActivation' }, { do: 'activate', hero: 'dwarf' }, { do: 'endActivation' }])
    expect(dungeonOffers(s).nextHero).toBe('mage')
  })
})
