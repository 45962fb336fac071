/**
 * Workers kept between heat maps, whatever carries their messages (node threads, Web Workers,
 * this thread). Starting a worker costs more than a coarse map: a thread, its code, Rapier's
 * WebAssembly (the bench's `breakdown` says how much). A pool lends its idle workers to a run
 * (run.ts calls `spawn` and, at the end, `terminate`, which hands the worker back), and can
 * start them before the first run (`warm`: the view when its heat map panel opens). A worker
 * that failed, or still owes an answer when it is handed back (a run that stopped on an
 * error), is ended instead, so that a late answer can never reach the next run.
 */
import type { FromWorker, HeatmapEndpoint } from './worker'

export interface HeatmapPool {
  /** A worker for a run: an idle one, or a new one. Its `terminate` hands it back. */
  spawn: () => HeatmapEndpoint
  /** Starts workers until `count` are idle, each with Rapier loaded; resolves when they are. */
  warm(count: number): Promise<void>
  /** Idle workers now. */
  readonly idle: number
  /** Ends the idle workers (lent ones end when they are handed back). */
  close(): void
}

interface Kept {
  endpoint: HeatmapEndpoint
  /** Where its messages go now: the run it is lent to, or the pool's warm-up. */
  route: (message: FromWorker) => void
  broken: boolean
}

/** A pool over `start` (one new worker) keeping at most `keep` idle workers. */
export function heatmapPool(start: () => HeatmapEndpoint, keep: number): HeatmapPool {
  if (!Number.isInteger(keep) || keep < 0) throw new RangeError(`heatmapPool: keep must be a whole number, got ${keep}`)
  const idle: Kept[] = []
  let closed = false
  const open = (): Kept => {
    const kept: Kept = { endpoint: start(), route: () => {}, broken: false }
    kept.endpoint.onMessage((message) => {
      // A worker that dies answers with job -1 (heatmapThreads.ts, heatmapPorts.ts): never reuse it.
      if (message.type === 'error' && message.job === -1) kept.broken = true
      kept.route(message)
    })
    return kept
  }
  const lend = (kept: Kept): HeatmapEndpoint => {
    let owed = 0
    let ended = false
    let handler: (message: FromWorker) => void = () => {}
    kept.route = (message) => {
      if (message.type !== 'ready') owed--
      handler(message)
    }
    return {
      post(message) {
        if (ended) return
        if (message.type === 'cells') owed++
        kept.endpoint.post(message)
      },
      onMessage(next) {
        handler = next
      },
      terminate() {
        if (ended) return
        ended = true
        kept.route = () => {}
        if (closed || kept.broken || owed > 0 || idle.length >= keep) {
          kept.endpoint.terminate()
          return
        }
        // The worker drops its world and waits for the next run's scene.
        kept.endpoint.post({ type: 'close' })
        idle.push(kept)
      },
    }
  }
  return {
    spawn: () => lend(idle.pop() ?? open()),
    async warm(count) {
      const started: Promise<void>[] = []
      while (!closed && idle.length + started.length < Math.min(count, keep)) {
        const kept = open()
        started.push(
          new Promise<void>((resolve, reject) => {
            kept.route = (message) => {
              if (message.type === 'ready' && message.after === 'warm') resolve()
              else if (message.type === 'error') reject(new Error(message.message))
            }
          }).then(
            () => {
              kept.route = () => {}
              if (closed) kept.endpoint.terminate()
              else idle.push(kept)
            },
            (error) => {
              kept.endpoint.terminate()
              throw error
            },
          ),
        )
        kept.endpoint.post({ type: 'warm' })
      }
      await Promise.all(started)
    },
    get idle() {
      return idle.length
    },
    close() {
      closed = true
      for (const kept of idle.splice(0)) kept.endpoint.terminate()
    },
  }
}
