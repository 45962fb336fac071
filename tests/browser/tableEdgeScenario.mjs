/**
 * Issue 14, the table as a Tabletop Simulator player expects it, at its edge and across tabs, in
 * real Chromium (hill-and-wall, seen from above): a figure dragged over the table's edge stays
 * wholly on it; a terrain piece dragged half over the edge is drawn red and put back on the drop
 * with the check's reason (R-SE-12: before it, half a piece off the table was accepted); the
 * terrain tool's ghost shows under the pointer, turns red at the edge and turns with R, its keys
 * listed in the `?` overlay; figures copied with Ctrl+C in one tab are pasted in a second tab of
 * the same browser through the system clipboard, and a bad text is refused naming its field.
 */
import { expectEqual, expectTrue, figurePosition, frames, openApp } from './harness.mjs'

const toScreen = (page, [x, y, z]) => page.evaluate(([x, y, z]) => window.__sightline.toScreen(x, y, z), [x, y, z])
const state = (page, pick) => page.evaluate(pick)

async function topDown(page, path) {
  await openApp(page, page.__baseUrl, path)
  await page.click('[data-testid="toggle-top-down"]')
  await frames(page, 10)
}

/** A press at `from` (table cm), moved to `to` in steps, let go. */
async function dragOnTable(page, from, to) {
  const [a, b] = [await toScreen(page, from), await toScreen(page, to)]
  await page.mouse.move(a.x, a.y)
  await page.mouse.down()
  await page.mouse.move(b.x, b.y, { steps: 10 })
  return b
}

/** Dispatches a paste event carrying `text`, as the browser does for Ctrl+V. */
const pasteText = (page, text) =>
  page.evaluate((t) => {
    const data = new DataTransfer()
    data.setData('text/plain', t)
    window.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }))
  }, text)

export const tableEdgeScenario = {
  name: 'issue 14 table edge: a figure stays on the table, a piece half over the edge is refused, the terrain ghost and its keys, copy and paste across tabs',
  async run({ page, baseUrl }) {
    page.__baseUrl = baseUrl
    await topDown(page, '/?scene=hill-and-wall')

    // b-large (78, 0, 45) dragged 20 cm east, over the edge at x = 90: its whole base stays on the table.
    const label = await page.locator('[data-figure-label="b-large"]').boundingBox()
    const [p0, p1] = [await toScreen(page, [78, 0, 45]), await toScreen(page, [98, 0, 45])]
    await page.mouse.move(label.x + label.width / 2, label.y + label.height / 2)
    await page.mouse.down()
    await page.mouse.move(label.x + label.width / 2 + p1.x - p0.x, label.y + label.height / 2, { steps: 10 })
    await page.mouse.up()
    await page.waitForFunction(() => window.__sightline.store.getState().drag === null)
    const [x] = await figurePosition(page, 'b-large')
    // A large base is 4 cm across (Universalis 3.6, src/scene/sizeProfiles.ts): radius 2.
    const radius = 2
    expectTrue(x > 80 && x + radius <= 90.01, `b-large's base ends at the edge, not over it: x = ${x}, radius ${radius}`)

    // The terrain tool: the tower (70, 20, radius 4) dragged to x = 88 reaches 2 cm over the edge: put back on the drop.
    await page.click('[data-testid="mode-terrain"]')
    await page.waitForSelector('[data-testid="terrain-panel"]')
    const tower = await state(page, () => window.__sightline.store.getState().scene.terrain.find((t) => t.id === 'tower'))
    // Grabbed 3.5 cm south-east of its centre, clear of b-tower standing on its top at (70, 20).
    const top = tower.center[1] + tower.height / 2
    await dragOnTable(page, [72.5, top, 22.5], [90.5, top, 22.5])
    await page.mouse.up()
    await page.waitForSelector('[data-testid="terrain-refusal"][data-check="over-table-edge"]')
    const back = await state(page, () => window.__sightline.store.getState().scene.terrain.find((t) => t.id === 'tower').center)
    expectEqual(back, tower.center, 'the tower is put back where it stood')
    const reason = await page.textContent('[data-testid="terrain-refusal"]')
    expectTrue(/over the edge of the 90 x 90 cm table/.test(reason ?? ''), `the reason names the edge: "${reason}"`)

    // The ghost: a wall in hand (key 1) over the open table is fine, at the edge red; R turns it 15°.
    await page.keyboard.press('1')
    await page.waitForFunction(() => window.__sightline.store.getState().terrainTool.preset === 'wall')
    const open = await toScreen(page, [40, 0, 75])
    await page.mouse.move(open.x, open.y)
    await page.waitForSelector('[data-testid="terrain-ghost"][data-state="ok"]')
    await page.keyboard.press('r')
    await page.waitForFunction(() => window.__sightline.store.getState().terrainTool.rotation === 15)
    expectTrue(/15°/.test((await page.textContent('[data-testid="terrain-ghost"]')) ?? ''), 'the ghost line says it is turned 15°')
    const edge = await toScreen(page, [87, 0, 75])
    await page.mouse.move(edge.x, edge.y)
    await page.waitForSelector('[data-testid="terrain-ghost"][data-state="refused"]')
    await page.click('[data-testid="toggle-language"]')
    const german = await page.textContent('[data-testid="terrain-ghost"]')
    expectTrue(/ragt .* über den Rand des Tisches/.test(german ?? ''), `the ghost's reason in German: "${german}"`)
    await page.click('[data-testid="toggle-language"]')
    // The keys are listed in the ? overlay; Escape puts the wall away.
    await page.click('[data-testid="shortcut-help"]')
    await page.waitForSelector('[data-testid="shortcut-terrainPreset"]')
    await page.click('[data-testid="shortcut-close"]')
    await page.keyboard.press('Escape')
    await page.waitForFunction(() => window.__sightline.store.getState().terrainTool.preset === null)

    // Copy in this tab through the system clipboard; paste in a second tab of the same browser.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(baseUrl).origin })
    await page.click('[data-testid="mode-select"]')
    await page.evaluate(() => window.__sightline.store.getState().selectFigures(['b-open'], false))
    await page.keyboard.press('Control+c')
    await page.waitForFunction(() => window.__sightline.store.getState().multi.clipboard.length === 1)
    const text = await page.evaluate(() => navigator.clipboard.readText())
    expectTrue(/"name":\s*"Sightline clipboard"/.test(text) && /"b-open"/.test(text), 'the clipboard holds the scene format with b-open')

    const second = await page.context().newPage()
    second.setDefaultTimeout(120_000)
    second.__baseUrl = baseUrl
    await topDown(second, '/?scene=hill-and-wall')
    const count = await state(second, () => window.__sightline.store.getState().scene.figures.length)
    await pasteText(second, text)
    await second.waitForFunction((n) => window.__sightline.store.getState().scene.figures.length === n + 1, count)
    const pasted = await state(second, () => window.__sightline.store.getState().scene.figures.at(-1))
    expectEqual(pasted.id, 'b-open-2', 'the copy has a new id')
    expectTrue(Math.hypot(pasted.position[0] - 60, pasted.position[2] - 70) < 10, `beside the original: ${pasted.position}`)

    // A bad text: refused with a notice naming the field; nothing changes.
    const bad = text.replace(/"size":\s*"medium"/, '"size": "giant"')
    await pasteText(second, bad)
    await second.waitForSelector('[data-testid="notice-selection"] [data-testid="notice-item"]')
    const item = await second.textContent('[data-testid="notice-selection"] [data-testid="notice-item"]')
    expectTrue(/figures\[0\]\.size/.test(item ?? ''), `the notice names the field: "${item}"`)
    expectEqual(await state(second, () => window.__sightline.store.getState().scene.figures.length), count + 1, 'nothing pasted')
    await second.close()
  },
}
