/**
 * Browser scenario of the Dungeons set-up step, the colour choice and the keys (issue 13,
 * R-MKDS-1 to 3) on the shipped scenes/mk-dungeon.json, seen from above: Dungeon play opens the
 * set-up screen with the deal (the idol dealt one token of each colour, as its `tokens` in the
 * scene name) and the pools' counts, and no hero to activate; seed 2024 typed and dealt again;
 * drawChoice switched to colour-chosen; Start; key 1 activates the battle mage; a click on (6,3)
 * moves it next to the idol, facing it; Use asks the colour and red is chosen: the drawn token is
 * red and the idol has no red left; N activates the next hero, Enter ends its activation; the `?`
 * list shows the Dungeons keys. Beside that: the set-up says which artifacts the dry blue pool
 * left short (R-MKD-10); a reload in set-up keeps the deal; the Shade is named on its label and
 * hover card (R-MKDV-4); with a second clock beside the idol, U uses the one the mage faces.
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
/** Waits for the game's step count; on a timeout the message says the count reached and the last refusal. */
const waitSteps = (page, n) =>
  page
    .waitForFunction((k) => window.__sightline.store.getState().dungeonplay.steps === k, n, { timeout: 60_000 })
    .catch(async (error) => {
      const seen = await page.evaluate(() => {
        const d = window.__sightline.store.getState().dungeonplay
        return `steps ${d.steps}, last ${d.last?.ok === false ? d.last.refusal.code : d.last?.step?.do}, active ${JSON.stringify(d.activeAt)}`
      })
      throw new Error(`waiting for step ${n}: ${seen} (${error.message})`)
    })
const attr = (page, selector, name) => page.getAttribute(selector, name)
/** Keys go to the page, not to a button that kept the focus after its click (Enter would press it). */
const blur = (page) => page.evaluate(() => document.activeElement instanceof HTMLElement && document.activeElement.blur())

export const dungeonSetupScenario = {
  name: 'Dungeons set-up: the deal and pools shown, the artifacts a dry pool left short, a new seed dealt, colour-chosen set, a reload keeps the deal, Start, key 1 activates, Use asks the colour and draws red, N and Enter end an activation, the Dungeons keys in the ? list, the Shade named on the hover card, U uses the artifact straight ahead of two',
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
    // R-MKD-10: the shipped stand-in pools hold 11 tokens a colour; the backs name 11 yellow, 13 blue and
    // 6 red. Dealt in the scene's order, blue runs dry after the rune obelisk (1+1+2+2+1+1+1+2 = 11): the
    // bone fountain and the small pond get no blue. The line names those two, and only those.
    const dry = '[data-testid="dungeon-setup-pool-dry"]'
    expectEqual(await attr(page, dry, 'data-count'), '2', 'two artifacts dealt short')
    for (const id of ['fountain', 'small-pond'])
      expectEqual(await page.locator(`[data-testid="dungeon-setup-short-${id}"]`).count(), 1, `${id} named short`)

    // A new seed deals again (through the judge); then colour-chosen, the seed kept.
    await page.fill('[data-testid="dungeon-setup-seed"]', '2024')
    await page.click('[data-testid="dungeon-setup-seed-apply"]')
    await page.waitForSelector(`${setup}[data-seed="2024"]`)
    await page.selectOption('[data-testid="dungeon-setting-drawChoice"]', 'colour-chosen')
    await page.waitForSelector(`${setup}[data-seed="2024"][data-draw-choice="colour-chosen"]`)
    await page.screenshot({ path: `${tmpDir}/dungeon-setup.png` })

    // A reload during set-up comes back to the set-up with the same deal (the same tokens under every artifact).
    const dealt = () => page.evaluate(() => JSON.stringify(window.__sightline.store.getState().dungeonplay.session.state))
    const before = await dealt()
    await page.reload()
    await page.waitForSelector(`${setup}[data-seed="2024"][data-draw-choice="colour-chosen"]`)
    expectEqual(await dealt(), before, 'the same deal after the reload')
    expectEqual(await page.locator('[data-testid="dungeon-activate-mage"]').count(), 0, 'still in set-up after the reload')
    // The view from above is the page's, not the game's: set again so the clicks below meet the board, not a figure.
    await page.click('[data-testid="toggle-top-down"]')
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
      (await page.textContent('[data-testid="shortcut-dungeon"]')).includes('Use the artifact straight ahead'),
      'the Dungeons keys in English',
    )
    await page.keyboard.press('Escape')

    // R-MKDV-4: the Shade (scene name "Shade (stand-in Mage Spawn)") is named "Shade" on its label and
    // on the hover card, its card's name below without the stand-in note.
    expectEqual((await page.textContent('[data-figure-label="shade"]')).trim(), 'Shade', 'the label names the Shade')
    const shade = await toScreen(page, [centre(16, 4)[0], 1, centre(16, 4)[2]])
    await page.mouse.move(shade.x, shade.y)
    const card = '[data-testid="piece-hover-card"][data-kind="figure"][data-id="shade"]'
    await page.waitForSelector(card)
    expectEqual((await page.textContent(`${card} strong`)).trim(), 'Shade', 'the hover card names the Shade')
    expectEqual((await page.textContent('[data-testid="piece-hover-card-subtitle"]')).trim(), 'Shade', 'its card, no stand-in note')

    // U with two usable artifacts: a second death clock on (7,2), north-east of (6,3). From (6,3) facing
    // east the clock is 45° off the facing and the idol 90° (on the arc's edge, inside by R-MKD-3): U uses the clock.
    await page.click('[data-testid="dungeon-leave-play"]')
    await page.waitForSelector('[data-testid="dungeon-play-panel"]', { state: 'detached' })
    await page.evaluate(async () => {
      const scene = structuredClone(window.__sightline.store.getState().scene)
      scene.dungeon.artifacts.push({ id: 'clock2', kind: 'death-clock', at: [7, 2], tokens: { yellow: 0, blue: 0, red: 1 } })
      await window.__sightline.store.getState().openSceneText(JSON.stringify(scene), 'two artifacts')
    })
    await page.click('[data-testid="toggle-dungeon-play"]')
    await page.click('[data-testid="dungeon-setup-start"]')
    await page.waitForSelector('[data-testid="dungeon-heroes"]')
    await blur(page)
    await page.keyboard.press('1')
    await page.waitForSelector('[data-testid="dungeon-active"][data-hero="mage"]')
    const start = await page.evaluate(() => window.__sightline.store.getState().dungeonplay.steps)
    const goal2 = await toScreen(page, centre(6, 3))
    await page.mouse.move(goal2.x, goal2.y)
    await page.waitForSelector('[data-testid="dungeon-hover-cost"][data-cost="1"]')
    await page.mouse.click(goal2.x, goal2.y)
    await waitSteps(page, start + 1)
    // Facing north after the step (the path's direction); R twice turns it east.
    await blur(page)
    await page.keyboard.press('r')
    await waitSteps(page, start + 2)
    await page.keyboard.press('r')
    await waitSteps(page, start + 3)
    const usable = await page.evaluate(() =>
      window.__sightline.store
        .getState()
        .dungeonplay.offers.artifacts.filter((a) => a.use.ok)
        .map((a) => a.id),
    )
    expectEqual(usable, ['idol', 'clock2'], 'two usable artifacts')
    await page.keyboard.press('u')
    await waitSteps(page, start + 4)
    const used = await page.evaluate(() => window.__sightline.store.getState().dungeonplay.last.step)
    expectEqual([used.do, used.artifact], ['useArtifact', 'clock2'], 'U used the artifact straight ahead, not the first listed')
  },
}
