import { spawnSync } from 'node:child_process'
import { readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

/**
 * The web bundle as a browser downloads it (issue 14, "Light"): one `vite build` with Vite's
 * manifest, every emitted file's raw and gzip size, in four groups by when the page needs it:
 * - `first`: the first paint, the HTML and the entry chunk with its static imports and CSS (the
 *   script and modulepreload links of the HTML);
 * - `boot`: the app's chunks that the entry imports dynamically and must run before Rapier's
 *   WebAssembly is asked for (store, ports, judge, rules), with their static imports;
 * - `wasm`: Rapier's WebAssembly;
 * - `later`: chunks imported on demand from there on: the table (three, fiber, drei), which
 *   loads beside the WebAssembly, the siege editor, the play panels, the scene texts.
 * Goal: `first` and `boot` together under 600 KB gzip, the bytes before the WebAssembly.
 */
export const BEFORE_WASM_GOAL_KB = 600
/** Where the bench builds the app (ignored by git: .tmp/). */
export const BENCH_WEB_OUT = '.tmp/bench-web'
const VITE = 'node_modules/vite/bin/vite.js'

interface ManifestChunk {
  file: string
  isEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
  assets?: string[]
}

export interface EmittedFile {
  file: string
  raw_kb: number
  gzip_kb: number
  /** When the page needs it (see the top of this file). */
  load: 'first' | 'boot' | 'wasm' | 'later'
}

const kb = (bytes: number): number => Number((bytes / 1000).toFixed(1))

/** Builds the app into BENCH_WEB_OUT; throws with Vite's output when the build fails. */
export function buildWeb(): string {
  const run = spawnSync(
    process.execPath,
    [VITE, 'build', '--outDir', BENCH_WEB_OUT, '--emptyOutDir', '--manifest', '--logLevel', 'error'],
    {
      encoding: 'utf8',
    },
  )
  if (run.status !== 0) throw new Error(`bench: vite build failed:\n${run.stdout}${run.stderr}`)
  return BENCH_WEB_OUT
}

/** The files (chunks and CSS) of the given manifest keys and everything they import statically. */
function staticClosure(manifest: Record<string, ManifestChunk>, keys: readonly string[]): Set<string> {
  const files = new Set<string>()
  const visit = (key: string): void => {
    const chunk = manifest[key]
    if (!chunk || files.has(chunk.file)) return
    files.add(chunk.file)
    for (const css of chunk.css ?? []) files.add(css)
    for (const next of chunk.imports ?? []) visit(next)
  }
  for (const key of keys) visit(key)
  return files
}

/** Sizes of every file the build emitted (the manifest lists each once or more), largest first. */
export function measureBundle(outDir: string = buildWeb()) {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry)
  const first = staticClosure(manifest, entries)
  // main.tsx's dynamic imports are the app it starts at once, before any scene is built.
  const boot = staticClosure(
    manifest,
    entries.flatMap((key) => manifest[key].dynamicImports ?? []),
  )
  const emitted = new Set<string>(['index.html'])
  for (const chunk of Object.values(manifest)) for (const f of [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]) emitted.add(f)
  const files: EmittedFile[] = [...emitted]
    .map((file) => {
      const bytes = readFileSync(join(outDir, file))
      const load = file.endsWith('.wasm') ? 'wasm' : first.has(file) || file === 'index.html' ? 'first' : boot.has(file) ? 'boot' : 'later'
      return { file, raw_kb: kb(statSync(join(outDir, file)).size), gzip_kb: kb(gzipSync(bytes).length), load } as EmittedFile
    })
    .sort((a, b) => b.raw_kb - a.raw_kb)
  const sum = (load: EmittedFile['load'], key: 'raw_kb' | 'gzip_kb'): number =>
    kb(files.filter((f) => f.load === load).reduce((total, f) => total + f[key] * 1000, 0))
  const beforeWasmGzip = kb((sum('first', 'gzip_kb') + sum('boot', 'gzip_kb')) * 1000)
  return {
    files,
    first_paint_raw_kb: sum('first', 'raw_kb'),
    first_paint_gzip_kb: sum('first', 'gzip_kb'),
    boot_raw_kb: sum('boot', 'raw_kb'),
    boot_gzip_kb: sum('boot', 'gzip_kb'),
    before_wasm_raw_kb: kb((sum('first', 'raw_kb') + sum('boot', 'raw_kb')) * 1000),
    /** The goal's number: first paint and boot, gzip. */
    before_wasm_gzip_kb: beforeWasmGzip,
    later_raw_kb: sum('later', 'raw_kb'),
    later_gzip_kb: sum('later', 'gzip_kb'),
    wasm_raw_kb: sum('wasm', 'raw_kb'),
    wasm_gzip_kb: sum('wasm', 'gzip_kb'),
    goal_kb: BEFORE_WASM_GOAL_KB,
    meets_goal: beforeWasmGzip < BEFORE_WASM_GOAL_KB,
  }
}

export type BundleSizes = ReturnType<typeof measureBundle>
