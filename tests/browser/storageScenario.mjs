/**
 * Browser scenarios of the issue "Hardening" (13, 14): nothing the user changed is lost, whatever
 * they open, whatever fails, whenever they reload. "My scenes" keeps edited scenes in IndexedDB.
 */
import { expectEqual, expectTrue, figurePosition, openApp, frames } from './harness.mjs'

const SCENE = '/?scene=hill-and-wall'

/** Drags figure `id` by its label `dy` pixels up the screen, from above; leaves the mouse down when `release` is false. */
async function dragUp(page, id, dy, release = true) {
  const box = await page.locator(`[data-figure-label="${id}"]`).boundingBox()
  expectTrue(box, `label of ${id} is on screen`)
  const x = box.x + box.width / 2
  const y = box.y + box.height / 2
  await page.mouse.move(x, y)
  await page.mouse.down()
  await page.mouse.move(x, y - dy, { steps: 10 })
  if (release) await page.mouse.up()
}

/** Opens the app from above (top-down) so that figure labels sit over their figures. */
async function openFromAbove(page, baseUrl, path) {
  await openApp(page, baseUrl, path)
  await page.click('[data-testid="toggle-top-down"]')
  await frames(page) // the camera's switch is drawn in the next frames
}

/** The entries of "My scenes" as IndexedDB holds them: id, name and the text's figure position. */
async function keptScenes(page, figureId) {
  return page.evaluate(async (id) => {
    await window.__sightline.store.getState().whenSaved()
    const db = await new Promise((resolve, reject) => {
      const r = indexedDB.open('sightline')
      r.onsuccess = () => resolve(r.result)
      r.onerror = () => reject(r.error)
    })
    const all = await new Promise((resolve, reject) => {
      const r = db.transaction('scenes').objectStore('scenes').getAll()
      r.onsuccess = () => resolve(r.result)
      r.onerror = () => reject(r.error)
    })
    db.close()
    return all.map((e) => ({ id: e.id, name: e.name, position: JSON.parse(e.text).figures.find((f) => f.id === id)?.position ?? null }))
  }, figureId)
}

export const storageScenarios = [
  {
    name: 'My scenes: an edited scene survives opening another and a reload, and opens again with the edit',
    async run({ page, baseUrl }) {
      await openFromAbove(page, baseUrl, SCENE)
      await dragUp(page, 'b-crouch', 100)
      const moved = await figurePosition(page, 'b-crouch')
      await page.selectOption('[data-testid="shipped-scenes"]', 'forest-edge')
      await page.waitForFunction(() => window.__sightline.store.getState().scene?.name !== 'Hill and wall')
      const kept = await keptScenes(page, 'b-crouch')
      expectEqual(
        kept.map((e) => [e.name, e.position]),
        [['Hill and wall', moved]],
        'the edited scene in IndexedDB after opening another',
      )
      await page.reload()
      await page.waitForFunction(() => document.body.dataset.ready === 'true')
      await page.click('[data-testid="toggle-my-scenes"]')
      await page.waitForSelector('[data-testid="scene-entry"]')
      await page.click(`[data-testid="scene-open-${kept[0].id}"]`)
      await page.waitForFunction(() => window.__sightline.store.getState().scene?.name === 'Hill and wall')
      expectEqual(await figurePosition(page, 'b-crouch'), moved, 'the edit, back from My scenes')
    },
  },
  {
    name: 'My scenes: a failed open leaves the edited scene on the table, and a reload brings it back',
    async run({ page, baseUrl }) {
      await openFromAbove(page, baseUrl, SCENE)
      await dragUp(page, 'b-crouch', 80)
      const moved = await figurePosition(page, 'b-crouch')
      await page.setInputFiles('[data-testid="open-file-input"]', {
        name: 'broken.json',
        mimeType: 'application/json',
        buffer: Buffer.from('{"format": "sightline-scene",'),
      })
      await page.waitForSelector('[data-testid="notice-file"]')
      expectEqual(await figurePosition(page, 'b-crouch'), moved, 'position after the failed open')
      await page.reload()
      await page.waitForFunction(() => document.body.dataset.ready === 'true')
      expectEqual(await figurePosition(page, 'b-crouch'), moved, 'position after the reload')
      expectEqual(
        (await keptScenes(page, 'b-crouch')).map((e) => e.position),
        [moved],
        'kept in My scenes',
      )
    },
  },
  {
    name: 'a reload in the middle of a drag loses nothing: the last finished move comes back, not half a drag',
    async run({ page, baseUrl }) {
      await openFromAbove(page, baseUrl, SCENE)
      await dragUp(page, 'b-crouch', 80)
      const finished = await figurePosition(page, 'b-crouch')
      await dragUp(page, 'b-crouch', 60, false)
      const midway = await figurePosition(page, 'b-crouch')
      expectTrue(midway[2] !== finished[2], `the second drag is under way (${finished} -> ${midway})`)
      await page.reload()
      await page.waitForFunction(() => document.body.dataset.ready === 'true')
      expectEqual(await figurePosition(page, 'b-crouch'), finished, 'position after reloading mid-drag')
      expectEqual(
        (await keptScenes(page, 'b-crouch')).map((e) => e.position),
        [finished],
        'kept in My scenes',
      )
    },
  },
]
