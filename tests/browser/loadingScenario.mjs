/**
 * Browser scenario of issue 14, "Light": Rapier's WebAssembly comes as its own file, no script
 * carries it inlined, and while it loads the table area says so in the player's language. Fails
 * on the old single chunk: no .wasm is ever requested and no loading note names the engine.
 */
import { expectEqual, expectTrue } from './harness.mjs'

/** "AGFzbQ" is the base64 of a WebAssembly module's first bytes (\0asm): the inlined module's mark. */
const INLINED_WASM = 'AGFzbQ'

export const loadingScenarios = [
  {
    name: 'loading: Rapier’s WebAssembly is its own file, no script inlines it, its progress is shown (German)',
    async run({ page, baseUrl }) {
      await page.addInitScript(() => localStorage.setItem('sightline.language', 'de'))
      const wasmRequests = []
      let release
      const held = new Promise((resolve) => {
        release = resolve
      })
      let requested
      const firstRequest = new Promise((resolve) => {
        requested = resolve
      })
      // The WebAssembly is held back until the loading note has been read: no race with the clock.
      await page.route('**/*.wasm', async (route) => {
        wasmRequests.push(route.request().url())
        requested()
        await held
        await route.continue()
      })
      const scripts = []
      page.on('response', (response) => {
        if (response.url().endsWith('.js'))
          scripts.push(
            response.text().then(
              (text) => ({ url: response.url(), text }),
              () => ({ url: response.url(), text: null }),
            ),
          )
      })
      await page.goto(`${baseUrl}/?scene=hill-and-wall`)
      await page.waitForFunction(() =>
        document.querySelector('[data-testid="loading-progress"]')?.textContent?.includes('Die Physik-Engine wird geladen'),
      )
      await firstRequest
      expectEqual(wasmRequests.length, 1, 'requests of a .wasm file while the page loads')
      expectTrue(/rapier_wasm3d_bg-[\w-]+\.wasm$/.test(wasmRequests[0]), `the .wasm is Rapier's, hashed: ${wasmRequests[0]}`)
      release()
      await page.waitForFunction(() => document.body.dataset.ready !== undefined)
      expectEqual(await page.evaluate(() => document.body.dataset.ready), 'true', 'data-ready once the WebAssembly is here')
      expectEqual(await page.locator('[data-testid="loading-progress"]').count(), 0, 'loading notes left once the table is open')
      expectTrue(await page.locator('canvas').count(), 'the table is drawn')
      // The panels' chunks are fetched ahead once the table is open: wait for them too.
      await page.waitForLoadState('networkidle')
      const loaded = await Promise.all(scripts)
      expectTrue(loaded.length >= 2, `the app comes in several scripts (${loaded.length})`)
      expectEqual(
        loaded.filter((s) => s.text === null).map((s) => s.url),
        [],
        'scripts whose text could not be read',
      )
      const inlining = loaded.filter((s) => s.text.includes(INLINED_WASM)).map((s) => s.url)
      expectEqual(inlining, [], 'scripts with an inlined WebAssembly module')
    },
  },
]
