import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../kernel/dice'
import { DEFAULT_ENGINE_SETTINGS, perform } from './engine'
import { pathOf } from './pathkit'
import { facingVector } from './facing'
import type { ActionFacts } from './types'
import { card, colossus, drone, fixtureGame } from '../model/game.testkit'
import type { GameState, ModelState } from '../model/gameState'
import { noFacts } from '../model/facts'

/**
 * Turning (8.3 Drehen), facing in the game state (R-E.9a), the flight duty (8.1, R-E.9b), using an
 * object (8.3, 9.2.1) through the engine, and the round start's options (19.4 R-19.4a, 19.7).
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
const table = (): ActionFacts => ({ table: noFacts() })
const owl = card({
  id: 'owl',
  movement: { type: 'flight', speed: 10 },
  weapons: [{ name: 'Talons', class: 1, profile: { strength: 3, damage: 1 }, range: 'melee' }],
})

function game(first: Partial<ModelState> = {}, firstCard = card()): GameState {
  const g = fixtureGame([
    { id: 'a', side: 'red', card: firstCard, patch: { ap: 6, ...first } },
    { id: 'a2', side: 'red' },
    { id: 'b', side: 'blue' },
    { id: 'b2', side: 'blue' },
  ])
  return { ...g, active: ['a'] }
}

describe('facingVector: degrees clockwise from north (z = 0)', () => {
  it.each([
    [0, [0, -1]],
    [90, [1, 0]],
    [180, [0, 1]],
    [270, [-1, 0]],
  ] as const)('%s° points along %j', (deg, [x, z]) => {
    const [fx, fz] = facingVector(deg)
    expect(fx).toBeCloseTo(x, 12)
    expect(fz).toBeCloseTo(z, 12)
  })
})

describe('the turn action (8.3 Drehen)', () => {
  it('costs no AP, counts as an action, sets the facing (normalised) and ends overwatch like any action', () => {
    const r = perform(
      game({ tokens: tokens({ overwatch: 'Rifle' }) }),
      { kind: 'turn', model: 'a', facingDeg: -90 },
      table(),
      scriptedDice([]),
    )
    if (!r.ok) throw new Error(r.refusal.reason)
    const a = r.value.game.models.a
    expect([a.facingDeg, a.ap, a.actionsThisRound, a.tokens.overwatch]).toEqual([270, 6, 1, null])
    expect(r.value.events).toEqual([{ kind: 'turned', modelId: 'a', facingDeg: 270 }])
  })

  it('is refused outside the own phase, while burning, and for a colossus whose movement loss forbids turning (18.3.2)', () => {
    const idle = perform({ ...game(), active: [] }, { kind: 'turn', model: 'a', facingDeg: 0 }, table(), scriptedDice([]))
    expect(idle.ok ? null : idle.refusal.code).toBe('not-active')
    const burning = perform(
      game({ tokens: tokens({ burning: { strength: 3, damage: 1 } }) }),
      { kind: 'turn', model: 'a', facingDeg: 0 },
      table(),
      scriptedDice([]),
    )
    expect(burning.ok ? null : burning.refusal.code).toBe('burning')
    const stuck = perform(
      game({ colossusMovement: 'immobile-no-turn' }, colossus()),
      { kind: 'turn', model: 'a', facingDeg: 0 },
      table(),
      scriptedDice([]),
    )
    expect(stuck.ok ? null : stuck.refusal).toMatchObject({ code: 'cannot-turn', clause: { section: '18.3.2' }, params: { model: 'a' } })
    expect(() => perform(game(), { kind: 'turn', model: 'a', facingDeg: Number.NaN }, table(), scriptedDice([]))).toThrow(
      /rules\/engine: .*facingDeg/,
    )
  })
})

describe('the flight duty (8.1 Flug, R-E.9b)', () => {
  // The owl faces east (90°) at (10, 0, 10) with speed 10: the full move in facing ends at (20, 0, 10).
  const east = pathOf('a', [10, 0, 10], [{ kind: 'walk', to: [20, 0, 10] }])
  const north = pathOf('a', [10, 0, 10], [{ kind: 'walk', to: [10, 0, 0] }])
  const short = pathOf('a', [10, 0, 10], [{ kind: 'walk', to: [16, 0, 10] }])
  const move = (path: ReturnType<typeof pathOf>): ActionFacts => ({ table: noFacts(), path: { answer: path, terrain: {} } })
  const flier = (patch: Partial<ModelState> = {}) => game({ facingDeg: 90, actionsThisRound: 0, ...patch }, owl)

  it('the first action of the round must be a full move toward the facing: a turn first is refused', () => {
    const r = perform(flier(), { kind: 'turn', model: 'a', facingDeg: 0 }, table(), scriptedDice([]))
    expect(r.ok ? null : r.refusal).toMatchObject({ code: 'flight-must-move-first', clause: { section: '8.1' } })
  })

  it('a move of its whole speed east is allowed; north, or only 6 cm, is refused', () => {
    const ok = perform(flier(), { kind: 'move', model: 'a' }, move(east), scriptedDice([]))
    expect(ok.ok).toBe(true)
    const wrongWay = perform(flier(), { kind: 'move', model: 'a' }, move(north), scriptedDice([]))
    expect(wrongWay.ok ? null : wrongWay.refusal.code).toBe('flight-must-move-first')
    const notFull = perform(flier(), { kind: 'move', model: 'a' }, move(short), scriptedDice([]))
    expect(notFull.ok ? null : notFull.refusal).toMatchObject({ code: 'flight-must-move-first', params: { need: 10, cm: 6 } })
  })

  it('after that first move anything goes; without a facing, or with the setting off, nothing is checked', () => {
    const first = perform(flier(), { kind: 'move', model: 'a' }, move(east), scriptedDice([]))
    if (!first.ok) throw new Error(first.refusal.reason)
    expect(first.value.game.models.a.actionsThisRound).toBe(1)
    expect(perform(first.value.game, { kind: 'turn', model: 'a', facingDeg: 0 }, table(), scriptedDice([])).ok).toBe(true)
    expect(perform(flier({ facingDeg: undefined }), { kind: 'turn', model: 'a', facingDeg: 0 }, table(), scriptedDice([])).ok).toBe(true)
    expect(
      perform(flier(), { kind: 'turn', model: 'a', facingDeg: 0 }, table(), scriptedDice([]), {
        ...DEFAULT_ENGINE_SETTINGS,
        flightObligation: false,
      }).ok,
    ).toBe(true)
  })

  it('a model on legs with a facing has no such duty', () => {
    expect(
      perform(game({ facingDeg: 90, actionsThisRound: 0 }), { kind: 'turn', model: 'a', facingDeg: 0 }, table(), scriptedDice([])).ok,
    ).toBe(true)
  })
})

describe('using an object through the engine (8.3, 9.2.1)', () => {
  const terminal = { id: 'terminal', name: 'Terminal', restrictions: { difficulty: { attribute: 'WN' as const, modifier: -1 } } }
  const door = { id: 'door', name: 'Door', restrictions: { requiresUsed: ['terminal'] } }

  it('needs the measured contact; out of contact it is refused; in contact a WN-1 roll decides and 1 AP is paid', () => {
    expect(() => perform(game(), { kind: 'useObject', model: 'a', object: terminal }, table(), scriptedDice([]))).toThrow(
      /rules\/engine: facts\.object/,
    )
    const far = perform(
      game(),
      { kind: 'useObject', model: 'a', object: terminal },
      { table: noFacts(), object: { contact: false, used: [] } },
      scriptedDice([]),
    )
    expect(far.ok ? null : far.refusal.code).toBe('not-in-base-contact')
    // WN 3 - 1 = 2: a 2 succeeds.
    const r = perform(
      game(),
      { kind: 'useObject', model: 'a', object: terminal },
      { table: noFacts(), object: { contact: true, used: [] } },
      scriptedDice([2]),
    )
    if (!r.ok) throw new Error(r.refusal.reason)
    expect(r.value.events).toEqual([{ kind: 'objectUsed', modelId: 'a', objectId: 'terminal' }])
    expect(r.value.game.models.a.ap).toBe(5)
    // A 3 fails: the AP are spent, nothing is used (R-9.2.1a).
    const failed = perform(
      game(),
      { kind: 'useObject', model: 'a', object: terminal },
      { table: noFacts(), object: { contact: true, used: [] } },
      scriptedDice([3]),
    )
    expect(failed.ok && failed.value.events).toEqual([])
  })

  it('an object that needs another used first reads the objects used so far', () => {
    const locked = perform(
      game(),
      { kind: 'useObject', model: 'a', object: door },
      { table: noFacts(), object: { contact: true, used: [] } },
      scriptedDice([]),
    )
    expect(locked.ok ? null : locked.refusal).toMatchObject({
      code: 'needs-object-used-first',
      params: { object: 'Door', before: 'terminal' },
    })
    expect(
      perform(
        game(),
        { kind: 'useObject', model: 'a', object: door },
        { table: noFacts(), object: { contact: true, used: ['terminal'] } },
        scriptedDice([]),
      ).ok,
    ).toBe(true)
  })
})

describe('the round start: 19.7 shock payments and 19.4 operator AP first (R-19.4a)', () => {
  const g = (): GameState => {
    const x = fixtureGame([
      { id: 'op', side: 'red', patch: { ap: 0 } },
      { id: 'd', side: 'red', card: drone(), operatorId: 'op', patch: { ap: 0, tokens: tokens({ shock: 2 }) } },
      { id: 'b', side: 'blue' },
      { id: 'b2', side: 'blue' },
    ])
    return { ...x, roundEnded: true }
  }

  it('the operator pays one of the drone shock tokens, the drone the other; operatorApFirst makes the operator pay its actions first', () => {
    const r = perform(g(), { kind: 'startRound', operatorShockPayments: { d: 1 }, operatorApFirst: ['d'] }, table(), scriptedDice([]))
    if (!r.ok) throw new Error(r.refusal.reason)
    // Refill: op 6, drone 2 (4.1). 19.7: op pays 1 (5 left); 11.5: the drone pays the other (1 left).
    expect([r.value.game.models.op.ap, r.value.game.models.d.ap, r.value.game.models.d.tokens.shock]).toEqual([5, 1, 0])
    expect(r.value.game.models.d.apFromOperatorFirst).toBe(true)
    const acting = { ...r.value.game, active: ['op', 'd'] }
    // Its lie down (1 AP) is paid by the operator although the drone has 1 AP of its own.
    const down = perform(acting, { kind: 'lieDown', model: 'd' }, table(), scriptedDice([]))
    if (!down.ok) throw new Error(down.refusal.reason)
    expect([down.value.game.models.op.ap, down.value.game.models.d.ap]).toEqual([4, 1])
  })

  it('without the option the drone pays its own AP first; a non-telematon in operatorApFirst is refused', () => {
    const r = perform(g(), { kind: 'startRound', operatorShockPayments: { d: 2 } }, table(), scriptedDice([]))
    if (!r.ok) throw new Error(r.refusal.reason)
    const down = perform({ ...r.value.game, active: ['op', 'd'] }, { kind: 'lieDown', model: 'd' }, table(), scriptedDice([]))
    if (!down.ok) throw new Error(down.refusal.reason)
    // Refill 6 and 2; the operator pays both shock tokens (4 left); the lie down comes from the drone's own 2 AP.
    expect([down.value.game.models.op.ap, down.value.game.models.d.ap]).toEqual([4, 1])
    const wrong = perform(g(), { kind: 'startRound', operatorApFirst: ['op'] }, table(), scriptedDice([]))
    expect(wrong.ok ? null : wrong.refusal).toMatchObject({ code: 'not-an-operated-telematon', params: { model: 'op' } })
  })
})
