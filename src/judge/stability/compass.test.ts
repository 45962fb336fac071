import { describe, expect, it } from 'vitest'
import { bearingStep, compassPoint, compassWord } from './compass'

describe('compass words (north = −z, east = +x)', () => {
  it('names the eight points and rounds to the nearest', () => {
    expect(compassWord(0)).toBe('north')
    expect(compassWord(90)).toBe('east')
    expect(compassWord(180)).toBe('south')
    expect(compassWord(270)).toBe('west')
    expect(compassWord(-45)).toBe('north-west')
    expect(compassWord(22.4)).toBe('north')
    expect(compassWord(22.5)).toBe('north-east')
    expect(compassWord(359)).toBe('north')
  })

  it('R-SB.3: names the sixteen points, 22.5° apart, rounding to the nearest', () => {
    expect(compassPoint(0)).toBe('north')
    expect(compassPoint(22.5)).toBe('north-north-east')
    expect(compassPoint(120)).toBe('east-south-east') // 112.5° is 7.5° away, 135° is 15°
    expect(compassPoint(123.75)).toBe('south-east') // the tie between them goes clockwise
    expect(compassPoint(272.5)).toBe('west')
    expect(compassPoint(-22.5)).toBe('north-north-west')
    expect(compassPoint(348.75)).toBe('north')
    expect(() => compassPoint(Number.POSITIVE_INFINITY)).toThrow(RangeError)
  })

  it('steps east along +x and north along −z', () => {
    const [ex, ez] = bearingStep(90)
    expect(ex).toBeCloseTo(1, 12)
    expect(ez).toBeCloseTo(0, 12)
    const [nx, nz] = bearingStep(0)
    expect(nx).toBeCloseTo(0, 12)
    expect(nz).toBeCloseTo(-1, 12)
  })

  it('refuses a bearing that is not a number', () => {
    expect(() => compassWord(Number.NaN)).toThrow(RangeError)
  })
})
