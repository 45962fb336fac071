import { describe, expect, it } from 'vitest'
import { attackedSection, type AttackedSectionInput } from './attackedSection'
import { at, codeOf, dragon, ok, withClicks } from './large.testkit'
import { meleeSectionHit, rangedSectionHit } from './sections'
import { DEFAULT_LARGE_FIGURE_SETTINGS } from './settings'

const FACING_NORTH = { centre: at(0, 0), facingDeg: 0 }
/** A shooter due east of a dragon facing north: relative +90, the right section. */
const EAST = rangedSectionHit(FACING_NORTH, at(20, 0))
/** A shooter at relative +45: the boundary of front and right. */
const CORNER = rangedSectionHit(FACING_NORTH, at(10, -10))

const ranged = (extra: Partial<AttackedSectionInput> = {}): AttackedSectionInput => ({
  piece: dragon(),
  kind: 'ranged',
  hit: EAST,
  ...extra,
})

describe('000 "Großfiguren angreifen": one section per attack', () => {
  it('melee: the section the attacker touches; ranged: the section the line of fire crosses', () => {
    const melee = ok(attackedSection({ piece: dragon(), kind: 'melee', hit: meleeSectionHit(FACING_NORTH, at(0, 3.125)) }))
    expect(melee).toMatchObject({ kind: 'section', section: 'rear', dial: 3 })
    expect(ok(attackedSection(ranged()))).toMatchObject({ kind: 'section', section: 'right', dial: 2 })
  })

  it('at a boundary the owner chooses between the two; any other choice is refused', () => {
    expect(ok(attackedSection(ranged({ hit: CORNER })))).toEqual({ kind: 'owner-chooses', options: ['front', 'right'] })
    expect(ok(attackedSection(ranged({ hit: CORNER, ownerChoice: 'front' })))).toMatchObject({ kind: 'section', section: 'front' })
    expect(codeOf(attackedSection(ranged({ hit: CORNER, ownerChoice: 'rear' })))).toBe('owner-choice-not-at-boundary')
  })

  it('an inactive section hit: the attacker chooses another section that may be attacked', () => {
    const piece = withClicks(dragon(), [0, 0, 6, 0]) // right shows three skulls
    expect(ok(attackedSection(ranged({ piece })))).toEqual({ kind: 'attacker-chooses', options: ['front', 'left', 'rear'] })
    expect(ok(attackedSection(ranged({ piece, attackerChoice: 'rear' })))).toMatchObject({ kind: 'section', section: 'rear', dial: 3 })
    expect(codeOf(attackedSection(ranged({ piece, attackerChoice: 'right' })))).toBe('section-inactive')
    // A section a hero of the shooter's army touches is no choice for a ranged attack.
    const r = attackedSection(ranged({ piece, attackersHeroesTouch: ['rear'], attackerChoice: 'rear' }))
    expect(codeOf(r)).toBe('section-touched-by-attackers-hero')
  })

  it('no other section may be attacked: the attack cannot be made', () => {
    const piece = withClicks(dragon(), [0, 0, 6, 0])
    const r = attackedSection(ranged({ piece, attackersHeroesTouch: ['front', 'left'], hiddenSections: ['rear'] }))
    expect(codeOf(r)).toBe('no-section-to-attack')
  })

  it("no ranged attack at a section a hero of the shooter's army touches; melee is not concerned", () => {
    expect(codeOf(attackedSection(ranged({ attackersHeroesTouch: ['right'] })))).toBe('section-touched-by-attackers-hero')
    expect(ok(attackedSection(ranged({ attackersHeroesTouch: ['front'] })))).toMatchObject({ section: 'right' })
    const melee = attackedSection({ piece: dragon(), kind: 'melee', hit: EAST, attackersHeroesTouch: ['right'] })
    expect(ok(melee)).toMatchObject({ section: 'right' })
  })

  it("the owner's choice at a boundary may not be attacked (Tarnung, a friendly hero): the attack is lost", () => {
    const hidden = ok(attackedSection(ranged({ hit: CORNER, ownerChoice: 'front', hiddenSections: ['front'] })))
    expect(hidden.kind).toBe('lost')
    const touched = ok(attackedSection(ranged({ hit: CORNER, ownerChoice: 'right', attackersHeroesTouch: ['right'] })))
    expect(touched.kind).toBe('lost')
    // Without the owner's choice the same bar refuses the attack before it is made.
    expect(codeOf(attackedSection(ranged({ hiddenSections: ['right'] })))).toBe('section-hidden-by-stealth')
  })

  it('R-LF-3: the owner picks an inactive section at the boundary: the attacker chooses, or (setting) the attack is lost', () => {
    const piece = withClicks(dragon(), [6, 0, 0, 0])
    const input = ranged({ piece, hit: CORNER, ownerChoice: 'front' })
    expect(ok(attackedSection(input))).toEqual({ kind: 'attacker-chooses', options: ['left', 'right', 'rear'] })
    const lost = ok(attackedSection(input, { ...DEFAULT_LARGE_FIGURE_SETTINGS, ownerPicksInactive: 'attack-lost' }))
    expect(lost.kind).toBe('lost')
  })

  it('R-LF-4: with meleeRedirect = touched-sections a melee attacker chooses only among the sections it touches', () => {
    const piece = withClicks(dragon(), [0, 0, 6, 0])
    const settings = { ...DEFAULT_LARGE_FIGURE_SETTINGS, meleeRedirect: 'touched-sections' as const }
    const melee: AttackedSectionInput = { piece, kind: 'melee', hit: EAST, attackerTouches: ['right', 'rear'] }
    expect(ok(attackedSection(melee))).toEqual({ kind: 'attacker-chooses', options: ['front', 'left', 'rear'] })
    expect(ok(attackedSection(melee, settings))).toEqual({ kind: 'attacker-chooses', options: ['rear'] })
    expect(codeOf(attackedSection({ ...melee, attackerChoice: 'front' }, settings))).toBe('section-not-touched-by-attacker')
  })

  it('a figure out of the game is attacked no more', () => {
    expect(codeOf(attackedSection(ranged({ piece: withClicks(dragon(), [6, 6, 0, 0]) })))).toBe('piece-eliminated')
  })
})
