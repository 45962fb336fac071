/**
 * The heat map's workers as node worker threads. A thread runs the command line's own file
 * (the bundle build/cli/judge.cjs, or src/cli/judge.ts under tsx), which sees `workerData` and
 * serves heat map batches instead of running a command: one file, so that the bundle needs no
 * second entry point. The view will run the same handler in Web Workers.
 */
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads'
import { heatmapWorkerHandler, type FromWorker, type HeatmapEndpoint, type ToWorker } from '../judge'

const ROLE = 'sightline-heatmap-worker'

/** True in a thread started by threadEndpoint: the file should serve, not run a command. */
export function isHeatmapThread(): boolean {
  return !isMainThread && (workerData as { role?: string } | null)?.role === ROLE
}

/** Serves the heat map in this worker thread until the parent ends it. */
export function serveHeatmapThread(): void {
  const port = parentPort
  if (!port) throw new Error('serveHeatmapThread: not in a worker thread')
  const handle = heatmapWorkerHandler((message, transfer) => port.postMessage(message, transfer))
  port.on('message', (message: ToWorker) => {
    handle(message)
    if (message.type === 'close') port.close()
  })
}

/** A worker thread running `file` (the command line's own), as a heat map endpoint. */
export function threadEndpoint(file: string | URL): HeatmapEndpoint {
  const worker = new Worker(file, { workerData: { role: ROLE } })
  let failed: ((message: FromWorker) => void) | null = null
  // A thread that dies (a load error) answers the batch it was given with an error.
  worker.on('error', (error) => failed?.({ type: 'error', job: -1, message: `heatmap worker: ${error.message}` }))
  return {
    post: (message) => worker.postMessage(message),
    onMessage: (handler) => {
      failed = handler
      worker.removeAllListeners('message')
      worker.on('message', handler)
    },
    terminate: () => {
      void worker.terminate()
    },
  }
}
