import { describe, expect, it } from 'vitest'
import largeFiguresJson from '../../../models/mageknight/large-figures.json'
import { LARGE_FIGURE_SECTIONS, MkFigureCardSchema, type MkClick, type MkFigureCard } from './dial'
import { MK_LIBRARY, mkFigureCard } from './library'

/** models/mageknight/large-figures.json and the card schema's large-figure and chariot checks (000). */
const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T
const skullsIn = (c: MkClick) => [c.speed, c.attack, c.defence, c.damage].filter((v) => v?.value === 'skull').length
const issues = (card: unknown) => (MkFigureCardSchema.safeParse(card).error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`)
const large = Object.values(MK_LIBRARY.figures).filter((f) => f.largeFigure)

describe('the shipped large figures (000 "Kampfscheiben", "Punktwert")', () => {
  it('say that every value is a stand-in of ours', () => {
    expect(largeFiguresJson.notes).toMatch(/EVERY dial value.*stand-in of our own/)
  })

  it('are the dragon, the war mammoth and the war chariot', () => {
    expect(large.map((f) => f.id).sort()).toEqual(['mk-fire-dragon', 'mk-war-chariot', 'mk-war-mammoth'])
  })

  it.each(large.map((f) => [f.id, f] as const))('%s: dials front, left, right, rear; no rear arc', (_, card) => {
    expect(card.dials.map((d) => d.name)).toEqual([...LARGE_FIGURE_SECTIONS])
    expect(card.base).toMatchObject({ frontArcDeg: 360, rearArcDeg: 0 })
  })

  // Typed in from the data file's design, so a changed file is noticed: the mammoth's sections end
  // after 9, 8, 8 and 7 clicks, the chariot's after 8, 7, 7 and 6.
  it.each([
    ['mk-war-mammoth', [9, 8, 8, 7]],
    ['mk-war-chariot', [8, 7, 7, 6]],
  ] as const)('%s: each section passes one and two skulls (still active) and ends at three (inactive)', (id, lengths) => {
    const card = mkFigureCard(id)
    expect(card.dials.map((d) => d.clicks.length)).toEqual(lengths)
    for (const dial of card.dials) {
      const skulls = dial.clicks.map(skullsIn)
      expect(skulls[skulls.length - 1]).toBe(3)
      expect(skulls.slice(0, -1).every((n) => n < 3)).toBe(true)
      expect(skulls).toContain(1)
      expect(skulls).toContain(2)
      // Skulls only come, never go, as the dial turns.
      expect(skulls).toEqual([...skulls].sort((a, b) => a - b))
    }
  })

  it('the dragon flies: flight on the speed of every section while it shows a number (000 "Spezialfähigkeiten")', () => {
    for (const dial of mkFigureCard('mk-fire-dragon').dials)
      for (const c of dial.clicks) expect(c.speed?.abilities ?? []).toEqual(c.speed?.value === 'skull' ? [] : ['flight'])
  })

  it('the mammoth comes in three versions with different start clicks', () => {
    expect(mkFigureCard('mk-war-mammoth').versions.map((v) => [v.name, v.startClick])).toEqual([
      ['full', 0],
      ['seasoned', 2],
      ['battered', 4],
    ])
    expect(mkFigureCard('mk-war-chariot').versions.map((v) => v.startClick)).toEqual([0, 2])
  })

  it('the chariot shows the wheel on all four sections and toughness on its sides (000 "Den Passagier verletzen")', () => {
    const chariot = mkFigureCard('mk-war-chariot')
    expect(chariot.dials.every((d) => d.speedSymbol === 'wheel')).toBe(true)
    for (const side of [1, 2]) expect(chariot.dials[side].clicks[0].defence.abilities).toEqual(['toughness'])
    expect(chariot.dials[0].clicks[0].defence.abilities).toBeUndefined()
  })

  it('two one-dial heroes fit to ride: not mounted, not large, not titans; one with shockwave, one with range over 8 in', () => {
    const riders = ['mk-chariot-archer', 'mk-storm-shaman'].map((id) => mkFigureCard(id))
    for (const r of riders) {
      expect(r.dials).toHaveLength(1)
      expect([r.mounted, r.largeFigure, r.titan]).toEqual([undefined, undefined, undefined])
      expect(skullsIn(r.dials[0].clicks[r.dials[0].clicks.length - 1])).toBe(4)
    }
    expect(riders[0].dials[0].rangeIn).toBeGreaterThan(8)
    expect(riders[1].dials[0].clicks[0].attack?.abilities).toEqual(['shockwave'])
  })
})

describe('the card schema refuses, naming the path (000)', () => {
  const mammoth = (): MkFigureCard => clone(mkFigureCard('mk-war-mammoth'))

  it('a large figure whose dials are not front, left, right, rear in order', () => {
    const card = mammoth()
    card.dials[1].name = 'right'
    card.dials[2].name = 'left'
    card.dials[3].name = undefined
    expect(issues(card)).toEqual([
      'dials.1.name: a large figure\'s dials are front, left, right, rear, one each in this order (000 "Kampfscheiben"): dial 1 must be "left", got "right"',
      'dials.2.name: a large figure\'s dials are front, left, right, rear, one each in this order (000 "Kampfscheiben"): dial 2 must be "right", got "left"',
      'dials.3.name: a large figure\'s dials are front, left, right, rear, one each in this order (000 "Kampfscheiben"): dial 3 must be "rear", got no name',
    ])
  })

  it('a wheel on a card that is no large figure', () => {
    const card = clone(mkFigureCard('mk-chariot-archer'))
    card.dials[0].speedSymbol = 'wheel'
    expect(issues(card)).toEqual([
      'dials.0.speedSymbol: the wheel marks a chariot, which is a large figure (000 "Streitwagen"): set "largeFigure": true and give it four dials',
    ])
  })

  it('a chariot with a section that does not show the wheel', () => {
    const card = clone(mkFigureCard('mk-war-chariot'))
    card.dials[3].speedSymbol = 'boot'
    expect(issues(card)).toEqual(['dials.3.speedSymbol: a chariot shows the wheel on every section (000 "Streitwagen"), got "boot"'])
  })

  it('accepts the shipped cards as they are', () => {
    for (const card of large) expect(issues(card)).toEqual([])
  })
})
