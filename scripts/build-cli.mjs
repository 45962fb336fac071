#!/usr/bin/env node
/**
 * Bundles the command line (`src/cli/judge.ts`, `src/cli/play.ts`) into plain JavaScript under
 * build/cli/, so `npm run judge` and `npm run play` start with plain node: no TypeScript compile
 * per call. Runs at `npm install` (the `prepare` script) and again whenever src/ or models/ is
 * newer than the bundle (scripts/run-cli.mjs checks). esbuild, because it bundles this tree in
 * well under a second and keeps the output a single readable file per command.
 */
import { build } from 'esbuild'
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { RAPIER_DIST, RAPIER_WASM_FILE, withoutFetchChecks, withoutInlinedWasm } from './rapier-wasm.mjs'

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..')
export const CLI_OUT = join(ROOT, 'build', 'cli')
export const COMMANDS = ['judge', 'play']
/** The heat map's worker threads run a bundle of their own: the judge's worker side, no command line (src/cli/heatmapWorkerMain.ts). */
export const WORKER_ENTRIES = [{ in: 'src/cli/heatmapWorkerMain.ts', out: 'heatmap-worker' }]
/** The worker bundle's file name in CLI_OUT (src/cli/heatmapThreads.ts WORKER_BUNDLE names it too). */
export const WORKER_BUNDLE_FILE = 'heatmap-worker.cjs'

/** Rapier's WebAssembly is read from the file beside the bundle (scripts/rapier-wasm.mjs says why). */
const rapierFromFile = {
  name: 'rapier-wasm-from-file',
  setup(b) {
    b.onLoad({ filter: /rapier\.mjs$/ }, (args) => {
      if (dirname(args.path) !== RAPIER_DIST) return undefined
      const source = readFileSync(args.path, 'utf8')
      // A heat map thread is sent the module compiled once by its parent (src/cli/heatmapThreads.ts):
      // Rapier's loader instantiates a WebAssembly.Module given in place of the bytes' buffer.
      const load = `(() => { const m = globalThis.__sightlineRapierWasm; if (m instanceof WebAssembly.Module) return { buffer: m }; const b = __readFileSync(new URL('./rapier_wasm3d_bg.wasm', import.meta.url)); return new Uint8Array(b.buffer, b.byteOffset, b.byteLength).slice() })()`
      return {
        contents: `import { readFileSync as __readFileSync } from 'node:fs'\n${withoutFetchChecks(withoutInlinedWasm(source, load))}`,
        loader: 'js',
      }
    })
  },
}

/**
 * Packages the worker bundle must not carry. zod was 751 KB of its 1.39 MB, compiled and run by
 * every thread a heat map starts (issue 15): the worker side imports no schema (the shipped
 * models come trusted from src/scene/mageknight/shippedLibrary.ts and
 * src/scene/castle/shippedPieces.ts; the main process validated them and the scene). A schema
 * imported again anywhere below src/judge/workerSide.ts would bring it back without a sound,
 * so the build refuses it and names the chain.
 */
export const WORKER_FORBIDDEN = ['zod']

/** The import chain from a worker entry to the first input under node_modules/<pkg>, or null. */
export function forbiddenChain(metafile, entry, pkg) {
  const from = new Map([[entry, null]])
  const queue = [entry]
  while (queue.length > 0) {
    const file = queue.shift()
    for (const { path } of metafile.inputs[file]?.imports ?? []) {
      if (from.has(path)) continue
      from.set(path, file)
      if (path.includes(`node_modules/${pkg}/`)) {
        const chain = [path]
        for (let at = file; at; at = from.get(at)) chain.unshift(at)
        return chain
      }
      queue.push(path)
    }
  }
  return null
}

export async function buildCli() {
  mkdirSync(CLI_OUT, { recursive: true })
  copyFileSync(RAPIER_WASM_FILE, join(CLI_OUT, 'rapier_wasm3d_bg.wasm'))
  const { metafile } = await build({
    absWorkingDir: ROOT,
    entryPoints: [...COMMANDS.map((c) => ({ in: `src/cli/${c}.ts`, out: c })), ...WORKER_ENTRIES],
    outdir: CLI_OUT,
    outExtension: { '.js': '.cjs' },
    bundle: true,
    platform: 'node',
    // CommonJS so that scripts/run-cli.mjs can run it through vm.Script with V8's code cache
    // (Node 20 has no compile cache for ES modules); import.meta.url is given from __filename.
    format: 'cjs',
    banner: { js: "const __importMetaUrl = require('node:url').pathToFileURL(__filename).href" },
    define: { 'import.meta.url': '__importMetaUrl' },
    target: 'node20',
    // Minified names would cost readable errors; the speed is in skipping the compile, not the size.
    minify: false,
    sourcemap: false,
    legalComments: 'none',
    logLevel: 'warning',
    plugins: [rapierFromFile],
    metafile: true,
  })
  for (const { in: entry } of WORKER_ENTRIES)
    for (const pkg of WORKER_FORBIDDEN) {
      const chain = forbiddenChain(metafile, entry, pkg)
      if (chain) throw new Error(`the heat map worker bundle must not load ${pkg} (build-cli.mjs WORKER_FORBIDDEN): ${chain.join(' -> ')}`)
    }
  writeFileSync(join(CLI_OUT, 'BUILT'), `${new Date().toISOString()}\n`)
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  buildCli().catch((error) => {
    console.error(`build-cli: ${error?.message ?? error}`)
    process.exit(1)
  })
}
