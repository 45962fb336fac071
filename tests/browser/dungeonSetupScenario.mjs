/**
 * Browser scenario of the Dungeons set-up step, the colour choice and the keys (issue 13,
 * R-MKDS-1 to 3) on the shipped scenes/mk-dungeon.json, seen from above: Dungeon play opens the
 * set-up screen with the deal (the idol dealt one token of each colour, as its `tokens` in the
 * scene name) and the pools' counts, and no hero to activate; seed 2024 typed and dealt again;
 * drawChoice switched to colour-chosen; Start; key 1 activates the battle mage; a click on (6,3)
 * moves it next to the idol, facing it; Use asks the colour and red is chosen: the drawn token is
 * red and the idol has no red left; N activates the next hero, Enter ends its activation; the `?`
 * list shows the Dungeons keys.
 *
 * Hand-derived (as dungeonPlayScenario.mjs): origin (10, 10) cm, squares 2.54 cm, so square
 * (6,3)'s centre is (10 + 6.5 × 2.54, 10 + 3.5 × 2.54) = (26.51, 18.89); the mage (speed 6) on
 * (6,4) steps north for 1 and then faces north, the idol on (6,2) adjacent and in its front arc.
 * The hero list is the scene's order: mage, xbow, dwarf.
 */
import { expectEqual, expectTrue, openApp } from './harness.mjs'

const SQUARE = 2.54
const ORIGIN = [10, 10]
const centre = (c, r) => [ORIGIN[0] + (c + 0.5) * SQUARE, 0, ORIGIN[1] + (r + 0.5) * SQUARE]
const toScreen = (page, point) => page.evaluate(([x, y, z]) => window.__sightline.toScreen(x, y, z), point)
const waitSteps = (page, n) =>
  page.waitForFunction((k) => window.__sightline.store.getState().dungeonplay.steps === k, n, { timeout: 60_000 })
const attr = (page, selector, name) => page.getAttribute(selector, name)
/** Keys go to the page, not to a button that kept the focus after its click (Enter would press it). */
const blur = (page) => page.evaluate(() => document.activeElement instanceof HTMLElement && document.activeElement.blur())

export const dungeonSetupScenario = {
  name: 'Dungeons set-up: the deal and pools shown, a new seed dealt, colour-chosen set, Start, key 1 activates, Use asks the colour and draws red, N and Enter end an activation, the Dungeons keys in the ? list',
  async run({ page, baseUrl, tmpDir }) {
    await openApp(page, baseUrl, '/?scene=mk-dungeon')
    await page.click('[data-testid="toggle-top-down"]')
    await page.evaluate(() => window.__sightline.store.setState({ diceSeed: 13 }))
    await page.click('[data-testid="toggle-dungeon-play"]')

    // The set-up screen: the deal by colour (counts only), the pools, the seed; no hero to activate yet.
    const setup = '[data-testid="dungeon-setup"]'
    await page.waitForSelector(`${setup}[data-seed="13"]`)
    const idol = '[data-testid="dungeon-setup-artifact-idol"]'
    for (const colour of ['yellow', 'blue', 'red'])
      expectEqual(await attr(page, idol, `data-${colour}`), '1', `the idol is dealt one ${colour}`)
    const pools = await page.evaluate(() => window.__sightline.store.getState().dungeonplay.offers.pools)
    for (const colour of ['yellow', 'blue', 'red'])
      expectEqual(
        await attr(page, '[data-testid="dungeon-setup-pools"]', `data-${colour}`),
        String(pools[colour]),
        `the ${colour} pool's count`,
      )
    expectEqual(await page.locator('[data-testid="dungeon-activate-mage"]').count(), 0, 'no Activate before Start')
    expectTrue((await page.textContent(setup)).includes('R-MKD-5'), 'the settings name their rulings')

    // A new seed deals again (through the judge); then colour-chosen, the seed kept.
    await page.fill('[data-testid="dungeon-setup-seed"]', '2024')
    await page.click('[data-testid="dungeon-setup-seed-apply"]')
    await page.waitForSelector(`${setup}[data-seed="2024"]`)
    await page.selectOption('[data-testid="dungeon-setting-drawChoice"]', 'colour-chosen')
    await page.waitForSelector(`${setup}[data-seed="2024"][data-draw-choice="colour-chosen"]`)
    await page.screenshot({ path: `${tmpDir}/dungeon-setup.png` })
    await page.click('[data-testid="dungeon-setup-start"]')
    await page.waitForSelector('[data-testid="dungeon-heroes"]')

    // Key 1: the first hero of the list.
    await blur(page)
    await page.keyboard.press('1')
    await page.waitForSelector('[data-testid="dungeon-active"][data-hero="mage"]')
    await waitSteps(page, 1)
    const goal = await toScreen(page, centre(6, 3))
    await page.mouse.move(goal.x, goal.y)
    await page.waitForSelector('[data-testid="dungeon-hover-cost"][data-cost="1"]')
    await page.mouse.click(goal.x, goal.y)
    await waitSteps(page, 2)

    // Use asks the colour: buttons for the colours under the idol with their counts; red drawn.
    await page.click('[data-testid="dungeon-use-idol"]')
    await page.waitForSelector('[data-testid="dungeon-draw-colour-idol"]')
    expectEqual(
      await page.locator('[data-testid="dungeon-draw-colour-idol"] [data-testid^="dungeon-draw-"]').count(),
      4,
      'three colours and Cancel',
    )
    expectEqual(await page.evaluate(() => window.__sightline.store.getState().dungeonplay.steps), 2, 'asking plays nothing')
    await page.click('[data-testid="dungeon-draw-red"]')
    await waitSteps(page, 3)
    await page.waitForSelector('[data-testid="dungeon-drawn"]')
    expectEqual(await attr(page, '[data-testid="dungeon-drawn"]', 'data-colour'), 'red', 'the drawn token is of the chosen colour')
    expectEqual(await attr(page, '[data-testid="dungeon-artifact-tokens-idol"]', 'data-red'), '0', 'no red left under the idol')

    // N: the hero after the mage; Enter ends its activation.
    await blur(page)
    await page.keyboard.press('n')
    await page.waitForSelector('[data-testid="dungeon-active"][data-hero="xbow"]')
    await waitSteps(page, 4)
    await blur(page)
    await page.keyboard.press('Enter')
    await waitSteps(page, 5)
    await page.waitForSelector('[data-testid="dungeon-active"]', { state: 'detached' })
    const last = await page.evaluate(() => window.__sightline.store.getState().dungeonplay.last?.step.do)
    expectEqual(last, 'endActivation', 'Enter ended the activation')

    // The ? list has the Dungeons block.
    await page.keyboard.press('?')
    await page.waitForSelector('[data-testid="shortcut-dungeon-useArtifact"]')
    expectTrue(
      (await page.textContent('[data-testid="shortcut-dungeon"]')).includes('Use the artifact in front'),
      'the Dungeons keys in English',
    )
  },
}
