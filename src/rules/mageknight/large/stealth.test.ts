import { describe, expect, it } from 'vitest'
import { attackedSection } from './attackedSection'
import { at, codeOf, dragon, hero, ok, withClicks, withSectionAbility } from './large.testkit'
import { rangedSectionHit } from './sections'
import { sectionsHiddenByStealth } from './stealth'

/** A shooter due east of a dragon facing north: relative +90, the right section (as attackedSection.test.ts). */
const EAST = rangedSectionHit({ centre: at(0, 0), facingDeg: 0 }, at(20, 0))

describe('000 "Spezialfähigkeiten", "Großfiguren angreifen" with core stealth (R-MKC-8): a section showing stealth', () => {
  it('is hidden only when hindering terrain lies on the line of fire or under the base, and only while active', () => {
    const stealthy = withSectionAbility(dragon(), 'right', 'stealth')
    expect(sectionsHiddenByStealth(stealthy, ['wood'])).toEqual(['right'])
    expect(sectionsHiddenByStealth(stealthy, [])).toEqual([])
    // Other sections do not share the ability (it counts only for the window that shows it).
    expect(sectionsHiddenByStealth(dragon(), ['wood'])).toEqual([])
    // Three skulls on the right: inactive, nothing to hide (the attack goes elsewhere anyway).
    expect(sectionsHiddenByStealth(withClicks(stealthy, [0, 0, 6, 0]), ['wood'])).toEqual([])
    expect(() => sectionsHiddenByStealth(hero('xbow', 'blue'), ['wood'])).toThrow(RangeError)
  })

  it('refuses a ranged attack whose line of fire hits the hidden section, and lets one through the open', () => {
    const piece = withSectionAbility(dragon(), 'right', 'stealth')
    const hidden = attackedSection({ piece, kind: 'ranged', hit: EAST, hiddenSections: sectionsHiddenByStealth(piece, ['wood']) })
    expect(codeOf(hidden)).toBe('section-hidden-by-stealth')
    const open = attackedSection({ piece, kind: 'ranged', hit: EAST, hiddenSections: sectionsHiddenByStealth(piece, []) })
    expect(ok(open)).toMatchObject({ kind: 'section', section: 'right' })
  })
})
