/**
 * The siege editor with the pointer, on the castle scenario's scene (castleScenario.mjs): a wall
 * section dragged away and back (it snaps against the gatehouse; each drag is one undo step),
 * the ghost of a Mage Knight figure under the pointer, the figure placed for the opponent with
 * `figure.mk`, red while dragged into a wall, a fire dragon placed in its wounded version, and
 * the castle panel's ability choice changing the judge's rows.
 *
 * Hand-derived: the gatehouse at (60, 0, 30) is 10.16 square, so its east face is at x 65.08; a
 * wall (15.24 long) set end to end against it has its centre at 65.08 + 7.62 = 72.7, z 30,
 * unturned - where w-right starts. Seen straight down a label sits over its section's centre
 * (labels are raised only in y), so label positions map table cm to screen pixels.
 */
import { writeFileSync } from 'node:fs'
import { expectEqual, expectTrue, openApp, frames } from './harness.mjs'
import { cliCastleRows, readCastleRows, SIEGE_SCENE } from './castleScenario.mjs'

const state = (page, fn) => page.evaluate(fn)
const sectionCenter = (page, id) =>
  page.evaluate((sid) => window.__sightline.store.getState().scene.castle.sections.find((s) => s.id === sid)?.center ?? null, id)

async function labelCentre(page, selector) {
  const box = await page.locator(selector).boundingBox()
  expectTrue(box, `${selector} is on screen`)
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
}

async function drag(page, from, to) {
  await page.mouse.move(from.x, from.y)
  await page.mouse.down()
  await page.mouse.move(to.x, to.y, { steps: 14 })
  await page.mouse.up()
}

export const siegeEditorScenario = {
  name: 'siege editor: a wall dragged away and back snaps to the gatehouse (one undo step a drag); a Mage Knight figure placed from the palette; abilities chosen in the castle panel',
  async run({ page, baseUrl, tmpDir }) {
    await openApp(page, baseUrl, '/')
    const text = JSON.stringify(SIEGE_SCENE, null, 2)
    await page.setInputFiles('[data-testid="open-file-input"]', {
      name: 'siege-editor.json',
      mimeType: 'application/json',
      buffer: Buffer.from(text),
    })
    await page.waitForSelector('[data-testid="castle-panel"]', { timeout: 120_000 })
    await page.click('[data-testid="toggle-siege-editor"]')
    await page.click('[data-testid="toggle-top-down"]')
    await frames(page)

    // Labels crowd a castle: none until asked for, or chosen, hovered or in the shot.
    expectEqual(await page.locator('[data-section-label]').count(), 0, 'section labels before any is chosen')
    await page.check('[data-testid="section-labels-all"]')
    await page.waitForSelector('[data-section-label="w-right"]')
    const left = await labelCentre(page, '[data-section-label="w-left"]')
    const right = await labelCentre(page, '[data-section-label="w-right"]')
    const pxPerCm = (right.x - left.x) / (72.7 - 47.3)
    expectTrue(pxPerCm > 1, `the castle is large enough on screen (${pxPerCm.toFixed(2)} px/cm)`)
    await page.uncheck('[data-testid="section-labels-all"]')

    // Drag 1: w-right 20 cm east and 25 cm south, far from anything to snap to.
    const past0 = await state(page, () => window.__sightline.store.getState().history.past.length)
    await drag(page, right, { x: right.x + 20 * pxPerCm, y: right.y + 25 * pxPerCm })
    const away = await sectionCenter(page, 'w-right')
    expectTrue(Math.abs(away[0] - 92.7) < 1.5 && Math.abs(away[2] - 55) < 1.5, `w-right dragged to about (92.7, 55): ${away}`)
    expectEqual(
      await state(page, () => window.__sightline.store.getState().siege.selected),
      { kind: 'section', id: 'w-right' },
      'the dragged section is chosen',
    )
    // Chosen, so its label shows (and only its).
    await page.waitForSelector('[data-section-label="w-right"]')
    expectEqual(await page.locator('[data-section-label]').count(), 1, 'labels with w-right chosen')

    // Drag 2: back to 1.5 cm east and 1.2 cm south of where it snaps: it lands exactly there.
    const grabbed = await labelCentre(page, '[data-section-label="w-right"]')
    await drag(page, grabbed, { x: grabbed.x - (away[0] - 74.2) * pxPerCm, y: grabbed.y - (away[2] - 31.2) * pxPerCm })
    const snapped = await sectionCenter(page, 'w-right')
    expectEqual(
      snapped.map((v) => Math.round(v * 1000) / 1000),
      [72.7, 0, 30],
      'w-right snapped against the gatehouse',
    )
    expectEqual(
      await state(page, () => window.__sightline.store.getState().scene.castle.sections.find((s) => s.id === 'w-right').rotationY ?? 0),
      0,
      'unturned',
    )
    expectEqual(await state(page, () => window.__sightline.store.getState().history.past.length), past0 + 2, 'two drags, two undo steps')
    await page.click('[data-testid="undo"]')
    expectEqual(await sectionCenter(page, 'w-right'), away, 'undo takes back the second drag only')
    await page.click('[data-testid="redo"]')

    // A Mage Knight figure for the opponent: its ghost follows the pointer, a click places it.
    await page.selectOption('[data-testid="palette-team"]', 'opponent')
    await page.selectOption('[data-testid="palette-mk-figure"]', 'mk-battle-mage')
    const spot = { x: left.x, y: left.y - 16 * pxPerCm } // about (47.3, 14): open ground north of w-left
    await page.mouse.move(spot.x + 5, spot.y + 5)
    await page.mouse.move(spot.x, spot.y, { steps: 4 })
    await page.waitForFunction(() => window.__sightline.store.getState().siege.preview?.ghost.kind === 'figure')
    const ghost = await state(page, () => window.__sightline.store.getState().siege.preview)
    expectEqual(
      [ghost.ghost.figure.size, ghost.ghost.figure.mk, ghost.overlaps],
      ['medium', { card: 'mk-battle-mage' }, []],
      'ghost of the battle mage',
    )
    await page.mouse.click(spot.x, spot.y)
    const mage = await state(page, () => window.__sightline.store.getState().scene.figures.find((f) => f.id === 'battle-mage-1'))
    expectTrue(mage, 'battle-mage-1 placed')
    expectEqual(
      [mage.side, mage.size, mage.mk, mage.name],
      ['siege', 'medium', { card: 'mk-battle-mage' }, 'Battle Mage'],
      'the placed figure',
    )
    await page.waitForSelector('[data-figure-label="battle-mage-1"]')

    // Dragged against w-left's outer face the figure turns red, like a dragged section: its base
    // is 1.25 in across (radius 1.5875 cm), so centred at z 27.5 it cuts 0.99 cm into the face at
    // z 28.095. Escape puts it back (no undo step).
    const past1 = await state(page, () => window.__sightline.store.getState().history.past.length)
    await page.mouse.move(spot.x, spot.y)
    await page.mouse.down()
    await page.mouse.move(spot.x, spot.y + 6 * pxPerCm, { steps: 6 })
    expectEqual(await page.locator('[data-figure-label="battle-mage-1"][data-overlapping="true"]').count(), 0, 'not red in open ground')
    await page.mouse.move(spot.x, left.y - 2.5 * pxPerCm, { steps: 6 })
    await page.waitForSelector('[data-figure-label="battle-mage-1"][data-overlapping="true"]')
    await page.keyboard.press('Escape')
    await page.mouse.up()
    await page.waitForSelector('[data-figure-label="battle-mage-1"]:not([data-overlapping])')
    expectEqual(
      await state(page, () => window.__sightline.store.getState().history.past.length),
      past1,
      'a cancelled figure drag leaves no undo step',
    )
    expectEqual(
      await state(page, () => window.__sightline.store.getState().scene.figures.find((f) => f.id === 'battle-mage-1').position),
      mage.position,
      'the figure back where it was',
    )

    // A card with several versions offers them (figure.mk.version); a one-version card does not.
    expectEqual(await page.locator('[data-testid="palette-mk-version"]').count(), 0, 'no version choice for the battle mage')
    await page.selectOption('[data-testid="palette-mk-figure"]', 'mk-fire-dragon')
    expectEqual(await page.inputValue('[data-testid="palette-mk-version"]'), 'full', 'the first version until another is chosen')
    await page.selectOption('[data-testid="palette-mk-version"]', 'wounded')
    expectEqual(
      await state(page, () => window.__sightline.store.getState().siege.tool.piece.mk),
      { card: 'mk-fire-dragon', version: 'wounded' },
      'the palette entry carries the version',
    )
    const lair = { x: left.x - 25 * pxPerCm, y: left.y - 16 * pxPerCm } // about (22.3, 14): open ground
    await page.mouse.move(lair.x + 5, lair.y + 5)
    await page.mouse.move(lair.x, lair.y, { steps: 4 })
    await page.waitForFunction(() => window.__sightline.store.getState().siege.preview?.ghost.figure?.mk?.card === 'mk-fire-dragon')
    await page.mouse.click(lair.x, lair.y)
    const dragon = await state(page, () => window.__sightline.store.getState().scene.figures.find((f) => f.id === 'fire-dragon-1'))
    expectEqual(dragon?.mk, { card: 'mk-fire-dragon', version: 'wounded' }, 'the dragon placed wounded')

    // Its attack on w-left uses Magic Blast as its click shows (R-SE-3); without it, no attack on a section.
    await page.click('[data-testid="palette-figure-medium"]') // leave the MK entry so Escape/choose below is plain
    await page.click('[data-testid="siege-tool-select"]')
    await page.selectOption('[data-testid="castle-from"]', 'battle-mage-1')
    await page.selectOption('[data-testid="castle-to"]', 'w-left')
    await page.waitForFunction(
      () => document.querySelector('[data-testid="castle-abilitiesUsed-value"]')?.getAttribute('data-raw') === 'magicBlast',
    )
    expectEqual(await page.isChecked('[data-testid="castle-abilities-auto"]'), true, 'abilities as the click shows')
    await page.uncheck('[data-testid="castle-ability-magicBlast"]')
    await page.waitForFunction(
      () => document.querySelector('[data-testid="castle-abilitiesUsed-value"]')?.getAttribute('data-raw') === 'none',
    )
    expectEqual(
      await page.getAttribute('[data-testid="castle-castleShotAllowed-value"]', 'data-raw'),
      'false',
      'no section attack without an ability',
    )
    // The shot's sections are labelled.
    await page.waitForSelector('[data-section-label="w-left"]')
    // The command line with the same choice prints the same rows.
    const file = `${tmpDir}/siege-editor-after.json`
    writeFileSync(file, JSON.stringify(await state(page, () => window.__sightline.store.getState().scene)))
    expectEqual(
      await readCastleRows(page),
      cliCastleRows(file, 'battle-mage-1', 'w-left', '--abilities', 'none'),
      'castle rows with no ability: panel and command line',
    )

    // The castle player's edge: guessed until changed, then saved in the scene (castle.setup), undoable.
    expectEqual(await page.getAttribute('[data-testid="siege-sides"]', 'data-stored'), 'false', 'sides before a change')
    expectEqual(await page.inputValue('[data-testid="siege-castle-edge"]'), 'north', 'edge guessed from the sections (z 30 of 90)')
    await page.selectOption('[data-testid="siege-castle-edge"]', 'south')
    await page.waitForFunction(() => document.querySelector('[data-testid="siege-sides"]')?.getAttribute('data-stored') === 'true')
    await page.fill('[data-testid="siege-zone-depth"]', '10')
    await page.press('[data-testid="siege-zone-depth"]', 'Enter')
    expectEqual(
      await state(page, () => window.__sightline.store.getState().scene.castle.setup),
      { castleSide: 'castle', castleEdge: 'south', opponentZoneDepthIn: 10 },
      'castle.setup after the edits',
    )
    await page.click('[data-testid="undo"]')
    await page.waitForFunction(() => document.querySelector('[data-testid="siege-zone-depth"]')?.value === '8')
    expectEqual(await page.inputValue('[data-testid="siege-castle-edge"]'), 'south', 'one undo takes back only the depth')
  },
}
