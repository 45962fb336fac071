import { describe, expect, it } from 'vitest'
import { figureProfile } from './figureProfile'
import { MK_LIBRARY } from './mageknight/library'

describe('figureProfile', () => {
  it('is the size profile for a Universalis model (3.6, prone one size lower, 8.10)', () => {
    expect(figureProfile({ size: 'large', prone: false })).toEqual({ radius: 2, height: 6 })
    expect(figureProfile({ size: 'large', prone: true })).toEqual({ radius: 2, height: 4 })
  })
  it("takes a Mage Knight figure's printed base: 1.25 in across is a radius of 1.25 x 2.54 / 2 = 1.5875 cm", () => {
    const card = MK_LIBRARY.figures['mk-bone-golem']
    expect(card.base.diameterIn).toBe(1.25)
    const p = figureProfile({ size: 'medium', mk: { card: 'mk-bone-golem' } })
    expect(p.radius).toBeCloseTo(1.5875, 10)
    expect(p.height).toBe(4) // the height stays the profile's (R-MK-10)
  })
})
