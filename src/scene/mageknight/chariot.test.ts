import { describe, expect, it } from 'vitest'
import { cm } from '../../math/units'
import { chariotBaseRadius, chariotPlatformPoint, isChariotCard, passengerPlace, PLATFORM_BEHIND_RADIUS, ridesTogether } from './chariot'
import { mkFigureCard } from './library'

const close = (a: readonly number[], b: readonly number[]) => a.forEach((v, i) => expect(v).toBeCloseTo(b[i], 9))

describe('chariotPlatformPoint (R-LFM.2: 0.6 of the radius behind the centre)', () => {
  // Facing is clockwise from north (-z): forward at 0 is -z, so behind is +z; at 90 forward is +x,
  // behind -x; at 180 behind is -z; at 270 behind is +x. Radius 10 cm: 6 cm behind the centre.
  it.each([
    [0, [40, 2, 56]],
    [90, [34, 2, 50]],
    [180, [40, 2, 44]],
    [270, [46, 2, 50]],
    [-90, [46, 2, 50]],
  ])('facing %s: the platform lies straight behind, at the chariot height', (facing, want) => {
    close(chariotPlatformPoint([40, 2, 50], facing, cm(10)), want)
  })

  it('at 45 degrees the 6 cm split evenly: 6 / sqrt 2 = 4.2426 back along -x and +z', () => {
    close(chariotPlatformPoint([0, 0, 0], 45, cm(10)), [-6 / Math.SQRT2, 0, 6 / Math.SQRT2])
  })

  it('takes another fraction when asked (0 is the centre)', () => {
    close(chariotPlatformPoint([5, 0, 5], 123, cm(3), 0), [5, 0, 5])
    expect(PLATFORM_BEHIND_RADIUS).toBe(0.6)
  })

  it('names the argument a caller got wrong', () => {
    expect(() => chariotPlatformPoint([0, Number.NaN, 0], 0, cm(1))).toThrow(/centre must be three finite numbers/)
    expect(() => chariotPlatformPoint([0, 0], 0, cm(1))).toThrow(/centre/)
    expect(() => chariotPlatformPoint([0, 0, 0], Number.POSITIVE_INFINITY, cm(1))).toThrow(/facingDeg must be finite/)
    expect(() => chariotPlatformPoint([0, 0, 0], 0, cm(0))).toThrow(/baseRadius must be cm > 0, got 0/)
    expect(() => chariotPlatformPoint([0, 0, 0], 0, cm(1), -0.1)).toThrow(/behind must be a fraction >= 0/)
  })
})

describe('the shipped chariot', () => {
  it('is a chariot; the war mammoth (boots) and the fire dragon (wings) are large figures but no chariots', () => {
    expect(isChariotCard(mkFigureCard('mk-war-chariot'))).toBe(true)
    expect(isChariotCard(mkFigureCard('mk-war-mammoth'))).toBe(false)
    expect(isChariotCard(mkFigureCard('mk-fire-dragon'))).toBe(false)
    expect(isChariotCard(mkFigureCard('mk-chariot-archer'))).toBe(false)
  })

  it('3.5 in base: radius 4.445 cm, the passenger 2.667 cm behind the centre; a 1.25 in hero stays on the base', () => {
    const r = chariotBaseRadius(mkFigureCard('mk-war-chariot'))
    expect(r).toBeCloseTo(4.445, 9)
    // 0.6 x 4.445 = 2.667; plus the hero's radius 0.625 in = 1.5875 cm is 4.2545 < 4.445.
    expect(0.6 * r + (1.25 * 2.54) / 2).toBeLessThan(r)
    close(passengerPlace({ position: [45, 0, 45], facing: 90, mk: { card: 'mk-war-chariot' } }) ?? [], [45 - 2.667, 0, 45])
    close(passengerPlace({ position: [45, 0, 45], mk: { card: 'mk-war-chariot' } }) ?? [], [45, 0, 45 + 2.667])
  })

  it('gives no platform for a figure that is no chariot', () => {
    expect(passengerPlace({ position: [1, 0, 1], mk: { card: 'mk-war-mammoth' } })).toBeNull()
    expect(passengerPlace({ position: [1, 0, 1], mk: { card: 'no-such-card' } })).toBeNull()
    expect(passengerPlace({ position: [1, 0, 1] })).toBeNull()
  })

  it('ridesTogether: either way round, and only for the chariot named', () => {
    const chariot = { id: 'c', mk: { card: 'mk-war-chariot' } }
    const rider = { id: 'p', mk: { card: 'mk-chariot-archer', aboard: 'c' } }
    expect(ridesTogether(rider, chariot)).toBe(true)
    expect(ridesTogether(chariot, rider)).toBe(true)
    expect(ridesTogether(rider, { id: 'other' })).toBe(false)
  })
})
