import { describe, expect, it } from 'vitest'
import { heal } from '../core/dial'
import {
  breakAwayMinimum,
  checkEffectOnLarge,
  freeSpinOnContact,
  frontArcOf,
  isImmuneTo,
  LARGE_IMMUNITIES,
  mayCapture,
  mayJoinFormation,
} from './exemptions'
import { codeOf, dragon, hero, ok, withClicks } from './large.testkit'

describe('000 "Allgemeine Regeln": what a large figure is spared', () => {
  it('no capture, either way', () => {
    const d = dragon()
    const h = hero('h', 'blue')
    expect(codeOf(mayCapture(d, h))).toBe('large-figure-cannot-capture')
    expect(codeOf(mayCapture(h, d))).toBe('large-figure-cannot-be-captured')
    expect(mayCapture(h, hero('g', 'red')).ok).toBe(true)
  })

  it('immune to the seven effects the text lists, and only to those', () => {
    const d = dragon()
    expect(LARGE_IMMUNITIES).toHaveLength(7)
    for (const effect of LARGE_IMMUNITIES) expect(isImmuneTo(d, effect).immune, effect).toBe(true)
    expect(isImmuneTo(d, 'magicBlast').immune).toBe(false)
    expect(isImmuneTo(hero('h', 'blue'), 'poison').immune).toBe(false)
    expect(isImmuneTo(d, 'healing').line.clause.section).toBe('R-LF-14')
    const r = checkEffectOnLarge(d, 'magicFrost')
    expect(r.ok ? null : r.refusal).toMatchObject({ code: 'large-figure-immune', clause: { section: 'Allgemeine Regeln' } })
    // The core's healing already refuses large figures.
    expect(codeOf(heal(withClicks(d, [2, 0, 0, 0]), 1, 0))).toBe('large-figure-not-healed')
  })

  it('never part of a formation', () => {
    expect(codeOf(mayJoinFormation([hero('a', 'red'), dragon()]))).toBe('large-figure-no-formation')
    expect(mayJoinFormation([hero('a', 'red'), hero('b', 'red')]).ok).toBe(true)
  })

  it('no rear arc: the front arc is the whole circle', () => {
    expect(frontArcOf(dragon(), 180).frontArcDeg).toBe(360)
    expect(frontArcOf(hero('h', 'blue'), 180).frontArcDeg).toBe(180)
  })

  it('breaking away fails only on a 1 (a hero needs the core 4)', () => {
    expect(breakAwayMinimum(dragon()).min).toBe(2)
    expect(breakAwayMinimum(hero('h', 'blue')).min).toBe(4)
  })

  it('no free spin when an opposing hero comes into base contact', () => {
    expect(freeSpinOnContact(dragon()).freeSpin).toBe(false)
    expect(freeSpinOnContact(hero('h', 'blue')).freeSpin).toBe(true)
    expect(ok(checkEffectOnLarge(hero('h', 'blue'), 'poison')).lines[0].value).toBe(false)
  })
})
