/**
 * The heat map's worker side, for any message channel: a node worker thread (src/cli), a Web
 * Worker (the view, later) or a function call in the same thread (tests, a page without
 * workers). A worker builds its world once from the scene it is sent and then judges batches
 * of cells (cells.ts) until it is closed.
 */
import type { Scene } from '../../scene/schema'
import { loadRapier } from '../../geometry/world/rapier'
import { TableWorld } from '../../geometry/world/tableWorld'
import { judgeCells } from './cells'
import type { CellBatch, HeatmapSpec } from './types'

export type ToWorker =
  /** Load Rapier now (a pool that starts before the scene is known); answered with `ready`. */
  | { type: 'warm' }
  /** Build the world for a run; answered with `ready` once built (a failed build with the first batch). */
  | { type: 'init'; scene: Scene; spec: HeatmapSpec }
  | { type: 'cells'; job: number; cells: Int32Array }
  | { type: 'close' }

export type FromWorker =
  | { type: 'cells'; job: number; batch: CellBatch }
  | { type: 'error'; job: number; message: string }
  /**
   * Not an answer to a batch (the pool does not count it): `load`, the worker's code is loaded
   * (sent unasked by a host that can tell, heatmapThreads.ts); `warm`, Rapier is loaded; `init`,
   * the world is built.
   */
  | { type: 'ready'; after: 'load' | 'warm' | 'init' }

/** What the pool (run.ts) needs of a worker, whatever carries the messages. */
export interface HeatmapEndpoint {
  post(message: ToWorker): void
  onMessage(handler: (message: FromWorker) => void): void
  terminate(): void
}

/** The typed arrays of a batch, to be transferred rather than copied. */
export function transferablesOf(batch: CellBatch): ArrayBuffer[] {
  return [batch.cells, batch.state, batch.seeing, batch.visible, batch.hidden, batch.cover, batch.y].map((a) => a.buffer as ArrayBuffer)
}

/**
 * Serves one worker's side: `reply` sends a message back (with the buffers it may transfer).
 * Returns the handler for incoming messages. Messages are handled in order: a batch that
 * arrives while the world is still being built waits for it.
 */
export function heatmapWorkerHandler(reply: (message: FromWorker, transfer: ArrayBuffer[]) => void): (message: ToWorker) => void {
  let ready: Promise<{ world: TableWorld; spec: HeatmapSpec }> | null = null
  let queue: Promise<unknown> = Promise.resolve()
  return (message) => {
    if (message.type === 'warm') {
      loadRapier().then(
        () => reply({ type: 'ready', after: 'warm' }, []),
        (error) => reply({ type: 'error', job: -1, message: `heatmap worker: ${(error as Error)?.message ?? error}` }, []),
      )
    } else if (message.type === 'init') {
      const building = TableWorld.create(message.scene).then((world) => ({ world, spec: message.spec }))
      ready = building
      // A failed build is reported with the first batch that needs the world.
      building.then(() => reply({ type: 'ready', after: 'init' }, [])).catch(() => {})
    } else if (message.type === 'cells') {
      const job = message.job
      // The world as of this message: a `close` and the next run's `init` may arrive before the
      // queue reaches this batch (a port delivers what is waiting in one go).
      const world = ready
      queue = queue.then(async () => {
        try {
          if (!world) throw new Error('heatmap worker: cells before init')
          const { world: built, spec } = await world
          const batch = judgeCells(built, spec, message.cells)
          reply({ type: 'cells', job, batch }, transferablesOf(batch))
        } catch (error) {
          reply({ type: 'error', job, message: (error as Error)?.message ?? String(error) }, [])
        }
      })
    } else {
      const closing = ready
      ready = null
      queue = queue.then(async () => (await closing?.catch(() => null))?.world.dispose())
    }
  }
}

/**
 * A worker in this thread: the same handler, messages delivered asynchronously (as a real
 * worker's would be) and cloned, so that nothing is shared by accident. For tests and for a
 * host without workers; it runs no faster than one core.
 */
export function inThreadEndpoint(): HeatmapEndpoint {
  let listener: (message: FromWorker) => void = () => {}
  let closed = false
  const handle = heatmapWorkerHandler((message) => {
    if (!closed) setTimeout(() => listener(structuredClone(message)), 0)
  })
  return {
    post: (message) => {
      if (!closed) setTimeout(() => handle(structuredClone(message)), 0)
    },
    onMessage: (handler) => {
      listener = handler
    },
    terminate: () => {
      if (closed) return
      handle({ type: 'close' })
      closed = true
    },
  }
}
