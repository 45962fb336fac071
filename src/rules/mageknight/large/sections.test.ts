import { describe, expect, it } from 'vitest'
import { isEliminated } from '../core/dial'
import { at, dragon, withClicks } from './large.testkit'
import {
  activeSections,
  checkSectionArcs,
  sectionArcsFault,
  isActiveSection,
  meleeSectionHit,
  rangedSectionHit,
  sectionDial,
  sectionsAtBearing,
  sectionStats,
  sectionsTouchedBy,
} from './sections'
import { DEFAULT_LARGE_FIGURE_SETTINGS, type LargeFigureSettings, QUARTER_ARCS } from './settings'

const ORIGIN = at(0, 0)

describe('000 "Punktwert": the version turns every dial', () => {
  it('the wounded Fire Dragon starts with all four dials at click 2 and costs 300', () => {
    const d = dragon('d', 'red', 'wounded')
    expect(d.clicks).toEqual([2, 2, 2, 2])
    expect(d.points).toBe(300)
  })
})

describe('000 "Kampfscheiben": active and inactive sections', () => {
  it('the dial index is the section index; names come from the card', () => {
    const d = dragon()
    expect(['front', 'left', 'right', 'rear'].map((s) => sectionDial(d, s))).toEqual([0, 1, 2, 3])
    expect(() => sectionDial(d, 'tail')).toThrow(RangeError)
  })

  it('one or two skulls leave a section active (a skull is 0); three make it inactive', () => {
    // Fire Dragon front: click 5 shows a skull for attack only, click 6 three skulls.
    const d = withClicks(dragon(), [5, 0, 0, 6])
    expect(isActiveSection(d, 'front')).toBe(true)
    expect(sectionStats(d, 'front')).toMatchObject({ attack: 0, skulls: 1 })
    expect(isActiveSection(d, 'rear')).toBe(false)
    expect(activeSections(d)).toEqual(['front', 'left', 'right'])
  })

  it('six skulls over all windows take the figure out: no section is active', () => {
    const d = withClicks(dragon(), [6, 6, 0, 0])
    expect(isEliminated(d)).toBe(true)
    expect(activeSections(d)).toEqual([])
  })
})

describe('000 "Großfiguren angreifen": which section a point lies in', () => {
  it('facing 90 (east), shooter due south: bearing 180, relative +90, the right section', () => {
    // South is +z in the scene; bearing 180 from the centre, minus the facing 90 = +90: right.
    const hit = rangedSectionHit({ centre: ORIGIN, facingDeg: 90 }, at(0, 20))
    expect(hit).toEqual({ bearingDeg: 90, sections: ['right'], boundary: false })
  })

  it('facing 0, a point at (+10, -10): relative 45 exactly, the boundary of front and right', () => {
    const hit = meleeSectionHit({ centre: ORIGIN, facingDeg: 0 }, at(10, -10))
    expect(hit.boundary).toBe(true)
    expect(hit.sections.sort()).toEqual(['front', 'right'])
  })

  it('the boundary holds within the tolerance (1 degree) and not beyond', () => {
    // Relative bearing b, facing 0: the point (sin b, -cos b) at 10 inches.
    const point = (deg: number) => at(10 * Math.sin((deg * Math.PI) / 180), -10 * Math.cos((deg * Math.PI) / 180))
    expect(meleeSectionHit({ centre: ORIGIN, facingDeg: 0 }, point(45.9)).sections).toEqual(['right', 'front'])
    expect(meleeSectionHit({ centre: ORIGIN, facingDeg: 0 }, point(46.1)).sections).toEqual(['right'])
    expect(meleeSectionHit({ centre: ORIGIN, facingDeg: 0 }, point(-134.5)).sections).toEqual(['left', 'rear'])
  })

  it('rear behind, left at -90, for any facing', () => {
    expect(rangedSectionHit({ centre: ORIGIN, facingDeg: 0 }, at(0, 30)).sections).toEqual(['rear'])
    expect(rangedSectionHit({ centre: ORIGIN, facingDeg: 0 }, at(-5, 0)).sections).toEqual(['left'])
    // Facing 270 (west): north (bearing 0) is relative +90, the right.
    expect(rangedSectionHit({ centre: at(3, 3), facingDeg: 270 }, at(3, -7)).sections).toEqual(['right'])
  })

  it('sectionArcs describes other splits: a 120 degree front holds 55 degrees', () => {
    const wideFront: LargeFigureSettings = {
      ...DEFAULT_LARGE_FIGURE_SETTINGS,
      sectionArcs: [
        { section: 'front', centreDeg: 0, widthDeg: 120 },
        { section: 'right', centreDeg: 90, widthDeg: 60 },
        { section: 'rear', centreDeg: 180, widthDeg: 120 },
        { section: 'left', centreDeg: -90, widthDeg: 60 },
      ],
    }
    expect(sectionsAtBearing(55).sections).toEqual(['right'])
    expect(sectionsAtBearing(55, wideFront).sections).toEqual(['front'])
    expect(sectionsAtBearing(-150, wideFront).sections).toEqual(['rear'])
  })

  it("arcs that overlap or leave a gap, and the centre point itself, are the caller's mistakes", () => {
    expect(() => checkSectionArcs([{ section: 'front', centreDeg: 0, widthDeg: 300 }])).toThrow(RangeError)
    expect(() =>
      checkSectionArcs([
        { section: 'front', centreDeg: 0, widthDeg: 180 },
        { section: 'rear', centreDeg: 90, widthDeg: 180 },
      ]),
    ).toThrow(/overlap/)
    expect(() => rangedSectionHit({ centre: ORIGIN, facingDeg: 0 }, ORIGIN)).toThrow(RangeError)
  })

  it('R-LF-1 "arcs must cover the circle without overlapping": the fault is named for the profile check', () => {
    // The quarters cover the circle once; 300 alone is 60 short; front -90..90 and rear 0..180 overlap (first and second arc).
    expect(sectionArcsFault(QUARTER_ARCS)).toBeNull()
    expect(sectionArcsFault([{ section: 'front', centreDeg: 0, widthDeg: 300 }])).toEqual({ fault: 'not-circle', totalDeg: 300 })
    expect(
      sectionArcsFault([
        { section: 'front', centreDeg: 0, widthDeg: 180 },
        { section: 'rear', centreDeg: 90, widthDeg: 180 },
      ]),
    ).toEqual({ fault: 'overlap', first: 0, second: 1 })
  })
})

describe('000 "Fernkampf": the sections a base touches, rim included', () => {
  it('a hero touching at the corner of front and left touches both', () => {
    // 5 in large base, 1.25 in hero base: centres 3.125 in apart at relative -45.
    const d = 3.125 / Math.SQRT2
    expect(sectionsTouchedBy({ centre: ORIGIN, facingDeg: 0 }, at(-d, -d)).sort()).toEqual(['front', 'left'])
    expect(sectionsTouchedBy({ centre: ORIGIN, facingDeg: 0 }, at(0, -3.125))).toEqual(['front'])
  })
})
