/**
 * The judge's second door, for what a heat map worker runs and nothing else: the handler that
 * serves batches and the message types. The front door (index.ts) exports every service of the
 * judge, whose schemas (scenario files, profiles, steps) load zod at module load; a worker bundle
 * built from it carried all of that (751 KB of zod in 1.39 MB) into every thread it started
 * (issue 15: the cold heat map). Only the heat map's threads (src/cli/heatmapThreads.ts), the
 * view's heat map Web Worker and the Rapier hand-over it runs (src/view/ports/heatmapWorker.ts,
 * rapierHandOver.ts) take this door (tests/layering.test.ts allows them); everything else the front door.
 */
export { heatmapWorkerHandler, type FromWorker, type HeatmapEndpoint, type ToWorker } from './heatmap/worker'
export { compiledRapierWasm, handRapierWasm } from '../geometry/world/rapierWasmFetch'
