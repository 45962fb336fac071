/**
 * Issue 15 part 3, R-VPR.4: a rule profile to and from a file, as a group takes its table's
 * reading to a terminal or to another group. "As written" exported from the panel is the profile
 * the judge ships (the form `--profile FILE` reads); imported back it is kept beside the shipped
 * one as "as-written-2" and used at once, said in English and German; a file the judge refuses
 * is listed problem by problem and changes nothing.
 */
import { readFileSync } from 'node:fs'
import { expectEqual, expectTrue, openApp } from './harness.mjs'

const asFile = (name, text) => ({ name, mimeType: 'application/json', buffer: Buffer.from(text) })
const rules = (page) =>
  page.evaluate(() => {
    const r = window.__sightline.store.getState().rules
    return { chosen: r.chosen, own: r.own.map((p) => p.name), mix: r.own.find((p) => p.name === r.chosen)?.settings.cover.coverLevelMix }
  })

export const profileFileScenario = {
  name: 'profileFile: a rule profile exported as the command line reads it, imported back beside the shipped one under a free name and used, a refused file listed and nothing changed, English and German',
  async run({ page, baseUrl }) {
    await openApp(page, baseUrl, '/?scene=skirmish-ruins&from=r-arbalest&to=b-mech')
    await page.selectOption('[data-testid="rule-profile"]', 'as-written')
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-testid="profile-export"]')])
    expectEqual(download.suggestedFilename(), 'as-written.profile.json', 'the file name')
    const text = readFileSync(await download.path(), 'utf8')
    const file = JSON.parse(text)
    expectEqual(Object.keys(file), ['name', 'title', 'description', 'settings'], 'the profile file’s members')
    const shipped = await page.evaluate(() => window.__sightline.store.getState().rules.shipped.find((p) => p.name === 'as-written'))
    expectEqual(file.settings, shipped.settings, 'the exported settings are the profile in use')

    await page.selectOption('[data-testid="rule-profile"]', 'sightline-default')
    await page.setInputFiles('[data-testid="profile-import"]', asFile('as-written.profile.json', text))
    await page.waitForFunction(() => window.__sightline.store.getState().rules.chosen === 'as-written-2')
    const after = await rules(page)
    expectEqual([after.own, after.mix], [['as-written-2'], shipped.settings.cover.coverLevelMix], 'kept beside the shipped one, in use')
    expectEqual(await page.locator('[data-testid="rule-profile"]').inputValue(), 'as-written-2', 'the picker shows it')
    const result = page.locator('[data-testid="profile-import-result"]')
    expectEqual(
      (await result.textContent()).trim(),
      'Imported the profile as "as-written-2": "as-written" exists already and is left as it was.',
      'the import said in English',
    )
    await page.click('[data-testid="toggle-language"]')
    expectEqual(
      (await result.textContent()).trim(),
      'Profil importiert als „as-written-2“: „as-written“ gibt es schon, es bleibt unverändert.',
      'the import said in German',
    )

    // A file the judge refuses: every problem listed (in German now), the profiles as they were.
    await page.setInputFiles(
      '[data-testid="profile-import"]',
      asFile('broken.json', JSON.stringify({ ...file, name: 'Club!', settings: {} })),
    )
    await page.waitForSelector('[data-testid="profile-import-result"][data-kind="invalid"]')
    const problems = await result.locator('li').allTextContents()
    expectTrue(problems.length >= 2, `the refusals listed: ${JSON.stringify(problems)}`)
    expectTrue(
      problems.some((p) => p.startsWith('name: ')),
      `the name named: ${JSON.stringify(problems)}`,
    )
    expectEqual(await rules(page), after, 'nothing changed by a refused file')
    await page.click('[data-testid="toggle-language"]')
  },
}
