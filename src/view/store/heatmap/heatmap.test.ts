import { describe, expect, it } from 'vitest'
import { createSightlineStore } from '../createSightlineStore'
import { fakePorts, sampleScene } from '../../ports/fakePorts'
import { inThreadHeatmapPorts } from '../../ports/heatmapPorts'
import { CELL, DEFAULT_HEATMAP_LEVEL } from '../../ports'
import type { Scene } from '../../../scene/schema'
import { leftOutOf } from './actions'
import { cellAt, cellView, mapIsStale, shownCell } from './cells'
import type { HeatmapMap } from './types'
import { defaultPorts } from '../../ports/defaultPorts'
import type { TableWorld } from '../../ports'

/**
 * sampleScene: a 90 x 90 cm table, a 4 cm wall (x 35..55, z 44..46), a1 (red, medium) at
 * (45, 20) and b1 (blue, medium) at (45, 70). At 2.5 cm the grid is 36 x 36 cells, centres at
 * 1.25 + 2.5 k: the cell at (43.75, 18.75) lies 1.77 cm from a1's centre, less than two base
 * radii (2.5), so no medium figure can stand there; the same holds for b1 at (43.75, 68.75).
 */
const STEP = 2.5
const grid = { nx: 36, nz: 36, step: STEP }
const nearA1 = cellAt(grid, 43.75, 18.75) as number
const nearB1 = cellAt(grid, 43.75, 68.75) as number
const open = cellAt(grid, 13.75, 31.25) as number

async function booted() {
  const scene = sampleScene('heat')
  const store = createSightlineStore(fakePorts({ heat: JSON.stringify(scene) }))
  await store.getState().boot({ scene: 'heat', from: 'a1', to: 'b1' })
  store.getState().setHeatmapOpen(true)
  store.getState().setHeatmapChoice({ step: STEP })
  return store
}

describe('heat map store (store/heatmap, on in-thread workers)', () => {
  it('opens with the chosen pair: from the shooter, the target side and size', async () => {
    const store = await booted()
    expect(store.getState().heatmap.choice).toMatchObject({ from: 'a1', side: 'blue', profile: 'medium', withoutTarget: true })
  })

  it('asks of the level the command line asks of when none is named: the highest surface (R-HM.6)', async () => {
    const store = await booted()
    // The player's pass: the panel started on the table while `--heatmap` mapped the highest surface.
    expect(DEFAULT_HEATMAP_LEVEL).toBe('top')
    expect(store.getState().heatmap.choice.level).toBe(DEFAULT_HEATMAP_LEVEL)
    // A level the scene no longer offers falls back to the same default, not to the table.
    store.getState().setHeatmapChoice({ level: 'no-such-piece' })
    store.getState().setHeatmapOpen(false)
    store.getState().setHeatmapOpen(true)
    expect(store.getState().heatmap.choice.level).toBe(DEFAULT_HEATMAP_LEVEL)
  })

  it('refines coarse first and ends with the values the judge gives for the same scene without the target', async () => {
    const store = await booted()
    const seen: { done: number; pending: number }[] = []
    const unsubscribe = store.subscribe((s) => {
      const map = s.heatmap.map
      if (s.heatmap.status === 'running' && map && s.heatmap.progress)
        seen.push({ done: s.heatmap.progress.done, pending: map.values.state.filter((v) => v === CELL.pending).length })
    })
    await store.getState().startHeatmap()
    unsubscribe()
    const { heatmap, scene } = store.getState()
    expect(heatmap.status).toBe('done')
    expect(heatmap.progress).toMatchObject({ done: 1296, total: 1296 })
    // The first picture has cells still to come, and every later one fewer.
    expect(seen[0].pending).toBeGreaterThan(0)
    expect(seen.map((p) => p.pending)).toEqual([...seen.map((p) => p.pending)].sort((a, b) => b - a))
    // The same question asked of the port directly, on the scene without b1.
    const withoutB1: Scene = { ...(scene as Scene), figures: (scene as Scene).figures.filter((f) => f.id !== 'b1') }
    const ports = inThreadHeatmapPorts()
    const checked = ports.specOf(withoutB1, { from: 'a1', side: 'blue', profile: 'medium', step: STEP, level: 'top' })
    if (!checked.ok) throw new Error(checked.message)
    const reference = await ports.run(withoutB1, checked.spec, {})
    expect(Array.from(heatmap.map?.values.state ?? [])).toEqual(Array.from(reference.values.state))
    expect(Array.from(heatmap.map?.values.cover ?? [])).toEqual(Array.from(reference.values.cover))
    // a1 is in the way of a figure next to it; b1, left out, is not.
    expect(heatmap.map?.values.state[nearA1]).toBe(CELL.figure)
    expect(heatmap.map?.values.state[nearB1]).toBe(CELL.judged)
    // Open ground 31 cm from a1 with nothing between: seen by its one shooter, in no cover.
    expect([heatmap.map?.values.state[open], heatmap.map?.values.seeing[open], heatmap.map?.values.cover[open]]).toEqual([
      CELL.judged,
      1,
      0,
    ])
  })

  it('keeps the target in the map when asked to: its own place is then taken', async () => {
    const store = await booted()
    store.getState().setHeatmapChoice({ withoutTarget: false })
    await store.getState().startHeatmap()
    expect(store.getState().heatmap.map?.values.state[nearB1]).toBe(CELL.figure)
  })

  it('cancels: the run stops with what it judged, the rest pending', async () => {
    const store = await booted()
    const unsubscribe = store.subscribe((s) => {
      if (s.heatmap.progress) s.cancelHeatmap()
    })
    await store.getState().startHeatmap()
    unsubscribe()
    const { heatmap } = store.getState()
    expect(heatmap.status).toBe('cancelled')
    const pending = Array.from(heatmap.map?.values.state ?? []).filter((v) => v === CELL.pending).length
    expect(pending).toBeGreaterThan(0)
    expect(pending).toBeLessThan(1296)
  })

  it('a new run cancels the old one, whose end then changes nothing', async () => {
    const store = await booted()
    const first = store.getState().startHeatmap()
    store.getState().setHeatmapChoice({ step: 5 })
    const second = store.getState().startHeatmap()
    await Promise.all([first, second])
    const { heatmap } = store.getState()
    expect(heatmap.status).toBe('done')
    expect(heatmap.map?.grid).toEqual({ nx: 18, nz: 18, step: 5 })
    expect(heatmap.progress).toMatchObject({ done: 324, total: 324 })
  })

  it('names the control at fault', async () => {
    const store = await booted()
    store.getState().setHeatmapChoice({ from: 'nobody' })
    await store.getState().startHeatmap()
    expect(store.getState().heatmap).toMatchObject({ status: 'failed', error: { field: 'from' } })
  })

  it('a click moves the target to the cell as one undo step; the map stays fresh, as b1 was left out of it', async () => {
    const store = await booted()
    await store.getState().startHeatmap()
    const past = store.getState().history.past.length
    store.getState().clickHeatmapCell(open)
    const b1 = store.getState().scene?.figures.find((f) => f.id === 'b1')
    expect(b1?.position).toEqual([13.75, 0, 31.25])
    expect(store.getState().heatmap.notice).toEqual({ kind: 'moved', figureId: 'b1', x: 13.75, z: 31.25 })
    expect(store.getState().history.past.length).toBe(past + 1)
    const map = store.getState().heatmap.map
    if (!map) throw new Error('no map')
    expect(mapIsStale(map, store.getState().scene)).toBe(false)
    store.getState().undo()
    expect(store.getState().scene?.figures.find((f) => f.id === 'b1')?.position).toEqual([45, 0, 70])
    // Moving a shooter changes what the map shows: stale until computed again.
    const scene = store.getState().scene as Scene
    store.getState().commitScene({ ...scene, figures: scene.figures.map((f) => (f.id === 'a1' ? { ...f, position: [10, 0, 10] } : f)) })
    expect(mapIsStale(map, store.getState().scene)).toBe(true)
  })

  it('goes stale when what the answer depends on changes: the rule profile, the size profile, the level, the target left out; not the colouring', async () => {
    const store = await booted()
    await store.getState().startHeatmap()
    const map = store.getState().heatmap.map
    if (!map) throw new Error('no map')
    const asking = () => {
      const s = store.getState()
      return { choice: s.heatmap.choice, revision: s.rules.revision, leftOut: leftOutOf(s.heatmap.choice, s.targetId) }
    }
    const stale = () => mapIsStale(map, store.getState().scene, asking())
    expect(stale()).toBe(false)
    store.getState().setHeatmapChoice({ metric: 'sight' })
    expect(stale()).toBe(false)
    store.getState().setHeatmapChoice({ profile: 'large' })
    expect(stale()).toBe(true)
    store.getState().setHeatmapChoice({ profile: 'medium', level: 'ground' })
    expect(stale()).toBe(true)
    store.getState().setHeatmapChoice({ level: 'top', withoutTarget: false })
    expect(stale()).toBe(true)
    store.getState().setHeatmapChoice({ withoutTarget: true })
    expect(stale()).toBe(false)
    // Another rule profile in use (another eye point, other cover thresholds): the same scene, another answer.
    const other = store.getState().rules.shipped.find((p) => p.name !== store.getState().rules.chosen)
    if (!other) throw new Error('one shipped profile only')
    store.getState().chooseRuleProfile(other.name)
    expect(stale()).toBe(true)
  })

  it('says why a click moved nothing: no target, the target shoots, no room there (naming what is in the way)', async () => {
    // The fake ports' world has no colliders: the one cell's refusal is asked of a real world of the same scene.
    const fake = fakePorts({ heat: JSON.stringify(sampleScene('heat')) })
    let real: TableWorld | null = null
    const store = createSightlineStore({
      ...fake,
      heatmap: { ...fake.heatmap, cellRefusal: (_world, spec, x, z) => fake.heatmap.cellRefusal(real as TableWorld, spec, x, z) },
    })
    await store.getState().boot({ scene: 'heat', from: 'a1', to: 'b1' })
    store.getState().setHeatmapOpen(true)
    // On the table: the wall's foot below refuses cells as in the way, not as hung off its top.
    store.getState().setHeatmapChoice({ step: STEP, level: 'ground' })
    real = await defaultPorts().createWorld(store.getState().scene as Scene)
    await store.getState().startHeatmap()
    store.getState().clickHeatmapCell(nearA1)
    // The notice names the figure, why (a1's base overlaps the cell's) and the level asked.
    expect(store.getState().heatmap.notice).toEqual({ kind: 'cannotStand', figureId: 'b1', reason: 'figure', level: 'ground', by: 'a1' })
    // The cell at (43.75, 43.75): its centre 0.25 cm before the wall's face (z = 44), the base
    // (radius 1.25) reaches 1 cm into the wall. Hovered, its readout names the wall.
    const atWall = cellAt(grid, 43.75, 43.75) as number
    expect(store.getState().heatmap.map?.values.state[atWall]).toBe(CELL.blocked)
    store.getState().hoverHeatmapCell(atWall)
    expect(store.getState().heatmap.hoverBy).toBe('wall')
    store.getState().hoverHeatmapCell(open)
    expect(store.getState().heatmap.hoverBy).toBeNull()
    store.getState().setPair('b1', 'a1')
    store.getState().clickHeatmapCell(open)
    expect(store.getState().heatmap.notice).toEqual({ kind: 'targetIsShooter', figureId: 'a1' })
    store.getState().clearSelection()
    store.getState().clickHeatmapCell(open)
    expect(store.getState().heatmap.notice).toEqual({ kind: 'needTarget' })
    expect(store.getState().scene?.figures.map((f) => f.position)).toEqual([
      [45, 0, 20],
      [45, 0, 70],
    ])
    ;(real as TableWorld | null)?.dispose()
  })
})

describe('heat map cells (store/heatmap/cells.ts)', () => {
  it('finds the cell under a point and none off the grid', () => {
    expect(cellAt(grid, 0, 0)).toBe(0)
    expect(cellAt(grid, 89.9, 0)).toBe(35)
    expect(cellAt(grid, 2.5, 2.5)).toBe(37)
    expect(cellAt(grid, 90, 10)).toBeNull()
    expect(cellAt(grid, -0.1, 10)).toBeNull()
  })

  it("a refused cell's height is where the map draws it, not a place to stand (cellView)", () => {
    const values = {
      state: Uint8Array.of(CELL.noLevel, CELL.judged),
      seeing: new Uint16Array(2),
      visible: new Float32Array(2),
      hidden: new Float32Array(2),
      cover: new Uint8Array(2),
      y: Float32Array.of(6, 2),
    }
    const map = { grid: { nx: 2, nz: 1, step: 1 }, values, shooters: ['a1'] } as unknown as HeatmapMap
    expect(cellView(map, 0)).toMatchObject({ state: 'noLevel', y: null })
    expect(cellView(map, 1)).toMatchObject({ state: 'judged', y: 2 })
  })

  it('a cell not judged yet borrows the colour of the coarse lattice cell at or before it', () => {
    const small = { nx: 8, nz: 8, step: 1 }
    const state = new Uint8Array(64)
    state[0] = CELL.judged
    state[4 * 8 + 4] = CELL.blocked
    const values = {
      state,
      seeing: new Uint16Array(64),
      visible: new Float32Array(64),
      hidden: new Float32Array(64),
      cover: new Uint8Array(64),
      y: new Float32Array(64),
    }
    expect(shownCell(small, values, 3 * 8 + 3)).toBe(0)
    expect(shownCell(small, values, 5 * 8 + 7)).toBe(4 * 8 + 4)
    expect(shownCell(small, values, 4 * 8 + 4)).toBe(4 * 8 + 4)
  })
})
