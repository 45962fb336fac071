/**
 * The cover heat map in the view (issue 15, section 1), as a player uses it on hill-and-wall:
 * open the panel with the archer and b-open chosen, compute a coarse map (5 cm, on the Web
 * Workers: the worker chunk is fetched), wait for it to finish (the status, not a time), read
 * the legend, see the cells on the canvas (a pixel turns from the table's colour to the red of
 * "seen, no cover"), hover a cell for its ruling, click it to move b-open there (one undo
 * step), hover a cell in the wood for the cell's card (not the wood's), see a cell under the hill
 * drawn on its top and a click there refused with a reason, see the map go stale when the rule
 * profile changes and when a shooter moves, cancel a fine run, and the legend in German.
 * Rapier's WebAssembly is fetched once, by the page: the heat map's and the stability band's
 * workers are handed the page's compiled module (view/ports/rapierHandOver.ts).
 */
import { expectEqual, expectTrue, figurePosition, frames, openApp } from './harness.mjs'

const state = (page, fn, arg) => page.evaluate(fn, arg)
const waitStatus = (page, status) => page.waitForSelector(`[data-testid="heatmap-status"][data-status="${status}"]`, { timeout: 120_000 })

/** An open cell seen with no cover whose 8 neighbours are too, away from every figure: its centre and screen point. */
const pickOpenCell = (page) =>
  state(page, () => {
    const { heatmap, scene } = window.__sightline.store.getState()
    const { grid, values } = heatmap.map
    const same = (k) => values.state[k] === 1 && values.seeing[k] > 0 && values.cover[k] === 0
    const far = (x, z) => scene.figures.every((f) => Math.hypot(f.position[0] - x, f.position[2] - z) > 12)
    for (let j = 2; j < grid.nz - 2; j++)
      for (let i = 2; i < grid.nx - 2; i++) {
        const k = j * grid.nx + i
        const x = (i + 0.5) * grid.step
        const z = (j + 0.5) * grid.step
        if (!far(x, z)) continue
        let ok = true
        for (let b = -1; b <= 1; b++) for (let a = -1; a <= 1; a++) ok &&= same(k + b * grid.nx + a)
        if (!ok) continue
        const p = window.__sightline.toScreen(x, values.y[k], z)
        return { k, x, z, y: values.y[k], screen: { x: Math.round(p.x), y: Math.round(p.y) } }
      }
    return null
  })

/** The map's cell at (x, z): its index, state, height and screen point. */
const cellAt = (page, x, z) =>
  state(
    page,
    ({ x, z }) => {
      const { grid, values } = window.__sightline.store.getState().heatmap.map
      const k = Math.floor(z / grid.step) * grid.nx + Math.floor(x / grid.step)
      const p = window.__sightline.toScreen(x, values.y[k], z)
      return { k, state: values.state[k], y: values.y[k], screen: { x: Math.round(p.x), y: Math.round(p.y) } }
    },
    { x, z },
  )

/** The canvas's colour at a client point. */
const pixelAt = (page, point) =>
  state(
    page,
    ({ x, y }) => {
      const canvas = document.querySelector('[data-testid="table-canvas"] canvas')
      const box = canvas.getBoundingClientRect()
      const copy = document.createElement('canvas')
      copy.width = 1
      copy.height = 1
      const ctx = copy.getContext('2d')
      const sx = ((x - box.left) * canvas.width) / box.width
      const sy = ((y - box.top) * canvas.height) / box.height
      ctx.drawImage(canvas, sx, sy, 1, 1, 0, 0, 1, 1)
      return Array.from(ctx.getImageData(0, 0, 1, 1).data.slice(0, 3))
    },
    point,
  )

const reddish = ([r, g, b]) => r > g + 60 && r > b + 60

export const heatmapScenario = {
  name: 'heatmap: a coarse cover map on Web Workers, legend, cells on the table, a cell’s ruling on hover, a click moves the target, the cell’s card over the wood, a refused cell on the hill’s top and its click’s reason, stale after a profile change and a shooter move, a fine run cancelled, German legend',
  async run({ page, baseUrl }) {
    // Every request for a .wasm file, the page's and its workers' (playwright reports a dedicated
    // worker's requests to its page: the worker chunks below are counted the same way).
    const requested = []
    page.on('request', (request) => requested.push(request.url()))
    const wasmRequests = () => requested.filter((url) => new URL(url).pathname.endsWith('.wasm'))
    await openApp(page, baseUrl, '/?scene=hill-and-wall&from=r-archer&to=b-open')
    await frames(page)
    await page.click('[data-testid="toggle-heatmap"]')
    await page.waitForSelector('[data-testid="heatmap-panel"]')
    expectEqual(await page.inputValue('[data-testid="heatmap-from"]'), 'r-archer', 'the map is seen from the chosen shooter')
    // A figure as the figure list names it, not "Figure r-archer" (the player's pass).
    expectEqual(
      (await page.textContent('[data-testid="heatmap-from"] option[value="r-archer"]')).trim(),
      'r-archer · Red archer on the hill',
      'a figure by its id and name',
    )
    expectEqual(await page.inputValue('[data-testid="heatmap-side"]'), 'blue', 'the standing side is the target’s')
    // The level the command line maps when none is named (R-HM.6): the highest surface, not the table.
    expectEqual(await page.inputValue('[data-testid="heatmap-level"]'), 'top', 'the panel starts on the highest surface, as --heatmap does')
    // The checks below (a cell under the hill refused, its notice naming the table) ask of the table.
    await page.selectOption('[data-testid="heatmap-level"]', 'ground')

    await page.selectOption('[data-testid="heatmap-step"]', '5')
    await page.click('[data-testid="heatmap-run"]')
    await waitStatus(page, 'done')
    const progress = await state(page, () => window.__sightline.store.getState().heatmap.progress)
    expectEqual([progress.done, progress.total], [324, 324], '90 x 90 cm at 5 cm: 18 x 18 cells, all judged')
    expectEqual(await page.getAttribute('[data-testid="heatmap-progress"]', 'value'), '324', 'the progress bar is full')
    const workerFetched = await state(page, () => performance.getEntriesByType('resource').some((e) => e.name.includes('heatmapWorker')))
    expectTrue(workerFetched, 'the run loaded the heat map worker chunk')

    // The stability band's worker starts too (the toggle on, its answer in): neither it nor the
    // heat map's workers fetch Rapier's WebAssembly again; the page's one request is all.
    if (!(await page.isChecked('[data-testid="stability-shown"]'))) await page.check('[data-testid="stability-shown"]')
    await page.waitForSelector('[data-testid="stability"][data-status="ready"]', { timeout: 120_000 })
    expectTrue(
      requested.some((url) => url.includes('stabilityWorker')) && requested.some((url) => url.includes('heatmapWorker')),
      `the workers' chunks are among the requests seen (${requested.filter((u) => u.includes('Worker')).join(', ')})`,
    )
    expectEqual(wasmRequests().length, 1, `Rapier's WebAssembly is fetched once, by the page (${wasmRequests().join(', ')})`)

    const legend = await page.$$eval('[data-testid="heatmap-legend"] li', (items) =>
      items.map((li) => [li.dataset.label, li.textContent.trim()]),
    )
    expectEqual(
      legend.map(([label]) => label),
      ['none', 'soft', 'hard', 'massive', 'unseen', 'cannot-stand', 'pending'],
      'the cover legend: the four levels, unseen, cannot stand, not yet computed',
    )
    expectEqual(legend[5][1], 'Cannot stand here', '"cannot stand here" said as such')

    // The cells are drawn: an open cell's pixel is the red of "seen, no cover" with the map, not without it.
    const cell = await pickOpenCell(page)
    expectTrue(cell !== null, 'an open cell seen in no cover, away from the figures')
    await frames(page)
    const withMap = await pixelAt(page, cell.screen)
    expectTrue(reddish(withMap), `the open cell is drawn red (got ${withMap})`)
    await page.click('[data-testid="toggle-heatmap"]')
    await frames(page)
    const withoutMap = await pixelAt(page, cell.screen)
    expectTrue(!reddish(withoutMap), `closing the panel takes the map off the table (got ${withoutMap})`)
    await page.click('[data-testid="toggle-heatmap"]')
    await frames(page)

    // Hover: the panel shows that cell's ruling.
    await page.mouse.move(cell.screen.x, cell.screen.y)
    await page.waitForSelector(`[data-testid="heatmap-cell"][data-cell="${cell.k}"]`, { timeout: 30_000 })
    expectEqual(await page.getAttribute('[data-testid="heatmap-cell-state"]', 'data-raw'), 'judged', 'a figure can stand there')
    expectEqual(await page.getAttribute('[data-testid="heatmap-cell-seeing"]', 'data-raw'), '1', 'the archer sees it')
    expectEqual(await page.textContent('[data-testid="heatmap-cell-cover"]'), 'No cover', 'and it has no cover')

    // Click: b-open (the chosen target, left out of the map) moves to the cell's centre, one undo step.
    const past = await state(page, () => window.__sightline.store.getState().history.past.length)
    await page.mouse.click(cell.screen.x, cell.screen.y)
    await page.waitForSelector('[data-testid="heatmap-notice"][data-kind="moved"]')
    expectEqual(await figurePosition(page, 'b-open'), [cell.x, cell.y, cell.z], 'b-open stands on the clicked cell')
    expectEqual(await state(page, () => window.__sightline.store.getState().history.past.length), past + 1, 'one undo step')
    expectEqual(await state(page, () => window.__sightline.store.getState().targetId), 'b-open', 'the pair stays chosen')
    expectEqual(await page.locator('[data-testid="heatmap-stale"]').count(), 0, 'moving the left-out target keeps the map fresh')

    // The pointer over a cell in the wood (an area, x 49..65, z 37..53) means the cell: its ruling
    // in a card beside the pointer, not the wood's card (issue 15 pass, item 5).
    const inWood = await cellAt(page, 62.5, 47.5)
    await page.mouse.move(inWood.screen.x, inWood.screen.y)
    await page.waitForSelector(`[data-testid="heatmap-hover-card"][data-cell="${inWood.k}"]`, { timeout: 30_000 })
    await frames(page)
    expectEqual(await page.locator('[data-testid="piece-hover-card"]').count(), 0, 'no terrain card over a heat map cell')
    // Beside the pointed cell and inside the canvas (cardPlacement.ts; on a phone it had run off the edge).
    const cardBox = await page.locator('[data-testid="heatmap-hover-card"]').boundingBox()
    const canvasBox = await page.locator('[data-testid="table-canvas"]').boundingBox()
    expectTrue(
      cardBox.x >= canvasBox.x - 1 &&
        cardBox.y >= canvasBox.y - 1 &&
        cardBox.x + cardBox.width <= canvasBox.x + canvasBox.width + 1 &&
        cardBox.y + cardBox.height <= canvasBox.y + canvasBox.height + 1,
      `the cell card inside the canvas: ${JSON.stringify({ cardBox, canvasBox })}`,
    )
    const covers =
      inWood.screen.x >= cardBox.x &&
      inWood.screen.x <= cardBox.x + cardBox.width &&
      inWood.screen.y >= cardBox.y &&
      inWood.screen.y <= cardBox.y + cardBox.height
    expectTrue(!covers, 'the cell card does not cover the pointed cell')
    // In the wood both shares can be 100 % (the player's pass): the labels say what each counts, a hint why.
    const shareRow = (key) => page.locator(`[data-testid="heatmap-cell"] tr[data-key="${key}"] th`)
    expectEqual(
      [(await shareRow('visible').textContent()).trim(), (await shareRow('hidden').textContent()).trim()],
      ['Largest share not behind solids ⓘ', 'Smallest share in cover (solids and areas) ⓘ'],
      'the shares say what they count',
    )
    expectTrue(
      (await shareRow('hidden').getAttribute('title')).includes('in a wood it can be 100 % beside 100 % not behind solids'),
      'the hidden share’s hint',
    )

    // Under the hill (x 10..30, z 35..55, 3 cm high) no figure stands on the table: the cell is
    // drawn on the hill's top (y 3), grey and hatched, not inside the hill (item 2). Its pixel on
    // the hill's top changes when the map is shown.
    const underHill = await cellAt(page, 12.5, 37.5)
    expectEqual([underHill.state, underHill.y], [2, 3], 'the cell under the hill: cannot stand, drawn at the hill top')
    await page.mouse.move(5, 5)
    await frames(page)
    const hillWithMap = await pixelAt(page, underHill.screen)
    await page.click('[data-testid="toggle-heatmap"]')
    await frames(page)
    const hillWithout = await pixelAt(page, underHill.screen)
    await page.click('[data-testid="toggle-heatmap"]')
    await frames(page)
    expectTrue(
      hillWithMap.some((v, i) => Math.abs(v - hillWithout[i]) > 20),
      `the refused cell shows on the hill's top (with ${hillWithMap}, without ${hillWithout})`,
    )

    // A click there says why nothing moved, naming the figure and the level (item 6).
    await page.mouse.click(underHill.screen.x, underHill.screen.y)
    await page.waitForSelector('[data-testid="heatmap-notice"][data-kind="cannotStand"]')
    const why = await page.textContent('[data-testid="heatmap-notice"]')
    expectTrue(why.startsWith('b-open cannot stand here: no surface of this level here'), `the notice says who and why (${why})`)
    expectTrue(why.includes('The table'), `and on which level (${why})`)
    expectTrue(why.includes(': hill'), `and names the hill over the cell (${why})`)

    // Another rule profile in use (another eye point): the same scene, another answer: stale (item 3).
    await state(page, () => {
      const s = window.__sightline.store.getState()
      s.chooseRuleProfile(s.rules.shipped.find((p) => p.name !== s.rules.chosen).name)
    })
    await page.waitForSelector('[data-testid="heatmap-stale"]')

    // A shooter moves: the map says it is stale and offers to compute again.
    await state(page, () => {
      const s = window.__sightline.store.getState()
      s.commitScene({ ...s.scene, figures: s.scene.figures.map((f) => (f.id === 'r-archer' ? { ...f, position: [15, 3, 45] } : f)) })
    })
    await page.waitForSelector('[data-testid="heatmap-stale"]')
    expectEqual(await page.textContent('[data-testid="heatmap-run"]'), 'Compute again', 'the button offers a new run')

    // A fine run (0.5 cm: 32,400 cells) cancelled once it has begun: it stops with cells still to come.
    await page.selectOption('[data-testid="heatmap-step"]', '0.5')
    await page.click('[data-testid="heatmap-run"]')
    // The player's pass: another size profile during the run was flagged only when the run ended.
    // It is flagged at once (the run goes on for the old question) and offers to start over; back to
    // the question asked, the run answers it again.
    await page.selectOption('[data-testid="heatmap-profile"]', 'large')
    await page.waitForSelector('[data-testid="heatmap-stale"][data-running="true"]')
    expectEqual(
      await page.textContent('[data-testid="heatmap-stale"]'),
      'The scene, the question or the rule profile has changed since this run began: it goes on for the old one. Compute again to start over.',
      'stale during the run',
    )
    expectEqual(await page.textContent('[data-testid="heatmap-run"]'), 'Compute again', 'the button offers to start over')
    await page.selectOption('[data-testid="heatmap-profile"]', 'medium')
    await page.waitForSelector('[data-testid="heatmap-stale"]', { state: 'detached' }) // the question asked again: not stale
    await page.waitForFunction(() => (window.__sightline.store.getState().heatmap.progress?.done ?? 0) > 0, null, { timeout: 120_000 })
    await page.click('[data-testid="heatmap-cancel"]')
    await waitStatus(page, 'cancelled')
    const left = await state(
      page,
      () => Array.from(window.__sightline.store.getState().heatmap.map.values.state).filter((s) => s === 0).length,
    )
    expectTrue(left > 0 && left < 32_400, `the cancelled run keeps what it judged (${32_400 - left} of 32400)`)
    expectTrue((await page.textContent('[data-testid="heatmap-status"]')).includes('Cancelled'), 'the status says cancelled')
    // The drop a base's rim may overhang (R-HM.5) changes where a figure stands: the map is stale once it changes.
    expectEqual(await page.locator('[data-testid="heatmap-stale"]').count(), 0, 'the cancelled run answers the profile in use')
    await state(page, () => window.__sightline.store.getState().editRuleSetting('sight.supportDropCm', 3))
    await page.waitForSelector('[data-testid="heatmap-stale"]')

    await page.click('[data-testid="toggle-language"]')
    const german = await page.textContent('[data-testid="heatmap-legend"] li[data-label="cannot-stand"]')
    expectEqual(german.trim(), 'Hier kann keine Figur stehen', 'the legend in German')
    expectTrue((await page.textContent('[data-testid="heatmap-panel"] h2')) === 'Deckungskarte', 'the panel title in German')

    // Every level the judge takes is offered: the table, the highest surface, each solid (not the
    // wood, an area) whose top holds a medium base (R-HM.4): not wall-1, 1 cm thick under a 2.5 cm base.
    const levels = await page.$$eval('[data-testid="heatmap-level"] option', (options) => options.map((o) => o.value))
    expectEqual(levels.join(','), 'ground,top,hill,tower', 'the levels: table, highest surface, the solids a medium figure fits on')
    expectEqual(
      (await page.textContent('[data-testid="heatmap-level"] option[value="ground"]')).trim(),
      'Dem Tisch',
      'the table level in German',
    )
    // The hill (x 10..30, z 35..55, top 3 cm): a map on its level stands figures on its top only.
    await page.selectOption('[data-testid="heatmap-level"]', 'hill')
    await page.selectOption('[data-testid="heatmap-step"]', '5')
    await page.click('[data-testid="heatmap-run"]')
    await waitStatus(page, 'done')
    const onHill = await state(page, () => {
      const { map } = window.__sightline.store.getState().heatmap
      const out = { standing: 0, off: 0, y: [] }
      map.values.state.forEach((state, k) => {
        if (state !== 1) return
        out.standing++
        const x = ((k % map.grid.nx) + 0.5) * map.grid.step
        const z = (Math.floor(k / map.grid.nx) + 0.5) * map.grid.step
        if (x < 10 || x > 30 || z < 35 || z > 55) out.off++
        out.y.push(map.values.y[k])
      })
      out.y = [...new Set(out.y)]
      return out
    })
    // 5 cm cells have centres at 12.5, 17.5, 22.5, 27.5 on each side of the hill: 16 cells. The
    // archer moved onto the hill above (15, 45) stands between four centres, 3.5 cm from each:
    // more than two medium bases' radii, so it takes none of them.
    expectEqual(onHill.off, 0, 'no standable cell off the hill')
    expectEqual(onHill.standing, 16, 'the 16 cells on the hill stand')
    expectEqual(onHill.y.join(','), '3', 'all on its top')
  },
}
