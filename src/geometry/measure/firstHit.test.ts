import { describe, expect, it } from 'vitest'
import type { Figure } from '../../scene/schema'
import { boxPiece, mediumFigure, sceneOf, withWorld } from '../testScene'
import { firstHitAlong, unitFigureIds } from './firstHit'

/**
 * The line from a mount's centre dot (003 "Giving Actions to a Cavalry Unit", "Attacking and
 * Damaging a Cavalry Unit") leaves the whole unit out. Battle Horse (cavalry.json): base 2.75 x 1.5
 * in = 6.985 x 3.81 cm, so end cylinders of radius 1.905 cm centred 1.5875 cm either side of the
 * dot along the facing: the dot lies inside both. Medium profile: 4 cm tall, so the saddle is at
 * 2 cm and a seated rider's column (Lancer, 1.25 in base, radius 1.5875 cm) runs from 2 to 5 cm,
 * centred on the slot 0.5 in = 1.27 cm behind the dot (facing north, +z is behind).
 */
const SLOT_Z = 1.27
const horse: Figure = mediumFigure('h', [0, 0, 0], { side: 'a', facing: 0, mk: { card: 'mk-battle-horse', rider: 'r' } })
const lancer: Figure = mediumFigure('r', [0, 0, SLOT_Z], { side: 'a', facing: 0, mk: { card: 'mk-lancer' } })
// A medium figure without a card: a 2.5 cm base, radius 1.25, centred 10 cm east.
const other: Figure = mediumFigure('m', [10, 0, 0], { side: 'b' })

describe('firstHitAlong leaves every collider of the shooting unit out (003 centre dot, R-CVG.2, R-CVG.5)', () => {
  it('from the centre dot at 1 cm, eastward: not its own end cylinders, but the next base at 10 - 1.25 = 8.75', async () => {
    await withWorld(sceneOf([], [horse, lancer, other]), (world) => {
      // The ray starts inside both end cylinders; the first hit is the other figure's rim.
      const hit = firstHitAlong(world, 'h', [0, 1, 0], [20, 1, 0])
      expect(hit?.[0]).toBeCloseTo(8.75, 3)
      expect(hit?.[1]).toBeCloseTo(1, 6)
      expect(hit?.[2]).toBeCloseTo(0, 6)
      // The target left out as well: nothing else lies on the line.
      expect(firstHitAlong(world, 'h', [0, 1, 0], [10, 1, 0], ['m'])).toBeNull()
    })
  })

  it('at 3 cm, inside the seated rider column (|z| 1.27 < its radius 1.5875): named by mount or rider, the unit is left out', async () => {
    await withWorld(sceneOf([], [horse, lancer]), (world) => {
      expect(firstHitAlong(world, 'h', [0, 3, 0], [20, 3, 0])).toBeNull()
      expect(firstHitAlong(world, 'r', [0, 3, 0], [20, 3, 0])).toBeNull()
      // Someone else's line passes through the unit: from 10 cm west at 3 cm (below the mount's 4 cm
      // top), the cuboid's flat side, half its width 1.905 from the spine, is met at x = -1.905,
      // before the rider's column (entered sqrt(1.5875^2 - 1.27^2) = 0.9525 west of x = 0).
      const hit = firstHitAlong(world, 'm', [-10, 3, 0], [10, 3, 0])
      expect(hit?.[0]).toBeCloseTo(-1.905, 3)
    })
  })

  it('a target named by its rider leaves its mount out too; terrain still stops the line', async () => {
    const wall = boxPiece('wall', 5, 0, [1, 6, 6])
    await withWorld(sceneOf([wall], [horse, lancer, other]), (world) => {
      expect([...unitFigureIds(world, ['r'])].sort()).toEqual(['h', 'r'])
      expect(firstHitAlong(world, 'm', [10, 1, 0], [0, 1, 0], ['r'])?.[0]).toBeCloseTo(5.5, 3)
      expect(firstHitAlong(world, 'm', [10, 1, 0], [0, 1, 0])?.[0]).toBeCloseTo(5.5, 3)
    })
  })
})
