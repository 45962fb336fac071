import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../kernel/dice'
import { card, drone, fixtureGame } from '../model/game.testkit'
import { noFacts, type TableFacts } from '../model/facts'
import { directThreatRefusal, findDirectThreats, markDirectThreats, testToIgnoreThreat } from './threats'

// EH 3 gives a danger zone of 12 - 3 = 9 cm (4.5)
const facts = (distancesCm: TableFacts['distancesCm'], baseContacts: TableFacts['baseContacts'] = {}): TableFacts => ({
  ...noFacts(),
  distancesCm,
  baseContacts,
})
const game = () =>
  fixtureGame([
    { id: 'a', side: 'x' },
    { id: 'op', side: 'x' },
    { id: 'd', side: 'x', card: drone(), operatorId: 'op' },
    { id: 'e1', side: 'y' },
    { id: 'e2', side: 'y' },
    { id: 'e3', side: 'y' },
  ])

describe('direct threats (4.5.1)', () => {
  it.each([
    // [distances from a, base contacts of a, expected threats] — derived by hand from radius 9
    [{ e1: 5, e2: 7, e3: 20 }, [], ['e1']], // nearest inside the zone
    [{ e1: 10, e2: 9.5, e3: 20 }, [], []], // all outside 9 cm
    [{ e1: 9, e2: 12 }, [], ['e1']], // on the radius counts (R-4.5.1a)
    [{ e1: 0, e2: 0, e3: 4 }, ['e1', 'e2'], ['e1', 'e2']], // base contact: all of them
    [{ e1: 6, e2: 6 }, [], ['e1', 'e2']], // equally near: both (R-4.5.1b)
    [{ e1: 3, e3: 0 }, ['e3'], ['e3']], // base contact is the nearest anyway
  ] as const)('distances %j, contact %j -> %j', (d, contact, expected) => {
    const f = facts({ a: { ...d } }, { a: [...contact] })
    expect(findDirectThreats(game(), 'a', f).threatIds).toEqual(expected)
  })
  it('ignores eliminated and hidden enemies, friends; a panicking model and a telematon have none', () => {
    const g = game()
    g.models.e1 = { ...g.models.e1, eliminated: true }
    g.models.e2 = { ...g.models.e2, camouflage: { mode: 'passive', level: 1, hidden: true, fullMovesSinceReveal: 0 } }
    const f = facts({ a: { e1: 1, e2: 2, e3: 4, op: 0 } }, { a: ['op'] })
    expect(findDirectThreats(g, 'a', f).threatIds).toEqual(['e3'])
    g.models.a = { ...g.models.a, tokens: { ...g.models.a.tokens, panic: true } }
    expect(findDirectThreats(g, 'a', f).threatIds).toEqual([])
    expect(findDirectThreats(g, 'd', facts({ d: { e3: 0 } }, { d: ['e3'] })).threatIds).toEqual([])
  })
  it('a failed EH test obliges the attack; the second attempt in the phase is refused', () => {
    const f = facts({ a: { e1: 5, e2: 8 } })
    const { game: g } = markDirectThreats(game(), 'a', f)
    expect(directThreatRefusal(g, 'a', 'e2')).toMatchObject({ code: 'must-attack-direct-threat' })
    expect(directThreatRefusal(g, 'a', 'e1')).toBeNull()
    const r = testToIgnoreThreat(g, 'a', scriptedDice([4])) // 4 > EH 3: fails
    if (!r.ok) throw new Error(r.refusal.reason)
    expect(r.value.ignored).toBe(false)
    expect(directThreatRefusal(r.value.game, 'a', 'e2')?.code).toBe('must-attack-direct-threat')
    expect(testToIgnoreThreat(r.value.game, 'a', scriptedDice([1]))).toMatchObject({
      ok: false,
      refusal: { code: 'threat-test-taken', params: { model: 'a' } },
    })
  })
  it('a passed EH test frees the model and its telematons (19.6, R-19.6a)', () => {
    const f = facts({ op: { e1: 2 } })
    const { game: g } = markDirectThreats(game(), 'op', f)
    expect(g.models.d.directThreats).toEqual(['e1'])
    expect(directThreatRefusal(g, 'd', 'e2')?.code).toBe('must-attack-direct-threat')
    const r = testToIgnoreThreat(g, 'op', scriptedDice([3])) // 3 <= EH 3
    if (!r.ok) throw new Error(r.refusal.reason)
    expect(r.value.ignored).toBe(true)
    expect(directThreatRefusal(r.value.game, 'op', 'e2')).toBeNull()
    expect(directThreatRefusal(r.value.game, 'd', 'e2')).toBeNull()
    expect(testToIgnoreThreat(g, 'd', scriptedDice([1]))).toMatchObject({
      ok: false,
      refusal: { code: 'no-direct-threat', clause: { section: '19.6' }, params: { model: 'd' } },
    })
  })
  it('the obligation lapses once the threat is eliminated', () => {
    const { game: g } = markDirectThreats(game(), 'a', facts({ a: { e1: 1 } }))
    g.models.e1 = { ...g.models.e1, eliminated: true }
    expect(directThreatRefusal(g, 'a', 'e2')).toBeNull()
  })
  it('a higher EH shrinks the zone (EH 8: 4 cm)', () => {
    const g = fixtureGame([
      { id: 'a', side: 'x', card: card({ attributes: { AGI: 4, NK: 2, FK: 2, KO: 5, WN: 3, EH: 8 } }) },
      { id: 'e', side: 'y' },
    ])
    expect(findDirectThreats(g, 'a', facts({ a: { e: 5 } })).threatIds).toEqual([])
    expect(findDirectThreats(g, 'a', facts({ e: { a: 4 } })).threatIds).toEqual(['e'])
  })
})
