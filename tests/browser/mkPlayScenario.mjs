/**
 * Browser scenario of "Mage Knight at the table" (section 4): a short Mage Knight game on
 * scenes/siege-golem-wall.json played through the view as players click it. Hand-derived facts:
 * the crossbowman (dave) stands at (45.72, 0, 30.48) facing north with speed 7 and range 8; the
 * bone golem (mark) on the wall top at (45.72, 10.16, 45.72), defence 16. A move to z = 36 is
 * 5.52 cm = 2.17 in south (the facing along the move: 180); from there the golem is 9.72 cm =
 * 3.83 in away, raised (+1): defence 17 against attack 8, 9 or more on 2d6 (10/36 = 27.8 %).
 * The build total offered is the larger army's, mark's 62 + three walls of 20 = 122 (castle
 * sections are bought with the army, 001 "Punktwert"): two actions a turn (R-MKC-1). The
 * crossbowman, having moved, shoots in dave's next turn pushed: one click on its own dial first (core 4).
 */
import { expectEqual, expectTrue, frames, openApp } from './harness.mjs'

const mk = (page) =>
  page.evaluate(() => {
    const m = window.__sightline.store.getState().mkplay
    return {
      status: m.status,
      steps: m.steps,
      side: m.game?.turn.side ?? null,
      selected: m.selected,
      crossbowClicks: m.scene?.figures.find((f) => f.id === 'crossbowman')?.mk?.clicks ?? [0],
      facing: m.scene?.figures.find((f) => f.id === 'crossbowman')?.facing ?? 0,
    }
  })
const toScreen = (page, point) => page.evaluate(([x, y, z]) => window.__sightline.toScreen(x, y, z), point)
const waitSteps = (page, n) => page.waitForFunction((k) => window.__sightline.store.getState().mkplay.steps === k, n, { timeout: 60_000 })

export const mkPlayScenario = {
  name: 'Mage Knight play: set-up, a move by pointer with its path drawn, the numbers before a shot, the 2d6 and the click on the dial panel, undo, end of turn, German',
  async run({ page, baseUrl, tmpDir }) {
    await openApp(page, baseUrl, '/?scene=siege-golem-wall')
    await page.click('[data-testid="toggle-top-down"]')
    await page.click('[data-testid="toggle-play"]')
    await page.waitForSelector('[data-testid="mk-setup"]')
    await page.click('[data-testid="mk-side-up-dave"]')
    await page.fill('[data-testid="mk-rounds"]', '2')
    await page.evaluate(() => window.__sightline.store.setState({ diceSeed: 4 }))
    await page.click('[data-testid="mk-start-game"]')
    await page.waitForSelector('[data-testid="mk-play-panel"]')
    expectEqual(await page.textContent('[data-testid="mk-side-to-act"]'), 'dave', 'dave acts first')
    expectEqual(await page.textContent('[data-testid="mk-actions-left"]'), '2 / 2', 'two actions a turn (build total 122)')

    // Choose the crossbowman by clicking it on the table.
    const xbow = await toScreen(page, [45.72, 2, 30.48])
    await page.mouse.click(xbow.x, xbow.y)
    await page.waitForSelector('[data-testid="mk-dial-panel"][data-figure="crossbowman"]')
    // Too far west: 12 in against speed 7, drawn red with the reason before the click.
    const far = await toScreen(page, [15.24, 0, 30.48])
    await page.mouse.move(far.x, far.y)
    await page.waitForFunction(() => window.__sightline.store.getState().mkplay.movePreview?.probe.ok === false)
    const farLabel = await page.textContent('[data-testid="mk-move-label"]')
    expectTrue(farLabel.includes('of speed 7'), `the far move's label names the speed: ${farLabel}`)
    // Toward the wall: allowed, 2.17 in of speed 7.
    const goal = await toScreen(page, [45.72, 0, 36])
    await page.mouse.move(goal.x, goal.y)
    await page.waitForFunction(() => window.__sightline.store.getState().mkplay.movePreview?.probe.ok === true)
    await frames(page, 3)
    await page.screenshot({ path: `${tmpDir}/mk-play-move.png` })
    const pathIn = await page.evaluate(() => window.__sightline.store.getState().mkplay.movePreview.pathIn)
    expectTrue(Math.abs(pathIn - 2.17) < 0.05, `path ${pathIn} in ≈ 2.17 in`)
    await page.mouse.click(goal.x, goal.y)
    await waitSteps(page, 1)
    expectEqual((await mk(page)).facing, 180, 'faces along the move, toward the wall')

    await page.click('[data-testid="mk-end-turn"]')
    await waitSteps(page, 2)
    expectEqual((await mk(page)).side, 'mark', 'mark to act')
    await page.click('[data-testid="mk-end-turn"]')
    await waitSteps(page, 3)

    // The numbers before the roll, on hovering the golem with the crossbowman chosen.
    const standing = await toScreen(page, [45.72, 2, 36])
    await page.mouse.click(standing.x, standing.y)
    await page.waitForFunction(() => window.__sightline.store.getState().mkplay.selected === 'crossbowman')
    const golem = await toScreen(page, [45.72, 12, 45.72])
    await page.mouse.move(golem.x, golem.y)
    await page.waitForSelector('[data-testid="mk-attack-numbers"][data-need="9"]')
    const need = await page.textContent('[data-testid="mk-need"]')
    expectTrue(need.includes('needs 9 or more on 2d6') && need.includes('27.8 %'), `numbers before the roll: ${need}`)
    await frames(page, 3)
    await page.screenshot({ path: `${tmpDir}/mk-play-numbers.png` })

    // Shoot by clicking the golem: both dice shown, and the push turns the crossbowman's dial.
    await page.mouse.click(golem.x, golem.y)
    await waitSteps(page, 4)
    await page.waitForSelector('[data-testid="mk-roll"]')
    const dice = await page.getAttribute('[data-testid="mk-roll"]', 'data-dice')
    expectEqual(dice.split(',').length, 2, `two dice shown (${dice})`)
    const clicks = (await mk(page)).crossbowClicks[0]
    expectTrue(clicks >= 1, `pushed: the crossbowman's dial turned (click ${clicks})`)
    expectEqual(await page.getAttribute('[data-testid="mk-dial-0"]', 'data-click'), String(clicks), 'the dial panel marks the new click')
    await page.screenshot({ path: `${tmpDir}/mk-play-dice.png` })

    // Undo after dice: refused until "undo also rolls back dice" is ticked (R-P.1).
    expectEqual(await page.getAttribute('[data-testid="mk-undo-step"]', 'disabled'), '', 'undo refused after dice')
    await page.check('[data-testid="mk-undo-rolls-back-dice"]')
    await page.click('[data-testid="mk-undo-step"]:not([disabled])')
    await waitSteps(page, 3)
    expectEqual((await mk(page)).crossbowClicks, [0], 'undo turns the dial back')
    // Again from the panel's button: the same dice (undo is no second chance).
    await page.click('[data-testid="mk-ranged-bone-golem"]')
    await waitSteps(page, 4)
    expectEqual(await page.getAttribute('[data-testid="mk-roll"]', 'data-dice'), dice, 'the same roll again')
    await page.click('[data-testid="mk-end-turn"]')
    await waitSteps(page, 5)
    expectEqual((await mk(page)).side, 'mark', 'turn passed')

    // German: the turn panel and the dial panel.
    await page.click('[data-testid="toggle-language"]')
    await page.mouse.click(standing.x, standing.y)
    await page.waitForSelector('[data-testid="mk-dial-panel"]')
    const turn = await page.textContent('[data-testid="mk-turn"]')
    expectTrue(turn.includes('Am Zug') && turn.includes('Zug beenden'), `German turn panel: ${turn}`)
    const dial = await page.textContent('[data-testid="mk-dial-panel"]')
    expectTrue(dial.includes('Kampfscheibe') && dial.includes('Verteidigung'), `German dial panel: ${dial.slice(0, 120)}`)
    const record = await page.textContent('[data-testid="mk-last"]')
    expectTrue(!/mk\.[a-zA-Z]/.test(record), `no raw keys in the last step: ${record.slice(0, 200)}`)
    await page.screenshot({ path: `${tmpDir}/mk-play-german.png` })

    // A large figure (mk-large-figure.json): the mammoth's four sections, one strip each, the rear
    // inactive at three skulls (000 "Kampfscheiben"); its move draws the template's band.
    await page.click('[data-testid="mk-leave-play"]')
    await page.click('[data-testid="toggle-language"]')
    await openApp(page, baseUrl, '/?scene=mk-large-figure')
    await page.click('[data-testid="toggle-play"]')
    await page.click('[data-testid="mk-start-game"]')
    await page.waitForSelector('[data-testid="mk-play-panel"]')
    await page.evaluate(() => window.__sightline.store.getState().selectMkFigure('mammoth'))
    await page.waitForSelector('[data-testid="mk-dial-panel"][data-figure="mammoth"]')
    const strips = await page.$$eval('[data-testid^="mk-dial-"][data-inactive]', (els) => els.map((e) => e.getAttribute('data-inactive')))
    expectEqual(strips, ['false', 'false', 'false', 'true'], 'front, left, right active; rear inactive')
    await page.click('[data-testid="mk-choose-dial-2"]')
    const north = await toScreen(page, [45.72, 0, 30])
    await page.mouse.move(north.x, north.y)
    await page.waitForFunction(() => window.__sightline.store.getState().mkplay.movePreview !== null)
    await frames(page, 3)
    await page.screenshot({ path: `${tmpDir}/mk-play-large.png` })
  },
}
