import { describe, expect, it } from 'vitest'
import { TableWorld } from '../src/geometry/world/tableWorld'
import { runLegsOf } from '../src/judge/facts/forcedMoveFacts'
import { createScenario } from '../src/judge/scenario/create'
import { loadCardLibrary } from '../src/scene/cards/library'
import type { Figure, Scene, TerrainPiece } from '../src/scene/schema'
import { clockBearingDeg } from '../src/rules/universalis/states'
import { DEFAULT_ENGINE_SETTINGS } from '../src/rules/universalis/engine'
import { createGame } from '../src/rules/universalis/model'
import { movementSettings } from '../src/rules/universalis/movement'
import { LEADERS, loadScene, play } from './scenarioKit'

/**
 * Moves the driver carries out on its own (R-E.8a panic moves, R-E.8b burning runs) and the
 * failed jump that falls into its gap (R-8.5c), on the shipped skirmish scene and on small
 * hand-built tables whose distances are easy to derive.
 */

const cards = loadCardLibrary()

/** A 90 x 90 table with the given pieces; red and blue guards, two a side (2.2), the extras far away in the corners. */
function table(terrain: TerrainPiece[], figures: Figure[]): Scene {
  return {
    format: 'sightline-scene',
    version: 1,
    name: 'forced moves',
    units: 'cm',
    table: { width: 90, depth: 90 },
    terrain,
    figures: [
      ...figures,
      { id: 'r-far', side: 'red', size: 'medium', position: [5, 0, 85], card: 'guard-captain' },
      { id: 'b-far', side: 'blue', size: 'medium', position: [85, 0, 85], card: 'guard-captain' },
    ],
  }
}
const fig = (id: string, side: string, position: [number, number, number], card = 'guard-spearman'): Figure => ({
  id,
  side,
  size: 'medium',
  position,
  card,
})
const leaders = { red: 'r-far', blue: 'b-far' }

describe('panic moves on skirmish-ruins (11.4.1, R-E.8a)', () => {
  it('at the round start a panicking spearman with 1 AP (5 shock tokens) moves one move action, 10 cm, toward the west edge and stays', async () => {
    // r-spear stands at (18, 0, 34): the nearest edge is x = 0, 18 cm away (north: 34). 6 AP - 5 shock = 1 AP: one move action of its speed 10.
    const d = await createScenario({ scene: loadScene(), seed: 1, leaders: LEADERS, markers: { 'r-spear': { panic: true, shock: 5 } } })
    try {
      const [start] = play(d, [{ do: 'startRound' }])
      if (!start.ok) throw new Error('refused')
      expect(start.events.map((e) => e.kind)).toEqual(['panicMove', 'moved'])
      const at = d.world.requireFigure('r-spear').position
      expect(at[0]).toBeCloseTo(8, 0)
      expect(at[2]).toBeCloseTo(34, 0)
      expect(d.game.models['r-spear'].ap).toBe(0)
      expect(d.game.models['r-spear'].offTable).toBeFalsy()
    } finally {
      d.dispose()
    }
  })

  it('with its full AP the captain (10 cm from the west edge) reaches it and leaves the table (R-11.4b): off the world too', async () => {
    const d = await createScenario({ scene: loadScene(), seed: 1, leaders: LEADERS, markers: { 'r-captain': { panic: true } } })
    try {
      const [start] = play(d, [{ do: 'startRound' }])
      if (!start.ok) throw new Error('refused')
      expect(start.events.map((e) => e.kind)).toEqual(['panicMove', 'moved', 'leftTable'])
      expect(d.game.models['r-captain'].offTable).toBe(true)
      expect(d.world.figure('r-captain')).toBeUndefined()
      // Out of play: it cannot be chosen any more.
      const [pick] = play(d, [{ do: 'choose', picks: { red: 'r-captain', blue: 'b-sergeant' }, expect: { refusal: 'out-of-play' } }])
      expect(pick.ok).toBe(false)
    } finally {
      d.dispose()
    }
  })

  it('the crossbowman on the tower climbs down its ladder (8.6) and runs to the south edge: ceil(cost / 10) move actions, then off', async () => {
    const d = await createScenario({ scene: loadScene(), seed: 1, leaders: LEADERS, markers: { 'r-tower': { panic: true } } })
    try {
      const [start] = play(d, [{ do: 'startRound' }])
      if (!start.ok) throw new Error('refused')
      const cost = start.breakdown.lines.find((l) => l.key === 'move.cost')!.value as number
      expect(start.breakdown.lines).toContainEqual(expect.objectContaining({ key: 'panic.moveActions', value: Math.ceil(cost / 10) }))
      expect(start.events.map((e) => e.kind)).toEqual(['panicMove', 'moved', 'leftTable'])
      expect(d.game.models['r-tower'].offTable).toBe(true)
    } finally {
      d.dispose()
    }
  })
})

describe('panic moves in the activation (R-5.5.1a setting panicMoveAt)', () => {
  it('with panicMoveAt activation the spearman moves at the start of its own initiative phase, not at the round start', async () => {
    const settings = { round: { ...DEFAULT_ENGINE_SETTINGS.round, panicMoveAt: 'activation' as const } }
    const d = await createScenario({ scene: loadScene(), seed: 1, leaders: LEADERS, settings, markers: { 'r-spear': { panic: true } } })
    try {
      const [start] = play(d, [{ do: 'startRound' }])
      expect(start.ok && start.events.some((e) => e.kind === 'panicMove')).toBe(false)
      play(d, [{ do: 'choose', picks: { red: 'r-spear', blue: 'b-sergeant' } }])
      const first = d.game.queue![0]
      if (first !== 'r-spear')
        play(d, [
          { do: 'beginPhase', figure: first },
          { do: 'endPhase', figure: first },
        ])
      const [begin] = play(d, [{ do: 'beginPhase', figure: 'r-spear' }])
      // 18 cm to the west edge: two move actions of 10 cm, then off the table.
      expect(begin.ok && begin.events.filter((e) => 'modelId' in e && e.modelId === 'r-spear').map((e) => e.kind)).toEqual([
        'panicMove',
        'moved',
        'leftTable',
      ])
      expect(d.game.models['r-spear'].offTable).toBe(true)
    } finally {
      d.dispose()
    }
  })
})

describe('a panicking model does not jump off buildings (11.4.1 "nicht sinnlos von Gebäuden")', () => {
  it('on a 12 cm tower without a ladder it finds no way to an edge and stays where it is', async () => {
    // 12 cm is more than 2H = 8 to climb down and more than H = 4 to drop without a test (R-8.8f risk none).
    const tower: TerrainPiece = { id: 'tower', shape: 'cylinder', type: 'building', center: [45, 6, 45], radius: 4, height: 12 }
    const d = await createScenario({
      scene: table([tower], [fig('r-top', 'red', [45, 12, 45]), fig('b-x', 'blue', [85, 0, 5])]),
      seed: 1,
      leaders,
      markers: { 'r-top': { panic: true } },
    })
    try {
      const [start] = play(d, [{ do: 'startRound' }])
      if (!start.ok) throw new Error('refused')
      expect(start.breakdown.lines).toContainEqual(
        expect.objectContaining({ key: 'panic.stays', detail: expect.stringContaining('no path') }),
      )
      expect(d.world.requireFigure('r-top').position).toEqual([45, 12, 45])
      expect(d.game.models['r-top'].ap).toBe(6)
    } finally {
      d.dispose()
    }
  })
})

describe('the legs of a burning run, measured (R-E.8b)', () => {
  async function legs(terrain: TerrainPiece[], at: [number, number, number], bearings: number[], moves: number) {
    const scene = table(terrain, [fig('r-run', 'red', at), fig('b-x', 'blue', [85, 0, 5])])
    const world = await TableWorld.create(scene)
    try {
      const figures = scene.figures.map((f) => ({ id: f.id, side: f.side, card: cards.cards[f.card!] }))
      const made = createGame({ figures, leaders })
      if (!made.ok) throw new Error(made.refusal.reason)
      const game = made.value
      return runLegsOf(
        world,
        { ...game, models: { ...game.models, 'r-run': { ...game.models['r-run'], ap: 6 } } },
        'r-run',
        bearings,
        moves,
        DEFAULT_ENGINE_SETTINGS,
      )
    } finally {
      world.dispose()
    }
  }

  it('on open ground each leg is the speed (10 cm) in the bearing: two legs east from (40, 0, 45) end at x = 50 and 60', async () => {
    const r = await legs([], [40, 0, 45], [90], 2)
    expect(r.map((l) => [l.to[0], l.to[2], l.cm, l.stoppedBy])).toEqual([
      [50, 45, 10, null],
      [60, 45, 10, null],
    ])
  })

  it('the border stops it: from x = 85 east only 5 cm are left', async () => {
    const [l] = await legs([], [85, 0, 45], [90], 1)
    expect([l.to[0], l.cm, l.stoppedBy]).toEqual([90, 5, 'border'])
  })

  it('a wall too high to climb (10 cm > 2H = 8) stops the base where its rim meets it', async () => {
    // Wall face at x = 46; base radius 1.25 (25 mm base): the centre stops at 46 - 1.25 = 44.75, within one 0.25 cm step.
    const [l] = await legs([{ id: 'wall', shape: 'box', type: 'building', center: [47, 5, 45], size: [2, 10, 20] }], [40, 0, 45], [90], 1)
    expect(l.stoppedBy).toBe('obstacle')
    expect(l.to[0]).toBeGreaterThan(44.5 - 1e-9)
    expect(l.to[0]).toBeLessThanOrEqual(44.75 + 1e-9)
  })

  it('a 3 cm step is climbed at twice its height (8.7): 10 cm of movement take it 4 cm along the top', async () => {
    // Box top at 3, face at x = 43: 3 cm of walking, then the climb costs 6, 1 cm is left: x = 43 + 1 = 44 at height 3 (within a step).
    const [l] = await legs([{ id: 'step', shape: 'box', type: 'building', center: [53, 1.5, 45], size: [20, 3, 20] }], [40, 0, 45], [90], 1)
    expect(l.to[1]).toBe(3)
    expect(l.to[0]).toBeCloseTo(44, 0)
    expect(l.cm).toBeCloseTo(10, 6)
  })

  it('running off a 9 cm platform is a fall (above 2H): the leg ends on the table below the edge', async () => {
    const [l] = await legs([{ id: 'deck', shape: 'box', type: 'building', center: [35, 4.5, 45], size: [20, 9, 20] }], [43, 9, 45], [90], 1)
    expect(l.stoppedBy).toBe('fall')
    expect(l.fall?.dropHeight).toBe(9)
    expect(l.to[1]).toBe(0)
    expect(l.to[0]).toBeGreaterThan(45)
  })

  it('difficult terrain (9.4, R-9.4a): entered after 3 cm the leg goes half the speed, 5 cm; entered after 7 cm it stops at the edge', async () => {
    const forest = (x: number): TerrainPiece => ({
      id: 'forest',
      shape: 'area',
      type: 'forest',
      center: [x + 10, 5, 45],
      size: [20, 10, 20],
    })
    const [near] = await legs([forest(43)], [40, 0, 45], [90], 1)
    expect([near.halved, near.to[0]]).toEqual([true, 45])
    const [far] = await legs([forest(47)], [40, 0, 45], [90], 1)
    expect(far.halved).toBe(false)
    expect(far.to[0]).toBeCloseTo(47, 0)
  })
})

describe('a burning model runs on the table (11.1)', () => {
  it('the run follows the rolled W6 and clock direction, one move action per leg, and the figure ends where the legs say', async () => {
    // The spearman burns in open ground at (45, 0, 75) (nothing within 15 cm but the table); some seeds put the fire out (9+).
    const scene = table([], [fig('r-run', 'red', [45, 0, 75]), fig('b-x', 'blue', [85, 0, 5])])
    let checked = 0
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const d = await createScenario({ scene, seed, leaders, markers: { 'r-run': { burning: { strength: 1, damage: 1 } } } })
      try {
        play(d, [{ do: 'startRound' }, { do: 'choose', picks: { red: 'r-run', blue: 'b-x' } }])
        const first = d.game.queue![0]
        if (first !== 'r-run')
          play(d, [
            { do: 'beginPhase', figure: first },
            { do: 'endPhase', figure: first },
          ])
        const [begin] = play(d, [{ do: 'beginPhase', figure: 'r-run' }])
        if (!begin.ok) throw new Error('refused')
        const run = begin.events.find((e) => e.kind === 'burningRun')
        if (run?.kind !== 'burningRun') continue
        const dirRoll = begin.rolls.find((r) => r.purpose.includes('direction'))!
        expect(run.bearingsDeg).toEqual([clockBearingDeg(dirRoll.result)])
        // Every leg is a move action of 1 AP; the AP it had after the burning hit (a shock takes 1, 10.5) may run out first.
        const moves = begin.events.filter((e) => e.kind === 'moved')
        const outOfAp = begin.breakdown.lines.some((l) => l.key === 'burning.runOutOfAp')
        if (moves.length < run.moves) expect([outOfAp, d.game.models['r-run'].ap]).toEqual([true, 0])
        else expect(moves.length).toBe(run.moves)
        expect(begin.breakdown.lines.filter((l) => l.key === 'burning.leg').length).toBe(moves.length)
        const last = moves[moves.length - 1]
        if (last.kind !== 'moved') throw new Error('no move')
        expect(d.world.requireFigure('r-run').position).toEqual([...last.to])
        // Without anything in the way, the figure is W6 x 10 cm from its start along the bearing, clipped by the border.
        const dx = d.world.requireFigure('r-run').position[0] - 45
        const dz = d.world.requireFigure('r-run').position[2] - 75
        const rad = (run.bearingsDeg[0] * Math.PI) / 180
        expect(Math.abs(dx * -Math.cos(rad) - dz * Math.sin(rad))).toBeLessThan(1e-6) // on the bearing's line
        expect(Math.hypot(dx, dz)).toBeLessThanOrEqual(10 * moves.length + 1e-6)
        checked++
      } finally {
        d.dispose()
      }
    }
    expect(checked).toBeGreaterThan(0)
  })
})

describe('a failed jump drops the model into the gap (8.5, R-8.5c)', () => {
  it('from a 6 cm roof over a 15 cm gap: on a failed test it lands on the table below the middle of the gap and the fall is judged (H < 6 <= 2H)', async () => {
    // Roofs 6 cm high: x 10..40 and 55..80 (gap 15 cm, more than the speed 10, at most 2 x 10: a test, 8.5).
    const roofs: TerrainPiece[] = [
      { id: 'roof-a', shape: 'box', type: 'building', center: [25, 3, 45], size: [30, 6, 20] },
      { id: 'roof-b', shape: 'box', type: 'building', center: [67.5, 3, 45], size: [25, 6, 20] },
    ]
    const scene = table(roofs, [fig('r-jump', 'red', [37, 6, 45]), fig('b-x', 'blue', [85, 0, 5])])
    let fell = 0
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]) {
      const d = await createScenario({ scene, seed, leaders, settings: { movement: movementSettings({ risk: 'tests' }) } })
      try {
        play(d, [{ do: 'startRound' }, { do: 'choose', picks: { red: 'r-jump', blue: 'b-x' } }])
        const first = d.game.queue![0]
        if (first !== 'r-jump')
          play(d, [
            { do: 'beginPhase', figure: first },
            { do: 'endPhase', figure: first },
          ])
        const [, move] = play(d, [
          { do: 'beginPhase', figure: 'r-jump' },
          { do: 'move', figure: 'r-jump', to: [58, 6, 45] },
        ])
        if (!move.ok) throw new Error(move.refusal.reason)
        const jump = move.rolls.find((r) => r.purpose.startsWith('movement test for a jump'))!
        expect(jump).toBeDefined()
        const at = d.world.requireFigure('r-jump').position
        if (jump.result <= 4) {
          // Passed (guard-spearman AGI 4: 1-4 succeed, 4.8): it stands on the far roof.
          expect([at[0], at[1]]).toEqual([58, 6])
          continue
        }
        // Failed: the gap runs from x = 40 to 55, its middle at 47.5; the table is 6 cm below the roof.
        expect([at[0], at[1], at[2]]).toEqual([47.5, 0, 45])
        expect(move.breakdown.lines).toContainEqual(expect.objectContaining({ key: 'move.fellInGap' }))
        // 6 cm: above H = 4, at most 2H = 8: a movement test decides about half KO damage (8.8.1).
        expect(move.rolls.some((r) => r.purpose === 'movement test (AGI) of r-jump against fall damage')).toBe(true)
        fell++
      } finally {
        d.dispose()
      }
    }
    expect(fell).toBeGreaterThan(0)
  })
})
