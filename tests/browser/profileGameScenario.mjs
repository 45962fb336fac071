/**
 * Issue 15 part 3, R-VPR.3: a Mage Knight game keeps the rule readings it started with. Started
 * on mk-cavalry-duel under "as written" (whose R-LF-3 reading is `attack-lost`, the default's
 * `attacker-chooses`), the profile switched to "Sightline default" mid-game, the page reloaded:
 * the resumed game still plays under "as written", while the sandbox's profile is the default.
 */
import { expectEqual, openApp } from './harness.mjs'
import { startMkPlay } from './mkPlayHarness.mjs'

const gameReading = (page) =>
  page.evaluate(() => window.__sightline.store.getState().mkplay.session?.rules.large.ownerPicksInactive ?? null)
const profileInUse = (page) => page.evaluate(() => window.__sightline.store.getState().rules.chosen)

export const profileGameScenario = {
  name: 'profileGame: a Mage Knight game started under one rule profile keeps its readings after the profile is switched and the page reloaded',
  async run({ page, baseUrl }) {
    await openApp(page, baseUrl, '/?scene=mk-cavalry-duel')
    // The profile picker is the sandbox's (stabilityProfilesScenario uses it); its action is the same.
    await page.evaluate(() => window.__sightline.store.getState().chooseRuleProfile('as-written'))
    await startMkPlay(page, baseUrl, 'mk-cavalry-duel')
    expectEqual(await gameReading(page), 'attack-lost', 'the game takes the large-figure reading of the profile in use')

    // Another profile chosen during the game: the sandbox's rulings change, the game's do not.
    await page.evaluate(() => window.__sightline.store.getState().chooseRuleProfile('sightline-default'))
    expectEqual(await gameReading(page), 'attack-lost', 'the game keeps its reading when the profile changes')

    // A reload continues the game from its saved file, which records the readings it started with.
    await openApp(page, baseUrl, '/')
    await page.waitForSelector('[data-testid="mk-play-panel"]', { timeout: 120_000 })
    expectEqual(await profileInUse(page), 'sightline-default', 'the profile in use after the reload')
    expectEqual(await gameReading(page), 'attack-lost', 'the resumed game keeps the reading it started with')
    const notices = await page.evaluate(() => window.__sightline.store.getState().notices.map((n) => n.title))
    expectEqual(notices.includes('gameUnderProfileInUse'), false, 'no notice: the file named its readings')
  },
}

/**
 * R-VPR.2: a list setting is edited as a list. The hindering terrain types (R-MKT.6) are a
 * checkbox per terrain type, named in the reader's language; unticking the ruin goes through the
 * judge's profile check and the profile in use then names no ruin.
 */
export const profileListsScenario = {
  name: 'profileLists: a profile’s terrain-type list edited by checkboxes, in English and German, checked by the judge',
  async run({ page, baseUrl }) {
    await openApp(page, baseUrl, '/?scene=skirmish-ruins&from=r-arbalest&to=b-mech')
    await page.click('[data-testid="profile-settings"] summary')
    const list = page.locator('[data-testid="profile-setting"][data-path="mk.table.hinderingTerrainTypes"]')
    const ruin = list.locator('[data-testid="profile-list-item"][data-item="ruin"]')
    expectEqual(await ruin.isChecked(), true, 'the ruin hinders by default')
    expectEqual((await ruin.locator('xpath=..').textContent()).trim(), 'Ruin (Ruine)', 'the entry in English')
    await ruin.uncheck()
    await page.waitForFunction(
      () => window.__sightline.store.getState().rules.edited?.mk.table.hinderingTerrainTypes.includes('ruin') === false,
      null,
      { timeout: 60_000 },
    )
    expectEqual(await page.locator('[data-testid="profile-edit-problems"]').count(), 0, 'the judge accepts the list')
    await page.click('[data-testid="toggle-language"]')
    expectEqual((await ruin.locator('xpath=..').textContent()).trim(), 'Ruine', 'the entry in German')
    await page.click('[data-testid="toggle-language"]')
  },
}
