import { describe, expect, it } from 'vitest'
import { castleSectionKind, mkFigureCard } from '../../../scene/mageknight/library'
import { castleExtraActions, endTurn, giveAction, newTurnActions, spendAction } from './actions'
import { figurePiece, sectionPiece, type MkPiece } from '../core/dial'
import { DEFAULT_MK_CASTLE_SETTINGS } from './settings'

const ok = <T>(r: { ok: true; value: T } | { ok: false; refusal: { reason: string } }): T => {
  if (!r.ok) throw new Error(r.refusal.reason)
  return r.value
}
const nextTurn = (p: MkPiece) => endTurn(endTurn([p], p.side), 'other')[0]

describe('action tokens and pushing (core 4)', () => {
  it('first action: one token; next turn again: pushed, second token, one click of damage', () => {
    const g = figurePiece(mkFigureCard('mk-steam-golem'), 'g', 'dave')
    const a1 = ok(giveAction(g, 'ranged'))
    expect(a1).toMatchObject({ pushed: false, pushDamage: 0 })
    expect(a1.piece.actionTokens).toBe(1)
    expect(giveAction(a1.piece, 'ranged').ok).toBe(false) // one action per turn
    const t2 = endTurn([a1.piece], 'dave')[0]
    expect(t2.actionTokens).toBe(1) // it acted this turn: the token stays
    const a2 = ok(giveAction(t2, 'move'))
    expect(a2).toMatchObject({ pushed: true, pushDamage: 1 })
    expect(a2.piece.clicks[0]).toBe(1)
    const t3 = endTurn([a2.piece], 'dave')[0]
    const r = giveAction(t3, 'move')
    expect(r.ok ? null : r.refusal.code).toBe('pushed-last-turn')
    // A turn without an action clears the tokens.
    expect(endTurn([t3], 'dave')[0].actionTokens).toBe(0)
  })

  it('castle sections: pushed without damage (001 "Aktionen")', () => {
    const c = sectionPiece(castleSectionKind('citadel'), 'c', 'castle', 'heavy')
    const a1 = ok(giveAction(c, 'ranged'))
    const a2 = ok(giveAction(nextTurn(a1.piece), 'ranged'))
    expect(a2).toMatchObject({ pushed: true, pushDamage: 0 })
    expect(a2.piece.clicks).toEqual([0])
    expect(a2.piece.actionTokens).toBe(2)
  })

  it('castle sections: ranged attacks only, and only with range and attack above 0', () => {
    const c = sectionPiece(castleSectionKind('citadel'), 'c', 'castle', 'heavy')
    for (const kind of ['move', 'melee'] as const) {
      const r = giveAction(c, kind)
      expect(r.ok ? null : r.refusal).toMatchObject({ code: 'section-ranged-attacks-only', clause: { section: 'Aktionen' } })
    }
    const wall = sectionPiece(castleSectionKind('wall'), 'w', 'castle', 'heavy')
    const r = giveAction(wall, 'ranged')
    expect(r.ok ? null : r.refusal).toMatchObject({ code: 'section-cannot-shoot', params: { rangeIn: 0, attack: 0 } })
  })

  it('a large figure takes its pushing click on the dial its player chooses (000 "Antreiben")', () => {
    const d = figurePiece(mkFigureCard('mk-fire-dragon'), 'd', 'x')
    const a2 = ok(giveAction(nextTurn(ok(giveAction(d, 'move')).piece), 'move', 2))
    expect(a2.piece.clicks).toEqual([0, 0, 1, 0])
  })
})

describe('extra castle actions (001 "Aktionen")', () => {
  // Hand table from the text: Unlimited +1 with a citadel; Conquest +1 with a non-wall section, +2 with a citadel.
  it.each([
    ['unlimited', ['citadel', 'wall'], 1],
    ['unlimited', ['roundTower', 'gatehouse'], 0],
    ['conquest', ['citadel'], 2],
    ['conquest', ['roundTower', 'wall'], 1],
    ['conquest', ['gatehouse'], 1],
    ['conquest', ['wall', 'wallGateway'], 0],
    ['unlimited', [], 0],
  ] as const)('%s with %j: %i', (gameMode, kinds, extra) => {
    expect(castleExtraActions(kinds, { ...DEFAULT_MK_CASTLE_SETTINGS, gameMode }).extra).toBe(extra)
  })

  it('extra actions only go to castle sections', () => {
    let t = newTurnActions(1, 1)
    t = ok(spendAction(t, true)) // the section takes the extra one
    expect(t).toMatchObject({ usedBase: 0, usedExtra: 1 })
    t = ok(spendAction(t, false))
    const r = spendAction(t, false)
    expect(r.ok ? null : r.refusal.code).toBe('no-actions-left')
    const t2 = ok(spendAction(newTurnActions(1, 1), false))
    const r2 = spendAction(t2, false)
    expect(r2.ok ? null : r2.refusal.code).toBe('extra-actions-for-sections-only')
    expect(spendAction(t2, true).ok).toBe(true)
  })
})
