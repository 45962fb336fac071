import { performance } from 'node:perf_hooks'
import { Worker } from 'node:worker_threads'
import type { FromWorker, HeatmapEndpoint, HeatmapSpec } from '../src/judge'
import { existsSync, renameSync } from 'node:fs'
import { compileRapierBeside, threadEndpoint, workerBundleBeside } from '../src/cli/heatmapThreads'
import type { Scene } from '../src/scene/schema'

/**
 * A cold heat map taken apart (bench/heatmapGoal.ts): the same threads a run starts, driven one
 * phase at a time, all workers together, the next phase sent only when every worker answered
 * the last. Each phase's process CPU (this thread waits idle, so it is the workers', V8's
 * background compilers' and GC's) and wall time:
 *
 * - `thread_start`: empty worker threads (a one-line script that answers at once);
 * - `module_load`: the heat map threads until their code is loaded (`ready` `load`), less
 *   thread_start: reading, compiling and running the worker bundle;
 * - `rapier_init`: Rapier instantiated from the module compiled once in this thread
 *   (`rapier_compile`, its own line: V8 compiles it in the background while the threads start);
 * - `world_build`: TableWorld.create from the scene;
 * - `judging`: every cell, in batches of 512, the threads' first cells included (their JIT
 *   warms up here).
 */
export interface StartBreakdown {
  cpu_ms: Record<Phase, number>
  wall_ms: Record<Phase, number>
}

const PHASES = ['thread_start', 'rapier_compile', 'module_load', 'rapier_init', 'world_build', 'judging'] as const
type Phase = (typeof PHASES)[number]

const round = (x: number) => Number(x.toFixed(1))

/** Runs `step` and returns its process CPU and wall time, ms. */
async function timed(step: () => Promise<unknown>): Promise<{ cpu: number; wall: number }> {
  const used = process.cpuUsage()
  const start = performance.now()
  await step()
  const spent = process.cpuUsage(used)
  return { cpu: (spent.user + spent.system) / 1000, wall: performance.now() - start }
}

function emptyThreads(count: number): Promise<void> {
  const source = "require('node:worker_threads').parentPort.postMessage(0)"
  return Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<void>((resolve, reject) => {
          const worker = new Worker(source, { eval: true })
          worker.once('message', () => void worker.terminate().then(() => resolve()))
          worker.once('error', reject)
        }),
    ),
  ).then(() => {})
}

/** Every endpoint's next message that `accept` takes; rejects on an error answer. */
function answers(endpoints: HeatmapEndpoint[], accept: (m: FromWorker) => boolean, count = 1): Promise<void> {
  return Promise.all(
    endpoints.map(
      (endpoint) =>
        new Promise<void>((resolve, reject) => {
          let left = count
          endpoint.onMessage((message) => {
            if (message.type === 'error') reject(new Error(message.message))
            else if (accept(message) && --left === 0) resolve()
          })
        }),
    ),
  ).then(() => {})
}

/**
 * Process CPU and wall time until `workers` heat map threads have loaded their code without V8's
 * code cache (the cache file moved aside, then put back): what the cached loader saves.
 */
export async function uncachedLoad(workerFile: string, workers: number): Promise<{ cpu_ms: number; wall_ms: number }> {
  const bundle = workerBundleBeside(workerFile)
  const cache = bundle?.replace(/\.cjs$/, '.cache')
  const aside = `${cache}.aside`
  if (cache && existsSync(cache)) renameSync(cache, aside)
  const endpoints: HeatmapEndpoint[] = []
  try {
    const took = await timed(async () => {
      for (let w = 0; w < workers; w++) endpoints.push(threadEndpoint(workerFile, Promise.resolve(null)))
      await answers(endpoints, (m) => m.type === 'ready' && m.after === 'load')
    })
    return { cpu_ms: round(took.cpu), wall_ms: round(took.wall) }
  } finally {
    for (const e of endpoints) e.terminate()
    // The threads above wrote a new cache: the one put back is the one the cold runs use.
    if (cache && existsSync(aside)) renameSync(aside, cache)
  }
}

export async function coldBreakdown(
  workerFile: string,
  scene: Scene,
  spec: HeatmapSpec,
  cells: number,
  workers: number,
): Promise<StartBreakdown> {
  const took = {} as Record<Phase, { cpu: number; wall: number }>
  took.thread_start = await timed(() => emptyThreads(workers))
  let rapier: Promise<WebAssembly.Module | null> = Promise.resolve(null)
  took.rapier_compile = await timed(async () => {
    rapier = compileRapierBeside(workerFile)
    await rapier
  })
  const endpoints: HeatmapEndpoint[] = []
  const loaded = await timed(async () => {
    for (let w = 0; w < workers; w++) endpoints.push(threadEndpoint(workerFile, rapier))
    await answers(endpoints, (m) => m.type === 'ready' && m.after === 'load')
  })
  took.module_load = { cpu: loaded.cpu - took.thread_start.cpu, wall: loaded.wall - took.thread_start.wall }
  try {
    took.rapier_init = await timed(async () => {
      const done = answers(endpoints, (m) => m.type === 'ready' && m.after === 'warm')
      for (const e of endpoints) e.post({ type: 'warm' })
      await done
    })
    took.world_build = await timed(async () => {
      const done = answers(endpoints, (m) => m.type === 'ready' && m.after === 'init')
      for (const e of endpoints) e.post({ type: 'init', scene, spec })
      await done
    })
    const batch = 512
    const jobs = Math.ceil(cells / batch)
    took.judging = await timed(async () => {
      // Round robin, as many batches to each; a thread's batches queue in its port.
      const perWorker = endpoints.map((_, w) => Math.ceil((jobs - w) / workers))
      const done = Promise.all(endpoints.map((e, w) => answers([e], (m) => m.type === 'cells', perWorker[w])))
      for (let j = 0; j < jobs; j++) {
        const from = j * batch
        const list = Int32Array.from({ length: Math.min(batch, cells - from) }, (_, i) => from + i)
        endpoints[j % workers].post({ type: 'cells', job: j, cells: list })
      }
      await done
    })
  } finally {
    for (const e of endpoints) e.terminate()
  }
  return {
    cpu_ms: Object.fromEntries(PHASES.map((p) => [p, round(took[p].cpu)])) as Record<Phase, number>,
    wall_ms: Object.fromEntries(PHASES.map((p) => [p, round(took[p].wall)])) as Record<Phase, number>,
  }
}
