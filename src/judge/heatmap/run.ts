/**
 * Runs a heat map on a pool of workers (worker.ts endpoints: threads, Web Workers or in this
 * thread): pass by pass from the coarsest lattice to every cell (grid.ts), each pass split
 * into batches handed to whichever worker is free. Reports progress with the values so far
 * after every batch, stops when the signal aborts (the values then hold what was judged), and
 * always terminates its workers.
 */
import type { Scene } from '../../scene/schema'
import { gridOf, passesOf, type Pass } from './grid'
import { CELL, copyCell, emptyValues, type CellBatch, type HeatmapGrid, type HeatmapSpec, type HeatmapValues } from './types'
import type { FromWorker, HeatmapEndpoint } from './worker'

export interface HeatmapProgress {
  /** Cells with a value (judged, cannot stand, or inferred), of `total`. */
  done: number
  total: number
  /** The pass under way (0 = coarsest) of `passes`, and its lattice's stride in cells. */
  pass: number
  passes: number
  stride: number
}

export interface HeatmapRunOptions {
  /** Starts one worker; called `workers` times. */
  spawn: () => HeatmapEndpoint
  workers: number
  /** After every batch: where the run stands, and the values so far (do not keep them past the call; they keep changing). */
  onProgress?: (progress: HeatmapProgress, values: HeatmapValues) => void
  signal?: AbortSignal
  /**
   * Copy a cell whose coarser neighbours all agree (a figure stands there, as many see it, the
   * same cover) instead of judging it (state `inferred`): much faster on open tables, but a
   * piece or a gap smaller than the coarse lattice can be missed. Off by default: then every
   * cell is judged, as if alone.
   */
  adaptive?: boolean
  /** Cells per batch (default: a pass split in about 8 batches per worker, 16 to 512 cells each). */
  batch?: number
}

export interface HeatmapResult {
  grid: HeatmapGrid
  values: HeatmapValues
  cancelled: boolean
  /** Cells judged by a worker (the others were copied in an adaptive run, or not reached). */
  judged: number
}

/** The class of a cell that decides whether neighbours "differ": state, how many see it, cover. */
const classOf = (v: HeatmapValues, k: number): number => v.state[k] * 1e6 + v.seeing[k] * 256 + v.cover[k]

/** A pass's cells, those whose coarser neighbours differ first; in an adaptive run the others are copied instead. */
function orderPass(pass: Pass, values: HeatmapValues, adaptive: boolean): number[] {
  const first: number[] = []
  const rest: number[] = []
  for (let p = 0; p < pass.cells.length; p++) {
    const a = pass.parentStart[p]
    const b = pass.parentStart[p + 1]
    let differ = b === a
    for (let q = a + 1; q < b && !differ; q++) differ = classOf(values, pass.parentCells[q]) !== classOf(values, pass.parentCells[a])
    if (differ) first.push(pass.cells[p])
    else if (adaptive && values.state[pass.parentCells[a]] === CELL.judged) {
      // Only sight is guessed: where the neighbours cannot stand the cell is still asked (the
      // placement test is cheap, and its answer is never copied).
      copyCell(values, pass.parentCells[a], values, pass.cells[p])
      values.state[pass.cells[p]] = CELL.inferred
    } else rest.push(pass.cells[p])
  }
  return first.concat(rest)
}

function merge(values: HeatmapValues, batch: CellBatch): void {
  for (let c = 0; c < batch.cells.length; c++) copyCell(batch, c, values, batch.cells[c])
}

export async function runHeatmap(scene: Scene, spec: HeatmapSpec, options: HeatmapRunOptions): Promise<HeatmapResult> {
  if (!Number.isInteger(options.workers) || options.workers < 1)
    throw new RangeError(`runHeatmap: workers must be a whole number of at least 1, got ${options.workers}`)
  const grid = gridOf(scene.table.width, scene.table.depth, spec.step)
  const total = grid.nx * grid.nz
  const values = emptyValues(total)
  const passes = passesOf(grid)
  const endpoints: HeatmapEndpoint[] = []
  let judged = 0
  let done = 0
  let cancelled = false
  try {
    for (let w = 0; w < options.workers; w++) {
      const endpoint = options.spawn()
      endpoint.post({ type: 'init', scene, spec })
      endpoints.push(endpoint)
    }
    const aborted = () => options.signal?.aborted === true
    for (let p = 0; p < passes.length && !aborted(); p++) {
      const pass = passes[p]
      const before = countDone(values)
      const order = orderPass(pass, values, options.adaptive === true)
      done += countDone(values) - before
      const size = options.batch ?? Math.min(512, Math.max(16, Math.ceil(order.length / (8 * endpoints.length))))
      const progress = () => ({ done, total, pass: p, passes: passes.length, stride: pass.stride })
      await new Promise<void>((resolve, reject) => {
        let next = 0
        let busy = 0
        let job = 0
        const feed = (endpoint: HeatmapEndpoint) => {
          if (aborted() || next >= order.length) {
            if (busy === 0) resolve()
            return
          }
          const cells = Int32Array.from(order.slice(next, next + size))
          next += size
          busy++
          endpoint.post({ type: 'cells', job: job++, cells })
        }
        const onAbort = () => {
          if (busy === 0) resolve()
        }
        options.signal?.addEventListener('abort', onAbort, { once: true })
        for (const endpoint of endpoints) {
          endpoint.onMessage((message: FromWorker) => {
            if (message.type === 'ready') return
            busy--
            if (message.type === 'error') {
              reject(new Error(message.message))
              return
            }
            merge(values, message.batch)
            judged += message.batch.cells.length
            done += message.batch.cells.length
            options.onProgress?.(progress(), values)
            if (aborted() && busy === 0) resolve()
            else feed(endpoint)
          })
        }
        for (const endpoint of endpoints) feed(endpoint)
      })
    }
    cancelled = aborted() && done < total
  } finally {
    for (const endpoint of endpoints) endpoint.terminate()
  }
  return { grid, values, cancelled, judged }
}

function countDone(values: HeatmapValues): number {
  let n = 0
  for (let k = 0; k < values.state.length; k++) if (values.state[k] !== CELL.pending) n++
  return n
}
