import { readFileSync } from 'node:fs'
import { afterEach, describe, expect, it } from 'vitest'
import { gameSetupChoices, PlaySession } from '../src/judge'
import { loadCardLibrary } from '../src/scene/cards/library'
import type { Scene } from '../src/scene/schema'
import { parseSceneText } from '../src/scene/validate'
import { shippedScene } from './playKit'

/** The view's set-up of a game (2.2, 2.3, 5.4, 20.1) and the danger zones it draws in play (4.5, 4.5.1). */
const scene = shippedScene()
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

describe('a push back shown before it is chosen (15.2, 8.8.1, R-15.2b)', () => {
  const rampart: Scene = (() => {
    const r = parseSceneText(readFileSync('scenes/scenarios/rampart-brawl.scene.json', 'utf8'), { cards: loadCardLibrary() })
    if (!r.ok) throw new Error('rampart-brawl is invalid')
    return r.scene
  })()
  const leaders = { red: 'r-warlord', blue: 'b-captain' }

  it("ends where the melee then puts the pushed model: over the rampart's end, a fall of 9 cm", async () => {
    // The warlord in base contact west of the spearman (55, 9, 45), both medium (radius 1.25 cm):
    // centres 2.5 cm apart. The push runs east; the rampart (x 30 to 60, top 9 cm) ends 5 cm on.
    const inContact = {
      ...rampart,
      figures: rampart.figures.map((f) => (f.id === 'r-warlord' ? { ...f, position: [52.5, 9, 45] as [number, number, number] } : f)),
    }
    const s = await PlaySession.start({ scene: inContact, seed: 3, leaders })
    open.push(s)
    const preview = s.previewPush('r-warlord', 'b-spear')
    if (!preview.ok) throw new Error(preview.refusal.reason)
    expect(preview.direction).toEqual([1, 0])
    expect(preview.push.stoppedBy).toBe('edge')
    expect(preview.push.fall?.dropHeight).toBeCloseTo(9, 3)
    expect(preview.push.fall?.needsCourageTest).toBe(false)

    // The scenario "Pushed off the rampart" (seed 3) charges and wins with a push back along the same line.
    const played = await PlaySession.start({ scene: rampart, seed: 3, leaders })
    open.push(played)
    for (const step of [
      { do: 'startRound' },
      { do: 'choose', picks: { red: 'r-warlord', blue: 'b-spear' } },
      { do: 'beginPhase', figure: 'r-warlord' },
      { do: 'charge', figure: 'r-warlord', target: 'b-spear', choice: 'pushBack' },
    ] as const)
      expect(played.do(step).ok).toBe(true)
    const landed = played.world.requireFigure('b-spear').position
    expect(landed[1]).toBeCloseTo(0, 3)
    for (const i of [0, 1, 2]) expect(landed[i]).toBeCloseTo(preview.to[i], 3)
  })

  it("refuses to push a larger model (15.2) with the rules' code", async () => {
    const s = await PlaySession.start({ scene, seed: 1, leaders: { red: 'r-captain', blue: 'b-sergeant' } })
    open.push(s)
    const p = s.previewPush('r-owl', 'b-mech') // a small familiar cannot push a huge mech
    expect(p.ok ? null : p.refusal.code).toBe('too-large-to-push')
    const none = s.previewPush('r-owl', 'nobody')
    expect(none.ok ? null : none.refusal.code).toBe('no-such-model')
  })
})
