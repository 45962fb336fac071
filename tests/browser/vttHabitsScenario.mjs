/**
 * Habits of virtual-tabletop players (issue 14), done as a player would on hill-and-wall: R,
 * Shift+R and Shift+wheel turn the chosen figure (each turn one undo step, a typed R in a field
 * turns nothing); WASD pans and Q turns the view, the reset button puts it back; `?` lists the
 * shortcuts in English and German; the tape reads in cm, then inches, with a German decimal
 * comma; range rings 3/6/9 in around the chosen figure.
 */
import { expectEqual, expectTrue, frames, openApp } from './harness.mjs'

const state = (page, fn, arg) => page.evaluate(fn, arg)
const facingOf = (page, id) =>
  state(page, (fid) => window.__sightline.store.getState().scene.figures.find((f) => f.id === fid).facing ?? null, id)
const pastLength = (page) => state(page, () => window.__sightline.store.getState().history.past.length)
const centreOnScreen = (page) =>
  state(page, () => {
    const { table } = window.__sightline.store.getState().scene
    const p = window.__sightline.toScreen(table.width / 2, 0, table.depth / 2)
    return { x: Math.round(p.x), y: Math.round(p.y) }
  })

export const vttHabitsScenario = {
  name: 'vttHabits: R / Shift+R / Shift+wheel turn the chosen figure (undoable); WASD, Q and reset move the view; ? lists the shortcuts (en, de); tape in inches; range rings',
  async run({ page, baseUrl }) {
    await openApp(page, baseUrl, '/?scene=hill-and-wall&from=r-archer')
    await frames(page)
    await page.locator('[data-testid="table-canvas"]').hover()

    // Facing: R turns 15° clockwise, Shift+R back, each an undo step; Ctrl+Z takes the last one back.
    const start = (await facingOf(page, 'r-archer')) ?? 0
    const past0 = await pastLength(page)
    await page.keyboard.press('r')
    expectEqual(await facingOf(page, 'r-archer'), (start + 15) % 360, 'R turns the chosen figure 15° clockwise')
    await page.keyboard.press('Shift+R')
    await page.keyboard.press('Shift+R')
    expectEqual(await facingOf(page, 'r-archer'), (start + 345) % 360, 'Shift+R twice turns it back past the start')
    expectEqual(await pastLength(page), past0 + 3, 'three turns, three undo steps')
    await page.keyboard.press('Control+z')
    expectEqual(await facingOf(page, 'r-archer'), start, 'Ctrl+Z takes the last turn back')
    // Shift+wheel over the table turns; the plain wheel would zoom instead.
    await page.keyboard.down('Shift')
    await page.mouse.wheel(0, 100)
    await page.keyboard.up('Shift')
    expectEqual(await facingOf(page, 'r-archer'), (start + 15) % 360, 'Shift+wheel down turns clockwise')

    // Keyboard camera: D pans, Q turns; the reset button returns to the opening view.
    const opening = await centreOnScreen(page)
    await page.keyboard.press('d')
    await frames(page)
    const panned = await centreOnScreen(page)
    expectTrue(panned.x < opening.x - 5, `D moves the view right, the table left on screen (${opening.x} → ${panned.x})`)
    await page.keyboard.press('q')
    await frames(page)
    const turned = await centreOnScreen(page)
    expectTrue(turned.x !== panned.x || turned.y !== panned.y, 'Q turns the view')
    await page.click('[data-testid="reset-view"]')
    await frames(page)
    expectEqual(await centreOnScreen(page), opening, 'the reset button returns to the opening view')

    // ? lists the shortcuts from the table the keys use; Escape closes it.
    await page.keyboard.press('?')
    await page.waitForSelector('[data-testid="shortcut-overlay"]')
    expectEqual(await page.textContent('[data-testid="shortcut-turnRight"] kbd'), 'R or ] or Shift+mouse wheel', 'turn keys listed')
    expectEqual(await page.textContent('[data-testid="shortcut-panForward"] kbd'), 'W or ↑', 'pan keys listed')
    await page.click('[data-testid="toggle-language"]')
    expectEqual(await page.textContent('[data-testid="shortcut-redo"] kbd'), 'Strg+Umschalt+Z oder Strg+Y', 'German key names')
    expectTrue((await page.textContent('[data-testid="shortcut-overlay"] h2')).startsWith('Tastenkürzel'), 'German title')
    await page.keyboard.press('Escape')
    expectEqual(await page.locator('[data-testid="shortcut-overlay"]').count(), 0, 'Escape closes the list')
    expectEqual(await state(page, () => window.__sightline.store.getState().shooterId), 'r-archer', 'closing the list kept the choice')
    await page.click('[data-testid="toggle-language"]')

    // The tape: two points on the table, read in cm, then in inches, then with a German comma.
    await page.click('[data-testid="mode-tape"]')
    const [a, b] = await state(page, () => {
      const { table } = window.__sightline.store.getState().scene
      const to = window.__sightline.toScreen
      return [to(table.width * 0.3, 0, table.depth * 0.85), to(table.width * 0.7, 0, table.depth * 0.85)]
    })
    await page.mouse.click(a.x, a.y)
    await page.mouse.click(b.x, b.y)
    await page.waitForSelector('[data-testid="tape-distance"]')
    const cm = await state(page, () => window.__sightline.store.getState().tape.reading.distance)
    await page.check('[data-testid="tape-unit-cm"]')
    expectEqual(await page.textContent('[data-testid="tape-distance"]'), `${cm.toFixed(2)} cm`, 'tape in cm')
    await page.check('[data-testid="tape-unit-in"]')
    expectEqual(await page.textContent('[data-testid="tape-distance"]'), `${(cm / 2.54).toFixed(2)} in`, 'tape in inches')
    expectEqual(
      await page.textContent('[data-testid="tape-label"]'),
      `${(cm / 2.54).toFixed(2)} in`,
      'the label on the table in inches too',
    )
    await page.click('[data-testid="toggle-language"]')
    expectEqual(
      await page.textContent('[data-testid="tape-distance"]'),
      `${(cm / 2.54).toFixed(2).replace('.', ',')} Zoll`,
      'German decimal comma',
    )
    await page.click('[data-testid="toggle-language"]')

    // A typed R in a field is text, not a turn.
    const facingBefore = await facingOf(page, 'r-archer')
    await page.fill('[data-testid="rings-radii"]', '')
    await page.type('[data-testid="rings-radii"]', 'r 3 6 9')
    expectEqual(await facingOf(page, 'r-archer'), facingBefore, 'typing R in a field turns nothing')
    await page.keyboard.press('Enter')

    // Range rings: 3, 6, 9 in around the chosen figure, labelled.
    await page.check('[data-testid="rings-on"]')
    await page.waitForSelector('[data-range-ring]')
    const labels = await page.locator('[data-range-ring]').allTextContents()
    expectEqual(labels, ['3 in', '6 in', '9 in'], 'ring labels')
    await page.uncheck('[data-testid="rings-on"]')
    expectEqual(await page.locator('[data-range-ring]').count(), 0, 'rings off')
  },
}
