import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { castleTestScene } from '../../../scene/castle/testScene'
import type { CastleSection } from '../../../scene/castle/schema'
import type { Scene } from '../../../scene/schema'
import { judgeCastlePorts } from '../../ports/castlePorts'
import { createSightlineStore } from '../createSightlineStore'
import { fakePorts, memoryStorage } from '../../ports/fakePorts'
import { SIDES_KEY } from './derived'
import { placeLadder, placePlank, placeSection } from './placement'
import { normalizeDegrees, snapSection } from './snap'

const wallAt = (id: string, x: number, z: number, rotationY = 0): CastleSection => ({
  id,
  kind: 'wall',
  side: 'castle',
  center: [x, 0, z],
  version: 'heavy',
  ...(rotationY ? { rotationY } : {}),
})
const emptyScene = (sections: CastleSection[] = []): Scene => ({
  format: 'sightline-scene',
  version: 1,
  name: 'siege',
  units: 'cm',
  table: { width: 120, depth: 90 },
  terrain: [],
  castle: { sections },
  figures: [],
})

describe('snapSection (edge to edge)', () => {
  it('puts a new wall end to end with a wall: centres 15.24 apart on the wall line', () => {
    // The wall at (40, 30) ends at x = 47.62; a new wall placed near (54, 31) snaps to (55.24, 30), unturned.
    const r = snapSection('wall', [54, 31], 10, [wallAt('w', 40, 30)])
    expect(r.snappedTo).toBe('w')
    expect(r.center[0]).toBeCloseTo(55.24, 9)
    expect(r.center[1]).toBeCloseTo(30, 9)
    expect(r.rotationY).toBe(0)
  })

  it('follows a turned wall: after one at 90 degrees (its line along z) the next lies 15.24 further along -z', () => {
    // rotationY 90 turns local +x to (cos 90, -sin 90) = (0, -1): the wall line runs along z, its ends at z 30 -/+ 7.62.
    const r = snapSection('wall', [40, 14], 90, [wallAt('w', 40, 30, 90)])
    expect(r.center[0]).toBeCloseTo(40, 9)
    expect(r.center[1]).toBeCloseTo(30 - 15.24, 9)
    expect(r.rotationY).toBe(90)
  })

  it('sets a wall radially against a round tower, its end touching the circle', () => {
    // Tower radius 4.445 at (40, 30); pointer east of it: the wall's end at x = 44.445, its centre 7.62 further.
    const tower: CastleSection = { id: 't', kind: 'roundTower', side: 'castle', center: [40, 0, 30], version: 'heavy' }
    const r = snapSection('wall', [52, 30.5], 0, [tower])
    expect(r.snappedTo).toBe('t')
    expect(r.center[0]).toBeCloseTo(40 + 4.445 + 7.62, 1)
    expect(Math.abs(r.center[1] - 30)).toBeLessThan(0.7)
  })

  it('leaves the piece where it was put when nothing is within reach', () => {
    expect(snapSection('citadel', [100, 80], 15, [wallAt('w', 40, 30)])).toEqual({ center: [100, 80], rotationY: 15, snappedTo: null })
  })

  it('property: a snapped wall never overlaps the wall it snaps to and shares an end with it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 23 }),
        fc.double({ min: -5, max: 5, noNaN: true }),
        fc.double({ min: -5, max: 5, noNaN: true }),
        (step, dx, dz) => {
          const rot = step * 15
          const other = wallAt('w', 60, 45, rot)
          // Aim near the other wall's +x end continuation: centre + 15.24 along its line.
          const a = (rot * Math.PI) / 180
          const r = snapSection('wall', [60 + 15.24 * Math.cos(a) + dx * 0.5, 45 - 15.24 * Math.sin(a) + dz * 0.5], rot, [other])
          expect(r.snappedTo).toBe('w')
          expect(Math.hypot(r.center[0] - 60, r.center[1] - 45)).toBeCloseTo(15.24, 6)
          expect(normalizeDegrees(r.rotationY - rot) % 180).toBeCloseTo(0, 6)
        },
      ),
    )
  })
})

describe('placing ladders, planks and sections', () => {
  it('sets a ladder against the wall face nearest the click, leaning out, reaching the top', () => {
    const r = placeLadder(emptyScene([wallAt('w-1', 60, 30)]), [61, 27], judgeCastlePorts())
    expect(r.ok).toBe(true)
    if (!r.ok) return
    // Outer face z = 28.095; foot 2.5 cm further out.
    expect(r.scene.ladders).toEqual([{ id: 'ladder-1', bottom: [61, 0, 25.595], top: [61, 10.16, 28.095], width: 2, against: 'w-1' }])
    expect(placeLadder(emptyScene([wallAt('w-1', 60, 30)]), [61, 20], judgeCastlePorts())).toMatchObject({
      ok: false,
      refusal: { code: 'ladder-not-at-wall' },
    })
  })

  it('lays a plank across a 3 cm gap to the next wall, parallel to the walkway', () => {
    // Walls end at x 67.62 and start again at 70.62: the plank runs from 67.12 to 71.12 (0.5 cm onto each top) at z 30.
    const r = placePlank(emptyScene([wallAt('w-1', 60, 30), wallAt('w-2', 78.24, 30)]), [68, 30.5], judgeCastlePorts())
    expect(r.ok && r.scene.castle?.planks).toEqual([{ id: 'plank-1', from: [67.12, 10.16, 30], to: [71.12, 10.16, 30], width: 3 }])
  })

  it('names new sections after their kind with the first free number', () => {
    const r = placeSection(
      emptyScene([wallAt('wall-1', 60, 30)]),
      { kind: 'section', section: 'wall', version: 'light' },
      [100, 80],
      0,
      'castle',
    )
    expect(r.ok && r.scene.castle?.sections[1]).toEqual({
      id: 'wall-2',
      kind: 'wall',
      side: 'castle',
      center: [100, 0, 80],
      version: 'light',
    })
  })
})

async function castleStore(storage = memoryStorage()) {
  const scene = castleTestScene()
  const store = createSightlineStore({ ...fakePorts({ 'hill-and-wall': JSON.stringify(scene) }, storage), castle: judgeCastlePorts() })
  await store.getState().boot({ scene: null, from: null, to: null })
  return store
}

describe('the siege editor in the store', () => {
  it('places a section with the palette, undo takes it away, redo brings it back', async () => {
    const store = await castleStore()
    const before = store.getState().scene!.castle!.sections.length
    store.getState().setSiegeEditing(true)
    store.getState().chooseSiegeTool({ kind: 'place', piece: { kind: 'section', section: 'citadel', version: 'heavy' } })
    store.getState().siegeClickAt([20, 0, 70], null)
    expect(store.getState().scene!.castle!.sections).toHaveLength(before + 1)
    expect(store.getState().siege.selected).toEqual({ kind: 'section', id: 'citadel-1' })
    expect(store.getState().castle.sections.find((s) => s.id === 'citadel-1')).toMatchObject({ fortification: 4, points: 173 })
    store.getState().undo()
    expect(store.getState().scene!.castle!.sections).toHaveLength(before)
    store.getState().redo()
    expect(store.getState().scene!.castle!.sections).toHaveLength(before + 1)
  })

  it('turns the chosen section in 15-degree steps and removes it with its ladders', async () => {
    const store = await castleStore()
    store.getState().setSiegeEditing(true)
    store.getState().siegeClickAt([47.3, 10.16, 30], { kind: 'section', id: 'w-left' })
    store.getState().rotateSiege(15)
    store.getState().rotateSiege(-30)
    expect(store.getState().scene!.castle!.sections.find((s) => s.id === 'w-left')?.rotationY).toBe(345)
    store.getState().deleteSiegeSelection()
    expect(store.getState().scene!.castle!.sections.some((s) => s.id === 'w-left')).toBe(false)
    expect(store.getState().scene!.ladders).toEqual([])
  })

  it('opens a portal with a click, and refuses to close one on a base with the reason and clause', async () => {
    const store = await castleStore()
    store.getState().togglePortal('gh', 'portcullis')
    expect(store.getState().castle.sections.find((s) => s.id === 'gh')?.portals[0].state).toBe('open')
    // The guard stands in the passage at (60, 0, 30); move it under the double door (z 34.5) and try to close that.
    const scene = store.getState().scene!
    store
      .getState()
      .commitScene({ ...scene, figures: scene.figures.map((f) => (f.id === 'guard' ? { ...f, position: [60, 0, 34.5] } : f)) })
    store.getState().togglePortal('gh', 'double-door')
    expect(store.getState().siege.message).toMatchObject({
      kind: 'refusal',
      code: 'portal-closes-on-base',
      params: { blockers: 'guard' },
      clause: { section: 'Sonderregeln für Castle Sektionen: Torhaus' },
    })
    expect(store.getState().castle.sections.find((s) => s.id === 'gh')?.portals[1].state).toBe('open')
  })

  it('damages and repairs a dial click by click', async () => {
    const store = await castleStore()
    store.getState().changeSectionDial('w-far', 1)
    store.getState().changeSectionDial('w-far', 1)
    expect(store.getState().castle.sections.find((s) => s.id === 'w-far')).toMatchObject({ click: 2, fortification: 3 })
    store.getState().changeSectionDial('w-far', -1)
    expect(store.getState().castle.sections.find((s) => s.id === 'w-far')?.click).toBe(1)
  })

  it('saves the chosen sides in the scene (castle.setup, undoable) and checks the set-up against them', async () => {
    const storage = memoryStorage()
    const store = await castleStore(storage)
    const defaults = store.getState().castle.sides
    expect(defaults).toEqual({ castleSide: 'castle', castleEdge: 'north', opponentZoneDepthIn: 8 })
    store.getState().setSiegeSides({ ...defaults!, castleEdge: 'south' })
    expect(store.getState().scene?.castle?.setup).toEqual({ castleSide: 'castle', castleEdge: 'south', opponentZoneDepthIn: 8 })
    expect(storage.data.get(SIDES_KEY)).toBeUndefined()
    // From the south edge (z = 90) the keep's far side (z 53.65) is 36.35 cm = 14.3 in away, the walls' (z 28.095) 24.4 in.
    const far = store
      .getState()
      .castle.setup!.problems.filter((p) => p.code === 'section-too-far-from-edge')
      .map((p) => p.subject)
    expect(far).toContain('w-left')
    expect(far).not.toContain('keep')
    store.getState().undo()
    expect(store.getState().scene?.castle?.setup).toBeUndefined()
    expect(store.getState().castle.sides?.castleEdge).toBe('north')
  })
})
