import { describe, expect, it } from 'vitest'
import type { StepAnswer } from '../../../geometry/types'
import type { UnitCard, Weapon } from '../../../scene/cards/unitCard'
import { card, drone, fixtureGame } from '../model/game.testkit'
import { scriptedDice } from '../../kernel/dice'
import type { GameState, ModelState } from '../model/gameState'
import { defenceTest, disengage, takeDefence } from './defence'
import { meleeAttack } from './melee'
import { pushBack } from './pushBack'

const sword: Weapon = { name: 'Schwert', class: 1, profile: { strength: 1, additive: true, damage: 2 }, range: 'melee' }
const game2 = (
  a: Partial<UnitCard> = {},
  d: Partial<UnitCard> = {},
  pa: Partial<ModelState> = {},
  pd: Partial<ModelState> = {},
): GameState =>
  fixtureGame([
    { id: 'a', side: 'A', card: card({ weapons: [sword], ...a }), patch: pa },
    { id: 'd', side: 'B', card: card({ weapons: [sword], ...d }), patch: pd },
    { id: 'e', side: 'A' },
  ])
const step = (drop: number, H = 4): StepAnswer => ({
  figureId: 'd',
  from: [0, 10, 0],
  landing: [1, 10 - drop, 0],
  landingOn: 'ground',
  dropHeight: drop,
  profileHeight: H,
  ladder: null,
})

describe('push back (15.2)', () => {
  it.each([
    // distance, free, expected moved, stopped by
    [4, 10, 4, 'distance'],
    [8, 3, 3, 'obstacle'],
    [10, 10, 10, 'distance'], // exactly the speed GK 10 (R-15.2a)
  ] as const)('%d cm asked, %d cm free: moves %d (%s)', (distanceCm, freeCm, moved, stoppedBy) => {
    const r = pushBack(game2(), 'a', 'd', { distanceCm, freeCm })
    expect(r.ok && r.value.push).toMatchObject({ movedCm: moved, stoppedBy, fall: null })
  })

  it('R-15.2a: not farther than the pushed model moves (its speed)', () => {
    const r = pushBack(game2(), 'a', 'd', { distanceCm: 11, freeCm: 20 })
    expect(!r.ok && r.refusal.code).toBe('too-far')
  })

  it('over an edge it falls: 8.8.1 bands from the drop, and no EH test (R-15.2b)', () => {
    // Medium H = 4: a 6 cm drop is the band "up to 2H": movement test against half KO.
    const r = pushBack(game2(), 'a', 'd', { distanceCm: 6, freeCm: 10, edge: { atCm: 2, step: step(6) } })
    expect(r.ok).toBe(true)
    if (!r.ok) return
    expect(r.value.push).toMatchObject({ movedCm: 2, stoppedBy: 'edge' })
    expect(r.value.push.fall).toMatchObject({
      outcome: 'test',
      needsCourageTest: false,
      damage: { strength: 'KO', damage: 'half KO (rounded down)' },
    })
    // An edge beyond where it stops does nothing.
    const short = pushBack(game2(), 'a', 'd', { distanceCm: 3, freeCm: 10, edge: { atCm: 5, step: step(9) } })
    expect(short.ok && short.value.push.fall).toBeNull()
  })

  it.each([
    ['small pushes medium', { size: 'small' }, {}, {}, 'too-large-to-push'],
    ['small pushes a prone medium (8.10: counts small)', { size: 'small' }, {}, { prone: true }, 'ok'],
    ['medium pushes large', {}, { size: 'large' }, {}, 'too-large-to-push'],
    ['large pushes medium', { size: 'large' }, {}, {}, 'ok'],
    ['a stationary model', {}, { movement: { type: 'stationary', speed: 0 } }, {}, 'stationary'],
  ] as const)('%s: %s', (_, a, d, pd, code) => {
    const r = pushBack(game2(a as Partial<UnitCard>, d as Partial<UnitCard>, {}, pd), 'a', 'd', { distanceCm: 0, freeCm: 5 })
    expect(r.ok ? 'ok' : r.refusal.code).toBe(code)
  })

  it("a distance that is no number of cm is the caller's mistake: it throws", () => {
    expect(() => pushBack(game2(), 'a', 'd', { distanceCm: NaN, freeCm: 5 })).toThrow(/rules\/melee: .*distanceCm/)
    expect(() => pushBack(game2(), 'a', 'd', { distanceCm: 3, freeCm: -1 })).toThrow(/rules\/melee: .*freeCm/)
    expect(() => pushBack(game2(), 'a', 'd', { distanceCm: 3, freeCm: 5, edge: { atCm: NaN, step: step(6) } })).toThrow(
      /rules\/melee: .*edge\.atCm/,
    )
  })

  it('may end in base contact with other enemies: a new melee', () => {
    const r = pushBack(game2(), 'd', 'a', { distanceCm: 3, freeCm: 3, endContacts: ['d', 'e', 'x'] })
    // a (side A) is pushed by d; e is a's friend, d the pusher: no other enemy touched.
    expect(r.ok && r.value.push.newMeleeWith).toEqual([])
    const s = pushBack(game2(), 'a', 'd', { distanceCm: 3, freeCm: 3, endContacts: ['e'] })
    expect(s.ok && s.value.push.newMeleeWith).toEqual(['e'])
  })
})

describe('defence (15.3)', () => {
  it('costs 2 AP and sets the token; not in melee, not outside its phase', () => {
    const r = takeDefence(game2(), 'a', { active: true, inMelee: false })
    expect(r.ok && r.value.models.a).toMatchObject({ ap: 4, tokens: { defence: true } })
    expect(takeDefence(game2(), 'a', { active: true, inMelee: true })).toMatchObject({ ok: false, refusal: { code: 'in-melee' } })
    expect(takeDefence(game2(), 'a', { active: false, inMelee: false })).toMatchObject({ ok: false, refusal: { code: 'not-active' } })
  })

  it('any further action ends it (the model attacks: its own token goes)', () => {
    const g = takeDefence(game2(), 'a', { active: true, inMelee: false })
    if (!g.ok) throw new Error('refused')
    const r = meleeAttack(
      g.value,
      scriptedDice([5, 5, 9, 1]),
      { kind: 'attack', attackerId: 'a', defenderId: 'd', weapon: 'Schwert' },
      { active: true, attackerContacts: ['d'], defenderContacts: ['a'] },
    )
    expect(r.ok && r.value.game.models.a.tokens.defence).toBe(false)
  })

  // EH 3: a W12 of 3 or less keeps the defence.
  it.each([
    [3, true],
    [4, false],
  ])('EH test when shot at or targeted: die %d keeps it: %s', (die, kept) => {
    const g = takeDefence(game2(), 'd', { active: true, inMelee: false })
    if (!g.ok) throw new Error('refused')
    const r = defenceTest(g.value, scriptedDice([die]), 'd', 'shot')
    expect(r.ok && r.value).toMatchObject({ tested: true, kept })
    expect(r.ok && r.value.game.models.d.tokens.defence).toBe(kept)
  })

  it('no token, no test', () => {
    const r = defenceTest(game2(), scriptedDice([]), 'd', 'power')
    expect(r.ok && r.value.tested).toBe(false)
  })
})

describe('disengage (8.3) and the opportunity attack (15.4)', () => {
  const inContact = { active: true, baseContacts: ['d'] }

  it('only in melee', () => {
    expect(disengage(game2(), scriptedDice([]), 'a', { active: true, baseContacts: ['e'] })).toMatchObject({
      ok: false,
      refusal: { code: 'not-in-melee' },
    })
  })

  it('a failed direct-threat test: nothing happens, no AP; it was the one test of the phase (R-8.3a)', () => {
    const r = disengage(game2(), scriptedDice([9]), 'a', inContact) // EH 3: 9 fails
    expect(r.ok && r.value).toMatchObject({ disengaged: false, ap: 0, opportunity: null })
    if (!r.ok) return
    expect(r.value.game.models.a).toMatchObject({ ap: 6, threatTestTaken: true, directThreats: ['d'] })
    const again = disengage(r.value.game, scriptedDice([]), 'a', inContact)
    expect(!again.ok && again.refusal).toMatchObject({ code: 'threat-test-failed', params: { model: 'a' } })
  })

  it.each([
    [false, 4],
    [true, 3], // prone: 3 AP
  ])('passed (prone %s): pays 2|3 AP, may move its speed, and opens opportunity attacks', (prone, apLeft) => {
    const r = disengage(game2({}, {}, { prone }), scriptedDice([2]), 'a', inContact)
    expect(r.ok && r.value).toMatchObject({ disengaged: true, moveCm: 10, opportunity: { disengagingId: 'a', enemies: ['d'] } })
    expect(r.ok && r.value.game.models.a.ap).toBe(apLeft)
    if (!r.ok) return
    const opp = meleeAttack(
      r.value.game,
      scriptedDice([3, 12]),
      { kind: 'opportunityAttack', attackerId: 'd', defenderId: 'a', weapon: 'Schwert', answers: r.value.opportunity! },
      { active: false, attackerContacts: ['a'], defenderContacts: ['d'] },
    )
    expect(opp.ok && opp.value.defender.nk).toBe(0)
  })

  it('passed the phase test already: no new roll', () => {
    const r = disengage(game2({}, {}, { threatTestTaken: true, directThreats: [] }), scriptedDice([]), 'a', inContact)
    expect(r.ok && r.value.disengaged).toBe(true)
  })

  it('19.6: a telematon has no direct threat and needs no test', () => {
    const game = fixtureGame([
      { id: 'op', side: 'A' },
      { id: 't', side: 'A', card: drone(), operatorId: 'op' },
      { id: 'd', side: 'B' },
    ])
    const r = disengage(game, scriptedDice([]), 't', { active: true, baseContacts: ['d'] })
    expect(r.ok && r.value.disengaged).toBe(true)
    expect(r.ok && r.value.game.models.t.ap).toBe(0) // 2 AP of the telematon's own
  })
})
