import { describe, expect, it } from 'vitest'
import {
  boardChariot,
  countsAsContact,
  emptyLoad,
  isChariot,
  leaveChariot,
  mayBePassenger,
  passengerAbilities,
  startWithPassenger,
} from './chariot'
import { chariot, codeOf, dragon, hero, ok } from './large.testkit'
import { figurePiece } from '../core/dial'
import { mkFigureCard } from '../../../scene/mageknight/library'

describe('000 "Streitwagen": a large figure with the wheel', () => {
  it('the chariot shows the wheel; the dragon (wing) and a hero (boot) are no chariots', () => {
    expect(isChariot(chariot())).toBe(true)
    expect(isChariot(dragon())).toBe(false)
    expect(isChariot(hero('h', 'red'))).toBe(false)
    expect(codeOf(startWithPassenger(dragon(), hero('h', 'red')))).toBe('not-a-chariot')
  })
})

describe('000 "Passagiere": one hero with one dial, of its own side', () => {
  const c = chariot('c', 'red')
  it("a one-dial hero of the chariot's side may ride; it may start the game aboard", () => {
    expect(ok(startWithPassenger(c, hero('archer', 'red')))).toEqual({ chariotId: 'c', passengerId: 'archer' })
  })

  it('no large figure or multi-dial hero, no mounted hero, no titan, no enemy, and one passenger at most', () => {
    expect(codeOf(mayBePassenger(c, emptyLoad(c), dragon('d2', 'red')))).toBe('passenger-not-single-dial')
    expect(codeOf(mayBePassenger(c, emptyLoad(c), figurePiece(mkFigureCard('mk-knight-rider'), 'k', 'red')))).toBe('passenger-mounted')
    expect(codeOf(mayBePassenger(c, emptyLoad(c), figurePiece(mkFigureCard('mk-stone-titan'), 't', 'red')))).toBe('passenger-titan')
    expect(codeOf(mayBePassenger(c, emptyLoad(c), hero('foe', 'blue')))).toBe('passenger-enemy')
    const full = { chariotId: 'c', passengerId: 'archer' }
    expect(codeOf(mayBePassenger(c, full, hero('mage', 'red', 'mk-battle-mage')))).toBe('chariot-occupied')
    expect(() => mayBePassenger(c, { chariotId: 'other', passengerId: null }, hero('a', 'red'))).toThrow(RangeError)
  })

  it('the passenger is not in base contact with its chariot, and its movement abilities are ignored', () => {
    const load = { chariotId: 'c', passengerId: 'archer' }
    expect(countsAsContact(load, 'archer', 'c')).toBe(false)
    expect(countsAsContact(load, 'c', 'archer')).toBe(false)
    expect(countsAsContact(load, 'archer', 'foe')).toBe(true)
    expect(passengerAbilities(hero('owl', 'red', 'mk-crossbowman', ['flight', 'toughness'])).abilities).toEqual(['toughness'])
  })
})

describe('000 "Einsteigen und Aussteigen"', () => {
  const c = chariot('c', 'red')
  const boarding = { chariot: c, load: emptyLoad(c), hero: hero('archer', 'red'), heroTouches: ['rear'], carriesPrisoner: false }

  it('a move action from base contact with a side or the rear puts the hero on the platform', () => {
    expect(ok(boardChariot(boarding)).load).toEqual({ chariotId: 'c', passengerId: 'archer' })
    expect(ok(boardChariot({ ...boarding, heroTouches: ['front', 'left'] })).load.passengerId).toBe('archer')
  })

  it('not from the front, not with a prisoner, not at speed 0', () => {
    expect(codeOf(boardChariot({ ...boarding, heroTouches: ['front'] }))).toBe('boarding-not-at-side-or-rear')
    expect(codeOf(boardChariot({ ...boarding, carriesPrisoner: true }))).toBe('boarding-with-prisoner')
    expect(codeOf(boardChariot({ ...boarding, hero: hero('slow', 'red', 'mk-crossbowman', [], 0) }))).toBe('passenger-no-speed')
  })

  it('leaving: a move action, placed touching a side or the rear in any facing; not at speed 0', () => {
    const load = { chariotId: 'c', passengerId: 'archer' }
    const leaving = { chariot: c, load, passenger: hero('archer', 'red'), placedTouches: ['right'] }
    expect(ok(leaveChariot(leaving)).load.passengerId).toBeNull()
    expect(codeOf(leaveChariot({ ...leaving, placedTouches: ['front'] }))).toBe('leaving-not-at-side-or-rear')
    expect(codeOf(leaveChariot({ ...leaving, passenger: hero('archer', 'red', 'mk-crossbowman', [], 0) }))).toBe('passenger-no-speed')
    expect(() => leaveChariot({ ...leaving, passenger: hero('other', 'red') })).toThrow(RangeError)
  })

  it('leaving (R-LF-15): not onto another base or into blocking terrain, as a move may not end there (core 12)', () => {
    const load = { chariotId: 'c', passengerId: 'archer' }
    const leaving = { chariot: c, load, passenger: hero('archer', 'red'), placedTouches: ['rear'] }
    const onto = leaveChariot({ ...leaving, placedOverlaps: ['ogre', 'old-wall'] })
    expect(codeOf(onto)).toBe('leaving-place-blocked')
    expect(onto.ok ? null : onto.refusal.params?.overlaps).toBe('ogre, old-wall')
    expect(ok(leaveChariot({ ...leaving, placedOverlaps: [] })).load.passengerId).toBeNull()
  })
})
