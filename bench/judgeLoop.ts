import { existsSync, mkdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build } from 'esbuild'
import type { TableWorld } from '../src/geometry/world/tableWorld'
import type { SightJudgement } from '../src/judge/api'
import type { Pair } from './sampling'
import { median } from './timing'

/**
 * The judge under test, in production form: `judgeSight` (src/judge/judge.ts, default settings)
 * and `TableWorld` bundled by esbuild as the command line is (scripts/build-cli.mjs), not run
 * through tsx. tsx keeps every function's name by wrapping each closure it creates in a call,
 * which costs the judge's per-pair closures 15 to 20 %: the bench would time tsx, not the judge.
 * `--judge MODULE` swaps in another module exporting `judgeSight` (a candidate change, side by
 * side); failing to load it is an error.
 */
export type JudgeSight = (world: TableWorld, fromId: string, toId: string) => SightJudgement

export interface ProductionJudge {
  judgeSight: JudgeSight
  TableWorld: typeof TableWorld
}

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..')
const BUNDLE = join(ROOT, 'build', 'bench', 'judge.mjs')
let loaded: Promise<ProductionJudge> | null = null

/** The bundle, built once per process (untimed, well under a second). */
export function loadProductionJudge(): Promise<ProductionJudge> {
  loaded ??= (async () => {
    mkdirSync(dirname(BUNDLE), { recursive: true })
    await build({
      absWorkingDir: ROOT,
      stdin: {
        contents: "export { TableWorld } from './src/geometry/world/tableWorld'\nexport { judgeSight } from './src/judge/judge'\n",
        resolveDir: ROOT,
        loader: 'ts',
      },
      outfile: BUNDLE,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      minify: false,
      logLevel: 'warning',
    })
    return (await import(pathToFileURL(BUNDLE).href)) as ProductionJudge
  })()
  return loaded
}

export async function loadJudge(path?: string): Promise<JudgeSight> {
  if (!path) return (await loadProductionJudge()).judgeSight
  if (!existsSync(path)) throw new Error(`bench: judge module ${path} not found`)
  const mod = (await import(pathToFileURL(path).href)) as { judgeSight?: unknown }
  if (typeof mod.judgeSight !== 'function') throw new Error(`bench: ${path} exports no judgeSight function`)
  return mod.judgeSight as JudgeSight
}

export interface JudgeRunner {
  /** Judges every pair once; returns the number of rays the judge reports having cast. */
  run(): number
}

/** One plain loop over flat id arrays: no closure, no allocation of the bench's own per pair. */
export function createJudgeRunner(judge: JudgeSight, table: TableWorld, pairs: readonly Pair[]): JudgeRunner {
  const from = pairs.map((p) => p.observer.id)
  const to = pairs.map((p) => p.target.id)
  return {
    run() {
      let rays = 0
      for (let p = 0; p < from.length; p++) rays += judge(table, from[p], to[p]).sight.rays.length
      return rays
    },
  }
}

/**
 * Runs untimed passes until the judge is at its steady state: the JIT has compiled the hot
 * paths, and the deoptimisations a first garbage collection brings (they can triple the next
 * pass) are behind it. Steady means the median of the last `window` passes is no longer
 * falling (not below the median of the `window` before it, less 2 %); at most `max` passes.
 * Returns the number of passes run.
 */
export function warmUp(run: () => number, window = 3, max = 30): number {
  const times: number[] = []
  let sink = 0
  while (times.length < max) {
    const start = performance.now()
    sink += run()
    times.push(performance.now() - start)
    const n = times.length
    if (n >= 2 * window && median(times.slice(n - window)) >= 0.98 * median(times.slice(n - 2 * window, n - window))) break
  }
  if (sink < 0) throw new Error('unreachable: keeps the passes from being optimised away')
  return times.length
}
