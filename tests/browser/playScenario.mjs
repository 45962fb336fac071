/**
 * Browser scenario of the issue "Play Universalis in the 3D view": the shipped scenario "First
 * blood in the ruins" played through the view as players click it (set-up, the round, the
 * choice, a move by clicking the table with its path shown first, an aimed shot with its dice,
 * undo refused after dice), a reload that continues the game, and the exported game replayed
 * by `npm run play` to the same dice.
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { expectEqual, expectTrue, openApp } from './harness.mjs'

const state = (page, pick) => page.evaluate(pick)
const playState = (page) =>
  page.evaluate(() => {
    const p = window.__sightline.store.getState().play
    return {
      status: p.status,
      steps: p.steps,
      round: p.game?.round ?? null,
      queue: p.game?.queue ?? [],
      ap: p.game ? Object.fromEntries(Object.values(p.game.models).map((m) => [m.id, m.ap])) : {},
    }
  })

/** Clicks a button once the rules allow it (it is enabled), and waits for the step to be kept. */
async function clickStep(page, testId) {
  const before = (await playState(page)).steps
  await page.click(`[data-testid="${testId}"]:not([disabled])`, { timeout: 120_000 })
  await page.waitForFunction((n) => window.__sightline.store.getState().play.steps === n + 1, before, { timeout: 120_000 })
}

async function toScreen(page, point) {
  return page.evaluate(([x, y, z]) => window.__sightline.toScreen(x, y, z), point)
}

export const playScenarios = [
  {
    name: 'play: a game through the view (round, choice, a move by clicking the table, an aimed shot with dice), a reload continues it, a climb onto the sandbags, two rounds, an undo, a charge with a push back, npm run play replays its file',
    async run({ page, baseUrl, tmpDir }) {
      await openApp(page, baseUrl, '/?scene=skirmish-ruins')
      await page.click('[data-testid="toggle-top-down"]')
      await page.click('[data-testid="toggle-play"]')
      await page.waitForSelector('[data-testid="play-setup"]')
      await page.waitForSelector('[data-testid="deployment-ok"]')
      expectEqual(await page.inputValue('[data-testid="leader-red"]'), 'r-captain', 'red leader offered first')
      // 20.1: the hedge witch takes her powers into the game; the first ones her level allows are ticked.
      const ticked = await page.locator('[data-testid="powers-r-witch"] input:checked').count()
      expectTrue(ticked > 0, `the witch starts with powers ticked: ${ticked}`)
      // The game rolls from the store's recorded seed; the test sets the scenario's (seed 1) so the dice follow its file.
      await page.evaluate(() => window.__sightline.store.setState({ diceSeed: 1 }))
      await page.click('[data-testid="start-game"]')
      await page.waitForSelector('[data-testid="play-panel"]')

      await clickStep(page, 'step-startRound')
      expectEqual((await playState(page)).round, 1, 'round after the start')
      await page.selectOption('[data-testid="pick-red"]', 'r-spear')
      await page.selectOption('[data-testid="pick-blue"]', 'b-sergeant')
      await clickStep(page, 'step-choose')
      expectEqual((await playState(page)).queue[0], 'b-sergeant', 'the sergeant acts first (compared AGI rolls, seed 1)')

      await page.click('[data-testid="model-b-sergeant"]')
      // His card as the rules see it: each attribute printed and now.
      await page.waitForSelector('[data-testid="model-attributes"] [data-attribute="FK"][data-value]')
      await clickStep(page, 'act-beginPhase')
      // 8.3 by key and mouse: T, point due east of the sergeant (80, 0, 45), click: he faces 90 degrees.
      await page.keyboard.press('t')
      await page.waitForFunction(() => window.__sightline.store.getState().play.turning !== null)
      const east = await toScreen(page, [88, 0, 45])
      await page.mouse.move(east.x, east.y)
      await page.waitForFunction(() => window.__sightline.store.getState().play.turning?.facing === 90)
      const turnsBefore = (await playState(page)).steps
      await page.mouse.click(east.x, east.y)
      await page.waitForFunction((n) => window.__sightline.store.getState().play.steps === n + 1, turnsBefore)
      expectEqual(
        await state(page, () => window.__sightline.store.getState().play.game.models['b-sergeant'].facingDeg),
        90,
        'facing after the turn',
      )
      // Hover the old road: the path is drawn with its cost before the click.
      const road = await toScreen(page, [61, 0.2, 45])
      await page.mouse.move(road.x, road.y)
      await page.waitForSelector('[data-testid="move-label"]:not([data-refusal])')
      const label = await page.textContent('[data-testid="move-label"]')
      expectTrue(/2 move actions · 2 AP/.test(label ?? ''), `move label names 2 move actions and 2 AP: "${label}"`)
      const stepsBefore = (await playState(page)).steps
      await page.mouse.click(road.x, road.y)
      await page.waitForFunction((n) => window.__sightline.store.getState().play.steps === n + 1, stepsBefore)
      const at = await state(page, () => window.__sightline.store.getState().play.scene.figures.find((f) => f.id === 'b-sergeant').position)
      expectTrue(Math.hypot(at[0] - 61, at[2] - 45) < 1, `the sergeant stands on the road where the table was clicked: ${at}`)

      // A hover card on any figure: the owl's, as the game stands.
      const owl = await state(page, () => window.__sightline.store.getState().play.scene.figures.find((f) => f.id === 'r-owl').position)
      const owlAt = await toScreen(page, [owl[0], owl[1] + 1, owl[2]])
      await page.mouse.move(owlAt.x, owlAt.y)
      await page.waitForSelector('[data-testid="hover-card"][data-model="r-owl"]')
      const rollsBefore = await state(page, () => window.__sightline.store.getState().play.session.log.length)
      await page.selectOption('[data-testid="act-weapon"]', 'Pulse rifle')
      await page.selectOption('[data-testid="act-target"]', 'r-owl')
      await page.waitForSelector('[data-testid="shot-chance-aimed"][data-hit]')
      // Shown before the shot: the Proven Marksman II rerolls counted (7.2 Beispiel 3), 1 - (1 - t/12)^3.
      const aimed = await state(page, () => window.__sightline.store.getState().play.shotPreviews.find((r) => r.action === 'aimed').preview)
      const shown = Number(await page.getAttribute('[data-testid="shot-chance-aimed"]', 'data-hit'))
      expectTrue(
        aimed.rerolls === 2 && Math.abs(shown - (1 - (1 - aimed.fkTarget / 12) ** 3)) < 1e-12,
        `aimed shot's hit chance with rerolls: ${shown}`,
      )
      // Its modifiers are said in words, never as the rules' code keys (the shot's line showed "+2 aimedShot").
      const shotLine = await page.textContent('[data-testid="shot-chances"] .shot-modifiers')
      const rawKeys = aimed.modifiers.map((m) => m.key).filter((key) => shotLine.includes(key))
      expectTrue(aimed.modifiers.length > 0 && rawKeys.length === 0, `the shot's modifiers in words, no code key (${rawKeys}): ${shotLine}`)
      await clickStep(page, 'act-shoot.aimed')
      const rolls = await page.getAttribute('[data-testid="dice-log"]', 'data-count')
      expectTrue(Number(rolls) > rollsBefore, `the aimed shot rolled (${rollsBefore} → ${rolls})`)
      expectTrue(await page.isDisabled('[data-testid="undo-step"]'), 'undo is refused after a step that rolled')
      const why = await page.getAttribute('[data-testid="undo-step"]', 'title')
      expectTrue(/rolled/.test(why ?? ''), `undo's tooltip says why: "${why}"`)

      // A reload continues the game where it was.
      const before = await playState(page)
      await openApp(page, baseUrl, '/')
      await page.waitForSelector(`[data-testid="play-panel"][data-steps="${before.steps}"]`, { timeout: 120_000 })
      const after = await playState(page)
      expectEqual(after, before, 'the game after a reload')
      // A link to another scene opens that scene, the kept game offered beside it (another tab's game once replaced it).
      await openApp(page, baseUrl, '/?scene=hill-and-wall')
      await page.waitForSelector('[data-testid="saved-game-offer"]')
      expectEqual(
        await page.evaluate(() => window.__sightline.store.getState().scene?.name),
        'Hill and wall',
        "the link's scene, not the kept game",
      )
      expectEqual(await page.locator('[data-testid="play-panel"]').count(), 0, "no game over the link's scene")
      await page.click('[data-testid="resume-saved-game"]')
      await page.waitForSelector(`[data-testid="play-panel"][data-steps="${before.steps}"]`, { timeout: 120_000 })
      expectEqual(await playState(page), before, 'the game resumed from the offer')
      const [title, gameScene] = await page.evaluate(() => [
        document.querySelector('[data-testid="scene-name"]')?.textContent,
        window.__sightline.store.getState().play.scene?.name,
      ])
      expectEqual(title, gameScene, "the toolbar names the resumed game's scene, not the link's")

      // The round goes on: the sergeant ends his phase, the spearman passes, then a move with a climb (8.5):
      // the gunner onto the sandbag wall (2 cm high), its path drawn with the climb before the click.
      await page.click('[data-testid="model-b-sergeant"]')
      await clickStep(page, 'act-endPhase')
      await page.click('[data-testid="model-r-spear"]')
      await clickStep(page, 'act-beginPhase')
      await clickStep(page, 'act-endPhase')
      await page.selectOption('[data-testid="pick-red"]', 'r-tower')
      await page.selectOption('[data-testid="pick-blue"]', 'b-gunner')
      await clickStep(page, 'step-choose')
      for (const id of (await playState(page)).queue) {
        await page.click(`[data-testid="model-${id}"]`)
        await clickStep(page, 'act-beginPhase')
        if (id === 'b-gunner') {
          const wall = await toScreen(page, [74, 2, 64])
          await page.mouse.move(wall.x, wall.y)
          await page.waitForSelector('[data-testid="move-label"]:not([data-refusal])')
          const kinds = await state(page, () => window.__sightline.store.getState().play.movePreview.segments.map((s) => s.kind))
          expectTrue(kinds.includes('climb'), `the path onto the sandbags climbs: ${kinds}`)
          const stepsNow = (await playState(page)).steps
          await page.mouse.click(wall.x, wall.y)
          await page.waitForFunction((n) => window.__sightline.store.getState().play.steps === n + 1, stepsNow)
          const up = await state(
            page,
            () => window.__sightline.store.getState().play.scene.figures.find((f) => f.id === 'b-gunner').position,
          )
          expectTrue(Math.abs(up[1] - 2) < 0.05 && Math.hypot(up[0] - 74, up[2] - 64) < 1, `the gunner stands on the sandbags: ${up}`)
          // Sustained fire split in the panel (14.12): the machine gun's DF 2 allows 3 shots, so 4 are refused with the reason.
          await page.selectOption('[data-testid="act-weapon"]', 'Machine gun')
          const first = (await page.getAttribute('[data-testid="sustained-fire"] input', 'data-testid')).replace('sustained-shots-', '')
          await page.fill(`[data-testid="sustained-shots-${first}"]`, '4')
          await page.waitForSelector('[data-testid="act-sustained-split"][data-refusal="too-many-shots"]')
          expectTrue(await page.isDisabled('[data-testid="act-sustained-split"]'), 'four shots of DF 2 cannot be fired')
        }
        await clickStep(page, 'act-endPhase')
      }
      // The rest of round 1: each side picks from the models it may still choose (5.5.2) and passes.
      for (;;) {
        const choosable = await state(page, () => window.__sightline.store.getState().play.choosable)
        const picks = Object.fromEntries(
          Object.entries(choosable)
            .filter(([, ids]) => ids.length > 0)
            .map(([side, ids]) => [side, ids[0]]),
        )
        if (Object.keys(picks).length === 0) break
        await chooseAndPass(page, picks)
      }
      await clickStep(page, 'step-endRound')
      await clickStep(page, 'step-startRound')
      expectEqual((await playState(page)).round, 2, 'the second round has begun')

      // Round 2, a melee with a push back (15.1, 15.2): the halberdier and the sergeant are chosen; the first
      // to act walks to 6 cm of the other, who charges it. Each winner's choice is made before the dice: push back.
      await page.selectOption('[data-testid="pick-red"]', 'r-halberd')
      await page.selectOption('[data-testid="pick-blue"]', 'b-sergeant')
      await clickStep(page, 'step-choose')
      const [mover, charger] = (await playState(page)).queue
      await page.click(`[data-testid="model-${mover}"]`)
      await clickStep(page, 'act-beginPhase')
      // An undo of a step that rolled nothing (R-P.1): lying down, taken back; the AP are back too.
      const apBefore = (await playState(page)).ap[mover]
      await clickStep(page, 'act-lieDown')
      await page.click('[data-testid="undo-step"]:not([disabled])')
      await page.waitForFunction((id) => !window.__sightline.store.getState().play.game.models[id].prone, mover)
      expectEqual((await playState(page)).ap[mover], apBefore, 'AP after the undone lie-down')
      const near = await page.evaluate(
        ([a, b]) => {
          const figures = window.__sightline.store.getState().play.scene.figures
          const from = figures.find((f) => f.id === a).position
          const to = figures.find((f) => f.id === b).position
          const d = Math.hypot(from[0] - to[0], from[2] - to[2])
          return [to[0] + ((from[0] - to[0]) * 6) / d, to[1], to[2] + ((from[2] - to[2]) * 6) / d]
        },
        [mover, charger],
      )
      const nearAt = await toScreen(page, near)
      await page.mouse.move(nearAt.x, nearAt.y)
      await page.waitForSelector('[data-testid="move-label"]:not([data-refusal])')
      const beforeWalk = (await playState(page)).steps
      await page.mouse.click(nearAt.x, nearAt.y)
      await page.waitForFunction((n) => window.__sightline.store.getState().play.steps === n + 1, beforeWalk)
      await clickStep(page, 'act-endPhase')
      await page.click(`[data-testid="model-${charger}"]`)
      await clickStep(page, 'act-beginPhase')
      await page.selectOption('[data-testid="act-weapon"]', charger === 'r-halberd' ? 'Halberd' : 'Combat knife')
      await page.selectOption('[data-testid="act-target"]', mover)
      await page.selectOption('[data-testid="act-choice"]', 'pushBack')
      await page.selectOption('[data-testid="act-defender-choice"]', 'pushBack')
      await clickStep(page, 'act-charge')
      const melee = await state(page, () => window.__sightline.store.getState().play.last.events.map((e) => e.kind))
      expectTrue(melee.includes('meleeRolled') && melee.includes('pushed'), `the charge was fought and its winner pushed back: ${melee}`)

      // The exported game, replayed by the command line, rolls the same dice.
      const text = await page.evaluate(() => window.__sightline.store.getState().exportGame())
      mkdirSync(tmpDir, { recursive: true })
      const file = join(tmpDir, 'played-game.json')
      writeFileSync(file, text)
      const run = spawnSync(process.execPath, ['scripts/run-cli.mjs', 'play', file, '--json'], {
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      })
      expectEqual(run.status, 0, `npm run play exit code (${run.stderr})`)
      const replayed = JSON.parse(run.stdout).log.map((r) => [r.purpose, r.result])
      const browser = await page.evaluate(() => window.__sightline.store.getState().play.session.log.map((r) => [r.purpose, r.result]))
      expectEqual(replayed, browser, 'the dice of npm run play and of the browser')
      await page.click('[data-testid="leave-play"]')
      await page.waitForFunction(() => window.__sightline.store.getState().play.status === 'off')
    },
  },
]

/** Picks a model per side, chooses, and plays the phases of the chosen in the order the rules give (5.5.2): begin, end. */
async function chooseAndPass(page, picks) {
  for (const [side, id] of Object.entries(picks)) await page.selectOption(`[data-testid="pick-${side}"]`, id)
  await clickStep(page, 'step-choose')
  for (const id of (await playState(page)).queue) {
    await page.click(`[data-testid="model-${id}"]`)
    await clickStep(page, 'act-beginPhase')
    await clickStep(page, 'act-endPhase')
  }
}

playScenarios.push({
  name: 'play: a charge on the rampart with a push back shown first and a fall, an undo, two rounds (the scenario "Pushed off the rampart" through the view)',
  async run({ page, baseUrl }) {
    await openApp(page, baseUrl, '/?scene=hill-and-wall')
    await page.setInputFiles('[data-testid="open-file-input"]', 'scenes/scenarios/rampart-brawl.scene.json')
    await page.waitForFunction(() => window.__sightline.store.getState().scene?.name === 'Rampart brawl')
    await page.click('[data-testid="toggle-play"]')
    await page.selectOption('[data-testid="leader-red"]', 'r-warlord')
    await page.selectOption('[data-testid="leader-blue"]', 'b-captain')
    await page.evaluate(() => window.__sightline.store.setState({ diceSeed: 3 }))
    await page.click('[data-testid="start-game"]')
    await page.waitForSelector('[data-testid="play-panel"]')
    await clickStep(page, 'step-startRound')
    await page.selectOption('[data-testid="pick-red"]', 'r-warlord')
    await page.selectOption('[data-testid="pick-blue"]', 'b-spear')
    await clickStep(page, 'step-choose')
    expectEqual((await playState(page)).queue[0], 'r-warlord', 'the warlord acts first (seed 3)')
    await page.click('[data-testid="model-r-warlord"]')
    await clickStep(page, 'act-beginPhase')

    // An undo of a step that rolled nothing: lie down, undo, and the warlord stands with his AP.
    const ap = (await playState(page)).ap['r-warlord']
    await clickStep(page, 'act-lieDown')
    await page.click('[data-testid="undo-step"]:not([disabled])')
    await page.waitForFunction(() => !window.__sightline.store.getState().play.game.models['r-warlord'].prone)
    expectEqual((await playState(page)).ap['r-warlord'], ap, 'AP after the undone lie-down')

    // The winner's choice is made before the charge (R-E.1a); the push back is drawn first: off the rampart's end, a fall.
    await page.selectOption('[data-testid="act-target"]', 'b-spear')
    await page.selectOption('[data-testid="act-choice"]', 'pushBack')
    await page.waitForFunction(() => window.__sightline.store.getState().play.pushPreview?.ok === true)
    const push = await state(page, () => window.__sightline.store.getState().play.pushPreview)
    expectEqual(push.direction, [1, 0], 'the push runs east, away from the warlord')
    // The charge's chances before it is fought (8.3, 15): who wins, with both sides' modifiers.
    await page.waitForSelector('[data-testid="melee-chance-charge"][data-win]')
    const win = Number(await page.getAttribute('[data-testid="melee-chance-charge"]', 'data-win'))
    expectTrue(win > 0 && win < 1, `the charge's chance to win is shown before it: ${win}`)
    const modifiers = await page.textContent('[data-testid="melee-chances"] .shot-modifiers')
    expectTrue(/r-warlord: NK \d+/.test(modifiers) && /b-spear: NK \d+/.test(modifiers), `both sides' NK are listed: ${modifiers}`)
    await clickStep(page, 'act-charge')
    const spear = await state(page, () => window.__sightline.store.getState().play.scene.figures.find((f) => f.id === 'b-spear').position)
    expectTrue(spear[1] < 0.01, `the spearman fell off the rampart to the ground: ${spear}`)
    await clickStep(page, 'act-endPhase')
    await page.click('[data-testid="model-b-spear"]')
    await clickStep(page, 'act-beginPhase')
    await clickStep(page, 'act-endPhase')
    await chooseAndPass(page, { red: 'r-axe', blue: 'b-captain' })
    await clickStep(page, 'step-endRound')
    await clickStep(page, 'step-startRound')
    expectEqual((await playState(page)).round, 2, 'the second round has begun')
    await page.click('[data-testid="leave-play"]')
  },
})

playScenarios.push({
  name: 'play: the set-up draws every pair of enemies closer than 12 cm on the table and refuses to start (5.4)',
  async run({ page, baseUrl }) {
    await openApp(page, baseUrl, '/?scene=skirmish-ruins')
    // The red spearman set up 4 cm from the marine sergeant (80, 0, 45).
    await page.evaluate(() => {
      const st = window.__sightline.store.getState()
      const scene = st.scene
      st.commitScene({ ...scene, figures: scene.figures.map((f) => (f.id === 'r-spear' ? { ...f, position: [76, 0, 45] } : f)) })
    })
    await page.click('[data-testid="toggle-play"]')
    await page.waitForSelector('[data-testid="deployment-problems"]')
    await page.waitForSelector(
      '[data-testid="deployment-line"][data-pair="r-spear:b-sergeant"], [data-testid="deployment-line"][data-pair="b-sergeant:r-spear"]',
    )
    expectTrue(await page.isDisabled('[data-testid="start-game"]'), 'no game starts with enemies 4 cm apart')
    await page.click('[data-testid="leave-play"]')
  },
})

playScenarios.push({
  name: 'play: an area weapon aimed at a point by pointer (14.13) and a disengage whose goal is clicked (8.3, 15.4)',
  async run({ page, baseUrl }) {
    await openApp(page, baseUrl, '/?scene=skirmish-ruins')
    await page.click('[data-testid="toggle-top-down"]')
    await page.click('[data-testid="toggle-play"]')
    await page.waitForSelector('[data-testid="deployment-ok"]')
    await page.evaluate(() => window.__sightline.store.setState({ diceSeed: 1 }))
    await page.click('[data-testid="start-game"]')
    await page.waitForSelector('[data-testid="play-panel"]')
    await clickStep(page, 'step-startRound')
    await page.selectOption('[data-testid="pick-red"]', 'r-spear')
    await page.selectOption('[data-testid="pick-blue"]', 'b-grenadier')
    await clickStep(page, 'step-choose')
    for (const id of (await playState(page)).queue) {
      await page.click(`[data-testid="model-${id}"]`)
      await clickStep(page, 'act-beginPhase')
      if (id === 'b-grenadier') {
        // The grenade launcher's 4 cm template follows the pointer with the rules' answer; the click fires there.
        await page.selectOption('[data-testid="act-weapon"]', 'Grenade launcher')
        await page.click('[data-testid="act-aim"]')
        const aim = await toScreen(page, [40, 0, 45])
        await page.mouse.move(aim.x, aim.y)
        await page.waitForSelector('[data-testid="aim-label"][data-ok="true"]')
        const before = (await playState(page)).steps
        await page.mouse.click(aim.x, aim.y)
        await page.waitForFunction((n) => window.__sightline.store.getState().play.steps === n + 1, before)
        const last = await state(page, () => window.__sightline.store.getState().play.last.step)
        expectEqual([last.do, last.shooter, last.weapon], ['area', 'b-grenadier', 'Grenade launcher'], 'the shot fired at the point')
        expectTrue(Math.hypot(last.point[0] - 40, last.point[2] - 45) < 1, `aimed where the pointer was: ${last.point}`)
      }
      await clickStep(page, 'act-endPhase')
    }
    await page.click('[data-testid="leave-play"]')
    await page.waitForFunction(() => window.__sightline.store.getState().play.status === 'off')

    // A new game (seed 3): the captain walks into the open, the sergeant charges him, then disengages.
    await page.click('[data-testid="toggle-play"]')
    await page.waitForSelector('[data-testid="deployment-ok"]')
    await page.evaluate(() => window.__sightline.store.setState({ diceSeed: 3 }))
    await page.click('[data-testid="start-game"]')
    await page.waitForSelector('[data-testid="play-panel"][data-steps="0"]')
    await clickStep(page, 'step-startRound')
    await page.selectOption('[data-testid="pick-red"]', 'r-captain')
    await page.selectOption('[data-testid="pick-blue"]', 'b-sergeant')
    await clickStep(page, 'step-choose')
    expectEqual((await playState(page)).queue, ['r-captain', 'b-sergeant'], 'the captain acts first (seed 3)')
    await page.click('[data-testid="model-r-captain"]')
    await clickStep(page, 'act-beginPhase')
    const open = await toScreen(page, [46, 0, 46])
    await page.mouse.move(open.x, open.y)
    await page.waitForSelector('[data-testid="move-label"]:not([data-refusal])')
    const walked = (await playState(page)).steps
    await page.mouse.click(open.x, open.y)
    await page.waitForFunction((n) => window.__sightline.store.getState().play.steps === n + 1, walked)
    await clickStep(page, 'act-endPhase')
    await page.click('[data-testid="model-b-sergeant"]')
    await clickStep(page, 'act-beginPhase')
    await page.selectOption('[data-testid="act-weapon"]', 'Combat knife')
    await page.selectOption('[data-testid="act-target"]', 'r-captain')
    await clickStep(page, 'act-charge')
    await page.click('[data-testid="act-disengage"]:not([disabled])')
    expectTrue(await page.isChecked('[data-testid="opportunity-r-captain"]'), 'the captain takes his opportunity attack unless unticked')
    const from = await state(page, () => window.__sightline.store.getState().play.scene.figures.find((f) => f.id === 'b-sergeant').position)
    const away = await toScreen(page, [from[0] + 8, 0, from[2]])
    await page.mouse.move(away.x, away.y)
    await page.waitForSelector('[data-testid="aim-label"][data-ok="true"]')
    const before = (await playState(page)).steps
    await page.mouse.click(away.x, away.y)
    await page.waitForFunction((n) => window.__sightline.store.getState().play.steps === n + 1, before)
    const last = await state(page, () => window.__sightline.store.getState().play.last.step)
    expectEqual(
      [last.do, last.figure, last.opportunity],
      ['disengage', 'b-sergeant', [{ attacker: 'r-captain' }]],
      'the disengage with the attack',
    )
    await page.click('[data-testid="leave-play"]')
  },
})
