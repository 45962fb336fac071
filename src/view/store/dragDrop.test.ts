import { describe, expect, it } from 'vitest'
import { createSightlineStore } from './createSightlineStore'
import { fakePorts, memoryStorage, sampleScene } from '../ports/fakePorts'

// The fake world's surface is the table (height 0) away from x 40..50 (fakePorts.ts surfaceAt).
async function apart() {
  const store = createSightlineStore(fakePorts({ 'hill-and-wall': JSON.stringify(sampleScene('hill')) }, memoryStorage()))
  await store.getState().boot({ scene: null, from: null, to: null })
  const scene = store.getState().scene
  if (!scene) throw new Error('no scene')
  store.getState().commitScene({
    ...scene,
    figures: [
      { id: 'a1', side: 'red', size: 'medium', position: [30, 0, 20] },
      { id: 'b1', side: 'blue', size: 'medium', position: [30, 0, 70] },
    ],
  })
  return store
}

describe('dropping a figure inside another (issue 14)', () => {
  it('pushes it aside to the nearest free place and names what it would have overlapped', async () => {
    const store = await apart()
    store.getState().beginDrag('a1')
    // 1 cm beside b1's axis: the bases (radius 1.25 each) overlap by 1.5 cm.
    store.getState().dragTo(31, 70, 0)
    store.getState().endDrag()
    const a1 = store.getState().scene?.figures.find((f) => f.id === 'a1')
    expect(a1?.position).toEqual([32.5, 0, 70])
    expect(store.getState().notices.find((n) => n.source === 'drag')).toMatchObject({ title: 'dragPushedAside', items: ['a1: b1'] })
    // One undo step takes it back to where the drag began.
    store.getState().undo()
    expect(store.getState().scene?.figures.find((f) => f.id === 'a1')?.position).toEqual([30, 0, 20])
  })

  it('keeps a drop that overlaps nothing as it is, without a notice', async () => {
    const store = await apart()
    store.getState().beginDrag('a1')
    store.getState().dragTo(20, 60, 0)
    store.getState().endDrag()
    expect(store.getState().scene?.figures.find((f) => f.id === 'a1')?.position).toEqual([20, 0, 60])
    expect(store.getState().notices.some((n) => n.source === 'drag')).toBe(false)
  })
})
