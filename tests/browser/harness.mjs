/**
 * Helpers for the browser scenarios: reading the ruling panel, waiting for the app, asking
 * node for the expected answer, and small assertions with messages that say what differed.
 */
import { spawnSync } from 'node:child_process'

const TSX = 'node_modules/tsx/dist/cli.mjs'

/** Thrown by `expect*`; the runner prints its message as the failure reason. */
export class AssertionFailed extends Error {}

export function expectEqual(actual, expected, what) {
  const a = JSON.stringify(actual)
  const e = JSON.stringify(expected)
  if (a !== e) throw new AssertionFailed(`${what}: expected ${e}, got ${a}`)
}

export function expectTrue(condition, what) {
  if (!condition) throw new AssertionFailed(what)
}

/** Runs tests/browser/expected.ts with tsx and returns its JSON (the judge's answer in node). */
export function expected(...args) {
  const run = spawnSync(process.execPath, [TSX, 'tests/browser/expected.ts', ...args], { encoding: 'utf8' })
  if (run.status !== 0) throw new Error(`expected.ts ${args.join(' ')} failed:\n${run.stderr}`)
  return JSON.parse(run.stdout)
}

/** Waits for `n` animation frames of the page: what a camera switch or a drag needs to be drawn, however busy the machine. */
export async function frames(page, n = 3) {
  await page.evaluate(
    (count) =>
      new Promise((resolve) => {
        const step = (left) => (left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1)))
        step(count)
      }),
    n,
  )
}

/** Opens a path of the app and waits until it says it is ready (or failed). */
export async function openApp(page, baseUrl, path) {
  await page.goto(baseUrl + path)
  await page.waitForFunction(() => document.body.dataset.ready !== undefined, null, { timeout: 120_000 })
  const ready = await page.evaluate(() => document.body.dataset.ready)
  expectEqual(ready, 'true', `data-ready after opening ${path}`)
  // The table's canvas mounts after its own chunk, later than data-ready: a scenario that projects a table point
  // (toScreen) or clicks the table needs it there (the terrain scenario failed once in CI without this wait).
  await page.waitForFunction(() => typeof window.__sightline?.toScreen === 'function', null, { timeout: 120_000 })
}

/** The rows of the ruling panel: key, data-raw value, displayed value text, label and clause. */
export async function readRuling(page) {
  return page.$$eval('[data-testid="ruling-panel"] tr[data-key]', (rows) =>
    rows.map((row) => {
      const key = row.getAttribute('data-key')
      const value = row.querySelector(`[data-testid="ruling-${key}-value"]`)
      return {
        key,
        raw: value?.getAttribute('data-raw') ?? null,
        text: value?.textContent?.trim() ?? null,
        label: row.querySelector('th')?.textContent?.trim() ?? null,
        clause: row.querySelector(`[data-testid="ruling-${key}-clause"]`)?.textContent?.trim() ?? null,
      }
    }),
  )
}

/** Compares the panel with the judge's lines, row by row (key, value, display text, clause). */
export function expectRulingMatches(rows, lines, what) {
  expectEqual(
    rows.map((r) => r.key),
    lines.map((l) => l.key),
    `${what}: row keys`,
  )
  for (const [i, line] of lines.entries()) {
    expectEqual(rows[i].raw, line.raw, `${what}: value of ${line.key}`)
    expectEqual(rows[i].text, line.text, `${what}: text of ${line.key}`)
    expectEqual(rows[i].clause, line.clause, `${what}: clause of ${line.key}`)
  }
}

/** The displayed text of one ruling row's value. */
export const rowText = (rows, key) => rows.find((r) => r.key === key)?.text ?? null

/** A figure's position in the app's store. */
export async function figurePosition(page, id) {
  return page.evaluate((figureId) => {
    const scene = window.__sightline.store.getState().scene
    return scene?.figures.find((f) => f.id === figureId)?.position ?? null
  }, id)
}

/** Waits until the page's ruling shows `text` for `key` (rulings follow drags a frame later). */
export async function waitForRow(page, key, text) {
  await page
    .waitForFunction(([k, t]) => document.querySelector(`[data-testid="ruling-${k}-value"]`)?.textContent?.trim() === t, [key, text], {
      timeout: 120_000,
    })
    .catch(async () => {
      const now = rowText(await readRuling(page), key)
      throw new AssertionFailed(`ruling row ${key}: expected "${text}", still "${now}"`)
    })
}
