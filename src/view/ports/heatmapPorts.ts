/**
 * The cover heat map's ports (issue 15): a request checked against the scene, a run on a pool
 * of Web Workers (heatmapWorker.ts) with progress and cancelling. (The legend's colours,
 * judge/heatmap/legend.ts, are pure and re-exported by index.ts.) Workers are kept between runs: starting one (its chunk, Rapier's WebAssembly)
 * costs more than a coarse map; each run still builds its world from the scene it is sent.
 */
import {
  gridOf,
  heatmapSpec,
  HeatmapRequestError,
  inThreadEndpoint,
  runHeatmap,
  type FromWorker,
  type HeatmapEndpoint,
  type HeatmapGrid,
  type HeatmapProgress,
  type HeatmapRequest,
  type HeatmapResult,
  type HeatmapSpec,
  type HeatmapValues,
} from '../../judge'
import type { Scene } from '../../scene/schema'

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
  /** How many workers a run uses. */
  workers: number
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

function portsOver(spawn: () => HeatmapEndpoint, workers: number): HeatmapPorts {
  return {
    specOf,
    run: (scene, spec, calls) => runHeatmap(scene, spec, { spawn, workers, ...calls }),
    workers,
  }
}

/** Heat maps judged in this thread (tests, a browser without module workers): no faster than one core. */
export function inThreadHeatmapPorts(workers = 1): HeatmapPorts {
  return portsOver(inThreadEndpoint, workers)
}

/**
 * Web Workers kept idle between runs. An endpoint hands its worker back when the run ends with
 * no batch in flight; a worker that failed, or still owes an answer (a run that stopped on an
 * error), is terminated instead, so a late answer can never reach the next run.
 */
export function workerPool(create: () => Worker, keep: number): () => HeatmapEndpoint {
  const idle: Worker[] = []
  return () => {
    const worker = idle.pop() ?? create()
    let handler: (message: FromWorker) => void = () => {}
    let owed = 0
    let broken = false
    let ended = false
    worker.onmessage = (event: MessageEvent<FromWorker>) => {
      owed--
      handler(event.data)
    }
    worker.onerror = (event) => {
      broken = true
      event.preventDefault()
      handler({ type: 'error', job: -1, message: `heatmap worker: ${event.message || 'failed to start'}` })
    }
    return {
      post(message) {
        if (ended) return
        if (message.type === 'cells') owed++
        worker.postMessage(message, message.type === 'cells' ? [message.cells.buffer] : [])
      },
      onMessage(next) {
        handler = next
      },
      terminate() {
        if (ended) return
        ended = true
        handler = () => {}
        if (broken || owed > 0 || idle.length >= keep) {
          worker.terminate()
          return
        }
        // The worker drops its world and waits for the next run's scene.
        worker.postMessage({ type: 'close' })
        worker.onmessage = null
        worker.onerror = null
        idle.push(worker)
      },
    }
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
  const spawn = workerPool(() => new Worker(new URL('./heatmapWorker.ts', import.meta.url), { type: 'module' }), workers)
  return portsOver(spawn, workers)
}
