import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../kernel/dice'
import { handState, hero, settings, testBoard } from './dungeons.testkit'
import { abilitySuppressed, attackFurniture, checkAbilityWhileCarrying, pickUpFurniture, putDownFurniture } from './furnishings'
import { currentBoard, type DungeonState } from './state'

const board = testBoard()
const code = (r: { ok: boolean; refusal?: { code: string } }) => (r.ok ? 'ok' : r.refusal?.code)

describe('002 Allsehende Säule: no surprise, camouflage, invisibility or theft in its segment', () => {
  it('suppressed anywhere in the hall, not in the corridor, and only those abilities', () => {
    expect(abilitySuppressed(board, [0, 0], 'stealth')).toEqual({ suppressed: true, pillar: 'eye' })
    expect(abilitySuppressed(board, [2, 3], 'theft').suppressed).toBe(true)
    expect(abilitySuppressed(board, [6, 2], 'invisibility').suppressed).toBe(false)
    expect(abilitySuppressed(board, [0, 0], 'flight').suppressed).toBe(false)
  })
})

describe('002 Stuhl, Tisch: picking up, carrying, putting down', () => {
  // h1 on (2,3) facing west has the chair on (1,3) straight ahead.
  const west = hero({ facingDeg: 270 })
  const carrying = (): DungeonState => {
    const r = pickUpFurniture(handState(), board, west, 'chair', settings())
    if (!r.ok) throw new Error(r.refusal.reason)
    return r.value
  }

  it('picked up from an adjacent square with it in the front arc, at no cost: it leaves the board', () => {
    const state = carrying()
    expect(state.heroes).toEqual([{ hero: 'h1', ability: null, items: [], carrying: 'chair' }])
    expect(currentBoard(board, state).artifactAt([1, 3])).toBeUndefined()
  })

  it('refused: not adjacent, not in the front arc, not furniture, not the hero team, carrying already, carried away', () => {
    expect(code(pickUpFurniture(handState(), board, hero({ square: [3, 2], facingDeg: 270 }), 'chair', settings()))).toBe(
      'furniture-not-adjacent',
    )
    expect(code(pickUpFurniture(handState(), board, hero({ facingDeg: 90 }), 'chair', settings()))).toBe('furniture-not-in-front-arc')
    expect(code(pickUpFurniture(handState(), board, hero(), 'statue', settings()))).toBe('not-furniture')
    expect(code(pickUpFurniture(handState(), board, hero({ side: 'monsters', facingDeg: 270 }), 'chair', settings()))).toBe('not-hero-team')
    expect(code(pickUpFurniture(carrying(), board, hero({ facingDeg: 90 }), 'table', settings()))).toBe('already-carrying')
    expect(code(pickUpFurniture(carrying(), board, hero({ id: 'h2', facingDeg: 270 }), 'chair', settings()))).toBe('furniture-not-on-board')
  })

  it('while carrying: no Quick Shot, Charge, Nimble, Light-footed, Surprise Attack, Camouflage (stealth) or Sweep', () => {
    const state = carrying()
    for (const ability of ['quickShot', 'charge', 'lightFooted', 'nimble', 'surpriseAttack', 'stealth', 'sweep'] as const)
      expect(code(checkAbilityWhileCarrying(state, 'h1', ability))).toBe('ability-forbidden-while-carrying')
    expect(code(checkAbilityWhileCarrying(state, 'h1', 'flight'))).toBe('ok')
    expect(code(checkAbilityWhileCarrying(handState(), 'h1', 'charge'))).toBe('ok')
  })

  it('002 Stuhl: put down at once on an adjacent free square; not on an artifact, not far away, not when carrying nothing', () => {
    const state = carrying()
    const put = putDownFurniture(state, board, { hero: hero({ square: [2, 4] }), at: [1, 4], occupied: [] }, settings())
    if (!put.ok) throw new Error(put.refusal.reason)
    expect(currentBoard(board, put.value).artifactAt([1, 4])?.id).toBe('chair')
    expect(put.value.heroes[0].carrying).toBeNull()
    expect(code(putDownFurniture(state, board, { hero: hero(), at: [2, 2], occupied: [] }, settings()))).toBe('put-down-not-free')
    // (0,0) is free but three squares from the hero on (2,3).
    expect(code(putDownFurniture(state, board, { hero: hero(), at: [0, 0], occupied: [] }, settings()))).toBe('put-down-not-adjacent')
    const taken = putDownFurniture(state, board, { hero: hero(), at: [1, 2], occupied: [[1, 2]] }, settings())
    expect(taken.ok ? null : taken.refusal).toMatchObject({ code: 'put-down-not-free', params: { blocked: '1,2', why: 'figure' } })
    expect(code(putDownFurniture(handState(), board, { hero: hero(), at: [1, 2], occupied: [] }, settings()))).toBe('not-carrying')
  })

  it('a table is picked up the same way and put down on two free squares, one adjacent (R-MKD-12)', () => {
    const r = pickUpFurniture(handState(), board, hero({ facingDeg: 90 }), 'table', settings())
    if (!r.ok) throw new Error(r.refusal.reason)
    const put = putDownFurniture(r.value, board, { hero: hero(), at: [2, 4], along: 'ew', occupied: [] }, settings())
    if (!put.ok) throw new Error(put.refusal.reason)
    const now = currentBoard(board, put.value)
    expect([now.artifactAt([2, 4])?.id, now.artifactAt([3, 4])?.id, now.artifactAt([3, 3])]).toEqual(['table', 'table', undefined])
    // (3,4) + (4,4): the all-seeing pillar stands on (4,4).
    expect(
      code(putDownFurniture(r.value, board, { hero: hero({ square: [3, 3] }), at: [3, 4], along: 'ew', occupied: [] }, settings())),
    ).toBe('put-down-not-free')
    // (1,1) + (2,1) lie either side of the hall's inner wall east of (1,1); the hero on (1,2) is next to both.
    expect(
      code(putDownFurniture(r.value, board, { hero: hero({ square: [1, 2] }), at: [1, 1], along: 'ew', occupied: [] }, settings())),
    ).toBe('put-down-across-wall')
  })
})

describe('002 Möbel: destroyed only by fire/lightning or shockwave, defence 7 and 10', () => {
  it("a fire attack of 3 rolling 2 and 2 reaches the chair's 7: one difficult terrain marker on its square", () => {
    const r = attackFurniture(
      handState(),
      board,
      { attacker: 'm1', furniture: 'chair', by: 'fire-lightning', attack: 3 },
      scriptedDice([2, 2]),
    )
    if (!r.ok) throw new Error(r.refusal.reason)
    expect(r.value).toMatchObject({ hit: true, total: 7, defence: 7, markers: [[1, 3]] })
    const now = currentBoard(board, r.value.state)
    expect([now.artifactAt([1, 3]), now.terrainAt([1, 3])]).toEqual([undefined, 'difficult'])
  })

  it("a shockwave of 5 rolling 2 and 2 (9) misses the table's 10; a hit leaves two markers", () => {
    const miss = attackFurniture(
      handState(),
      board,
      { attacker: 'm1', furniture: 'table', by: 'shockwave', attack: 5 },
      scriptedDice([2, 2]),
    )
    expect(miss.ok && [miss.value.hit, miss.value.markers]).toEqual([false, []])
    const hit = attackFurniture(
      handState(),
      board,
      { attacker: 'm1', furniture: 'table', by: 'shockwave', attack: 5 },
      scriptedDice([3, 2]),
    )
    expect(hit.ok && hit.value.markers).toEqual([
      [3, 3],
      [4, 3],
    ])
  })

  it('any other attack, a haunted artifact, furniture carried away: refused', () => {
    expect(
      code(attackFurniture(handState(), board, { attacker: 'm1', furniture: 'chair', by: 'other', attack: 9 }, scriptedDice([]))),
    ).toBe('furniture-needs-fire-or-shockwave')
    expect(
      code(attackFurniture(handState(), board, { attacker: 'm1', furniture: 'statue', by: 'shockwave', attack: 9 }, scriptedDice([]))),
    ).toBe('artifact-untouchable')
    const gone = handState({ furniture: [{ furniture: 'chair', at: null, destroyed: true }] })
    expect(code(attackFurniture(gone, board, { attacker: 'm1', furniture: 'chair', by: 'shockwave', attack: 9 }, scriptedDice([])))).toBe(
      'furniture-not-on-board',
    )
  })
})
