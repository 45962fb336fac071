import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../kernel/dice'
import { handState, hero, settings, testBoard } from './dungeons.testkit'
import { lineOfFireBlock } from './grid'
import { clearMoveTokens, movePlaced, removePlaced, spawnAttack, spawnMayAct, type AttackerFacts } from './spawns'
import type { DungeonState } from './state'

const board = testBoard()
const code = (r: { ok: boolean; refusal?: { code: string } }) => (r.ok ? 'ok' : r.refusal?.code)

/** A spawn of the stand-in Shade's first click (attack 8, damage 2, range 6) on (0,2) facing east. */
const spawn = (over: Partial<AttackerFacts> = {}): AttackerFacts => ({
  id: 'sp',
  square: [0, 2],
  facingDeg: 90,
  attack: 8,
  damage: 2,
  rangeIn: 6,
  ...over,
})
const placedState = (moveToken: boolean): DungeonState =>
  handState({ placed: [{ id: 'sp', kind: 'mage-spawn', at: [0, 2], token: 'yellow-spawns', moveToken }] })

describe('R-MKD-15 (core 13 on squares): a Mage Spawn attacks a hero in melee', () => {
  it('adjacent and in its front arc: 2d6 + 8 against defence 15; 4 + 3 + 8 = 15 hits for 2 clicks', () => {
    const r = spawnAttack(
      handState(),
      board,
      { attacker: spawn(), target: hero({ square: [1, 2] }), occupied: [] },
      scriptedDice([4, 3]),
      settings(),
    )
    if (!r.ok) throw new Error(r.refusal.reason)
    expect(r.value).toEqual({ kind: 'melee', dice: [4, 3], total: 15, defence: 15, hit: true, critical: null, damage: 2, selfDamage: 0 })
    expect(r.breakdown.rolls[0]).toMatchObject({ purposeKey: 'roll.mkdSpawnAttack' })
  })

  it('core 7: two sixes hit for one more click; two ones miss and cost the spawn a click', () => {
    const target = hero({ square: [1, 2], defence: 30 })
    const six = spawnAttack(handState(), board, { attacker: spawn(), target, occupied: [] }, scriptedDice([6, 6]), settings())
    expect(six.ok && six.value).toMatchObject({ hit: true, critical: 'hit', damage: 3, selfDamage: 0 })
    const one = spawnAttack(
      handState(),
      board,
      { attacker: spawn(), target: hero({ square: [1, 2], defence: 2 }), occupied: [] },
      scriptedDice([1, 1]),
      settings(),
    )
    expect(one.ok && one.value).toMatchObject({ hit: false, critical: 'miss', damage: 0, selfDamage: 1 })
  })

  it('refused without a roll: the hero behind it, a figure not of the hero team', () => {
    const dice = scriptedDice([])
    expect(
      code(
        spawnAttack(
          handState(),
          board,
          { attacker: spawn({ facingDeg: 270 }), target: hero({ square: [1, 2] }), occupied: [] },
          dice,
          settings(),
        ),
      ),
    ).toBe('target-not-in-front-arc')
    expect(
      code(
        spawnAttack(
          handState(),
          board,
          { attacker: spawn(), target: hero({ square: [1, 2], side: 'monsters' }), occupied: [] },
          dice,
          settings(),
        ),
      ),
    ).toBe('target-not-hero-team')
    expect(dice.log).toHaveLength(0)
  })
})

describe('R-MKD-15 (core 7 on squares): at range, along a line of fire on the grid', () => {
  it('three squares south over difficult terrain, within range 6: a ranged attack', () => {
    // (0,0) to (0,3) crosses (0,1) (difficult, no obstacle) and (0,2).
    const r = spawnAttack(
      handState(),
      board,
      { attacker: spawn({ square: [0, 0], facingDeg: 180 }), target: hero({ square: [0, 3] }), occupied: [] },
      scriptedDice([2, 2]),
      settings(),
    )
    expect(r.ok && r.value).toMatchObject({ kind: 'ranged', total: 12, hit: false })
  })

  it('out of range, or no range on the dial and not adjacent', () => {
    const far = spawnAttack(
      handState(),
      board,
      { attacker: spawn({ rangeIn: 2, square: [0, 0], facingDeg: 180 }), target: hero({ square: [0, 3] }), occupied: [] },
      scriptedDice([]),
      settings(),
    )
    expect(far.ok ? 'ok' : far.refusal).toMatchObject({ code: 'target-out-of-range', params: { distance: 3, range: 2 } })
    const melee = spawnAttack(
      handState(),
      board,
      { attacker: spawn({ rangeIn: 0 }), target: hero({ square: [2, 3] }), occupied: [] },
      scriptedDice([]),
      settings(),
    )
    expect(code(melee)).toBe('target-out-of-range')
  })

  it('a pillar, a wall or a figure between stops it; the attacker and the target do not', () => {
    // (2,0) to (4,0) passes the stone pillar on (3,0).
    const pillar = spawnAttack(
      handState(),
      board,
      { attacker: spawn({ square: [2, 0] }), target: hero({ square: [4, 0] }), occupied: [] },
      scriptedDice([]),
      settings(),
    )
    expect(pillar.ok ? 'ok' : pillar.refusal.params).toMatchObject({ square: '3,0', why: 'pillar' })
    // (0,1) to (2,1): the inner wall east of (1,1).
    const wall = spawnAttack(
      handState(),
      board,
      { attacker: spawn({ square: [0, 1] }), target: hero({ square: [2, 1] }), occupied: [] },
      scriptedDice([]),
      settings(),
    )
    expect(wall.ok ? 'ok' : wall.refusal.params).toMatchObject({ square: '2,1', why: 'wall' })
    // (0,2) to (3,2) with a figure on (1,2); the statue on (2,2) is difficult terrain, no obstacle.
    const input = { attacker: spawn(), target: hero({ square: [3, 2] as [number, number] }) }
    const figure = spawnAttack(
      handState(),
      board,
      {
        ...input,
        occupied: [
          [1, 2],
          [0, 2],
          [3, 2],
        ],
      },
      scriptedDice([]),
      settings(),
    )
    expect(figure.ok ? 'ok' : figure.refusal.params).toMatchObject({ square: '1,2', why: 'figure' })
    expect(
      code(
        spawnAttack(
          handState(),
          board,
          {
            ...input,
            occupied: [
              [0, 2],
              [3, 2],
            ],
          },
          scriptedDice([3, 3]),
          settings(),
        ),
      ),
    ).toBe('ok')
  })

  it('a line exactly through a corner: stopped when a wall touches it, passing where none does', () => {
    // (0,0) to (2,2) runs through the corner of (1,1) and (2,2), which the wall east of (1,1) touches.
    expect(lineOfFireBlock(board, [0, 0], [2, 2], [])).toEqual({ square: [2, 2], why: 'corner' })
    // (0,2) to (2,4) through the corners (1,3) and (2,4): no wall there.
    expect(lineOfFireBlock(board, [0, 2], [2, 4], [])).toBeNull()
    // It grazes one figure beside a corner, not two.
    expect(lineOfFireBlock(board, [0, 2], [2, 4], [[1, 2]])).toBeNull()
    expect(
      lineOfFireBlock(
        board,
        [0, 2],
        [2, 4],
        [
          [1, 2],
          [0, 3],
        ],
      ),
    ).toEqual({ square: [1, 3], why: 'corner' })
  })
})

describe('R-MKD-16 (002 Verwunschene Artefakte nutzen): the move token of a spawn in a game of several players', () => {
  it('with the token it may not act; the next hero activation takes the tokens off', () => {
    const waiting = placedState(true)
    expect(code(spawnMayAct(waiting, 'sp'))).toBe('spawn-has-move-token')
    expect(
      code(
        spawnAttack(waiting, board, { attacker: spawn(), target: hero({ square: [1, 2] }), occupied: [] }, scriptedDice([]), settings()),
      ),
    ).toBe('spawn-has-move-token')
    const cleared = clearMoveTokens(waiting)
    expect(code(spawnMayAct(cleared, 'sp'))).toBe('ok')
    expect(waiting.placed[0].moveToken).toBe(true)
  })

  it('a placed spawn moves with its square and leaves the board when eliminated', () => {
    const moved = movePlaced(placedState(false), 'sp', [1, 2])
    expect(moved.placed[0].at).toEqual([1, 2])
    expect(removePlaced(moved, 'sp').placed).toEqual([])
    expect(() => movePlaced(handState(), 'ghost', [1, 2])).toThrow(RangeError)
  })
})
