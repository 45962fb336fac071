/**
 * Browser scenario of the siege in the Mage Knight play mode (001, castle sections) on the
 * shipped scenes/siege-assault.json, played as players click it: at set-up the siege's
 * crossbowman is given a ladder; the castle player chooses the west tower and opens its door at
 * the start of the turn, then its crossbowman (standing at the door, (20, 0, 18.97)) climbs
 * through it and the judge puts it on the tower's top, 10.16 cm up at the tower's centre (20, 25).
 * Then the shipped game scenes/scenarios/siege-assault.mk.json, opened as a saved game after its
 * first 41 steps (round 9, the castle's turn): the tower's shot at the Steam Golem shows its
 * numbers before the roll on hover, then both dice; opened after 50 steps (round 10, the siege's
 * turn): the crossbowman at the foot of wall-b, (59.5, 0, 28.49), sets its ladder up there. Last
 * the German words. Every wait is for a state of the page, never for time.
 */
import { readFileSync } from 'node:fs'
import { expectEqual, expectTrue, frames, openApp } from './harness.mjs'

const toScreen = (page, point) => page.evaluate(([x, y, z]) => window.__sightline.toScreen(x, y, z), point)
const waitSteps = (page, n) => page.waitForFunction((k) => window.__sightline.store.getState().mkplay.steps === k, n)
const mkState = (page, read) => page.evaluate(`(${read})(window.__sightline.store.getState().mkplay)`)
const offer = (attrs) =>
  `[data-testid="mk-siege-offer"]${Object.entries(attrs)
    .map(([k, v]) => `[data-${k}="${v}"]`)
    .join('')}`

/**
 * The shipped siege game after its first `n` steps, as the view saves a game: its scene inline,
 * and only the steps that were played (the file also shows steps the rules refuse; a saved game
 * keeps none, R-P.1).
 */
function shippedGame(n) {
  const file = JSON.parse(readFileSync('scenes/scenarios/siege-assault.mk.json', 'utf8'))
  const scene = JSON.parse(readFileSync('scenes/siege-assault.json', 'utf8'))
  const steps = file.steps.slice(0, n).filter((s) => s.expect?.refusal === undefined)
  return { text: JSON.stringify({ ...file, scene, steps }), kept: steps.length }
}

/** Opens the shipped game after `n` of its steps from the panel's file input; the number of steps kept. */
async function openGame(page, n) {
  const game = shippedGame(n)
  await page.setInputFiles('[data-testid="mk-open-game-input"]', {
    name: `siege-assault-${n}.json`,
    mimeType: 'application/json',
    buffer: Buffer.from(game.text),
  })
  await waitSteps(page, game.kept)
  return game.kept
}

async function chooseOnTable(page, id, point) {
  const p = await toScreen(page, point)
  await page.mouse.click(p.x, p.y)
  await page.waitForSelector(`[data-testid="mk-siege"][data-chosen="${id}"]`)
}

export const mkSiegeScenario = {
  name: 'Mage Knight siege play: a ladder carried from the set-up, a portal opened, a climb placed by the judge, a castle shot with its numbers and 2d6, a ladder set up, German',
  async run({ page, baseUrl, tmpDir }) {
    await openApp(page, baseUrl, '/?scene=siege-assault')
    await page.click('[data-testid="toggle-top-down"]')
    await page.click('[data-testid="toggle-play"]')
    await page.waitForSelector('[data-testid="mk-siege-setup"]')
    await page.check('[data-testid="mk-carries-ladder-s-xbow"]')
    await page.evaluate(() => window.__sightline.store.setState({ diceSeed: 1 }))
    await page.click('[data-testid="mk-start-game"]')
    await page.waitForSelector('[data-testid="mk-siege"]')
    expectEqual(await mkState(page, (m) => m.game.siege.carried), { 's-xbow': 'ladder-s-xbow' }, 'the ladder chosen at set-up is carried')

    // 001 Portale: the castle player chooses the tower and opens its door at the start of the turn.
    await page.click('[data-testid="mk-section-tower-w"]')
    await page.click(offer({ do: 'portal', portal: 'door', state: 'open', allowed: 'true' }))
    await waitSteps(page, 1)
    expectEqual(await mkState(page, (m) => m.game.siege.sections['tower-w'].portals.door), 'open', 'the door is open')
    const opened = await page.textContent('[data-testid="mk-last"]')
    expectTrue(opened.includes('Open portal: door'), `the last step says what it did: ${opened.slice(0, 120)}`)

    // 001 Zugangspunkte: the crossbowman at the door climbs through it; the judge places it on the top.
    await chooseOnTable(page, 'c-xbow', [20, 2, 18.9675])
    await page.click(offer({ do: 'climb', section: 'tower-w', via: 'door', allowed: 'true' }))
    await waitSteps(page, 2)
    const onTop = await mkState(page, (m) => m.scene.figures.find((f) => f.id === 'c-xbow').position)
    expectEqual(onTop, [20, 10.16, 25], 'on the tower top, at its centre')
    const record = await page.getAttribute('[data-testid="mk-record"]', 'data-count')
    expectEqual(record, '2', 'the record has the portal and the climb')
    await frames(page, 3)
    await page.screenshot({ path: `${tmpDir}/mk-siege-climb.png` })

    // 001 Angriffe: round 9 of the shipped game; the tower's shot at the Steam Golem before the roll, then the roll.
    const round9 = await openGame(page, 41)
    await page.click('[data-testid="mk-section-tower-w"]')
    const shot = offer({ do: 'castleShot', target: 's-golem', long: 'false', allowed: 'true' })
    await page.hover(shot)
    await page.waitForSelector('[data-testid="mk-attack-numbers"][data-target="s-golem"][data-ok="true"]')
    const need = await page.textContent('[data-testid="mk-need"]')
    expectTrue(/needs \d+ or more on 2d6/.test(need) && need.includes('%'), `the castle shot's numbers before the roll: ${need}`)
    const golemBefore = await mkState(page, (m) => m.scene.figures.find((f) => f.id === 's-golem').mk.clicks ?? [0])
    await page.click(shot)
    await waitSteps(page, round9 + 1)
    await page.waitForSelector('[data-testid="mk-roll"]')
    const dice = await page.getAttribute('[data-testid="mk-roll"]', 'data-dice')
    expectEqual(dice.split(',').length, 2, `both dice of the 2d6 (${dice})`)
    const hit = (await page.getAttribute('[data-testid="mk-roll"]', 'data-outcome')).includes('hit')
    const golemAfter = await mkState(page, (m) => m.scene.figures.find((f) => f.id === 's-golem').mk.clicks ?? [0])
    expectEqual(golemAfter[0] > golemBefore[0], hit, `the golem's dial turns exactly on a hit (${golemBefore} → ${golemAfter})`)
    const shotText = await page.textContent('[data-testid="mk-last"]')
    expectTrue(shotText.includes('tower-w: Castle attack → s-golem'), `the record names the shot: ${shotText.slice(0, 120)}`)
    await page.screenshot({ path: `${tmpDir}/mk-siege-shot.png` })

    // 001 Planken und Leitern: round 10, the crossbowman beside wall-b sets its ladder up there.
    const round10 = await openGame(page, 50)
    await chooseOnTable(page, 's-xbow', [59.5, 2, 28.4925])
    await page.waitForSelector(offer({ do: 'ladder', wall: 'gate', allowed: 'false' }))
    await page.click(offer({ do: 'ladder', op: 'setUp', wall: 'wall-b', allowed: 'true' }))
    await waitSteps(page, round10 + 1)
    expectEqual(await mkState(page, (m) => m.game.siege.ladders), { 'ladder-1': 'wall-b' }, 'the ladder stands beside wall-b')
    expectEqual(await mkState(page, (m) => (m.scene.ladders ?? []).map((l) => l.id)), ['ladder-1'], 'and on the table')

    // German: every word of the siege's panel and the last step.
    await page.click('[data-testid="toggle-language"]')
    await page.waitForFunction(() => document.querySelector('[data-testid="mk-siege"] h3')?.textContent === 'Belagerung (001)')
    const siege = await page.textContent('[data-testid="mk-siege"]')
    expectTrue(siege.includes('Leiter entfernen') && !siege.includes('Take ladder away'), `German siege buttons: ${siege.slice(0, 200)}`)
    const last = await page.textContent('[data-testid="mk-last"]')
    expectTrue(last.includes('Leiter aufstellen: ladder-1 → wall-b'), `German last step: ${last.slice(0, 160)}`)
    const all = await page.textContent('[data-testid="mk-record"]')
    expectTrue(all.includes('Burgangriff') && all.includes('Portal schließen'), 'German record of the siege steps')
    // Issue 14: clause sources in German too ("Sightline-Regelung", "Mage Knight Burgabschnitte"), never the CLI's English books.
    const clauses = await page.$$eval('[data-testid="mk-play-panel"] .ruling-clause', (els) => els.map((e) => e.textContent).join(' | '))
    expectTrue(
      clauses.length > 0 && !/Sightline ruling|our summary|castle sections|large figures|Mage Knight cavalry/.test(clauses),
      `German clause sources: ${clauses.slice(0, 200)}`,
    )
    await page.screenshot({ path: `${tmpDir}/mk-siege-german.png` })
  },
}
