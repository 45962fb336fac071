import { describe, expect, it } from 'vitest'
import { castleTestScene } from '../../scene/castle/testScene'
import { formatLineValue } from './formatValues'
import { knowsRulingKey, rulingLabel } from './translations'
import { defaultPorts } from '../ports/defaultPorts'

describe('castle texts', () => {
  it('shows Mage Knight distances in inches', () => {
    expect(formatLineValue({ key: 'horizontalDistance', value: 6 }, 'en')).toBe('6.00 in')
    expect(formatLineValue({ key: 'minimumRange', value: 4 }, 'de')).toBe('4,00 in')
    expect(rulingLabel('fortification', 'en')).toBe('Fortification (Befestigung)')
  })

  it('translates every row key the castle report and the editor produce on the test castle', async () => {
    // Through the view's own ports, as the castle panel and the siege editor ask.
    const ports = defaultPorts()
    const scene = castleTestScene()
    const world = await ports.createWorld(scene)
    try {
      // Figures and sections both ways: knight (ground), archer (on a wall), the keep (a citadel that shoots).
      const pairs: [string, string][] = [
        ['knight', 'archer'],
        ['knight', 'w-left'],
        ['keep', 'knight'],
        ['archer', 'knight'],
        ['knight', 'guard'],
      ]
      const keys = new Set(pairs.flatMap(([a, b]) => ports.castle.judgeShot(world, a, b).rows.map((r) => r.key)))
      const portal = ports.castle.togglePortal(world, 'gh', 'portcullis')
      // A wall one click from rubble, so that the click's lines include the fall and its die (seed 7).
      world.setScene({
        ...scene,
        castle: { ...scene.castle!, sections: scene.castle!.sections.map((s) => (s.id === 'w-left' ? { ...s, clicks: 6 } : s)) },
      })
      const rubble = ports.castle.changeDial(world, 'w-left', 1, 7)
      for (const r of [portal, rubble]) if (r.ok) r.lines.forEach((l) => keys.add(l.key))
      expect([...keys].filter((k) => !knowsRulingKey(k))).toEqual([])
      expect(keys.size).toBeGreaterThan(15)
    } finally {
      world.dispose()
    }
  })
})
