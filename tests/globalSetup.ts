/**
 * Builds the command line's bundle once before any test file runs, so that the files that spawn
 * `npm run judge` or `npm run play` in parallel never race to rebuild it (scripts/run-cli.mjs
 * rebuilds a stale bundle by itself, which is right for one user and wrong for twelve workers).
 */
export default async function setup(): Promise<void> {
  const { buildCli } = await import('../scripts/build-cli.mjs')
  await buildCli()
}
