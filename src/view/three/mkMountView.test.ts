import { describe, expect, it } from 'vitest'
import { fallenInSaddle, slotCovered } from './mkBaseView'
import { mkMountMarks, outlineDistance } from './mkMountView'

/**
 * The Battle Horse's base (models/mageknight/cavalry.json): 2.75 x 1.5 in = 6.985 x 3.81 cm, end
 * radius r = 1.905, the end circles' centres h = (6.985 - 3.81) / 2 = 1.5875 either side of the
 * centre dot; slot 0.5 in (1.27 cm) behind, 1.25 in across (radius 1.5875); front arc 180.
 */
describe('a mount base drawn from its centre dot (003 "Mounts", R-CVG.1)', () => {
  it('the outline lies h + r = 3.4925 ahead and behind, r = 1.905 to the side, 2.6617 at 45 degrees', () => {
    expect(outlineDistance(6.985, 3.81, 0)).toBeCloseTo(3.4925, 9)
    expect(outlineDistance(6.985, 3.81, 180)).toBeCloseTo(3.4925, 9)
    expect(outlineDistance(6.985, 3.81, 90)).toBeCloseTo(1.905, 9)
    // At 45: t^2 - 2 t (h / sqrt2) + h^2 - r^2 = 0, t = 1.12253 + sqrt(1.26006 - 2.52016 + 3.62903) = 2.66166.
    expect(outlineDistance(6.985, 3.81, 45)).toBeCloseTo(2.66166, 4)
  })

  it('the front arc runs from the dot round the nose (z < 0) to the sides, the rear round the tail; the slot 1.27 behind, empty to draw', () => {
    const m = mkMountMarks({ mk: { card: 'mk-battle-horse', rider: 'lancer' } })
    if (!m) throw new Error('no mount marks')
    expect(m.front[0]).toEqual([0, 0])
    expect(m.front[1][0]).toBeCloseTo(-1.905, 9)
    expect(m.front.at(-1)?.[0]).toBeCloseTo(1.905, 9)
    expect(Math.min(...m.front.map((p) => p[1]))).toBeCloseTo(-3.4925, 9)
    expect(Math.max(...m.rear.map((p) => p[1]))).toBeCloseTo(3.4925, 9)
    expect(m.slot.centre[0]).toBeCloseTo(0, 9)
    expect(m.slot.centre[1]).toBeCloseTo(1.27, 9)
    expect(m.slot.radius).toBeCloseTo(1.5875, 9)
    expect(m.riderId).toBe('lancer')
    expect(mkMountMarks({ mk: { card: 'mk-lancer' } })).toBeNull()
  })

  it('R-MKK-27: a Dark Rider at its skull (click 4 of mk-dark-rider) is fallen in the saddle and covers no slot; alive, it covers it', () => {
    const rider = (clicks?: number[]) => ({ mk: { card: 'mk-dark-rider', ...(clicks ? { clicks } : {}) } })
    expect(fallenInSaddle(rider())).toBe(false)
    expect(fallenInSaddle(rider([3]))).toBe(false)
    expect(fallenInSaddle(rider([4]))).toBe(true)
    expect(slotCovered(rider([3]))).toBe(true)
    expect(slotCovered(rider([4]))).toBe(false)
    expect(slotCovered(undefined)).toBe(false)
    // A figure of no card is never fallen: nothing to read.
    expect(fallenInSaddle({ mk: { card: 'no-such-card' } })).toBe(false)
  })
})
