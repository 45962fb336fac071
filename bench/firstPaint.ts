import { type ChildProcess, spawn } from 'node:child_process'
import { CHROMIUM, LAUNCH_ARGS } from '../scripts/chromium.mjs'
import { existsSync } from 'node:fs'
import { createServer } from 'node:net'
import { chromium } from 'playwright-core'
import { median } from './timing'

/**
 * The first paint as a player waits for it (issue 14, "Light"): the bench's build served by
 * `vite preview` on loopback, opened in Debian's Chromium (as scripts/browser-tests.mjs drives
 * it) with a fresh context per load, so nothing comes from the cache. Read from the page's own
 * Performance API: first contentful paint (the toolbar and the loading note), the first frame
 * after the table's canvas is in the page, the ready signal (scene built), and when Rapier's
 * WebAssembly was asked for and had arrived. Median of `loads`, after one untimed load. Goal:
 * first paint under 1 s. Only here, never in a test: a busy machine makes it slower, not wrong.
 */
export const FIRST_PAINT_GOAL_MS = 1000
const VITE = 'node_modules/vite/bin/vite.js'

/**
 * Installed before the app's scripts: notes the second animation frame after a canvas first
 * appears (the frame that draws it has been presented) and when the ready signal is set, in the
 * page's own clock (polling from the bench would add its own delay).
 */
const WATCH_PAGE = `(() => {
  const marks = (window.__benchPaint = { canvas: null, ready: null })
  new MutationObserver((_, observer) => {
    if (marks.ready === null && document.body?.dataset.ready !== undefined) marks.ready = performance.now()
    if (marks.canvas === null && document.querySelector('canvas')) {
      marks.canvas = -1
      requestAnimationFrame(() => requestAnimationFrame(() => (marks.canvas = performance.now())))
    }
    if (marks.ready !== null && marks.canvas !== null) observer.disconnect()
  }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-ready'] })
})()`

interface LoadTimes {
  fcp: number
  canvas: number
  ready: number
  wasmStart: number
  wasmEnd: number
  /** Bytes of the responses asked for before the WebAssembly (uncompressed: vite preview does not gzip). */
  beforeWasmBytes: number
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

export async function preview(outDir: string): Promise<{ server: ChildProcess; url: string }> {
  const port = await freePort()
  const server = spawn(
    process.execPath,
    [VITE, 'preview', '--outDir', outDir, '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    {
      stdio: 'ignore',
    },
  )
  const url = `http://127.0.0.1:${port}/`
  for (let i = 0; i < 200; i++) {
    if (server.exitCode !== null) break
    try {
      if ((await fetch(url)).ok) return { server, url }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  server.kill()
  throw new Error(`bench: vite preview did not answer on ${url}`)
}

/** One load of the page in a fresh context, timed from navigation start (ms). */
async function loadOnce(browser: Awaited<ReturnType<typeof chromium.launch>>, url: string): Promise<LoadTimes> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 850 } })
  try {
    const page = await context.newPage()
    await page.addInitScript(WATCH_PAGE)
    await page.goto(url)
    await page.waitForFunction(() => document.body.dataset.ready !== undefined, null, { timeout: 120_000 })
    await page.waitForFunction(() => ((window as unknown as { __benchPaint: { canvas: number | null } }).__benchPaint.canvas ?? -1) > 0)
    return await page.evaluate(() => {
      const marks = (window as unknown as { __benchPaint: { canvas: number; ready: number } }).__benchPaint
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[]
      const wasm = resources.find((r) => r.name.endsWith('.wasm'))
      const wasmStart = wasm?.startTime ?? Number.NaN
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined
      const before = resources.filter((r) => r.startTime < wasmStart).reduce((sum, r) => sum + r.decodedBodySize, nav?.decodedBodySize ?? 0)
      return {
        fcp,
        canvas: marks.canvas,
        ready: marks.ready,
        wasmStart,
        wasmEnd: wasm?.responseEnd ?? Number.NaN,
        beforeWasmBytes: before,
      }
    })
  } finally {
    await context.close()
  }
}

export async function measureFirstPaint(outDir: string, loads: number) {
  if (!existsSync(CHROMIUM)) return { skipped: `${CHROMIUM} is missing (scripts/browser-tests.mjs installs it)` }
  const { server, url } = await preview(outDir)
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: LAUNCH_ARGS })
  try {
    await loadOnce(browser, url) // untimed: the server's and the browser's first start
    const runs: LoadTimes[] = []
    for (let i = 0; i < loads; i++) runs.push(await loadOnce(browser, url))
    const mid = (key: keyof LoadTimes): number => Math.round(median(runs.map((r) => r[key])))
    const fcp = mid('fcp')
    return {
      first_contentful_paint_ms: fcp,
      first_canvas_frame_ms: mid('canvas'),
      ready_ms: mid('ready'),
      wasm_requested_ms: mid('wasmStart'),
      wasm_arrived_ms: mid('wasmEnd'),
      before_wasm_served_kb: Math.round(mid('beforeWasmBytes') / 1000),
      loads,
      goal_ms: FIRST_PAINT_GOAL_MS,
      meets_goal: fcp < FIRST_PAINT_GOAL_MS,
      runs_fcp_ms: runs.map((r) => Math.round(r.fcp)),
      runs_canvas_ms: runs.map((r) => Math.round(r.canvas)),
    }
  } finally {
    await browser.close()
    server.kill()
  }
}
