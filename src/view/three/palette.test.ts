import { describe, expect, it } from 'vitest'
import { sampleScene } from '../ports/fakePorts'
import { SIDE_PALETTE, sideColors } from './palette'

describe('sideColors', () => {
  it('draws sides named red and blue in red and blue', () => {
    const colors = sideColors(sampleScene())
    expect(colors.get('red')).toBe(SIDE_PALETTE[1])
    expect(colors.get('blue')).toBe(SIDE_PALETTE[0])
  })

  it('gives every side its own colour while the palette lasts', () => {
    const scene = sampleScene()
    scene.figures = ['red', 'Rot', 'orks', 'elves', 'dwarves'].map((side, i) => ({ id: `f${i}`, side, size: 'small', position: [i, 0, 0] }))
    const colors = sideColors(scene)
    expect(new Set(colors.values()).size).toBe(5)
  })
})
