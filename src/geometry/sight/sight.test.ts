import { describe, expect, it } from 'vitest'
import type { Figure, TerrainPiece } from '../../scene/schema'
import { sightSamples } from './sight'
import { sceneOf, withWorld } from '../testScene'

const shooter: Figure = { id: 'A', side: 'red', size: 'medium', position: [10, 0, 45] }
const visible = (parts: { weight: number; reaches: boolean }[]) => parts.filter((p) => p.reaches).reduce((s, p) => s + p.weight, 0)
const sight = (terrain: TerrainPiece[], figures: Figure[], from = 'A', to = 'B', options = {}) =>
  withWorld(sceneOf(terrain, figures), (world) => sightSamples(world, from, to, options))

/** The wall: 1 cm thick (x 46..47), 2.7 cm high, 30 cm long (z 30..60). */
const lowWall: TerrainPiece = { id: 'wall-1', shape: 'box', center: [46.5, 1.35, 45], size: [1, 2.7, 30], rotationY: 0, type: 'building' }

describe('sightSamples', () => {
  it('sees the whole target on an empty table, with at least 64 rays', async () => {
    const s = await sight([], [shooter, { id: 'B', side: 'blue', size: 'medium', position: [50, 0, 45] }])
    expect(s.rays.length).toBeGreaterThanOrEqual(64)
    expect(visible(s.parts)).toBeCloseTo(1, 9)
  })

  it('hides exactly half behind a tall wall that ends on the line between the centres', async () => {
    // The wall covers z 30..45 at x = 30, 10 cm high (above every ray). Rays to target points
    // with z < 45 cross x = 30 at z < 45 and are stopped; rays to z > 45 pass. The setting is
    // mirror-symmetric about the plane z = 45, so exactly half the solid angle is hidden.
    // The shadow edge falls exactly on a bisection midpoint (u = 1/2 between grid nodes 3/7
    // and 4/7), the worst case for 4 halvings: off by half the last interval, 1/32 of 1/7 of
    // the arc on each of the 7 boundary squares, about 0.007 of the silhouette.
    const wall: TerrainPiece = { id: 'w', shape: 'box', center: [30, 5, 37.5], size: [1, 10, 15], type: 'building' }
    const s = await sight([wall], [shooter, { id: 'B', side: 'blue', size: 'medium', position: [50, 0, 45] }])
    expect(Math.abs(visible(s.parts) - 0.5)).toBeLessThan(0.008)
    expect(Math.abs(s.parts.find((p) => p.stop?.id === 'w')!.weight - 0.5)).toBeLessThan(0.008)
    // More halvings close in on the exact half.
    const fine = await sight([wall], [shooter, { id: 'B', side: 'blue', size: 'medium', position: [50, 0, 45] }], 'A', 'B', {
      refineSteps: 10,
    })
    expect(Math.abs(visible(fine.parts) - 0.5)).toBeLessThan(0.0002)
  })

  it('turns pieces by rotationY about their centre', async () => {
    // Rotated by 90 degrees, a box 15 long in x and 1 deep in z becomes the wall above
    // (z 30..45 at x = 30): again exactly half hidden. Unrotated it would lie at z 37..38,
    // out of the way, and hide nothing.
    const turned: TerrainPiece = { id: 'w', shape: 'box', center: [30, 5, 37.5], size: [15, 10, 1], rotationY: 90, type: 'building' }
    const figures: Figure[] = [shooter, { id: 'B', side: 'blue', size: 'medium', position: [50, 0, 45] }]
    expect(Math.abs(visible((await sight([turned], figures)).parts) - 0.5)).toBeLessThan(0.008)
    expect(visible((await sight([{ ...turned, rotationY: 0 }], figures)).parts)).toBeCloseTo(1, 6)
  })

  it('hides about two thirds of a medium figure one quarter cm behind a 2.7 cm wall', async () => {
    // Similar triangles: the eye is at height 4 at x = 10; the wall's far top edge is at
    // x = 47, height 2.7. A ray to a target point at x = X, height y passes that edge below
    // its top when 4 - (4 - y) * 37 / (X - 10) < 2.7, i.e. y < 4 - 1.3 (X - 10) / 37.
    // The target (radius 1.25 at x = 48.5) shows points from X = 47.25 (front: y < 2.691,
    // hidden 2.691 / 4 = 0.673) to X = 48.5 (rims: y < 2.647, hidden 0.662).
    const s = await sight([lowWall], [shooter, { id: 'B', side: 'blue', size: 'medium', position: [48.5, 0, 45] }])
    const hidden = 1 - visible(s.parts)
    expect(hidden).toBeGreaterThan(0.66)
    expect(hidden).toBeLessThan(0.675)
  })

  it('loses sight of a prone target that the same wall hides to the top', async () => {
    // Prone, a medium figure counts as small: 2.5 cm high (8.10). The wall hides every point
    // below 2.65..2.69 cm (previous test), so the whole prone profile.
    const s = await sight([lowWall], [shooter, { id: 'B', side: 'blue', size: 'medium', position: [48.5, 0, 45], prone: true }])
    expect(visible(s.parts)).toBe(0)
    expect(s.rays.every((r) => r.stop?.id === 'wall-1')).toBe(true)
  })

  it('lets an elevated shooter see over the wall what a shooter on the ground half loses', async () => {
    // Target 13.5 cm behind the wall (x = 60). On the ground (eye 4): hidden below
    // 4 - 1.3 (X - 10) / 37 = 2.288 (X = 58.75) .. 2.243 (X = 60), share 0.561..0.572.
    // On a 10 cm tower (eye 14): hidden below 14 - 11.3 (X - 10) / 37 < 0: nothing hidden.
    const target: Figure = { id: 'B', side: 'blue', size: 'medium', position: [60, 0, 45] }
    const tower: TerrainPiece = { id: 't', shape: 'box', center: [10, 5, 45], size: [6, 10, 6], type: 'building' }
    const ground = await sight([lowWall], [shooter, target])
    expect(1 - visible(ground.parts)).toBeGreaterThan(0.555)
    expect(1 - visible(ground.parts)).toBeLessThan(0.58)
    const high = await sight([lowWall, tower], [{ ...shooter, position: [10, 10, 45] }, target])
    expect(visible(high.parts)).toBeCloseTo(1, 6)
  })

  it("lets the shooter's friends through and is stopped by the target's friends", async () => {
    const target: Figure = { id: 'B', side: 'blue', size: 'medium', position: [50, 0, 45] }
    const inTheWay = (side: string): Figure => ({ id: 'C', side, size: 'huge', position: [30, 0, 45] })
    // A huge figure (radius 2.5, 8 high) midway covers the whole target (angular half-width
    // 2.5 / 20 = 0.125 rad against 1.25 / 38.75 = 0.032 rad; top 8 above the eye at 4).
    expect(visible((await sight([], [shooter, target, inTheWay('red')])).parts)).toBeCloseTo(1, 6)
    const blocked = await sight([], [shooter, target, inTheWay('blue')])
    expect(visible(blocked.parts)).toBe(0)
    expect(blocked.parts[0].stop).toEqual({ id: 'C', kind: 'figure' })
  })

  it('records areas crossed and obscures rays deeper than the sight range (R-9.5)', async () => {
    // A forest 16 cm deep (x 49..65) between them: sight range 2 x 5 cm = 10 cm < 16 cm.
    const wood: TerrainPiece = { id: 'wood', shape: 'area', center: [57, 5, 45], size: [16, 10, 16], rotationY: 0, type: 'forest' }
    const figures: Figure[] = [shooter, { id: 'B', side: 'blue', size: 'medium', position: [75, 0, 45] }]
    const limited = await sight([wood], figures)
    expect(visible(limited.parts)).toBe(0)
    expect(limited.rays.every((r) => r.obscuredBy === 'wood' && r.areas[0].id === 'wood')).toBe(true)
    const unlimited = await sight([wood], figures, 'A', 'B', { sightRangeMode: 'off' })
    expect(visible(unlimited.parts)).toBeCloseTo(1, 6)
    expect(unlimited.parts[0].areaIds).toEqual(['wood'])
  })

  it('stays within 0.02 of a brute-force 200 x 200 sampling where shadows cut the target', async () => {
    const cases: { terrain: TerrainPiece[]; target: Figure }[] = [
      { terrain: [lowWall], target: { id: 'B', side: 'blue', size: 'medium', position: [50, 0, 45] } },
      { terrain: [{ ...lowWall, rotationY: 35 }], target: { id: 'B', side: 'blue', size: 'large', position: [49, 0, 47] } },
      {
        terrain: [{ id: 'p', shape: 'cylinder', center: [30, 3, 45.6], radius: 0.7, height: 6, type: 'building' }],
        target: { id: 'B', side: 'blue', size: 'huge', position: [52, 0, 45] },
      },
      {
        terrain: [lowWall, { id: 'q', shape: 'box', center: [40, 3, 46], size: [1, 6, 1], rotationY: 20, type: 'ruin' }],
        target: { id: 'B', side: 'blue', size: 'large', position: [50, 0, 45.5] },
      },
    ]
    for (const { terrain, target } of cases) {
      const coarse = await sight(terrain, [shooter, target])
      const fine = await sight(terrain, [shooter, target], 'A', 'B', { gridNodes: 200, refineSteps: 0 })
      expect(Math.abs(visible(coarse.parts) - visible(fine.parts))).toBeLessThan(0.02)
      expect(coarse.rays.length).toBeLessThan(400)
    }
  })
})
