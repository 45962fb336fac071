import { describe, expect, it } from 'vitest'
import { castleTestScene } from '../../../scene/castle/testScene'
import type { Scene } from '../../../scene/schema'
import { draggedFigureOverlaps, previewPlacement } from './preview'
import { judgeCastlePorts } from '../../ports/castlePorts'

/** The test castle with the knight moved to (x, y, z). Numbers from castleTestScene.ts: w-left at (47.3, 30), faces at z 28.095 and 31.905; a medium base has radius 1.25. */
const knightAt = (position: [number, number, number]): Scene => {
  const scene = castleTestScene()
  scene.figures = scene.figures.map((f) => (f.id === 'knight' ? { ...f, position } : f))
  return scene
}

describe('a dragged figure overlapping something (the drag’s red tint)', () => {
  it.each([
    ['in open ground', [20, 0, 10], []],
    ['inside the wall w-left', [47.3, 0, 30], ['w-left']],
    ['0.055 cm into the wall face (28.095 - 1.25 + 0.055)', [47.3, 0, 26.9], ['w-left']],
    ['touching the wall face', [47.3, 0, 26.845], []],
    ['on the wall top beside the archer (2.6 cm apart)', [49.9, 10.16, 30], []],
    ['on the wall top into the archer (2 cm apart, bases 2.5 across)', [49.3, 10.16, 30], ['archer']],
    ['over the table edge', [0.5, 0, 10], ['table']],
  ] as const)('%s', (_label, position, expected) => {
    expect(draggedFigureOverlaps(knightAt([...position]), 'knight')).toEqual(expected)
  })

  it('is nothing for a figure the scene does not have', () => {
    expect(draggedFigureOverlaps(castleTestScene(), 'nobody')).toEqual([])
  })

  it('turns the ghost of a figure placed into a section red too', () => {
    const piece = { kind: 'figure', team: 'opponent', size: 'medium' } as const
    expect(previewPlacement(castleTestScene(), piece, [47.3, 0, 30], 0, 0, null, judgeCastlePorts()).overlaps).toEqual(['w-left'])
    expect(previewPlacement(castleTestScene(), piece, [20, 0, 10], 0, 0, null, judgeCastlePorts()).overlaps).toEqual([])
  })
})
