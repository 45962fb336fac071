import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { createSightlineStore } from './createSightlineStore'
import { fakePorts, memoryStorage, sampleScene, type FakeWorld } from '../ports/fakePorts'
import { CORRUPT_PREFIX, SCENE_KEY } from './persistence'
import type { SceneLink } from '../sceneLinks'

const shipped = { 'hill-and-wall': JSON.stringify(sampleScene('hill')), other: JSON.stringify(sampleScene('other')) }
const noLink: SceneLink = { scene: null, from: null, to: null }

async function booted(storage = memoryStorage(), link = noLink) {
  const store = createSightlineStore(fakePorts(shipped, storage))
  await store.getState().boot(link)
  return store
}

describe('sightline store', () => {
  it('opens the default scene when there is no link and nothing saved', async () => {
    const store = await booted()
    expect(store.getState().status).toBe('ready')
    expect(store.getState().scene?.name).toBe('hill')
  })

  it('follows a link to a shipped scene and judges its pair', async () => {
    const store = await booted(memoryStorage(), { scene: 'other', from: 'a1', to: 'b1' })
    expect(store.getState().scene?.name).toBe('other')
    expect(store.getState().judgement?.ruling.lines[0]).toEqual({ key: 'targetX', value: 45 })
  })

  it('restores the dragged figure on undo and moves it again on redo', async () => {
    const store = await booted()
    const s = store.getState()
    s.beginDrag('a1')
    s.dragTo(10, 30, 0)
    s.dragTo(12, 31, 0)
    store.getState().endDrag()
    expect(store.getState().scene?.figures[0].position).toEqual([12, 0, 31])
    store.getState().undo()
    expect(store.getState().scene?.figures[0].position).toEqual([45, 0, 20])
    expect((store.getState().world as unknown as FakeWorld).scene.figures[0].position).toEqual([45, 0, 20])
    store.getState().redo()
    expect(store.getState().scene?.figures[0].position).toEqual([12, 0, 31])
  })

  it('stands a dragged figure on the surface under the pointer', async () => {
    const store = await booted()
    store.getState().beginDrag('a1')
    store.getState().dragTo(45, 40, 4)
    expect(store.getState().scene?.figures[0].position).toEqual([45, 4, 40])
  })

  it('re-judges while dragging the target', async () => {
    const store = await booted()
    store.getState().setPair('a1', 'b1')
    store.getState().beginDrag('b1')
    store.getState().dragTo(30, 70, 0)
    expect(store.getState().judgement?.ruling.lines[0].value).toBe(30)
  })

  it('keeps the scene and lists every problem when a file fails', async () => {
    const store = await booted()
    const before = store.getState().scene
    expect(await store.getState().openSceneText('!bad', 'bad.json')).toBe(false)
    expect(store.getState().scene).toBe(before)
    expect(store.getState().notices[0].items).toEqual(['(root): not JSON', 'second problem'])
  })

  it('disposes the old world when a scene is opened, and undo goes back to the old scene', async () => {
    const store = await booted()
    const oldWorld = store.getState().world as unknown as FakeWorld
    await store.getState().openShippedScene('other')
    expect(oldWorld.disposed).toBe(true)
    store.getState().undo()
    expect(store.getState().scene?.name).toBe('hill')
  })

  it('saves every change and restores it on the next boot', async () => {
    const storage = memoryStorage()
    const store = await booted(storage)
    store.getState().beginDrag('b1')
    store.getState().dragTo(20, 80, 0)
    store.getState().endDrag()
    const again = await booted(storage)
    expect(again.getState().scene?.figures[1].position).toEqual([20, 0, 80])
  })

  it('sets a damaged saved scene aside and falls back to the default', async () => {
    const storage = memoryStorage({ [SCENE_KEY]: '!bad' })
    const store = await booted(storage)
    expect(store.getState().scene?.name).toBe('hill')
    const backups = [...storage.data.keys()].filter((k) => k.startsWith(CORRUPT_PREFIX))
    expect(backups).toHaveLength(1)
    expect(storage.data.get(backups[0])).toBe('!bad')
    expect(store.getState().notices.map((n) => n.title)).toContain('storageCorrupt')
  })

  it('chooses shooter, then target, and starts over with a third figure', async () => {
    const store = await booted()
    store.getState().clickFigure('a1')
    store.getState().clickFigure('b1')
    expect([store.getState().shooterId, store.getState().targetId]).toEqual(['a1', 'b1'])
    store.getState().clickFigure('b1')
    expect([store.getState().shooterId, store.getState().targetId]).toEqual(['a1', 'b1'])
    store.getState().clickFigure('a1')
    expect([store.getState().shooterId, store.getState().targetId]).toEqual([null, null])
  })

  it('reads the measuring tape between two clicked points', async () => {
    const store = await booted()
    store.getState().tapeAt([0, 0, 0])
    store.getState().tapeAt([3, 4, 0])
    expect(store.getState().tape.reading?.distance).toBe(5)
  })
})

describe('a chariot dragged in the editor (000 "Passagiere")', () => {
  it('carries its passenger on the rear platform, 0.6 of its radius behind the centre (R-LFM.2)', async () => {
    const chariot = readFileSync('scenes/mk-chariot.json', 'utf8')
    const store = createSightlineStore(fakePorts({ 'mk-chariot': chariot }, memoryStorage()))
    await store.getState().boot({ scene: 'mk-chariot', from: null, to: null })
    store.getState().beginDrag('chariot')
    store.getState().dragTo(30, 60, 0)
    store.getState().endDrag()
    const figures = store.getState().scene?.figures ?? []
    const archer = figures.find((f) => f.id === 'archer')
    // The chariot faces east (90): its rear is west, -x. The scene's own placement says how far
    // behind: 45.72 - 43.053 = 2.667 cm before the move, so the same after it.
    expect(archer?.position[0]).toBeCloseTo(30 - 2.667, 3)
    expect(archer?.position[2]).toBeCloseTo(60, 6)
  })
})
