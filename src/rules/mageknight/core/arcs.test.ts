import { describe, expect, it } from 'vitest'
import { exactBearingDeg, inFrontArc, inRearArc, relativeBearingDeg, signedDeg } from './arcs'

// Angles by hand: north is -z, east +x (R-E.9a); a point at (+1, -1) from the centre lies at 45 degrees.
describe('MAGE-KNIGHT-CORE 1: facing, front and rear arcs', () => {
  it('bearings are clockwise from north, exact', () => {
    expect(exactBearingDeg([0, 0], [0, -5])).toBe(0)
    expect(exactBearingDeg([0, 0], [5, 0])).toBe(90)
    expect(exactBearingDeg([0, 0], [0, 5])).toBe(180)
    expect(exactBearingDeg([0, 0], [-5, 0])).toBe(270)
    expect(exactBearingDeg([0, 0], [1, -1])).toBeCloseTo(45, 12)
    expect(exactBearingDeg([2, 2], [2, 2])).toBeNull()
  })

  it('relative bearings are signed, right of the facing positive', () => {
    expect(relativeBearingDeg([0, 0], 90, [0, 5])).toBeCloseTo(90, 12) // facing east, point south: to the right
    expect(relativeBearingDeg([0, 0], 90, [0, -5])).toBeCloseTo(-90, 12)
    expect(relativeBearingDeg([0, 0], 0, [0, 5])).toBe(180)
    expect(signedDeg(-180)).toBe(180)
    expect(signedDeg(370)).toBe(10)
  })

  it('a 180 degree front arc holds the half plane ahead, its edge included; the rest is the rear arc', () => {
    // facing north: ahead is z < 0; the edge is the line z = 0 through the centre
    expect(inFrontArc([0, 0], 0, 180, [3, -0.01])).toBe(true)
    expect(inFrontArc([0, 0], 0, 180, [3, 0])).toBe(true)
    expect(inFrontArc([0, 0], 0, 180, [3, 0.01])).toBe(false)
    expect(inRearArc([0, 0], 0, 180, [3, 0.01])).toBe(true)
    expect(inRearArc([0, 0], 0, 180, [3, 0])).toBe(false)
  })

  it('a 90 degree arc ends at 45 degrees either side; 360 degrees (no rear arc, 000) holds everything', () => {
    expect(inFrontArc([0, 0], 0, 90, [1, -1])).toBe(true) // exactly 45
    expect(inFrontArc([0, 0], 0, 90, [1.01, -1])).toBe(false)
    expect(inFrontArc([0, 0], 0, 360, [0, 9])).toBe(true)
    expect(inRearArc([0, 0], 0, 360, [0, 9])).toBe(false)
  })

  it('refuses a facing that is not a number', () => {
    expect(() => relativeBearingDeg([0, 0], Number.NaN, [1, 1])).toThrow(/facingDeg/)
  })
})
