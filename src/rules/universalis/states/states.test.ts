import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { DamageProfile } from '../../../scene/cards/unitCard'
import { scriptedDice } from '../../kernel/dice'
import { DEFAULT_COMBAT_SETTINGS } from '../ranged/settings'
import { card, drone, fixtureGame } from '../model/game.testkit'
import type { GameState, ModelState } from '../model/gameState'
import { noFacts, type TableFacts } from '../model/facts'
import { afterElimination, leaveTable } from './states'
import { burningAtPhaseStart, burningResult, poisonAtPhaseStart } from './burning'
import { loseHitPoints } from './common'
import { panicModifiers, panicRecoveryTest, panicRefusal, panicTest } from './panic'
import { checkAssignments, operatorFeedback } from './telematon'

const sumOf = (mods: { value: number }[]) => mods.reduce((s, m) => s + m.value, 0)
const tokens = (m: ModelState, t: Partial<ModelState['tokens']>): ModelState => ({ ...m, tokens: { ...m.tokens, ...t } })
const seeing = (who: string, ids: string[], contacts: string[] = []): TableFacts => ({
  ...noFacts(),
  perceives: { [who]: Object.fromEntries(ids.map((i) => [i, true])) },
  baseContacts: { [who]: contacts },
})

describe('panic modifiers (11.4.2)', () => {
  const base = () =>
    fixtureGame([
      { id: 't', side: 'x' },
      { id: 'f1', side: 'x' },
      { id: 'f2', side: 'x' },
      { id: 'dead', side: 'x', patch: { eliminated: true } },
      { id: 'old', side: 'x', patch: { eliminated: true } },
      { id: 'e1', side: 'y' },
      { id: 'e2', side: 'y' },
      { id: 'edead', side: 'y', patch: { eliminated: true } },
    ])
  it.each([
    // [perceived, base contacts, just eliminated, expected sum] — each summed by hand from the 11.4.2 table
    [['f1'], [], undefined, 1], // friend +1
    [['f1'], ['f1'], undefined, 3], // friend in base contact +3 (not +4, R-11.4.2b)
    [['e1', 'e2'], [], undefined, -2], // two enemies -1 each
    [['old'], [], undefined, -2], // another eliminated friend -2
    [['dead', 'old'], [], 'dead', -5], // just eliminated -3, other eliminated -2
    [[], [], 'dead', -3], // the just eliminated counts without a perception fact (11.2 tests only those who perceive it)
    [['edead'], [], undefined, 0], // eliminated enemies: nothing (R-11.4.2a)
    [['f1', 'f2', 'e1', 'dead'], ['f2'], 'dead', 1 + 3 - 1 - 3], // = 0
    [['f1', 'e1'], [], undefined, 0], // not perceived: f2, e2 ignored
  ] as const)('perceives %j, contact %j, just eliminated %s -> %i', (seen, contacts, just, expected) => {
    expect(sumOf(panicModifiers(base(), 't', seeing('t', [...seen], [...contacts]), just))).toBe(expected)
  })
  it('models in panic are ignored', () => {
    const g = base()
    g.models.f1 = tokens(g.models.f1, { panic: true })
    g.models.e1 = tokens(g.models.e1, { panic: true })
    expect(panicModifiers(g, 't', seeing('t', ['f1', 'e1', 'f2']))).toHaveLength(1)
  })
})

describe('panic (11.4)', () => {
  const g = () =>
    fixtureGame([
      { id: 't', side: 'x' },
      { id: 'f', side: 'x' },
      { id: 'e', side: 'y' },
    ])
  it('EH 3 with an enemy in sight (-1) rolls against 2: a 3 panics, a 2 does not', () => {
    const f = seeing('t', ['e'])
    const failed = panicTest(g(), 't', f, scriptedDice([3]))
    expect(failed.panicked).toBe(true)
    expect(failed.game.models.t.tokens.panic).toBe(true)
    expect(failed.breakdown.rolls[0].target).toBe(2)
    expect(panicTest(g(), 't', f, scriptedDice([2])).panicked).toBe(false)
  })
  it('panicking models test nothing again, only move (R-11.4d), and may recover at the end of their phase', () => {
    const p = panicTest(g(), 't', noFacts(), scriptedDice([12])).game
    expect(panicTest(p, 't', noFacts(), scriptedDice([])).panicked).toBe(false) // no die rolled
    expect(panicRefusal(p, 't', 'normalShot')?.code).toBe('panicking')
    expect(panicRefusal(p, 't', 'move')).toBeNull()
    // recovery: EH 3 + friend in base contact 3 = 6; a 6 recovers
    const rec = panicRecoveryTest(p, 't', seeing('t', ['f'], ['f']), scriptedDice([6]))
    expect(rec.recovered).toBe(true)
    expect(rec.game.models.t.tokens.panic).toBe(false)
  })
})

describe('elimination (11.2) and telematons (19.3, 19.8)', () => {
  const g = (): GameState =>
    fixtureGame([
      { id: 'op', side: 'x', card: card({ traits: [{ name: 'Vertrauter', level: 1, effect: { kind: 'operator', slots: 1 } }] }) },
      { id: 'd', side: 'x', card: drone(), operatorId: 'op' },
      { id: 'f', side: 'x' },
      { id: 'far', side: 'x' },
      { id: 'e', side: 'y' },
    ])
  it("friends who perceive the eliminated model test with -3; the operator's telematons panic without a test", () => {
    const start = g()
    start.models.op = { ...start.models.op, eliminated: true }
    const facts: TableFacts = { ...noFacts(), perceives: { f: { op: true }, d: { op: true } } }
    // f: EH 3 - 3 = 0: fails without a roll (4.8.1); 'far' does not perceive it; d panics automatically
    const out = afterElimination(start, 'op', facts, scriptedDice([]))
    expect(out.game.models.f.tokens.panic).toBe(true)
    expect(out.game.models.far.tokens.panic).toBe(false)
    expect(out.game.models.d.tokens.panic).toBe(true)
    expect(out.events.map((e) => e.kind === 'panicked' && `${e.modelId}:${e.cause}`).filter(Boolean)).toEqual(['f:test', 'd:noOperator'])
  })
  it('19.8: an eliminated telematon costs its operator half its KO (5 -> 2 HP) on a failed EH test', () => {
    const start = g()
    start.models.d = { ...start.models.d, eliminated: true }
    const failed = operatorFeedback(start, 'd', scriptedDice([4])) // 4 > EH 3
    expect(failed.game.models.op.hpLost).toBe(2)
    expect(failed.game.models.op.ap).toBe(6) // R-19.8a: no shock
    expect(operatorFeedback(start, 'd', scriptedDice([3])).game.models.op.hpLost).toBe(0)
  })
  it('19.8 feedback that eliminates the operator cascades: its friends test (11.2)', () => {
    const start = g()
    start.models.op = { ...start.models.op, hpLost: 5 } // 6 HP: 1 left
    start.models.d = { ...start.models.d, eliminated: true }
    const facts: TableFacts = { ...noFacts(), perceives: { f: { op: true, d: true } } }
    // feedback EH roll 9 fails -> op eliminated; f tests for d (EH 3 - 3 = 0, no roll), then is in panic already for op
    const out = afterElimination(start, 'd', facts, scriptedDice([9]))
    expect(out.game.models.op.eliminated).toBe(true)
    expect(out.game.models.f.tokens.panic).toBe(true)
  })
  it('11.3: losing hit points into the critical ones makes it critical once, then 1 shock', () => {
    const m = g().models.f // 4 normal + 2 critical
    const once = loseHitPoints(m, 4)
    expect(once.model.critical).toBe(true)
    expect(once.becameCritical).toBe(true)
    const again = loseHitPoints({ ...m, critical: true }, 4)
    expect(again.model.ap).toBe(5)
    expect(loseHitPoints(m, 9).model.eliminated).toBe(true)
  })
  it('R-11.4b: a model leaving the table orphans its telematons (19.3)', () => {
    const out = leaveTable(g(), 'op')
    expect(out.game.models.op.offTable).toBe(true)
    expect(out.game.models.d.tokens.panic).toBe(true)
  })
  it('19.1/19.2: assignments need exactly one operator of the side with a free slot', () => {
    const op = { id: 'op', side: 'x', card: card({ equipment: [{ name: 'R3MOTE', effect: { kind: 'operator' as const, slots: 1 } }] }) }
    expect(checkAssignments([op, { id: 'd', side: 'x', card: drone(), operatorId: 'op' }])).toBeNull()
    expect(checkAssignments([op, { id: 'd', side: 'x', card: drone() }])?.code).toBe('telematon-without-operator')
    expect(checkAssignments([op, { id: 'd', side: 'y', card: drone(), operatorId: 'op' }])).toMatchObject({
      code: 'wrong-side',
      params: { model: 'd', operator: 'op', side: 'y', belongsTo: 'x' },
    })
    expect(
      checkAssignments([
        op,
        { id: 'd', side: 'x', card: drone(), operatorId: 'op' },
        { id: 'd2', side: 'x', card: drone(), operatorId: 'op' },
      ]),
    ).toMatchObject({ code: 'too-many-telematons', params: { operator: 'op', model: 'd2', max: 1, have: 2 } })
    expect(
      checkAssignments([
        { id: 'p', side: 'x', card: card() },
        { id: 'd', side: 'x', card: drone(), operatorId: 'p' },
      ]),
    ).toMatchObject({ code: 'too-many-telematons', params: { operator: 'p', max: 0 } })
    expect(checkAssignments([{ ...op, operatorId: 'x' }])?.code).toBe('not-a-telematon')
  })
})

describe('burning (11.1) and poison (11.6)', () => {
  const fire: DamageProfile = { strength: 4, damage: 1, effects: ['burning'] }
  const g = () => {
    const game = fixtureGame([
      { id: 'b', side: 'x' },
      { id: 'f1', side: 'x' },
      { id: 'f2', side: 'x' },
      { id: 'e', side: 'y' },
    ])
    game.models.b = tokens(game.models.b, { burning: fire })
    return game
  }
  it.each([
    [1, 'hit'],
    [8, 'hit'],
    [9, 'outWithShock'],
    [11, 'outWithShock'],
    [12, 'out'],
    [14, 'out'],
  ] as const)('table: total %i -> %s', (total, expected) => expect(burningResult(total)).toBe(expected))
  it('9-11: the marker comes off with 1 shock; friends in base contact add 2 each (7 + 4 = 11)', () => {
    const facts: TableFacts = { ...noFacts(), baseContacts: { b: ['f1', 'f2', 'e'] } }
    const out = burningAtPhaseStart(g(), 'b', facts, scriptedDice([7]))
    expect(out.game.models.b.tokens.burning).toBeNull()
    expect(out.game.models.b.ap).toBe(5)
    expect(out.breakdown.modifiers.map((m) => m.value)).toEqual([2, 2]) // the enemy does not help
  })
  it('12+: the marker comes off, nothing else', () => {
    const out = burningAtPhaseStart(g(), 'b', noFacts(), scriptedDice([12]))
    expect(out.game.models.b).toMatchObject({ ap: 6, tokens: { burning: null } })
  })
  it('1-8: an automatic hit (wound 4 + 9 = 13 against KO 5 + 2 = 7: 1 HP, shock) then W6 = 3 moves in one direction (W12 3 -> 90°)', () => {
    const out = burningAtPhaseStart(g(), 'b', noFacts(), scriptedDice([5, 9, 2, 3, 3]))
    expect(out.game.models.b.hpLost).toBe(1)
    expect(out.game.models.b.tokens.burning).toEqual(fire)
    const run = out.events.find((e) => e.kind === 'burningRun')
    expect(run).toMatchObject({ moves: 3, bearingsDeg: [90] })
    expect(out.events.find((e) => e.kind === 'automaticHit')).toMatchObject({ outcome: 'damage', hpLoss: 1 })
  })
  it('1-8 with a direction per move (setting each-move)', () => {
    const out = burningAtPhaseStart(g(), 'b', noFacts(), scriptedDice([5, 1, 12, 2, 12, 6]), {
      directions: 'each-move',
      additiveKO: 'none',
      combat: DEFAULT_COMBAT_SETTINGS,
    })
    expect(out.events.find((e) => e.kind === 'burningRun')).toMatchObject({ moves: 2, bearingsDeg: [0, 180] })
  })
  it('a burning model that the hit eliminates does not run; its friends who see it test for panic', () => {
    const game = g()
    game.models.b = { ...game.models.b, hpLost: 5 }
    const facts: TableFacts = { ...noFacts(), perceives: { f1: { b: true } } }
    const out = burningAtPhaseStart(game, 'b', facts, scriptedDice([1, 12, 1])) // f1: EH 3 - 3 = 0, no roll
    expect(out.game.models.b.eliminated).toBe(true)
    expect(out.events.some((e) => e.kind === 'burningRun')).toBe(false)
    expect(out.game.models.f1.tokens.panic).toBe(true)
  })
  it('11.6: one poison marker comes off and the profile hits automatically', () => {
    const game = fixtureGame([{ id: 'p', side: 'x' }])
    game.models.p = tokens(game.models.p, { poison: { count: 2, profile: { strength: 3, damage: 2 } } })
    const out = poisonAtPhaseStart(game, 'p', noFacts(), scriptedDice([10, 1])) // 13 against 6: 2 HP
    expect(out.game.models.p.tokens.poison?.count).toBe(1)
    expect(out.game.models.p.hpLost).toBe(2)
    const last = poisonAtPhaseStart(out.game, 'p', noFacts(), scriptedDice([1, 12]))
    expect(last.game.models.p.tokens.poison).toBeNull()
    expect(last.game.models.p.hpLost).toBe(2)
  })
})

describe('panic modifier invariants (fast-check)', () => {
  it('each modifier is a value of the 11.4.2 table, at most one per perceived model, none for models in panic', () => {
    const ids = ['a', 'b', 'c', 'd', 'e', 'f']
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            side: fc.constantFrom('x', 'y'),
            eliminated: fc.boolean(),
            panic: fc.boolean(),
            seen: fc.boolean(),
            contact: fc.boolean(),
          }),
          { minLength: 6, maxLength: 6 },
        ),
        fc.option(fc.constantFrom(...ids), { nil: undefined }),
        (spec, just) => {
          const g = fixtureGame([
            { id: 't', side: 'x' },
            ...ids.map((id, i) => ({ id, side: spec[i].side, patch: { eliminated: spec[i].eliminated || id === just } })),
          ])
          ids.forEach((id, i) => {
            g.models[id] = tokens(g.models[id], { panic: spec[i].panic })
          })
          const f: TableFacts = {
            ...noFacts(),
            perceives: { t: Object.fromEntries(ids.map((id, i) => [id, spec[i].seen])) },
            baseContacts: { t: ids.filter((_, i) => spec[i].contact) },
          }
          const justFriend = just && g.models[just].side === 'x' ? just : undefined
          const mods = panicModifiers(g, 't', f, justFriend)
          for (const m of mods) expect([-3, -2, -1, 1, 3]).toContain(m.value)
          expect(new Set(mods.map((m) => m.detail)).size).toBe(mods.length)
          for (const m of mods) {
            const o = g.models[m.detail!]
            if (!o.eliminated) expect(o.tokens.panic).toBe(false)
            if (m.detail !== justFriend) expect(f.perceives.t[m.detail!]).toBe(true)
          }
        },
      ),
    )
  })
})
