import { describe, expect, it } from 'vitest'
import { seededDice } from '../../kernel/dice'
import { SHIPPED_ARTIFACT_TOKENS } from '../../../scene/dungeon/tokensFile'
import { resolveDungeonAction, type DungeonAction } from './actions'
import { hero, testBoard } from './dungeons.testkit'
import { startDungeon } from './setup'
import type { DungeonState } from './state'

/** A judge replays a game from its seed and its actions: the same seed and steps give the same states, all plain JSON. */
function play(seed: number, actions: DungeonAction[]): { states: DungeonState[]; codes: string[] } {
  const board = testBoard()
  const dice = seededDice(seed)
  const start = startDungeon(board, SHIPPED_ARTIFACT_TOKENS, dice, { multiplayer: true })
  if (!start.ok) throw new Error('start refused')
  const states = [start.value]
  const codes: string[] = []
  for (const action of actions) {
    const r = resolveDungeonAction(states[states.length - 1], board, action, dice)
    codes.push(r.ok ? r.value.outcome.kind : r.refusal.code)
    if (r.ok) states.push(r.value.state)
  }
  return { states, codes }
}

const game: DungeonAction[] = [
  {
    kind: 'move',
    move: {
      mover: { id: 'h1', movementPoints: 8 },
      path: [
        [2, 4],
        [2, 3],
      ],
      occupied: [],
    },
  },
  { kind: 'use-artifact', use: { hero: hero(), artifact: 'statue', occupied: [] } },
  { kind: 'use-artifact', use: { hero: hero(), artifact: 'statue', occupied: [] } },
  { kind: 'end-activation', hero: 'h1' },
  { kind: 'pick-up', hero: hero({ facingDeg: 270 }), furniture: 'chair' },
  { kind: 'put-down', putDown: { hero: hero({ square: [2, 4] }), at: [1, 4], occupied: [] } },
  { kind: 'attack-furniture', attack: { attacker: 'm1', furniture: 'table', by: 'shockwave', attack: 4 } },
  { kind: 'act-on-artifact', artifact: 'statue', act: 'move' },
  { kind: 'hero-eliminated', hero: 'h1' },
]

describe('002 Artefaktregeln: one action at a time, replayable', () => {
  it('each action gets its outcome or its refusal (the second use in one activation is refused)', () => {
    const { codes } = play(11, game)
    expect(codes.slice(0, 6)).toEqual(['move', 'use-artifact', 'artifact-used-this-activation', 'done', 'done', 'done'])
    expect(codes[6]).toBe('attack-furniture')
    expect(codes[7]).toBe('artifact-untouchable')
    expect(codes[8]).toBe('done')
  })

  it('the same seed replays the same states; every state survives JSON; the tokens are all still there', () => {
    const a = play(11, game)
    const b = play(11, game)
    expect(b.states).toEqual(a.states)
    for (const s of a.states) expect(JSON.parse(JSON.stringify(s))).toEqual(s)
    const last = a.states[a.states.length - 1]
    const held = last.heroes.flatMap((h) => [...h.items, ...(h.ability ? [h.ability.token] : [])])
    const everywhere = [...last.pools.yellow, ...last.pools.blue, ...last.pools.red, ...last.artifacts.flatMap((x) => x.tokens), ...held]
    expect(everywhere.sort()).toEqual(SHIPPED_ARTIFACT_TOKENS.map((t) => t.id).sort())
  })
})
