/**
 * Issue 15 in the dispute view, as a table would use it on skirmish-ruins: the stability band of
 * r-arbalest → b-mech (its lines in the panel, its ring on the table), the same ruling under
 * "as written" beside "Sightline default" (the sandbags and the tower: the default's strongest
 * sufficient cover is hard, as written the highest piece's level, massive; found with
 * `npm run judge -- skirmish-ruins r-arbalest b-mech --compare as-written,sightline-default`),
 * and a group's own profile saved, chosen again after a reload, and deleted.
 */
import { expectEqual, expectTrue, openApp, waitForRow } from './harness.mjs'

const LINK = '/?scene=skirmish-ruins&from=r-arbalest&to=b-mech'
const state = (page, fn, arg) => page.evaluate(fn, arg)

export const stabilityProfilesScenario = {
  name: 'stabilityProfiles: the stability band line and ring of a pair; a compare highlights the differing cover row; a saved profile survives a reload',
  async run({ page, baseUrl }) {
    await openApp(page, baseUrl, LINK)
    await waitForRow(page, 'cover', 'Hard (hart)')

    // The band is asked once the toggle is on, after the ruling is painted; its lines then show.
    await page.check('[data-testid="stability-shown"]')
    await page.waitForSelector('[data-testid="stability"][data-status="ready"]', { timeout: 120_000 })
    const lines = await page.$$eval('[data-testid="stability-line"]', (li) =>
      li.map((e) => ({ fact: e.dataset.fact, mover: e.dataset.mover, text: e.textContent.trim() })),
    )
    const report = await state(page, () => window.__sightline.store.getState().stability.report)
    expectEqual(lines.length, report.entries.length, 'one line per fact and figure')
    expectTrue(
      lines.some((l) => l.fact === 'cover' && l.mover === 'target'),
      `a line for the target's cover (${JSON.stringify(lines)})`,
    )
    // The smallest change leads, and the ring on the table stands for it, labelled with its distance.
    const smallest = report.entries.filter((e) => e.status === 'changes').reduce((a, b) => (b.distanceCm < a.distanceCm ? b : a))
    expectEqual([lines[0].fact, lines[0].mover], [smallest.fact, smallest.mover], 'the first line is the smallest change')
    expectTrue(
      new RegExp(
        `^${smallest.fact === 'cover' ? 'cover' : smallest.fact === 'lineOfSight' ? 'line of sight' : 'the range band'} changes from .* if the ${smallest.mover} moves `,
      ).test(lines[0].text),
      `the line says the change (${lines[0].text})`,
    )
    await page.waitForSelector(`[data-stability-ring="${smallest.mover}"]`, { timeout: 120_000 })
    const distance = smallest.distanceCm < 1 ? `${(smallest.distanceCm * 10).toFixed(1)} mm` : `${smallest.distanceCm.toFixed(1)} cm`
    expectEqual(await page.textContent(`[data-stability-ring="${smallest.mover}"]`), distance, 'the ring’s label')
    await page.click('[data-testid="toggle-language"]')
    expectTrue((await page.textContent('[data-testid="stability-line"]')).includes(' wechselt von '), 'the line in German')
    await page.click('[data-testid="toggle-language"]')
    await page.uncheck('[data-testid="stability-shown"]')
    expectEqual(await page.locator('[data-stability-ring]').count(), 0, 'the ring hides with the toggle')

    // The same ruling under "as written": the cover row differs and is highlighted.
    await page.selectOption('[data-testid="compare-profile"]', 'as-written')
    await page.waitForSelector('[data-testid="compare-rows"]')
    const cover = page.locator('[data-testid="compare-row"][data-row="cover"]')
    expectEqual(await cover.getAttribute('data-differs'), 'true', 'the cover row differs')
    expectEqual(await cover.getAttribute('class'), 'differs', 'the cover row is highlighted')
    expectEqual(await cover.locator('td').allTextContents(), ['Hard (hart)', 'Massive (massiv)'], 'cover under each profile')
    expectEqual(
      await page.getAttribute('[data-testid="compare-row"][data-row="lineOfSight"]', 'data-differs'),
      'false',
      'line of sight the same under both',
    )

    // The group's own profile: the cover mix of "as written" on top of the default, saved under a name.
    await page.selectOption('[data-testid="profile-cover-mix"]', 'highest')
    await waitForRow(page, 'cover', 'Massive (massiv)')
    await page.fill('[data-testid="profile-title"]', 'Our Table')
    await page.click('[data-testid="profile-save"]')
    await page.waitForSelector('[data-testid="rule-profile-panel"][data-chosen="our-table"]')

    await page.reload()
    await page.waitForFunction(() => document.body.dataset.ready === 'true', null, { timeout: 120_000 })
    await state(page, () => window.__sightline.store.getState().setPair('r-arbalest', 'b-mech'))
    await page.waitForSelector('[data-testid="rule-profile-panel"][data-chosen="our-table"]')
    expectEqual(await page.inputValue('[data-testid="rule-profile"]'), 'our-table', 'the saved profile is chosen after a reload')
    await waitForRow(page, 'cover', 'Massive (massiv)')
    await page.click('[data-testid="profile-delete"]')
    await page.waitForSelector('[data-testid="rule-profile-panel"][data-chosen="sightline-default"]')
    await waitForRow(page, 'cover', 'Hard (hart)')
    expectEqual(await page.locator('[data-testid="rule-profile"] option[value="our-table"]').count(), 0, 'deleted from the picker')
  },
}
