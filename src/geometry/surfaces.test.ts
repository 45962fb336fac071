import { describe, expect, it } from 'vitest'
import { SceneSchema, type Figure, type Ladder, type Scene, type TerrainPiece } from '../scene/schema'
import { judgeStep } from '../rules/falling'
import { gapAlong, solidColumn, stepTo, surfaceAt } from './surfaces'
import { TableWorld } from './tableWorld'

/** A box standing on y0 (default the table), `size` = [x, y, z]. */
const box = (id: string, x: number, z: number, size: [number, number, number], rotationY?: number, y0 = 0): TerrainPiece => ({
  id, type: 'building', shape: 'box', center: [x, y0 + size[1] / 2, z], size, ...(rotationY === undefined ? {} : { rotationY }),
})
const medium = (id: string, position: [number, number, number], extra: Partial<Figure> = {}): Figure => ({
  id, side: 'a', size: 'medium', position, ...extra,
})
const scene = (terrain: TerrainPiece[], figures: Figure[] = [], ladders?: Ladder[]): Scene =>
  SceneSchema.parse({
    format: 'sightline-scene', version: 1, name: 'test', units: 'cm', table: { width: 100, depth: 100 },
    terrain, figures, ...(ladders ? { ladders } : {}),
  })

async function withWorld<T>(s: Scene, body: (world: TableWorld) => T): Promise<T> {
  const world = await TableWorld.create(s)
  try {
    return body(world)
  } finally {
    world.dispose()
  }
}

describe('surfaceAt', () => {
  it('is the table on an empty table', async () => {
    await withWorld(scene([]), (w) => expect(surfaceAt(w, 10, 10)).toEqual({ on: 'table', height: 0 }))
  })

  it('finds the top of a stack and what lies under a height inside it', async () => {
    // base: x 15..25, y 0..6; cap: x 18..22, y 6..8, both around z = 20.
    const s = scene([box('base', 20, 20, [10, 6, 10]), box('cap', 20, 20, [4, 2, 4], undefined, 6)])
    await withWorld(s, (w) => {
      expect(surfaceAt(w, 20, 20)).toEqual({ on: 'cap', height: 8 })
      expect(surfaceAt(w, 20, 20, 8.01)).toEqual({ on: 'cap', height: 8 })
      // 7 lies inside the cap: the cap's top is above it, the base's top (6) is the answer.
      expect(surfaceAt(w, 20, 20, 7)).toEqual({ on: 'base', height: 6 })
      expect(surfaceAt(w, 20, 20, 6)).toEqual({ on: 'base', height: 6 })
      // 5 lies inside the base: only the table is at or below it.
      expect(surfaceAt(w, 20, 20, 5)).toEqual({ on: 'table', height: 0 })
      // x = 23 is beside the cap but over the base.
      expect(surfaceAt(w, 23, 20)).toEqual({ on: 'base', height: 6 })
      expect(surfaceAt(w, 26, 20)).toEqual({ on: 'table', height: 0 })
      expect(solidColumn(w, 20, 20)).toEqual([{ id: 'base', bottom: 0, top: 6 }, { id: 'cap', bottom: 6, top: 8 }])
    })
  })

  it('follows a box rotated by 45 degrees', async () => {
    // 20 x 6 x 2 box around (50, 20), turned 45° about Y. Rapier (like three.js) turns local +x
    // to (cos 45, 0, -sin 45): the long axis runs along (+x, -z). 7 cm along it, (54.95, 15.05),
    // is local (7, 0) - inside (|x| <= 10, |z| <= 1). 7 cm along the other diagonal, (54.95,
    // 24.95), is local (0, 7) - outside. Neither point is inside the unrotated footprint.
    const d = 7 / Math.SQRT2
    await withWorld(scene([box('rot', 50, 20, [20, 6.6, 2], 45)]), (w) => {
      expect(surfaceAt(w, 50 + d, 20 - d)).toEqual({ on: 'rot', height: 6.6 })
      expect(surfaceAt(w, 50 + d, 20 + d)).toEqual({ on: 'table', height: 0 })
    })
  })

  it('follows the round footprint of a cylinder tower', async () => {
    // Radius 3 around (70, 70): (72, 72) is 2.83 from the axis, (72.2, 72.2) is 3.11.
    const tower: TerrainPiece = { id: 'tower', type: 'building', shape: 'cylinder', center: [70, 6, 70], radius: 3, height: 12 }
    await withWorld(scene([tower]), (w) => {
      expect(surfaceAt(w, 72, 72)).toEqual({ on: 'tower', height: 12 })
      expect(surfaceAt(w, 72.2, 72.2)).toEqual({ on: 'table', height: 0 })
    })
  })

  it('walks through areas: a forest is no surface', async () => {
    const forest: TerrainPiece = { id: 'forest', type: 'forest', shape: 'area', center: [50, 2.5, 50], size: [10, 5, 10] }
    await withWorld(scene([forest]), (w) => expect(surfaceAt(w, 50, 50)).toEqual({ on: 'table', height: 0 }))
  })

  it('refuses NaN coordinates', async () => {
    await withWorld(scene([]), (w) => {
      expect(() => surfaceAt(w, NaN, 1)).toThrow('geometry: surfaceAt x must be a finite number')
      expect(() => surfaceAt(w, 1, 1, NaN)).toThrow(/below must be a number/)
    })
  })
})

describe('stepTo with judgeStep', () => {
  // A medium figure (H = 4) on top of a box of height h at (20, 20) steps off to (30, 20) on the
  // table: it drops h. 3 and 4 <= H: safe; 6 and 8 <= 2H: test; 9 > 2H: hit.
  it.each([
    [3, 'safe'], [4, 'safe'], [6, 'test'], [8, 'test'], [9, 'hit'],
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

describe('gapAlong', () => {
  // Two 5 cm boxes: A spans x 0..10, B x 13..23, both z 15..25. A 3 cm gap between x 10 and 13.
  // A 9 cm box stands against B: x 13..23, z 25..35.
  const twoBoxes = (): Scene => scene([box('A', 5, 20, [10, 5, 10]), box('B', 18, 20, [10, 5, 10]), box('tall', 18, 30, [10, 9, 10])])

  it('measures the gap between two boxes to 0.01 cm', async () => {
    await withWorld(twoBoxes(), (w) => {
      const g = gapAlong(w, [5, 20], [18, 20], 5)
      expect(g.gap).toBeCloseTo(3, 2)
      expect(g.start![0]).toBeCloseTo(10, 2)
      expect(g.end![0]).toBeCloseTo(13, 2)
      expect(g.stretches).toHaveLength(1)
    })
  })

  it('measures along a diagonal path', async () => {
    // From (5, 17) to (18, 23): the path's horizontal length per cm of x is hypot(13, 6) / 13,
    // so the 3 cm in x between the boxes are 3 * hypot(13, 6) / 13 = 3.3029 cm of path.
    await withWorld(twoBoxes(), (w) => expect(gapAlong(w, [5, 17], [18, 23], 5).gap).toBeCloseTo((3 * Math.hypot(13, 6)) / 13, 2))
  })

  it('cuts a gap open at the start of the path', async () => {
    // Starting at x = 11 over the gap: 11..13 = 2 cm.
    await withWorld(twoBoxes(), (w) => {
      const g = gapAlong(w, [11, 20], [18, 20], 5)
      expect(g.gap).toBeCloseTo(2, 2)
      expect(g.start).toEqual([11, 20])
    })
  })

  it('finds no gap on the table, nor where a taller piece rises in the way', async () => {
    await withWorld(twoBoxes(), (w) => {
      expect(gapAlong(w, [30, 50], [60, 50], 0)).toEqual({ gap: 0, start: null, end: null, stretches: [] })
      // Walking at 5 from B's top into the 9 cm box: no drop, only a wall.
      expect(gapAlong(w, [18, 22], [18, 32], 5).gap).toBe(0)
      // Past the 9 cm box (z > 35) the table lies 5 below: a gap from 35 to the path's end at 40.
      expect(gapAlong(w, [18, 22], [18, 40], 5).gap).toBeCloseTo(5, 2)
    })
  })
})
