import { describe, expect, it } from 'vitest'
import { boxPiece, sceneOf, withWorld } from '../../geometry/testScene'
import { virtualFigure } from '../../geometry/sight/virtualTarget'
import type { Figure, TerrainPiece } from '../../scene/schema'
import { judgeSight, withDefaults } from '../judge'
import { cellRefusal, judgeCells, judgeVirtual } from './cells'
import { gridOf, passesOf } from './grid'
import { runHeatmap, type HeatmapProgress } from './run'
import { heatmapSpec, HeatmapRequestError } from './spec'
import { CELL, UNSEEN, type HeatmapValues } from './types'
import { inThreadEndpoint } from './worker'

const shooter: Figure = { id: 'A', side: 'red', size: 'medium', position: [5, 0, 20] }
/** A wall taller than the eye (6 cm against 4): x 20..21, z 10..30. */
const tallWall = boxPiece('wall', 20.5, 20, [1, 6, 20])
/** 40 x 40 cm at 2.5 cm: 16 x 16 cells, a coarse lattice every 2nd cell, then the rest. */
const scene = sceneOf([tallWall], [shooter, { id: 'B', side: 'blue', size: 'medium', position: [35, 0, 35] }], {
  table: { width: 40, depth: 40 },
})
const spec = heatmapSpec(scene, { from: 'A', profile: 'medium', step: 2.5, level: 'ground' })
const cellAt = (x: number, z: number) => Math.floor(z / 2.5) * 16 + Math.floor(x / 2.5)
const all = Int32Array.from({ length: 256 }, (_, k) => k)
const run = (options: Partial<Parameters<typeof runHeatmap>[2]> = {}) =>
  runHeatmap(scene, spec, { spawn: inThreadEndpoint, workers: 2, ...options })

function expectSame(a: HeatmapValues, b: HeatmapValues) {
  expect(Array.from(a.state)).toEqual(Array.from(b.state))
  expect(Array.from(a.seeing)).toEqual(Array.from(b.seeing))
  expect(Array.from(a.visible)).toEqual(Array.from(b.visible))
  expect(Array.from(a.hidden)).toEqual(Array.from(b.hidden))
  expect(Array.from(a.cover)).toEqual(Array.from(b.cover))
  expect(Array.from(a.y)).toEqual(Array.from(b.y))
}

describe('heat map grid', () => {
  it('covers every cell once, coarse lattice first', () => {
    const grid = gridOf(40, 40, 2.5)
    expect(grid).toEqual({ nx: 16, nz: 16, step: 2.5 })
    const passes = passesOf(grid)
    expect(passes.map((p) => [p.stride, p.cells.length])).toEqual([
      [2, 64],
      [1, 192],
    ])
    expect(new Set(passes.flatMap((p) => p.cells)).size).toBe(256)
    // 90 cm at 1 cm: 90 x 90 cells (issue 15's 8,100), lattices every 8th, 4th, 2nd cell, then all.
    expect(passesOf(gridOf(90, 90, 1)).map((p) => p.stride)).toEqual([8, 4, 2, 1])
  })
})

describe('heat map (judge/heatmap, src on two in-thread workers)', () => {
  it('equals judging every cell alone, whatever the order and the worker', async () => {
    const brute = await withWorld(scene, (world) => judgeCells(world, spec, all))
    const progress: HeatmapProgress[] = []
    const result = await run({ onProgress: (p) => progress.push({ ...p }) })
    expect(result.cancelled).toBe(false)
    expect(result.judged).toBe(256)
    expectSame(result.values, brute)
    expect(progress.at(-1)).toMatchObject({ done: 256, total: 256, pass: 1, passes: 2 })
    expect(progress[0].pass).toBe(0)
  })

  it('rules open ground seen without cover, the shadow of a wall taller than the eye unseen, and no place inside wall or shooter', async () => {
    const { values } = await run()
    // (13.75, 21.25): nothing between it and the eye at (5, 4, 20): all seen, no cover.
    const open = cellAt(13.75, 21.25)
    expect([values.state[open], values.seeing[open], values.cover[open], values.hidden[open]]).toEqual([CELL.judged, 1, 0, 0])
    expect(values.visible[open]).toBeCloseTo(1, 6)
    // (23.75, 21.25): every ray from the eye (height 4) to the profile (at most 4 high) stays
    // at or below 4 and crosses x 20..21 at z = 20 + (z' - 20) 15 / (x' - 5), within 19 and 22
    // for the profile's z' of 20 to 22.5: inside the wall's 10..30, under its top at 6.
    const shadow = cellAt(23.75, 21.25)
    expect([values.state[shadow], values.seeing[shadow], values.cover[shadow]]).toEqual([CELL.judged, 0, UNSEEN])
    expect(Number.isNaN(values.hidden[shadow])).toBe(true)
    // (21.25, 21.25): the base (x 20..22.5) overlaps the wall (x 20..21).
    expect(values.state[cellAt(21.25, 21.25)]).toBe(CELL.blocked)
    // (6.25, 21.25): 1.77 cm from the shooter's centre, less than the two radii (2.5).
    expect(values.state[cellAt(6.25, 21.25)]).toBe(CELL.figure)
  })

  it('adaptive: judges fewer cells and agrees on every cell it judged', async () => {
    const full = (await run()).values
    const quick = await run({ adaptive: true })
    expect(quick.judged).toBeLessThan(256)
    for (let k = 0; k < 256; k++) {
      if (quick.values.state[k] === CELL.inferred) continue
      expect([quick.values.state[k], quick.values.seeing[k], quick.values.cover[k]]).toEqual([full.state[k], full.seeing[k], full.cover[k]])
    }
  })

  it('stops when cancelled, keeping what was judged', async () => {
    const abort = new AbortController()
    const result = await run({ batch: 16, onProgress: () => abort.abort(), signal: abort.signal })
    expect(result.cancelled).toBe(true)
    expect(result.judged).toBeGreaterThan(0)
    expect(result.judged).toBeLessThan(256)
    expect(Array.from(result.values.state).filter((s) => s === CELL.pending).length).toBe(256 - result.judged)
  })
})

describe('virtual target against a real figure at the same place (judge: sight and cover)', () => {
  it('gives the same line of sight, hidden share and cover behind a low wall', async () => {
    // The 2.7 cm wall of sight.test.ts, x 46..47; the target 0.25 cm behind it at x = 48.5,
    // about two thirds hidden (similar triangles there): hard cover from a building.
    const lowWall: TerrainPiece = { id: 'wall-1', shape: 'box', center: [46.5, 1.35, 45], size: [1, 2.7, 30], type: 'building' }
    const from: Figure = { id: 'A', side: 'red', size: 'medium', position: [10, 0, 45] }
    const real: Figure = { id: 'B', side: 'blue', size: 'medium', position: [48.5, 0, 45] }
    const settings = withDefaults()
    const placed = await withWorld(sceneOf([lowWall], [from, real]), (world) => judgeSight(world, 'A', 'B', settings).ruling)
    const virtual = await withWorld(sceneOf([lowWall], [from]), (world) =>
      judgeVirtual(world, from, virtualFigure({ size: 'medium', side: 'blue' }, [48.5, 0, 45]), settings),
    )
    expect(virtual.hiddenShare).toBeGreaterThan(0.66)
    expect(virtual.hiddenShare).toBeLessThan(0.675)
    expect([virtual.lineOfSight, virtual.hiddenShare, virtual.cover, virtual.touchingCover]).toEqual([
      placed.lineOfSight,
      placed.hiddenShare,
      placed.cover,
      placed.touchingCover,
    ])
    expect(virtual.cover).not.toBe('none')
  })
})

describe('heatmapSpec (a request checked against the scene)', () => {
  const fieldOf = (request: Partial<Parameters<typeof heatmapSpec>[1]>) => {
    try {
      heatmapSpec(scene, { from: 'A', profile: 'medium', step: 1, level: 'ground', ...request })
    } catch (error) {
      return error instanceof HeatmapRequestError ? error.field : 'other'
    }
    return null
  }

  it('names the field at fault', () => {
    expect(fieldOf({})).toBeNull()
    expect(fieldOf({ from: 'nobody' })).toBe('from')
    expect(fieldOf({ profile: 'giant' })).toBe('profile')
    expect(fieldOf({ step: 0 })).toBe('step')
    expect(fieldOf({ step: Number.NaN })).toBe('step')
    expect(fieldOf({ level: 'moon' })).toBe('level')
    expect(fieldOf({ from: 'all' })).toBe('side')
    expect(fieldOf({ side: 'red' })).toBe('side')
  })

  it('takes a side for its figures and all for every enemy of the target', () => {
    expect(heatmapSpec(scene, { from: 'blue', profile: 'medium', step: 1, level: 'top' })).toMatchObject({ shooters: ['B'], side: 'red' })
    expect(heatmapSpec(scene, { from: 'all', side: 'blue', profile: 'small', step: 1, level: 'ground' })).toMatchObject({
      shooters: ['A'],
      level: { kind: 'ground' },
    })
    // The wall's top is 1 cm across, narrower than any base (2.5 cm at least): no level to stand on (R-HM.4).
    expect(() => heatmapSpec(scene, { from: 'all', side: 'blue', profile: 'small', step: 1, level: 'wall' })).toThrow(/"wall" has no top/)
  })
})

describe('the drop a base may overhang, a reading of the rule profile (R-HM.5, sight.supportDropCm)', () => {
  // A 3 cm wall, x 46..47, between a tile 0.3 cm lower (top 2.7, x 40..46) and one 0.8 cm lower
  // (top 2.2, x 47..53), all z 30..60, on a 60 cm table at 3 cm: cell (15, 15) is centred on the
  // wall at (46.5, 46.5). A medium base's rim points (1.24 from the centre) lie over the tiles,
  // 0.3 cm below on the west, 0.8 cm on the east: it hangs off under 0.5, stands under 1.0.
  const tiles = [boxPiece('wall', 46.5, 45, [1, 3, 30]), boxPiece('west', 43, 45, [6, 2.7, 30]), boxPiece('east', 50, 45, [6, 2.2, 30])]
  const onWall = sceneOf(tiles, [{ id: 'A', side: 'red', size: 'medium', position: [10, 0, 45] }], { table: { width: 60, depth: 60 } })
  const request = { from: 'A', profile: 'medium', step: 3, level: 'top' } as const
  const strict = heatmapSpec(onWall, request)
  const lenient = heatmapSpec(onWall, { ...request, settings: withDefaults({ sight: { supportDropCm: 1 } }) })
  const k = 15 * 20 + 15

  it('is carried by the spec: the default 0.5, the request’s settings otherwise', () => {
    expect(strict.settings.sight.supportDropCm).toBe(0.5)
    expect(lenient.settings.sight.supportDropCm).toBe(1)
  })

  it('flips the cell on the wall from "no surface of this level" to judged, through the workers as alone', async () => {
    const one = Int32Array.of(k)
    const alone = await withWorld(onWall, (world) => ({
      strict: judgeCells(world, strict, one),
      lenient: judgeCells(world, lenient, one),
      why: [cellRefusal(world, strict, 46.5, 46.5), cellRefusal(world, lenient, 46.5, 46.5)],
    }))
    expect(alone.strict.state[0]).toBe(CELL.noLevel)
    expect(alone.lenient.state[0]).toBe(CELL.judged)
    expect(alone.lenient.y[0]).toBeCloseTo(3, 6)
    expect(alone.why).toEqual([{ reason: 'overhang', by: 'wall' }, null])
    const viaWorkers = await runHeatmap(onWall, lenient, { spawn: inThreadEndpoint, workers: 2 })
    expect(viaWorkers.values.state[k]).toBe(CELL.judged)
    const strictWorkers = await runHeatmap(onWall, strict, { spawn: inThreadEndpoint, workers: 2 })
    expect(strictWorkers.values.state[k]).toBe(CELL.noLevel)
  })
})
