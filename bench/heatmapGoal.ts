import { readFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { performance } from 'node:perf_hooks'
import v8 from 'node:v8'
import { fileURLToPath } from 'node:url'
import { heatmapSpec, judgeSight, runHeatmap, TableWorld } from '../src/judge'
import { judgeCells, judgeVirtual } from '../src/judge/heatmap/cells'
import { cellX, cellZ } from '../src/judge/heatmap/grid'
import { placeVirtualTarget, virtualFigure } from '../src/geometry/sight/virtualTarget'
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
 * extrapolated from the sample (timing all 8,100 moves would take the bench a minute). And
 * the heat map's own per-cell fast path (judgeVirtualCell) against the full ruling the panel
 * shows for a virtual target (judgeVirtual: rays, lines, contact), the way cells were judged
 * before it.
 *
 * The run's process CPU (this thread and both workers) is reported beside its wall time: on
 * a machine shared with other work the wall time says more about the neighbours than about
 * the heat map, and `load_average` says how busy the machine was.
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
  const cpu: number[] = []
  let cells = 0
  const load = loadavg()[0]
  // As `npm run judge` runs (scripts/run-cli.mjs): Rapier's WebAssembly on Liftoff alone. V8's
  // flags are the process's, so the worker threads compile it that way too, instead of spending
  // a second of CPU each optimising code that a heat map calls little. Undone after the runs.
  v8.setFlagsFromString('--liftoff-only')
  try {
    for (let rep = 0; rep < Math.max(1, Math.min(repetitions, 5)); rep++) {
      const used = process.cpuUsage()
      const start = performance.now()
      const result = await runHeatmap(scene, spec, { spawn: () => threadEndpoint(workerFile), workers: 2 })
      runs.push(performance.now() - start)
      const spent = process.cpuUsage(used)
      cpu.push((spent.user + spent.system) / 1000)
      cells = result.judged
    }
  } finally {
    v8.setFlagsFromString('--no-liftoff-only')
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
    const full: number[] = []
    const shooter = plain.requireFigure(SHOOTER)
    for (let rep = 0; rep < 3; rep++) {
      // Rotating order, as the pair bench alternates (timing.ts): none profits from going last.
      const order = [
        ['moved', 'virtual', 'full'],
        ['virtual', 'full', 'moved'],
        ['full', 'moved', 'virtual'],
      ][rep % 3]
      for (const which of order) {
        const start = performance.now()
        if (which === 'virtual') judgeCells(plain, spec, cellList)
        else if (which === 'full')
          for (const k of sample) {
            const x = (k % 90) + 0.5
            const z = Math.floor(k / 90) + 0.5
            const y = (placeVirtualTarget(plain, x, z, spec.level, { size: 'medium', side: spec.side }) as { y: number }).y
            judgeVirtual(plain, shooter, virtualFigure({ size: 'medium', side: spec.side }, [x, y, z]), spec.settings)
          }
        else
          for (const k of sample) {
            const x = (k % 90) + 0.5
            const z = Math.floor(k / 90) + 0.5
            const y = (placeVirtualTarget(plain, x, z, spec.level, { size: 'medium', side: spec.side }) as { y: number }).y
            world.moveFigure('probe', [x, y, z])
            judgeSight(world, SHOOTER, 'probe', spec.settings)
          }
        ;(which === 'virtual' ? virtual : which === 'full' ? full : moved).push((performance.now() - start) / sample.length)
      }
    }
    const movedCell = median(moved)
    const virtualCell = median(virtual)
    const fullCell = median(full)
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
      /** Process CPU of each run (this thread and both workers), ms. */
      heatmap_cpu_ms: round(median(cpu), 1),
      runs_cpu_ms: cpu.map((t) => round(t, 1)),
      load_average: round(load, 2),
      sample_cells: sample.length,
      moved_cell_ms: round(movedCell, 4),
      virtual_cell_ms: round(virtualCell, 4),
      moved_vs_virtual: round(movedCell / virtualCell, 2),
      /** The full ruling of a virtual target per cell (the heat map's way before its fast path). */
      full_ruling_cell_ms: round(fullCell, 4),
      full_vs_virtual: round(fullCell / virtualCell, 2),
      moved_table_ms_extrapolated: round(movedCell * 8100, 0),
      moved_table_vs_heatmap: round((movedCell * 8100) / heatmapMs, 2),
    }
  } finally {
    world.dispose()
    plain.dispose()
  }
}
