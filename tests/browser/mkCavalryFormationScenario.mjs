/**
 * Browser scenario of a cavalry formation in the Mage Knight play mode (core 10, 003 "Cavalry
 * Units and Formations"), on scenes/mk-cavalry-formation.json. Hand-derived facts (the judge's
 * src/judge/mk/formationCavalryOffers.test.ts agrees): the Salamander (40, 60) and the Battle
 * Horse (44.1275, 60), both ridden by Orc Raiders, touch flank to flank; the lancer's horse
 * touches the salamander's west flank; three Orc Raider ogres continue the chain east of the horse.
 * Chosen, the salamander's six candidates are one too many (R-MKF-1); the two Orc Raider units
 * form (R-MKF-7); an ogre or the lancer's unit ticked with them is refused by the cavalry rule's
 * own codes (formation-not-all-cavalry, formation-riders-factions-differ) and clause.
 * A drag of the salamander 10 in north is beyond its speed 9 (R-MKF-2): red, nothing moves, the
 * refusal is the last step's. A drag of the horse 4 in (10.16 cm) north moves both units by that
 * offset with one step.
 */
import { expectEqual, expectTrue } from './harness.mjs'
import { selectMkFigure as select, startMkPlay, toScreen, waitSteps } from './mkPlayHarness.mjs'

const formation = '[data-testid="mk-formation-actions"]'
const positions = (page, ids) =>
  page.evaluate((list) => {
    const world = window.__sightline.store.getState().mkplay.session.world
    return Object.fromEntries(list.map((id) => [id, world.figure(id).position]))
  }, ids)

/**
 * Presses on the base of figure `id` (cm, its centre `[x, z]`) at the first of a few points on it
 * that no label covers (top-down the neighbours' labels lie over the bases), drags to the table
 * point `to` (cm) in small moves, waits for the path drawn, releases. The pointer's end is the
 * leader's goal.
 */
async function drag(page, [x, z], to, pathSelector) {
  let a = null
  for (const [dx, dz] of [
    [0, 0],
    [0, 2.5],
    [0, -2.5],
    [1, 2.5],
    [-1, 2.5],
    [1, -2.5],
    [-1, -2.5],
  ]) {
    const p = await toScreen(page, [x + dx, 0, z + dz])
    const free = await page.evaluate(([px, py]) => document.elementFromPoint(px, py)?.tagName === 'CANVAS', [p.x, p.y])
    if (free) {
      a = p
      break
    }
  }
  expectTrue(a !== null, `a point of the base at (${x}, ${z}) free of labels`)
  const b = await toScreen(page, to)
  await page.mouse.move(a.x, a.y)
  await page.mouse.down()
  await page.mouse.move(a.x + (b.x - a.x) / 4, a.y + (b.y - a.y) / 4, { steps: 4 })
  await page.mouse.move(b.x, b.y, { steps: 8 })
  await page.waitForSelector(pathSelector, { timeout: 60_000 })
  await page.mouse.up()
}

export const mkCavalryFormationScenario = {
  name: 'Mage Knight cavalry formation in play: too large, mixed with infantry or another faction refused, the leader radio, a refused drag moves nothing, a drag moves both units by one offset',
  async run({ page, baseUrl, tmpDir }) {
    await startMkPlay(page, baseUrl, 'mk-cavalry-formation')

    // Six in one chain: one too many (R-MKF-1), in English and in German.
    await select(page, 'salamander')
    await page.waitForSelector(`${formation}[data-allowed="false"][data-code="formation-too-large"]`)
    const tooLarge = await page.textContent('[data-testid="mk-formation-refusal"]')
    await page.click('[data-testid="toggle-language"]')
    await page.waitForFunction((before) => document.querySelector('[data-testid="mk-formation-refusal"]')?.textContent !== before, tooLarge)
    const zuGross = await page.textContent('[data-testid="mk-formation-refusal"]')
    expectTrue(zuGross.startsWith('Keine Formation'), `German refusal: ${zuGross}`)
    await page.click('[data-testid="toggle-language"]')
    expectTrue(tooLarge.startsWith('Not a formation'), `English refusal: ${tooLarge}`)

    // The two Orc Raider units alone form (mounts of two factions, riders of one: R-MKF-7).
    for (const id of ['knight-horse', 'ogre-1', 'ogre-2', 'ogre-3']) await page.click(`[data-testid="mk-formation-member-${id}"]`)
    await page.waitForSelector(`${formation}[data-members="salamander horse"][data-allowed="true"]`)

    // An ogre (infantry) or the lancer's unit (Knights Immortal) with them: refused with the cavalry clause.
    for (const [id, code, words] of [
      ['ogre-1', 'formation-not-all-cavalry', 'only with cavalry'],
      ['knight-horse', 'formation-riders-factions-differ', 'factions'],
    ]) {
      await page.click(`[data-testid="mk-formation-member-${id}"]`)
      await page.waitForSelector(`${formation}[data-allowed="false"][data-code="${code}"]`)
      const why = await page.textContent('[data-testid="mk-formation-refusal"]')
      expectTrue(why.includes(words), `${id}: the refusal says "${words}": ${why}`)
      // In German the cavalry rule's own sentence, naming the figure or the two factions (mkCavalryTexts.ts).
      await page.click('[data-testid="toggle-language"]')
      await page.waitForFunction((before) => document.querySelector('[data-testid="mk-formation-refusal"]')?.textContent !== before, why)
      const warum = await page.textContent('[data-testid="mk-formation-refusal"]')
      const german = id === 'ogre-1' ? 'ogre-1 ist keine Kavallerieeinheit' : 'Orc Raiders und Knights Immortal'
      expectTrue(warum.includes(german), `${id}: the German refusal says "${german}": ${warum}`)
      await page.click('[data-testid="toggle-language"]')
      await page.waitForFunction((before) => document.querySelector('[data-testid="mk-formation-refusal"]')?.textContent === before, why)
      await page.click(`[data-testid="mk-formation-member-${id}"]`)
      await page.waitForSelector(`${formation}[data-members="salamander horse"][data-allowed="true"]`)
    }

    // The leader radio: the horse leads.
    await page.click('[data-testid="mk-formation-leader-horse"]')
    await page.waitForSelector(`${formation}[data-leader="horse"]`)
    expectEqual(await page.isChecked('[data-testid="mk-formation-leader-horse"]'), true, 'the horse leads')

    // A drag of the salamander 10 in north: it leads now; beyond its 9 in, red, and nothing moves.
    const before = await positions(page, ['salamander', 'horse', 'raider-east'])
    await drag(
      page,
      [40, 60],
      [40, 0, 60 - 25.4],
      '[data-testid="mk-formation-path"][data-allowed="false"][data-code="beyond-speed"][data-leader="salamander"]',
    )
    await page.waitForSelector('[data-testid="mk-last"][data-ok="false"][data-code="beyond-speed"]')
    expectEqual(await page.evaluate(() => window.__sightline.store.getState().mkplay.steps), 0, 'no step played')
    expectEqual(await positions(page, ['salamander', 'horse', 'raider-east']), before, 'nothing moved')

    // A drag of the horse 4 in north: both units (riders with them) move by the horse's offset, one step.
    await drag(
      page,
      [44.1275, 60],
      [44.1275, 0, 49.84],
      '[data-testid="mk-formation-path"][data-allowed="true"][data-members="salamander horse"][data-leader="horse"]',
    )
    await waitSteps(page, 1)
    await page.screenshot({ path: `${tmpDir}/mk-cavalry-formation-drag.png` })
    const step = await page.evaluate(() => window.__sightline.store.getState().mkplay.session.steps.at(-1))
    expectEqual(step.do, 'formationMove', 'one formation step')
    const after = await positions(page, ['salamander', 'horse', 'raider-east'])
    const offset = (id) => [after[id][0] - before[id][0], after[id][2] - before[id][2]]
    const lead = offset('horse')
    expectTrue(Math.abs(lead[1] + 10.16) < 0.3 && Math.abs(lead[0]) < 0.3, `the horse went 4 in north: ${lead}`)
    for (const id of ['salamander', 'raider-east'])
      expectTrue(
        Math.abs(offset(id)[0] - lead[0]) < 1e-6 && Math.abs(offset(id)[1] - lead[1]) < 1e-6,
        `${id} moved by the horse's offset: ${offset(id)} against ${lead}`,
      )
  },
}
