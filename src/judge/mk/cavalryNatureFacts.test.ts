import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parseSceneText } from '../../scene/validate'
import { inHinderingTerrain } from './cavalryFacts'
import { createMkScenario } from './create'

/**
 * 003 "Nature's Ally": the fact of a target standing in hindering terrain. On
 * scenes/mk-cavalry-duel.json a wood 10 x 10 cm centred on the crossbowman (25, 50) lies under its
 * round base; the battle mage at (65, 45) stands 35 cm away; the Wylden Ranger sits in the stag's
 * saddle at (65, 71.27), where only the mount's base stands (no round base to measure).
 */
describe("inHinderingTerrain (003 Nature's Ally, R-MKT.6)", () => {
  it('names the figures whose round base lies in a hindering area', async () => {
    const parsed = parseSceneText(readFileSync('scenes/mk-cavalry-duel.json', 'utf8'))
    if (!parsed.ok) throw new Error('scene')
    const wood = {
      id: 'wood',
      type: 'forest' as const,
      shape: 'area' as const,
      center: [25, 1, 50] as [number, number, number],
      size: [10, 2, 10] as [number, number, number],
    }
    const scene = { ...parsed.scene, terrain: [...parsed.scene.terrain, wood] }
    const driver = await createMkScenario({ scene, seed: 1, sides: ['blue', 'red'], buildTotal: 300 })
    try {
      expect(inHinderingTerrain(driver.world, driver.game, ['xbow', 'mage', 'ranger'])).toEqual(['xbow'])
    } finally {
      driver.dispose()
    }
  })
})
