import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { scriptedDice, seededDice } from '../../kernel/dice'
import { createGame } from '../model/game'
import { card, drone } from '../model/game.testkit'
import type { GameState } from '../model/gameState'
import { chooseModels, choosableModels, startRound } from './round'
import { endRound } from './roundEnd'
import { noFacts, type TableFacts } from '../model/facts'
import { beginInitiativePhase, endInitiativePhase } from './phase'
import { DEFAULT_ROUND_SETTINGS } from './settings'
import { directThreatRefusal } from '../sight/threats'

const ok = <T>(r: { ok: true; value: T } | { ok: false; refusal: { reason: string } }): T => {
  if (!r.ok) throw new Error(r.refusal.reason)
  return r.value
}
const opCard = card({
  id: 'op',
  attributes: { AGI: 6, NK: 2, FK: 3, KO: 4, WN: 3, EH: 4 },
  equipment: [{ name: 'deck', effect: { kind: 'operator', slots: 1 } }],
})
const newGame = (): GameState =>
  ok(
    createGame({
      figures: [
        { id: 'r1', side: 'red', card: card() },
        { id: 'rop', side: 'red', card: opCard },
        { id: 'rd', side: 'red', card: drone(), operatorId: 'rop' },
        { id: 'b1', side: 'blue', card: card({ attributes: { AGI: 5, NK: 2, FK: 2, KO: 5, WN: 3, EH: 3 } }) },
        { id: 'b2', side: 'blue', card: card() },
      ],
      leaders: { red: 'r1', blue: 'b1' },
    }),
  )
const facts = noFacts()

/** Plays one phase pair: choose, begin and end each (no actions). */
function playPair(g: GameState, choices: Record<string, string>, dice: ReturnType<typeof scriptedDice>): GameState {
  const chosen = ok(chooseModels(g, choices, dice))
  let next = chosen.game
  for (const id of chosen.order) {
    next = ok(beginInitiativePhase(next, id, facts, dice)).game
    next = ok(endInitiativePhase(next, id, facts, dice)).game
  }
  return next
}

describe('round start (5.5.1)', () => {
  it('the first round gives 6 AP (telematons 2); nothing carried yet', () => {
    const g = ok(startRound(newGame())).game
    expect(g.round).toBe(1)
    expect(Object.fromEntries(Object.values(g.models).map((m) => [m.id, m.ap]))).toEqual({ r1: 6, rop: 6, rd: 2, b1: 6, b2: 6 })
  })
  it('refuses to start a round before the running one ended', () => {
    const g = ok(startRound(newGame())).game
    expect(startRound(g)).toMatchObject({ ok: false, refusal: { code: 'round-not-ended', params: { round: 1 } } })
  })
  it("19.7: the operator pays its telematon's shock tokens before the telematon would", () => {
    let g = newGame()
    g = { ...g, models: { ...g.models, rd: { ...g.models.rd, tokens: { ...g.models.rd.tokens, shock: 3 } } } }
    const s = ok(startRound(g, { operatorShockPayments: { rd: 2 } })).game
    // operator 6 - 2 = 4; drone 2 AP - 1 remaining token = 1
    expect([s.models.rop.ap, s.models.rd.ap, s.models.rd.tokens.shock]).toEqual([4, 1, 0])
  })
  it('R-5.5.1a: panicking models get their move toward the edge at the round start, with the path', () => {
    let g = newGame()
    g = { ...g, models: { ...g.models, b2: { ...g.models.b2, tokens: { ...g.models.b2.tokens, panic: true } } } }
    const path = { lengthCm: 14, edge: 'north' }
    const out = ok(startRound(g, { facts: { ...noFacts(), pathToNearestEdge: { b2: path } } }))
    expect(out.events).toEqual([expect.objectContaining({ kind: 'panicMove', modelId: 'b2', ap: 6, path })])
    const later = ok(startRound(g, {}, { ...DEFAULT_ROUND_SETTINGS, panicMoveAt: 'activation' }))
    expect(later.events).toEqual([])
  })
})

describe('initiative (5.5.2, 19.1, 19.3)', () => {
  it("compared AGI: the winner goes first; the operator's telematon acts in its phase", () => {
    const g = ok(startRound(newGame())).game
    expect(choosableModels(g, 'red')).toEqual(['r1', 'rop']) // the drone comes with its operator
    // rop AGI 6 + 3 = 9 against b1 AGI 5 + 5 = 10: blue first
    const c = ok(chooseModels(g, { red: 'rop', blue: 'b1' }, scriptedDice([3, 5])))
    expect(c.order).toEqual(['b1', 'rop'])
    expect(beginInitiativePhase(c.game, 'rop', facts, scriptedDice([]))).toMatchObject({
      ok: false,
      refusal: { code: 'not-next-to-act', params: { model: 'rop', next: 'b1' } },
    })
    const b = ok(beginInitiativePhase(c.game, 'b1', facts, scriptedDice([])))
    expect(b.activeIds).toEqual(['b1'])
    const afterB = ok(endInitiativePhase(b.game, 'b1', facts, scriptedDice([])))
    const r = ok(beginInitiativePhase(afterB.game, 'rop', facts, scriptedDice([])))
    expect(r.activeIds).toEqual(['rop', 'rd'])
    const done = ok(endInitiativePhase(r.game, 'rop', facts, scriptedDice([])))
    expect([done.game.models.rop.activated, done.game.models.rd.activated]).toEqual([true, true])
    expect(done.roundComplete).toBe(false)
  })
  it('a tie goes to the higher AGI (rop 6 + 4 = b1 5 + 5)', () => {
    const g = ok(startRound(newGame())).game
    expect(ok(chooseModels(g, { red: 'rop', blue: 'b1' }, scriptedDice([4, 5]))).order).toEqual(['rop', 'b1'])
  })
  it("refuses wrong choices: the other side's model, a telematon with its operator, a missing choice", () => {
    const g = ok(startRound(newGame())).game
    expect(chooseModels(g, { red: 'b2', blue: 'b1' }, scriptedDice([]))).toMatchObject({
      ok: false,
      refusal: { code: 'wrong-side', params: { side: 'red', model: 'b2', belongsTo: 'blue' } },
    })
    expect(chooseModels(g, { red: 'rd', blue: 'b1' }, scriptedDice([]))).toMatchObject({
      ok: false,
      refusal: { code: 'acts-in-operator-phase', clause: { section: '19.1' }, params: { model: 'rd', operator: 'rop' } },
    })
    expect(chooseModels(g, { red: 'r1' }, scriptedDice([]))).toMatchObject({
      ok: false,
      refusal: { code: 'must-choose-model', params: { side: 'blue' } },
    })
  })
  it('a side with no models left to act chooses nothing; the other activates alone without a roll', () => {
    let g = ok(startRound(newGame())).game
    g = playPair(g, { red: 'r1', blue: 'b1' }, scriptedDice([12, 1]))
    g = playPair(g, { red: 'rop', blue: 'b2' }, scriptedDice([12, 1]))
    expect(choosableModels(g, 'red')).toEqual([])
    const g2 = ok(startRound(ok(endRound(g)))).game
    // blue's b2 eliminated: after the first pair blue has nothing, red goes on alone
    const g3 = { ...g2, models: { ...g2.models, b2: { ...g2.models.b2, eliminated: true } } }
    const afterPair = playPair(g3, { red: 'r1', blue: 'b1' }, scriptedDice([1, 12]))
    expect(choosableModels(afterPair, 'blue')).toEqual([])
    const alone = ok(chooseModels(afterPair, { red: 'rop' }, scriptedDice([])))
    expect(alone.order).toEqual(['rop'])
    expect(alone.contest).toBeUndefined()
  })
  it('19.3: a telematon without operator acts last, after every model of both sides', () => {
    let g = ok(startRound(newGame())).game
    g = {
      ...g,
      models: {
        ...g.models,
        rop: { ...g.models.rop, eliminated: true, activated: true },
        rd: { ...g.models.rd, tokens: { ...g.models.rd.tokens, panic: true } },
      },
    }
    expect(choosableModels(g, 'red')).toEqual(['r1'])
    g = playPair(g, { red: 'r1', blue: 'b1' }, scriptedDice([12, 1]))
    expect(choosableModels(g, 'red')).toEqual([])
    expect(chooseModels(g, { red: 'rd', blue: 'b2' }, scriptedDice([]))).toMatchObject({
      ok: false,
      refusal: { clause: { section: '19.3' } },
    })
    g = playPair(g, { blue: 'b2' }, scriptedDice([]))
    expect(choosableModels(g, 'red')).toEqual(['rd'])
  })
})

describe('initiative phase start and end (5.6)', () => {
  it('removes fast, overwatch and defence; finds the direct threat; the phase end sets fast after 20+ cm', () => {
    let g = ok(startRound(newGame())).game
    g = {
      ...g,
      models: { ...g.models, b1: { ...g.models.b1, tokens: { ...g.models.b1.tokens, fast: true, overwatch: 'Gewehr', defence: true } } },
    }
    const c = ok(chooseModels(g, { red: 'r1', blue: 'b1' }, scriptedDice([1, 12])))
    const f: TableFacts = { ...noFacts(), distancesCm: { b1: { r1: 5, rop: 7 } } }
    const b = ok(beginInitiativePhase(c.game, 'b1', f, scriptedDice([])))
    expect(b.game.models.b1.tokens).toMatchObject({ fast: false, overwatch: null, defence: false })
    expect(b.events.map((e) => e.kind === 'markerRemoved' && e.marker)).toEqual(['fast', 'overwatch', 'defence'])
    expect(directThreatRefusal(b.game, 'b1', 'rop')?.code).toBe('must-attack-direct-threat')
    const moved = { ...b.game, models: { ...b.game.models, b1: { ...b.game.models.b1, movedThisPhase: 21 } } }
    const e = ok(endInitiativePhase(moved, 'b1', f, scriptedDice([])))
    expect(e.game.models.b1.tokens.fast).toBe(true)
    expect(e.game.models.b1.directThreats).toEqual([])
  })
  it('burning and poison strike at the phase start (11.1, 11.6); panic recovery at its end (11.4.1)', () => {
    let g = ok(startRound(newGame())).game
    const m = g.models.b1
    g = {
      ...g,
      models: {
        ...g.models,
        b1: {
          ...m,
          tokens: {
            ...m.tokens,
            burning: { strength: 1, damage: 1 },
            poison: { count: 1, profile: { strength: 1, damage: 1 } },
            panic: true,
          },
        },
      },
    }
    const c = ok(chooseModels(g, { red: 'r1', blue: 'b1' }, scriptedDice([1, 12])))
    // poison: wound 1 + 1 = 2 against 5 + 12 = 17 (nothing); burning 12: out
    const b = ok(beginInitiativePhase(c.game, 'b1', facts, scriptedDice([1, 12, 12])))
    expect(b.game.models.b1.tokens).toMatchObject({ burning: null, poison: null })
    // recovery: EH 3, nothing perceived: a 3 recovers
    const e = ok(endInitiativePhase(b.game, 'b1', facts, scriptedDice([3])))
    expect(e.game.models.b1.tokens.panic).toBe(false)
    const skipped = ok(endInitiativePhase(b.game, 'b1', facts, scriptedDice([]), { recover: false }))
    expect(skipped.game.models.b1.tokens.panic).toBe(true)
  })
})

describe('round end (5.7)', () => {
  it('refuses while models still have to act; halves unspent AP (5 -> 2) for the next round (6 + 2 = 8)', () => {
    let g = ok(startRound(newGame())).game
    expect(endRound(g)).toMatchObject({ ok: false, refusal: { code: 'models-still-to-act', params: { round: 1 } } })
    g = playPair(g, { red: 'r1', blue: 'b1' }, scriptedDice([12, 1]))
    g = playPair(g, { red: 'rop', blue: 'b2' }, scriptedDice([12, 1]))
    g = { ...g, models: { ...g.models, r1: { ...g.models.r1, ap: 5 } } }
    const ended = ok(endRound(g))
    expect(ended.models.r1.ap).toBe(2)
    expect(ok(startRound(ended)).game.models.r1.ap).toBe(8)
    expect(ok(startRound(ended)).game.models.b1.ap).toBe(9) // 6 unspent -> 3 + 6
  })
  it('surrender ends the game at once: the other side wins', () => {
    let g = ok(startRound(newGame())).game
    g = playPair(g, { red: 'r1', blue: 'b1' }, scriptedDice([12, 1]))
    g = playPair(g, { red: 'rop', blue: 'b2' }, scriptedDice([12, 1]))
    expect(ok(endRound(g, { surrender: 'blue' }))).toMatchObject({ phase: 'over', winner: 'red' })
    expect(startRound(ok(endRound(g, { surrender: 'blue' })))).toMatchObject({ ok: false })
  })
  it('victory: by default the last side with models in play; a mission check may decide otherwise', () => {
    let g = ok(startRound(newGame())).game
    g = { ...g, models: { ...g.models, b1: { ...g.models.b1, eliminated: true }, b2: { ...g.models.b2, offTable: true } } }
    g = playPair(g, { red: 'r1' }, scriptedDice([]))
    g = playPair(g, { red: 'rop' }, scriptedDice([]))
    expect(ok(endRound(g))).toMatchObject({ phase: 'over', winner: 'red' })
    expect(ok(endRound(g, { victory: () => null })).phase).toBe('round')
    expect(ok(endRound(g, { victory: () => ({ winner: 'blue', reason: 'objective held' }) })).winner).toBe('blue')
  })
})

describe('round invariants (fast-check)', () => {
  it('over random games every model acts exactly once per round, AP stay within 0..12', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.integer({ min: 1, max: 4 }),
        fc.array(fc.integer({ min: 0, max: 6 }), { maxLength: 20 }),
        (seed, rounds, spends) => {
          const dice = seededDice(seed)
          let g = newGame()
          let spendIx = 0
          for (let r = 0; r < rounds; r++) {
            g = ok(startRound(g)).game
            const acted: string[] = []
            for (;;) {
              const choices: Record<string, string> = {}
              for (const side of g.sides) {
                const opts = choosableModels(g, side)
                if (opts.length) choices[side] = opts[dice.roll(6, 'pick', { file: 'test', section: '-', title: 'pick' }) % opts.length]
              }
              if (Object.keys(choices).length === 0) break
              const c = ok(chooseModels(g, choices, dice))
              g = c.game
              for (const id of c.order) {
                const b = ok(beginInitiativePhase(g, id, facts, dice))
                acted.push(...b.activeIds)
                const spend = Math.min(spends[spendIx++ % Math.max(1, spends.length)] ?? 0, b.game.models[id].ap)
                g = { ...b.game, models: { ...b.game.models, [id]: { ...b.game.models[id], ap: b.game.models[id].ap - spend } } }
                g = ok(endInitiativePhase(g, id, facts, dice)).game
              }
            }
            expect([...acted].sort()).toEqual(Object.keys(g.models).sort())
            for (const m of Object.values(g.models)) expect(m.ap).toBeGreaterThanOrEqual(0)
            for (const m of Object.values(g.models)) expect(m.ap).toBeLessThanOrEqual(12)
            g = ok(endRound(g, { victory: () => null }))
          }
        },
      ),
      { numRuns: 60 },
    )
  })
})
