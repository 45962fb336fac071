import { describe, expect, it } from 'vitest'
import { stepBearing } from './paths'

describe('where a move looks (R-MKDV-1)', () => {
  // Rows grow southward, so a step to a smaller row goes north: atan2(dx, -dy) in degrees clockwise from north.
  it('core 1: a step north faces 0, east 90, south-west 225', () => {
    expect([stepBearing([6, 4], [6, 3]), stepBearing([6, 4], [7, 4]), stepBearing([6, 4], [5, 5])]).toEqual([0, 90, 225])
  })
})
