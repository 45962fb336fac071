/**
 * Browser scenario of cavalry in the Mage Knight play mode (003), on scenes/mk-cavalry-skirmish.json.
 * Hand-derived facts: the knights act first (the scene's first side). The Battle Horse (the lancer
 * in its saddle) stands at (30, 0, 70) facing north; the orcs' crossbowman xbow-centre at
 * (30, 0, 52) straight ahead. A Trample toward (30, 0, 45) runs 25 cm = 9.84 in along x = 30, so
 * the horse's swept base (3.81 cm wide) crosses xbow-centre's base; xbow-west and xbow-east stand
 * 3.6 cm to either side, beyond 1.905 + 1.5875 = 3.49 cm, so they are not crossed. The Horned Stag
 * (the ranger in its saddle) at (50, 0, 70) has both dials; its attacks with the rider's name it.
 */
import { expectEqual, expectTrue } from './harness.mjs'
import { selectMkFigure as select, startMkPlay, toScreen, waitSteps } from './mkPlayHarness.mjs'

export const mkCavalryPlayScenario = {
  name: 'Mage Knight cavalry play: the rider’s dial for a shot, Dismount, and a Trample path drawn with the figure it crosses',
  async run({ page, baseUrl, tmpDir }) {
    await startMkPlay(page, baseUrl, 'mk-cavalry-skirmish')
    expectEqual(await page.textContent('[data-testid="mk-side-to-act"]'), 'knights', 'the knights act first')

    // Trample mode: the pointer's goal draws the judge's path before the click, with the crossbowman it crosses.
    await select(page, 'horse')
    await page.waitForSelector('[data-testid="mk-cavalry-actions"]')
    await page.click('[data-testid="mk-trample-mode"]')
    const goal = await toScreen(page, [30, 0, 45])
    await page.mouse.move(goal.x, goal.y)
    await page.waitForSelector('[data-testid="mk-cavalry-label"]')
    const crossed = await page.getAttribute('[data-testid="mk-cavalry-label"]', 'data-crossed')
    expectEqual(crossed, 'xbow-centre', 'the Trample path crosses the crossbowman straight ahead only')
    const label = await page.textContent('[data-testid="mk-cavalry-label"]')
    expectTrue(label.includes('Trample') && label.includes('xbow-centre'), `the Trample label: ${label}`)
    await page.screenshot({ path: `${tmpDir}/mk-cavalry-trample.png` })
    await page.click('[data-testid="mk-cavalry-mode-off"]')
    await page.waitForSelector('[data-testid="mk-cavalry-actions"][data-mode="move"]')

    // The stag's attacks with the rider's dial: the shot is played naming it.
    await select(page, 'stag')
    await page.click('[data-testid="mk-cavalry-dial-rider"]')
    await page.waitForSelector('[data-testid="mk-cavalry-dial-rider"]:checked')
    const shot = await page.$('[data-testid^="mk-cav-ranged-"][data-allowed="true"]')
    expectTrue(shot !== null, 'the ranger has a shot with its dial')
    const text = await shot.textContent()
    expectTrue(text.includes('rider'), `the shot names the rider's dial: ${text}`)
    await shot.click()
    await waitSteps(page, 1)
    const step = await page.evaluate(() => window.__sightline.store.getState().mkplay.session.steps[0])
    expectEqual([step.do, step.figure, step.dial], ['ranged', 'stag', 'rider'], 'the shot as played')

    // Dismount: the horse's rider is placed beside it, and the lancer is offered Remount.
    await select(page, 'horse')
    await page.click('[data-testid="mk-dismount"][aria-disabled="false"]')
    await waitSteps(page, 2)
    await select(page, 'lancer')
    await page.waitForSelector('[data-testid="mk-remount-horse"]')
    const saddle = await page.evaluate(() => window.__sightline.store.getState().mkplay.game.cavalry.saddle.horse)
    expectEqual(saddle, null, 'the horse has no rider after Dismount')
  },
}
