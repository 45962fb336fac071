/**
 * The heat map's workers as node worker threads. A thread runs the worker-only bundle
 * build/cli/heatmap-worker.cjs (scripts/build-cli.mjs: the judge's worker side, no command
 * line), or, when that is missing (an old build), the command line's own file, which sees
 * `workerData` and serves heat map batches instead of running a command. The view runs the same
 * handler in Web Workers (src/view/ports/heatmapWorker.ts).
 *
 * Rapier's WebAssembly is compiled once, in the parent, and the compiled module is sent to
 * every thread (node clones a WebAssembly.Module between threads without compiling it again):
 * the bundle's Rapier takes it from `globalThis.__sightlineRapierWasm` (build-cli.mjs).
 */
import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath, pathToFileURL } from 'node:url'
import v8 from 'node:v8'
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads'
// The worker side's own door: the front door would bring every schema of the judge into the
// worker bundle (src/judge/workerSide.ts).
import { heatmapWorkerHandler, type FromWorker, type HeatmapEndpoint, type ToWorker } from '../judge/workerSide'

const ROLE = 'sightline-heatmap-worker'
/** The worker-only bundle's name beside the command line's (scripts/build-cli.mjs). */
export const WORKER_BUNDLE = 'heatmap-worker.cjs'
/** Where the bundle's Rapier looks for a compiled module before it reads its file (build-cli.mjs). */
const RAPIER_GLOBAL = '__sightlineRapierWasm'

/** A message of the thread layer itself, before the judge's: the compiled Rapier module. */
interface RapierWasmMessage {
  type: 'rapier-wasm'
  module: WebAssembly.Module
}

/**
 * V8 flags for a run whose threads judge once and end (the command line's): TurboFan without
 * inlining. A fresh thread spends most of its first map's CPU before and on optimising the
 * judge's code; without inlining the optimiser compiles small units, and a cold map costs about
 * a tenth less CPU (bench/README.md, `cold_flags_vs_none`), while code that has run long is
 * about a tenth slower, which a one-shot command never reaches. V8's flags are the process's,
 * so they are set before the threads start; a browser cannot set them, the view's pool runs
 * without.
 */
export const HEATMAP_RUN_V8_FLAGS = ['--no-turbo-inlining'] as const

/** Sets HEATMAP_RUN_V8_FLAGS (`on`) or V8's defaults for them again (the bench, between runs). */
export function useHeatmapRunFlags(on: boolean): void {
  for (const flag of HEATMAP_RUN_V8_FLAGS) v8.setFlagsFromString(on ? flag : flag.replace(/^--no-/, '--'))
}

/** True in a thread started by threadEndpoint: the file should serve, not run a command. */
export function isHeatmapThread(): boolean {
  return !isMainThread && (workerData as { role?: string } | null)?.role === ROLE
}

/** Serves the heat map in this worker thread until the parent ends it. */
export function serveHeatmapThread(): void {
  const port = parentPort
  if (!port) throw new Error('serveHeatmapThread: not in a worker thread')
  const handle = heatmapWorkerHandler((message, transfer) => port.postMessage(message, transfer))
  // The bench's breakdown tells thread start and code loading from Rapier's start by this.
  port.postMessage({ type: 'ready', after: 'load' } satisfies FromWorker)
  port.on('message', (message: ToWorker | RapierWasmMessage) => {
    if (message.type === 'rapier-wasm') {
      ;(globalThis as Record<string, unknown>)[RAPIER_GLOBAL] = message.module
      return
    }
    // `close` drops the world only: a pool (judge/heatmap/pool.ts) keeps the thread for its next
    // run, and ends it with Worker.terminate.
    handle(message)
  })
}

const urlOf = (file: string | URL): URL => (typeof file === 'string' ? pathToFileURL(file) : file)

/** The worker-only bundle beside `file` (the command line's), or null where there is none (an old build, tsx). */
export function workerBundleBeside(file: string | URL): string | null {
  const path = fileURLToPath(new URL(`./${WORKER_BUNDLE}`, urlOf(file)))
  return existsSync(path) ? path : null
}

/**
 * What a thread runs to load the worker bundle with V8's code cache (as scripts/run-cli.mjs
 * does for the command line): compiling the bundle is most of a thread's start otherwise. The
 * first thread without a usable cache writes one once the bundle has run, so it holds the
 * functions that loading compiled (schemas, models); threads write it under their own name
 * and rename it, so that two never write one file.
 */
const CACHED_LOADER = `
const { workerData, threadId } = require('node:worker_threads')
const { readFileSync, renameSync, writeFileSync } = require('node:fs')
const { createRequire } = require('node:module')
const { dirname } = require('node:path')
const vm = require('node:vm')
const { bundle, cache } = workerData
let cachedData
try { cachedData = readFileSync(cache) } catch {}
const source = readFileSync(bundle, 'utf8')
const script = new vm.Script('(function (exports, require, module, __filename, __dirname) {' + source + '\\n})', { filename: bundle, cachedData })
const mod = { exports: {} }
script.runInThisContext()(mod.exports, createRequire(bundle), mod, bundle, dirname(bundle))
if (!cachedData || script.cachedDataRejected) {
  try {
    const tmp = cache + '.' + process.pid + '.' + threadId
    writeFileSync(tmp, script.createCachedData())
    renameSync(tmp, cache)
  } catch {}
}
`

/** Starts the thread: the worker bundle through the cached loader, or the command line's own file. */
function startThread(file: string | URL): Worker {
  const bundle = workerBundleBeside(file)
  if (!bundle) return new Worker(file, { workerData: { role: ROLE } })
  const cache = bundle.replace(/\.cjs$/, '.cache')
  return new Worker(CACHED_LOADER, { eval: true, workerData: { role: ROLE, bundle, cache } })
}

/**
 * Rapier's WebAssembly beside `file` compiled (V8 compiles off the main thread while the threads
 * start), or null where there is no such file or it does not compile (then each thread reads and
 * compiles its own).
 */
export function compileRapierBeside(file: string | URL): Promise<WebAssembly.Module | null> {
  const path = fileURLToPath(new URL('./rapier_wasm3d_bg.wasm', urlOf(file)))
  return existsSync(path) ? WebAssembly.compile(readFileSync(path)).catch(() => null) : Promise.resolve(null)
}

const compiled = new Map<string, Promise<WebAssembly.Module | null>>()

/** compileRapierBeside once per process and file: the command line's threads share one compile. */
function rapierModuleBeside(file: string | URL): Promise<WebAssembly.Module | null> {
  const key = String(file)
  let module = compiled.get(key)
  if (!module) {
    module = compileRapierBeside(file)
    compiled.set(key, module)
  }
  return module
}

/**
 * A worker thread running the heat map worker for the command line at `file`, as a heat map
 * endpoint. `rapier` is the compiled module it is sent (by default one compile per process);
 * messages wait for it, so that it arrives first.
 */
export function threadEndpoint(file: string | URL, rapier = rapierModuleBeside(file)): HeatmapEndpoint {
  const worker = startThread(file)
  const first = rapier.then((module) => {
    if (module) worker.postMessage({ type: 'rapier-wasm', module } satisfies RapierWasmMessage)
  })
  let failed: ((message: FromWorker) => void) | null = null
  // A thread that dies (a load error) answers the batch it was given with an error.
  worker.on('error', (error) => failed?.({ type: 'error', job: -1, message: `heatmap worker: ${error.message}` }))
  let queue = first
  return {
    post: (message) => {
      queue = queue.then(() => worker.postMessage(message))
    },
    onMessage: (handler) => {
      failed = handler
      worker.removeAllListeners('message')
      worker.on('message', handler)
    },
    terminate: () => {
      void queue.then(() => worker.terminate())
    },
  }
}
