/**
 * What the Mage Knight play scenarios share: a scene opened top-down in play mode with its game
 * started, a table point on screen, the figure chosen through the store, and waiting for the
 * session's step count (the judge plays steps asynchronously to the clicks).
 */
import { openApp } from './harness.mjs'

/** The screen point of the table point `[x, y, z]` (cm). */
export const toScreen = (page, point) => page.evaluate(([x, y, z]) => window.__sightline.toScreen(x, y, z), point)

/** Waits until the play session holds `n` steps. */
export const waitSteps = (page, n) =>
  page.waitForFunction((k) => window.__sightline.store.getState().mkplay.steps === k, n, { timeout: 60_000 })

/** Chooses the figure `id` as the player's, as a click on it would. */
export const selectMkFigure = (page, id) => page.evaluate((f) => window.__sightline.store.getState().selectMkFigure(f), id)

/** Opens `scene` top-down in play mode and starts its game with the set-up's defaults. */
export async function startMkPlay(page, baseUrl, scene) {
  await openApp(page, baseUrl, `/?scene=${scene}`)
  await page.click('[data-testid="toggle-top-down"]')
  await page.click('[data-testid="toggle-play"]')
  await page.waitForSelector('[data-testid="mk-setup"]')
  await page.click('[data-testid="mk-start-game"]')
  await page.waitForSelector('[data-testid="mk-play-panel"]')
}
