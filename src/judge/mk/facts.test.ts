import { describe, expect, it } from 'vitest'
import { boxPiece, castleTestScene, sceneOf, withWorld } from '../../geometry/testScene'
import type { Figure } from '../../scene/schema'
import { DEFAULT_MK_TABLE_FACT_SETTINGS, mkContactRecords, mkFigureOf, mkPairRecord, mkStraightMoveRecord } from './facts'

// Radii: steam golem (1.25 in) 1.5875 cm, fire dragon (5 in) 6.35 cm; touching centres of the
// two lie 7.9375 cm apart, of two golems 3.175 cm.
const figure = (id: string, card: string, position: [number, number, number], extra: Partial<Figure> = {}): Figure => ({
  id,
  side: 'b',
  size: card === 'mk-fire-dragon' ? 'huge' : 'medium',
  position,
  mk: { card },
  ...extra,
})
const golem = (id: string, position: [number, number, number], extra: Partial<Figure> = {}) => figure(id, 'mk-steam-golem', position, extra)

describe('mkFigureOf', () => {
  it('gives the card, the version and the clicks: recorded ones, else the version start (000 "Punktwert")', () => {
    const scene = sceneOf(
      [],
      [
        golem('g', [10, 0, 10]),
        figure('wounded', 'mk-fire-dragon', [40, 0, 40], { mk: { card: 'mk-fire-dragon', version: 'wounded' } }),
        figure('hurt', 'mk-fire-dragon', [70, 0, 40], { mk: { card: 'mk-fire-dragon', clicks: [3, 2, 2, 4] } }),
        { id: 'u', side: 'a', size: 'medium', position: [80, 0, 80] },
      ],
    )
    const g = mkFigureOf(scene, 'g')
    expect([g.card.id, g.version.name, g.clicks]).toEqual(['mk-steam-golem', 'standard', [0]])
    // The dragon's "wounded" version starts each of its four dials at click 2.
    expect(mkFigureOf(scene, 'wounded').clicks).toEqual([2, 2, 2, 2])
    expect(mkFigureOf(scene, 'hurt')).toMatchObject({ version: { name: 'full' }, clicks: [3, 2, 2, 4] })
    expect(() => mkFigureOf(scene, 'x')).toThrow(new RangeError('id: no figure "x" in the scene'))
    expect(() => mkFigureOf(scene, 'u')).toThrow(/^id: figure "u" is no Mage Knight figure/)
  })
})

describe('mkPairRecord', () => {
  it('reads raised terrain: a hill and the castle are raised, rubble is ground (core 8, R-SE-2)', async () => {
    // w-far is destroyed: its rubble (1.5 cm) lies at (90.94, 30). rubbleMan stands on it, hillMan
    // on a 2 cm box at (20, 70), the archer on the wall w-left.
    const scene = castleTestScene()
    const wFar = scene.castle?.sections.find((s) => s.id === 'w-far')
    if (wFar) wFar.destroyed = true
    scene.terrain.push(boxPiece('hill', 20, 70, [10, 2, 10]))
    scene.figures.push(golem('rubbleMan', [90.94, 1.5, 30]), golem('hillMan', [20, 2, 70]))
    await withWorld(scene, (w) => {
      const rubble = mkPairRecord(w, 'rubbleMan', 'hillMan')
      expect(rubble.from).toMatchObject({ baseHeightCm: 1.5, onRaisedTerrain: false, onCastle: null })
      expect(rubble.to).toMatchObject({ baseHeightCm: 2, onRaisedTerrain: true, onCastle: null, dials: 1, facingDeg: null })
      const wall = mkPairRecord(w, 'archer', 'keep')
      expect(wall.from).toMatchObject({ onRaisedTerrain: true, onCastle: 'w-left', kind: 'figure' })
      expect(wall.to).toMatchObject({ onRaisedTerrain: true, onCastle: 'keep', kind: 'section', baseHeightCm: 10.16 })
      expect(wall.baseContact).toBe(false)
    })
  })

  it('measures in exact inches with the bearings, and takes the contact tolerance from the settings (core 5, 6, R-MKC-5)', async () => {
    // Rims 0.1 cm apart: within 0.05 in (0.127 cm), not within 0. Centres 3.275 cm = 3.275 / 2.54 in, due east.
    const scene = sceneOf([], [golem('a', [10, 0, 10], { facing: 90 }), golem('b', [13.275, 0, 10])])
    await withWorld(scene, (w) => {
      const r = mkPairRecord(w, 'a', 'b')
      expect(r.distanceIn).toBeCloseTo(3.275 / 2.54, 12)
      expect(r).toMatchObject({ baseContact: true, bearingFromDeg: 90, bearingToDeg: 270, lineOfFire: { status: 'clear' } })
      expect(r.from.facingDeg).toBe(90)
      expect(mkPairRecord(w, 'a', 'b', { ...DEFAULT_MK_TABLE_FACT_SETTINGS, baseContactToleranceIn: 0 }).baseContact).toBe(false)
    })
  })

  it('names the argument of a wrong id', async () => {
    await withWorld(sceneOf([], [golem('a', [10, 0, 10])]), (w) => {
      expect(() => mkPairRecord(w, 'x', 'a')).toThrow(/^from: no figure "x" in the scene/)
      expect(() => mkPairRecord(w, 'a', 'y')).toThrow(/^to: no figure "y" in the scene/)
      expect(() => mkPairRecord(w, 'a', 'a')).toThrow(/^to: must differ/)
      expect(() => mkContactRecords(w, 'z')).toThrow(/^id: no figure "z" in the scene/)
      expect(() => mkStraightMoveRecord(w, 'z', [0, 0])).toThrow(new RangeError('id: no figure "z" in the scene'))
    })
  })
})

describe('mkContactRecords', () => {
  it('gives each touching base with its contact point and bearing; a castle section touches none (000, 001)', async () => {
    // g touches the dragon from due south: from the dragon's centre the bearing is 180 and the
    // rims meet 6.35 cm south of it.
    const scene = castleTestScene()
    scene.figures = [figure('dragon', 'mk-fire-dragon', [20, 0, 60], { side: 'a' }), golem('g', [20, 0, 60 + 7.9375])]
    await withWorld(scene, (w) => {
      const [c] = mkContactRecords(w, 'dragon')
      expect(c).toMatchObject({ id: 'g', side: 'b', dials: 1, bearingDeg: 180 })
      expect(c.contactPoint[0]).toBeCloseTo(20, 12)
      expect(c.contactPoint[1]).toBeCloseTo(66.35, 12)
      expect(mkContactRecords(w, 'keep')).toEqual([])
    })
  })
})

describe('mkStraightMoveRecord', () => {
  it("gives the large figure's template move its facts: one-dial and multi-dial bases on the way, in inches (000 Bewegungsschablone)", async () => {
    // The dragon moves from (20, 20) 50 cm south to (20, 70). g (one dial) sits on its path at
    // z 40: touched when the centres are 7.9375 apart, 20 - 7.9375 = 12.0625 cm along. wyrm, a
    // second dragon (four dials) at z 60, is touched when they are 12.7 apart: 40 - 12.7 = 27.3 cm.
    // The end lies 10 cm from wyrm's centre, under 12.7: the template would cover its base.
    const scene = sceneOf(
      [],
      [figure('dragon', 'mk-fire-dragon', [20, 0, 20]), golem('g', [20, 0, 40]), figure('wyrm', 'mk-fire-dragon', [20, 0, 60])],
    )
    const r = await withWorld(scene, (w) => mkStraightMoveRecord(w, 'dragon', [20, 70]))
    expect(r.lengthIn).toBeCloseTo(50 / 2.54, 12)
    expect(r.bases.map((b) => [b.id, b.dials, b.crosses])).toEqual([
      ['g', 1, true],
      ['wyrm', 4, true],
    ])
    expect(r.bases[0].atIn).toBeCloseTo(12.0625 / 2.54, 10)
    expect(r.bases[1].atIn).toBeCloseTo(27.3 / 2.54, 10)
    expect(r.blocked).toBeNull()
    expect(r.end).toEqual({
      overlapsBases: ['wyrm'],
      overlapsBlockingTerrain: [],
      overhangsDrop: false,
      surfaceHeightCm: 0,
      surfaceOn: 'table',
    })
  })

  it('takes the step from the settings (R-MKT.4): a 3 cm box blocks at the default 2.54 cm, not at 3 cm', async () => {
    // The box's face z 20 is met at centre z 18.4125: 8.4125 cm = 3.3120 in along.
    const scene = sceneOf([boxPiece('box3', 10, 25, [10, 3, 10])], [golem('g', [10, 0, 10])])
    await withWorld(scene, (w) => {
      const r = mkStraightMoveRecord(w, 'g', [10, 25])
      expect(r.blocked).toMatchObject({ by: 'box3', kind: 'rise' })
      expect(r.blocked?.atIn).toBeCloseTo(8.4125 / 2.54, 2)
      const high = mkStraightMoveRecord(w, 'g', [10, 25], { ...DEFAULT_MK_TABLE_FACT_SETTINGS, maxStepCm: 3 })
      expect(high.blocked).toBeNull()
      expect(high.end.surfaceHeightCm).toBe(3)
    })
  })
})
