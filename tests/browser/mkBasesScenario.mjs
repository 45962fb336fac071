/**
 * Mage Knight bases drawn on the table (000 "Kampfscheiben", "Passagiere"), on the shipped
 * scenes. Hand-derived facts: in mk-large-figure.json the mammoth stands at (45.72, 0, 45.72)
 * facing north with a 4 in base (radius 5.08 cm); its rear dial is at click 6, three skulls
 * (inactive), the others show fewer. In mk-chariot.json the chariot faces east at the same
 * centre (radius 4.445 cm); its platform deck spans 1.067 to 4.267 cm behind the centre and
 * 2.22 cm to either side (MkBases.tsx), the archer's base 1.5875 cm around the point 2.667 cm
 * behind: 1.95 cm to the side of that point shows the deck and not the archer.
 */
import { expectEqual, expectTrue, frames, openApp } from './harness.mjs'

const C = 45.72

/** The mean colour of a 7 x 7 pixel patch of the canvas around each table point, as [r, g, b]. */
async function coloursAt(page, points) {
  return page.evaluate((pts) => {
    const canvas = document.querySelector('[data-testid="table-canvas"] canvas')
    const rect = canvas.getBoundingClientRect()
    const copy = document.createElement('canvas')
    copy.width = canvas.width
    copy.height = canvas.height
    const ctx = copy.getContext('2d')
    ctx.drawImage(canvas, 0, 0)
    return pts.map(([x, y, z]) => {
      const s = window.__sightline.toScreen(x, y, z)
      const px = Math.round((s.x - rect.left) * (canvas.width / rect.width))
      const py = Math.round((s.y - rect.top) * (canvas.height / rect.height))
      const data = ctx.getImageData(px - 3, py - 3, 7, 7).data
      const sum = [0, 0, 0]
      for (let i = 0; i < data.length; i += 4) for (let c = 0; c < 3; c++) sum[c] += data[i + c]
      return sum.map((v) => Math.round(v / 49))
    })
  }, points)
}

const distance = (a, b) => Math.max(...a.map((v, i) => Math.abs(v - b[i])))

/** Top-down, zoomed in on the table's centre (where both figures stand): wheel steps over the canvas. */
async function topDownOnCentre(page) {
  await page.click('[data-testid="toggle-top-down"]')
  await frames(page, 3)
  const box = await page.locator('[data-testid="table-canvas"]').boundingBox()
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
  for (let i = 0; i < 8; i++) await page.mouse.wheel(0, -300)
  await frames(page, 5)
}

export const mkBasesScenario = {
  name: 'Mage Knight bases: a large figure shows its four sections with the inactive one greyed, a chariot its rear platform under the passenger',
  async run({ page, baseUrl, tmpDir }) {
    await openApp(page, baseUrl, '/?scene=mk-large-figure')
    await page.waitForSelector('[data-mk-section="mammoth:rear"]')
    const sections = await page.$$eval('[data-mk-section^="mammoth:"]', (els) =>
      els.map((e) => [e.getAttribute('data-mk-section'), e.getAttribute('data-state'), e.getAttribute('data-click')]),
    )
    expectEqual(
      sections,
      [
        ['mammoth:front', 'active', '2'],
        ['mammoth:left', 'active', '5'],
        ['mammoth:right', 'active', '2'],
        ['mammoth:rear', 'inactive', '6'],
      ],
      'the mammoth’s sections, in dial order',
    )
    await topDownOnCentre(page)
    // Half a radius out from the centre toward each section: north, west, east, south.
    const half = 2.54
    const [front, left, right, rear] = await coloursAt(page, [
      [C, 0, C - half],
      [C - half, 0, C],
      [C + half, 0, C],
      [C, 0, C + half],
    ])
    await page.screenshot({ path: `${tmpDir}/mk-large-figure.png` })
    const active = [front, left, right]
    for (const a of active)
      for (const b of active) expectTrue(distance(a, b) <= 12, `active sections share a colour: ${JSON.stringify(active)}`)
    for (const a of active)
      expectTrue(
        distance(a, rear) >= 40,
        `the inactive rear (${JSON.stringify(rear)}) differs from an active section (${JSON.stringify(a)})`,
      )

    await openApp(page, baseUrl, '/?scene=mk-chariot')
    await page.waitForSelector('[data-mk-section="chariot:front"]')
    await topDownOnCentre(page)
    // Facing east: behind is -x, the right side +z. The deck beside the archer, and the same
    // offset ahead of the centre (the front section), must not look alike.
    const [deck, ahead] = await coloursAt(page, [
      [C - 2.667, 0, C + 1.95],
      [C + 2.667, 0, C + 1.95],
    ])
    await page.screenshot({ path: `${tmpDir}/mk-chariot.png` })
    expectTrue(
      distance(deck, ahead) >= 40,
      `the platform deck (${JSON.stringify(deck)}) differs from the front section (${JSON.stringify(ahead)})`,
    )
    expectTrue(deck[0] > deck[2], `the deck is wood brown, more red than blue: ${JSON.stringify(deck)}`)
  },
}
