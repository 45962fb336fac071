/**
 * Issue 15, R-VPR.3 end to end: a game file records the rule readings its game started with, and
 * an opened file replays under them; an OLD file (no readings) replays under the profile in use,
 * and the table says so once, naming that profile in the reader's language.
 *
 * Universalis: the old file is tests/browser/fixtures/old-universalis-game.json. It was made by
 * taking a game file the judge writes today (PlaySession.toScenarioFile on skirmish-ruins, seed 3:
 * start the round, choose r-arbalest and b-mech, the arbalester begins his phase) and removing its
 * `settings`, which is what a file from before R-VPR.3 looks like. What differs on screen between
 * the profiles is the arbalester's shot at b-mech: behind the sandbags and the tower the default's
 * strongest sufficient cover is hard (-2, roll 3 or less), "as written" the highest piece's level,
 * massive (-3, roll 2 or less); found with `npm run judge -- skirmish-ruins r-arbalest b-mech
 * --compare as-written,sightline-default` (stabilityProfilesScenario shows the same pair).
 *
 * Mage Knight: the old file is the shipped mk-large-figure-turn game's first step with its scene
 * inline and no `settings` (shipped scenarios name none; any would be removed). Under a group's own
 * profile that sums a large figure's combined move (R-LF-5 `sum`) the mammoth moves 5 + 7 = 12 in;
 * the default gives the higher speed, 7 in.
 */
import { readFileSync } from 'node:fs'
import { expectEqual, expectTrue, openApp } from './harness.mjs'
import { waitSteps } from './mkPlayHarness.mjs'

const OLD_UNIVERSALIS = readFileSync('tests/browser/fixtures/old-universalis-game.json', 'utf8')
/** The steps of the old Universalis file: startRound, choose, beginPhase. */
const OLD_STEPS = 3

const asFile = (name, text) => ({ name, mimeType: 'application/json', buffer: Buffer.from(text) })
const gameNotices = (page) =>
  page.evaluate(() =>
    window.__sightline.store
      .getState()
      .notices.filter((n) => n.source === 'game')
      .map((n) => ({ title: n.title, kind: n.kind, items: n.items })),
  )
const noticeHead = (page) => page.textContent('[data-testid="notice-game"] .notice-head strong')
const noticeItems = (page) => page.locator('[data-testid="notice-game"] [data-testid="notice-item"]').allTextContents()

/** Starts a Universalis game on skirmish-ruins with the set-up's defaults (the open button is the game panel's). */
async function startUniversalis(page) {
  await page.click('[data-testid="toggle-play"]')
  await page.waitForSelector('[data-testid="start-game"]')
  await page.click('[data-testid="start-game"]')
  await page.waitForSelector('[data-testid="play-panel"]')
}

/**
 * Opens a Universalis game file from the game panel's input and waits for its replay: a new session
 * with the file's steps (the same file opened twice has the same step count, so the count alone
 * would not show the replay has happened).
 */
async function openUniversalis(page, name, text, steps) {
  await page.evaluate(() => {
    window.__gameBeforeOpen = window.__sightline.store.getState().play.session
  })
  await page.setInputFiles('[data-testid="open-game-input"]', asFile(name, text))
  await page.waitForFunction((n) => {
    const p = window.__sightline.store.getState().play
    return p.session !== window.__gameBeforeOpen && p.steps === n
  }, steps)
  await page.waitForSelector(`[data-testid="play-panel"][data-steps="${steps}"]`)
}

/** The arbalester's normal shot at b-mech as the panel shows it: the number to roll ("≤ 3"), its cover modifier counted. */
async function arbalestShot(page) {
  await page.click('[data-testid="model-r-arbalest"]')
  await page.selectOption('[data-testid="act-target"]', 'b-mech')
  await page.waitForSelector('[data-testid="shot-chance-normal"][data-hit]')
  return (await page.textContent('[data-testid="shot-chance-normal"] td')).trim()
}

/**
 * The shipped war mammoth game's first step (a combined move of its left and right sections) as an
 * old game file: its scene inline, no `settings`.
 */
function oldMkGame() {
  const file = JSON.parse(readFileSync('scenes/scenarios/mk-large-figure-turn.mk.json', 'utf8'))
  const scene = JSON.parse(readFileSync('scenes/mk-large-figure.json', 'utf8'))
  const { settings: _none, ...old } = { ...file, scene, steps: file.steps.slice(0, 1) }
  return old
}

/** Opens a Mage Knight game file from the game panel's input and waits for its replay (a new session, its steps). */
async function openMk(page, name, text, steps) {
  await page.evaluate(() => {
    window.__gameBeforeOpen = window.__sightline.store.getState().mkplay.session
  })
  await page.setInputFiles('[data-testid="mk-open-game-input"]', asFile(name, text))
  await page.waitForFunction((n) => {
    const p = window.__sightline.store.getState().mkplay
    return p.session !== window.__gameBeforeOpen && p.steps === n
  }, steps)
  await waitSteps(page, steps)
}

/** The mammoth's combined speed in the game record's first step, as the record shows it (R-LF-5). */
async function combinedSpeed(page) {
  const record = page.locator('[data-testid="mk-record"]')
  if ((await record.getAttribute('open')) === null) await record.locator('summary').click()
  const value = page.locator('[data-testid="mk-record-0-largeCombinedSpeed-value"]')
  return { raw: await value.getAttribute('data-raw'), text: (await value.textContent()).trim() }
}

/** Waits for a game error notice after opening `text`; its heading and lines. The game on the table is left as it was. */
async function openBroken(page, input, name, text) {
  if ((await page.locator('[data-testid="notice-game"]').count()) > 0) await page.click('[data-testid="notice-game"] .notice-head button')
  await page.waitForSelector('[data-testid="notice-game"]', { state: 'detached' })
  await page.setInputFiles(`[data-testid="${input}"]`, asFile(name, text))
  await page.waitForSelector('[data-testid="notice-game"][data-kind="error"]')
  return { head: await noticeHead(page), items: await noticeItems(page) }
}

/** Which session is on the table, and its step count: a refused file must leave both. */
const gameOnTable = (page, mode) =>
  page.evaluate((m) => {
    const p = window.__sightline.store.getState()[m]
    window.__gameOnTable ??= new Map()
    if (!window.__gameOnTable.has(p.session)) window.__gameOnTable.set(p.session, window.__gameOnTable.size)
    return { session: window.__gameOnTable.get(p.session), steps: p.steps }
  }, mode)

export const gameFileSettingsScenarios = [
  {
    name: 'gameFileSettings: an old Universalis game file replays under the profile in use and says so once (English, German); a file with readings replays under its own, silently',
    async run({ page, baseUrl }) {
      await openApp(page, baseUrl, '/?scene=skirmish-ruins')
      await page.selectOption('[data-testid="rule-profile"]', 'as-written')
      await page.waitForSelector('[data-testid="rule-profile-panel"][data-chosen="as-written"]')
      await startUniversalis(page)

      // 1. The old file under "as written": the notice names it, and the arbalester's shot meets massive cover.
      await openUniversalis(page, 'old-universalis-game.json', OLD_UNIVERSALIS, OLD_STEPS)
      await page.waitForSelector('[data-testid="notice-game"][data-kind="warning"]')
      expectEqual(
        await noticeHead(page),
        'This game file names no rule settings (an older file): it is played under the rule profile in use',
        'the notice in English',
      )
      expectEqual(await noticeItems(page), ['As written'], 'the notice names the profile in use')
      expectEqual(await arbalestShot(page), '≤ 2', 'the shot under "as written" (massive cover, -3)')
      await page.click('[data-testid="toggle-language"]')
      expectEqual(
        await noticeHead(page),
        'Diese Spieldatei nennt keine Regeleinstellungen (eine ältere Datei): gespielt wird unter dem gewählten Regelprofil',
        'the notice in German',
      )
      expectEqual(await noticeItems(page), ['Wie geschrieben'], 'the profile named in German')
      await page.click('[data-testid="toggle-language"]')

      // Read and closed, the notice does not come back with the next action (the arbalester's phase ends).
      await page.click('[data-testid="notice-game"] .notice-head button')
      await page.click('[data-testid="act-endPhase"]:not([disabled])')
      await page.waitForSelector(`[data-testid="play-panel"][data-steps="${OLD_STEPS + 1}"]`)
      expectEqual(await gameNotices(page), [], 'no notice again after a further step')
      await page.click('[data-testid="undo-step"]:not([disabled])')
      await page.waitForSelector(`[data-testid="play-panel"][data-steps="${OLD_STEPS}"]`)

      // Another profile chosen before a reload (the picker is the sandbox's; its action is the same): the
      // resumed game keeps the readings the opened file was given, "as written", and says nothing.
      await page.evaluate(() => window.__sightline.store.getState().chooseRuleProfile('sightline-default'))
      await openApp(page, baseUrl, '/')
      await page.waitForSelector(`[data-testid="play-panel"][data-steps="${OLD_STEPS}"]`)
      expectEqual(await gameNotices(page), [], 'no notice after the reload: the kept game names its readings')
      expectEqual(await arbalestShot(page), '≤ 2', 'the resumed game still under "as written"')

      // 2. The game saved as a player saves it: the file records "as written", and opened while the default
      // is in use it replays under its own readings, with no notice.
      const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-testid="export-game"]')])
      const saved = readFileSync(await download.path(), 'utf8')
      expectEqual(JSON.parse(saved).settings?.cover?.coverLevelMix, 'highest', 'the saved file records the readings of "as written"')
      await openUniversalis(page, 'sightline-game.json', saved, OLD_STEPS)
      expectEqual(await gameNotices(page), [], 'no notice for a file that names its readings')
      expectEqual(await arbalestShot(page), '≤ 2', 'the saved file replays under its own readings, not the default in use')

      // And the old file opened now, under the default in use: hard cover, and the notice names the default.
      await openUniversalis(page, 'old-universalis-game.json', OLD_UNIVERSALIS, OLD_STEPS)
      await page.waitForSelector('[data-testid="notice-game"][data-kind="warning"]')
      expectEqual(await noticeItems(page), ['Sightline default'], 'the notice names the default now in use')
      expectEqual(await arbalestShot(page), '≤ 3', 'the old file under the default (hard cover, -2)')
    },
  },
  {
    name: 'gameFileSettings: an old Mage Knight game file replays under our own profile and says so once; a reload is silent; under the default it moves 7 in',
    async run({ page, baseUrl }) {
      await openApp(page, baseUrl, '/?scene=mk-large-figure')
      // A group's own profile: the default with a large figure's combined move summed (R-LF-5), saved as "Our table".
      await page.click('[data-testid="profile-settings"] summary')
      await page.selectOption('[data-testid="profile-setting"][data-path="mk.large.combinedMoveSpeed"]', 'sum')
      await page.waitForFunction(() => window.__sightline.store.getState().rules.edited?.mk.large.combinedMoveSpeed === 'sum')
      await page.fill('[data-testid="profile-title"]', 'Our table')
      await page.click('[data-testid="profile-save"]')
      await page.waitForSelector('[data-testid="rule-profile-panel"][data-chosen="our-table"]')
      await page.click('[data-testid="toggle-play"]')
      await page.waitForSelector('[data-testid="mk-setup"]')
      await page.click('[data-testid="mk-start-game"]')
      await page.waitForSelector('[data-testid="mk-play-panel"]')

      const old = JSON.stringify(oldMkGame())
      await openMk(page, 'mk-large-figure-turn.json', old, 1)
      await page.waitForSelector('[data-testid="notice-game"][data-kind="warning"]')
      expectEqual(await noticeItems(page), ['Our table'], 'the notice names our profile')
      expectEqual(await combinedSpeed(page), { raw: '12', text: '12' }, 'the mammoth moves 5 + 7 in under our profile')

      // A reload continues the kept game, which now names the readings it was given: no notice again.
      await openApp(page, baseUrl, '/')
      await page.waitForSelector('[data-testid="mk-play-panel"][data-steps="1"]')
      expectEqual(await gameNotices(page), [], 'no notice after the reload')
      expectEqual((await combinedSpeed(page)).raw, '12', 'the resumed game keeps our profile’s reading')

      // The same old file under the default (chosen through the picker's action; the picker is the sandbox's):
      // the higher speed only, and the notice names the default, in German too.
      await page.evaluate(() => window.__sightline.store.getState().chooseRuleProfile('sightline-default'))
      await openMk(page, 'mk-large-figure-turn.json', old, 1)
      await page.waitForSelector('[data-testid="notice-game"][data-kind="warning"]')
      expectEqual(await noticeItems(page), ['Sightline default'], 'the notice names the default now in use')
      expectEqual((await combinedSpeed(page)).raw, '7', 'the mammoth moves the higher speed, 7 in, under the default')
      await page.click('[data-testid="toggle-language"]')
      expectEqual(await noticeItems(page), ['Sightline-Standard'], 'the default named in German')
      await page.click('[data-testid="toggle-language"]')

      // 4. A Mage Knight file whose reading the profile check refuses: the field is named, the game stays.
      const before = await gameOnTable(page, 'mkplay')
      const bad = {
        ...oldMkGame(),
        settings: { ...JSON.parse(await page.evaluate(() => window.__sightline.store.getState().exportMkGame())).settings },
      }
      bad.settings.large = { ...bad.settings.large, combinedMoveSpeed: 'all' }
      const refused = await openBroken(page, 'mk-open-game-input', 'bad-reading.json', JSON.stringify(bad))
      expectEqual(refused.head, 'The game could not be opened', 'the error notice')
      expectTrue(
        refused.items.some((line) => line.startsWith('settings.large.combinedMoveSpeed: ')),
        `the refused reading is named by its field: ${JSON.stringify(refused.items)}`,
      )
      expectEqual(await gameOnTable(page, 'mkplay'), before, 'the game on the table is untouched')
    },
  },
  {
    name: 'gameFileSettings: a broken Universalis game file (bad JSON, a reading out of range) is refused naming the field, the game on the table untouched',
    async run({ page, baseUrl }) {
      await openApp(page, baseUrl, '/?scene=skirmish-ruins')
      await startUniversalis(page)
      await openUniversalis(page, 'old-universalis-game.json', OLD_UNIVERSALIS, OLD_STEPS)
      const before = await gameOnTable(page, 'play')
      const shot = await arbalestShot(page)

      const cut = await openBroken(page, 'open-game-input', 'cut-short.json', OLD_UNIVERSALIS.slice(0, 400))
      expectEqual(cut.head, 'The game could not be opened', 'the error notice for bad JSON')
      expectTrue(
        cut.items.length === 1 && cut.items[0].startsWith('(root): malformed JSON at line'),
        `the file named as not JSON: ${cut.items}`,
      )
      expectEqual(await gameOnTable(page, 'play'), before, 'the game on the table is untouched by bad JSON')

      // A file as the view saves it, with its cover threshold (R-9.3f, a share from 0 to 1) set to 1.5.
      const saved = JSON.parse(await page.evaluate(() => window.__sightline.store.getState().exportGame()))
      saved.settings.cover.threshold = 1.5
      const range = await openBroken(page, 'open-game-input', 'out-of-range.json', JSON.stringify(saved))
      expectTrue(
        range.items.some((line) => line.startsWith('settings.cover.threshold: ')),
        `the reading out of range is named by its field: ${JSON.stringify(range.items)}`,
      )
      await page.click('[data-testid="toggle-language"]')
      expectEqual(await noticeHead(page), 'Das Spiel konnte nicht geöffnet werden', 'the error notice in German')
      // The refused reading in German words too, not the check's English (coded as a scene's problems are).
      const german = await noticeItems(page)
      expectTrue(
        german.some((line) => line.startsWith('settings.cover.threshold: muss ')),
        `the reading out of range said in German: ${JSON.stringify(german)}`,
      )
      await page.click('[data-testid="toggle-language"]')
      expectEqual(await gameOnTable(page, 'play'), before, 'the game on the table is untouched by a reading out of range')
      expectEqual(await page.getAttribute('[data-testid="play-panel"]', 'data-steps'), String(OLD_STEPS), 'the steps on screen')
      expectEqual(await arbalestShot(page), shot, 'the shot on screen as before')
    },
  },
]
