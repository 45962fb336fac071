import { describe, expect, it } from 'vitest'
import { sameArcs, widthTotal, withArcAdded, withArcRemoved } from './sectionArcDraft'

// R-LF-1's default: four quarters, front ahead, right at +90, rear behind, left at -90.
const QUARTERS = [
  { section: 'front', centreDeg: 0, widthDeg: 90 },
  { section: 'right', centreDeg: 90, widthDeg: 90 },
  { section: 'rear', centreDeg: 180, widthDeg: 90 },
  { section: 'left', centreDeg: -90, widthDeg: 90 },
]
const SECTIONS = ['front', 'left', 'right', 'rear']

describe('the section-arc table’s edits (R-LF-1)', () => {
  it('adding an arc halves the widest: the front quarter (-45..45) becomes -45..0 and 0..45, still 360 degrees', () => {
    const added = withArcAdded(QUARTERS, SECTIONS)
    expect(added.slice(0, 2)).toEqual([
      { section: 'front', centreDeg: -22.5, widthDeg: 45 },
      // Every section already has an arc, so the new half keeps the split arc's section.
      { section: 'front', centreDeg: 22.5, widthDeg: 45 },
    ])
    expect(added.slice(2)).toEqual(QUARTERS.slice(1))
    expect(widthTotal(added)).toBe(360)
  })

  it('adding to one arc round the base names the first section without an arc: front keeps -180..0, left takes 0..180', () => {
    const added = withArcAdded([{ section: 'front', centreDeg: 0, widthDeg: 360 }], SECTIONS)
    // The whole circle -180..180 halves into -180..0 (centre -90) and 0..180 (centre 90).
    expect(added).toEqual([
      { section: 'front', centreDeg: -90, widthDeg: 180 },
      { section: 'left', centreDeg: 90, widthDeg: 180 },
    ])
  })

  it('removing an arc gives its width to the arc ending where it starts: rear (135..225) widens right (45..135) to 45..225', () => {
    const removed = withArcRemoved(QUARTERS, 2)
    expect(removed).toEqual([QUARTERS[0], { section: 'right', centreDeg: 135, widthDeg: 180 }, QUARTERS[3]])
    expect(widthTotal(removed)).toBe(360)
  })

  it('removing the first arc wraps round: front (-45..45) goes to left (-135..-45), which becomes -135..45', () => {
    expect(withArcRemoved(QUARTERS, 0)).toEqual([QUARTERS[1], QUARTERS[2], { section: 'left', centreDeg: -45, widthDeg: 180 }])
  })

  it('an arc touching none is only left out, and an index past the table changes nothing', () => {
    const apart = [
      { section: 'front', centreDeg: 0, widthDeg: 90 },
      { section: 'rear', centreDeg: 180, widthDeg: 90 },
    ]
    expect(withArcRemoved(apart, 1)).toEqual([apart[0]])
    expect(withArcRemoved(apart, 5)).toEqual(apart)
  })

  it('compares tables row by row', () => {
    expect(sameArcs(QUARTERS, [...QUARTERS])).toBe(true)
    expect(sameArcs(QUARTERS, withArcAdded(QUARTERS, SECTIONS))).toBe(false)
    expect(sameArcs(QUARTERS, [QUARTERS[1], QUARTERS[0], QUARTERS[2], QUARTERS[3]])).toBe(false)
  })
})
