import { describe, expect, it } from 'vitest'
import { createSightlineStore } from './createSightlineStore'
import { fakePorts, memoryStorage, sampleScene } from '../ports/fakePorts'

// Three medium figures (base radius 1.25 cm) well away from the fake world's raised strip (x 40..50, fakePorts.ts).
async function table() {
  const store = createSightlineStore(fakePorts({ 'hill-and-wall': JSON.stringify(sampleScene('hill')) }, memoryStorage()))
  await store.getState().boot({ scene: null, from: null, to: null })
  const scene = store.getState().scene
  if (!scene) throw new Error('no scene')
  store.getState().commitScene({
    ...scene,
    figures: [
      { id: 'a1', side: 'red', size: 'medium', position: [20, 0, 20] },
      { id: 'a2', side: 'red', size: 'medium', position: [25, 0, 20] },
      { id: 'b1', side: 'blue', size: 'medium', position: [30, 0, 70] },
    ],
  })
  return store
}
const at = (store: Awaited<ReturnType<typeof table>>, id: string) => store.getState().scene?.figures.find((f) => f.id === id)?.position
const ids = (store: Awaited<ReturnType<typeof table>>) => store.getState().scene?.figures.map((f) => f.id)

describe('choosing several figures (issue 14)', () => {
  it('a plain click chooses one, shift-click adds and takes out, Escape (clearSelection) empties; the pair stays as clicked', async () => {
    const store = await table()
    store.getState().clickFigure('a1')
    expect(store.getState().multi.ids).toEqual(['a1'])
    store.getState().toggleFigureSelected('b1')
    store.getState().toggleFigureSelected('a2')
    expect(store.getState().multi.ids).toEqual(['a1', 'b1', 'a2'])
    store.getState().toggleFigureSelected('b1')
    expect(store.getState().multi.ids).toEqual(['a1', 'a2'])
    expect([store.getState().shooterId, store.getState().targetId]).toEqual(['a1', null])
    store.getState().clickFigure('b1')
    expect(store.getState().multi.ids).toEqual(['b1'])
    expect([store.getState().shooterId, store.getState().targetId]).toEqual(['a1', 'b1'])
    store.getState().clearSelection()
    expect(store.getState().multi.ids).toEqual([])
  })

  it('a box adds what it holds to the selection, or replaces it; unknown ids are ignored', async () => {
    const store = await table()
    store.getState().selectFigures(['a1', 'nobody'], false)
    store.getState().selectFigures(['a2', 'a1'], true)
    expect(store.getState().multi.ids).toEqual(['a1', 'a2'])
    store.getState().selectFigures(['b1'], false)
    expect(store.getState().multi.ids).toEqual(['b1'])
  })
})

describe('dragging one chosen figure moves the whole selection (issue 14)', () => {
  it('moves every chosen figure by the same offset, as one undo step', async () => {
    const store = await table()
    store.getState().selectFigures(['a1', 'a2'], false)
    store.getState().beginDrag('a1')
    store.getState().dragTo(15, 40, 0)
    store.getState().dragTo(20, 60, 0)
    store.getState().endDrag()
    expect([at(store, 'a1'), at(store, 'a2'), at(store, 'b1')]).toEqual([
      [20, 0, 60],
      [25, 0, 60],
      [30, 0, 70],
    ])
    store.getState().undo()
    expect([at(store, 'a1'), at(store, 'a2')]).toEqual([
      [20, 0, 20],
      [25, 0, 20],
    ])
  })

  it('keeps every base on the table: the offset stops where the first base meets the edge', async () => {
    const store = await table()
    store.getState().selectFigures(['a1', 'a2'], false)
    store.getState().beginDrag('a2')
    // a1 is 5 cm west of a2: a2 dragged to x 0 could only take a1 to x 1.25 (its radius), so a2 stops at 6.25.
    store.getState().dragTo(0, 20, 0)
    expect([at(store, 'a1'), at(store, 'a2')]).toEqual([
      [1.25, 0, 20],
      [6.25, 0, 20],
    ])
  })

  it('stands each figure on the surface under it: a2 over the raised strip (x 40..50) stands on it at 4 cm', async () => {
    const store = await table()
    store.getState().selectFigures(['a1', 'a2'], false)
    store.getState().beginDrag('a1')
    store.getState().dragTo(37, 30, 0)
    expect([at(store, 'a1'), at(store, 'a2')]).toEqual([
      [37, 0, 30],
      [42, 4, 30],
    ])
    store.getState().cancelDrag()
    expect(at(store, 'a2')).toEqual([25, 0, 20])
  })

  it('pushes a figure let go inside another aside, names it, and keeps it all one undo step', async () => {
    const store = await table()
    store.getState().selectFigures(['a1', 'a2'], false)
    store.getState().beginDrag('a1')
    // a2 lands 1 cm east of b1's axis (30, 70): pushed on to 2.5 cm, two medium radii, as a single drop is (dragDrop.test.ts).
    store.getState().dragTo(26, 70, 0)
    store.getState().endDrag()
    expect([at(store, 'a1'), at(store, 'a2')]).toEqual([
      [26, 0, 70],
      [32.5, 0, 70],
    ])
    expect(store.getState().notices.find((n) => n.source === 'drag')).toMatchObject({ title: 'dragPushedAside', items: ['a2: b1'] })
    store.getState().undo()
    expect([at(store, 'a1'), at(store, 'a2')]).toEqual([
      [20, 0, 20],
      [25, 0, 20],
    ])
  })

  it('drags only the grabbed figure when it is not among the chosen ones', async () => {
    const store = await table()
    store.getState().selectFigures(['a1', 'a2'], false)
    store.getState().beginDrag('b1')
    store.getState().dragTo(60, 70, 0)
    store.getState().endDrag()
    expect([at(store, 'a1'), at(store, 'b1')]).toEqual([
      [20, 0, 20],
      [60, 0, 70],
    ])
  })
})

describe('copy, paste and delete of the chosen figures (issue 14)', () => {
  it('pastes copies with new ids beside the copied group, chosen afterwards, one undo step', async () => {
    const store = await table()
    store.getState().selectFigures(['a1', 'a2'], false)
    expect(store.getState().copySelection()).toBe(2)
    expect(store.getState().pasteClipboard()).toBe(true)
    expect(ids(store)).toEqual(['a1', 'a2', 'b1', 'a1-2', 'a2-2'])
    expect(store.getState().multi.ids).toEqual(['a1-2', 'a2-2'])
    // The bases' outline runs from x 18.75 to 26.25 (7.5 cm): the copies go 7.5 + 1 cm east.
    expect([at(store, 'a1-2'), at(store, 'a2-2')]).toEqual([
      [28.5, 0, 20],
      [33.5, 0, 20],
    ])
    // Pasted again: the next ids, and the first free side (east is taken by the first copies: south, 2.5 + 1 cm).
    store.getState().pasteClipboard()
    expect(store.getState().multi.ids).toEqual(['a1-3', 'a2-3'])
    expect(at(store, 'a1-3')).toEqual([20, 0, 23.5])
    store.getState().undo()
    store.getState().undo()
    expect(ids(store)).toEqual(['a1', 'a2', 'b1'])
    expect(store.getState().multi.ids).toEqual([])
  })

  it('deletes the chosen figures as one undo step and lets go of them as shooter or target', async () => {
    const store = await table()
    store.getState().setPair('a1', 'b1')
    store.getState().selectFigures(['a1', 'b1'], false)
    expect(store.getState().deleteSelection()).toBe(true)
    expect(ids(store)).toEqual(['a2'])
    expect([store.getState().shooterId, store.getState().targetId, store.getState().multi.ids]).toEqual([null, null, []])
    store.getState().undo()
    expect(ids(store)).toEqual(['a1', 'a2', 'b1'])
  })

  it('does nothing with an empty selection or clipboard', async () => {
    const store = await table()
    expect(store.getState().copySelection()).toBe(0)
    expect(store.getState().pasteClipboard()).toBe(false)
    expect(store.getState().deleteSelection()).toBe(false)
    expect(store.getState().history.past.length).toBe(1)
  })
})
