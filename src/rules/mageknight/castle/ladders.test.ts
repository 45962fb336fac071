import { describe, expect, it } from 'vitest'
import { checkLadderAllowance, ladderAllowance, pickUpLadder, setUpLadder, takeAwayLadder, type LadderCarrier } from './ladders'

const carrier = (over: Partial<LadderCarrier> = {}): LadderCarrier => ({ id: 'orcs', carrying: 1, movedActionWithoutMoving: true, ...over })
const code = (r: { ok: boolean } & Record<string, unknown>) => (r.ok ? 'ok' : (r as unknown as { refusal: { code: string } }).refusal.code)

describe('castle ladders (001 "Planken und Leitern")', () => {
  it('allows one ladder per three wall sections, rounded down', () => {
    expect([0, 2, 3, 5, 6, 11].map(ladderAllowance)).toEqual([0, 0, 1, 1, 2, 3])
    expect(checkLadderAllowance(3, 11).ok).toBe(true) // the full castle: 11 walls, 3 ladders
    expect(checkLadderAllowance(4, 11)).toMatchObject({ ok: false, allowed: 3 })
    expect(() => ladderAllowance(-1)).toThrow(/wallSections/)
  })
  it('a formation carries at most one ladder', () => {
    expect(code(pickUpLadder(carrier({ carrying: 0 })))).toBe('ok')
    expect(code(pickUpLadder(carrier()))).toBe('carries-a-ladder-already')
  })
  it('sets it up beside a wall with a move action and no movement', () => {
    const done = setUpLadder(carrier(), { id: 'w1', kind: 'wall' }, true)
    expect(done.ok && done.value.carrying).toBe(0)
    expect(code(setUpLadder(carrier({ movedActionWithoutMoving: false }), { id: 'w1', kind: 'wall' }, true))).toBe(
      'ladder-needs-move-action-without-moving',
    )
    expect(code(setUpLadder(carrier(), { id: 't1', kind: 'roundTower' }, true))).toBe('ladder-only-beside-wall')
    expect(code(setUpLadder(carrier(), { id: 'w1', kind: 'wallGateway' }, false))).toBe('carrier-not-beside-wall')
    expect(code(setUpLadder(carrier({ carrying: 0 }), { id: 'w1', kind: 'wall' }, true))).toBe('carries-no-ladder')
  })
  it('takes one away only while no enemy touches its access point', () => {
    expect(code(takeAwayLadder(carrier({ carrying: 0 }), 'ladder-1', []))).toBe('ok')
    const refused = takeAwayLadder(carrier({ carrying: 0 }), 'ladder-1', ['knight'])
    expect(refused.ok).toBe(false)
    if (!refused.ok) expect(refused.refusal).toMatchObject({ code: 'enemy-at-ladder', params: { enemies: 'knight' } })
  })
})
