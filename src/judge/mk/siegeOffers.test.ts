import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parseSceneText } from '../../scene/validate'
import { parseMkScenarioFile, type MkScenarioStep } from './scenarioFile'
import { MkPlaySession } from './session'

/**
 * The siege's offers on the shipped scenes/siege-assault.json, played as the shipped
 * scenes/scenarios/siege-assault.mk.json plays it (castle first, the siege's crossbowman carrying
 * ladder-1): the offers at the places of that scenario are its own steps, and a climb's goal the
 * judge places is one the engine accepts.
 */
const scene = () => {
  const r = parseSceneText(readFileSync('scenes/siege-assault.json', 'utf8'))
  if (!r.ok) throw new Error('scenes/siege-assault.json')
  return r.scene
}
const fileSteps = (): MkScenarioStep[] => {
  const r = parseMkScenarioFile(JSON.parse(readFileSync('scenes/scenarios/siege-assault.mk.json', 'utf8')))
  if (!r.ok) throw new Error('siege-assault.mk.json')
  return r.scenario.steps.map(({ expect: _e, note: _n, ...step }) => step as MkScenarioStep)
}

/** A session after the scenario's first `n` steps. */
async function playedTo(n: number): Promise<MkPlaySession> {
  const s = await MkPlaySession.start({
    scene: scene(),
    seed: 1,
    sides: ['castle', 'siege'],
    buildTotal: 500,
    rounds: 13,
    carriedLadders: [{ ladder: 'ladder-1', by: 's-xbow' }],
  })
  for (const step of fileSteps().slice(0, n)) s.do(step)
  return s
}

const find = (s: MkPlaySession, chosen: string, match: Record<string, unknown>) =>
  s
    .siegeOffers(chosen)
    .find((o) => Object.entries(match).every(([k, v]) => JSON.stringify((o.step as Record<string, unknown>)[k]) === JSON.stringify(v)))

describe('siegeOffersOf', () => {
  it('001 Portale, Zugangspunkte: the closed door refuses the climb; opened at the turn start, the judge puts the crossbowman on the top', async () => {
    const s = await playedTo(0)
    try {
      const open = find(s, 'tower-w', { do: 'portal', portal: 'door' })
      expect(open?.step).toEqual({ do: 'portal', section: 'tower-w', portal: 'door', state: 'open' })
      expect(open?.probe.ok).toBe(true)
      const closed = find(s, 'c-xbow', { do: 'climb', via: 'door' })
      expect(closed?.probe).toMatchObject({ ok: false, refusal: { code: 'access-point-not-open' } })
      expect(s.do(open!.step).ok).toBe(true)
      const climb = find(s, 'c-xbow', { do: 'climb', via: 'door' })
      expect(climb?.probe.ok).toBe(true)
      expect(s.do(climb!.step).ok).toBe(true)
      // The tower's top is 10.16 cm up (4 in, models/castle/pieces.json); its middle is the tower's centre (20, 25).
      expect(s.world.requireFigure('c-xbow').position).toEqual([20, 10.16, 25])
      // After an action the portal is refused, with the engine's reason.
      expect(find(s, 'tower-w', { do: 'portal' })?.probe).toMatchObject({ ok: false, refusal: { code: 'portal-not-at-turn-start' } })
    } finally {
      s.dispose()
    }
  })

  it('001 Angriffe: the tower shot of round 9 is offered with its numbers before the roll; the siege side gets no portal', async () => {
    const s = await playedTo(41)
    try {
      const shot = find(s, 'tower-w', { do: 'castleShot', targets: ['s-golem'] })
      expect(shot?.step).toEqual(fileSteps()[41])
      expect(shot?.probe.ok).toBe(true)
      const odds = shot?.preview?.targets[0]
      expect(odds?.need).toBe(Math.min(12, Math.max(2, (odds?.defence ?? 0) - (odds?.attack ?? 0))))
      expect(s.siegeOffers('nobody')).toEqual([])
    } finally {
      s.dispose()
    }
  })

  it('001 Planken und Leitern: beside wall-b the carried ladder is offered there, refused at the gateway wall (wall-a is rubble by then)', async () => {
    const s = await playedTo(50)
    try {
      expect(find(s, 's-xbow', { do: 'ladder', wall: 'wall-b' })).toMatchObject({ step: fileSteps()[50], probe: { ok: true } })
      expect(find(s, 's-xbow', { do: 'ladder', wall: 'gate' })?.probe).toMatchObject({
        ok: false,
        refusal: { code: 'carrier-not-beside-wall' },
      })
      // The carried ladder goes into the game's file: its replay sets the ladder up again.
      expect(s.do(fileSteps()[50]).ok).toBe(true)
      expect(s.toScenarioFile().carriedLadders).toEqual([{ ladder: 'ladder-1', by: 's-xbow' }])
      const again = await MkPlaySession.replay(s.toScenarioFile(), scene())
      expect(again.game.siege?.ladders).toEqual({ 'ladder-1': 'wall-b' })
      again.dispose()
    } finally {
      s.dispose()
    }
  })

  it('001 Zugangspunkte: the ogre steps to the ladder foot and the judge puts it on the walkway', async () => {
    const s = await playedTo(56)
    try {
      const climb = find(s, 's-ogre', { do: 'climb', via: 'ladder-1' })
      expect(climb?.probe.ok).toBe(true)
      expect(climb && 'at' in climb.step).toBe(true)
      expect(s.do(climb!.step).ok).toBe(true)
      // wall-b's walkway is 10.16 cm up (its top, models/castle/pieces.json).
      expect(s.world.requireFigure('s-ogre').position[1]).toBe(10.16)
    } finally {
      s.dispose()
    }
  })
})
