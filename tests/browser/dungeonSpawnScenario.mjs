/**
 * Browser scenario of Mage Knight Dungeons play (issue 13) on the shipped scenes/mk-dungeon.json,
 * seen from above with seed 13: the battle mage picks up the table, steps east with it, puts it
 * down on one of the places the panel offers (the judge's putDown, tinted on the board; a refused
 * place beside it tinted red, its reason under the pointer, R-MKDV-3); then, no hero active, the
 * Shade (one of the dungeon's figures by name, R-MKDJ-4, R-MKDV-4) is activated from its row,
 * moved four squares west by a click on the board square (hovered, its cost labelled), and attacks
 * the mage with Attack offered before the click (R-MKD-15) while the crossbowman is refused out of
 * range, in German too. Last the mage, activated again, attacks the Shade (R-MKD-17): the numbers
 * (the 2d6 result needed) stand beside the button and in the board's hover over the Shade first.
 *
 * Hand-derived (src/view/store/dungeonplay/spawns.test.ts and furniture.test.ts play the same on
 * the store): origin (10, 10) cm, 2.54 cm squares. The mage on (6,4) facing east picks up the table
 * on (5,5)-(6,5) and moves to (7,4) (1 + 2 for the table = 3 of 6); the judge offers (7,5) west–east
 * among its places. The shade (speed 8, range 6) on (16,4) moves to (12,4) for 4 and faces west
 * along its last step: the mage on (7,4) is 5 squares ahead, row 4 between them open; the
 * crossbowman on (5,3) is 7 away, beyond range 6. The mage on (7,4) facing east has the Shade on
 * (12,4) five squares ahead, within its range 10: a ranged attack. Steps: activate 1, pick up 2,
 * move 3, put down 4, end 5, the shade activated 6, moved 7, its attack 8, the mage activated 9,
 * its attack 10.
 */
import { expectEqual, expectTrue, frames, openApp } from './harness.mjs'

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
        return `steps ${d.steps}, last ${d.last?.ok === false ? d.last.refusal.code : d.last?.step?.do}`
      })
      throw new Error(`waiting for step ${n}: ${seen} (${error.message})`)
    })
const attr = (page, selector, name) => page.getAttribute(selector, name)
/** Hovers the board square (c, r) at its centre on screen. */
const hoverSquare = async (page, c, r) => {
  const p = await toScreen(page, centre(c, r))
  await page.mouse.move(p.x, p.y)
  return p
}
/** Moves the active figure by a click on the board square once the board labels its cost under the pointer. */
const moveTo = async (page, c, r, cost) => {
  const p = await hoverSquare(page, c, r)
  await page.waitForSelector(`[data-testid="dungeon-hover-cost"][data-cost="${cost}"]`)
  await page.mouse.click(p.x, p.y)
}

export const dungeonSpawnScenario = {
  name: "Dungeons play, put down and the dungeon's figures: the table put down on a place the judge offers and a refused place's reason on hover, the Shade by name activated, moved by a click on the board and attacking the mage with the attack offered before the click, a refused target in German, the mage attacking the Shade with the numbers before the click",
  async run({ page, baseUrl, tmpDir }) {
    await openApp(page, baseUrl, '/?scene=mk-dungeon')
    await page.click('[data-testid="toggle-top-down"]')
    await page.evaluate(() => window.__sightline.store.setState({ diceSeed: 13 }))
    await page.click('[data-testid="toggle-dungeon-play"]')
    await page.click('[data-testid="dungeon-setup-start"]') // R-MKDS-1: the set-up step first
    await page.waitForSelector('[data-testid="dungeon-play-panel"]')

    // Put down: only the judge's places are offered, and the board tints them.
    await page.click('[data-testid="dungeon-activate-mage"]')
    await waitSteps(page, 1)
    await page.click('[data-testid="dungeon-pick-up-table"]')
    await waitSteps(page, 2)
    await moveTo(page, 7, 4, 3)
    await waitSteps(page, 3)
    await page.waitForSelector('[data-testid="dungeon-put-down"]')
    const offered = await page.evaluate(() => window.__sightline.store.getState().dungeonplay.offers.putDown.filter((p) => p.put.ok).length)
    expectEqual(Number(await attr(page, '[data-testid="dungeon-put-down"]', 'data-places')), offered, 'one button per offered place')
    expectEqual(
      await page.locator('[data-testid^="dungeon-put-down-"]:not([data-testid="dungeon-put-down-nowhere"])').count(),
      offered,
      'no other put-down buttons',
    )
    expectTrue(offered > 0, 'the table has places to go')
    // A refused place beside the mage: tinted red on the board, its reason under the pointer.
    const refused = await page.evaluate(() => {
      const o = window.__sightline.store.getState().dungeonplay.offers
      const reach = (s) => o.reachable.some((r) => r.square[0] === s[0] && r.square[1] === s[1])
      return o.putDownSquares.find((q) => !q.put.ok && !reach(q.square)) ?? null
    })
    expectTrue(refused !== null, 'a refused place beside the mage')
    await page.waitForSelector('[data-testid="dungeon-refused-put-down"]')
    await hoverSquare(page, refused.square[0], refused.square[1])
    await page.waitForSelector(`[data-testid="dungeon-hover-put-down"][data-refusal="${refused.put.refusal.code}"]`)
    await frames(page, 3)
    await page.screenshot({ path: `${tmpDir}/dungeon-put-down-places.png` })
    await page.click('[data-testid="dungeon-put-down-7-5-ew"]')
    await waitSteps(page, 4)
    const table = await page.evaluate(
      () => window.__sightline.store.getState().dungeonplay.offers.furniture.find((f) => f.id === 'table').squares,
    )
    expectEqual(
      JSON.stringify(table),
      JSON.stringify([
        [7, 5],
        [8, 5],
      ]),
      'the table lies on (7,5)-(8,5)',
    )
    await page.click('[data-testid="dungeon-end-activation"]')
    await waitSteps(page, 5)

    // The shade: Activate offered while no hero is active; a square in its reach is tinted with its cost.
    await page.waitForSelector('[data-testid="dungeon-spawn-activate-shade"]:not([disabled])')
    await page.click('[data-testid="dungeon-spawn-activate-shade"]')
    await waitSteps(page, 6)
    await page.waitForSelector('[data-testid="dungeon-active"][data-hero="shade"][data-spawn="true"]')
    expectEqual(await attr(page, '[data-testid="dungeon-spawn-shade"]', 'data-name'), 'Shade', 'listed by name')
    expectTrue((await page.textContent('[data-testid="dungeon-active"]')).includes('Shade'), 'the active figure by name')
    expectEqual(await page.textContent('[data-testid="dungeon-points-left"]'), '8', 'the shade has its speed, 8')
    expectEqual(
      await attr(page, '[data-testid="dungeon-spawn-attack-mage"]', 'data-refusal'),
      'target-out-of-range',
      'ten squares: out of range',
    )
    await moveTo(page, 12, 4, 4)
    await waitSteps(page, 7)
    expectEqual(await page.textContent('[data-testid="dungeon-points-left"]'), '4', 'four squares west cost 4')

    // Its attacks, probed before the click: the mage in range, the crossbowman not (German reason as the title).
    const attackMage = '[data-testid="dungeon-spawn-attack-mage"]'
    await page.waitForSelector(`${attackMage}:not([disabled])`)
    expectEqual(await attr(page, '[data-testid="dungeon-spawn-attack-xbow"]', 'data-refusal'), 'target-out-of-range', 'xbow 7 squares away')
    await page.click('[data-testid="toggle-language"]')
    await page.waitForFunction(() =>
      document
        .querySelector('[data-testid="dungeon-spawn-attack-xbow"]')
        ?.getAttribute('title')
        ?.includes('7 Felder von shade entfernt, Reichweite 6'),
    )
    expectTrue((await page.textContent('[data-testid="dungeon-spawns"]')).includes('Die Figuren des Dungeons'), 'German heading')
    await page.screenshot({ path: `${tmpDir}/dungeon-spawn-attack-offers.png` })
    await page.click(attackMage)
    await waitSteps(page, 8)
    const events = await page.evaluate(() => window.__sightline.store.getState().dungeonplay.last.events.map((e) => e.kind))
    expectTrue(events.includes('spawnAttacked') && events.includes('activationEnded'), `the attack made, the activation ended: ${events}`)
    expectEqual(await page.locator('[data-testid="dungeon-active"]').count(), 0, 'no figure is active after the attack')
    expectEqual(await attr(page, '[data-testid="dungeon-spawn-activate-shade"]', 'data-refusal'), 'spawn-acted', 'the shade has acted')

    // The mage attacks the Shade (R-MKD-17): the numbers before the click, on the board's hover and beside the button.
    await page.click('[data-testid="dungeon-activate-mage"]')
    await waitSteps(page, 9)
    const needed = await page.evaluate(
      () => window.__sightline.store.getState().dungeonplay.offers.heroAttacks.find((a) => a.target === 'shade').preview.needed,
    )
    expectTrue(Number.isInteger(needed) && needed >= 3 && needed <= 12, `a 2d6 result needed: ${needed}`)
    await hoverSquare(page, 12, 4)
    await page.waitForSelector(`[data-testid="dungeon-hover-figure"][data-name="Shade"][data-needed="${needed}"]`)
    const attackShade = '[data-testid="dungeon-hero-attack-shade"]'
    await page.waitForSelector(`${attackShade}:not([disabled])`)
    expectEqual(await attr(page, attackShade, 'data-needed'), String(needed), 'the button carries the number needed')
    const numbers = await page.textContent('[data-testid="dungeon-hero-attack-shade-numbers"]')
    expectTrue(numbers.includes(`2W6 brauchen ${needed}`) && numbers.includes('Fernkampf'), `German numbers: ${numbers}`)
    await frames(page, 3)
    await page.screenshot({ path: `${tmpDir}/dungeon-hero-attack-offer.png` })
    await page.click(attackShade)
    await waitSteps(page, 10)
    const heroEvents = await page.evaluate(() => window.__sightline.store.getState().dungeonplay.last.events.map((e) => e.kind))
    expectTrue(heroEvents.includes('heroAttacked') && heroEvents.includes('activationEnded'), `the mage attacked: ${heroEvents}`)
  },
}
