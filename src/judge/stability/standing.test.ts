import { describe, expect, it } from 'vitest'
import { boxPiece, mediumFigure, sceneOf, withWorld } from '../../geometry/testScene'
import { movedBy } from './probe'
import { standingBlockOn } from './standing'

describe('R-SB.5: a move along the table counts only where the base rests on what is under it', () => {
  // hill-and-wall's hill: a box 20 x 3 x 20 cm centred at (20, 45), its top at 3 cm, its east face at x = 30. A medium
  // base (2.5 cm, radius 1.25) on it at x 20: R-HM.5 looks at rim points 0.01 cm inside the rim, so the east one is at
  // x + 1.24 and leaves the hill (the table 3 cm below, more than the 0.5 cm a base may drop) once x > 28.76, that is
  // after a move of 8.76 cm east. The second player's pass saw the band count 9.69 cm east (x 29.69) as a place.
  const scene = sceneOf(
    [boxPiece('hill', 20, 45, [20, 3, 20])],
    [mediumFigure('archer', [20, 3, 45]), mediumFigure('far', [80, 0, 45], { side: 'b' })],
  )

  it('on the hill up to 8.76 cm east, hanging off beyond', async () => {
    await withWorld(scene, (w) => {
      const archer = w.requireFigure('archer')
      expect(standingBlockOn(w, movedBy(archer, [8.7, 0, 0]), true, 0.5)).toBeNull()
      expect(standingBlockOn(w, movedBy(archer, [8.8, 0, 0]), true, 0.5)).toBe('hangs-off')
      expect(standingBlockOn(w, movedBy(archer, [9.69, 0, 0]), true, 0.5)).toBe('hangs-off')
      // The profile's supportDropCm at 3 (the hill's height) or more: the table 3 cm below the rim holds it, the centre (x 29.69,
      // on the hill) alone decides (R-HM.7); at 2.9 the rim's east points still hang off.
      expect(standingBlockOn(w, movedBy(archer, [9.69, 0, 0]), true, 3)).toBeNull()
      expect(standingBlockOn(w, movedBy(archer, [9.69, 0, 0]), true, 100)).toBeNull()
      expect(standingBlockOn(w, movedBy(archer, [9.69, 0, 0]), true, 2.9)).toBe('hangs-off')
      // Past the hill's face (x 30) the centre is over the table 3 cm below: no drop lets it hover there.
      expect(standingBlockOn(w, movedBy(archer, [10.5, 0, 0]), true, 100)).toBe('hangs-off')
    })
  })

  it('a move up or down is not held to support (the issue asks "and up or down"); a base on the table always rests', async () => {
    await withWorld(scene, (w) => {
      expect(standingBlockOn(w, movedBy(w.requireFigure('archer'), [0, 2, 0]), false, 0.5)).toBeNull()
      expect(standingBlockOn(w, movedBy(w.requireFigure('far'), [-5, 0, 0]), true, 0.5)).toBeNull()
    })
  })
})
