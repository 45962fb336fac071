#!/usr/bin/env node
/**
 * Browser tests (run by `npm test` after vitest): builds the app with Vite, serves it with
 * `vite preview` on 127.0.0.1 and a free port, drives the system Chromium through
 * playwright-core and runs tests/browser/scenarios.mjs. Never downloads a browser: when
 * /usr/bin/chromium is missing it is installed from the distribution (as root), or the run fails.
 *
 * Prints one line per scenario and a closing `N passed, N failed`; exits non-zero on failure.
 * The README screenshot (docs/screenshot.png) is rewritten only when missing or with
 * UPDATE_SCREENSHOT=1; every run leaves a fresh one in .tmp/browser-tests/.
 */
import { spawn, spawnSync } from 'node:child_process'
import { CHROMIUM, LAUNCH_ARGS } from './chromium.mjs'
import { existsSync, mkdirSync } from 'node:fs'
import { createServer } from 'node:net'
import { chromium } from 'playwright-core'
import { scenarios } from '../tests/browser/scenarios.mjs'

const VITE = 'node_modules/vite/bin/vite.js'
const TMP = '.tmp/browser-tests'

const fail = (message) => {
  console.error(`browser-tests: ${message}`)
  console.log('0 passed, 1 failed')
  process.exit(1)
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) return
  if (process.getuid?.() !== 0) fail(`${CHROMIUM} is missing; install it (as root: apt-get update && apt-get install -y chromium)`)
  console.log(`browser-tests: ${CHROMIUM} missing, installing the distribution's chromium package`)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  for (const args of [['update'], ['install', '-y', 'chromium']]) {
    const run = spawnSync('apt-get', args, { stdio: 'inherit', env })
    if (run.status !== 0) fail(`apt-get ${args.join(' ')} failed`)
  }
  if (!existsSync(CHROMIUM)) fail(`chromium was installed but ${CHROMIUM} still does not exist`)
}

function build() {
  const run = spawnSync(process.execPath, [VITE, 'build', '--logLevel', 'error'], { stdio: ['ignore', 'inherit', 'inherit'] })
  if (run.status !== 0) fail('vite build failed')
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

async function serve() {
  const port = await freePort()
  const server = spawn(process.execPath, [VITE, 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let log = ''
  server.stdout.on('data', (d) => (log += d))
  server.stderr.on('data', (d) => (log += d))
  const baseUrl = `http://127.0.0.1:${port}`
  for (let i = 0; i < 100; i++) {
    if (server.exitCode !== null) fail(`vite preview exited:\n${log}`)
    try {
      if ((await fetch(baseUrl)).ok) return { server, baseUrl }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  server.kill()
  fail(`vite preview did not answer on ${baseUrl}:\n${log}`)
}

/** `BROWSER_TESTS_ONLY=words` runs the scenarios whose name contains them (while working on one). */
const chosen = process.env.BROWSER_TESTS_ONLY ? scenarios.filter((s) => s.name.includes(process.env.BROWSER_TESTS_ONLY)) : scenarios

async function runScenarios(browser, baseUrl) {
  let passed = 0
  let failed = 0
  for (const scenario of chosen) {
    // A fresh context per scenario: its own localStorage, so no scenario sees another's moves.
    const context = await browser.newContext({ viewport: { width: 1400, height: 850 } })
    const page = await context.newPage()
    // A wait for the app is a wait for a state, never a race against the clock: generous limits,
    // so that a busy 2-core machine makes a scenario slower, not red.
    page.setDefaultTimeout(120_000)
    const pageErrors = []
    page.on('pageerror', (error) => pageErrors.push(error.message))
    const started = Date.now()
    try {
      await scenario.run({ page, baseUrl, tmpDir: TMP })
      if (pageErrors.length > 0) throw new Error(`errors on the page: ${pageErrors.join(' | ')}`)
      passed++
      console.log(`  ok    ${scenario.name} (${Date.now() - started} ms)`)
    } catch (error) {
      failed++
      console.log(`  FAIL  ${scenario.name}\n        ${String(error.message ?? error).replaceAll('\n', '\n        ')}`)
    } finally {
      await context.close()
    }
  }
  return { passed, failed }
}

ensureChromium()
mkdirSync(TMP, { recursive: true })
build()
const { server, baseUrl } = await serve()
let result = { passed: 0, failed: 1 }
let browser
try {
  browser = await chromium.launch({ executablePath: CHROMIUM, args: LAUNCH_ARGS })
  console.log(`browser-tests: ${chosen.length} scenarios against ${baseUrl}`)
  result = await runScenarios(browser, baseUrl)
} catch (error) {
  console.error(`browser-tests: ${error.stack ?? error}`)
} finally {
  await browser?.close()
  server.kill()
}
console.log(`${result.passed} passed, ${result.failed} failed`)
process.exit(result.failed === 0 ? 0 : 1)
