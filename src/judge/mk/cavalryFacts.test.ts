import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { TableWorld } from '../../geometry/world/tableWorld'
import { newMkGame, type MkGame } from '../../rules/mageknight/engine'
import { parseSceneText } from '../../scene/validate'
import type { Figure, Scene } from '../../scene/schema'
import { cavalryMove, cavalryPairFacts, opposingInContact, riderPlaces } from './cavalryFacts'
import { cavalryOfScene } from './cavalryScene'
import { piecesOf } from './create'

/**
 * The cavalry facts on scenes/mk-cavalry-duel.json, derived by hand from its numbers: the Battle
 * Horse's stadium is 2.75 x 1.5 in (6.985 x 3.81 cm, ends 3.4925 cm from the centre dot), the
 * Salamander's 3 x 1.75 in (7.62 x 4.445 cm), a rider's or crossbowman's base 1.25 in (radius
 * 1.5875 cm).
 */

function duel(change: (f: Figure) => Figure = (f) => f): Scene {
  const parsed = parseSceneText(readFileSync('scenes/mk-cavalry-duel.json', 'utf8'))
  if (!parsed.ok) throw new Error('scene')
  return { ...parsed.scene, figures: parsed.scene.figures.map(change) }
}

async function table(scene: Scene): Promise<{ world: TableWorld; game: MkGame }> {
  const world = await TableWorld.create(scene)
  return { world, game: cavalryOfScene(newMkGame(piecesOf(scene), ['blue', 'red'], 300), scene) }
}

describe('judge/mk cavalryFacts (003, R-CVG.1-4)', () => {
  it("the line of fire runs from the mount's centre dot; a rider in its saddle is part of its mount's base", async () => {
    // The crossbowman moved to (25, 20); the Salamander turned east at (25, 45), its rider in the slot west of it.
    const { world, game } = await table(
      duel((f) =>
        f.id === 'xbow'
          ? { ...f, position: [25, 0, 20] }
          : f.id === 'salamander'
            ? { ...f, position: [25, 0, 45], facing: 90 }
            : f.id === 'orc'
              ? { ...f, position: [23.73, 0, 45], facing: 90 }
              : f,
      ),
    )
    try {
      // Naming the Lancer measures from the knight's dot: 50 cm = 19.685 in; the stadium spans x 21.19 to 28.81 on the line.
      const f = cavalryPairFacts(world, game, 'xbow', 'lancer')
      expect(f.distanceIn).toBeCloseTo(50 / 2.54, 6)
      expect(f.targetCentre).toEqual([25, 70])
      expect(f.lineOfFire).toMatchObject({ status: 'bases-only', bases: ['salamander'] })
    } finally {
      world.dispose()
    }
  })

  it('contact between a stadium and a round base: the front tip 3.4925 cm ahead of the dot touches the crossbowman', async () => {
    const { world, game } = await table(duel((f) => (f.id === 'knight' ? { ...f, position: [25, 0, 55.0825] } : f)))
    try {
      expect(opposingInContact(world, game, 'knight')).toEqual(['xbow'])
      // Contact with the unit is contact with its rider's name too.
      expect(cavalryPairFacts(world, game, 'xbow', 'lancer').inBaseContact).toBe(true)
    } finally {
      world.dispose()
    }
  })

  it("a dismounted rider's place: straight behind the mount, rim to rim (R-CVG.4)", async () => {
    const { world, game } = await table(duel())
    try {
      // Rear tip at 70 + 3.4925, the Lancer's radius 1.5875: (25, 75.08).
      const place = riderPlaces(world, game, ['knight']).knight
      expect(place?.[0]).toBeCloseTo(25, 6)
      expect(place?.[1]).toBeCloseTo(75.08, 4)
    } finally {
      world.dispose()
    }
  })

  it('a unit move sweeps the stadium: 30 cm north crosses the crossbowman at 20 - 3.4925 - 1.5875 cm (R-CVG.3)', async () => {
    const { world, game } = await table(duel())
    try {
      const m = cavalryMove(world, game, 'knight', [25, 40])
      expect(m.move.pathIn).toBeCloseTo(30 / 2.54, 6)
      expect(m.move.basesCrossed.map((b) => b.id)).toEqual(['xbow'])
      // Rims meet when the dot has moved 20 - 3.4925 - 1.5875 = 14.92 cm = 5.874 in.
      expect(m.move.basesCrossed[0].atIn).toBeCloseTo(14.92 / 2.54, 3)
      expect(m.facingDeg).toBe(0)
    } finally {
      world.dispose()
    }
  })
})
