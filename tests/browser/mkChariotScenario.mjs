/**
 * Browser scenario of large figures and chariots in the Mage Knight play mode (000). Hand-derived
 * facts of the shipped scenes:
 * mk-chariot: the chariot (3.5 in base, radius 4.445 cm) at (45.72, 45.72) facing east, the
 * archer (radius 1.5875 cm) on its rear platform 0.6 x 4.445 = 2.667 cm behind the centre:
 * (43.053, 45.72). Set down touching it, a passenger's centre is 4.445 + 1.5875 = 6.0325 cm from
 * the chariot's: the rear (west) goal is (39.6875, 45.72); the left (north) goal is where the
 * crossbowman stands, so it is refused (R-MKV.5).
 * mk-large-figure, edited before the game as a user would: the mammoth's rear at click 2 (range
 * 6, two targets) and the battle mage, steam golem and ogre behind it at 4.83, 5.43 and 5.33 in
 * (src/judge/mk/largeOffers.test.ts). The crossbowman stays 45 degrees left of the mammoth's
 * front, on the front/left boundary, 8 in away (its range): its owner chooses the section.
 */
import { expectEqual, expectTrue, frames, openApp } from './harness.mjs'

const state = (page) =>
  page.evaluate(() => {
    const m = window.__sightline.store.getState().mkplay
    const fig = (id) => m.scene?.figures.find((f) => f.id === id)
    return {
      steps: m.steps,
      side: m.game?.turn.side ?? null,
      archer: fig('archer')
        ? { at: [fig('archer').position[0], fig('archer').position[2]], aboard: fig('archer').mk?.aboard ?? null }
        : null,
      mammothClicks: fig('mammoth')?.mk?.clicks ?? null,
    }
  })
const toScreen = (page, point) => page.evaluate(([x, y, z]) => window.__sightline.toScreen(x, y, z), point)
const waitSteps = (page, n) => page.waitForFunction((k) => window.__sightline.store.getState().mkplay.steps === k, n, { timeout: 60_000 })
const near = (a, b) => a.every((v, i) => Math.abs(v - b[i]) < 1e-3)

async function startGame(page) {
  await page.click('[data-testid="toggle-play"]')
  await page.waitForSelector('[data-testid="mk-setup"]')
  await page.click('[data-testid="mk-start-game"]')
  await page.waitForSelector('[data-testid="mk-play-panel"]')
}

export const mkChariotScenario = {
  name: 'Mage Knight chariot and large figure: leave by pointer with the goal drawn, board, a shot at two targets, the owner chooses a section at a boundary, the push section turns the dial, German',
  async run({ page, baseUrl, tmpDir }) {
    await openApp(page, baseUrl, '/?scene=mk-chariot')
    await page.click('[data-testid="toggle-top-down"]')
    await startGame(page)
    expectEqual(await page.textContent('[data-testid="mk-side-to-act"]'), 'orcs', 'the orcs act first')
    // The passenger is on its chariot's platform (drawn there: the scene keeps it at the platform point).
    const before = await state(page)
    expectTrue(
      near(before.archer.at, [43.053, 45.72]) && before.archer.aboard === 'chariot',
      `archer aboard: ${JSON.stringify(before.archer)}`,
    )

    await page.evaluate(() => window.__sightline.store.getState().selectMkFigure('archer'))
    await page.waitForSelector('[data-testid="mk-chariot-actions"]')
    expectEqual(await page.getAttribute('[data-testid="mk-leave-left"]', 'aria-disabled'), 'true', 'the left goal is taken')
    const taken = await page.getAttribute('[data-testid="mk-leave-left"]', 'title')
    expectTrue(taken.includes('overlap') && taken.includes('crossbowman'), `why the left goal is refused: ${taken}`)
    expectEqual(await page.getAttribute('[data-testid="mk-leave-rear"]', 'aria-disabled'), 'false', 'the rear goal is free')

    // The goal before the click: the pointer far west of the chariot points at the rear.
    const west = await toScreen(page, [20, 0, 45.72])
    await page.mouse.move(west.x, west.y)
    await page.waitForSelector('[data-testid="mk-leave-label"]')
    const label = await page.textContent('[data-testid="mk-leave-label"]')
    expectTrue(label.includes('Leave') && label.includes('rear'), `the leave goal's label: ${label}`)
    await frames(page, 3)
    await page.screenshot({ path: `${tmpDir}/mk-chariot-leave.png` })
    await page.mouse.click(west.x, west.y)
    await waitSteps(page, 1)
    const left = await state(page)
    // On the ring where the bases touch, west of the chariot (the picked point is a hair off the axis).
    const ring = Math.hypot(left.archer.at[0] - 45.72, left.archer.at[1] - 45.72)
    expectTrue(
      Math.abs(ring - 6.0325) < 1e-3 && left.archer.at[0] < 39.8 && left.archer.aboard === null,
      `set down at the rear: ${JSON.stringify(left.archer)}`,
    )

    // Boarding is a move action of its own: refused this turn, allowed in the orcs' next.
    await page.evaluate(() => window.__sightline.store.getState().selectMkFigure('archer'))
    await page.waitForSelector('[data-testid="mk-board-chariot"][aria-disabled="true"]')
    await page.click('[data-testid="mk-end-turn"]')
    await waitSteps(page, 2)
    await page.click('[data-testid="mk-end-turn"]')
    await waitSteps(page, 3)
    await page.evaluate(() => window.__sightline.store.getState().selectMkFigure('archer'))
    await page.click('[data-testid="mk-board-chariot"][aria-disabled="false"]')
    await waitSteps(page, 4)
    const back = await state(page)
    expectTrue(
      near(back.archer.at, [43.053, 45.72]) && back.archer.aboard === 'chariot',
      `back on the platform: ${JSON.stringify(back.archer)}`,
    )
    // German: the passenger's goals and the record's step name.
    await page.click('[data-testid="toggle-language"]')
    await page.waitForSelector('[data-testid="mk-leave-rear"]')
    const german = await page.textContent('[data-testid="mk-chariot-actions"]')
    expectTrue(german.includes('Streitwagen') && german.includes('Aussteigen → hinten'), `German chariot panel: ${german}`)
    const record = await page.textContent('[data-testid="mk-play-panel"]')
    expectTrue(record.includes('Einsteigen'), 'the record names the boarding in German')
    await page.click('[data-testid="toggle-language"]')
    await page.click('[data-testid="mk-leave-play"]')

    // The mammoth, edited as a user would before the game: its rear active and three enemies behind it.
    await openApp(page, baseUrl, '/?scene=mk-large-figure')
    await page.evaluate(() => {
      const store = window.__sightline.store
      const scene = store.getState().scene
      const place = { 'battle-mage': [45.72, 0, 58], 'steam-golem': [52, 0, 58], 'ogre-ram': [40, 0, 58] }
      const figures = scene.figures.map((f) =>
        f.id === 'mammoth' ? { ...f, mk: { ...f.mk, clicks: [2, 5, 2, 2] } } : place[f.id] ? { ...f, position: place[f.id] } : f,
      )
      store.getState().commitScene({ ...scene, figures })
    })
    await startGame(page)
    await page.evaluate(() => window.__sightline.store.getState().selectMkFigure('mammoth'))
    await page.click('[data-testid="mk-choose-dial-3"]')
    await page.waitForSelector('[data-testid="mk-shot"]')
    await page.check('[data-testid="mk-shot-target-battle-mage"]')
    await page.check('[data-testid="mk-shot-target-steam-golem"]')
    await page.waitForSelector('[data-testid="mk-shot-odds-steam-golem"]')
    const odds = await page.$$eval('[data-testid^="mk-shot-odds-"]', (els) => els.map((e) => e.textContent))
    expectEqual(odds.length, 2, `numbers before the roll for each target: ${odds.join(' | ')}`)
    expectTrue(
      odds.every((t) => t.includes('or more on 2d6')),
      `each target's need: ${odds.join(' | ')}`,
    )
    await page.check('[data-testid="mk-shot-target-ogre-ram"]')
    await page.waitForSelector('[data-testid="mk-shot-refusal"][data-code="too-many-targets"]')
    expectEqual(await page.getAttribute('[data-testid="mk-fire-shot"]', 'aria-disabled'), 'true', 'a third target is refused')
    await page.uncheck('[data-testid="mk-shot-target-ogre-ram"]')
    await page.click('[data-testid="mk-fire-shot"][aria-disabled="false"]')
    await waitSteps(page, 1)
    await page.waitForSelector('[data-testid="mk-roll"]')
    expectEqual((await page.getAttribute('[data-testid="mk-roll"]', 'data-dice')).split(',').length, 2, 'one 2d6 roll for both targets')
    await page.screenshot({ path: `${tmpDir}/mk-large-shot.png` })
    await page.click('[data-testid="mk-end-turn"]')
    await waitSteps(page, 2)

    // The crossbowman on the front/left boundary: the mammoth's owner chooses, then the dice roll.
    await page.evaluate(() => window.__sightline.store.getState().selectMkFigure('crossbowman'))
    await page.click('[data-testid="mk-ranged-mammoth"][aria-disabled="false"]')
    await page.waitForSelector('[data-testid="mk-choice"][data-field="section"][data-chooser="orcs"]')
    const options = await page.$$eval('[data-testid^="mk-choice-"]:not([data-testid="mk-choice-cancel"])', (els) =>
      els.map((e) => e.getAttribute('data-testid')),
    )
    expectEqual(options, ['mk-choice-front', 'mk-choice-left'], 'the two sections of the boundary')
    expectEqual((await state(page)).steps, 2, 'nothing played before the answer')
    await page.click('[data-testid="mk-choice-front"]')
    await waitSteps(page, 3)
    await page.click('[data-testid="mk-end-turn"]')
    await waitSteps(page, 4)

    // The mammoth acted last turn: pushed, its owner names the section that takes the click.
    await page.evaluate(() => window.__sightline.store.getState().selectMkFigure('mammoth'))
    await page.click('[data-testid="mk-choose-dial-3"]')
    await page.click('[data-testid="mk-ranged-battle-mage"][aria-disabled="false"]')
    await page.waitForSelector('[data-testid="mk-choice"][data-field="push"]')
    await page.click('[data-testid="toggle-language"]')
    const asked = await page.textContent('[data-testid="mk-choice"]')
    expectTrue(asked.includes('Angetrieben') && asked.includes('Sektion links'), `German push question: ${asked}`)
    await page.click('[data-testid="toggle-language"]')
    await page.click('[data-testid="mk-choice-left"]')
    await waitSteps(page, 5)
    expectEqual((await state(page)).mammothClicks[1], 6, 'the left section took the pushing click (5 -> 6)')
    await page.waitForSelector('[data-testid="mk-dial-1"][data-click="6"]')
    await page.screenshot({ path: `${tmpDir}/mk-large-push.png` })
  },
}
