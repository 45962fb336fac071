import { describe, expect, it } from 'vitest'
import { createSightlineStore } from './createSightlineStore'
import { fakePorts, memoryStorage, sampleScene } from '../ports/fakePorts'
import { CLIPBOARD_SCENE_NAME, clipboardText, readClipboardText } from './clipboardText'
import { forgetTablePointer, pointerMovedOnPage, pointerOverTable } from './clipboardPointer'
import { copyToClipboardEvent, pasteFromClipboard } from '../selectionShortcuts'

/** A table with two figures and the sample wall (45, 45, 20 x 2), as another tab would have it. */
async function table() {
  const store = createSightlineStore(fakePorts({ 'hill-and-wall': JSON.stringify(sampleScene('hill')) }, memoryStorage()))
  await store.getState().boot({ scene: null, from: null, to: null })
  return store
}

describe('the system clipboard’s text (issue 14: copy in one tab, paste in another)', () => {
  it('is the scene format holding the copied records, and reads back to them', () => {
    const scene = sampleScene('hill')
    const text = clipboardText(scene, [scene.figures[0]], [scene.terrain[0]])
    expect(JSON.parse(text)).toMatchObject({ format: 'sightline-scene', name: CLIPBOARD_SCENE_NAME, table: scene.table })
    expect(readClipboardText(text)).toEqual({ ok: true, figures: [scene.figures[0]], terrain: [scene.terrain[0]] })
  })

  it('refuses a bad scene with the checks’ errors, each naming its field; a text that is no JSON is not ours', () => {
    const scene = sampleScene('hill')
    const bad = clipboardText(scene, [scene.figures[0]], []).replace('"medium"', '"giant"')
    const read = readClipboardText(bad)
    expect(read?.ok).toBe(false)
    expect(read && !read.ok && read.problems.map((p) => p.path)).toEqual(['figures[0].size'])
    expect(readClipboardText('hello')).toBeNull()
    expect(readClipboardText('{ "figures": [')).toMatchObject({ ok: false, problems: [{ code: 'malformed-json-at' }] })
  })
})

describe('pasting the clipboard’s text at the table (issue 14)', () => {
  it('copies figures and the terrain tool’s chosen piece as text; pasted, they stand beside the originals with new ids', async () => {
    const store = await table()
    store.getState().selectFigures(['a1'], false)
    store.getState().setMode('terrain')
    store.getState().selectTerrainPiece('wall')
    expect(store.getState().copySelection()).toBe(2)
    const text = store.getState().copiedText()
    expect(text).not.toBeNull()
    expect(store.getState().pasteText(text ?? '')).toBe(true)
    const s = store.getState()
    expect(s.scene?.figures.map((f) => f.id)).toEqual(['a1', 'b1', 'a1-2'])
    expect(s.scene?.terrain.map((t) => t.id)).toEqual(['wall', 'wall-2'])
    // The group is a1's base (radius 1.25 at x 45) inside the wall's reach (hypot(20, 2) / 2 = 10.0499 about x 45):
    // 2 x 10.0499 = 20.0998 wide; the first offset tried is east by that width and the 1 cm gap.
    expect(s.scene?.terrain[1].center[0]).toBeCloseTo(45 + Math.hypot(20, 2) + 1, 6)
    expect(s.multi.ids).toEqual(['a1-2'])
    expect(s.history.past).toHaveLength(1)
  })

  it('refuses a bad text with a notice naming the field and changes nothing; plain words are left to the app’s own copy', async () => {
    const store = await table()
    const before = store.getState().scene
    const bad = clipboardText(sampleScene('hill'), [{ ...sampleScene('hill').figures[0], size: 'giant' as 'medium' }], [])
    expect(store.getState().pasteText(bad)).toBe(false)
    expect(store.getState().scene).toBe(before)
    const notice = store.getState().notices.find((n) => n.source === 'selection')
    expect(notice?.title).toBe('pasteNotScene')
    expect(notice?.items).toMatchObject([{ path: 'figures[0].size' }])
    expect(store.getState().pasteText('just words')).toBeNull()
  })
})

describe('the browser’s Edit menu and the pointer (issue 14)', () => {
  it('a copy event gets the scene-format text through its clipboardData; a cut removes the chosen figures in one undo step', async () => {
    const store = await table()
    store.getState().selectFigures(['a1'], false)
    const written = new Map<string, string>()
    const data = { setData: (type: string, text: string) => void written.set(type, text) }
    expect(copyToClipboardEvent(store.getState(), false, data)).toBe(true)
    expect(readClipboardText(written.get('text/plain') ?? '')).toMatchObject({ ok: true, figures: [{ id: 'a1' }] })
    expect(store.getState().scene?.figures.map((f) => f.id)).toEqual(['a1', 'b1'])

    written.clear()
    expect(copyToClipboardEvent(store.getState(), true, data)).toBe(true)
    expect(readClipboardText(written.get('text/plain') ?? '')).toMatchObject({ ok: true, figures: [{ id: 'a1' }] })
    expect(store.getState().scene?.figures.map((f) => f.id)).toEqual(['b1'])
    expect(store.getState().history.past).toHaveLength(1)
    store.getState().undo()
    expect(store.getState().scene?.figures.map((f) => f.id)).toEqual(['a1', 'b1'])
    // Nothing chosen: the event is left to the browser.
    store.getState().selectFigures([], false)
    expect(copyToClipboardEvent(store.getState(), true, data)).toBe(false)
  })

  it('a paste centres the copies on the table point under the pointer, beside the originals once it has left the table', async () => {
    const store = await table()
    store.getState().selectFigures(['a1'], false)
    store.getState().copySelection()
    // a1 (45, 20) alone: its centre goes to the pointer's (20, 30); the fake surface (fakePorts.ts) is the table there, height 0.
    const move = new Event('pointermove')
    pointerOverTable(20, 30, move)
    pointerMovedOnPage(move)
    expect(pasteFromClipboard(store.getState(), '')).toBe(true)
    expect(store.getState().scene?.figures.at(-1)?.position).toEqual([20, 0, 30])
    // A move the ground did not see (over a panel): beside the original again, east by the base (2.5) and the 1 cm gap,
    // where the fake surface stands 4 cm high (40 < x < 50).
    pointerMovedOnPage(new Event('pointermove'))
    expect(pasteFromClipboard(store.getState(), '')).toBe(true)
    expect(store.getState().scene?.figures.at(-1)?.position).toEqual([48.5, 4, 20])
    forgetTablePointer()
  })
})
