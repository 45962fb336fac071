/**
 * Issue 15 part 3 (R-VPR.2, R-VPR.3): the castle panel's shot under two rule profiles, side by side.
 * The two shipped profiles agree on every castle setting, so the group first saves its own, as a
 * user would in the profile panel: "Sightline default" with R-MK-6a's Universalis section attack
 * set to `any`, saved as "Castle Table". On the siege scene of castleScenario.mjs (wall w-left at
 * (47.3, 0, 30)), a Universalis crossbowman 20 cm in front of the wall shoots at the wall itself:
 * under "Sightline default" (`heavy-weapons`) a crossbow may not attack a section, under "Castle
 * Table" it may (judge/profiles/compareCastle.test.ts rules the same question on
 * siege-golem-wall). R-MK-2a's `higherPosition` cannot show it: a target on a castle section is
 * higher than one on the ground, and level with one on another section, under either reading. The
 * comparison shows both columns, highlights the rows that differ, in English and German; an edit
 * the judge's profile check refuses is listed in German (i18n/profileProblemTexts.ts).
 */
import { SIEGE_SCENE } from './castleScenario.mjs'
import { expectEqual, expectTrue, openApp } from './harness.mjs'

const SCENE = {
  ...SIEGE_SCENE,
  name: 'Profile castle test',
  figures: [...SIEGE_SCENE.figures, { id: 'guard', side: 'siege', size: 'medium', position: [47.3, 0, 10], card: 'guard-crossbowman' }],
}
const SETTING = '[data-testid="profile-setting"][data-path="mk.castle.universalisSectionAttack"]'
const rows = '[data-testid="castle-compare-rows"]'

/** The castle comparison's table: its two column heads and every row as key, differs, class and the two cells. */
const readComparison = (page) =>
  page.$eval(rows, (table) => ({
    heads: [...table.querySelectorAll('thead th[scope="col"]')].map((th) => th.textContent.trim()),
    rows: [...table.querySelectorAll('[data-testid="compare-row"]')].map((tr) => ({
      key: tr.dataset.row,
      differs: tr.dataset.differs,
      className: tr.getAttribute('class'),
      label: tr.querySelector('th').textContent.trim(),
      cells: [...tr.querySelectorAll('td')].map((td) => td.textContent.trim()),
    })),
  }))

export const profileCastleScenario = {
  name: 'profileCastle: a group profile with another castle setting, saved in the panel; the castle shot under it and the default side by side, differing rows highlighted, in English and German; a refused edit said in German',
  async run({ page, baseUrl }) {
    await openApp(page, baseUrl, '/')
    await page.setInputFiles('[data-testid="open-file-input"]', {
      name: 'profile-castle.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(SCENE, null, 2)),
    })
    await page.waitForSelector('[data-testid="castle-panel"]', { timeout: 120_000 })
    await page.selectOption('[data-testid="castle-from"]', 'guard')
    await page.selectOption('[data-testid="castle-to"]', 'w-left')
    await page.waitForFunction(
      () => {
        const { castle } = window.__sightline.store.getState()
        return castle.from === 'guard' && castle.to === 'w-left' && castle.shot !== null
      },
      null,
      { timeout: 60_000 },
    )

    // The group's own profile: the default with the section attack of any Universalis figure, saved by its title.
    await page.click('[data-testid="profile-settings"] summary')
    expectEqual(await page.inputValue(SETTING), 'heavy-weapons', 'the default lets only heavy weapons attack a section')
    await page.selectOption(SETTING, 'any')
    await page.waitForFunction(() => window.__sightline.store.getState().rules.edited?.mk.castle.universalisSectionAttack === 'any', null, {
      timeout: 60_000,
    })
    await page.fill('[data-testid="profile-title"]', 'Castle Table')
    await page.click('[data-testid="profile-save"]')
    await page.waitForSelector('[data-testid="rule-profile-panel"][data-chosen="castle-table"]', { timeout: 60_000 })

    // Side by side with the shipped default: both columns, the rows that differ marked and highlighted.
    await page.selectOption('[data-testid="compare-profile"]', 'sightline-default')
    await page.waitForSelector(rows, { timeout: 60_000 })
    const english = await readComparison(page)
    expectEqual(english.heads, ['Castle Table', 'Sightline default'], 'a column per profile, the one in use first')
    const allowed = english.rows.find((r) => r.key === 'mayAttackSection')
    expectTrue(allowed !== undefined, `a row says whether the section may be attacked (${JSON.stringify(english.rows)})`)
    expectEqual([allowed.differs, allowed.className], ['true', 'differs'], 'the section attack row differs and is highlighted')
    expectEqual(allowed.cells, ['Yes', 'No'], 'may attack the section under each profile')
    const same = english.rows.filter((r) => r.differs === 'false')
    expectTrue(same.length > 0, 'some rows are the same under both')
    expectTrue(
      same.every((r) => r.className === null && r.cells[0] === r.cells[1]),
      `rows the same under both are not highlighted and show one value twice (${JSON.stringify(same)})`,
    )
    expectTrue(
      english.rows.every((r) => (r.differs === 'true') === (r.className === 'differs')),
      'exactly the differing rows are highlighted',
    )
    const verdict = page.locator('[data-testid="castle-compare-verdict"]')
    expectEqual(await verdict.getAttribute('data-differs'), 'true', 'the castle verdict says the profiles differ')
    expectEqual(await verdict.textContent(), 'Castle shot under both profiles: The profiles rule differently.', 'the verdict in English')

    // The same comparison in German: the same rows differ, the labels and values in German.
    await page.click('[data-testid="toggle-language"]')
    await page.waitForFunction(() => window.__sightline.store.getState().language === 'de')
    await page.waitForFunction(() =>
      document.querySelector('[data-testid="castle-compare-verdict"]')?.textContent?.startsWith('Burgschuss unter beiden Profilen'),
    )
    const german = await readComparison(page)
    expectEqual(
      german.rows.map((r) => [r.key, r.differs, r.className]),
      english.rows.map((r) => [r.key, r.differs, r.className]),
      'the same rows differ in German',
    )
    const erlaubt = german.rows.find((r) => r.key === 'mayAttackSection')
    expectEqual(erlaubt.cells, ['ja', 'nein'], 'may attack the section, in German')
    expectTrue(erlaubt.label !== allowed.label, `the row's label in German (${erlaubt.label})`)
    expectEqual(await verdict.textContent(), 'Burgschuss unter beiden Profilen: Die Profile entscheiden unterschiedlich.', 'the verdict')

    // An edit the judge's check refuses is not used, and the editor says why in German.
    await page.fill('[data-testid="profile-setting"][data-path="mk.castle.higherThresholdCm"]', '5000')
    const problem = page.locator('[data-testid="profile-edit-problems"] li')
    await problem.first().waitFor({ timeout: 60_000 })
    expectEqual(await problem.allTextContents(), ['Höher, gemessen ab: muss höchstens 1000 sein, gefunden: 5000'], 'the refusal in German')
    expectEqual(
      await page.evaluate(() => window.__sightline.store.getState().rules.edited),
      null,
      'the refused value is not used: the saved profile rules as it was saved',
    )
    await page.click('[data-testid="toggle-language"]')
    await page.waitForFunction(() =>
      document.querySelector('[data-testid="profile-edit-problems"] li')?.textContent?.endsWith('must be at most 1000, got 5000'),
    )
  },
}
