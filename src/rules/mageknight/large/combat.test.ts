import { describe, expect, it } from 'vitest'
import { damageSection, sectionAbilities, sectionMeleeCheck, sectionRangedCheck, supportReaches, type SectionShotInput } from './combat'
import { at, chariot, codeOf, dragon, ok, withClicks } from './large.testkit'

/** The Fire Dragon at the origin facing north; its front shoots 12 in (range 12, attack 11). */
const NORTH = { centre: at(0, 0), facingDeg: 0 }
const shot = (extra: Partial<SectionShotInput> = {}): SectionShotInput => ({
  piece: dragon(),
  section: 'front',
  large: NORTH,
  target: { id: 'h', centre: at(0, -12), kind: 'hero' },
  sectionsInEnemyContact: [],
  ...extra,
})

describe('000 "Entfernungen": from the centre point of the large base', () => {
  it('a hero 12 in from the centre is in range 12, though the 5 in base reaches 2.5 in toward it; 12.5 in is not', () => {
    expect(ok(sectionRangedCheck(shot())).distanceIn).toBeCloseTo(12, 12)
    const far = sectionRangedCheck(shot({ target: { id: 'h', centre: at(0, -12.5), kind: 'hero' } }))
    expect(far.ok ? null : far.refusal).toMatchObject({ code: 'out-of-range', params: { distanceIn: 12.5, rangeIn: 12 } })
  })
})

describe('000 "Fernkampf": a section shoots from the centre point through its own arc', () => {
  it('only with a range and an attack above 0, and only while active', () => {
    expect(codeOf(sectionRangedCheck(shot({ section: 'left', target: { id: 'h', centre: at(-6, 0), kind: 'hero' } })))).toBe(
      'section-no-ranged-attack',
    )
    expect(codeOf(sectionRangedCheck(shot({ piece: withClicks(dragon(), [6, 0, 0, 0]) })))).toBe('section-inactive')
  })

  it("the line of fire must lead through the shooting section: a target behind is not the front's", () => {
    const r = sectionRangedCheck(shot({ target: { id: 'h', centre: at(0, 8), kind: 'hero' } }))
    expect(r.ok ? null : r.refusal).toMatchObject({ code: 'target-outside-section-arc', params: { through: 'rear' } })
    // Relative 45 lies on the front's rim: the line leads through it.
    expect(sectionRangedCheck(shot({ target: { id: 'h', centre: at(5, -5), kind: 'hero' } })).ok).toBe(true)
  })

  it('an enemy touching the shooting section stops its fire; enemies at other sections do not', () => {
    expect(codeOf(sectionRangedCheck(shot({ sectionsInEnemyContact: ['front', 'left'] })))).toBe('section-in-enemy-contact')
    expect(sectionRangedCheck(shot({ sectionsInEnemyContact: ['rear', 'left'] })).ok).toBe(true)
  })

  it('long range: the front doubles its range at a titan, a large figure or a castle section, for 2 damage less', () => {
    const titan = ok(sectionRangedCheck(shot({ target: { id: 't', centre: at(0, -20), kind: 'titan' } })))
    expect(titan).toMatchObject({ longRange: true, rangeIn: 24 })
    expect(titan.damageModifiers).toEqual([expect.objectContaining({ key: 'longRangeDamage', value: -2 })])
    expect(titan.lines.map((l) => l.clause.section)).toContain('R-MK-5a')
    expect(ok(sectionRangedCheck(shot({ target: { id: 't', centre: at(0, -10), kind: 'titan' } }))).longRange).toBe(false)
    expect(codeOf(sectionRangedCheck(shot({ target: { id: 'h', centre: at(0, -20), kind: 'hero' } })))).toBe('out-of-range')
    expect(codeOf(sectionRangedCheck(shot({ useLongRange: true })))).toBe('long-range-target-not-eligible')
    // The test chariot's rear shoots 6 in; only the front may shoot far.
    const rear = shot({
      piece: chariot(),
      section: 'rear',
      target: { id: 'c', centre: at(0, 10), kind: 'castle-section' },
      useLongRange: true,
    })
    expect(codeOf(sectionRangedCheck(rear))).toBe('long-range-front-section-only')
  })
})

describe('000 "Nahkampf": a section fights what touches it', () => {
  it('with an attack above 0, at a target in base contact with that section', () => {
    expect(ok(sectionMeleeCheck(dragon(), 'front', ['front'])).attack).toBe(11)
    expect(codeOf(sectionMeleeCheck(dragon(), 'front', ['right']))).toBe('target-not-touching-section')
    // At the boundary the target touches both sections, so either may fight it.
    expect(sectionMeleeCheck(dragon(), 'right', ['front', 'right']).ok).toBe(true)
    // Fire Dragon click 5: attack shows a skull, a value of 0.
    expect(codeOf(sectionMeleeCheck(withClicks(dragon(), [5, 0, 0, 0]), 'front', ['front']))).toBe('section-no-melee-attack')
  })
})

describe('000 "Spezialfähigkeiten": a section\'s abilities are its own window\'s', () => {
  it('the test chariot shows Zähigkeit at its left section only; damage there is one less', () => {
    const c = chariot()
    expect(sectionAbilities(c, 'left')).toEqual(['toughness'])
    expect(sectionAbilities(c, 'front')).toEqual([])
    expect(ok(damageSection(c, 'left', 4))).toMatchObject({ taken: 3, piece: { clicks: [0, 3, 0, 0] } })
    expect(ok(damageSection(c, 'front', 4))).toMatchObject({ taken: 4, piece: { clicks: [4, 0, 0, 0] } })
  })

  it('Leibwächter or Magische Verstärkung of another hero reach only the sections it touches', () => {
    expect(supportReaches('guard', ['left', 'rear'], 'rear').ok).toBe(true)
    expect(codeOf(supportReaches('guard', ['left'], 'front'))).toBe('support-not-touching-section')
  })
})
