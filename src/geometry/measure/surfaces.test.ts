import { describe, expect, it } from 'vitest'
import { SceneSchema, type Figure, type Ladder, type Scene, type TerrainPiece } from '../../scene/schema'
import { gapAlong, solidColumn, surfaceAt } from './surfaces'
import { boxPiece as box, sceneOf, withWorld } from '../testScene'

const scene = (terrain: TerrainPiece[], figures: Figure[] = [], ladders?: Ladder[]): Scene =>
  SceneSchema.parse(sceneOf(terrain, figures, { table: { width: 100, depth: 100 }, ladders }))

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
      expect(solidColumn(w, 20, 20)).toEqual([
        { id: 'base', bottom: 0, top: 6 },
        { id: 'cap', bottom: 6, top: 8 },
      ])
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
