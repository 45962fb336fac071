import { describe, expect, it } from 'vitest'
import { SceneSchema, type Figure, type Ladder, type Scene, type TerrainPiece } from '../src/scene/schema'
import { stepTo } from '../src/geometry/measure/surfaces'
import { boxPiece as box, mediumFigure as medium, sceneOf, withWorld } from '../src/geometry/testScene'
import { judgeStep } from '../src/rules/universalis/movement'

// Geometry (stepTo) and rules (judgeStep) together on real worlds: drops, climbs, ladders.
const scene = (terrain: TerrainPiece[], figures: Figure[] = [], ladders?: Ladder[]): Scene =>
  SceneSchema.parse(sceneOf(terrain, figures, { table: { width: 100, depth: 100 }, ladders }))

describe('stepTo with judgeStep', () => {
  // A medium figure (H = 4) on top of a box of height h at (20, 20) steps off to (30, 20) on the
  // table: it drops h. 3 and 4 <= H: safe; 6 and 8 <= 2H: test; 9 > 2H: hit.
  it.each([
    [3, 'safe'],
    [4, 'safe'],
    [6, 'test'],
    [8, 'test'],
    [9, 'hit'],
  ] as const)('a medium figure stepping off a %d cm box: %s', async (h, outcome) => {
    const s = scene([box('ledge', 20, 20, [10, h, 10])], [medium('m', [20, h, 20])])
    await withWorld(s, (w) => {
      const step = stepTo(w, 'm', 30, 20)
      expect(step).toMatchObject({ landingOn: 'table', dropHeight: h, profileHeight: 4, landing: [30, 0, 20], ladder: null })
      expect(judgeStep(step).outcome).toBe(outcome)
    })
  })

  it('is level when the figure steps along the top it stands on', async () => {
    const s = scene([box('ledge', 20, 20, [10, 6, 10])], [medium('m', [18, 6, 20])])
    await withWorld(s, (w) => expect(stepTo(w, 'm', 23, 20)).toMatchObject({ landingOn: 'ledge', dropHeight: 0 }))
  })

  it('drops off a rotated ledge only where its footprint ends', async () => {
    // Same rotated box as above, 6 high: (54.95, 15.05) is on it, (54.95, 24.95) is beside it.
    const d = 7 / Math.SQRT2
    const s = scene([box('rot', 50, 20, [20, 6, 2], 45)], [medium('m', [50, 6, 20])])
    await withWorld(s, (w) => {
      expect(stepTo(w, 'm', 50 + d, 20 - d)).toMatchObject({ landingOn: 'rot', dropHeight: 0 })
      const off = stepTo(w, 'm', 50 + d, 20 + d)
      expect(off).toMatchObject({ landingOn: 'table', dropHeight: 6 })
      expect(judgeStep(off).outcome).toBe('test')
    })
  })

  it('uses the prone height: one profile smaller (8.10)', async () => {
    // Prone medium counts as small, H = 2.5: a 3 cm drop is above H, so a test; standing it is safe.
    const s = scene([box('ledge', 20, 20, [10, 3, 10])], [medium('p', [20, 3, 20], { prone: true }), medium('s', [20, 3, 20])])
    await withWorld(s, (w) => {
      const prone = stepTo(w, 'p', 30, 20)
      expect(prone.profileHeight).toBe(2.5)
      expect(judgeStep(prone).outcome).toBe('test')
      expect(judgeStep(stepTo(w, 's', 30, 20)).outcome).toBe('safe')
    })
  })

  it('steps off a cylinder tower: 12 cm is above 2H = 8, a hit', async () => {
    const tower: TerrainPiece = { id: 'tower', type: 'building', shape: 'cylinder', center: [70, 6, 70], radius: 3, height: 12 }
    await withWorld(scene([tower], [medium('m', [70, 12, 70])]), (w) => {
      expect(stepTo(w, 'm', 72, 70)).toMatchObject({ landingOn: 'tower', dropHeight: 0 })
      const off = stepTo(w, 'm', 74, 70)
      expect(off).toMatchObject({ landingOn: 'table', dropHeight: 12 })
      expect(judgeStep(off)).toMatchObject({ outcome: 'hit', needsCourageTest: true, damage: { strength: 'KO', damage: 'KO' } })
    })
  })

  it('climbs 7 cm for 14, refuses 9 cm, and climbs 9 cm on a ladder for 9', async () => {
    // Boxes x 15..25 (7 high, z 15..25), x 45..55 (9 high, z 55..65) and an equal 9 cm box at
    // z 75..85 with a ladder leaning on its side: seen from above the ladder runs x 44.8..45.2
    // at z = 80, 20 cm from the plain 9 cm box. Figures wait on the table at x = 12 / 42.
    const ladder: Ladder = { id: 'ladder', bottom: [44.8, 0, 80], top: [45.2, 9, 80] }
    const s = scene(
      [box('low', 20, 20, [10, 7, 10]), box('high', 50, 60, [10, 9, 10]), box('laddered', 50, 80, [10, 9, 10])],
      [medium('a', [12, 0, 20]), medium('b', [42, 0, 60]), medium('c', [42, 0, 80])],
      [ladder],
    )
    await withWorld(s, (w) => {
      const seven = stepTo(w, 'a', 17, 20)
      expect(seven).toMatchObject({ landingOn: 'low', dropHeight: -7, ladder: null })
      expect(judgeStep(seven)).toMatchObject({ outcome: 'climb', climbAllowed: true, climbCost: 14 })

      // 9 > 2H = 8: nothing within reach, so the landing is the top of the box in front.
      const nine = stepTo(w, 'b', 47, 60)
      expect(nine).toMatchObject({ landingOn: 'high', dropHeight: -9, ladder: null })
      expect(judgeStep(nine)).toMatchObject({ outcome: 'climb', climbAllowed: false })

      // (46, 80) is 0.8 cm from the ladder line, within 1.25 + 1; (52, 80) is 6.8 cm away.
      const laddered = stepTo(w, 'c', 46, 80)
      expect(laddered).toMatchObject({ landingOn: 'laddered', dropHeight: -9, ladder: 'ladder' })
      expect(judgeStep(laddered)).toMatchObject({ outcome: 'climb', climbAllowed: true, climbCost: 9 })
      expect(stepTo(w, 'c', 52, 80).ladder).toBeNull()
    })
  })

  it('ignores a ladder too short for the climb', async () => {
    const ladder: Ladder = { id: 'short', bottom: [44.8, 0, 80], top: [45.2, 5, 80] }
    const s = scene([box('laddered', 50, 80, [10, 9, 10])], [medium('c', [42, 0, 80])], [ladder])
    await withWorld(s, (w) => expect(stepTo(w, 'c', 46, 80).ladder).toBeNull())
  })

  it('reports the top of a whole stack in front as the landing', async () => {
    // base 0..6 with a cap 6..10 of the same footprint: at 6 the cap leaves no room (it starts
    // below 6 + H), so the only level is 10, above the climb limit 8: dropHeight -10.
    const s = scene([box('base', 20, 20, [10, 6, 10]), box('cap', 20, 20, [10, 4, 10], undefined, 6)], [medium('m', [12, 0, 20])])
    await withWorld(s, (w) => expect(stepTo(w, 'm', 20, 20)).toMatchObject({ landingOn: 'cap', dropHeight: -10 }))
  })

  it('walks under a shelf it fits beneath and climbs onto one it does not', async () => {
    // Shelf y 5.5..6 around (40, 40). Medium (H 4) fits under it; large (H 6) does not.
    const s = scene(
      [box('shelf', 40, 40, [10, 0.5, 10], undefined, 5.5)],
      [medium('m', [30, 0, 40]), { id: 'l', side: 'a', size: 'large', position: [30, 0, 40] }, medium('top', [38, 6, 40])],
    )
    await withWorld(s, (w) => {
      expect(stepTo(w, 'm', 40, 40)).toMatchObject({ landingOn: 'table', dropHeight: 0 })
      expect(stepTo(w, 'l', 40, 40)).toMatchObject({ landingOn: 'shelf', dropHeight: -6 })
      expect(stepTo(w, 'top', 42, 40)).toMatchObject({ landingOn: 'shelf', dropHeight: 0 })
    })
  })

  it('names an unknown figure', async () => {
    await withWorld(scene([]), (w) => expect(() => stepTo(w, 'Z', 1, 1)).toThrow('geometry: no figure "Z" in the scene'))
  })
})
