/**
 * Issue 14, "Add and edit terrain in every scene" and "a hover card on every piece", done as a
 * player would in real Chromium: in hill-and-wall (no castle, no siege editor) the terrain tool
 * removes the wall, places a new one by clicking the table, sets it up by its number fields and
 * moves it away, the ruling following each step; a change the scene's checks refuse says why;
 * a castle section shows its hover card; and in play a figure's label picks the figure while
 * pointer moves over the label still reach the table's move preview.
 */
import { expectEqual, expectTrue, openApp } from './harness.mjs'

const toScreen = (page, point) => page.evaluate(([x, y, z]) => window.__sightline.toScreen(x, y, z), point)
const verdict = (page) => page.textContent('[data-testid="ruling-verdict"]').then((t) => t?.trim() ?? '')
/** Waits until the verdict differs from `before`, and returns it. */
async function nextVerdict(page, before) {
  await page.waitForFunction((b) => document.querySelector('[data-testid="ruling-verdict"]')?.textContent?.trim() !== b, before)
  return verdict(page)
}
/** Types a value into a terrain field and commits it with Enter. */
async function setField(page, name, value) {
  await page.fill(`[data-testid="terrain-field-${name}"]`, String(value))
  await page.press(`[data-testid="terrain-field-${name}"]`, 'Enter')
}

export const terrainEditScenario = {
  name: 'issue 14 terrain: the terrain tool removes, places, sets up and moves a wall in a scene without a castle, the ruling follows; a section’s hover card; labels pick in play',
  async run({ page, baseUrl }) {
    await openApp(page, baseUrl, '/?scene=hill-and-wall&from=r-archer&to=b-crouch')
    const first = await verdict(page)
    expectTrue(/cover: hard from wall-1\.$/.test(first), `the wall gives cover first: "${first}"`)

    await page.click('[data-testid="mode-terrain"]')
    await page.waitForSelector('[data-testid="terrain-panel"]')
    // Remove the wall: the ruling no longer names it.
    await page.selectOption('[data-testid="terrain-piece"]', 'wall-1')
    await page.waitForSelector('[data-testid="terrain-fields"][data-piece="wall-1"]')
    await page.click('[data-testid="terrain-delete"]')
    const bare = await nextVerdict(page, first)
    expectTrue(!bare.includes('wall-1'), `no wall in the ruling once it is removed: "${bare}"`)

    // Place a wall by clicking the open table west of b-crouch (hill-and-wall: nothing stands at (40, 0, 75)).
    await page.click('[data-testid="terrain-preset-wall"]')
    const spot = await toScreen(page, [40, 0, 75])
    await page.mouse.click(spot.x, spot.y)
    await page.waitForSelector('[data-testid="terrain-fields"][data-piece="wall-1"]')
    const placed = await page.evaluate(() => window.__sightline.store.getState().scene.terrain.find((t) => t.id === 'wall-1'))
    expectTrue(
      Math.hypot(placed.center[0] - 40, placed.center[2] - 75) < 1,
      `the new wall stands where the table was clicked: ${placed.center}`,
    )
    expectEqual(placed.size, [15, 2.7, 1], 'the wall preset: 15 long, 2.7 high, 1 thick')

    // Set it up where the old one stood by its fields (turned 90°, 30 long): the ruling names it again.
    await setField(page, 'rotationY', 90)
    await setField(page, 'width', 30)
    await setField(page, 'x', 46.5)
    await setField(page, 'z', 45)
    await page.waitForFunction(() =>
      /cover: hard from wall-1\.$/.test(document.querySelector('[data-testid="ruling-verdict"]')?.textContent ?? ''),
    )
    const history = await page.evaluate(() => window.__sightline.store.getState().history.past.length)
    expectEqual(history, 6, 'one undo step each: remove, place, turn, resize, x, z')

    // Move it away by its x field: no cover from it.
    const covered = await verdict(page)
    await setField(page, 'x', 80)
    const moved = await nextVerdict(page, covered)
    expectTrue(!moved.includes('wall-1'), `no cover from the wall moved away: "${moved}"`)

    // Off the table the scene's checks refuse, with their reason; the scene stays.
    await setField(page, 'x', 400)
    await page.waitForSelector('[data-testid="terrain-refusal"][data-code="scene-check-failed"]')
    expectEqual(
      await page.evaluate(() => window.__sightline.store.getState().scene.terrain.find((t) => t.id === 'wall-1').center[0]),
      80,
      'the refused change left the wall where it was',
    )
    await page.click('[data-testid="undo"]')
    await page.waitForFunction(() =>
      /cover: hard from wall-1\.$/.test(document.querySelector('[data-testid="ruling-verdict"]')?.textContent ?? ''),
    )

    // German: the tool's words.
    await page.click('[data-testid="toggle-language"]')
    expectEqual((await page.textContent('[data-testid="terrain-panel"] h2'))?.trim(), 'Gelände', 'the panel in German')
    await page.click('[data-testid="toggle-language"]')

    // A hover card on a castle section: siege-assault's citadel, pointed at on its top (every top at 10.16 cm).
    await openApp(page, baseUrl, '/?scene=siege-assault')
    const citadel = await toScreen(page, [47.305, 10.16, 8])
    await page.mouse.move(citadel.x, citadel.y)
    await page.waitForSelector('[data-testid="piece-hover-card"][data-kind="section"][data-id="citadel"]')
    const card = await page.textContent('[data-testid="piece-hover-card"]')
    expectTrue(/castle section: Citadel/.test(card ?? '') && /10\.16 cm/.test(card ?? ''), `the citadel's card: "${card}"`)

    // In play: a label picks its figure, and moves over a label still reach the table's move preview.
    await openApp(page, baseUrl, '/?scene=skirmish-ruins')
    await page.click('[data-testid="toggle-top-down"]')
    await page.click('[data-testid="toggle-play"]')
    await page.waitForSelector('[data-testid="deployment-ok"]')
    await page.evaluate(() => window.__sightline.store.setState({ diceSeed: 1 }))
    await page.click('[data-testid="start-game"]')
    await page.waitForSelector('[data-testid="play-panel"]')
    const step = async (testId) => {
      const before = await page.evaluate(() => window.__sightline.store.getState().play.steps)
      await page.click(`[data-testid="${testId}"]:not([disabled])`)
      await page.waitForFunction((n) => window.__sightline.store.getState().play.steps === n + 1, before)
    }
    await step('step-startRound')
    await page.selectOption('[data-testid="pick-red"]', 'r-spear')
    await page.selectOption('[data-testid="pick-blue"]', 'b-sergeant')
    await step('step-choose')
    await page.click('[data-figure-label="b-sergeant"]')
    await page.waitForFunction(() => window.__sightline.store.getState().play.selected === 'b-sergeant')
    await step('act-beginPhase')
    // Another figure's label under the pointer: the move preview follows to the point behind it.
    await page.evaluate(() => window.__sightline.store.setState((s) => ({ play: { ...s.play, movePreview: null } })))
    const other = await page.locator('[data-figure-label="r-spear"]').boundingBox()
    expectTrue(other, 'r-spear’s label is on screen')
    await page.mouse.move(other.x + other.width / 2 - 3, other.y + other.height / 2)
    await page.mouse.move(other.x + other.width / 2 + 3, other.y + other.height / 2)
    await page.waitForFunction(() => window.__sightline.store.getState().play.movePreview !== null)
    expectEqual(
      await page.evaluate(() => window.__sightline.store.getState().play.selected),
      'b-sergeant',
      'hovering a label picks nothing',
    )
  },
}
