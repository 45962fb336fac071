import { describe, expect, it } from 'vitest'
import type { Figure, TerrainPiece } from '../../scene/schema'
import { computeSight } from './computeSight'
import { placeVirtualTarget, virtualFigure, virtualSight, type VirtualProfile } from './virtualTarget'
import { sceneOf, withWorld } from '../testScene'

const shooter: Figure = { id: 'A', side: 'red', size: 'medium', position: [10, 0, 45] }
/** The wall: 1 cm thick (x 46..47), 2.7 cm high, 30 cm long (z 30..60). */
const lowWall: TerrainPiece = { id: 'wall-1', shape: 'box', center: [46.5, 1.35, 45], size: [1, 2.7, 30], rotationY: 0, type: 'building' }
/** A wood (area of limited sight) the target may stand in: x 52..60, z 40..50. */
const wood: TerrainPiece = { id: 'wood', shape: 'area', center: [56, 2.5, 45], size: [8, 5, 10], rotationY: 0, type: 'forest' }
const medium: VirtualProfile = { size: 'medium', side: 'blue' }

/** The virtual answer and the answer for a real figure of the same profile at the same place. */
async function both(terrain: TerrainPiece[], at: [number, number, number]) {
  const real: Figure = { id: 'B', side: 'blue', size: 'medium', position: at }
  const virtual = await withWorld(sceneOf(terrain, [shooter]), (world) => virtualSight(world, shooter, virtualFigure(medium, at)))
  const placed = await withWorld(sceneOf(terrain, [shooter, real]), (world) => computeSight(world, 'A', 'B'))
  return { virtual, placed }
}

describe('virtual target (a profile at a point, not in the world)', () => {
  it('hides about two thirds of a medium profile 0.25 cm behind a 2.7 cm wall, as a real figure there', async () => {
    // Similar triangles: the eye is at height 4 at x = 10; the wall's far top edge is at x = 47,
    // height 2.7. A ray to a target point at x = X, height y passes below that edge when
    // y < 4 - 1.3 (X - 10) / 37. The profile (radius 1.25 at x = 48.5) shows points from
    // X = 47.25 (front: y < 2.691, hidden 2.691 / 4 = 0.673) to X = 48.5 (rims: y < 2.647,
    // hidden 0.662): the hidden share lies between the two.
    const { virtual, placed } = await both([lowWall], [48.5, 0, 45])
    expect(1 - virtual.visibleFraction).toBeGreaterThan(0.66)
    expect(1 - virtual.visibleFraction).toBeLessThan(0.675)
    expect(virtual.lineOfSight).toBe(true)
    // The same rays to the same cylinder: the same answer to the last bit.
    expect(virtual.visibleFraction).toBe(placed.visibleFraction)
    expect(virtual.parts).toEqual(placed.parts)
    expect(virtual.targetTouching).toEqual(placed.targetTouching)
    expect(virtual.targetInside).toEqual(placed.targetInside)
    expect(virtual.distance).toEqual(placed.distance)
  })

  it('is wholly hidden close behind a wall taller than the eye, as a real figure there', async () => {
    // A 6 cm wall at x 46..47: the eye (height 4) looks up to its top, so every ray to a
    // target point (at most 4 high) beyond x = 47 meets the wall: no line of sight.
    const tall: TerrainPiece = { ...lowWall, center: [46.5, 3, 45], size: [1, 6, 30] }
    const { virtual, placed } = await both([tall], [49, 0, 45])
    expect(virtual.lineOfSight).toBe(false)
    expect(virtual.visibleFraction).toBe(0)
    expect(placed.lineOfSight).toBe(false)
    expect(virtual.parts).toEqual(placed.parts)
  })

  it('stands in an area and touches the wall it leans on, as a real figure there', async () => {
    // Base centre (48.25, 0, 45): the rim reaches x = 47.0, the wall's face, within the 0.1 cm
    // touch tolerance; a second case inside the wood (x 52..60) is inside it.
    const touching = await both([lowWall, wood], [48.25, 0, 45])
    expect(touching.virtual.targetTouching).toEqual(['wall-1'])
    expect(touching.virtual.targetTouching).toEqual(touching.placed.targetTouching)
    const inWood = await both([lowWall, wood], [55, 0, 45])
    expect(inWood.virtual.targetInside).toEqual(['wood'])
    expect(inWood.virtual.parts).toEqual(inWood.placed.parts)
    expect(inWood.virtual.visibleFraction).toBe(inWood.placed.visibleFraction)
  })
})

describe('placeVirtualTarget (where a profile can stand)', () => {
  const terrain = [lowWall]
  const place = (x: number, z: number, level: Parameters<typeof placeVirtualTarget>[3], figures: Figure[] = [shooter], drop = 0.5) =>
    withWorld(sceneOf(terrain, figures), (world) => placeVirtualTarget(world, x, z, level, medium, drop))

  it('stands on the table in the open; on level top a 1 cm wall top holds no medium base (R-HM.5); nowhere on the ground inside the wall', async () => {
    expect(await place(30, 45, { kind: 'ground' })).toEqual({ standable: true, y: 0, on: 'table' })
    expect(await place(30, 45, { kind: 'top' })).toEqual({ standable: true, y: 0, on: 'table' })
    // On the wall's centre line: the wall is 1 cm wide (x 46..47) and the base 2.5 cm, so the
    // rim points at x = 46.5 -+ 1.24 lie 0.74 cm beyond each face, over the table 2.7 cm
    // below: more than the 0.5 cm a base may drop (R-HM.5's default), the base hangs off. Drawn at the wall's top.
    const onTop = await place(46.5, 45, { kind: 'top' })
    expect(onTop).toMatchObject({ standable: false, reason: 'overhang', by: 'wall-1' })
    expect(onTop).toHaveProperty('surface', expect.closeTo(2.7, 3))
    expect(await place(46.5, 45, { kind: 'piece', id: 'wall-1' })).toMatchObject({ standable: false, reason: 'overhang' })
    expect(await place(46.5, 45, { kind: 'ground' })).toMatchObject({ standable: false, reason: 'no-level', y: null, by: 'wall-1' })
    expect(await place(30, 45, { kind: 'piece', id: 'wall-1' })).toEqual({ standable: false, reason: 'no-level', y: null, surface: 0 })
  })

  it('stands on a wide top only where the whole base is on it (R-HM.5, 001 "Platzierung der Helden")', async () => {
    // A 10 cm square platform, 3 cm high, x and z 40..50. A medium base (radius 1.25; rim
    // points 1.24 from the centre) is wholly on it with its centre 1.25 cm inside the edge
    // (x = 41.25: rim at 40.01), and hangs 0.24 cm off with its centre 1.0 cm inside (x = 41).
    const platform: TerrainPiece = { id: 'p', shape: 'box', center: [45, 1.5, 45], size: [10, 3, 10], rotationY: 0, type: 'building' }
    const at = (x: number) =>
      withWorld(sceneOf([platform], [shooter]), (world) => placeVirtualTarget(world, x, 45, { kind: 'top' }, medium, 0.5))
    expect(await at(45)).toMatchObject({ standable: true, on: 'p' })
    expect(await at(41.25)).toMatchObject({ standable: true, on: 'p' })
    expect(await at(41)).toMatchObject({ standable: false, reason: 'overhang', by: 'p' })
    // Beside the platform on the table: the table holds the whole base.
    expect(await at(38.75)).toEqual({ standable: true, y: 0, on: 'table' })
  })

  it('lets a base on a 1 cm wall top overhang a drop as deep as the call allows (R-HM.5, supportDropCm)', async () => {
    // A 3 cm wall, x 46..47, with a tile 0.3 cm lower abutting it on the west (top 2.7, x 40..46)
    // and one 0.8 cm lower on the east (top 2.2, x 47..53), all z 30..60. A medium base (rim
    // points 1.24 from the centre, every 45 degrees: x offsets 0, +-0.877, +-1.24) along z = 45:
    // - x 46.5 (on the wall): its west rim points (x 45.26, 45.62) are over the 2.7 tile, 0.3 below;
    //   its east ones (47.38, 47.74) over the 2.2 tile, 0.8 below: hangs off under 0.5, stands under 1.0.
    // - x 44.5 (on the west tile): rim x 43.26..45.74, all on the tile: stands under both.
    // - x 48.5 (on the east tile): rim x 47.26..49.74, all on it: stands under both.
    // - x 45.5 and 47.5: a rim point's column (46.74, 46.26) is the wall, higher than the tile: blocked.
    // - x 40.5 (the west tile's outer edge): rim x 39.26 is over the table, 2.7 below: hangs off under both.
    const box = (id: string, x0: number, x1: number, top: number): TerrainPiece => ({
      id,
      shape: 'box',
      center: [(x0 + x1) / 2, top / 2, 45],
      size: [x1 - x0, top, 30],
      rotationY: 0,
      type: 'building',
    })
    const pieces = [box('wall', 46, 47, 3), box('west', 40, 46, 2.7), box('east', 47, 53, 2.2)]
    const row = (drop: number) =>
      withWorld(sceneOf(pieces, [shooter]), (world) =>
        [40.5, 44.5, 45.5, 46.5, 47.5, 48.5].map((x) => {
          const place = placeVirtualTarget(world, x, 45, { kind: 'top' }, medium, drop)
          return place.standable ? place.on : place.reason
        }),
      )
    expect(await row(0.5)).toEqual(['overhang', 'west', 'blocked', 'overhang', 'blocked', 'east'])
    expect(await row(1.0)).toEqual(['overhang', 'west', 'blocked', 'wall', 'blocked', 'east'])
  })

  it('asks the centre alone when the drop is as deep as the base is high (R-HM.7)', async () => {
    // The 1 cm wide, 2.7 cm high wall over open table: the rim hangs 2.7 cm over the table, so a
    // drop of 2.7 (or the editor's 100) takes the base at its centre; 2.6 does not.
    const at = (drop: number) => place(46.5, 45, { kind: 'top' }, [shooter], drop)
    expect(await at(100)).toMatchObject({ standable: true, on: 'wall-1', y: expect.closeTo(2.7, 6) })
    expect(await at(2.7)).toMatchObject({ standable: true, on: 'wall-1' })
    expect(await at(2.6)).toMatchObject({ standable: false, reason: 'overhang' })
  })

  it('refuses a negative drop, naming it', async () => {
    await expect(place(30, 45, { kind: 'top' }, [shooter], -0.1)).rejects.toThrow(/supportDropCm must be 0 or more, got -0.1/)
  })

  it('cannot stand where the base overlaps the wall or another figure; may touch both', async () => {
    // Centre 1.0 cm before the wall face (x = 46): the base (radius 1.25) reaches 0.25 cm into it.
    // A rim point's column (x = 46.24) meets the wall: the refusal names it.
    expect(await place(45, 45, { kind: 'ground' })).toEqual({ standable: false, reason: 'blocked', y: 0, surface: 0, by: 'wall-1' })
    // Centre 1.25 cm before the face: touching, standable.
    expect(await place(44.75, 45, { kind: 'ground' })).toEqual({ standable: true, y: 0, on: 'table' })
    // The shooter at (10, 0, 45), radius 1.25: centres 2 cm apart overlap, 2.5 cm apart touch.
    expect(await place(12, 45, { kind: 'ground' })).toEqual({ standable: false, reason: 'figure', y: 0, surface: 0, by: 'A' })
    expect(await place(12.5, 45, { kind: 'ground' })).toEqual({ standable: true, y: 0, on: 'table' })
    expect(await place(-1, 45, { kind: 'ground' })).toEqual({ standable: false, reason: 'off-table', y: null, surface: 0 })
  })
})
