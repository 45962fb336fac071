import { describe, expect, it } from 'vitest'
import { bearingStep, compassWord } from './compass'

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
