import { describe, expect, it } from 'vitest'
import { boxCorners } from './boxCorners'

describe('a box’s corners seen from above', () => {
  it('unturned: the centre plus and minus half the size along x and z, in order around the box', () => {
    // A 4 x 1 x 2 box at (10, 0.5, 20): x 8 to 12, z 19 to 21.
    expect(boxCorners({ center: [10, 0.5, 20], size: [4, 1, 2] })).toEqual([
      [8, 19],
      [12, 19],
      [12, 21],
      [8, 21],
    ])
  })

  it('turned 90°: +x goes toward -z (c = 0, s = 1: local (x, z) to (z, -x))', () => {
    // Local (-2, -1) -> (10 - 1, 20 + 2) = (9, 22); (2, -1) -> (9, 18); (2, 1) -> (11, 18); (-2, 1) -> (11, 22).
    const corners = boxCorners({ center: [10, 0, 20], size: [4, 1, 2], rotationY: 90 })
    const expected = [
      [9, 22],
      [9, 18],
      [11, 18],
      [11, 22],
    ]
    corners.forEach(([x, z], i) => {
      expect(x).toBeCloseTo(expected[i][0], 12)
      expect(z).toBeCloseTo(expected[i][1], 12)
    })
  })
})
