import { describe, expect, it } from 'vitest'
import { castleTestScene } from '../../../scene/castle/testScene'
import type { CastleSection, Plank } from '../../../scene/castle/schema'
import type { Scene } from '../../../scene/schema'
import { validateScene } from '../../../scene/validate'
import { judgeCastlePorts } from '../../ports/castlePorts'
import { createSightlineStore } from '../createSightlineStore'
import { fakePorts, memoryStorage } from '../../ports/fakePorts'
import { dragTo } from './drag'

/** Ruling R-SE-10: planks resting on a moved or turned section. */
const planksOf = (scene: Scene | null): Plank[] => scene?.castle?.planks ?? []
const moved = (scene: Scene, id: string, at: [number, number]) => {
  const r = dragTo(scene, { kind: 'section', id }, at, 0, judgeCastlePorts())
  if (!r.ok) throw new Error(r.refusal.reason)
  return r
}
const plankWarnings = (scene: Scene) => {
  const r = validateScene(scene)
  return r.ok ? r.warnings.filter((w) => String(w.path).includes('planks')) : ['invalid']
}

/** One wall at (40, 30) with a 4 cm stub plank off its +x end (47.62): it rests on that wall only. */
function stubScene(): Scene {
  const wall: CastleSection = { id: 'w', kind: 'wall', side: 'castle', center: [40, 0, 30], version: 'heavy' }
  return {
    format: 'sightline-scene',
    version: 1,
    name: 'stub',
    units: 'cm',
    table: { width: 120, depth: 90 },
    terrain: [],
    figures: [],
    castle: { sections: [wall], planks: [{ id: 'p', from: [47.12, 10.16, 30], to: [51.62, 10.16, 30], width: 3, name: 'Brett' }] },
  }
}

describe('planks on a moved section (R-SE-10)', () => {
  it('carries a plank resting only on the moved section: shifted with it', () => {
    // No other section to snap to: the centre goes to (40, 50), everything on it shifts by (0, +20).
    const r = moved(stubScene(), 'w', [40, 50])
    expect(planksOf(r.scene)).toEqual([{ id: 'p', from: [47.12, 10.16, 50], to: [51.62, 10.16, 50], width: 3, name: 'Brett' }])
    expect(r.notes).toEqual([])
  })

  it('turns such a plank with the section', async () => {
    const { store } = await siegeStore(stubScene())
    const s = store.getState
    s().selectSiegeItem({ kind: 'section', id: 'w' })
    s().rotateSiege(90)
    // Local (7.12, 0) turned by 90 degrees: x = 40 + cos 90 * 7.12 = 40, z = 30 - sin 90 * 7.12 = 22.88; (11.62, 0) -> z 18.38.
    expect(planksOf(s().scene)).toEqual([{ id: 'p', from: [40, 10.16, 22.88], to: [40, 10.16, 18.38], width: 3, name: 'Brett' }])
  })

  it('lays a plank again across the new gap when its other end rests on a section that stayed', () => {
    // plank-1 spans w-gate (ends at x 80.32) and w-far. w-far to (95.94, 30): 8 cm from its snap
    // point (87.94), so no snap; it now starts at 88.32. Laid again from w-gate's walkway end:
    // from 80.32 - 0.5 = 79.82, across the 8 cm gap, 0.5 onto w-far: to 88.82.
    const r = moved(castleTestScene(), 'w-far', [95.94, 30])
    expect(planksOf(r.scene)).toEqual([{ id: 'plank-1', from: [79.82, 10.16, 30], to: [88.82, 10.16, 30], width: 3 }])
    expect(r.notes).toEqual([expect.stringMatching(/plank "plank-1" laid again/)])
    expect(plankWarnings(r.scene)).toEqual([])
  })

  it('takes a plank away when no plank of at most 10 cm reaches across, with a note', () => {
    // w-far to (105, 30): it starts at 97.38, 17 cm from w-gate's end - wider than a plank reaches.
    const r = moved(castleTestScene(), 'w-far', [105, 30])
    expect(planksOf(r.scene)).toEqual([])
    expect(r.notes).toEqual([expect.stringMatching(/plank "plank-1" taken away.*"w-far"/)])
  })

  it('leaves planks that do not rest on the moved section alone', () => {
    const r = moved(castleTestScene(), 'keep', [20, 70])
    expect(planksOf(r.scene)).toEqual(planksOf(castleTestScene()))
    expect(r.notes).toEqual([])
  })

  it('drags, tells what happened on the drop, and undoes section and plank in one step', async () => {
    const { store } = await siegeStore(castleTestScene())
    const s = store.getState
    const past = s().history.past.length
    s().beginSiegeDrag({ kind: 'section', id: 'w-far' }, [90.94, 10.16, 30])
    s().siegeDragTo(105, 30)
    s().endSiegeDrag()
    expect(planksOf(s().scene)).toEqual([])
    expect(s().siege.message).toMatchObject({ kind: 'done', text: expect.stringMatching(/taken away/) })
    expect(s().history.past.length).toBe(past + 1)
    s().undo()
    expect(planksOf(s().scene)).toEqual(planksOf(castleTestScene()))
  })

  it('the "Move to…" tool does the same', async () => {
    const { store } = await siegeStore(castleTestScene())
    const s = store.getState
    s().selectSiegeItem({ kind: 'section', id: 'w-far' })
    s().chooseSiegeTool({ kind: 'move' })
    s().siegeClickAt([95.94, 0, 30], null)
    expect(planksOf(s().scene)).toEqual([{ id: 'plank-1', from: [79.82, 10.16, 30], to: [88.82, 10.16, 30], width: 3 }])
    expect(s().siege.message?.text).toMatch(/laid again/)
  })
})

async function siegeStore(scene: Scene) {
  const store = createSightlineStore({
    ...fakePorts({ 'hill-and-wall': JSON.stringify(scene) }, memoryStorage()),
    castle: judgeCastlePorts(),
  })
  await store.getState().boot({ scene: null, from: null, to: null })
  store.getState().setSiegeEditing(true)
  return { store }
}
