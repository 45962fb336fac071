import { readFileSync } from 'node:fs'
import { afterEach, describe, expect, it } from 'vitest'
import { gameSetupChoices, PlaySession } from '../src/judge'
import { loadCardLibrary } from '../src/scene/cards/library'
import type { Scene } from '../src/scene/schema'
import { parseSceneText } from '../src/scene/validate'

/** The view's set-up of a game (2.2, 2.3, 5.4, 20.1) and the danger zones it draws in play (4.5, 4.5.1). */
const scene: Scene = (() => {
  const r = parseSceneText(readFileSync('scenes/skirmish-ruins.json', 'utf8'), { cards: loadCardLibrary() })
  if (!r.ok) throw new Error('skirmish-ruins is invalid')
  return r.scene
})()
const moved = (id: string, position: [number, number, number]): Scene => ({
  ...scene,
  figures: scene.figures.map((f) => (f.id === id ? { ...f, position } : f)),
})

const open: PlaySession[] = []
afterEach(() => {
  for (const s of open.splice(0)) s.dispose()
})

describe('setting up a game (2.2, 2.3, 5.4, 20.1)', () => {
  it('offers the two sides with every figure that has a unit card, and the witch her powers', () => {
    const c = gameSetupChoices(scene)
    expect(c.refusal).toBeNull()
    expect(c.sides.map((s) => [s.side, s.models.length])).toEqual([
      ['red', 8],
      ['blue', 8],
    ])
    expect(c.powers.map((p) => p.model)).toContain('r-witch')
    expect(c.deployment).toEqual([]) // the shipped table is set up by 5.4
  })

  it('names every pair of enemies set up closer than 12 cm (5.4), with the distance edge to edge', () => {
    // b-sergeant put 12 cm east of r-spear (18, 0, 34), both medium (25 mm bases, radius 1.25 cm):
    // edge to edge 12 - 2 x 1.25 = 9.5 cm, under 12.
    const c = gameSetupChoices(moved('b-sergeant', [30, 0, 34]))
    expect(c.deployment.map((r) => [r.code, r.params?.cm])).toEqual([['too-close-to-enemy', 9.5]])
    expect(c.deployment[0].clause.section).toBe('5.4')
  })
})

describe('danger zones in play (4.5, 4.5.1)', () => {
  it('draws 12 - EH cm around each model and names the nearest enemy inside it as a direct threat', async () => {
    // The spearman (EH 3 on its card, models/cards/castle-guard.json) has a zone of 12 - 3 = 9 cm. A marine
    // sergeant 8 cm east of him stands 8 - 2.5 = 5.5 cm away edge to edge: inside, the threat.
    const s = await PlaySession.start({
      scene: moved('b-sergeant', [26, 0, 34]),
      seed: 1,
      leaders: { red: 'r-captain', blue: 'b-sergeant' },
    })
    open.push(s)
    const zones = new Map(s.dangerZones().map((z) => [z.model, z]))
    expect(zones.get('r-spear')?.radiusCm).toBe(9)
    expect(zones.get('r-spear')?.threats).toEqual(['b-sergeant'])
    // The sergeant's EH 6 gives 6 cm; the spearman at 5.5 cm is inside his zone too.
    expect(zones.get('b-sergeant')?.radiusCm).toBe(6)
    expect(zones.get('b-sergeant')?.threats).toEqual(['r-spear'])
    expect(zones.get('r-archer')?.threats).toEqual([])
  })
})
