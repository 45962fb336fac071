import { describe, expect, it } from 'vitest'
import { mkFigureCard } from '../../scene/mageknight/library'
import { mkBaseMarks, skullsShown, wedgeThetaStart } from './mkBaseView'

const DEG = Math.PI / 180

describe('mkBaseMarks', () => {
  it('a one-dial hero: its base radius (1.25 in = 1.5875 cm), arcs and facing; no sections, no platform', () => {
    expect(mkBaseMarks({ facing: 30, mk: { card: 'mk-crossbowman' } })).toEqual({
      radius: 1.5875,
      facingDeg: 30,
      frontArcDeg: 180,
      rearArcDeg: 180,
      sections: null,
      platformBehind: null,
      mount: null,
    })
  })

  it('the mammoth of mk-large-figure.json: rear at click 6 shows three skulls and is inactive, left at click 5 one skull', () => {
    const marks = mkBaseMarks({ mk: { card: 'mk-war-mammoth', version: 'seasoned', clicks: [2, 5, 2, 6] } })
    expect(marks?.sections).toEqual([
      { name: 'front', centreDeg: 0, click: 2, skulls: 0, active: true },
      { name: 'left', centreDeg: 270, click: 5, skulls: 1, active: true },
      { name: 'right', centreDeg: 90, click: 2, skulls: 0, active: true },
      { name: 'rear', centreDeg: 180, click: 6, skulls: 3, active: false },
    ])
    expect(marks?.facingDeg).toBe(0)
    expect(marks?.platformBehind).toBeNull()
  })

  it("without clicks every dial stands at the version's start (battered: click 4, the rear then shows one skull)", () => {
    const marks = mkBaseMarks({ mk: { card: 'mk-war-mammoth', version: 'battered' } })
    expect(marks?.sections?.map((s) => [s.click, s.skulls])).toEqual([
      [4, 0],
      [4, 0],
      [4, 0],
      [4, 1],
    ])
  })

  it('a chariot has its platform 0.6 x 4.445 = 2.667 cm behind the centre', () => {
    expect(mkBaseMarks({ mk: { card: 'mk-war-chariot' } })?.platformBehind).toBeCloseTo(2.667, 9)
  })

  it('a figure without a known Mage Knight card has no marks', () => {
    expect(mkBaseMarks({})).toBeNull()
    expect(mkBaseMarks({ mk: { card: 'mk-nobody' } })).toBeNull()
  })
})

describe('skullsShown', () => {
  it('counts the skulls in the window, clamping a click past the dial to its last', () => {
    const rear = mkFigureCard('mk-war-mammoth').dials[3]
    expect([0, 4, 5, 6, 99].map((c) => skullsShown(rear, c))).toEqual([0, 1, 2, 3, 3])
  })
})

describe('wedgeThetaStart', () => {
  // A flat mesh shows local angle t at table direction (cos t, 0, -sin t). The wedge's middle,
  // thetaStart + width / 2, must point along the bearing: 0 is -z (t = 90), 90 is +x (t = 0),
  // 180 is +z (t = -90), 270 is -x (t = -180).
  it.each([
    [0, 90],
    [90, 0],
    [180, -90],
    [270, -180],
  ])('a 90 degree wedge centred on bearing %s has its middle at t = %s degrees', (bearing, t) => {
    expect(wedgeThetaStart(bearing, 90) + 45 * DEG).toBeCloseTo(t * DEG, 12)
  })

  it('a 180 degree front arc facing 0 spans t from 0 to 180 (the half toward -z)', () => {
    expect(wedgeThetaStart(0, 180)).toBeCloseTo(0, 12)
  })
})
