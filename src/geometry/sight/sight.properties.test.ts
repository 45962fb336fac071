import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Figure, Scene, TerrainPiece } from '../../scene/schema'
import { computeSight } from './computeSight'
import { referenceVisible } from './denseReference'
import { movedFigure, randomScene } from '../randomScene'
import { sceneOf, withWorld } from '../testScene'
import { TableWorld } from '../world/tableWorld'

/**
 * Properties of sight over random tables (randomScene.ts: boxes, cylinders, areas and figures
 * on a 90 x 90 table). Seeded and bounded, so every run checks the same cases.
 */
const RUNS = { seed: 20260611, numRuns: 40 }
const CROWDED = { boxes: 25, cylinders: 20, areas: 3, figures: 7 }

describe('sight on random tables', () => {
  it('answers every pair with finite shares in range, and sight exactly where some share is seen', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 1_000_000 }), async (seed) => {
        const scene = randomScene(seed, CROWDED)
        await withWorld(scene, (world) => {
          for (const a of scene.figures) {
            for (const b of scene.figures) {
              if (a === b) continue
              const s = computeSight(world, a.id, b.id)
              expect(Number.isFinite(s.visibleFraction)).toBe(true)
              expect(s.visibleFraction).toBeGreaterThanOrEqual(0)
              expect(s.visibleFraction).toBeLessThanOrEqual(1)
              let sum = 0
              for (const part of s.parts) {
                expect(part.weight).toBeGreaterThanOrEqual(0)
                sum += part.weight
              }
              expect(sum).toBeCloseTo(1, 9)
              expect(Number.isFinite(s.distance.edge) && Number.isFinite(s.distance.center)).toBe(true)
              // 4.3 and R-4.3b: sight is a share above 0, and a ray seen to reach is sight.
              expect(s.lineOfSight).toBe(s.visibleFraction > 0)
              if (s.rays.some((r) => r.reaches)) expect(s.lineOfSight).toBe(true)
            }
          }
        })
      }),
      RUNS,
    )
  }, 600_000)

  it('moves the visible share by at most 0.02 more than the exact share moves, for a 0.1 mm step', async () => {
    // A 0.1 mm step moves every shadow edge on the target by 0.1 mm times (target distance /
    // occluder distance - 1): well under 0.02 of the silhouette unless the occluder is close to
    // the eye, where the exact share itself jumps (that is a threshold, not an error). So the
    // judge's change is compared with the exact change (denseReference.ts, within 0.001): the
    // judge is within 0.02 of the exact share on each side (accuracy.all.test.ts), but its
    // errors on two nearly equal tables are nearly equal; what the step may add is the rays
    // that flip (a bisection halving, a node, a slit found or not): 0.02 bounds that.
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.nat(55),
        fc.boolean(),
        fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
        async (seed, pick, moveShooter, angle) => {
          const scene = randomScene(seed, CROWDED)
          const n = scene.figures.length
          if (n < 2) return
          const a = scene.figures[pick % n].id
          const b = scene.figures[(pick + 1 + Math.floor(pick / n)) % n].id
          if (a === b) return
          const who = moveShooter ? a : b
          const moved = movedFigure(scene, who, 0.01 * Math.cos(angle), 0.01 * Math.sin(angle))
          if (!moved) return
          const after: Scene = { ...scene, figures: scene.figures.map((f) => (f.id === who ? moved : f)) }
          const first = await TableWorld.create(scene)
          const second = await TableWorld.create(after)
          try {
            const change = Math.abs(computeSight(second, a, b).visibleFraction - computeSight(first, a, b).visibleFraction)
            // The exact change only where it matters (a reference costs a hundred judgements).
            if (change > 0.02)
              expect(change).toBeLessThanOrEqual(Math.abs(referenceVisible(second, a, b) - referenceVisible(first, a, b)) + 0.02)
          } finally {
            first.dispose()
            second.dispose()
          }
        },
      ),
      { ...RUNS, numRuns: 1000 },
    )
  }, 600_000)

  it('sees the target through a slit between two walls as much as a dense reference does', async () => {
    // The defect of issue "Hardening" item 1: a slit narrower than a grid column between two
    // pieces, every grid ray hidden by one or the other, and the target called wholly hidden.
    await fc.assert(
      fc.asyncProperty(
        fc.double({ min: 0.02, max: 1.2, noNaN: true }),
        fc.double({ min: -1.5, max: 1.5, noNaN: true }),
        fc.double({ min: -3, max: 3, noNaN: true }),
        fc.double({ min: 44, max: 70, noNaN: true }),
        fc.double({ min: -2, max: 2, noNaN: true }),
        fc.constantFrom('medium', 'large', 'huge'),
        async (gap, offset, shooterZ, targetX, targetZ, size) => {
          const edge = 45 + offset
          const walls: TerrainPiece[] = [
            { id: 'left', shape: 'box', type: 'building', center: [40, 5, (20 + edge - gap / 2) / 2], size: [1, 10, edge - gap / 2 - 20] },
            { id: 'right', shape: 'box', type: 'building', center: [40, 5, (edge + gap / 2 + 70) / 2], size: [1, 10, 70 - edge - gap / 2] },
          ]
          const figures: Figure[] = [
            { id: 'A', side: 'red', size: 'medium', position: [20, 0, 45 + shooterZ] },
            { id: 'B', side: 'blue', size, position: [targetX, 0, 45 + targetZ] },
          ]
          const [judged, exact] = await withWorld(sceneOf(walls, figures), (w) => [
            computeSight(w, 'A', 'B').visibleFraction,
            referenceVisible(w, 'A', 'B'),
          ])
          expect(Math.abs(judged - exact)).toBeLessThanOrEqual(0.02)
          if (judged === 0) expect(exact).toBeLessThanOrEqual(0.02)
        },
      ),
      { ...RUNS, numRuns: 60 },
    )
  }, 600_000)

  it('sees two equal figures on an open table wholly, each as much as the other', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('small', 'medium', 'large', 'huge'),
        fc.boolean(),
        fc.tuple(fc.double({ min: 5, max: 85, noNaN: true }), fc.double({ min: 5, max: 85, noNaN: true })),
        fc.tuple(fc.double({ min: 5, max: 85, noNaN: true }), fc.double({ min: 5, max: 85, noNaN: true })),
        fc.double({ min: 0, max: 20, noNaN: true }),
        async (size, prone, [x1, z1], [x2, z2], height) => {
          if (Math.hypot(x1 - x2, z1 - z2) < 6) return
          const one: Figure = { id: 'A', side: 'red', size, position: [x1, 0, z1], prone }
          const two: Figure = { id: 'B', side: 'blue', size, position: [x2, height, z2], prone }
          const [ab, ba] = await withWorld(sceneOf([], [one, two]), (w) => [computeSight(w, 'A', 'B'), computeSight(w, 'B', 'A')])
          expect(ab.visibleFraction).toBeCloseTo(1, 9)
          expect(ba.visibleFraction).toBeCloseTo(1, 9)
          expect(ab.lineOfSight && ba.lineOfSight).toBe(true)
        },
      ),
      { ...RUNS, numRuns: 40 },
    )
  })

  it('never shows more of the target as a wall between the two grows taller', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.tuple(fc.double({ min: 25, max: 65, noNaN: true }), fc.double({ min: 25, max: 65, noNaN: true })),
        fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
        fc.double({ min: 20, max: 25, noNaN: true }),
        fc.double({ min: 0.25, max: 0.75, noNaN: true }),
        fc.double({ min: 1, max: 12, noNaN: true }),
        fc.double({ min: -20, max: 20, noNaN: true }),
        async ([x, z], heading, distance, at, width, turn) => {
          const bx = x + distance * Math.cos(heading)
          const bz = z + distance * Math.sin(heading)
          const figures: Figure[] = [
            { id: 'A', side: 'red', size: 'medium', position: [x, 0, z] },
            { id: 'B', side: 'blue', size: 'large', position: [bx, 0, bz] },
          ]
          // A wall across the line between them, a fraction `at` of the way, turned a little
          // (at least 5 cm from either centre: it touches neither figure).
          const wall = (height: number): TerrainPiece => ({
            id: 'wall',
            shape: 'box',
            type: 'building',
            center: [x + (bx - x) * at, height / 2, z + (bz - z) * at],
            size: [1, height, width],
            rotationY: (-heading * 180) / Math.PI + turn,
          })
          const world = await TableWorld.create(sceneOf([wall(0.1)], figures))
          try {
            let last = 1
            for (let h = 0.5; h <= 8; h += 0.5) {
              world.setScene(sceneOf([wall(h)], figures))
              const v = computeSight(world, 'A', 'B').visibleFraction
              expect(v).toBeLessThanOrEqual(last + 1e-9)
              last = v
            }
          } finally {
            world.dispose()
          }
        },
      ),
      { ...RUNS, numRuns: 30 },
    )
  }, 600_000)
})
