import { describe, expect, it } from 'vitest'
import { createScenario } from '../src/judge/scenario/create'
import { parseScenarioFile } from '../src/judge/scenario/file'
import { LEADERS, loadScene, play } from './scenarioKit'

/**
 * The driver's turn and use-object steps (8.3), facing and the flight duty (8.1, R-E.9a/b), and the
 * scenario file's new keys, on scenes/skirmish-ruins.json: the hedge witch (8, 0, 52) and her owl
 * familiar (13, 0, 54), a flying telematon with speed 14 that acts in the witch's phase (19.1).
 */

const start = { red: 'r-witch', blue: 'b-sergeant' }

async function witchFirst(options: Parameters<typeof createScenario>[0]) {
  const d = await createScenario(options)
  play(d, [{ do: 'startRound' }, { do: 'choose', picks: start }])
  const first = d.game.queue![0]
  if (first !== 'r-witch')
    play(d, [
      { do: 'beginPhase', figure: first },
      { do: 'endPhase', figure: first },
    ])
  play(d, [{ do: 'beginPhase', figure: 'r-witch' }])
  return d
}

describe('facing and the flight duty on the table (8.1, 8.3)', () => {
  it('the owl faces east: turning first is refused, 14 cm due east is its full move, after that it may turn', async () => {
    const d = await witchFirst({ scene: loadScene(), seed: 3, leaders: LEADERS, facing: { 'r-owl': 90 } })
    try {
      expect(d.game.active).toEqual(['r-witch', 'r-owl'])
      const [turn] = play(d, [{ do: 'turn', figure: 'r-owl', facing: 0, expect: { refusal: 'flight-must-move-first' } }])
      expect(turn.ok ? null : turn.refusal.code).toBe('flight-must-move-first')
      const [north] = play(d, [{ do: 'move', figure: 'r-owl', to: [13, 0, 40], expect: { refusal: 'flight-must-move-first' } }])
      expect(north.ok).toBe(false)
      // Speed 14 from (13, 0, 54) toward 90° (east, +x): (27, 0, 54).
      const [east] = play(d, [{ do: 'move', figure: 'r-owl', to: [27, 0, 54] }])
      expect(east.ok).toBe(true)
      expect(d.world.requireFigure('r-owl').position[0]).toBeCloseTo(27, 6)
      const [again] = play(d, [{ do: 'turn', figure: 'r-owl', facing: 180 }])
      expect(again.ok && again.events).toEqual([{ kind: 'turned', modelId: 'r-owl', facingDeg: 180 }])
      expect(d.game.models['r-owl'].facingDeg).toBe(180)
      // The witch walks on legs: no duty, and a turn costs her nothing.
      const ap = d.game.models['r-witch'].ap
      play(d, [{ do: 'turn', figure: 'r-witch', facing: 45 }])
      expect(d.game.models['r-witch'].ap).toBe(ap)
    } finally {
      d.dispose()
    }
  })

  it('without a facing in the scenario the owl has no duty (R-E.9a: the scene holds none)', async () => {
    const d = await witchFirst({ scene: loadScene(), seed: 3, leaders: LEADERS })
    try {
      const [turn] = play(d, [{ do: 'turn', figure: 'r-owl', facing: 0 }])
      expect(turn.ok).toBe(true)
    } finally {
      d.dispose()
    }
  })
})

describe('using objects (8.3 Objekt benutzen, 9.2.1)', () => {
  // A lever token (radius 0.5) touching the witch's base on her east side (rim at 8 + 1.25 = 9.25, token centre 9.75), a gate
  // token touching it on her west side (8 - 1.25 - 0.5 = 6.25) that needs the lever first,
  // and the chapel's north wall as an object she is far from.
  const objects = [
    { id: 'lever', name: 'Lever', at: [9.75, 1, 52] as [number, number, number], radius: 0.5 },
    { id: 'gate', name: 'Gate', at: [6.25, 1, 52] as [number, number, number], radius: 0.5, restrictions: { requiresUsed: ['lever'] } },
    { id: 'shrine', name: 'Shrine', piece: 'chapel-north' },
  ]

  it('in base contact: 1 AP, used; the gate only after the lever; the chapel wall is out of contact', async () => {
    const d = await witchFirst({ scene: loadScene(), seed: 3, leaders: LEADERS, objects })
    try {
      const ap = d.game.models['r-witch'].ap
      const [gate, lever, gate2, shrine, nothing] = play(d, [
        { do: 'useObject', figure: 'r-witch', object: 'gate', expect: { refusal: 'needs-object-used-first' } },
        { do: 'useObject', figure: 'r-witch', object: 'lever' },
        { do: 'useObject', figure: 'r-witch', object: 'gate' },
        { do: 'useObject', figure: 'r-witch', object: 'shrine', expect: { refusal: 'not-in-base-contact' } },
        { do: 'useObject', figure: 'r-witch', object: 'well', expect: { refusal: 'no-such-object' } },
      ])
      expect(gate.ok ? null : gate.refusal).toMatchObject({ code: 'needs-object-used-first', params: { object: 'Gate', before: 'lever' } })
      expect(lever.ok && lever.events).toEqual([{ kind: 'objectUsed', modelId: 'r-witch', objectId: 'lever' }])
      expect(gate2.ok).toBe(true)
      expect(shrine.ok).toBe(false)
      expect(nothing.ok ? null : nothing.refusal).toMatchObject({ code: 'no-such-object', params: { object: 'well' } })
      expect(d.game.models['r-witch'].ap).toBe(ap - 2)
      expect(d.usedObjects).toEqual(['lever', 'gate'])
    } finally {
      d.dispose()
    }
  })

  it('objects are checked when the scenario is created: a piece the scene lacks, an id used twice', async () => {
    await expect(
      createScenario({ scene: loadScene(), seed: 1, leaders: LEADERS, objects: [{ id: 'x', name: 'X', piece: 'no-such-piece' }] }),
    ).rejects.toThrow(/objects\[0\].piece/)
    await expect(createScenario({ scene: loadScene(), seed: 1, leaders: LEADERS, objects: [objects[0], objects[0]] })).rejects.toThrow(
      /used twice/,
    )
  })
})

describe('the scenario file: new keys', () => {
  const base = { format: 'sightline-scenario', version: 1, scene: 'skirmish-ruins', seed: 1, leaders: LEADERS }

  it('reads facing, mounts, markers, objects and the round start options', () => {
    const r = parseScenarioFile({
      ...base,
      facing: { 'r-owl': 90 },
      mounts: { 'b-mech': { Autocannon: 'left' } },
      markers: { 'r-spear': { panic: true, shock: 1 }, 'r-halberd': { burning: { strength: 5, damage: 2 } } },
      objects: [{ id: 'lever', name: 'Lever', at: [1, 0, 1] }],
      steps: [
        { do: 'startRound', operatorShockPayments: { 'b-drone': 1 }, operatorApFirst: ['b-drone'] },
        { do: 'turn', figure: 'r-owl', facing: 90 },
        { do: 'useObject', figure: 'r-witch', object: 'lever' },
      ],
    })
    expect(r.ok).toBe(true)
  })

  it('names bad keys: an object both at a point and a piece, a mount that is no side', () => {
    const both = parseScenarioFile({ ...base, objects: [{ id: 'x', name: 'X', at: [1, 0, 1], piece: 'tower' }], steps: [] })
    expect(both.ok ? [] : both.problems).toEqual([expect.stringMatching(/^objects\[0\]: an object is either at a point/)])
    const side = parseScenarioFile({ ...base, mounts: { 'b-mech': { Autocannon: 'top' } }, steps: [] })
    expect(side.ok ? [] : side.problems).toEqual([expect.stringMatching(/^mounts\.b-mech\.Autocannon/)])
  })

  it('names a shot that aims at both a model and a point, or at neither (14.11, 14.13)', () => {
    const both = parseScenarioFile({
      ...base,
      steps: [{ do: 'indirect', shooter: 'b-grenadier', weapon: 'Grenade launcher', target: 'r-spear', point: [1, 0, 1] }],
    })
    expect(both.ok ? [] : both.problems).toEqual([
      expect.stringMatching(/^steps\[0\]\.target: the shot aims at a model \(target\) or at a point \(point\)/),
    ])
    const neither = parseScenarioFile({ ...base, steps: [{ do: 'area', shooter: 'b-grenadier', weapon: 'Grenade launcher' }] })
    expect(neither.ok ? [] : neither.problems).toEqual([expect.stringMatching(/^steps\[0\]\.target: /)])
  })
})

describe('a step naming a figure the table cannot measure', () => {
  it('is refused before anything is measured: no such model (not in the game), out of play (left the table, R-11.4b)', async () => {
    const d = await createScenario({ scene: loadScene(), seed: 1, leaders: LEADERS })
    try {
      play(d, [{ do: 'startRound' }])
      const [nobody, ghost] = play(d, [
        { do: 'shoot', shooter: 'b-sergeant', target: 'nobody', weapon: 'Pulse rifle', expect: { refusal: 'no-such-model' } },
        { do: 'charge', figure: 'nobody', target: 'r-spear', expect: { refusal: 'no-such-model' } },
      ])
      expect(nobody.ok ? null : nobody.refusal).toMatchObject({ code: 'no-such-model', params: { model: 'nobody' } })
      expect(ghost.ok ? null : ghost.refusal).toMatchObject({ code: 'no-such-model', params: { model: 'nobody' } })
      // r-spear flees off the table: still a model of the game, but nothing can be measured for it.
      d.world.setScene({ ...d.world.scene, figures: d.world.scene.figures.filter((f) => f.id !== 'r-spear') })
      const [gone] = play(d, [
        { do: 'melee', attacker: 'b-sergeant', defender: 'r-spear', choice: 'pushBack', expect: { refusal: 'out-of-play' } },
      ])
      expect(gone.ok ? null : gone.refusal).toMatchObject({ code: 'out-of-play', params: { model: 'r-spear' } })
    } finally {
      d.dispose()
    }
  })
})

describe('19.7 and 19.4 from the round start step', () => {
  it("the drone operator pays a shock token of its drone, and the drone spends the operator's AP first", async () => {
    const d = await createScenario({ scene: loadScene(), seed: 1, leaders: LEADERS, markers: { 'b-drone': { shock: 1 } } })
    try {
      const [r] = play(d, [{ do: 'startRound', operatorShockPayments: { 'b-drone': 1 }, operatorApFirst: ['b-drone'] }])
      if (!r.ok) throw new Error('refused')
      // Refill: operator 6, drone 2 (4.1); the operator pays the one token (19.7): 5; the drone keeps its 2.
      expect([d.game.models['b-operator'].ap, d.game.models['b-drone'].ap, d.game.models['b-drone'].tokens.shock]).toEqual([5, 2, 0])
      expect(r.breakdown.lines).toContainEqual(expect.objectContaining({ key: 'ap.operatorFirst', value: 'b-drone' }))
    } finally {
      d.dispose()
    }
  })
})

describe('colossus weapon mounts from the scenario (R-18.3c)', () => {
  it("the players' map reaches the model; a weapon the colossus lacks is named", async () => {
    const d = await createScenario({ scene: loadScene(), seed: 1, leaders: LEADERS, mounts: { 'b-mech': { Autocannon: 'hull' } } })
    try {
      expect(d.game.models['b-mech'].weaponMounts).toEqual({ Autocannon: 'hull' })
    } finally {
      d.dispose()
    }
    await expect(
      createScenario({ scene: loadScene(), seed: 1, leaders: LEADERS, mounts: { 'b-mech': { Flamer: 'left' } } }),
    ).rejects.toThrow(/weaponMounts\.Flamer/)
    await expect(
      createScenario({ scene: loadScene(), seed: 1, leaders: LEADERS, mounts: { 'r-spear': { Spear: 'left' } } }),
    ).rejects.toThrow(/only a colossus/)
  })
})
