/**
 * Issue 14, "select several figures, move them together, copy and paste", done as a Tabletop
 * Simulator player would in hill-and-wall seen from above: plain click, Shift- and Ctrl-click on
 * labels, Escape, a Shift-drag box on the empty table, dragging one chosen figure (the others
 * follow by the same offset, one undo step), Ctrl+C / Ctrl+V (new ids, chosen afterwards, one
 * undo step; pasted with the pair's middle under the pointer), the Edit menu's copy and cut events
 * (the scene text on the event's clipboard; a cut is one undo step) and Delete from the figure
 * list's keyboard-reachable controls. Figure places are the shipped scene's (scenes/hill-and-wall.json).
 */
import { expectEqual, expectTrue, figurePosition, frames, openApp } from './harness.mjs'

const waitChosen = (page, ids) =>
  page.waitForFunction((want) => JSON.stringify(window.__sightline.store.getState().multi.ids) === JSON.stringify(want), ids)
const figureIds = (page) => page.evaluate(() => window.__sightline.store.getState().scene.figures.map((f) => f.id))
const undoSteps = (page) => page.evaluate(() => window.__sightline.store.getState().history.past.length)
const toScreen = (page, x, z) => page.evaluate(([px, pz]) => window.__sightline.toScreen(px, 0, pz), [x, z])
const centreOf = async (page, selector) => {
  const box = await page.locator(selector).boundingBox()
  expectTrue(box, `${selector} is on screen`)
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
}

export const multiSelectScenario = {
  name: 'issue 14 several figures: shift-click, box select, group drag, copy and paste (under the pointer, Edit menu copy and cut), delete, undo',
  async run({ page, baseUrl }) {
    await openApp(page, baseUrl, '/?scene=hill-and-wall')
    await page.click('[data-testid="toggle-top-down"]')
    await frames(page, 10)

    // A plain click chooses one; Shift-click adds, Ctrl-click takes out; Escape lets go of all.
    await page.click('[data-figure-label="b-open"]')
    await waitChosen(page, ['b-open'])
    await page.click('[data-figure-label="b-large"]', { modifiers: ['Shift'] })
    await page.click('[data-figure-label="b-wood"]', { modifiers: ['Shift'] })
    await waitChosen(page, ['b-open', 'b-large', 'b-wood'])
    await page.waitForSelector('[data-figure-label="b-large"][data-selected="true"]')
    await page.click('[data-figure-label="b-wood"]', { modifiers: ['Control'] })
    await waitChosen(page, ['b-open', 'b-large'])
    expectEqual(await page.textContent('[data-testid="selection-count"]'), '2', 'the list counts the chosen figures')
    expectEqual(
      await page.evaluate(() => window.__sightline.store.getState().shooterId),
      'b-open',
      'the ruling pair still follows the plain click',
    )
    await page.keyboard.press('Escape')
    await waitChosen(page, [])
    expectEqual(await page.locator('[data-selected="true"]').count(), 0, 'no figure marked after Escape')

    // Shift-drag on the empty table from (59, 40) to (86, 80) cm: b-open (60, 70) and b-large (78, 45) are inside,
    // b-wood (57, 45) and b-tower (70, 20) are not.
    const a = await toScreen(page, 59, 40)
    const b = await toScreen(page, 86, 80)
    await page.keyboard.down('Shift')
    await page.mouse.move(a.x, a.y)
    await page.mouse.down()
    await page.mouse.move(b.x, b.y, { steps: 8 })
    await page.waitForSelector('[data-testid="box-select"]')
    await page.mouse.up()
    await page.keyboard.up('Shift')
    await waitChosen(page, ['b-open', 'b-large'])
    expectEqual(await page.locator('[data-testid="box-select"]').count(), 0, 'the box is gone after the release')

    // Drag b-open by its label 10 cm west: b-large follows by the same offset, one undo step.
    const openBefore = await figurePosition(page, 'b-open')
    const largeBefore = await figurePosition(page, 'b-large')
    const steps = await undoSteps(page)
    const from = await centreOf(page, '[data-figure-label="b-open"]')
    const [p0, p1] = [await toScreen(page, 60, 70), await toScreen(page, 50, 70)]
    await page.mouse.move(from.x, from.y)
    await page.mouse.down()
    await page.mouse.move(from.x + p1.x - p0.x, from.y + p1.y - p0.y, { steps: 10 })
    await page.mouse.up()
    await page.waitForFunction(() => window.__sightline.store.getState().drag === null)
    const openAfter = await figurePosition(page, 'b-open')
    const largeAfter = await figurePosition(page, 'b-large')
    const dx = openAfter[0] - openBefore[0]
    const dz = openAfter[2] - openBefore[2]
    expectTrue(dx < -5, `b-open went west (dx ${dx.toFixed(2)} cm)`)
    expectTrue(
      Math.abs(largeAfter[0] - largeBefore[0] - dx) < 1e-6 && Math.abs(largeAfter[2] - largeBefore[2] - dz) < 1e-6,
      `b-large moved by the same offset (${largeAfter} from ${largeBefore}, b-open by ${dx}, ${dz})`,
    )
    expectEqual(await undoSteps(page), steps + 1, 'the group drag is one undo step')
    await page.keyboard.press('Control+z')
    await page.waitForFunction(() => window.__sightline.store.getState().history.future.length === 1)
    expectEqual(
      [await figurePosition(page, 'b-open'), await figurePosition(page, 'b-large')],
      [openBefore, largeBefore],
      'undo puts both back',
    )

    // Dragged so that b-open lands on b-wood (57, 45): red while inside, pushed aside (or all put back) on the drop, one undo step.
    const [q0, q1] = [await toScreen(page, 60, 70), await toScreen(page, 57, 45)]
    const grab = await centreOf(page, '[data-figure-label="b-open"]')
    await page.mouse.move(grab.x, grab.y)
    await page.mouse.down()
    await page.mouse.move(grab.x + q1.x - q0.x, grab.y + q1.y - q0.y, { steps: 10 })
    await page.waitForSelector('[data-figure-label="b-open"][data-overlapping="true"]')
    await page.mouse.up()
    await page.waitForSelector('[data-testid="notice-drag"]')
    expectEqual(await page.locator('[data-overlapping="true"]').count(), 0, 'no red figure after the group drop')
    await page.keyboard.press('Control+z')
    await page.waitForFunction(() => window.__sightline.store.getState().history.future.length === 1)
    expectEqual(
      [await figurePosition(page, 'b-open'), await figurePosition(page, 'b-large')],
      [openBefore, largeBefore],
      'undo after the push',
    )

    // Ctrl+C, Ctrl+V: copies with new ids, chosen, one undo step; Ctrl+Z takes both away.
    await waitChosen(page, ['b-open', 'b-large'])
    await page.keyboard.press('Control+c')
    await page.keyboard.press('Control+v')
    await waitChosen(page, ['b-open-2', 'b-large-2'])
    expectEqual((await figureIds(page)).slice(-2), ['b-open-2', 'b-large-2'], 'pasted ids')
    await page.waitForSelector('[data-figure-label="b-large-2"][data-selected="true"]')
    expectEqual(await page.locator('[data-testid="notice-selection"]').count(), 0, 'no "no room" notice')
    await page.keyboard.press('Control+z')
    await page.waitForFunction(() => !window.__sightline.store.getState().scene.figures.some((f) => f.id === 'b-open-2'))
    await waitChosen(page, [])

    // Paste under the pointer, as Tabletop Simulator and Foundry paste: b-open (60, 70), a medium base of radius 1.25,
    // and b-large (78, 45), a large one of radius 2 (Universalis 3.6), have an outline from x 58.75 to 80 and z 43 to
    // 71.25, its middle (69.375, 57.125). With the pointer over the open table at (25, 65) the copies keep their
    // layout and that middle goes under the pointer (give or take a pixel's worth of table): b-open-2 near (15.6, 77.9),
    // b-large-2 near (33.6, 52.9), clear of the hill (x 10 to 30, z 35 to 55) and of r-prone (38, 55).
    await page.evaluate(() => window.__sightline.store.getState().selectFigures(['b-open', 'b-large'], false))
    await page.keyboard.press('Control+c')
    const pointer = await toScreen(page, 25, 65)
    await page.mouse.move(pointer.x, pointer.y, { steps: 4 })
    await page.keyboard.press('Control+v')
    await waitChosen(page, ['b-open-2', 'b-large-2'])
    const [open2, large2] = [await figurePosition(page, 'b-open-2'), await figurePosition(page, 'b-large-2')]
    const [openAt, largeAt] = [await figurePosition(page, 'b-open'), await figurePosition(page, 'b-large')]
    expectTrue(
      Math.abs(open2[0] - openAt[0] - (large2[0] - largeAt[0])) < 1e-6 && Math.abs(open2[2] - openAt[2] - (large2[2] - largeAt[2])) < 1e-6,
      `the pair keeps its layout (${open2}, ${large2})`,
    )
    const middle = [
      (Math.min(open2[0] - 1.25, large2[0] - 2) + Math.max(open2[0] + 1.25, large2[0] + 2)) / 2,
      (Math.min(open2[2] - 1.25, large2[2] - 2) + Math.max(open2[2] + 1.25, large2[2] + 2)) / 2,
    ]
    expectTrue(Math.hypot(middle[0] - 25, middle[1] - 65) < 0.5, `the pasted pair's middle is under the pointer: ${middle}`)

    // The Edit menu's Copy and Cut send copy and cut events without a key: the chosen copies' scene text goes to the
    // event's clipboard, and a cut removes them in one undo step.
    const menu = (type) =>
      page.evaluate((t) => {
        const data = new DataTransfer()
        const event = new ClipboardEvent(t, { clipboardData: data, bubbles: true, cancelable: true })
        document.body.dispatchEvent(event)
        return { text: data.getData('text/plain'), taken: event.defaultPrevented }
      }, type)
    const copied = await menu('copy')
    expectTrue(
      copied.taken && /"Sightline clipboard"/.test(copied.text) && /"b-large-2"/.test(copied.text),
      'Edit > Copy gives the scene text',
    )
    const before = await undoSteps(page)
    const cut = await menu('cut')
    expectTrue(cut.taken && /"b-open-2"/.test(cut.text), 'Edit > Cut gives the scene text')
    await page.waitForFunction(() => !window.__sightline.store.getState().scene.figures.some((f) => f.id.endsWith('-2')))
    expectEqual(await undoSteps(page), before + 1, 'the cut is one undo step')
    await page.keyboard.press('Control+z')
    await page.waitForFunction(() => window.__sightline.store.getState().scene.figures.filter((f) => f.id.endsWith('-2')).length === 2)
    expectEqual(
      [await figurePosition(page, 'b-open-2'), await figurePosition(page, 'b-large-2')],
      [open2, large2],
      'undo brings the cut pair back where it stood',
    )
    await page.keyboard.press('Control+z')
    await page.waitForFunction(() => !window.__sightline.store.getState().scene.figures.some((f) => f.id === 'b-open-2'))

    // The figure list's controls from the keyboard: choose b-tower, Delete removes it, Ctrl+Z brings it back.
    await page.focus('[data-testid="choose-b-tower"]')
    await page.keyboard.press('Enter')
    await waitChosen(page, ['b-tower'])
    await page.keyboard.press('Delete')
    await page.waitForFunction(() => !window.__sightline.store.getState().scene.figures.some((f) => f.id === 'b-tower'))
    await page.keyboard.press('Control+z')
    await page.waitForFunction(() => window.__sightline.store.getState().scene.figures.some((f) => f.id === 'b-tower'))

    // The controls speak German too.
    await page.click('[data-testid="toggle-language"]')
    expectEqual(await page.textContent('[data-testid="selection-paste"]'), 'Einfügen', 'German paste button')
    await page.click('[data-testid="shortcut-help"]')
    expectTrue(
      (await page.textContent('[data-testid="shortcut-boxSelect"]'))?.includes('Umschalt+Ziehen'),
      'the ? list names the box gesture',
    )
  },
}
