import { describe, expect, it } from 'vitest'
import { DRAW_SHARE, drawDelay, MIN_GAP_MS } from './drawPacing'

describe('drawDelay', () => {
  it('keeps a GPU’s cheap frames 250 ms apart (a 5 ms frame over a share of 0.1 asks only 50 ms)', () => {
    expect(MIN_GAP_MS).toBe(250)
    expect(drawDelay(0, 5)).toBe(250)
    expect(drawDelay(100, 5)).toBe(150)
    expect(drawDelay(400, 5)).toBe(0)
  })

  it('spaces a software renderer’s 300 ms frames 3 s apart, so they take a tenth of the time', () => {
    expect(DRAW_SHARE).toBe(0.1)
    // 300 / 0.1 = 3000 ms between pictures; 1000 ms after the last one, 2000 are left.
    expect(drawDelay(1000, 300)).toBeCloseTo(2000, 9)
    expect(drawDelay(3500, 300)).toBe(0)
    // Another share: 300 / 0.5 = 600 ms.
    expect(drawDelay(0, 300, 0.5)).toBeCloseTo(600, 9)
  })
})
