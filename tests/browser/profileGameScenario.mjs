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
 * judge's profile check and the profile in use then names no ruin. Then the critical maluses and
 * the section arcs (editMalusesAndArcs, below).
 */
export const profileListsScenario = {
  name: 'profileLists: a profile’s terrain types by checkboxes, critical maluses by attribute, section arcs as a list of rows, in English and German, checked by the judge',
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
    // R-HM.5: the drop a base's rim may overhang, a number in cm labelled in both languages, used once the judge accepts it.
    const drop = page.locator('[data-testid="profile-setting"][data-path="sight.supportDropCm"]')
    expectEqual(await drop.getAttribute('aria-label'), 'Base rim may hang over a drop up to', 'the drop field in English')
    expectEqual(await drop.inputValue(), '0.5', 'the default drop (R-HM.5)')
    await drop.fill('3')
    await page.waitForFunction(() => window.__sightline.store.getState().rules.edited?.sight.supportDropCm === 3, null, {
      timeout: 60_000,
    })
    expectEqual(await page.locator('[data-testid="profile-edit-problems"]').count(), 0, 'the judge accepts a 3 cm drop')
    await page.click('[data-testid="toggle-language"]')
    expectEqual(await drop.getAttribute('aria-label'), 'Basenrand darf über eine Stufe ragen bis', 'the drop field in German')
    await page.click('[data-testid="toggle-language"]')
    await editMalusesAndArcs(page)
  },
}

const edited = (page, path) =>
  page.evaluate((p) => {
    let at = window.__sightline.store.getState().rules.edited
    for (const key of p.split('.')) at = at?.[key]
    return at === undefined ? null : JSON.parse(JSON.stringify(at))
  }, path)
const problemLines = (page) => page.locator('[data-testid="profile-edit-problems"] li').allTextContents()

/**
 * R-VPR.2 with R-11.3a and R-LF-1: no setting is JSON any more. A critical malus is a number field
 * per attribute (empty for none), a section arc a row of the arc table; the judge's profile check
 * uses what it accepts and refuses the rest, named in the reader's language: a malus of 13 (at
 * most 12), arcs whose widths add up to 390 degrees. Hand-derived arcs that do cover the circle:
 * front 120 wide at 0 (-60..60), right 60 at 90 (60..120), rear 120 at 180 (120..240), left 60 at
 * -90 (240..300, and 300 is the front's -60): 360 together, no overlap.
 */
async function editMalusesAndArcs(page) {
  // Critical maluses: AGI -1 is used; NK 13 is refused and said in both languages; emptied, NK has none again.
  const maluses = page.locator('[data-testid="profile-setting"][data-path="universalis.attributes.criticalModifiers"]')
  const agi = maluses.locator('[data-testid="profile-record-key"][data-key="AGI"]')
  expectEqual(await agi.inputValue(), '', 'no malus by default (R-11.3a)')
  expectEqual((await agi.locator('xpath=..').textContent()).trim(), 'AGI (Agility)', 'the field is labelled by the attribute')
  await agi.fill('-1')
  await page.waitForFunction(
    () => window.__sightline.store.getState().rules.edited?.universalis.attributes.criticalModifiers.AGI === -1,
    null,
    { timeout: 60_000 },
  )
  expectEqual(await page.locator('[data-testid="profile-edit-problems"]').count(), 0, 'the judge accepts AGI -1')
  const nk = maluses.locator('[data-testid="profile-record-key"][data-key="NK"]')
  await nk.fill('13')
  await page.waitForSelector('[data-testid="profile-edit-problems"]', { timeout: 60_000 })
  expectEqual(
    await problemLines(page),
    ['Maluses of the critical state, NK (Melee): must be at most 12, got 13'],
    'the judge refuses NK 13, named by its attribute',
  )
  expectEqual(await edited(page, 'universalis.attributes.criticalModifiers'), { AGI: -1 }, 'the refused malus is not used')
  await page.click('[data-testid="toggle-language"]')
  expectEqual(
    await problemLines(page),
    ['Mali des kritischen Zustands, NK (Nahkampf): muss höchstens 12 sein, gefunden: 13'],
    'the refusal in German',
  )
  await page.click('[data-testid="toggle-language"]')
  // Left for the language toggle, the field shows the malus in use again (none); -2 is used, then emptied to none.
  expectEqual(await nk.inputValue(), '', 'a refused malus is not in use')
  await nk.fill('-2')
  await page.waitForSelector('[data-testid="profile-edit-problems"]', { state: 'detached', timeout: 60_000 })
  expectEqual(await edited(page, 'universalis.attributes.criticalModifiers'), { AGI: -1, NK: -2 }, 'NK -2 is used')
  await nk.fill('')
  await page.waitForFunction(
    () => !('NK' in window.__sightline.store.getState().rules.edited.universalis.attributes.criticalModifiers),
    null,
    { timeout: 60_000 },
  )
  expectEqual(await edited(page, 'universalis.attributes.criticalModifiers'), { AGI: -1 }, 'an emptied field is no malus')

  // Section arcs: four quarters by default; the front widened alone leaves 390 degrees, which the judge refuses.
  const arcs = page.locator('[data-testid="profile-setting"][data-path="mk.large.sectionArcs"]')
  const row = (n) => arcs.locator(`[data-testid="profile-arc"][data-row="${n}"]`)
  const apply = arcs.locator('[data-testid="profile-arcs-apply"]')
  expectEqual(await arcs.locator('[data-testid="profile-arc"]').count(), 4, 'a row per quarter')
  expectEqual(await apply.getAttribute('aria-disabled'), 'true', 'nothing to use before a change')
  await row(0).locator('[data-testid="profile-arc-width"]').fill('120')
  expectEqual(await arcs.locator('[data-testid="profile-arcs-total"]').getAttribute('data-total'), '390', 'the widths together')
  await apply.click()
  await page.waitForSelector('[data-testid="profile-edit-problems"]', { timeout: 60_000 })
  expectEqual(
    await problemLines(page),
    ['Sections of a large figure (arcs): the widths add up to 390 degrees; the arcs must cover the 360 degrees around the base'],
    'the judge refuses arcs that do not cover the circle',
  )
  expectEqual(await edited(page, 'mk.large.sectionArcs.0.widthDeg'), 90, 'the refused arcs are not used')

  // The hand-derived split above: the judge uses it, and the dial draws four wedges.
  await row(1).locator('[data-testid="profile-arc-width"]').fill('60')
  await row(2).locator('[data-testid="profile-arc-width"]').fill('120')
  await row(3).locator('[data-testid="profile-arc-width"]').fill('60')
  await apply.click()
  await page.waitForFunction(() => window.__sightline.store.getState().rules.edited?.mk.large.sectionArcs[0].widthDeg === 120, null, {
    timeout: 60_000,
  })
  expectEqual(await page.locator('[data-testid="profile-edit-problems"]').count(), 0, 'the judge accepts arcs covering the circle')
  expectEqual(
    (await edited(page, 'mk.large.sectionArcs')).map((a) => `${a.section} ${a.centreDeg} ${a.widthDeg}`),
    ['front 0 120', 'right 90 60', 'rear 180 120', 'left -90 60'],
    'the arcs in use',
  )
  expectEqual(await arcs.locator('[data-testid="profile-arcs-dial"] path[d^="M 60 60"]').count(), 4, 'a wedge per arc')

  // Add is greyed with its reason at 8 arcs, Remove at 1; Back to the arcs in use restores the four.
  const add = arcs.locator('[data-testid="profile-arc-add"]')
  for (let i = 0; i < 4; i++) await add.click()
  expectEqual(await arcs.locator('[data-testid="profile-arc"]').count(), 8, 'eight arcs after four adds')
  expectEqual([await add.getAttribute('aria-disabled'), await add.getAttribute('title')], ['true', 'At most 8 arcs'], 'Add greyed at 8')
  for (let i = 0; i < 7; i++) await row(0).locator('[data-testid="profile-arc-remove"]').click()
  const last = row(0).locator('[data-testid="profile-arc-remove"]')
  expectEqual(
    [await last.getAttribute('aria-disabled'), await last.getAttribute('title')],
    ['true', 'At least 1 arc'],
    'Remove greyed at 1',
  )
  expectEqual(await row(0).locator('[data-testid="profile-arc-width"]').inputValue(), '360', 'the widths merged into the last arc')
  await page.click('[data-testid="toggle-language"]')
  expectEqual(await last.getAttribute('title'), 'Mindestens 1 Bogen', 'the reason in German')
  expectEqual(
    await row(0).locator('[data-testid="profile-arc-width"]').getAttribute('aria-label'),
    'Bogen 1: Breite (°)',
    'the field’s German label',
  )
  await page.click('[data-testid="toggle-language"]')
  await unusedArcsNotLost(page, arcs)
  await arcs.locator('[data-testid="profile-arcs-reset"]').click()
  expectEqual(await arcs.locator('[data-testid="profile-arc"]').count(), 4, 'back to the four arcs in use')
  expectEqual(await arcs.locator('[data-testid="profile-arcs-pending"]').count(), 0, 'no draft once back to the arcs in use')
  expectEqual(await page.locator('[data-testid="profile-refusal"]').count(), 0, 'the refusal went with the draft')
}

/**
 * The player's pass: arcs typed but not used were saved as the old ones without a word. A draft
 * (here the one arc of 360 degrees left by the removes) is marked not in use, in both languages;
 * Save refuses and says why, Export is greyed with its reason, and no profile was kept.
 */
async function unusedArcsNotLost(page, arcs) {
  const pending = arcs.locator('[data-testid="profile-arcs-pending"]')
  expectEqual(
    await pending.textContent(),
    'Not in use yet: the rulings and a saved profile keep the arcs in use until you press “Use these arcs”.',
    'the draft is marked',
  )
  await page.fill('[data-testid="profile-title"]', 'Our arcs')
  await page.click('[data-testid="profile-save"]')
  expectEqual(
    await page.locator('[data-testid="profile-refusal"]').textContent(),
    'The section arcs you typed are not in use yet: press “Use these arcs” (or go back to the arcs in use) first.',
    'Save refuses a pending draft',
  )
  expectEqual(await page.evaluate(() => window.__sightline.store.getState().rules.own.length), 0, 'no profile kept')
  expectEqual(await page.locator('[data-testid="profile-export"]').getAttribute('aria-disabled'), 'true', 'Export greyed')
  await page.click('[data-testid="toggle-language"]')
  expectEqual(
    await pending.textContent(),
    'Noch nicht verwendet: Entscheidungen und ein gespeichertes Profil behalten die verwendeten Bögen, bis du „Diese Bögen verwenden“ drückst.',
    'the mark in German',
  )
  expectEqual(
    await page.locator('[data-testid="profile-export"]').getAttribute('title'),
    'Die eingegebenen Sektionsbögen werden noch nicht verwendet: erst verwenden oder zurück',
    'Export’s reason in German',
  )
  await page.click('[data-testid="toggle-language"]')
}
