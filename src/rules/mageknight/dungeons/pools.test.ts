import { describe, expect, it } from 'vitest'
import { purpose, scriptedDice, seededDice } from '../../kernel/dice'
import { SHIPPED_ARTIFACT_TOKENS } from '../../../scene/dungeon/tokensFile'
import { DUNGEONS } from '../core/clauses'
import { catalogue, handState, settings, testBoard } from './dungeons.testkit'
import { refreshAll, shuffleBack, shufflePile, uniformIndex, type RollSink } from './pools'
import { startDungeon } from './setup'

const why = purpose('roll.mkdShuffle', { colour: 'red', size: 0 }, 'test')

describe('002 Die Artefaktmarken: random picks with d12s', () => {
  it('one choice rolls nothing; a d12 above the largest multiple is rolled again', () => {
    const sink: RollSink = []
    expect(uniformIndex(1, scriptedDice([]), why, DUNGEONS.tokens, sink)).toBe(0)
    // n = 5: values 0 to 9 count (1 to 10 on the die), 11 and 12 are rolled again; a 3 is index 2.
    expect(uniformIndex(5, scriptedDice([11, 12, 3]), why, DUNGEONS.tokens, sink)).toBe(2)
    expect(sink.at(-1)?.dice).toEqual([11, 12, 3])
    // n = 13 needs two d12s as base-12 digits: (1 - 1) * 12 + (2 - 1) = 1.
    expect(uniformIndex(13, scriptedDice([1, 2]), why, DUNGEONS.tokens, sink)).toBe(1)
  })

  it('Fisher-Yates: [a, b, c] with picks 0 then 1 becomes [c, b, a]', () => {
    expect(shufflePile(['a', 'b', 'c'], 'red', scriptedDice([1, 2]), [])).toEqual(['c', 'b', 'a'])
  })

  it('a token shuffled back lands where its one roll says', () => {
    const state = handState({ pools: { yellow: ['yellow-heal', 'yellow-curse'], blue: [], red: [] } })
    // Three places in a pool of two: a 2 on the d12 is index 1.
    shuffleBack(state, catalogue, 'yellow-item', scriptedDice([2]), [])
    expect(state.pools.yellow).toEqual(['yellow-heal', 'yellow-item', 'yellow-curse'])
  })
})

describe('002 Die Artefaktmarken: the start', () => {
  it('every token is in one pool or under one artifact, each artifact dealt what its back names; the same seed deals the same', () => {
    const r = startDungeon(testBoard(), SHIPPED_ARTIFACT_TOKENS, seededDice(7), { multiplayer: false })
    if (!r.ok) throw new Error('refused')
    const s = r.value
    const all = [...s.pools.yellow, ...s.pools.blue, ...s.pools.red, ...s.artifacts.flatMap((a) => a.tokens)]
    expect(all.sort()).toEqual(SHIPPED_ARTIFACT_TOKENS.map((t) => t.id).sort())
    const statue = s.artifacts.find((a) => a.artifact === 'statue')
    expect(statue?.tokens.map((id) => catalogue.get(id)?.colour).sort()).toEqual(['blue', 'yellow'])
    expect(s.artifacts.find((a) => a.artifact === 'pond')?.tokens.map((id) => catalogue.get(id)?.colour)).toEqual(['red'])
    const again = startDungeon(testBoard(), SHIPPED_ARTIFACT_TOKENS, seededDice(7), { multiplayer: false })
    expect(again.ok && again.value).toEqual(s)
    expect(JSON.parse(JSON.stringify(s))).toEqual(s)
    expect(r.breakdown.rolls.every((roll) => roll.purposeKey === 'roll.mkdShuffle')).toBe(true)
  })
})

describe('002 Marken erneuern (R-MKD-6, R-MKD-10)', () => {
  it('top-up: what is left stays, the missing colours come from the pool tops; a dry pool deals what it has', () => {
    const state = handState({ pools: { yellow: ['yellow-heal', 'yellow-curse'], blue: [], red: ['red-heal'] } })
    state.artifacts[0].tokens = ['blue-heal']
    const dealt = refreshAll(state, catalogue, scriptedDice([]), settings(), [])
    expect(state.artifacts[0].tokens).toEqual(['blue-heal', 'yellow-heal'])
    expect(state.artifacts[1].tokens).toEqual(['red-heal'])
    expect(dealt).toEqual([
      { artifact: 'statue', dealt: 1, short: 0 },
      { artifact: 'pond', dealt: 1, short: 0 },
    ])
    const dry = handState()
    expect(refreshAll(dry, catalogue, scriptedDice([]), settings(), [])[0]).toEqual({ artifact: 'statue', dealt: 0, short: 2 })
  })

  it('deal-afresh: the tokens left go back first, then each artifact is dealt its start count', () => {
    const state = handState({ pools: { yellow: [], blue: [], red: [] } })
    state.artifacts[0].tokens = ['yellow-heal', 'blue-heal']
    // Each goes back into an empty pool (no roll), then is dealt again from the top.
    refreshAll(state, catalogue, scriptedDice([]), settings({ refresh: 'deal-afresh' }), [])
    expect(state.artifacts[0].tokens).toEqual(['yellow-heal', 'blue-heal'])
    expect(state.pools).toEqual({ yellow: [], blue: [], red: [] })
  })
})
