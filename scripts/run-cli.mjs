#!/usr/bin/env node
/**
 * `npm run judge` and `npm run play`: runs the pre-built command line (build/cli/COMMAND.cjs,
 * made by scripts/build-cli.mjs at `npm install`) with plain node.
 *
 *   node scripts/run-cli.mjs judge SCENE FROM TO [...]
 *
 * - Rebuilds the bundle first when anything under src/ or models/ is newer than it (a developer
 *   who edits a rule never runs a stale command line; about 5 ms to check).
 * - Runs it through vm.Script with V8's code cache (build/cli/COMMAND.cache, written after the
 *   first run): Node 20 compiles a 1.5 MB bundle in about 120 ms otherwise, on every call.
 * - Asks V8 for Liftoff only: Rapier's 3 MB WebAssembly would otherwise be optimised by TurboFan
 *   in the background, a second of CPU that a single ruling never wins back.
 */
import { existsSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import v8 from 'node:v8'
import vm from 'node:vm'

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..')
const OUT = join(ROOT, 'build', 'cli')
const COMMANDS = new Set(['judge', 'play'])

const command = process.argv[2]
if (!COMMANDS.has(command)) {
  process.stderr.write(
    `run-cli: expected a command (${[...COMMANDS].join(' or ')}), got ${command === undefined ? 'nothing' : `"${command}"`}\n`,
  )
  process.exit(2)
}

function newest(dir) {
  let latest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs)
  }
  return latest
}

const bundle = join(OUT, `${command}.cjs`)
const built = join(OUT, 'BUILT')
const stale =
  !existsSync(bundle) ||
  !existsSync(built) ||
  Math.max(newest(join(ROOT, 'src')), newest(join(ROOT, 'models')), statSync(join(ROOT, 'scripts', 'build-cli.mjs')).mtimeMs) >
    statSync(built).mtimeMs
if (stale) await (await import('./build-cli.mjs')).buildCli()

v8.setFlagsFromString('--liftoff-only')
// The command sees only its own arguments, as if it had been started as `node COMMAND.cjs ...`.
process.argv.splice(1, 2, bundle)

const cacheFile = join(OUT, `${command}.cache`)
const source = readFileSync(bundle, 'utf8')
const cachedData = existsSync(cacheFile) ? readFileSync(cacheFile) : undefined
const script = new vm.Script(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, {
  filename: bundle,
  cachedData,
  importModuleDynamically: undefined,
})
const mod = { exports: {} }
const saveCache = () => {
  if (cachedData && !script.cachedDataRejected) return
  try {
    const tmp = `${cacheFile}.${process.pid}`
    writeFileSync(tmp, script.createCachedData())
    renameSync(tmp, cacheFile)
  } catch {
    // A read-only checkout only loses the speed-up.
  }
}
// Written on exit, so the cache holds the functions the run compiled, not just the top level.
process.once('exit', saveCache)
if (process.env.RUN_CLI_DEBUG)
  process.stderr.write(`run-cli: cache ${cachedData ? (script.cachedDataRejected ? 'rejected' : 'used') : 'absent'}\n`)
script.runInThisContext()(mod.exports, createRequire(bundle), mod, bundle, OUT)
