/**
 * The heat map's Web Worker (issue 15): started by heatmapPorts.ts with Vite's
 * `new Worker(new URL(...))`, so the build makes it a chunk of its own. It serves the judge's
 * worker side (judge/heatmap/worker.ts) over postMessage: Rapier is initialised once, from the
 * module the page compiled and sent first (rapierHandOver.ts), on the first world it builds or at
 * `warm`, and stays loaded while the pool keeps this worker between runs.
 */
import { heatmapWorkerHandler, type ToWorker } from '../../judge/workerSide'
import { tookRapier } from './rapierHandOver'

/** The worker's global scope, as far as it is used (the DOM lib types `self` as a window). */
const scope = self as unknown as {
  postMessage(message: unknown, transfer: Transferable[]): void
  onmessage: ((event: MessageEvent<ToWorker>) => void) | null
}

const handle = heatmapWorkerHandler((message, transfer) => scope.postMessage(message, transfer))
scope.onmessage = (event) => {
  if (!tookRapier(event.data)) handle(event.data)
}
