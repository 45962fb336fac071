import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { TableWorld } from '../../geometry/world/tableWorld'
import { parseSceneText } from '../../scene/validate'
import type { Scene } from '../../scene/schema'
import { judgeMkAttack } from './attackRuling'
import { createMkScenario } from './create'
import { largeMoveFacts } from './largeFacts'

/**
 * The large-figure facts on the shipped 3D scenes (000 "Großfiguren angreifen",
 * "Bewegungsschablone"). scenes/mk-large-figure.json: the war mammoth at (45.72, 45.72) facing
 * north (-z), base radius 5.08 cm; its sections are quarters about the facing (R-LF-1): front
 * -45..45 degrees, right 45..135, rear 135..225, left 225..315, boundaries at +-45 and +-135.
 */

function scene(file: string): Scene {
  const r = parseSceneText(readFileSync(file, 'utf8'))
  if (!r.ok) throw new Error(file)
  return r.scene
}

async function judged(file: string, from: string, to: string, dial?: number) {
  const world = await TableWorld.create(scene(file))
  try {
    return judgeMkAttack(world, from, to, dial === undefined ? {} : { dial })
  } finally {
    world.dispose()
  }
}

const line = (j: Awaited<ReturnType<typeof judged>>, key: string) => j.lines.find((l) => l.key === key)?.value

describe('the section an attack meets on scenes/mk-large-figure.json', () => {
  it('the crossbowman 8 in north-west (dx = dz = -14.368 cm: bearing 315, relative -45) stands on the front/left boundary: the owner chooses', async () => {
    const j = await judged('scenes/mk-large-figure.json', 'crossbowman', 'mammoth')
    expect(j.refusal?.code).toBe('owner-must-choose-section')
    expect(j.refusal?.params?.options).toBe('front, left')
  })

  it('the battle mage 8 in due south hits the rear (relative 180), which is inactive; the ogre of its own army touches the right, so only front and left remain', async () => {
    const j = await judged('scenes/mk-large-figure.json', 'battle-mage', 'mammoth')
    expect(j.refusal?.code).toBe('attacker-must-choose-section')
    expect(j.refusal?.params?.options).toBe('front, left')
  })

  it('the ogre touching due east (relative 90, the middle of the right quarter) fights the right section: its defence 16 at click 2', async () => {
    const j = await judged('scenes/mk-large-figure.json', 'ogre-ram', 'mammoth')
    expect(j.kind).toBe('melee')
    expect(line(j, 'largeDefendingSection')).toBe('right')
    expect(j.preview?.targets[0].defence).toBe(16)
  })

  it('the front section may not shoot at the Steam Golem: (70 - 45.72, 34 - 45.72) lies at bearing atan2(24.28, 11.72) = 64.2, in the right quarter', async () => {
    const j = await judged('scenes/mk-large-figure.json', 'mammoth', 'steam-golem', 0)
    expect(j.refusal?.code).toBe('target-outside-section-arc')
  })

  it('on scenes/mk-chariot.json the crossbowman due north of a chariot facing east (relative -90) hits the left section', async () => {
    const j = await judged('scenes/mk-chariot.json', 'crossbowman', 'chariot')
    expect(line(j, 'largeSectionHit')).toBe('left')
  })
})

describe('the template of a large move on scenes/mk-large-figure.json (000 "Bewegungsschablone", R-LF-8)', () => {
  it('going 6 in east the swept base crosses the ogre (one dial: it may be ignored) it touched at the start', async () => {
    const world = await TableWorld.create(scene('scenes/mk-large-figure.json'))
    try {
      const f = largeMoveFacts(world, 'mammoth', [45.72 + 6 * 2.54, 45.72])
      expect(f.basesOnPath.map((b) => [b.id, b.dials])).toEqual([['ogre-ram', 1]])
      expect(f.overlapsAtEnd).toEqual([])
    } finally {
      world.dispose()
    }
  })

  it('a second mammoth 10 in north stops a 7 in move where the bases first touch: 10 in - (5.08 + 5.08) cm = 6 in, at z = 30.48', async () => {
    const s = scene('scenes/mk-large-figure.json')
    const other = {
      ...s.figures[0],
      id: 'mammoth-2',
      side: 'atlantis',
      position: [45.72, 0, 20.32] as [number, number, number],
      facing: 180,
    }
    const d = await createMkScenario({
      scene: { ...s, figures: [...s.figures, other] },
      seed: 1,
      sides: ['orcs', 'atlantis'],
      buildTotal: 500,
    })
    try {
      // The ogre touches the right section: one break-away roll, seed 1 rolls a 4 (fails only on 1).
      const r = d.do({ do: 'move', figure: 'mammoth', sections: ['front', 'right'], to: [45.72, 0, 45.72 - 7 * 2.54], facing: 0 })
      if (!r.ok) throw new Error(r.refusal.reason)
      const m = d.world.requireFigure('mammoth')
      expect(m.position[0]).toBeCloseTo(45.72, 3)
      expect(m.position[2]).toBeCloseTo(30.48, 2)
    } finally {
      d.dispose()
    }
  })
})
