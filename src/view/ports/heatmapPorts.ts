/**
 * The cover heat map's ports (issue 15): a request checked against the scene, a run on a pool
 * of Web Workers (heatmapWorker.ts) with progress and cancelling. (The legend's colours and the
 * levels, judge/heatmap/legend.ts and levels.ts, are pure and re-exported by index.ts.) Workers
 * are kept between runs in the judge's pool (judge/heatmap/pool.ts) and started when the panel
 * opens: starting one (its chunk, Rapier's instance) costs more than a coarse map; each run
 * still builds its world from the scene it is sent. Rapier is not compiled again in a worker:
 * the page hands over the module it compiled (rapierHandOver.ts).
 */
import {
  cellRefusal,
  gridOf,
  heatmapPool,
  heatmapSpec,
  HeatmapRequestError,
  inThreadEndpoint,
  runHeatmap,
  type FromWorker,
  type HeatmapEndpoint,
  type HeatmapGrid,
  type HeatmapPool,
  type HeatmapProgress,
  type HeatmapRequest,
  type HeatmapResult,
  type HeatmapSpec,
  type HeatmapValues,
  type TableWorld,
  type ToWorker,
} from '../../judge'
import type { Scene } from '../../scene/schema'
import { postAfterRapier } from './rapierHandOver'

export type HeatmapField = HeatmapRequestError['field']

/** A request checked against the scene: the spec and its grid, or the control at fault and why. */
export type HeatmapSpecOutcome = { ok: true; spec: HeatmapSpec; grid: HeatmapGrid } | { ok: false; field: HeatmapField; message: string }

export interface HeatmapRunCalls {
  /** After every batch; `values` change after the call (copy what you keep). */
  onProgress?: (progress: HeatmapProgress, values: HeatmapValues) => void
  signal?: AbortSignal
  /** Copy cells whose coarser neighbours agree instead of judging them (run.ts `adaptive`). */
  adaptive?: boolean
}

export interface HeatmapPorts {
  specOf(scene: Scene, request: HeatmapRequest): HeatmapSpecOutcome
  run(scene: Scene, spec: HeatmapSpec, calls: HeatmapRunCalls): Promise<HeatmapResult>
  /**
   * Starts the workers (their code and Rapier's WebAssembly) before the first run: the panel
   * calls it when it opens, so the first map does not pay for them, and the page's first
   * paint never does. Resolves when they are up; a failure is left to the run to report.
   */
  warm(): Promise<void>
  /** How many workers a run uses. */
  workers: number
  /**
   * Why no figure stands at (x, z) under `spec`, naming the piece or figure in the way (or hung
   * off) where the judge can: the hover readout and a refused click ask it of the one cell, on
   * the page's world, since a map's cells keep only their state.
   */
  cellRefusal(world: TableWorld, spec: HeatmapSpec, x: number, z: number): ReturnType<typeof cellRefusal>
}

function specOf(scene: Scene, request: HeatmapRequest): HeatmapSpecOutcome {
  try {
    const spec = heatmapSpec(scene, request)
    return { ok: true, spec, grid: gridOf(scene.table.width, scene.table.depth, spec.step) }
  } catch (error) {
    if (error instanceof HeatmapRequestError) return { ok: false, field: error.field, message: error.message }
    throw error
  }
}

function portsOver(pool: HeatmapPool, workers: number): HeatmapPorts {
  return {
    specOf,
    run: (scene, spec, calls) => runHeatmap(scene, spec, { spawn: pool.spawn, workers, ...calls }),
    warm: () => pool.warm(workers),
    workers,
    cellRefusal,
  }
}

/** Heat maps judged in this thread (tests, a browser without module workers): no faster than one core. */
export function inThreadHeatmapPorts(workers = 1): HeatmapPorts {
  return portsOver(heatmapPool(inThreadEndpoint, workers), workers)
}

/**
 * A module Web Worker as a heat map endpoint. A worker that fails to start or dies answers
 * with job -1, so that the pool (judge/heatmap/pool.ts) ends it rather than keeping it. Its
 * first message is the page's compiled Rapier, where there is one (rapierHandOver.ts).
 */
export function webWorkerEndpoint(worker: Worker): HeatmapEndpoint {
  let handler: (message: FromWorker) => void = () => {}
  const post = postAfterRapier<ToWorker>(worker, (message) =>
    worker.postMessage(message, message.type === 'cells' ? [message.cells.buffer] : []),
  )
  worker.onmessage = (event: MessageEvent<FromWorker>) => handler(event.data)
  worker.onerror = (event) => {
    event.preventDefault()
    handler({ type: 'error', job: -1, message: `heatmap worker: ${event.message || 'failed to start'}` })
  }
  return {
    post,
    onMessage: (next) => {
      handler = next
    },
    terminate: () => worker.terminate(),
  }
}

/** Workers for this machine: one core is left to the page, at least 2 and at most 8. */
export function workerCount(cores: number | undefined): number {
  return Math.min(8, Math.max(2, (cores ?? 3) - 1))
}

/** The browser's ports: a pool of module Web Workers, or this thread where there are none. */
export function webWorkerHeatmapPorts(): HeatmapPorts {
  if (typeof Worker === 'undefined') return inThreadHeatmapPorts()
  const workers = workerCount(typeof navigator === 'undefined' ? undefined : navigator.hardwareConcurrency)
  const start = () => webWorkerEndpoint(new Worker(new URL('./heatmapWorker.ts', import.meta.url), { type: 'module' }))
  return portsOver(heatmapPool(start, workers), workers)
}
