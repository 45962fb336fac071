/**
 * Browser scenario of issue 14, "What players expect": the scene list with pictures and
 * descriptions, and a "copy link" that carries the scene with its moves and the pair into a
 * fresh browser; a damaged link gives its notice and leaves the scene on the table.
 */
import { expectEqual, expectTrue, figurePosition, openApp } from './harness.mjs'

const stateOf = (page) =>
  page.evaluate(() => {
    const s = window.__sightline.store.getState()
    return { name: s.scene?.name ?? null, from: s.shooterId, to: s.targetId }
  })

export const sceneListScenario = {
  name: 'sceneList: cards with pictures open a scene; a copied link opens the moved scene and pair elsewhere; a damaged link is refused by name; hover cards on a figure and a piece',
  async run({ page, baseUrl }) {
    await openApp(page, baseUrl, '/')
    await page.click('[data-testid="toggle-my-scenes"]')
    await page.waitForSelector('[data-testid="scene-card"][data-scene="forest-edge"] [data-testid="scene-thumbnail"]')
    const cards = await page.locator('[data-testid="scene-card"]').count()
    const shipped = await page.evaluate(() => window.__sightline.store.getState().shippedSceneNames.length)
    expectEqual(cards, shipped, 'one card per shipped scene')
    // The picture is drawn from the scene: one dot per figure of hill-and-wall (8 in the file).
    await page.waitForSelector('[data-scene="hill-and-wall"] svg circle[data-role="figure"]')
    const dots = await page.locator('[data-scene="hill-and-wall"] svg [data-role="figure"]').count()
    expectEqual(dots, 8, 'figure dots in the hill-and-wall picture')
    const description = await page.locator('[data-scene="forest-edge"] .scene-card-description').textContent()
    expectTrue(description?.startsWith('A forest'), `forest-edge's description on its card (${description})`)

    await page.click('[data-testid="scene-card-open-forest-edge"]')
    await page.waitForFunction(() => window.__sightline.store.getState().scene?.name === 'Forest edge')
    // A move and a pair, as a player would leave them before sharing.
    const [moved, from, to] = await page.evaluate(() => {
      const s = window.__sightline.store.getState()
      const [a, b] = s.scene.figures
      const figures = s.scene.figures.map((f) =>
        f.id === a.id ? { ...f, position: [f.position[0] + 3, f.position[1], f.position[2] + 2] } : f,
      )
      s.commitScene({ ...s.scene, figures })
      window.__sightline.store.getState().setPair(a.id, b.id)
      return [window.__sightline.store.getState().scene.figures[0].position, a.id, b.id]
    })
    await page.click('[data-testid="copy-link"]')
    const link = await page.locator('[data-testid="share-link-text"]').inputValue()
    expectTrue(link.includes('#share='), `the link carries the scene (${link.slice(0, 60)}…)`)

    // A fresh browser: nothing saved, only the link.
    const other = await page
      .context()
      .browser()
      .newContext({ viewport: { width: 1400, height: 850 } })
    try {
      const second = await other.newPage()
      await openApp(second, '', link)
      await second.waitForFunction(() => window.__sightline.store.getState().sceneLabel.includes('('))
      expectEqual(await stateOf(second), { name: 'Forest edge', from, to }, 'scene and pair from the link')
      expectEqual(await figurePosition(second, from), moved, 'the moved figure where it was moved')

      // Hover cards outside play: over the moved figure's body, then over a boulder.
      const hoverAt = async (point) => {
        // The table's canvas mounts after its chunk arrives: wait for its projection hook, not a duration.
        await second.waitForFunction(() => typeof window.__sightline.toScreen === 'function')
        const at = await second.evaluate((p) => window.__sightline.toScreen?.(p[0], p[1], p[2]) ?? null, point)
        expectTrue(at, `the table point ${point} is on screen`)
        await second.mouse.move(at.x, at.y, { steps: 3 })
      }
      await hoverAt([moved[0], moved[1] + 1, moved[2]])
      await second.waitForSelector(`[data-testid="piece-hover-card"][data-kind="figure"][data-id="${from}"]`)
      // A solid piece: areas (forest, thicket) opt out of raycasting in TerrainPieces.tsx and get no card yet.
      const boulder = await second.evaluate(() => window.__sightline.store.getState().scene.terrain.find((t) => t.id === 'boulder'))
      await hoverAt([boulder.center[0], boulder.center[1] + boulder.height / 2, boulder.center[2]])
      await second.waitForSelector('[data-testid="piece-hover-card"][data-kind="piece"][data-id="boulder"]')
      const card = await second.locator('[data-testid="piece-hover-card"]').textContent()
      expectTrue(card?.includes('Building (Gebäude)') && card.includes('Cover'), `the boulder's card names kind and cover (${card})`)

      // The same link cut short in a chat message: a named notice, the scene stays.
      const payload = link.split('#share=')[1]
      await second.evaluate(
        (hash) => {
          window.location.hash = hash
        },
        `share=${payload.slice(0, 120)}`,
      )
      await second.waitForSelector('[data-testid="notice-link"]')
      const notice = await second.locator('[data-testid="notice-link"]').textContent()
      expectTrue(notice?.includes('The link is damaged'), `the damaged link's notice (${notice})`)
      expectEqual(await stateOf(second), { name: 'Forest edge', from, to }, 'scene and pair after the damaged link')
    } finally {
      await other.close()
    }
  },
}
