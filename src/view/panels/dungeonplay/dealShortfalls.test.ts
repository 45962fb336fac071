import { describe, expect, it } from 'vitest'
import { judgeDungeonPlayPorts } from '../../ports/dungeonPlayPorts'
import { dungeonStore } from '../../store/dungeonplay/dungeonplay.testkit'
import { dealShortfalls } from './dealShortfalls'

type Tokens = NonNullable<Parameters<ReturnType<typeof judgeDungeonPlayPorts>['startGame']>[0]['tokens']>

/**
 * R-MKD-10 with a small pool on scenes/mk-dungeon.json: two yellow tokens and one red. The haunted
 * artifacts are dealt in the scene's order: the statue of Sharise (2 yellow, 1 blue) takes both
 * yellows and finds no blue; the idol (1 of each) then finds no yellow and no blue and takes the
 * red; every later artifact gets nothing. So all ten are short, the statue by its blue only.
 */
const SMALL: Tokens = [
  { id: 'y1', colour: 'yellow', name: 'y1', kind: 'refresh', standIn: true },
  { id: 'y2', colour: 'yellow', name: 'y2', kind: 'refresh', standIn: true },
  { id: 'r1', colour: 'red', name: 'r1', kind: 'refresh', standIn: true },
]

describe('the artifacts a dry pool left short (R-MKD-10)', () => {
  it('a small pool: each artifact dealt fewer than its back names, with what it got and what it names', async () => {
    const scene = (await dungeonStore()).getState().scene
    if (!scene?.dungeon) throw new Error('no dungeon scene')
    const ports = judgeDungeonPlayPorts()
    const session = ports.startGame({ scene, seed: 1, tokens: SMALL })
    const short = dealShortfalls(scene.dungeon.artifacts ?? [], ports.offers(session).artifacts)
    expect(short).toHaveLength(10)
    expect(short.slice(0, 2)).toEqual([
      { id: 'sharise', kind: 'statue-of-sharise', named: { yellow: 2, blue: 1, red: 0 }, dealt: { yellow: 2, blue: 0, red: 0 } },
      { id: 'idol', kind: 'matriarchs-idol', named: { yellow: 1, blue: 1, red: 1 }, dealt: { yellow: 0, blue: 0, red: 1 } },
    ])
  })

  it('none when every artifact got what its back names', () => {
    const tokens = { yellow: 1, blue: 0, red: 2 }
    expect(dealShortfalls([{ id: 'a', tokens }], [{ id: 'a', kind: 'death-clock', tokens }])).toEqual([])
  })
})
