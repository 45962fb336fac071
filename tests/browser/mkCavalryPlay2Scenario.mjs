/**
 * Browser scenario of cavalry's remaining play-mode steps (003), on scenes/mk-cavalry-duel.json.
 * Hand-derived facts (the numbers agree with src/judge/mk/cavalryChoiceOffers.test.ts): blue acts
 * first. The stag (the ranger in its saddle, Mounted Bound) at (65, 0, 70) bounds north to
 * (65, 0, 58), 12 cm = 4.7 in of its 10, and the ranger shoots the battle mage at (65, 0, 45),
 * 13 cm = 5.1 in away within its range 8: attack 8 + the rider's bonus 1 against defence 14 needs
 * a 5 on 2d6. The knight (the lancer in its saddle, Overwhelm, rider bonus 2) overwhelms the
 * salamander at (10, 0, 45): d6 + 2 needs a 4 (6 or more dismounts). Red's turn then opens with
 * Dark Unity refused (the steed is undamaged, R-MKK-14); red's crossbowman (attack 8) shoots the
 * knight: asked mount or rider first, the rider's dial (defence 16 against the horse's 15, and
 * the lancer's Horsemanship: -2 to the attack) needs 3 more on 2d6, the answer is rolled and recorded.
 */
import { expectEqual, expectTrue } from './harness.mjs'
import { selectMkFigure as select, startMkPlay, toScreen, waitSteps } from './mkPlayHarness.mjs'

const lastStep = (page) => page.evaluate(() => window.__sightline.store.getState().mkplay.session.steps.at(-1))
const recordCount = (page) => page.getAttribute('[data-testid="mk-record"]', 'data-count')

/** Points at `point` on the table and waits until the cavalry path toward it of `kind` is drawn and allowed. */
async function pointAt(page, point, kind) {
  const at = await toScreen(page, point)
  await page.mouse.move(at.x, at.y)
  await page.waitForSelector(`[data-testid="mk-cavalry-path"][data-kind="${kind}"][data-allowed="true"]`, { timeout: 60_000 })
  return at
}

export const mkCavalryPlay2Scenario = {
  name: 'Mage Knight cavalry play: Mounted Bound and Overwhelm with their dice before the click, Dark Unity refused, a shot at a unit asking its dial (Horsemanship) with each dial’s numbers on hover, formation buttons refused with their reason',
  async run({ page, baseUrl, tmpDir }) {
    await startMkPlay(page, baseUrl, 'mk-cavalry-duel')
    expectEqual(await page.textContent('[data-testid="mk-side-to-act"]'), 'blue', 'blue acts first')

    // Mounted Bound at the mage: the goal's path and the ranger's 2d6 are drawn before the click.
    await select(page, 'stag')
    await page.click('[data-testid="mk-bound-mode-mage"][aria-disabled="false"]')
    await page.waitForSelector('[data-testid="mk-cavalry-actions"][data-mode="mountedBound"]')
    const bound = await pointAt(page, [65, 0, 58], 'mountedBound')
    expectEqual(await page.getAttribute('[data-testid="mk-cavalry-path"]', 'data-need'), '5', 'Mounted Bound: 8 + 1 against 14 needs a 5')
    const boundText = await page.textContent('[data-testid="mk-cavalry-path"]')
    expectTrue(boundText.includes('2d6') && boundText.includes('5'), `the Mounted Bound path names its 2d6: ${boundText}`)
    await page.screenshot({ path: `${tmpDir}/mk-cavalry-bound.png` })
    await page.mouse.click(bound.x, bound.y)
    await waitSteps(page, 1)
    const b = await lastStep(page)
    expectEqual([b.do, b.figure, b.targets], ['mountedBound', 'stag', ['mage']], 'the Mounted Bound as played')
    expectTrue(Math.abs(b.to[0] - 65) < 1 && Math.abs(b.to[2] - 58) < 1, `the bound ends at the pointer: ${JSON.stringify(b.to)}`)
    await page.waitForSelector('[data-testid="mk-last"][data-ok="true"][data-step="mountedBound"]')
    expectEqual(await recordCount(page), '1', 'the record holds the Mounted Bound')
    const boundRoll = await page.textContent('[data-testid="mk-roll-purpose"]')
    expectTrue(boundRoll.includes('ranger'), `the bound's roll is the ranger's shot: ${boundRoll}`)

    // Overwhelm at the salamander: the d6 and its odds before the click.
    await select(page, 'knight')
    await page.click('[data-testid="mk-overwhelm-mode-salamander"][aria-disabled="false"]')
    await page.waitForSelector('[data-testid="mk-cavalry-actions"][data-mode="overwhelm"]')
    const overwhelm = await pointAt(page, [10, 0, 53], 'overwhelm')
    expectEqual(await page.getAttribute('[data-testid="mk-cavalry-path"]', 'data-need'), '4', 'Overwhelm: d6 + 2 needs a 4')
    const owText = await page.textContent('[data-testid="mk-cavalry-path"]')
    expectTrue(owText.includes('d6') && owText.includes('50'), `the Overwhelm path names its d6 and 50 %: ${owText}`)
    await page.mouse.click(overwhelm.x, overwhelm.y)
    await waitSteps(page, 2)
    const o = await lastStep(page)
    expectEqual([o.do, o.figure, o.target], ['overwhelm', 'knight', 'salamander'], 'the Overwhelm as played')
    await page.waitForSelector('[data-testid="mk-last"][data-ok="true"][data-step="overwhelm"]')
    await page.click('[data-testid="mk-end-turn"]')
    await page.waitForFunction(() => document.querySelector('[data-testid="mk-side-to-act"]')?.textContent === 'red')
    const played = await page.evaluate(() => window.__sightline.store.getState().mkplay.steps)

    // Dark Unity at the start of red's command phase: offered, refused with its reason as title (the steed has no damage).
    await select(page, 'steed')
    await page.waitForSelector('[data-testid="mk-dark-unity"]')
    expectEqual(
      await page.getAttribute('[data-testid="mk-dark-unity"]', 'aria-disabled'),
      'true',
      'Dark Unity refused on an undamaged steed',
    )
    const why = await page.getAttribute('[data-testid="mk-dark-unity"]', 'title')
    expectTrue(typeof why === 'string' && why.includes('steed'), `Dark Unity's refusal is its title: ${why}`)

    // The crossbowman shoots the knight: the dial is asked first, the rider's with Horsemanship's -2.
    await select(page, 'xbow')
    // The seated lancer is no target of its own (R-MKV.8); a hover on it shows the unit's numbers on each dial.
    expectEqual(await page.locator('[data-testid="mk-ranged-lancer"]').count(), 0, 'no shot at the seated lancer itself')
    await page.evaluate(() => window.__sightline.store.getState().hoverMkFigure('lancer'))
    await page.waitForSelector('[data-testid="mk-target-dials"]')
    const hoverNeed = async (dial) => Number(await page.getAttribute(`[data-testid="mk-target-dial-${dial}"]`, 'data-need'))
    const [hoverMount, hoverRider] = [await hoverNeed('mount'), await hoverNeed('rider')]
    expectEqual(await page.locator('[data-testid="mk-attack-refusal"]').count(), 0, 'the hover shows numbers, not the question')
    // Formation buttons: the crossbowman stands alone, so they are refused with the rules' reason as title.
    await page.waitForSelector('[data-testid="mk-formation-ranged-knight"][aria-disabled="true"]')
    const alone = await page.getAttribute('[data-testid="mk-formation-ranged-knight"]', 'title')
    expectTrue(typeof alone === 'string' && alone.length > 0, `the formation's refusal is its title: ${alone}`)
    await page.evaluate(() => window.__sightline.store.getState().hoverMkFigure(null))
    await page.click('[data-testid="mk-ranged-knight"][aria-disabled="false"]')
    await page.waitForSelector('[data-testid="mk-cavalry-choice"][data-field="targetDial"][data-chooser="red"]')
    expectEqual(await page.evaluate(() => window.__sightline.store.getState().mkplay.steps), played, 'nothing is played before the answer')
    const need = async (dial) => Number(await page.getAttribute(`[data-testid="mk-cavalry-choice-${dial}"]`, 'data-need'))
    const [atMount, atRider] = [await need('mount'), await need('rider')]
    // The lancer's defence 16 against the horse's 15, and Horsemanship's -2 to the attack: 3 more on 2d6.
    expectEqual(atRider - atMount, 3, `the rider's dial needs 3 more (mount ${atMount}, rider ${atRider})`)
    expectEqual([hoverMount, hoverRider], [atMount, atRider], 'the hover showed the numbers the question offers')
    await page.hover('[data-testid="mk-cavalry-choice-rider"]')
    await page.waitForSelector('[data-testid="mk-preview-mkk.horsemanship"]')
    expectEqual(
      await page.getAttribute('[data-testid="mk-preview-mkk.horsemanship-value"]', 'data-raw'),
      '-2',
      "Horsemanship's -2 on the rider's option",
    )
    await page.screenshot({ path: `${tmpDir}/mk-cavalry-choice.png` })
    await page.click('[data-testid="mk-cavalry-choice-rider"]')
    await waitSteps(page, played + 1)
    expectEqual(await lastStep(page), { do: 'ranged', figure: 'xbow', targets: ['knight'], targetDial: 'rider' }, 'the shot as answered')
    await page.waitForSelector('[data-testid="mk-cavalry-choice"]', { state: 'detached' })
    await page.waitForSelector('[data-testid="mk-last"][data-ok="true"][data-step="ranged"]')
    const shotRoll = await page.textContent('[data-testid="mk-roll-purpose"]')
    expectTrue(shotRoll.includes('xbow'), `the shot's roll is recorded: ${shotRoll}`)
  },
}
