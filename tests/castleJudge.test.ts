import { describe, expect, it } from 'vitest'
import { TableWorld } from '../src/geometry/world/tableWorld'
import { judgeSight } from '../src/judge/judge'
import { castleTestScene } from '../src/scene/castle/testScene'

describe('judging sight across the castle (Universalis figures over castle pieces)', () => {
  it('counts a closed portcullis as hard cover (building, 9.6) and an open one as nothing', async () => {
    // Knight (60, 0, 10) straight in front of the gatehouse passage, guard (60, 0, 30) in it:
    // the closed portcullis lies across every ray (castleColliders.test.ts derives it).
    const scene = castleTestScene()
    const world = await TableWorld.create(scene)
    try {
      const closed = judgeSight(world, 'knight', 'guard').ruling
      expect([closed.lineOfSight, closed.cover, closed.coverFrom]).toEqual([false, 'hard', ['gh/portcullis']])
      world.setScene({
        ...scene,
        castle: {
          ...scene.castle!,
          sections: scene.castle!.sections.map((s) =>
            s.id === 'gh' ? { ...s, portals: { portcullis: 'open' as const, 'double-door': 'open' as const } } : s,
          ),
        },
      })
      const open = judgeSight(world, 'knight', 'guard').ruling
      expect([open.lineOfSight, open.cover]).toEqual([true, 'none'])
      expect(open.visibleFraction).toBeCloseTo(1, 9)
    } finally {
      world.dispose()
    }
  })
})
