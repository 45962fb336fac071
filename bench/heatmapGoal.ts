import { readFileSync } from 'node:fs'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import { heatmapSpec, judgeSight, runHeatmap, TableWorld } from '../src/judge'
import { judgeCells } from '../src/judge/heatmap/cells'
import { cellX, cellZ } from '../src/judge/heatmap/grid'
import { placeVirtualTarget } from '../src/geometry/sight/virtualTarget'
import { threadEndpoint } from '../src/cli/heatmapThreads'
import { parseSceneText } from '../src/scene/validate'
import { median } from './timing'
import { join } from 'node:path'
import { buildCli, CLI_OUT } from '../scripts/build-cli.mjs'

/**
 * Issue 15's heat map goal: a full 90 x 90 cm table at 1 cm (8,100 cells, one shooter, a
 * medium target) in under 1 s on 2 workers. Measured on scenes/skirmish-ruins.json against
 * r-captain, level top, as `npm run judge -- skirmish-ruins --heatmap r-captain --profile
 * medium` runs it (worker threads started, worlds built and every cell judged: the whole run).
 * Beside it, in the same process, the old way: a real figure moved cell by cell
 * (TableWorld.moveFigure, then judgeSight) against the virtual target (judgeCells) on the same
 * sample of cells in this thread: their per-cell ratio, and the old way's whole-table time
 * extrapolated from the sample (timing all 8,100 moves would take the bench a minute).
 */
export const HEATMAP_GOAL_MS = 1000
const SHOOTER = 'r-captain'
/** Every SAMPLE-th cell is timed the old way and the new way in this thread. */
const SAMPLE = 10
const root = (p: string) => fileURLToPath(new URL(`../${p}`, import.meta.url))
const round = (x: number, digits: number) => Number(x.toFixed(digits))

export async function measureHeatmap(repetitions: number) {
  const loaded = parseSceneText(readFileSync(root('scenes/skirmish-ruins.json'), 'utf8'))
  if (!loaded.ok) throw new Error('bench: skirmish-ruins is invalid')
  const scene = loaded.scene
  const spec = heatmapSpec(scene, { from: SHOOTER, profile: 'medium', step: 1, level: 'top' })
  // The command line's own file serves the threads (src/cli/heatmapThreads.ts): the bundle, as
  // `npm run judge` runs it (tsx's loader does not reach worker threads), built fresh, untimed.
  await buildCli()
  const workerFile = join(CLI_OUT, 'judge.cjs')
  const runs: number[] = []
  let cells = 0
  for (let rep = 0; rep < Math.max(1, Math.min(repetitions, 5)); rep++) {
    const start = performance.now()
    const result = await runHeatmap(scene, spec, { spawn: () => threadEndpoint(workerFile), workers: 2 })
    runs.push(performance.now() - start)
    cells = result.judged
  }

  // The old way and the new, side by side in this thread, on every SAMPLE-th cell where a figure can stand.
  const world = await TableWorld.create({
    ...scene,
    figures: [...scene.figures, { id: 'probe', side: spec.side, size: 'medium', position: [0, 0, 0] }],
  })
  const plain = await TableWorld.create(scene)
  try {
    const sample: number[] = []
    for (let k = 0; k < 8100; k += SAMPLE) {
      const place = placeVirtualTarget(plain, cellX({ nx: 90, nz: 90, step: 1 }, k), cellZ({ nx: 90, nz: 90, step: 1 }, k), spec.level, {
        size: 'medium',
        side: spec.side,
      })
      if (place.standable) sample.push(k)
    }
    const cellList = Int32Array.from(sample)
    const moved: number[] = []
    const virtual: number[] = []
    for (let rep = 0; rep < 3; rep++) {
      // Alternating order, as the pair bench does (timing.ts): neither profits from going second.
      const order = rep % 2 === 0 ? ['moved', 'virtual'] : ['virtual', 'moved']
      for (const which of order) {
        const start = performance.now()
        if (which === 'virtual') judgeCells(plain, spec, cellList)
        else
          for (const k of sample) {
            const x = (k % 90) + 0.5
            const z = Math.floor(k / 90) + 0.5
            const y = (placeVirtualTarget(plain, x, z, spec.level, { size: 'medium', side: spec.side }) as { y: number }).y
            world.moveFigure('probe', [x, y, z])
            judgeSight(world, SHOOTER, 'probe', spec.settings)
          }
        ;(which === 'virtual' ? virtual : moved).push((performance.now() - start) / sample.length)
      }
    }
    const movedCell = median(moved)
    const virtualCell = median(virtual)
    const heatmapMs = median(runs)
    return {
      scene: 'scenes/skirmish-ruins.json',
      shooter: SHOOTER,
      cells,
      workers: 2,
      heatmap_ms: round(heatmapMs, 1),
      goal_ms: HEATMAP_GOAL_MS,
      meets_goal: heatmapMs < HEATMAP_GOAL_MS,
      runs_ms: runs.map((t) => round(t, 1)),
      sample_cells: sample.length,
      moved_cell_ms: round(movedCell, 4),
      virtual_cell_ms: round(virtualCell, 4),
      moved_vs_virtual: round(movedCell / virtualCell, 2),
      moved_table_ms_extrapolated: round(movedCell * 8100, 0),
      moved_table_vs_heatmap: round((movedCell * 8100) / heatmapMs, 2),
    }
  } finally {
    world.dispose()
    plain.dispose()
  }
}
