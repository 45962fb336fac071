import { describe, expect, it } from 'vitest'
import { atClick, codeOf, darkRider, knight, ok, orc, ranger } from './cavalry.testkit'
import { damageCavalry, riderlessController, skittishCheck } from './elimination'
import { DEFAULT_CAVALRY_SETTINGS } from './settings'

describe('003 "Eliminating Cavalry Units"', () => {
  it('damage on one dial turns only that dial', () => {
    const r = ok(damageCavalry(knight(), 'mount', 2, { roomForRider: true }))
    expect([r.unit?.mount.piece.clicks, r.unit?.rider?.piece.clicks]).toEqual([[2], [0]])
  })

  it('the mount eliminated first: the rider returns to its base beside it, without tokens; the mount leaves', () => {
    // Battle Horse: skull at click 5; one click from click 4 eliminates it.
    const unit = { ...atClick(knight(), 'mount', 4), actionTokens: 1 }
    const r = ok(damageCavalry(unit, 'mount', 1, { roomForRider: true }))
    expect(r.unit).toBeNull()
    expect(r.eliminated).toEqual(['k'])
    expect(r.placedRider).toMatchObject({ id: 'k-rider', mounted: false, actionTokens: 0 })
  })

  it('no room for the rider: both are eliminated', () => {
    const r = ok(damageCavalry(atClick(knight(), 'mount', 4), 'mount', 3, { roomForRider: false }))
    expect(r.eliminated).toEqual(['k', 'k-rider'])
    expect(r.placedRider).toBeNull()
  })

  it('the rider eliminated: the mount stays without a rider, the tokens removed', () => {
    const r = ok(damageCavalry({ ...atClick(knight(), 'rider', 4), actionTokens: 2 }, 'rider', 1, { roomForRider: true }))
    expect(r.unit).toMatchObject({ rider: null, actionTokens: 0, deadRiderInSaddle: false })
    expect(r.eliminated).toEqual(['k-rider'])
  })
})

describe('003 "Dark Riders Subfaction": elimination', () => {
  it('three skulls on the mount while its rider is up: the dial turns back to the starting marker (R-MKK-10)', () => {
    const r = ok(damageCavalry(atClick(darkRider(), 'mount', 3), 'mount', 2, { roomForRider: true }))
    expect(r.eliminated).toEqual([])
    expect(r.unit?.mount.piece.clicks).toEqual([0])
    const click0 = ok(
      damageCavalry(
        atClick(darkRider(), 'mount', 3),
        'mount',
        2,
        { roomForRider: true },
        { ...DEFAULT_CAVALRY_SETTINGS, darkRidersResetTo: 'click-0' },
      ),
    )
    expect(click0.lines.at(-1)?.clause.section).toBe('R-MKK-10')
  })

  it('the rider eliminated: its base leaves the slot, the rider stays in the saddle, the mount is riderless', () => {
    const r = ok(damageCavalry(atClick(darkRider(), 'rider', 3), 'rider', 1, { roomForRider: false }))
    expect(r.unit).toMatchObject({ rider: null, deadRiderInSaddle: true })
    // Now the mount can be eliminated like any mount without a rider.
    const gone = ok(damageCavalry(r.unit!, 'mount', 9, { roomForRider: false }))
    expect([gone.unit, gone.eliminated]).toEqual([null, ['d']])
  })
})

describe('003 "Intelligence Levels"', () => {
  it("skittish: removed at the start of any end phase when without a rider (R-MKK-1 for the glossary's end)", () => {
    const riderless = { ...knight(), rider: null }
    expect(skittishCheck(riderless, 'start-of-end-phase').removed).toBe(true)
    expect(skittishCheck(riderless, 'end-of-end-phase').removed).toBe(false)
    expect(skittishCheck(knight(), 'start-of-end-phase').removed).toBe(false)
    const glossary = { ...DEFAULT_CAVALRY_SETTINGS, skittishRemovedAt: 'end-of-end-phase' as const }
    expect(skittishCheck(riderless, 'end-of-end-phase', glossary).lines[0].clause.section).toBe('R-MKK-1')
    expect(skittishCheck({ ...ranger(), rider: null }, 'start-of-end-phase').removed).toBe(false)
  })

  it("independent: its owner's; mean-spirited: friendly to whoever's turn it is", () => {
    expect(riderlessController({ ...ranger('blue'), rider: null }, 'red').side).toBe('blue')
    expect(riderlessController({ ...orc('red'), rider: null }, 'blue').side).toBe('blue')
    expect(riderlessController({ ...orc('red'), rider: null }, 'red').side).toBe('red')
    expect(riderlessController(orc('red'), 'blue').side).toBe('red')
    expect(codeOf(damageCavalry(knight(), 'mount', 0, { roomForRider: true }))).toBeNull()
  })
})
