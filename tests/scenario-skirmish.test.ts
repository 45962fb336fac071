import { describe, expect, it } from 'vitest'
import { figureDistances } from '../src/geometry/measure/distances'
import { judgeSight } from '../src/judge/judge'
import { checkExpectation } from '../src/judge/scenario/file'
import { tableFactsOf } from '../src/judge/facts/tableFacts'
import { finishRound, LEADERS, loadScenarioFile, loadScene, play, skirmish } from './scenarioKit'
import { createScenario } from '../src/judge/scenario/create'

/**
 * The headless driver on the shipped scene scenes/skirmish-ruins.json (Castle Guard in the west,
 * Orbital Marines in the east, read the scene for the positions). Expectations are derived by
 * hand from the rules and from the scene's measurements, never copied from the output.
 */

const FIRST_BLOOD = 'scenes/scenarios/skirmish-first-blood.json'

describe('deployment and round start (5.4, 5.5.1, 16)', () => {
  it('deploys legally, hides the camouflaged models and gives 6 AP, telematons 2', async () => {
    const d = await skirmish(3)
    try {
      // 5.4: the scene keeps every model more than 12 cm from every enemy: no refusal line.
      expect(d.setup.lines.filter((l) => l.key === 'deployment.tooClose')).toEqual([])
      // The compared EH roll of the two leaders is the first thing rolled (two W12).
      expect(d.log.slice(0, 2).map((r) => r.purpose)).toEqual([
        'deployment: EH of the group leaders: r-captain',
        'deployment: EH of the group leaders: b-sergeant',
      ])
      // 16: the archer's forester's cloak (passive II) hides it inside the copse (an area 10 cm high,
      // taller than its 4 cm profile); the infiltrator's suit is active II and hides anywhere.
      expect(d.game.models['r-archer'].camouflage).toMatchObject({ mode: 'passive', level: 2, hidden: true })
      expect(d.game.models['b-infiltrator'].camouflage).toMatchObject({ mode: 'active', level: 2, hidden: true })
      expect(d.game.models['r-spear'].camouflage).toBeNull()
      play(d, [{ do: 'startRound' }])
      for (const m of Object.values(d.game.models)) expect([m.id, m.ap]).toEqual([m.id, m.card.type === 'telematon' ? 2 : 6])
      expect(d.game.round).toBe(1)
    } finally {
      d.dispose()
    }
  })
})

describe('a model moves, then shoots (8.3, 14.7, 14.10)', () => {
  it('the sergeant walks onto the old road and shoots the crossbowman on the tower: cover from the tower, hand-derived FK target', async () => {
    const d = await skirmish(1)
    try {
      play(d, [{ do: 'startRound' }, { do: 'choose', picks: { red: 'r-spear', blue: 'b-sergeant' } }])
      // Seed 1: the sergeant wins the AGI roll (W12 12 + 5 against 7 + 4), so its phase is first.
      expect(d.game.queue?.[0]).toBe('b-sergeant')
      const [, moved] = play(d, [
        { do: 'beginPhase', figure: 'b-sergeant' },
        { do: 'move', figure: 'b-sergeant', to: [61, 0.2, 52] },
      ])
      if (!moved.ok) throw new Error('move refused')
      // From (80, 0, 45) to (61, 0.2, 52): hypot(19, 7) = 20.25 cm plus the 0.2 cm step onto the road
      // counted twice (8.7) is more than 20 cm: three move actions of GK 10, 3 AP.
      expect(d.game.models['b-sergeant'].ap).toBe(3)
      expect(d.world.requireFigure('b-sergeant').position).toEqual([61, 0.2, 52])
      // The geometry, asked independently of the engine: the crossbowman stands on the 12 cm tower;
      // from table level its rim hides more than half of him: hard cover (building, 9.6).
      const sight = judgeSight(d.world, 'b-sergeant', 'r-tower').ruling
      expect(sight.lineOfSight).toBe(true)
      expect(sight.cover).toBe('hard')
      expect(sight.coverFrom).toContain('tower')
      const [shot] = play(d, [{ do: 'shoot', shooter: 'b-sergeant', target: 'r-tower', weapon: 'Pulse rifle' }])
      if (!shot.ok) throw new Error('shot refused')
      const mod = (key: string) => shot.breakdown.modifiers.find((m) => m.key === key)
      const distance = shot.breakdown.lines.find((l) => l.key === 'distanceEdge')!.value as number
      expect(distance).toBeCloseTo(sight.distance.edge, 2)
      // 14.7: pulse rifle 30/4, -1 per full band beyond the first: ceil(d / 30) - 1 bands.
      expect(mod('rangeBand')!.value).toBe(1 - Math.ceil(distance / 30))
      expect(mod('targetSize')!.value).toBe(0) // medium (14.10.1)
      expect(mod('cover')).toMatchObject({ value: -2 }) // hard (14.10.2)
      expect(mod('cover')!.clause.section).toBe('14.10.2')
      // FK 5 of the sergeant, -2 for the cover, nothing else: roll at or under 3.
      expect(shot.breakdown.lines.find((l) => l.key === 'fkTarget')!.value).toBe(5 + mod('rangeBand')!.value - 2)
      expect(shot.rolls[0].purpose).toBe('FK roll of b-sergeant at r-tower')
      // 3 AP for the shot (WK 2 + 1): none left.
      expect(d.game.models['b-sergeant'].ap).toBe(0)
    } finally {
      d.dispose()
    }
  })
})

describe('the example scenario skirmish-first-blood.json', () => {
  it('meets every expectation it states: no line of sight, not enough AP, needs reload', async () => {
    const file = loadScenarioFile(FIRST_BLOOD)
    const d = await createScenario({ scene: loadScene(), seed: file.seed, leaders: file.leaders })
    try {
      const results = file.steps.map((s) => ({ s, r: d.do(s) }))
      const checked = results.map(({ s, r }) => checkExpectation(s.expect, r)).filter((x) => x !== null)
      expect(checked.length).toBe(7)
      for (const c of checked) expect(c).toMatchObject({ met: true })
      const refused = results.filter(({ r }) => !r.ok).map(({ r }) => (r.ok ? '' : r.refusal.code))
      expect(refused).toEqual(['no-line-of-sight', 'not-enough-ap', 'needs-reload'])
    } finally {
      d.dispose()
    }
  })

  it('the eliminated owl: the witch takes the feedback test (19.8) and exactly the friends who perceive it test for panic (11.2)', async () => {
    const file = loadScenarioFile(FIRST_BLOOD)
    const d = await createScenario({ scene: loadScene(), seed: file.seed, leaders: file.leaders })
    try {
      const shotIndex = file.steps.findIndex((s) => s.do === 'shoot' && s.target === 'r-owl')
      play(d, file.steps.slice(0, shotIndex))
      // Perception measured before the shot (4.6: line of sight within WN x 5 cm).
      const facts = tableFactsOf(d.world, d.game)
      const perceivers = Object.values(d.game.models)
        .filter((m) => m.side === 'red' && m.id !== 'r-owl' && !m.eliminated && facts.perceives[m.id]?.['r-owl'])
        .map((m) => m.id)
      // The witch stands 5.4 cm from her owl, the halberdier about 7 cm: both within their ranges.
      expect(perceivers).toEqual(expect.arrayContaining(['r-witch', 'r-halberd']))
      const [shot] = play(d, [file.steps[shotIndex]])
      if (!shot.ok) throw new Error('refused')
      // Seed 1: the aimed shot hits and the pulse rifle's damage 3 takes the owl's 3 hit points.
      expect(d.game.models['r-owl'].eliminated).toBe(true)
      const purposes = shot.rolls.map((r) => r.purpose)
      expect(purposes).toContain('EH test of operator r-witch against the feedback of r-owl')
      const tested = purposes
        .filter((p) => p.startsWith('panic test (EH) of '))
        .map((p) => p.slice('panic test (EH) of '.length))
        .sort()
      expect(tested).toEqual([...perceivers].sort())
      // The eliminated owl is laid down on the table (11.2, R-E.7a): prone in the world.
      expect(d.world.requireFigure('r-owl').prone).toBe(true)
      // Each panic test that failed left the panic marker (11.4).
      for (const e of shot.events) if (e.kind === 'panicked') expect(d.game.models[e.modelId].tokens.panic).toBe(true)
    } finally {
      d.dispose()
    }
  })

  it('is reproducible: the same seed gives the same dice log, another seed other rolls', async () => {
    const file = loadScenarioFile(FIRST_BLOOD)
    const run = async (seed: number) => {
      const d = await createScenario({ scene: loadScene(), seed, leaders: file.leaders })
      try {
        for (const s of file.steps) d.do(s)
        return d.log.map((r) => ({ purpose: r.purpose, result: r.result }))
      } finally {
        d.dispose()
      }
    }
    const a = await run(1)
    const b = await run(1)
    expect(b).toEqual(a)
    expect(a.length).toBeGreaterThan(10)
    const c = await run(2)
    expect(c.map((r) => r.result)).not.toEqual(a.slice(0, c.length).map((r) => r.result))
  })
})

describe('end of round (5.7, 5.5.1)', () => {
  it('carries half the unspent AP, rounded down, into the next round', async () => {
    const file = loadScenarioFile(FIRST_BLOOD)
    const d = await createScenario({ scene: loadScene(), seed: file.seed, leaders: file.leaders })
    try {
      play(d, file.steps)
      finishRound(d)
      const atEnd = Object.fromEntries(Object.values(d.game.models).map((m) => [m.id, m.ap]))
      // Hand check: the sergeant spent 2 + 4 AP (none left), the crossbowman 3 + 2 (1 left); the
      // crossbow's tie gave the gunner a shock, which cost 1 AP at once (11.5: it had AP, no token).
      expect(atEnd['b-sergeant']).toBe(0)
      expect(atEnd['r-tower']).toBe(1)
      expect(atEnd['b-gunner']).toBe(5)
      expect(d.game.models['b-gunner'].tokens.shock).toBe(0)
      const panicking = Object.values(d.game.models)
        .filter((m) => m.tokens.panic && !m.eliminated)
        .map((m) => m.id)
      const [, start] = play(d, [{ do: 'endRound' }, { do: 'startRound' }])
      expect(d.game.round).toBe(2)
      // 11.4.1 (R-5.5.1a, R-E.8a): the halberdier and the archer panicked at the owl's elimination; at the round
      // start each makes its panic move with its AP. The halberdier, 18 cm from the west edge in the open, needs two
      // move actions and leaves the table (R-11.4b).
      expect(panicking).toEqual(['r-halberd', 'r-archer'])
      if (!start.ok) throw new Error('refused')
      for (const id of panicking)
        expect(
          start.events
            .filter((e) => 'modelId' in e && e.modelId === id)
            .map((e) => e.kind)
            .slice(0, 2),
        ).toEqual(['panicMove', 'moved'])
      expect(d.game.models['r-halberd'].offTable).toBe(true)
      for (const m of Object.values(d.game.models)) {
        if (m.eliminated || panicking.includes(m.id)) continue
        const carried = Math.floor(atEnd[m.id] / 2)
        const fresh = m.card.type === 'telematon' ? 2 : 6
        expect([m.id, m.ap]).toEqual([m.id, Math.min(12, fresh + carried)])
      }
      expect(d.game.models['r-spear'].ap).toBe(9) // 6 unspent: 3 carried
      expect(d.game.models['b-sergeant'].ap).toBe(6)
      expect(d.game.models['b-gunner'].ap).toBe(8) // 5 unspent: 2 carried
      expect(d.game.models['r-tower'].ap).toBe(6) // 1 unspent: 0 carried
    } finally {
      d.dispose()
    }
  })
})

describe('the 12 cm of deployment (5.4) is measured on the table', () => {
  it('reports a model set up closer than 12 cm to an enemy', async () => {
    const scene = loadScene()
    // The spearman moved to 10 cm (edge to edge) west of the sergeant: 10 + 2.5 cm between centres.
    const figures = scene.figures.map((f) => (f.id === 'r-spear' ? { ...f, position: [80 - 12.5, 0, 45] as [number, number, number] } : f))
    const d = await createScenario({ scene: { ...scene, figures }, seed: 1, leaders: LEADERS })
    try {
      expect(figureDistances(d.world.requireFigure('r-spear'), d.world.requireFigure('b-sergeant')).edge).toBeCloseTo(10, 6)
      const close = d.setup.lines.filter((l) => l.key === 'deployment.tooClose').map((l) => String(l.value))
      expect(close.some((t) => t.includes('r-spear') && t.includes('b-sergeant'))).toBe(true)
    } finally {
      d.dispose()
    }
  })
})
