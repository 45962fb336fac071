/**
 * Browser scenario of Mage Knight Dungeons play (issue 13) on the shipped scenes/mk-dungeon.json,
 * seen from above: start play from the toolbar with seed 13, activate the battle mage by its
 * button, see the idol's use refused before the click (not adjacent), click square (6,3) tinted
 * with cost 1, see the use's checks all allowed, use the matriarch's idol, check the token drawn
 * and the idol's blue count dropping, switch to German, undo.
 *
 * Hand-derived (src/judge/dungeon/dungeon.testkit.ts counts the squares): the board's origin is
 * (10, 10) cm and squares are 2.54 cm, so square (6,3)'s centre is (10 + 6.5 × 2.54,
 * 10 + 3.5 × 2.54) = (26.51, 18.89). The mage (speed 6) stands on (6,4) facing east; the idol on
 * (6,2) has one token of each colour. One step north costs 1 and turns the mage to face north
 * (bearing 0), the idol then adjacent and in its front arc. Seed 13 draws blue-ability-1 (stealth)
 * from the idol (the judge's session.test.ts), so the idol keeps 1 / 0 / 1.
 */
import { expectEqual, expectTrue, frames, openApp } from './harness.mjs'

const SQUARE = 2.54
const ORIGIN = [10, 10]
const centre = (c, r) => [ORIGIN[0] + (c + 0.5) * SQUARE, 0, ORIGIN[1] + (r + 0.5) * SQUARE]
const toScreen = (page, point) => page.evaluate(([x, y, z]) => window.__sightline.toScreen(x, y, z), point)
const waitSteps = (page, n) =>
  page.waitForFunction((k) => window.__sightline.store.getState().dungeonplay.steps === k, n, { timeout: 60_000 })
const attr = (page, selector, name) => page.getAttribute(selector, name)

export const dungeonPlayScenario = {
  name: 'Dungeons play: start on the shipped dungeon, activate a hero, move by clicking a square in reach, the use checks before the click, a seeded token drawn, the idol one token poorer, German, undo',
  async run({ page, baseUrl, tmpDir }) {
    await openApp(page, baseUrl, '/?scene=mk-dungeon')
    await page.click('[data-testid="toggle-top-down"]')
    await page.evaluate(() => window.__sightline.store.setState({ diceSeed: 13 }))
    await page.click('[data-testid="toggle-dungeon-play"]')
    await page.click('[data-testid="dungeon-setup-start"]') // R-MKDS-1: the set-up step first
    await page.waitForSelector('[data-testid="dungeon-play-panel"]')
    await page.click('[data-testid="dungeon-activate-mage"]')
    await page.waitForSelector('[data-testid="dungeon-active"][data-hero="mage"]')
    expectEqual(await page.textContent('[data-testid="dungeon-points-left"]'), '6', 'the battle mage starts with its speed, 6')

    // Before the move: the idol is two rows away, Use refused with the reason as its title.
    const use = '[data-testid="dungeon-use-idol"]'
    expectEqual(await attr(page, use, 'data-refusal'), 'artifact-not-adjacent', 'refused before the move: not adjacent')
    const title = await attr(page, use, 'title')
    expectTrue(title.includes('does not stand next to idol') && title.includes('Verwunschene Artefakte nutzen'), `title: ${title}`)

    // The square north of the mage is tinted with cost 1; hovering it shows the cost, the click moves there.
    const goal = await toScreen(page, centre(6, 3))
    await page.mouse.move(goal.x, goal.y)
    await page.waitForSelector('[data-testid="dungeon-hover-cost"][data-cost="1"]')
    await page.mouse.click(goal.x, goal.y)
    await waitSteps(page, 2)
    expectEqual(await page.textContent('[data-testid="dungeon-points-left"]'), '5', 'one square north costs 1')
    const facing = await page.evaluate(() => window.__sightline.store.getState().dungeonplay.activeAt)
    expectEqual(JSON.stringify(facing), JSON.stringify({ square: [6, 3], facing: 0 }), 'on (6,3), facing north along its step')

    // The use's checks, allowed clause by clause before the click.
    for (const check of ['adjacent', 'front-arc', 'movement'])
      expectEqual(await attr(page, `[data-testid="dungeon-check-idol-${check}"]`, 'data-ok'), 'true', `check ${check}`)
    const tokens = '[data-testid="dungeon-artifact-tokens-idol"]'
    expectEqual(await attr(page, tokens, 'data-blue'), '1', 'one blue token under the idol before')
    await frames(page, 3)
    await page.screenshot({ path: `${tmpDir}/dungeon-play-before-use.png` })
    await page.click(use)
    await waitSteps(page, 3)
    await page.waitForSelector('[data-testid="dungeon-drawn"]')
    expectEqual(await attr(page, '[data-testid="dungeon-drawn"]', 'data-token'), 'blue-ability-1', 'seed 13 draws blue-ability-1')
    expectEqual(await attr(page, '[data-testid="dungeon-drawn"]', 'data-colour'), 'blue', 'a blue token')
    expectEqual(await attr(page, tokens, 'data-blue'), '0', 'the idol has no blue token left')
    expectEqual(await attr(page, tokens, 'data-yellow'), '1', 'its yellow one stays')
    expectTrue((await page.locator('[data-testid="dungeon-roll"]').count()) >= 1, 'the draw is a logged die roll')
    expectTrue((await page.textContent('[data-testid="dungeon-drawn"]')).includes('special ability'), 'the kind in English')

    // German: the panel's words and the token's kind.
    await page.click('[data-testid="toggle-language"]')
    await page.waitForFunction(() => document.querySelector('[data-testid="dungeon-drawn"]')?.textContent?.includes('Spezialfähigkeit'))
    expectTrue((await page.textContent('[data-testid="dungeon-play-panel"]')).includes('Helden'), 'German heading "Helden"')
    // The token said by what it did (blue-ability-1 grants stealth: "Fähigkeit: …"), never by the stand-in set's id.
    const drawnDe = await page.textContent('[data-testid="dungeon-drawn"]')
    expectTrue(drawnDe.includes('Fähigkeit:') && !drawnDe.includes('blue-ability-1'), `the drawn token in words: ${drawnDe}`)
    await page.screenshot({ path: `${tmpDir}/dungeon-play-german.png` })

    // Undo (the use rolled a die: allowed once undo may roll back dice, R-P.1).
    await page.check('[data-testid="dungeon-undo-rolls-back-dice"]')
    await page.waitForSelector('[data-testid="dungeon-undo-step"]:not([disabled])')
    await page.click('[data-testid="dungeon-undo-step"]')
    await waitSteps(page, 2)
    expectEqual(await attr(page, tokens, 'data-blue'), '1', 'undo puts the blue token back under the idol')
    await page.waitForSelector('[data-testid="dungeon-active"][data-hero="mage"]')
  },
}
