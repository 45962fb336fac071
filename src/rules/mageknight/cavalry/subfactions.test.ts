import { describe, expect, it } from 'vitest'
import { mkFigureCard } from '../../../scene/mageknight/library'
import { atClick, codeOf, darkRider, knight, ok, ranger } from './cavalry.testkit'
import { darkUnity, naturesAlly } from './subfactions'

describe('003 "Subfaction Abilities": Dark Unity', () => {
  it('1 pushing damage to the rider heals the mount 1, once a command phase', () => {
    const r = ok(darkUnity(atClick(darkRider(), 'mount', 2), false))
    expect([r.unit.mount.piece.clicks, r.unit.rider?.piece.clicks]).toEqual([[1], [1]])
    expect(codeOf(darkUnity(atClick(darkRider(), 'mount', 2), true))).toBe('dark-unity-used')
  })

  it('R-MKK-14: not with an undamaged mount; only a Dark Rider in the saddle', () => {
    expect(codeOf(darkUnity(darkRider(), false))).toBe('dark-unity-nothing-to-heal')
    expect(codeOf(darkUnity(atClick(knight(), 'mount', 2), false))).toBe('not-dark-riders')
  })

  it('a rider eliminated by the click still heals its mount and stays in the saddle', () => {
    const r = ok(darkUnity(atClick(atClick(darkRider(), 'mount', 2), 'rider', 3), false))
    expect(r.unit).toMatchObject({ rider: null, deadRiderInSaddle: true })
    expect(r.unit.mount.piece.clicks).toEqual([1])
  })
})

describe('003 "Subfaction Abilities": Nature\'s Ally (Wylden Host, R-MKK-11)', () => {
  const card = mkFigureCard('mk-wylden-ranger')

  it('dismounted: clear line of fire through hindering and concealing terrain, +1 defence in hindering terrain', () => {
    const a = naturesAlly(card, null, { inHinderingTerrain: true })
    expect([a.active, a.ignoresHinderingAndConcealing, a.defenceModifiers.map((m) => m.value)]).toEqual([true, true, [1]])
    expect(naturesAlly(card, null, { inHinderingTerrain: false }).defenceModifiers).toEqual([])
  })

  it('in the saddle it is lost: cavalry units use no subfaction abilities', () => {
    const a = naturesAlly(card, ranger(), { inHinderingTerrain: true })
    expect([a.active, a.lines[0].clause.section]).toEqual([false, 'Cavalry Units'])
    expect(naturesAlly(mkFigureCard('mk-lancer'), null, { inHinderingTerrain: true }).active).toBe(false)
  })
})
