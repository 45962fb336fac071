import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../kernel/dice'
import { DEFAULT_ENGINE_SETTINGS, perform } from './engine'
import type { ActionFacts } from './types'
import { card, drone, fixtureGame } from '../model/game.testkit'
import type { SightRuling } from '../sight/coverTypes'
import { noFacts } from '../model/facts'

/**
 * The dispatcher's own follow-ups on plain fixtures with scripted dice (the scenario tests in
 * tests/scenario-*.test.ts play them on real scenes).
 */

const rifle = { name: 'Rifle', class: 2, profile: { strength: 8, damage: 5 }, range: { band: 30, bands: 4 } } as const
const shooterCard = card({ id: 'shooter', attributes: { AGI: 4, NK: 2, FK: 6, KO: 4, WN: 3, EH: 3 }, weapons: [rifle] })

function sight(from: string, to: string, edge: number): SightRuling {
  return {
    from,
    to,
    lineOfSight: true,
    visibleFraction: 1,
    hiddenShare: 0,
    cover: 'none',
    coverFrom: [],
    touchingCover: false,
    armourBonus: 0,
    rangedModifier: 0,
    distance: { edge, center: edge + 2.5, horizontal: edge + 2.5 },
    heightDifference: 0,
    blockers: [],
    lines: [],
  }
}

function facts(pairs: [string, string][], perceives: Record<string, Record<string, boolean>> = {}): ActionFacts {
  const s: ActionFacts['sight'] = {}
  for (const [a, b] of pairs) (s[a] ??= {})[b] = sight(a, b, 10)
  return { table: { ...noFacts(), perceives }, sight: s }
}

describe('perform: shots', () => {
  it('a target in defence takes its EH test before the FK roll (15.3), whether hit or not', () => {
    const game = fixtureGame([
      { id: 'a', side: 'red', card: shooterCard },
      { id: 'a2', side: 'red' },
      {
        id: 'b',
        side: 'blue',
        patch: { tokens: { shock: 0, burning: null, poison: null, panic: false, fast: false, overwatch: null, defence: true, reload: [] } },
      },
      { id: 'b2', side: 'blue' },
    ])
    const g = { ...game, active: ['a'] }
    // Dice: EH test of b (3, EH 3: kept), FK roll 12 (FK 6: miss).
    const dice = scriptedDice([3, 12])
    const r = perform(g, { kind: 'shoot', shooter: 'a', target: 'b', weapon: 'Rifle', action: 'normal' }, facts([['a', 'b']]), dice)
    expect(r.ok).toBe(true)
    expect(dice.log.map((x) => x.purpose)).toEqual(['EH test of b to keep its defence (shot at)', 'FK roll of a at b'])
    if (r.ok) expect(r.value.game.models.b.tokens.defence).toBe(true)
  })

  it('a refused shot rolls nothing, not even the defence test', () => {
    const game = fixtureGame([
      { id: 'a', side: 'red', card: shooterCard },
      { id: 'a2', side: 'red' },
      { id: 'b', side: 'blue' },
      { id: 'b2', side: 'blue' },
    ])
    const dice = scriptedDice([])
    const r = perform(
      { ...game, active: [] },
      { kind: 'shoot', shooter: 'a', target: 'b', weapon: 'Rifle', action: 'normal' },
      facts([['a', 'b']]),
      dice,
    )
    expect(r.ok ? null : r.refusal.code).toBe('not-active')
    // The sight ruling is a fact the judge measures: without it the caller erred, before any roll.
    expect(() =>
      perform(
        { ...game, active: ['a'] },
        { kind: 'shoot', shooter: 'a', target: 'b', weapon: 'Rifle', action: 'normal' },
        { table: noFacts() },
        dice,
      ),
    ).toThrow(/rules\/engine: facts\.sight\.a\.b/)
    expect(dice.log).toEqual([])
  })

  it('what no fact can be measured for is refused before the facts are read: itself, a model not in the game or off the table, a model twice', () => {
    const game = {
      ...fixtureGame([
        { id: 'a', side: 'red', card: shooterCard },
        { id: 'a2', side: 'red' },
        { id: 'b', side: 'blue' },
        { id: 'b2', side: 'blue', patch: { offTable: true } },
      ]),
      active: ['a'],
    }
    const dice = scriptedDice([])
    const shoot = (target: string) =>
      perform(game, { kind: 'shoot', shooter: 'a', target, weapon: 'Rifle', action: 'normal' }, { table: noFacts() }, dice)
    expect(shoot('a')).toMatchObject({ ok: false, refusal: { code: 'cannot-target-self', params: { model: 'a' } } })
    expect(shoot('zz')).toMatchObject({ ok: false, refusal: { code: 'no-such-model', params: { model: 'zz' } } })
    expect(shoot('b2')).toMatchObject({ ok: false, refusal: { code: 'out-of-play', params: { model: 'b2' } } })
    const twice = perform(
      game,
      {
        kind: 'sustained',
        shooter: 'a',
        weapon: 'Rifle',
        action: 'normal',
        targets: [
          { target: 'b', shots: 1 },
          { target: 'b', shots: 1 },
        ],
      },
      facts([['a', 'b']]),
      dice,
    )
    expect(twice).toMatchObject({ ok: false, refusal: { code: 'same-target-twice', params: { target: 'b' } } })
    expect(dice.log).toEqual([])
  })

  it('a hit that eliminates a telematon runs 11.2 and 19.8: the operator tests against feedback, perceiving friends test for panic', () => {
    const game = fixtureGame([
      { id: 'a', side: 'red', card: shooterCard },
      { id: 'a2', side: 'red' },
      { id: 'op', side: 'blue' },
      { id: 'friend', side: 'blue' },
      { id: 'd', side: 'blue', card: drone({ hitPoints: { normal: 2, critical: 1 } }), operatorId: 'op' },
    ])
    // FK 2 (hit), wound 12 + 8 against armour 1 + KO 5 (damage 5 > 2 HP: eliminated);
    // then the operator's feedback EH test (19.8). The friend perceives the drone and tests for
    // panic (11.2) on EH 3 - 3 (11.4.2, a friend just eliminated) = 0: it fails without a roll (4.8.1).
    const dice = scriptedDice([2, 12, 1, 1])
    const r = perform(
      { ...game, active: ['a'] },
      { kind: 'shoot', shooter: 'a', target: 'd', weapon: 'Rifle', action: 'normal' },
      facts([['a', 'd']], { friend: { d: true } }),
      dice,
      DEFAULT_ENGINE_SETTINGS,
    )
    expect(r.ok).toBe(true)
    if (!r.ok) return
    expect(r.value.game.models.d.eliminated).toBe(true)
    const purposes = dice.log.map((x) => x.purpose)
    expect(purposes.slice(3)).toEqual(['EH test of operator op against the feedback of d'])
    expect(r.value.events).toContainEqual(expect.objectContaining({ kind: 'eliminated', modelId: 'd' }))
    expect(r.value.events).toContainEqual(expect.objectContaining({ kind: 'panicked', modelId: 'friend' }))
    expect(r.value.game.models.friend.tokens.panic).toBe(true)
    // The operator does not perceive it (no fact): no panic test for it.
    expect(r.value.game.models.op.tokens.panic).toBe(false)
  })
})

describe('perform: dodge fire is a reaction (8.4)', () => {
  it("ends the dodging model's overwatch, like every further action or reaction (14.2)", () => {
    const game = fixtureGame([
      { id: 'a', side: 'red', card: shooterCard },
      { id: 'a2', side: 'red' },
      {
        id: 'b',
        side: 'blue',
        card: shooterCard,
        patch: {
          tokens: { shock: 0, burning: null, poison: null, panic: false, fast: false, overwatch: 'Rifle', defence: false, reload: [] },
        },
      },
      { id: 'b2', side: 'blue' },
    ])
    // Dodge: AGI 1 + 4 (b) against 12 + 4 (a): lost; FK roll 12: miss.
    const dice = scriptedDice([1, 12, 12])
    const r = perform(
      { ...game, active: ['a'] },
      { kind: 'shoot', shooter: 'a', target: 'b', weapon: 'Rifle', action: 'normal', dodge: true },
      facts([['a', 'b']], { b: { a: true } }),
      dice,
    )
    expect(r.ok).toBe(true)
    if (r.ok) {
      expect(r.value.game.models.b.tokens.overwatch).toBeNull()
      expect(r.value.game.models.b.ap).toBe(5)
    }
  })
})

describe('perform: panic (11.4.1)', () => {
  it('refuses a panicking model anything but moving toward the edge', () => {
    const game = fixtureGame([
      {
        id: 'a',
        side: 'red',
        card: shooterCard,
        patch: { tokens: { shock: 0, burning: null, poison: null, panic: true, fast: false, overwatch: null, defence: false, reload: [] } },
      },
      { id: 'a2', side: 'red' },
      { id: 'b', side: 'blue' },
      { id: 'b2', side: 'blue' },
    ])
    const r = perform(
      { ...game, active: ['a'] },
      { kind: 'shoot', shooter: 'a', target: 'b', weapon: 'Rifle', action: 'normal' },
      facts([['a', 'b']]),
      scriptedDice([]),
    )
    expect(r.ok ? null : r.refusal.code).toBe('panicking')
  })
})
