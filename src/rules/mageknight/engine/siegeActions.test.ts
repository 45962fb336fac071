import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../kernel/dice'
import { performMk } from './engine'
import { codeOf, fig, shotPair, siegeGame } from './siege.testkit'
import type { MkAction, MkActionFacts, MkGame } from './types'

/** Known answers of portals and victory points with castle sections in the engine, one 001 paragraph each. */

const play = (g: MkGame, action: MkAction, facts: MkActionFacts = {}, dice: number[] = []) =>
  performMk(g, action, facts, scriptedDice(dice))
const endTurn = (g: MkGame, facts: MkActionFacts = {}) => {
  const r = play(g, { kind: 'endTurn' }, facts)
  if (!r.ok) throw new Error(r.refusal.reason)
  return r.value
}
const door = (want: 'open' | 'closed'): MkAction => ({ kind: 'portal', section: 't', portal: 'door', want })

describe('001 "Portale": the castle player opens or closes portals at the start of the turn, spending no action', () => {
  const game = () =>
    siegeGame([{ id: 't', kind: 'roundTower', side: 'castle' }], [fig('crossbowman', 'c1', 'castle'), fig('steam-golem', 's1', 'siege')])

  it('all closed at the start; opened before the first action, no action spent, the table told the states that count', () => {
    const g = game()
    expect(g.siege?.sections.t.portals).toEqual({})
    const r = play(g, door('open'))
    if (!r.ok) throw new Error(r.refusal.reason)
    expect(r.value.game.turn.actions.usedBase).toBe(0)
    expect(r.value.game.siege?.sections.t.portals).toEqual({ door: 'open' })
    expect(r.value.events).toEqual([{ kind: 'section', section: 't', clicks: 0, portals: { door: 'open' }, destroyed: false }])
    expect(r.value.breakdown.lines).toContainEqual(expect.objectContaining({ key: 'actionsSpent', value: 0 }))
  })

  it("refused after the turn's first action, to the other side, and on a base in the doorway", () => {
    const moved = play(game(), { kind: 'castleShot', piece: 't', targets: ['s1'] }, { siege: { shots: [shotPair('s1', 6)] } }, [2, 2])
    if (!moved.ok) throw new Error(moved.refusal.reason)
    expect(codeOf(play(moved.value.game, door('open')))).toBe('portal-not-at-turn-start')
    const siegeTurn = endTurn(game()).game
    expect(codeOf(play(siegeTurn, door('open')))).toBe('not-castle-player')
    const open = play(game(), door('open'))
    if (!open.ok) throw new Error(open.refusal.reason)
    const later = endTurn(endTurn(open.value.game).game).game
    const blocked = play(later, door('closed'), { siege: { portalBlockers: ['s1'] } })
    expect(blocked.ok ? null : blocked.refusal).toMatchObject({ code: 'portal-closes-on-base', params: { blockers: 's1' } })
    expect(codeOf(play(later, door('closed')))).toBe('ok')
  })
})

describe('001 "Siegpunkte": sections score as heroes; a demoralised one held only by the enemy scores double for the conqueror', () => {
  /** A light gateway wall at click 5 shows the yellow square (demoralised); the heavy wall does not. */
  const game = () =>
    siegeGame(
      [
        { id: 'gw', kind: 'wallGateway', side: 'castle', version: 'light', clicks: 5 },
        { id: 'w', kind: 'wall', side: 'castle' },
      ],
      [fig('crossbowman', 'c1', 'castle'), fig('steam-golem', 's1', 'siege')],
      { maxRounds: 1 },
    )
  const over = (occupants: Record<string, string[]>) => {
    const last = endTurn(endTurn(game()).game, { siege: { occupants } })
    return last.events.at(-1)
  }

  it('the Steam Golem alone on the demoralised gateway wall: siege 72 + 2 x 12, castle 24 + 20', () => {
    expect(over({ gw: ['siege'], w: ['siege'] })).toEqual({ kind: 'gameOver', totals: { castle: 44, siege: 96 } })
  })

  it('held by both sides, or by nobody, it scores for its owner as any surviving section (R-MK-9a)', () => {
    expect(over({ gw: ['siege', 'castle'] })).toEqual({ kind: 'gameOver', totals: { castle: 56, siege: 72 } })
    expect(over({})).toEqual({ kind: 'gameOver', totals: { castle: 56, siege: 72 } })
  })
})
