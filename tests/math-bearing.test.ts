import { describe, expect, it } from 'vitest'
import { bearingDeg } from '../src/math/planar'

describe('bearingDeg (R-E.9a: degrees clockwise from the north edge z = 0)', () => {
  it('gives the four table directions and a diagonal', () => {
    const at = [10, 10] as const
    expect(bearingDeg(at, [10, 0])).toBe(0) // toward z = 0: north
    expect(bearingDeg(at, [20, 10])).toBe(90) // +x: east
    expect(bearingDeg(at, [10, 20])).toBe(180)
    expect(bearingDeg(at, [0, 10])).toBe(270)
    expect(bearingDeg(at, [20, 0])).toBe(45) // equal steps east and north
    expect(bearingDeg(at, at)).toBeNull()
  })
})
