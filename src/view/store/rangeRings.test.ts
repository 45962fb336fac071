import { describe, expect, it } from 'vitest'
import { cardRanges, rangeRingsOf } from './rangeRings'
import { DEFAULT_RINGS, parseRadii, readPrefs } from './vttPrefs'
import { shippedCardLibrary } from './shippedCards'
import type { Figure } from '../../scene/schema'

const archer: Figure = { id: 'r', side: 'red', size: 'medium', position: [0, 0, 0], card: 'raider-archer' }
const crossbow: Figure = { id: 'c', side: 'red', size: 'medium', position: [0, 0, 0], mk: { card: 'mk-crossbowman' } }

describe('range rings (issue 14)', () => {
  it('typed distances: spaces, commas, semicolons; a German decimal comma; sorted, unique, positive', () => {
    expect(parseRadii('9, 3 6;6')).toEqual([3, 6, 9])
    expect(parseRadii('1,5; 3')).toEqual([1.5, 3])
    expect(parseRadii('-2 0 abc 4')).toEqual([4])
  })

  it('kept preferences are read back, anything else falls back to the defaults', () => {
    expect(readPrefs('{"tapeUnit":"in","rings":{"on":true,"radii":[2,4],"fromCard":true,"from":"edge"}}')).toEqual({
      tapeUnit: 'in',
      rings: { on: true, radii: [2, 4], fromCard: true, from: 'edge' },
    })
    expect(readPrefs('not json')).toEqual({ tapeUnit: null, rings: DEFAULT_RINGS })
    expect(readPrefs('{"tapeUnit":"furlong"}').tapeUnit).toBeNull()
  })

  it('3/6/9 in around a Universalis figure start at its base edge (medium base 2.5 cm: radius 1.25), R-VTT.1', () => {
    const rings = rangeRingsOf(archer, { ...DEFAULT_RINGS, on: true }, 'in', null)
    // 3 in = 7.62 cm, 6 in = 15.24, 9 in = 22.86; plus the 1.25 cm radius.
    expect(rings.map((r) => Number(r.radiusCm.toFixed(4)))).toEqual([8.87, 16.49, 24.11])
  })

  it("the card's ranges: a Universalis short bow's three 20 cm bands (14.7) end at 20, 40, 60 cm", () => {
    expect(cardRanges(archer, shippedCardLibrary())).toEqual({ unit: 'cm', values: [20, 40, 60] })
    const rings = rangeRingsOf(archer, { ...DEFAULT_RINGS, fromCard: true }, 'in', shippedCardLibrary())
    expect(rings.map((r) => [r.distance, r.unit, r.radiusCm])).toEqual([
      [20, 'cm', 21.25],
      [40, 'cm', 41.25],
      [60, 'cm', 61.25],
    ])
  })

  it("a Mage Knight crossbowman's dial range, 8 in, from its centre (core 7: centre to centre) = 20.32 cm", () => {
    const rings = rangeRingsOf(crossbow, { ...DEFAULT_RINGS, fromCard: true }, 'cm', null)
    expect(rings).toEqual([{ distance: 8, unit: 'in', radiusCm: 8 * 2.54 }])
  })

  it('a card without ranges falls back to the typed distances', () => {
    const plain: Figure = { ...archer, card: undefined }
    expect(rangeRingsOf(plain, { ...DEFAULT_RINGS, fromCard: true, from: 'centre' }, 'cm', null).map((r) => r.radiusCm)).toEqual([3, 6, 9])
  })
})
