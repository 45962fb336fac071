import { describe, expect, it } from 'vitest'
import { normalizeFacing, turnFigure } from './facingEdit'
import type { Scene } from '../../scene/schema'

const scene = {
  figures: [
    { id: 'a', side: 'red', size: 'medium', position: [10, 0, 10] },
    { id: 'b', side: 'blue', size: 'medium', position: [30, 0, 10], facing: 350 },
  ],
} as unknown as Scene

describe('turning a figure (issue 14, facing)', () => {
  it('a figure without a facing starts from north: R once gives 15, Shift+R once 345', () => {
    expect(turnFigure(scene, 'a', 15)?.figures[0].facing).toBe(15)
    expect(turnFigure(scene, 'a', -15)?.figures[0].facing).toBe(345)
  })

  it('wraps past north (350 + 15 = 5) and leaves the other figures as they were', () => {
    const turned = turnFigure(scene, 'b', 15)
    expect(turned?.figures[1].facing).toBe(5)
    expect(turned?.figures[0]).toBe(scene.figures[0])
  })

  it('24 steps of 15 come back to exactly 0', () => {
    let s: Scene = scene
    for (let i = 0; i < 24; i++) s = turnFigure(s, 'a', 15) ?? s
    expect(s.figures[0].facing).toBe(0)
  })

  it('an unknown figure is no turn; a NaN step is a caller error', () => {
    expect(turnFigure(scene, 'zz', 15)).toBeNull()
    expect(() => turnFigure(scene, 'a', Number.NaN)).toThrow(RangeError)
    expect(normalizeFacing(-720)).toBe(0)
  })
})
