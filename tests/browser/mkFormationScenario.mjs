/**
 * Browser scenario of formations in the Mage Knight play mode (core 10), on scenes/mk-formation.json.
 * Hand-derived facts (the numbers agree with src/judge/mk/formationOffers.test.ts): the rebels'
 * x1 (40, 60), x2 (43.175, 60) and d1 (46.35, 60) touch in a row (3.175 cm apart, two 1.25 in
 * bases); the golem g1 stands at (43.175, 30). Chosen x1 with x2 unticked, x1 and d1 (6.35 cm
 * apart) are refused as not in contact. Chosen x2, "Move formation" and a click 10.16 cm north of
 * x2 move all three 4 in (the bombardier's speed 5 the limit, R-MKF-2) with one step. After both
 * sides end their turns, x2 and x1 without d1 shoot the golem as a formation: x1 at (40, 49.84) is
 * 20.09 cm = 7.91 in from it, within the crossbowmen's range 8.
 */
import { expectEqual, expectTrue } from './harness.mjs'
import { selectMkFigure as select, startMkPlay, toScreen, waitSteps } from './mkPlayHarness.mjs'

const lastStep = (page) => page.evaluate(() => window.__sightline.store.getState().mkplay.session.steps.at(-1))
const formation = '[data-testid="mk-formation-actions"]'

export const mkFormationScenario = {
  name: 'Mage Knight formations in play: a subset out of contact refused with its code, a formation moved by clicking with every path drawn, an attack with the members ticked',
  async run({ page, baseUrl, tmpDir }) {
    await startMkPlay(page, baseUrl, 'mk-formation')

    // x1 without x2: x1 and d1 do not touch, refused with the rules' code.
    await select(page, 'x1')
    await page.waitForSelector(`${formation}[data-members="x1 x2 d1"]`)
    await page.click('[data-testid="mk-formation-member-x2"]')
    await page.waitForSelector(`${formation}[data-members="x1 d1"][data-allowed="false"][data-code="formation-not-in-contact"]`)
    const why = await page.textContent('[data-testid="mk-formation-refusal"]')
    expectTrue(why.length > 0, `the subset's refusal is shown: ${why}`)
    expectEqual(await page.getAttribute('[data-testid="mk-formation-move"]', 'aria-disabled'), 'true', 'no move with a refused subset')

    // x2 leads all three 4 in north: the pointer shows every member's path, the click plays one step.
    await select(page, 'x2')
    await page.waitForSelector(`${formation}[data-members="x2 x1 d1"][data-allowed="true"]`)
    await page.click('[data-testid="mk-formation-move"]')
    await page.waitForSelector(`${formation}[data-mode="move"]`)
    const goal = await toScreen(page, [43.175, 0, 49.84])
    await page.mouse.move(goal.x, goal.y)
    await page.waitForSelector('[data-testid="mk-formation-path"][data-allowed="true"][data-members="x2 x1 d1"]', { timeout: 60_000 })
    await page.screenshot({ path: `${tmpDir}/mk-formation-move.png` })
    await page.mouse.click(goal.x, goal.y)
    await waitSteps(page, 1)
    const moved = await lastStep(page)
    expectEqual(moved.do, 'formationMove', 'one formation step')
    expectEqual(
      moved.members.map((m) => m.figure),
      ['x2', 'x1', 'd1'],
      'every member moved',
    )
    for (const m of moved.members) expectTrue(Math.abs(m.to[2] - 49.84) < 0.5, `${m.figure} ends 4 in north: ${JSON.stringify(m.to)}`)
    await page.waitForSelector('[data-testid="mk-undo-step"]:not([disabled])')

    await page.click('[data-testid="mk-end-turn"]')
    await page.waitForFunction(() => document.querySelector('[data-testid="mk-side-to-act"]')?.textContent === 'necro')
    await page.click('[data-testid="mk-end-turn"]')
    await page.waitForFunction(() => document.querySelector('[data-testid="mk-side-to-act"]')?.textContent === 'rebels')

    // x2 and x1 without d1 shoot the golem as a formation.
    await select(page, 'x2')
    await page.waitForSelector(`${formation}[data-members="x2 x1 d1"]`)
    await page.click('[data-testid="mk-formation-member-d1"]')
    await page.waitForSelector(`${formation}[data-members="x2 x1"][data-allowed="true"]`)
    await page.click('[data-testid="mk-formation-ranged-g1"][aria-disabled="false"]')
    await waitSteps(page, 4)
    expectEqual(
      await lastStep(page),
      { do: 'formationRanged', members: ['x2', 'x1'], main: 'x2', target: 'g1' },
      'the shot with the members ticked',
    )
    await page.waitForSelector('[data-testid="mk-last"][data-ok="true"][data-step="formationRanged"]')
  },
}
