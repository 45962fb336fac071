/**
 * Issue 14, "a layout that works on a tablet and a phone": on a 390 × 844 phone the table was 10 px wide
 * and the panel covered the screen. Now the table keeps the top of the screen, the panel follows below it,
 * the toolbar is one scrolling row; on a tablet the panel is narrower than on a desktop. Sizes asserted are
 * what a player needs (a table at least as wide as the screen's usable width, more than a third of its
 * height), not pixel-exact layouts. With a pair's rule-profile comparison open and every setting of the
 * profile unfolded, nothing in the panel reaches past the screen's right edge, in English and German (the
 * last player's pass: the section arcs' fieldset was 401 px wide on the 390 px phone), nor on the tablet.
 */
import { expectEqual, expectTrue, openApp } from './harness.mjs'

const box = (page, selector) => page.locator(selector).first().boundingBox()

/** Every element of the panel whose right edge lies past the screen's (half a pixel for rounding), and the panel's sideways scroll. */
const pastTheEdge = (page) =>
  page.evaluate(() => {
    const side = document.querySelector('aside.side')
    const past = []
    for (const el of side.querySelectorAll('*')) {
      const r = el.getBoundingClientRect()
      if (r.width > 0 && r.right > window.innerWidth + 0.5)
        past.push(`${el.tagName.toLowerCase()}.${el.className} ${el.dataset.testid ?? el.dataset.path ?? ''}: ${Math.round(r.right)}`)
    }
    return { past: past.slice(0, 8), scrolls: side.scrollWidth > side.clientWidth + 0.5 }
  })

/** The pair's comparison open and every folded part of the panel unfolded (the profile's settings, the differing settings). */
async function comparisonUnfolded(page) {
  await page.selectOption('[data-testid="compare-profile"]', 'as-written')
  await page.waitForSelector('[data-testid="compare-rows"]')
  await page.evaluate(() => {
    for (const details of document.querySelectorAll('aside.side details')) details.open = true
  })
  await page.waitForSelector('[data-testid="profile-setting"][data-path="mk.large.sectionArcs"]', { state: 'visible' })
}

async function expectWithinScreen(page, where) {
  const { past, scrolls } = await pastTheEdge(page)
  expectEqual(past, [], `${where}: nothing in the panel past the screen's right edge`)
  expectTrue(!scrolls, `${where}: the panel does not scroll sideways`)
}

export const phoneLayoutScenario = {
  name: 'phoneLayout: on a phone the table fills the width above the panel and a tap picks a figure; on a tablet the table keeps most of the width; with a comparison open nothing in the panel passes the screen’s edge',
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

    // The rule-profile comparison of a pair, every setting unfolded: nothing wider than the phone, in either language.
    await openApp(page, baseUrl, '/?scene=hill-and-wall&from=r-archer&to=b-open')
    await comparisonUnfolded(page)
    await expectWithinScreen(page, 'phone, the comparison open')
    await page.click('[data-testid="toggle-language"]')
    await expectWithinScreen(page, 'phone, the comparison open, in German')
    await page.click('[data-testid="toggle-language"]')

    // A tablet in portrait: the panel beside the table, narrower than the desktop's 380 px.
    await page.setViewportSize({ width: 820, height: 1180 })
    await page.waitForFunction(() => document.querySelector('aside.side').getBoundingClientRect().width <= 330)
    const wide = await box(page, '[data-testid="table-canvas"]')
    const tabletBar = await box(page, '.toolbar')
    expectTrue(tabletBar && tabletBar.height <= 60, `the tablet toolbar is one row (${tabletBar?.height} px)`)
    expectTrue(wide && wide.width >= 480, `the table keeps most of a tablet's width (${wide?.width} px of 820)`)
    // The tablet's panel is narrower than the phone's (320 px): the same unfolded panel fits it too.
    await expectWithinScreen(page, 'tablet, the comparison open')
  },
}
