/**
 * The siege scenario: a castle scene opened from a file, a portal opened with a click, a wall
 * damaged click by click, and the castle panel's rows compared with what the command line
 * prints for the same pair on the same scene (`npm run judge -- FILE FROM TO --castle --json`).
 *
 * Hand-derived facts of the scene (models/castle/pieces.json): the gatehouse at (60, 0, 30) has
 * its portcullis across z 24.92..25.52 and its passage at x 57.46..62.54; `pike` stands in the
 * passage, `arb` 20 cm in front of it, so the line of fire runs through the portcullis. The wall
 * w-left shows fortification 3 on clicks 0 to 3 and 2 on click 4 (models/castle/sections.json).
 */
import { spawnSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { expectEqual, expectTrue, openApp } from './harness.mjs'

export const SIEGE_SCENE = {
  format: 'sightline-scene',
  version: 1,
  name: 'Siege test',
  units: 'cm',
  table: { width: 120, depth: 90 },
  terrain: [],
  castle: {
    sections: [
      { id: 'w-left', kind: 'wall', side: 'castle', center: [47.3, 0, 30], version: 'heavy' },
      { id: 'gh', kind: 'gatehouse', side: 'castle', center: [60, 0, 30], version: 'heavy' },
      { id: 'w-right', kind: 'wall', side: 'castle', center: [72.7, 0, 30], version: 'heavy' },
    ],
  },
  figures: [
    { id: 'arb', side: 'siege', size: 'medium', position: [60, 0, 10], card: 'guard-arbalester' },
    { id: 'xbow', side: 'castle', size: 'medium', position: [47.3, 10.16, 30], card: 'guard-crossbowman' },
    { id: 'pike', side: 'castle', size: 'medium', position: [60, 0, 30], card: 'guard-spearman' },
  ],
}

/** The castle panel's rows: key, the judge's raw value, the clause text. */
export async function readCastleRows(page) {
  return page.$$eval('[data-testid="castle-panel"] > .ruling-rows tr[data-key]', (rows) =>
    rows.map((row) => {
      const key = row.getAttribute('data-key')
      return {
        key,
        raw: row.querySelector(`[data-testid="castle-${key}-value"]`)?.getAttribute('data-raw') ?? null,
        clause: row.querySelector(`[data-testid="castle-${key}-clause"]`)?.textContent?.trim() ?? null,
      }
    }),
  )
}

/** What `npm run judge -- FILE FROM TO --castle --json [...extra]` prints, as the same row shape. */
export function cliCastleRows(file, from, to, ...extra) {
  const run = spawnSync(process.execPath, ['scripts/run-cli.mjs', 'judge', file, from, to, '--castle', '--json', ...extra], {
    encoding: 'utf8',
  })
  if (run.status !== 0) throw new Error(`judge --castle failed:\n${run.stderr}`)
  return JSON.parse(run.stdout).rows.map((r) => ({ key: r.key, raw: String(r.value), clause: r.clause }))
}

async function choosePair(page, from, to) {
  await page.selectOption('[data-testid="castle-from"]', from)
  await page.selectOption('[data-testid="castle-to"]', to)
  await page.waitForFunction(
    ([f, t]) => {
      const panel = document.querySelector('[data-testid="castle-panel"]')
      return (
        panel?.getAttribute('data-from') === f &&
        panel?.getAttribute('data-to') === t &&
        panel.querySelector('[data-testid="castle-lineOfFire-value"]')
      )
    },
    [from, to],
  )
}

const rawOf = (rows, key) => rows.find((r) => r.key === key)?.raw ?? null

export const castleScenario = {
  name: 'a castle scene: a portal opens with a click, a wall takes damage, the castle rows equal the command line',
  async run({ page, baseUrl, tmpDir }) {
    await openApp(page, baseUrl, '/')
    const text = JSON.stringify(SIEGE_SCENE, null, 2)
    await page.setInputFiles('[data-testid="open-file-input"]', {
      name: 'siege-test.json',
      mimeType: 'application/json',
      buffer: Buffer.from(text),
    })
    await page.waitForSelector('[data-testid="castle-panel"]', { timeout: 120_000 })

    // Through the closed portcullis the line of fire is blocked.
    await choosePair(page, 'arb', 'pike')
    expectEqual(rawOf(await readCastleRows(page), 'lineOfFire'), 'blocked', 'line of fire with the portcullis closed')
    expectEqual(await page.getAttribute('[data-testid="section-gh-portal-portcullis"]', 'data-state'), 'closed', 'portcullis at the start')
    await page.click('[data-testid="section-gh-portal-portcullis"]')
    await page.waitForFunction(
      () => document.querySelector('[data-testid="section-gh-portal-portcullis"]')?.getAttribute('data-state') === 'open',
    )
    await page.waitForFunction(
      () => document.querySelector('[data-testid="castle-lineOfFire-value"]')?.getAttribute('data-raw') === 'clear',
    )
    const portals = await page.evaluate(() => window.__sightline.store.getState().scene.castle.sections.find((s) => s.id === 'gh').portals)
    expectEqual(portals, { portcullis: 'open' }, 'portals in the scene after the click')

    // Four clicks of damage turn w-left from fortification 3 to 2.
    for (let i = 0; i < 4; i++) await page.click('[data-testid="section-w-left-damage"]')
    await page.waitForFunction(() => document.querySelector('[data-testid="section-w-left-click"]')?.getAttribute('data-raw') === '4')
    expectEqual(await page.getAttribute('[data-testid="section-w-left-fortification"]', 'data-raw'), '2', 'fortification after four clicks')

    // The panel's rows for arb -> xbow (on w-left) are the command line's for the same scene.
    await choosePair(page, 'arb', 'xbow')
    const scene = await page.evaluate(() => window.__sightline.store.getState().scene)
    const file = `${tmpDir}/siege-after.json`
    writeFileSync(file, JSON.stringify(scene))
    const rows = await readCastleRows(page)
    const cli = cliCastleRows(file, 'arb', 'xbow')
    expectEqual(rows, cli, 'castle rows: panel and command line')
    expectEqual(rawOf(rows, 'fortification'), '2', 'fortification bonus of the damaged wall')
    expectTrue(rows.find((r) => r.key === 'fortification')?.clause.includes('Helden in Castle Sektionen angreifen'), 'fortification clause')

    // Undo brings the wall's click back.
    await page.click('[data-testid="undo"]')
    await page.waitForFunction(() => document.querySelector('[data-testid="section-w-left-click"]')?.getAttribute('data-raw') === '3')
  },
}
