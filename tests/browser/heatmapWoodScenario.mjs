/**
 * The heat map's colours under a wood (forest-edge, "How many see" from side red): the cells
 * are drawn after the translucent area volumes (HeatmapOverlay.tsx CELLS_ORDER), so a cell under
 * the forest reads as the legend's colour, as one in the open does. Before, the wood was drawn
 * over them: "not seen" read teal and the counts' orange brown, colours the legend does not have.
 *
 * The canvas pixel at a cell's centre is compared with its legend entry's colour (the legend's
 * `data-color`), for "not seen" and every count, under the forest and in the open. The cells are
 * drawn at opacity 0.8, so a pixel is 0.8 x swatch + 0.2 x what lies under it (the light table,
 * or the table through the wood): it differs from its swatch by 0.2 x their gap, and the widest
 * gap here is about 180 (the table's ~250 against "not seen"'s red 69), so the tolerance is
 * 40 per channel (0.2 x 200). The wood drawn over a cell missed by far more: "1 see" (#ffeda0,
 * 255 237 160) read 179 188 125 under it.
 */
import { expectTrue, frames, openApp } from './harness.mjs'

const FOREST = { x0: 18, x1: 42, z0: 30, z1: 60 }
const THICKET = { x0: 54, x1: 70, z0: 16, z1: 28 }
/** A cell judged with `label`'s colour whose left and right neighbours share it (a 2 cm cell is about 15 pixels wide here: its centre's pixel is its own), away from the figures and solid pieces, in or out of the forest. */
const pickCell = (page, wanted) =>
  page.evaluate(
    ({ wanted, FOREST, THICKET }) => {
      const inside = (r, x, z, margin = 0) => x > r.x0 - margin && x < r.x1 + margin && z > r.z0 - margin && z < r.z1 + margin
      const { heatmap, scene } = window.__sightline.store.getState()
      const { grid, values } = heatmap.map
      const seen = (k) => values.state[k] === 1 && (wanted.unseen ? values.seeing[k] === 0 : values.seeing[k] === wanted.n)
      const clear = (x, z) =>
        scene.figures.every((f) => Math.hypot(f.position[0] - x, f.position[2] - z) > 6) &&
        scene.terrain.filter((p) => p.shape !== 'area').every((p) => Math.hypot(p.center[0] - x, p.center[2] - z) > 10)
      for (let j = 1; j < grid.nz - 1; j++)
        for (let i = 1; i < grid.nx - 1; i++) {
          const k = j * grid.nx + i
          const x = (i + 0.5) * grid.step
          const z = (j + 0.5) * grid.step
          const inForest = inside(FOREST, x, z, -1)
          if (wanted.forest ? !inForest : inside(FOREST, x, z, grid.step) || inside(THICKET, x, z, grid.step)) continue
          if (!clear(x, z)) continue
          let ok = true
          for (const d of [0, -1, 1]) ok &&= seen(k + d)
          if (!ok) continue
          const p = window.__sightline.toScreen(x, values.y[k], z)
          return { k, x, z, screen: { x: Math.round(p.x), y: Math.round(p.y) } }
        }
      return null
    },
    { wanted, FOREST, THICKET },
  )

const pixelAt = (page, { x, y }) =>
  page.evaluate(
    ({ x, y }) => {
      const canvas = document.querySelector('[data-testid="table-canvas"] canvas')
      const box = canvas.getBoundingClientRect()
      const copy = document.createElement('canvas')
      copy.width = 1
      copy.height = 1
      const ctx = copy.getContext('2d')
      ctx.drawImage(canvas, ((x - box.left) * canvas.width) / box.width, ((y - box.top) * canvas.height) / box.height, 1, 1, 0, 0, 1, 1)
      return Array.from(ctx.getImageData(0, 0, 1, 1).data.slice(0, 3))
    },
    { x, y },
  )

const rgbOf = (hex) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16))
const within = (a, b, tolerance) => a.every((v, i) => Math.abs(v - b[i]) <= tolerance)

export const heatmapWoodScenario = {
  name: 'heatmap: under the forest a cell reads as its legend colour ("How many see" from red on forest-edge), not tinted by the wood',
  async run({ page, baseUrl }) {
    await openApp(page, baseUrl, '/?scene=forest-edge')
    await frames(page)
    await page.click('[data-testid="toggle-heatmap"]')
    await page.waitForSelector('[data-testid="heatmap-panel"]')
    await page.selectOption('[data-testid="heatmap-from"]', 'red')
    await page.selectOption('[data-testid="heatmap-metric"]', 'count')
    await page.selectOption('[data-testid="heatmap-step"]', '2')
    await page.click('[data-testid="heatmap-run"]')
    await page.waitForSelector('[data-testid="heatmap-status"][data-status="done"]', { timeout: 120_000 })
    await page.mouse.move(2, 2)
    await frames(page)
    const legend = new Map(
      await page.$$eval('[data-testid="heatmap-legend"] li', (items) => items.map((li) => [li.dataset.label, li.dataset.color])),
    )
    // Under the wood: a cell no red figure sees, and one seen by as many as a cell in the open is.
    const seenCounts = await page.evaluate(() => {
      const { values } = window.__sightline.store.getState().heatmap.map
      return [...new Set(Array.from(values.seeing).filter((n, k) => n > 0 && values.state[k] === 1))].sort((a, b) => a - b)
    })
    const cases = [{ unseen: true, label: 'unseen' }, ...seenCounts.map((n) => ({ n, label: `${n} see` }))]
    const checked = []
    for (const wanted of cases) {
      const wood = await pickCell(page, { ...wanted, forest: true })
      const open = await pickCell(page, { ...wanted, forest: false })
      if (!wood || !open) continue
      const swatch = rgbOf(legend.get(wanted.label))
      const inWood = await pixelAt(page, wood.screen)
      const inOpen = await pixelAt(page, open.screen)
      const what = `"${wanted.label}" (legend ${legend.get(wanted.label)} = ${swatch}): under the wood cell ${wood.k} ${inWood}, in the open cell ${open.k} ${inOpen}`
      expectTrue(within(inOpen, swatch, 40), `the open cell reads as its legend colour within 40 per channel: ${what}`)
      expectTrue(within(inWood, swatch, 40), `the cell under the wood reads as its legend colour within 40 per channel: ${what}`)
      checked.push(wanted.label)
    }
    expectTrue(
      checked.includes('unseen') && checked.length >= 2,
      `"not seen" and at least one count checked under the wood and in the open (checked ${checked} of ${cases.map((c) => c.label)})`,
    )
  },
}
