import { spawnSync } from 'node:child_process'

/**
 * Runs the command line as a user does: `npm run judge` / `npm run play` are
 * `node scripts/run-cli.mjs COMMAND`, the pre-built bundle of build/cli (tests/globalSetup.ts
 * builds it once before the tests start). The time limit only catches a hung process: it is
 * far above a call's cost even on a busy two-core machine.
 */
export function runCli(command: 'judge' | 'play', args: readonly string[]): { status: number | null; stdout: string; stderr: string } {
  const run = spawnSync(process.execPath, ['scripts/run-cli.mjs', command, ...args], {
    encoding: 'utf8',
    timeout: 120_000,
    maxBuffer: 64 * 1024 * 1024,
  })
  if (run.error) throw run.error
  return { status: run.status, stdout: run.stdout, stderr: run.stderr }
}
