import { describe, expect, it } from 'vitest'
import { takeDamage } from '../core/dial'
import { cavalryArcs, dialStats, endCavalryTurn, giveCavalryAction, riderAttackBonus } from './actions'
import { areaDamageDials, defendingDial, horsemanship, pushDamageDial } from './attacked'
import { codeOf, knight, ok, orc, ranger } from './cavalry.testkit'
import { DEFAULT_CAVALRY_SETTINGS } from './settings'

describe('003 "Giving Actions to a Cavalry Unit"', () => {
  it('one action per turn for the unit, not one per figure', () => {
    const first = ok(giveCavalryAction(knight(), 'ranged', 'rider'))
    expect(codeOf(giveCavalryAction(first.unit, 'move', undefined))).toBe('cavalry-one-action')
  })

  it('a second token deals no pushing damage; two tokens still stop the unit (core 4)', () => {
    const lastTurn = endCavalryTurn(ok(giveCavalryAction(knight(), 'move', undefined)).unit)
    expect(lastTurn.actionTokens).toBe(1)
    const pushed = ok(giveCavalryAction(lastTurn, 'melee', 'mount'))
    expect(pushed.pushed).toBe(true)
    expect(pushed.lines.find((l) => l.key === 'mkk.noPushDamage')).toMatchObject({
      value: 0,
      clause: { section: 'Giving Actions to a Cavalry Unit' },
    })
    expect(codeOf(giveCavalryAction(endCavalryTurn(pushed.unit), 'move', undefined))).toBe('pushed-last-turn')
    // A unit that did not act loses its tokens at the end of the turn.
    expect(endCavalryTurn(endCavalryTurn(pushed.unit)).actionTokens).toBe(0)
  })

  it("a move uses the mount's dial; naming the rider's is refused", () => {
    expect(ok(giveCavalryAction(knight(), 'move', undefined)).dial).toBe('mount')
    expect(codeOf(giveCavalryAction(knight(), 'move', 'rider'))).toBe('move-uses-mount')
  })

  it("close, ranged and special actions name a dial; its stats (and only its abilities) are that figure's", () => {
    expect(codeOf(giveCavalryAction(knight(), 'special', undefined))).toBe('dial-choice-required')
    expect(ok(giveCavalryAction(knight(), 'melee', 'rider')).dial).toBe('rider')
    // Stand-ins: the Lancer attacks 9, the Battle Horse 8.
    expect(dialStats(knight(), 'rider').attack).toBe(9)
    expect(dialStats(knight(), 'mount').attack).toBe(8)
    expect(() => dialStats({ ...knight(), rider: null }, 'rider')).toThrow(RangeError)
  })

  it('R-MKK-3: a skittish mount without a rider takes no action; an independent one does', () => {
    expect(codeOf(giveCavalryAction({ ...knight(), rider: null }, 'move', undefined))).toBe('skittish-mount-no-action')
    expect(
      giveCavalryAction({ ...knight(), rider: null }, 'move', undefined, { ...DEFAULT_CAVALRY_SETTINGS, skittishRiderlessMayAct: true }).ok,
    ).toBe(true)
    expect(ok(giveCavalryAction({ ...ranger(), rider: null }, 'melee', undefined)).dial).toBe('mount')
  })

  it('003 "Riders": the attack bonus in the square, on the rider\'s dial only (R-MKK-12)', () => {
    expect(riderAttackBonus(orc(), 'rider').map((m) => [m.key, m.value])).toEqual([['mkk.riderAttackBonus', 3]])
    expect(riderAttackBonus(orc(), 'mount')).toEqual([])
  })

  it("attacks use the mount's centre dot and front arc; the rear arc is the mount's", () => {
    const arcs = cavalryArcs(knight())
    expect([arcs.from, arcs.frontArcDeg, arcs.rearArcDeg]).toEqual(['k', 180, 180])
  })
})

describe('003 "Attacking and Damaging a Cavalry Unit"', () => {
  it('the attacker chooses the dial; a mount without a rider has only its own', () => {
    expect(codeOf(defendingDial(knight(), undefined))).toBe('attacker-must-choose-dial')
    expect(ok(defendingDial(knight(), 'rider')).piece.id).toBe('k-rider')
    expect(ok(defendingDial({ ...knight(), rider: null }, undefined)).dial).toBe('mount')
  })

  it('003 "Horsemanship": -2 to a ranged attack resolved against the rider, not the mount, not close combat', () => {
    expect(horsemanship(knight(), { kind: 'ranged', dial: 'rider' }).map((m) => m.value)).toEqual([-2])
    expect(horsemanship(knight(), { kind: 'ranged', dial: 'mount' })).toEqual([])
    expect(horsemanship(knight(), { kind: 'melee', dial: 'rider' })).toEqual([])
    expect(horsemanship(orc(), { kind: 'ranged', dial: 'rider' })).toEqual([])
  })

  it('area damage reaches both dials', () => {
    expect(areaDamageDials(knight()).dials).toEqual(['rider', 'mount'])
    expect(areaDamageDials({ ...knight(), rider: null }).dials).toEqual(['mount'])
  })

  it("pushing damage on the dial of the owner's choice", () => {
    expect(codeOf(pushDamageDial(knight(), undefined))).toBe('owner-must-choose-push-dial')
    const chosen = ok(pushDamageDial(knight(), 'rider'))
    expect(chosen.dial).toBe('rider')
    expect(ok(takeDamage(knight().rider!.piece, 1)).piece.clicks).toEqual([1])
  })
})
