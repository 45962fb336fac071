/// <reference types="vitest/config" />
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import { RAPIER_DIST, RAPIER_WASM_FILE, withoutInlinedWasm } from './scripts/rapier-wasm.mjs'

const ROOT = dirname(fileURLToPath(import.meta.url))

/**
 * The web build loads Rapier's WebAssembly as its own file: `@dimforge/rapier3d-compat` inlines
 * it as base64 (70 % of the bundle, decoded before anything can run). The package's module gets
 * the shipped `.wasm` as a hashed asset instead, fetched with progress by
 * `src/geometry/world/rapierWasmFetch.ts`, compiled once by the page and handed to its workers. Only in `vite build`: tests and the command line run
 * in node, where the inlined bytes (or the CLI bundle's own swap, scripts/build-cli.mjs) serve.
 */
function rapierWasmAsFile(): Plugin {
  const fetcher = join(ROOT, 'src/geometry/world/rapierWasmFetch.ts')
  return {
    name: 'rapier-wasm-as-file',
    apply: 'build',
    transform(source, id) {
      const path = id.split('?')[0]
      if (dirname(path) !== RAPIER_DIST || !path.endsWith('/rapier.mjs')) return null
      const head = `import __rapierWasmUrl from ${JSON.stringify(`${RAPIER_WASM_FILE}?url`)}\nimport { rapierWasmFor as __rapierWasmFor } from ${JSON.stringify(fetcher)}\n`
      // The package reads `.buffer` of the decoded bytes: a promise of the compiled module is
      // handed over in its place (the page's own compile, or the one the page handed a worker),
      // and Rapier's initialiser instantiates it.
      const load = '({ buffer: __rapierWasmFor(__rapierWasmUrl) })'
      return { code: head + withoutInlinedWasm(source, load), map: null }
    },
  }
}

export default defineConfig({
  plugins: [react(), rapierWasmAsFile()],
  // Shipped scenes are bundled with import.meta.glob (src/view/ports/defaultPorts.ts), not served.
  publicDir: false,
  server: { host: '127.0.0.1', port: 5173 },
  // The heat map's Web Worker (src/view/ports/heatmapWorker.ts) is a module worker with its own
  // chunks; it loads Rapier's WebAssembly as a file too, as the page does.
  worker: { format: 'es', plugins: () => [rapierWasmAsFile()] },
  test: {
    include: ['src/**/*.test.ts', 'tests/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/globalSetup.ts'],
    // Timeouts catch a hang, not slowness: a test must not fail because the 2-core CI machine is
    // busy (several tests replay whole games or walk every branch of the dice and take seconds).
    // The dense-sampling geometry tests set 600 s each: one ran past 60 s under a load of 20.
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
})
