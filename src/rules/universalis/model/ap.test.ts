import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { AP_MAX, apAtRoundEnd, apAtRoundStart, gainAp, operatorPaysShock, spendAp } from './ap'
import { drone, fixtureGame } from './game.testkit'
import type { GameState } from './gameState'
import { applyShock } from './shock'

const ok = <T>(r: { ok: true; value: T } | { ok: false }): T => {
  if (!r.ok) throw new Error(`expected ok, got ${JSON.stringify(r)}`)
  return r.value
}

describe('action points (4.1, 5.5.1, 5.7, 11.5)', () => {
  it('known answer: 5 unspent AP halve to 2 carried; the next round start gives 6 + 2 = 8', () => {
    const g = fixtureGame([{ id: 'a', side: 'x', patch: { ap: 5 } }])
    const ended = apAtRoundEnd(g.models.a)
    expect(ended.ap).toBe(2)
    expect(apAtRoundStart(ended).ap).toBe(8)
  })
  it('4.1: never more than 12 (12 unspent -> 6 carried -> 12; with a gain of 5 still 12)', () => {
    const g = fixtureGame([{ id: 'a', side: 'x', patch: { ap: 12 } }])
    expect(apAtRoundStart(apAtRoundEnd(g.models.a)).ap).toBe(12)
    expect(gainAp(g.models.a, 5).ap).toBe(12)
  })
  it('telematons get 2 per round (4.1, 19.4): 3 unspent -> 1 carried -> 3', () => {
    const g = fixtureGame([
      { id: 'op', side: 'x' },
      { id: 'd', side: 'x', card: drone(), operatorId: 'op', patch: { ap: 3 } },
    ])
    expect(apAtRoundStart(apAtRoundEnd(g.models.d)).ap).toBe(3)
  })
  it('11.5: each shock token takes 1 AP at round start; tokens it cannot pay stay', () => {
    // 0 carried + 6 refill = 6; 4 tokens -> 2 AP left, no token
    const g = fixtureGame([
      { id: 'a', side: 'x', patch: { ap: 0, tokens: { ...fixtureGame([{ id: 'z', side: 'y' }]).models.z.tokens, shock: 4 } } },
    ])
    expect(apAtRoundStart(g.models.a)).toMatchObject({ ap: 2, tokens: { shock: 0 } })
    // 9 tokens: 6 paid, 3 stay for the next round
    const nine = { ...g.models.a, tokens: { ...g.models.a.tokens, shock: 9 } }
    expect(apAtRoundStart(nine)).toMatchObject({ ap: 0, tokens: { shock: 3 } })
  })
  it('R-4.1a: the 12 cap comes before the shock tokens (8 carried + 6 = 14, capped 12, 2 tokens -> 10)', () => {
    const g = fixtureGame([{ id: 'a', side: 'x', patch: { ap: 8 } }])
    const m = { ...g.models.a, tokens: { ...g.models.a.tokens, shock: 2 } }
    expect(apAtRoundStart(m).ap).toBe(10) // 8 + 6 = 14 -> 12, then -2
  })
  it("19.7: the operator pays a telematon's shock tokens with its own AP; 19.4 its AP pay the telematon's actions", () => {
    let g = fixtureGame([
      { id: 'op', side: 'x' },
      { id: 'd', side: 'x', card: drone(), operatorId: 'op' },
    ])
    g = { ...g, models: { ...g.models, d: { ...g.models.d, tokens: { ...g.models.d.tokens, shock: 3 } } } }
    const paid = ok(operatorPaysShock(g, 'd', 2))
    expect(paid.models.op.ap).toBe(4)
    expect(paid.models.d.tokens.shock).toBe(1)
    expect(operatorPaysShock(g, 'd', 7)).toMatchObject({
      ok: false,
      refusal: { code: 'too-many-shock-tokens', params: { model: 'd', have: 3, need: 7 } },
    })
    expect(operatorPaysShock(g, 'op', 1)).toMatchObject({
      ok: false,
      refusal: { code: 'not-an-operated-telematon', params: { model: 'op' } },
    })
    expect(() => operatorPaysShock(g, 'd', -1)).toThrow(/rules\/model: .*tokens/)
    expect(() => spendAp(g, 'd', NaN)).toThrow(/rules\/model: .*cost/)
    expect(() => spendAp(g, 'd', 2, { fromOperator: 3 })).toThrow(/rules\/model: .*fromOperator/)
    // drone 2 AP + operator 6: an action of 5 AP takes 2 own, 3 from the operator
    const spent = ok(spendAp(g, 'd', 5))
    expect([spent.models.d.ap, spent.models.op.ap]).toEqual([0, 3])
    expect(ok(spendAp(g, 'd', 2, { fromOperator: 2 })).models.op.ap).toBe(4)
    expect(spendAp(g, 'd', 9)).toMatchObject({ ok: false, refusal: { code: 'not-enough-ap' } })
    expect(spendAp(g, 'op', 7)).toMatchObject({ ok: false, refusal: { code: 'not-enough-ap' } })
    expect(spendAp(g, 'op', 1, { fromOperator: 1 })).toMatchObject({ ok: false, refusal: { code: 'not-an-operated-telematon' } })
  })
})

type Op =
  | { kind: 'start' }
  | { kind: 'end' }
  | { kind: 'spend'; n: number; fromOp: boolean }
  | { kind: 'shock'; n: number }
  | { kind: 'gain'; n: number }
  | { kind: 'opPays'; n: number }

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.constant<Op>({ kind: 'start' }),
  fc.constant<Op>({ kind: 'end' }),
  fc.record({ kind: fc.constant('spend' as const), n: fc.integer({ min: 0, max: 14 }), fromOp: fc.boolean() }),
  fc.record({ kind: fc.constant('shock' as const), n: fc.integer({ min: 1, max: 5 }) }),
  fc.record({ kind: fc.constant('gain' as const), n: fc.integer({ min: 0, max: 20 }) }),
  fc.record({ kind: fc.constant('opPays' as const), n: fc.integer({ min: 0, max: 4 }) }),
)

function step(g: GameState, op: Op, who: 'op' | 'd'): GameState {
  const map = (f: (m: GameState['models'][string]) => GameState['models'][string]) => ({
    ...g,
    models: { op: f(g.models.op), d: f(g.models.d) },
  })
  switch (op.kind) {
    case 'start':
      return map(apAtRoundStart)
    case 'end':
      return map(apAtRoundEnd)
    case 'gain':
      return { ...g, models: { ...g.models, [who]: gainAp(g.models[who], op.n) } }
    case 'shock':
      return { ...g, models: { ...g.models, [who]: applyShock(g.models[who], op.n) } }
    case 'spend': {
      const r = spendAp(g, who, op.n, op.fromOp && who === 'd' ? { fromOperator: Math.min(op.n, g.models.op.ap) } : {})
      return r.ok ? r.value : g
    }
    case 'opPays': {
      const r = operatorPaysShock(g, 'd', op.n)
      return r.ok ? r.value : g
    }
  }
}

describe('AP invariants (fast-check)', () => {
  it('AP never exceed 12 nor go below 0, and shock tokens never go negative, for any sequence', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(opArb, fc.constantFrom<'op' | 'd'>('op', 'd')), { maxLength: 60 }), (ops) => {
        let g = fixtureGame([
          { id: 'op', side: 'x' },
          { id: 'd', side: 'x', card: drone(), operatorId: 'op' },
        ])
        for (const [op, who] of ops) {
          g = step(g, op, who)
          for (const m of Object.values(g.models)) {
            expect(m.ap).toBeGreaterThanOrEqual(0)
            expect(m.ap).toBeLessThanOrEqual(AP_MAX)
            expect(Number.isInteger(m.ap)).toBe(true)
            expect(m.tokens.shock).toBeGreaterThanOrEqual(0)
          }
        }
      }),
    )
  })
  it('a spend that succeeds takes exactly the cost from the telematon and its operator together', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 }), fc.integer({ min: 0, max: 12 }), fc.integer({ min: 0, max: 14 }), (dAp, opAp, cost) => {
        const g = fixtureGame([
          { id: 'op', side: 'x', patch: { ap: opAp } },
          { id: 'd', side: 'x', card: drone(), operatorId: 'op', patch: { ap: dAp } },
        ])
        const r = spendAp(g, 'd', cost)
        expect(r.ok).toBe(cost <= dAp + opAp)
        if (r.ok) expect(dAp + opAp - (r.value.models.d.ap + r.value.models.op.ap)).toBe(cost)
      }),
    )
  })
})
