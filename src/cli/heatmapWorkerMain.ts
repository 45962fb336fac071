/**
 * The heat map worker thread's own entry (scripts/build-cli.mjs bundles it as
 * build/cli/heatmap-worker.cjs): the judge's worker side and nothing of the command line, so a
 * thread loads a fraction of judge.cjs before it can take a scene (heatmapThreads.ts).
 */
import { serveHeatmapThread } from './heatmapThreads'

serveHeatmapThread()
