/**
 * The hover card and the figure labels as a table-top player expects them (a player's pass), on
 * scenes/mk-cavalry-formation.json: three mounts with their riders seated side by side and three
 * ogres beside them. Hand-derived facts: the Battle Horse "horse" stands at (44.1275, 0, 60) facing
 * north on a 2.75 in (6.985 cm) base, its rider's slot 0.5 in behind the centre dot, so its front
 * half (z 56.5 to 60) is horse alone; models/mageknight/cavalry.json makes it skittish, a
 * battleHorse, and the scene seats raider-east ("Orc Raider Rider (east)") in its saddle.
 */
import { expectEqual, expectTrue, frames, openApp } from './harness.mjs'

const CARD = '[data-testid="piece-hover-card"]'
/** A point of the horse's front half, above its base: the pointer there meets the horse and no rider. */
let horseX = 44.1275
const nose = () => [horseX, 1, 57.5]
/** The horse's centre dot, the nose point and its body's top over the dot: the card must leave them free. */
const horsePoints = () => [[horseX, 0, 60], nose(), [horseX, 2.5, 60]]

const toScreen = (page, [x, y, z]) => page.evaluate(([a, b, c]) => window.__sightline.toScreen(a, b, c), [x, y, z])

/** The visible figure labels' boxes (client pixels), faded ones apart (they give way and may lie under others). */
const labelBoxes = (page) =>
  page.$$eval('[data-figure-label]', (els) =>
    els
      .filter((e) => e.dataset.faded !== 'true' && e.getBoundingClientRect().width > 0)
      .map((e) => {
        const r = e.getBoundingClientRect()
        return { id: e.dataset.figureLabel, left: r.left, top: r.top, right: r.right, bottom: r.bottom, moved: e.dataset.moved === 'true' }
      }),
  )

const overlapping = (boxes) =>
  boxes.flatMap((a, i) =>
    boxes
      .slice(i + 1)
      .filter((b) => a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5)
      .map((b) => `${a.id} × ${b.id}`),
  )

/** The hovered horse's card: its text and whether its box leaves the horse's screen points free. */
async function hoverHorse(page, tmpDir, name) {
  const at = await toScreen(page, nose())
  await page.mouse.move(at.x + 1, at.y + 1)
  await page.mouse.move(at.x, at.y)
  await page.waitForSelector(`${CARD}[data-kind="figure"][data-id="horse"]`)
  // Placed beside the horse on a frame after the card's size is known (cardPlacement.ts): wait for it to settle.
  await frames(page, 4)
  const card = await page.$eval(CARD, (e) => {
    const r = e.getBoundingClientRect()
    return { text: e.textContent, left: r.left, top: r.top, right: r.right, bottom: r.bottom }
  })
  const canvas = await page.$eval('[data-testid="table-canvas"]', (e) => e.getBoundingClientRect().toJSON())
  // The horse's centre dot on the table, the nose point, and its body's top over the centre.
  for (const p of horsePoints()) {
    const s = await toScreen(page, p)
    const inside = s.x >= card.left && s.x <= card.right && s.y >= card.top && s.y <= card.bottom
    expectTrue(!inside, `${name}: the card (${JSON.stringify(card)}) covers the horse's point ${p} at ${s.x},${s.y}`)
  }
  expectTrue(
    card.left >= canvas.left && card.right <= canvas.right && card.top >= canvas.top && card.bottom <= canvas.bottom,
    `${name}: the card stays on the canvas: ${JSON.stringify(card)} in ${JSON.stringify(canvas)}`,
  )
  await page.screenshot({ path: `${tmpDir}/hover-card-${name}.png` })
  return card.text
}

export const hoverCardScenario = {
  name: 'hover card and labels: a mount’s card names the card, mount type, temper and rider in English and German beside the figure; crowded labels do not overlap',
  async run({ page, baseUrl, tmpDir }) {
    await openApp(page, baseUrl, '/?scene=mk-cavalry-formation')
    await page.waitForSelector('[data-figure-label="horse"]')

    // In the perspective view the formation's labels stand clear of one another too.
    await frames(page, 4)
    await page.screenshot({ path: `${tmpDir}/hover-card-labels-perspective.png` })
    expectEqual(overlapping(await labelBoxes(page)), [], 'the formation’s labels in the perspective view overlapping')

    // Labels: seen from afar the nine names crowd; after the declutter no two boxes overlap, and some moved to make room.
    await page.click('[data-testid="toggle-top-down"]')
    await frames(page, 3)
    const middle = await toScreen(page, [45, 0, 45])
    await page.mouse.move(middle.x, middle.y)
    for (let i = 0; i < 3; i++) await page.mouse.wheel(0, 400)
    await page.waitForFunction(() => document.querySelector('[data-figure-label][data-moved="true"]') !== null)
    await frames(page, 3)
    const boxes = await labelBoxes(page)
    expectTrue(boxes.length >= 9, `the formation's labels are on screen: ${boxes.map((b) => b.id)}`)
    expectEqual(overlapping(boxes), [], 'crowded labels overlapping one another')
    expectTrue(
      boxes.some((b) => b.moved),
      'some label made way',
    )
    await page.screenshot({ path: `${tmpDir}/hover-card-labels-far.png` })

    // The horse's card, in English: the card's name (not "mk-battle-horse"), its type, temper and rider.
    await page.mouse.move(middle.x, middle.y)
    for (let i = 0; i < 3; i++) await page.mouse.wheel(0, -400)
    await frames(page, 3)
    const english = await hoverHorse(page, tmpDir, 'en')
    expectTrue(!english.includes('mk-battle-horse'), `the card id is not shown: ${english}`)
    for (const words of [
      'Card: Battle Horse',
      'Mount type: Battle Horse',
      'Intelligence level: Skittish',
      'Rider: Orc Raider Rider (east)',
    ])
      expectTrue(english.includes(words), `English card says "${words}": ${english}`)

    // German, in the supplement's own words.
    await page.click('[data-testid="toggle-language"]')
    await page.mouse.move(10, 10)
    await page.waitForSelector(CARD, { state: 'detached' })
    const german = await hoverHorse(page, tmpDir, 'de')
    for (const words of ['Karte: Battle Horse', 'Reittierart: Schlachtross', 'Intelligenzgrad: Scheu', 'Reiter: Orc Raider Rider (east)'])
      expectTrue(german.includes(words), `German card says "${words}": ${german}`)

    // At the canvas's right edge the card flips to the horse's left and stays on the canvas: the horse and its
    // rider moved 44 cm east (the horse's centre at x 88.1275 on the 91.44 cm table, its base 1.905 cm to each side).
    const edgeScene = await page.evaluate(() => {
      const scene = structuredClone(window.__sightline.store.getState().scene)
      scene.figures = scene.figures
        .filter((f) => f.id === 'horse' || f.id === 'raider-east')
        .map((f) => ({ ...f, position: [f.position[0] + 44, f.position[1], f.position[2]] }))
      return scene
    })
    await page.evaluate((scene) => window.__sightline.store.getState().openSceneText(JSON.stringify(scene), 'edge'), edgeScene)
    await page.waitForFunction(() => window.__sightline.store.getState().scene?.figures.length === 2)
    await page.click('[data-testid="reset-view"]')
    await frames(page, 3)
    horseX += 44
    const canvasBox = await page.$eval('[data-testid="table-canvas"]', (e) => e.getBoundingClientRect().toJSON())
    const near = await toScreen(page, nose())
    expectTrue(canvasBox.right - near.x < 260, `the horse stands near the canvas's right edge: ${near.x} of ${canvasBox.right}`)
    await hoverHorse(page, tmpDir, 'edge')
    const flipped = await page.$eval(CARD, (e) => e.getBoundingClientRect().right)
    const edge = await toScreen(page, nose())
    expectTrue(flipped < edge.x, `at the right edge the card stands left of the horse: card right ${flipped}, horse ${edge.x}`)

    // The shipped dungeon in the perspective view: its figures' labels do not overlap either.
    await openApp(page, baseUrl, '/?scene=mk-dungeon')
    await page.waitForSelector('[data-figure-label]')
    await frames(page, 4)
    const dungeon = await labelBoxes(page)
    await page.screenshot({ path: `${tmpDir}/hover-card-dungeon-labels.png` })
    expectEqual(overlapping(dungeon), [], 'the dungeon’s labels overlapping one another')
  },
}
