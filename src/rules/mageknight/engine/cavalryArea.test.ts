import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../kernel/dice'
import type { MkPiece } from '../core/dial'
import { cavalryGame, ok, pairFacts } from './cavalry.testkit'
import { performMk } from './engine'
import type { MkActionFacts, MkGame } from './types'

/**
 * 003 "Attacking and Damaging a Cavalry Unit": "If a cavalry unit is affected by the Bombardment
 * special ability or other area-of-effect attack, apply damage to both the mount's and the rider's
 * combat dial". The engine's area of effect is Shockwave (R-MKC-9); the stand-in Crossbowman
 * (attack 8, damage 3, range 8) is given it on its click here. Stand-in cards (R-MKK-19): Battle
 * Horse defence 15 13 at clicks 0 4, skull at click 5; Lancer defence 16 at click 0, 14 at 4,
 * skull at 5; Dark Steed and Dark Rider skulls at click 4.
 */
function withShockwave(p: MkPiece): MkPiece {
  const dial = p.dials[0]
  const clicks = dial.clicks.map((c, i) => (i === 0 && c.attack ? { ...c, attack: { ...c.attack, abilities: ['shockwave' as const] } } : c))
  return { ...p, dials: [{ ...dial, clicks }] }
}

function game(mount: string, rider: string, mountClick: number, riderClick: number, shooter = withShockwave): MkGame {
  const figures = [
    { card: mount, id: 'k', side: 'blue', click: mountClick },
    { card: rider, id: 'k-r', side: 'blue', click: riderClick },
    { card: 'mk-crossbowman', id: 'x', side: 'red' },
  ]
  const g = cavalryGame(figures, ['blue', 'red'], [{ mount: 'k', rider: 'k-r' }])
  // Red's turn: blue's first turn is ended at once; the shooter's dial is changed on the table.
  const red = ok(performMk(g, { kind: 'endTurn' }, {}, scriptedDice([]))).game
  return { ...red, pieces: { ...red.pieces, x: shooter(red.pieces.x) } }
}

const facts: MkActionFacts = { pairs: [pairFacts('x', 'k', 6)], enemiesInContact: [], cavalry: { riderPlaces: { k: [3, 4] } } }

const shoot = (g: MkGame) =>
  ok(performMk(g, { kind: 'ranged', piece: 'x', targets: ['k'], cavalry: { targetDial: 'mount' } }, facts, scriptedDice([5, 5])))

describe('003 Attacking and Damaging a Cavalry Unit: area damage on both dials (R-MKK-15, R-MKK-26)', () => {
  it("a shockwave hit on the mount's dial deals its 3 clicks to the rider's dial and to the mount's", () => {
    // 2d6 5 + 5 = 10 + attack 8 = 18 against the mount's defence 15: a hit for 3.
    const r = shoot(game('mk-battle-horse', 'mk-lancer', 0, 0))
    expect(r.events.filter((e) => e.kind === 'clicks')).toEqual([
      { kind: 'clicks', piece: 'k-r', dial: 0, from: 0, to: 3 },
      { kind: 'clicks', piece: 'k', dial: 0, from: 0, to: 3 },
    ])
    expect(r.breakdown.lines.find((l) => l.key === 'mkk.areaDamageBoth')?.value).toBe(2)
  })

  it('the same hit without Shockwave falls on the named dial alone', () => {
    const r = shoot(game('mk-battle-horse', 'mk-lancer', 0, 0, (p) => p))
    expect(r.events.filter((e) => e.kind === 'clicks')).toEqual([{ kind: 'clicks', piece: 'k', dial: 0, from: 0, to: 3 }])
  })

  it('mount and rider reaching their skulls together are both eliminated: no rider is placed (R-MKK-26)', () => {
    // Both at click 4: the rider 4 -> 5 and the mount 4 -> 5, each its skull (defence 13 reached by 18).
    const r = shoot(game('mk-battle-horse', 'mk-lancer', 4, 4))
    expect(r.events.filter((e) => e.kind === 'eliminated').map((e) => (e.kind === 'eliminated' ? e.piece : ''))).toEqual(['k-r', 'k'])
    expect(r.events.some((e) => e.kind === 'riderPlaced')).toBe(false)
  })

  it('a mount eliminated by its share puts its rider, damaged by its own share, beside it', () => {
    const r = shoot(game('mk-battle-horse', 'mk-lancer', 4, 0))
    expect(r.events).toContainEqual({ kind: 'riderPlaced', piece: 'k-r', mount: 'k', to: [3, 4] })
    expect(r.game.pieces['k-r'].clicks).toEqual([3])
    expect(r.game.cavalry?.saddle.k).toBeNull()
  })

  it('a Dark Riders mount whose rider falls in the same blast is eliminated, not turned back (003 "Dark Riders Subfaction")', () => {
    // Both at click 3, skulls at 4: the Dark Rider is eliminated first, so the mount no longer has its rider.
    const r = shoot(game('mk-dark-steed', 'mk-dark-rider', 3, 3))
    expect(r.events.filter((e) => e.kind === 'eliminated').map((e) => (e.kind === 'eliminated' ? e.piece : ''))).toEqual(['k-r', 'k'])
    expect(r.game.pieces.k.clicks).toEqual([4])
  })
})
