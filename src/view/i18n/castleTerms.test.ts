import { describe, expect, it } from 'vitest'
import { TableWorld } from '../../geometry/world/tableWorld'
import { damageSectionClick, togglePortal } from '../../judge/castle/editor'
import { judgeCastleShot } from '../../judge/castle/shot'
import { scriptedDice } from '../../rules/kernel/dice'
import { castleTestScene } from '../../scene/castle/testScene'
import { formatLineValue } from './formatValues'
import { knowsRulingKey, rulingLabel } from './translations'

describe('castle texts', () => {
  it('shows Mage Knight distances in inches', () => {
    expect(formatLineValue({ key: 'horizontalDistance', value: 6 }, 'en')).toBe('6.00 in')
    expect(formatLineValue({ key: 'minimumRange', value: 4 }, 'de')).toBe('4,00 in')
    expect(rulingLabel('fortification', 'en')).toBe('Fortification (Befestigung)')
  })

  it('translates every row key the castle report and the editor produce on the test castle', async () => {
    const scene = castleTestScene()
    const world = await TableWorld.create(scene)
    try {
      // Figures and sections both ways: knight (ground), archer (on a wall), the keep (a citadel that shoots).
      const pairs: [string, string][] = [['knight', 'archer'], ['knight', 'w-left'], ['keep', 'knight'], ['archer', 'knight'], ['knight', 'guard']]
      const keys = new Set(pairs.flatMap(([a, b]) => judgeCastleShot(world, a, b).rows.map((r) => r.key)))
      const portal = togglePortal({ scene }, 'gh', 'portcullis')
      const rubble = damageSectionClick({ scene: { ...scene, castle: { ...scene.castle!, sections: scene.castle!.sections.map((s) => (s.id === 'w-left' ? { ...s, clicks: 6 } : s)) } } }, 'w-left', scriptedDice([3]))
      for (const r of [portal, rubble]) if (r.ok) r.lines.forEach((l) => keys.add(l.key))
      expect([...keys].filter((k) => !knowsRulingKey(k))).toEqual([])
      expect(keys.size).toBeGreaterThan(15)
    } finally {
      world.dispose()
    }
  })
})
