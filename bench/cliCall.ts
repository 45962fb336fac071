import { spawnSync } from 'node:child_process'
import { performance } from 'node:perf_hooks'
import { median } from './timing'

/**
 * The command line's cost as a user pays it: one whole process per call, `npm run judge`'s
 * command (`node scripts/run-cli.mjs judge ...`, the pre-built bundle) beside the same call
 * compiled from source with tsx, as it ran before the bundle. Alternating, median of each.
 * The goal (issue "Hardening", "A command line that starts at once") is under 0.6 s a call.
 */
export const CLI_GOAL_MS = 600
const CALL = ['hill-and-wall', 'r-archer', 'b-crouch', '--json']

function timeOnce(args: readonly string[]): number {
  const start = performance.now()
  const run = spawnSync(process.execPath, args, { encoding: 'utf8' })
  const ms = performance.now() - start
  if (run.status !== 0) throw new Error(`bench: ${args.join(' ')} exited with ${run.status}: ${run.stderr}`)
  return ms
}

export function measureCliCall(repetitions: number) {
  const bundle = ['scripts/run-cli.mjs', 'judge', ...CALL]
  const source = ['--import', 'tsx', 'src/cli/judge.ts', ...CALL]
  // Untimed: builds the bundle if it is stale and writes V8's code cache, as a first call would.
  timeOnce(bundle)
  const times = { bundle: [] as number[], source: [] as number[] }
  for (let i = 0; i < repetitions; i++) {
    const order = i % 2 === 0 ? (['bundle', 'source'] as const) : (['source', 'bundle'] as const)
    for (const which of order) times[which].push(timeOnce(which === 'bundle' ? bundle : source))
  }
  const call = median(times.bundle)
  const fromSource = median(times.source)
  return {
    command: `npm run judge -- ${CALL.join(' ')}`,
    call_ms: Math.round(call),
    source_call_ms: Math.round(fromSource),
    call_vs_source: Number((call / fromSource).toFixed(3)),
    goal_ms: CLI_GOAL_MS,
    meets_goal: call < CLI_GOAL_MS,
    runs_ms: times.bundle.map(Math.round),
  }
}
