/**
 * Cavalry on the 3D table (003), on scenes/mk-cavalry-skirmish.json. Hand-derived facts: the
 * Battle Horse at (30, 0, 70) faces north on a 2.75 x 1.5 in base (6.985 x 3.81 cm), so its nose
 * is at z = 70 - 3.4925 = 66.5075, while a round base of its width would end at z = 68.095; the
 * Horned Stag's base is 2.5 x 1.5 in (6.35 x 3.81), the Salamander's 3 x 1.75 in (7.62 x 4.445).
 * Each rider sits in its mount's slot (R-CVG.5). The battle mage at (10, 0, 67.2) shoots east at
 * the scout at (44, 0, 67.2): the line passes 1.2125 cm from the horse's front end circle
 * (centre z = 68.4125, radius 1.905), so the line of fire crosses the horse's base, and only the
 * horse's (the seated lancer is no base of its own).
 */
import { expectEqual, expectTrue, frames, openApp } from './harness.mjs'

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

export const mkCavalryScenario = {
  name: 'Mage Knight cavalry: mounts on elongated bases with their riders seated, and a line of fire crossing a horse’s nose',
  async run({ page, baseUrl, tmpDir }) {
    await openApp(page, baseUrl, '/?scene=mk-cavalry-skirmish')
    await page.waitForSelector('[data-mk-mount="salamander"]')
    const mounts = await page.$$eval('[data-mk-mount]', (els) =>
      els.map((e) => [
        e.getAttribute('data-mk-mount'),
        e.getAttribute('data-length-cm'),
        e.getAttribute('data-width-cm'),
        e.getAttribute('data-rider'),
        e.getAttribute('data-slot'),
      ]),
    )
    expectEqual(
      mounts.sort(),
      [
        ['horse', '6.985', '3.810', 'lancer', 'filled'],
        ['salamander', '7.620', '4.445', 'raider', 'filled'],
        ['stag', '6.350', '3.810', 'ranger', 'filled'],
      ],
      'each mount on its elongated base with its rider in the slot',
    )
    const seated = await page.$$eval('[data-figure-label][data-seated-on]', (els) =>
      els.map((e) => [e.getAttribute('data-figure-label'), e.getAttribute('data-seated-on')]).sort(),
    )
    expectEqual(
      seated,
      [
        ['lancer', 'horse'],
        ['raider', 'salamander'],
        ['ranger', 'stag'],
      ],
      'the riders seated on their mounts',
    )

    // Top-down over the horse: its nose (z = 67.2, beyond a round base of its width) shows the
    // base; the table 1 cm beyond the nose (z = 65.5) does not.
    await page.click('[data-testid="toggle-top-down"]')
    await frames(page, 3)
    const at = await page.evaluate(() => window.__sightline.toScreen(30, 0, 68))
    await page.mouse.move(at.x, at.y)
    for (let i = 0; i < 8; i++) await page.mouse.wheel(0, -300)
    await frames(page, 5)
    const [nose, beyond, tableFar] = await coloursAt(page, [
      [30, 0, 67.2],
      [30, 0, 65.5],
      [20, 0, 62],
    ])
    await page.screenshot({ path: `${tmpDir}/mk-cavalry.png` })
    expectTrue(distance(beyond, tableFar) <= 12, `beyond the nose is table (${JSON.stringify(beyond)} ~ ${JSON.stringify(tableFar)})`)
    expectTrue(
      distance(nose, beyond) >= 30,
      `the horse's nose (${JSON.stringify(nose)}) is drawn, unlike the table beyond (${JSON.stringify(beyond)})`,
    )

    // The castle panel judges the pair's line of fire (the scene has a castle): the horse's base lies across it.
    await page.waitForSelector('[data-testid="castle-panel"]')
    await page.selectOption('[data-testid="castle-from"]', 'battle-mage')
    await page.selectOption('[data-testid="castle-to"]', 'scout')
    await page.waitForFunction(() => {
      const panel = document.querySelector('[data-testid="castle-panel"]')
      return panel?.getAttribute('data-from') === 'battle-mage' && panel.getAttribute('data-to') === 'scout'
        ? panel.querySelector('[data-testid="castle-lineOfFire-value"]')
        : null
    })
    const raw = await page.getAttribute('[data-testid="castle-lineOfFire-value"]', 'data-raw')
    expectEqual(raw, 'bases-only', 'only a base across the line of fire')
    const shot = await page.evaluate(() => window.__sightline.store.getState().castle.shot?.lineOfFire.bases)
    expectEqual(shot, ['horse'], 'the base the line crosses: the horse’s, not its seated rider’s')
  },
}
