/**
 * Issue 14, "a layout that works on a tablet and a phone": on a 390 × 844 phone the table was 10 px wide
 * and the panel covered the screen. Now the table keeps the top of the screen, the panel follows below it,
 * the toolbar is one scrolling row; on a tablet the panel is narrower than on a desktop. Sizes asserted are
 * what a player needs (a table at least as wide as the screen's usable width, more than a third of its
 * height), not pixel-exact layouts.
 */
import { expectEqual, expectTrue, openApp } from './harness.mjs'

const box = (page, selector) => page.locator(selector).first().boundingBox()

export const phoneLayoutScenario = {
  name: 'phoneLayout: on a phone the table fills the width above the panel and a tap picks a figure; on a tablet the table keeps most of the width',
  async run({ page, baseUrl }) {
    await page.setViewportSize({ width: 390, height: 844 })
    await openApp(page, baseUrl, '/?scene=hill-and-wall')
    const canvas = await box(page, '[data-testid="table-canvas"]')
    const side = await box(page, 'aside.side')
    const toolbar = await box(page, '.toolbar')
    expectTrue(canvas && canvas.width >= 380, `the table spans the phone's width (${canvas?.width} px of 390)`)
    expectTrue(canvas.height >= 844 / 3, `the table keeps over a third of the height (${canvas.height} px)`)
    expectTrue(side && side.y >= canvas.y + canvas.height - 1, `the panel below the table (${side?.y} vs ${canvas.y + canvas.height})`)
    expectTrue(toolbar && toolbar.height <= 60, `the toolbar is one row (${toolbar?.height} px)`)
    // A tap in the panel below the table picks the shooter, as the mouse does on a desktop.
    await page.locator('[data-testid="pick-shooter-r-archer"]').scrollIntoViewIfNeeded()
    await page.click('[data-testid="pick-shooter-r-archer"]')
    await page.waitForFunction(() => window.__sightline.store.getState().shooterId === 'r-archer')
    expectEqual(await page.evaluate(() => window.__sightline.store.getState().shooterId), 'r-archer', 'the tapped shooter')

    // A tablet in portrait: the panel beside the table, narrower than the desktop's 380 px.
    await page.setViewportSize({ width: 820, height: 1180 })
    await page.waitForFunction(() => document.querySelector('aside.side').getBoundingClientRect().width <= 330)
    const wide = await box(page, '[data-testid="table-canvas"]')
    const tabletBar = await box(page, '.toolbar')
    expectTrue(tabletBar && tabletBar.height <= 60, `the tablet toolbar is one row (${tabletBar?.height} px)`)
    expectTrue(wide && wide.width >= 480, `the table keeps most of a tablet's width (${wide?.width} px of 820)`)
  },
}
