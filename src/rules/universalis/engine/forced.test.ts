import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../kernel/dice'
import { perform } from './engine'
import { pathOf } from './pathkit'
import { standableStop } from './forced'
import type { ActionFacts, RunLeg } from './types'
import { card, drone, fixtureGame } from '../model/game.testkit'
import type { ModelState } from '../model/gameState'
import { noFacts } from '../model/facts'

/**
 * Panic moves (11.4.1, R-E.8a) and burning runs (11.1, R-E.8b) on hand-made table facts: the
 * engine's part (how far, for how many AP, leaving the table, falls); the measuring is tested on
 * real scenes in tests/scenario-forced.test.ts.
 */

const tokens = (over: Partial<ModelState['tokens']> = {}): ModelState['tokens'] => ({
  shock: 0,
  burning: null,
  poison: null,
  panic: false,
  fast: false,
  overwatch: null,
  defence: false,
  reload: [],
  ...over,
})

function panicking(ap: number, extra: Partial<ModelState> = {}) {
  return fixtureGame([
    { id: 'p', side: 'red', patch: { ap, tokens: tokens({ panic: true }), ...extra } },
    { id: 'r2', side: 'red' },
    { id: 'b', side: 'blue' },
    { id: 'b2', side: 'blue' },
  ])
}

const facts = (path?: ReturnType<typeof pathOf>, table = noFacts()): ActionFacts => ({
  table,
  path: path ? { answer: path, terrain: {} } : undefined,
})

describe('standableStop (R-E.8a)', () => {
  // Walk 8 cm (cost 8), climb 4 cm straight up (8.7: 2 x 4 = 8), walk 10 cm (10): 26 in all, the climb from 8 to 16.
  const path = pathOf(
    'p',
    [0, 0, 0],
    [
      { kind: 'walk', to: [8, 0, 0] },
      { kind: 'climb', to: [8, 4, 0] },
      { kind: 'walk', to: [18, 4, 0] },
    ],
  )
  it.each([
    [0, 0],
    [5, 5],
    [8, 8], // along the first walk, anywhere
    [10, 8],
    [15.9, 8], // inside the climb (8..16): not begun
    [16, 16],
    [20, 20],
    [26, 26],
    [40, 26], // the last walk, then the end
  ])('limit %s cm: stops at %s cm', (limit, stop) => {
    expect(path.cost).toBe(26)
    expect(standableStop(path, limit)).toBe(stop)
  })
})

describe('the panic move (11.4.1)', () => {
  // A straight walk of 40 cm from (50, 0, 45) east to the edge at x = 90; speed 10.
  const toEdge = pathOf('p', [50, 0, 45], [{ kind: 'walk', to: [90, 0, 45] }])

  it('uses all its AP: 3 AP are 3 move actions of 10 cm, 30 of the 40 cm; it stays on the table', () => {
    const r = perform(panicking(3), { kind: 'panicMove', model: 'p' }, facts(toEdge), scriptedDice([]))
    if (!r.ok) throw new Error(r.refusal.reason)
    expect(r.value.game.models.p.ap).toBe(0)
    expect(r.value.game.models.p.offTable).toBeFalsy()
    expect(r.value.events).toContainEqual(
      expect.objectContaining({ kind: 'moved', modelId: 'p', to: [80, 0, 45], cm: 30, completed: false }),
    )
    // 8.9: 30 cm moved in the phase, more than 20: fast.
    expect(r.value.game.models.p.movedThisPhase).toBe(30)
    expect(r.value.game.models.p.tokens.fast).toBe(true)
  })

  it('reaching the edge it leaves the table (R-11.4b) and its telematon is left without operator (19.3)', () => {
    const game = fixtureGame([
      { id: 'p', side: 'red', patch: { ap: 6, tokens: tokens({ panic: true }) } },
      { id: 'd', side: 'red', card: drone(), operatorId: 'p' },
      { id: 'b', side: 'blue' },
      { id: 'b2', side: 'blue' },
    ])
    const short = pathOf('p', [70, 0, 45], [{ kind: 'walk', to: [90, 0, 45] }])
    const r = perform(game, { kind: 'panicMove', model: 'p' }, facts(short), scriptedDice([]))
    if (!r.ok) throw new Error(r.refusal.reason)
    expect(r.value.game.models.p.offTable).toBe(true)
    expect(r.value.events.map((e) => e.kind)).toEqual(['moved', 'panicked', 'leftTable'])
    expect(r.value.game.models.d.tokens.panic).toBe(true)
    // 20 cm: 2 move actions; leaving the table takes whatever is left (leaveTable: 0 AP).
    expect(r.value.breakdown.lines).toContainEqual(expect.objectContaining({ key: 'panic.moveActions', value: 2 }))
  })

  it('does not begin a climb it cannot finish: 1 AP, walk 8 then a 4 cm climb, it stops at its foot', () => {
    const climb = pathOf(
      'p',
      [0, 0, 0],
      [
        { kind: 'walk', to: [8, 0, 0] },
        { kind: 'climb', to: [8, 4, 0] },
        { kind: 'walk', to: [0, 4, 0] },
      ],
    )
    const r = perform(panicking(1), { kind: 'panicMove', model: 'p' }, facts(climb), scriptedDice([]))
    if (!r.ok) throw new Error(r.refusal.reason)
    expect(r.value.events).toContainEqual(expect.objectContaining({ kind: 'moved', to: [8, 0, 0], cm: 8 }))
    expect(r.value.breakdown.lines).toContainEqual(expect.objectContaining({ key: 'panic.stopsBefore', value: 8 }))
    expect(r.value.game.models.p.ap).toBe(0)
  })

  it("a panicking model in melee or burning stays; one not in panic is refused; no path is the caller's mistake", () => {
    const inMelee = { ...noFacts(), baseContacts: { p: ['b'], b: ['p'] } }
    const melee = perform(panicking(6), { kind: 'panicMove', model: 'p' }, facts(toEdge, inMelee), scriptedDice([]))
    expect(melee.ok && melee.value.breakdown.lines.find((l) => l.key === 'panic.stays')?.detail).toMatch(/in melee/)
    expect(melee.ok && melee.value.game.models.p.ap).toBe(6)
    const burning = perform(
      panicking(6, { tokens: tokens({ panic: true, burning: { strength: 3, damage: 1 } }) }),
      { kind: 'panicMove', model: 'p' },
      facts(toEdge),
      scriptedDice([]),
    )
    expect(burning.ok && burning.value.events).toEqual([])
    const calm = perform(panicking(6, { tokens: tokens() }), { kind: 'panicMove', model: 'p' }, facts(toEdge), scriptedDice([]))
    expect(calm.ok ? null : calm.refusal).toMatchObject({ code: 'not-panicking', params: { model: 'p' } })
    const dice = scriptedDice([])
    expect(() => perform(panicking(6), { kind: 'panicMove', model: 'p' }, facts(), dice)).toThrow(/rules\/engine: facts\.path/)
    expect(dice.log).toEqual([])
  })
})

describe('the burning run (11.1)', () => {
  const leg = (to: [number, number, number], over: Partial<RunLeg> = {}): RunLeg => ({
    to,
    cm: 10,
    travelledCm: 10,
    halved: false,
    stoppedBy: null,
    fall: null,
    ...over,
  })
  const burning = (ap: number) =>
    fixtureGame([
      { id: 'f', side: 'red', patch: { ap, tokens: tokens({ burning: { strength: 4, damage: 2 } }) } },
      { id: 'r2', side: 'red' },
      { id: 'b', side: 'blue' },
      { id: 'b2', side: 'blue' },
    ])

  it('each leg is a move action paid as usual (1 AP): with 2 AP only 2 of 3 legs are run', () => {
    const legs = [leg([10, 0, 0]), leg([20, 0, 0]), leg([30, 0, 0])]
    const r = perform(
      burning(2),
      { kind: 'burningRun', model: 'f', moves: 3, bearingsDeg: [90] },
      { table: noFacts(), run: { legs } },
      scriptedDice([]),
    )
    if (!r.ok) throw new Error(r.refusal.reason)
    expect(r.value.events.filter((e) => e.kind === 'moved').map((e) => (e as { to: unknown }).to)).toEqual([
      [10, 0, 0],
      [20, 0, 0],
    ])
    expect(r.value.game.models.f.ap).toBe(0)
    expect(r.value.breakdown.lines).toContainEqual(expect.objectContaining({ key: 'burning.runOutOfAp', value: 2 }))
    // It burns on: the run takes no action, and the marker stays.
    expect(r.value.game.models.f.tokens.burning).not.toBeNull()
  })

  it('running over an edge above 2H is a fall with an automatic hit of strength KO (8.8.1)', () => {
    // H = 4 (medium): a 9 cm drop is above 2H = 8: hit, strength KO 5, damage KO 5.
    const fall = {
      figureId: 'f',
      from: [5, 9, 0] as const,
      landing: [5.25, 0, 0] as const,
      landingOn: 'table',
      dropHeight: 9,
      profileHeight: 4,
      ladder: null,
    }
    const legs = [leg([5.25, 0, 0], { stoppedBy: 'fall', fall, cm: 5.25 })]
    // Wound roll 1 + 5 against the armour roll 12 + KO 5: nothing (10.4); the point is that it is rolled.
    const dice = scriptedDice([1, 12])
    const r = perform(burning(6), { kind: 'burningRun', model: 'f', moves: 1, bearingsDeg: [0] }, { table: noFacts(), run: { legs } }, dice)
    if (!r.ok) throw new Error(r.refusal.reason)
    expect(r.value.breakdown.lines).toContainEqual(expect.objectContaining({ key: 'burning.fall', value: 'hit' }))
    expect(r.value.breakdown.lines).toContainEqual(expect.objectContaining({ key: 'fall.hit', value: 5 }))
    expect(dice.log.length).toBe(2)
  })

  it("a run without its measured legs, or with a roll that is no W6 result, is the caller's mistake: it throws before any die", () => {
    const dice = scriptedDice([])
    expect(() =>
      perform(
        burning(6),
        { kind: 'burningRun', model: 'f', moves: 2, bearingsDeg: [0] },
        { table: noFacts(), run: { legs: [leg([1, 0, 0])] } },
        dice,
      ),
    ).toThrow(/rules\/engine: facts\.run\.legs/)
    expect(() =>
      perform(burning(6), { kind: 'burningRun', model: 'f', moves: 7, bearingsDeg: [0] }, { table: noFacts(), run: { legs: [] } }, dice),
    ).toThrow(/rules\/engine: .*moves/)
    expect(dice.log).toEqual([])
  })
})

describe('a failed jump falls into the gap (8.5, R-8.5c)', () => {
  // Speed 10: a 15 cm gap needs a movement test (8.5). Take-off on a 6 cm roof at x = 5, landing level at x = 25.
  const jumper = card({ movement: { type: 'legs', speed: 10 } })
  const game = {
    ...fixtureGame([
      { id: 'j', side: 'red', card: jumper, patch: { ap: 6 } },
      { id: 'r2', side: 'red' },
      { id: 'b', side: 'blue' },
      { id: 'b2', side: 'blue' },
    ]),
    active: ['j'],
  }
  const path = pathOf(
    'j',
    [0, 6, 0],
    [
      { kind: 'walk', to: [5, 6, 0] },
      { kind: 'jump', to: [25, 6, 0], gap: 15 },
    ],
  )
  const fall = {
    figureId: 'j',
    from: [5, 6, 0] as const,
    landing: [12.5, 0, 0] as const,
    landingOn: 'table',
    dropHeight: 6,
    profileHeight: 4,
    ladder: null,
  }

  it('a failed test drops it 6 cm onto the table below the gap (between H and 2H: a movement test against damage)', () => {
    // AGI 4: the jump test rolls 9 (failure); the fall's movement test rolls 2 (success: no damage).
    const dice = scriptedDice([9, 2])
    const r = perform(
      game,
      { kind: 'move', model: 'j' },
      { table: noFacts(), path: { answer: path, terrain: {}, gapFalls: { 1: fall } } },
      dice,
    )
    if (!r.ok) throw new Error(r.refusal.reason)
    expect(r.value.events).toContainEqual(expect.objectContaining({ kind: 'moved', modelId: 'j', to: [12.5, 0, 0], completed: false }))
    expect(r.value.breakdown.lines).toContainEqual(expect.objectContaining({ key: 'move.fellInGap', value: 2 }))
    expect(dice.log.map((x) => x.purpose)).toEqual(['movement test for a jump (AGI) of j', 'movement test (AGI) of j against fall damage'])
  })

  it('without the measured gap the move throws before any die (the judge measures it)', () => {
    const dice = scriptedDice([])
    expect(() => perform(game, { kind: 'move', model: 'j' }, { table: noFacts(), path: { answer: path, terrain: {} } }, dice)).toThrow(
      /rules\/engine: facts\.path\.gapFalls\.1/,
    )
    expect(dice.log).toEqual([])
  })
})
