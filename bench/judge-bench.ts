/**
 * npm run bench [-- --json] [--scene PATH] [--reps N] [--judge MODULE]
 *
 * How fast the judge answers sight questions, next to the two things it could at best be:
 * a bare loop of Rapier ray casts (raw) and the same rays through three-mesh-bvh (peer).
 * All three run in this process on the same scene, side by side; nothing is stored or
 * compared with earlier runs. See bench/README.md for how to read the numbers.
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { SceneSchema, type Scene } from '../src/scene/schema'
import { TableWorld } from '../src/geometry/world/tableWorld'
import { buildRaySet, RAYS_PER_PAIR } from './sampling'
import { createRawCaster } from './rawLoop'
import { createPeerCaster } from './peerLoop'
import { createJudgeRunner, loadJudge, warmUp } from './judgeLoop'
import { median, timeSideBySide, type Contender } from './timing'
import { measureCliCall } from './cliCall'
import { measurePlay } from './playPreview'
import { measureHeatmap } from './heatmapGoal'
import { measureStability } from './stabilityCost'
import { type BundleSizes, buildWeb, measureBundle } from './bundleSizes'
import { measureFirstPaint } from './firstPaint'
import { measureHeatmapView } from './heatmapView'
import { measureIncremental } from './incrementalDrag'

const DEFAULT_SCENE = fileURLToPath(new URL('../scenes/bench-reference.json', import.meta.url))

interface Options {
  json: boolean
  scene: string
  repetitions: number
  judgeModule?: string
}

function parseArgs(argv: string[]): Options {
  const options: Options = { json: false, scene: DEFAULT_SCENE, repetitions: 5 }
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]
    const value = (): string => {
      const v = argv[++i]
      if (v === undefined) throw new Error(`bench: ${arg} needs a value`)
      return v
    }
    if (arg === '--json') options.json = true
    else if (arg === '--scene') options.scene = value()
    else if (arg === '--reps') options.repetitions = Number(value())
    else if (arg === '--judge') options.judgeModule = value()
    else throw new Error(`bench: unknown argument ${arg} (use --json, --scene PATH, --reps N, --judge MODULE)`)
  }
  if (!Number.isInteger(options.repetitions) || options.repetitions < 1) throw new Error('bench: --reps must be a positive integer')
  return options
}

function loadScene(path: string): Scene {
  let text: string
  try {
    text = readFileSync(path, 'utf8')
  } catch {
    throw new Error(`bench: cannot read scene ${path}`)
  }
  return SceneSchema.parse(JSON.parse(text))
}

const round = (x: number | null, digits: number): number | null => (x === null ? null : Number(x.toFixed(digits)))

/** The web build's files (KB raw and gzip, when the page needs each) and the goal. */
function bundleLines(bundle: BundleSizes): string[] {
  const kb = (x: number): string => x.toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 })
  return [
    `web bundle (vite build): ${'file'.padEnd(44)}${'raw KB'.padStart(10)}${'gzip KB'.padStart(10)}   needed`,
    ...bundle.files.map((f) => `${''.padEnd(24)}${f.file.padEnd(44)}${kb(f.raw_kb).padStart(10)}${kb(f.gzip_kb).padStart(10)}   ${f.load}`),
    `first paint ${kb(bundle.first_paint_gzip_kb)} KB gzip, boot ${kb(bundle.boot_gzip_kb)} KB: before the WebAssembly ${kb(bundle.before_wasm_gzip_kb)} KB gzip (${kb(bundle.before_wasm_raw_kb)} KB raw; goal under ${bundle.goal_kb} KB gzip: ${bundle.meets_goal ? 'met' : 'not met'}); WebAssembly ${kb(bundle.wasm_gzip_kb)} KB gzip, on demand later ${kb(bundle.later_gzip_kb)} KB gzip`,
  ]
}

function firstPaintLine(paint: Awaited<ReturnType<typeof measureFirstPaint>>): string {
  if ('skipped' in paint) return `first paint: not measured, ${paint.skipped}`
  return `first paint in Chromium on loopback, median of ${paint.loads} loads: ${paint.first_contentful_paint_ms} ms (goal under ${paint.goal_ms} ms: ${paint.meets_goal ? 'met' : 'not met'}); WebAssembly asked for at ${paint.wasm_requested_ms} ms, here at ${paint.wasm_arrived_ms} ms; scene ready ${paint.ready_ms} ms, first table frame ${paint.first_canvas_frame_ms} ms`
}

function heatmapViewLine(view: Awaited<ReturnType<typeof measureHeatmapView>>): string {
  if ('skipped' in view) return `heat map in the view: not measured, ${view.skipped}`
  return `heat map in the view (Chromium, ${view.scene} at ${view.step_cm} cm, ${view.cells} cells, click to done): first map ${view.first_ms} ms (goal 1,000 ms: ${view.meets_goal ? 'met' : 'not met'}), the next ${view.next_ms} ms (median; frames drawn per map ${view.frames.join(', ')})`
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2))
  const scene = loadScene(options.scene)
  if (scene.figures.length < 2) throw new Error('bench: the scene needs at least two figures')
  const judge = await loadJudge(options.judgeModule)
  const table = await TableWorld.create(scene)
  try {
    const rays = buildRaySet(scene.figures)
    const pairs = rays.pairs.length
    const rayCount = pairs * RAYS_PER_PAIR
    const raw = createRawCaster(table, rays)
    const peer = createPeerCaster(scene, rays)

    // Untimed first pass: the ray-by-ray agreement check, and the warm-up (JIT, caches) of both.
    const rawHits = new Uint8Array(rayCount)
    const peerHits = new Uint8Array(rayCount)
    raw.cast(rawHits)
    peer.cast(peerHits)
    let agree = 0
    let rawBlocked = 0
    let peerBlocked = 0
    for (let i = 0; i < rayCount; i++) {
      if (rawHits[i] === peerHits[i]) agree++
      rawBlocked += rawHits[i]
      peerBlocked += peerHits[i]
    }

    // Built once, before anything is timed: the build is the heaviest thing the bench does.
    const webOut = buildWeb()
    const runner = createJudgeRunner(judge, table, rays.pairs)
    warmUp(() => runner.run()) // untimed, until the passes stop getting faster
    const contenders: Contender[] = [
      { name: 'judge', run: () => runner.run() },
      { name: 'raw', run: () => raw.cast() },
      { name: 'peer', run: () => peer.cast() },
    ]
    const timings = timeSideBySide(contenders, options.repetitions)
    const rate = (name: string): number | null => {
      const s = timings.seconds.get(name)
      return s ? pairs / median(s) : null
    }
    const judgeRate = rate('judge')
    const rawRate = rate('raw')!
    const peerRate = rate('peer')!
    const judgeRays = timings.sink.get('judge')! / pairs

    const result = {
      scene: options.scene,
      pairs_per_s: round(judgeRate, 1),
      raw_pairs_per_s: round(rawRate, 1),
      peer_pairs_per_s: round(peerRate, 1),
      judge_vs_raw: judgeRate === null ? null : round(judgeRate / rawRate, 4),
      judge_vs_peer: judgeRate === null ? null : round(judgeRate / peerRate, 4),
      pairs,
      figures: scene.figures.length,
      pieces: scene.terrain.length,
      solid_pieces: scene.terrain.filter((p) => p.shape !== 'area').length,
      repetitions: options.repetitions,
      rays_per_pair_judge: round(judgeRays, 2),
      rays_per_pair_raw: RAYS_PER_PAIR,
      raw_rays_per_s: Math.round(rawRate * RAYS_PER_PAIR),
      peer_rays_per_s: Math.round(peerRate * RAYS_PER_PAIR),
      raw_peer_agreement: round(agree / rayCount, 5),
      raw_blocked_share: round(rawBlocked / rayCount, 4),
      peer_blocked_share: round(peerBlocked / rayCount, 4),
      peer_triangles: peer.triangles,
      /** Pairs per second of every repetition, in order, to judge the spread. */
      runs: Object.fromEntries([...timings.seconds].map(([name, s]) => [name, s.map((t) => round(pairs / t, 1))])),
      /** One call of the command line as a whole process (bench/cliCall.ts). */
      cli: measureCliCall(options.repetitions),
      /** Play in the view: move previews per second on hover and the cost of a step (bench/playPreview.ts). */
      play: await measurePlay(options.repetitions),
      /** Issue 15's cover heat map: 8,100 cells on 2 worker threads, beside a real figure moved cell by cell (bench/heatmapGoal.ts). */
      heatmap: await measureHeatmap(options.repetitions),
      /** Issue 15's stability band: one --stability search beside one ruling of the pair (bench/stabilityCost.ts). */
      stability: await measureStability(options.repetitions),
      /** Issue 14, "Light": the web build's files and what comes before the WebAssembly (bench/bundleSizes.ts). */
      bundle: measureBundle(webOut),
      /** Issue 14, "Light": first paint in Chromium on loopback, median of 5 loads (bench/firstPaint.ts). */
      first_paint: await measureFirstPaint(webOut, 5),
      /** Issue 15's heat map in the view: the goal's 1 cm table of skirmish-ruins in Chromium, click to done, first map (meets_goal: under 1 s) and the next (bench/heatmapView.ts). */
      heatmap_view: await measureHeatmapView(webOut, 1 + options.repetitions),
      /** Issue 15's incremental judge: a drag on 3,200 pieces and 10 pairs judged again, before and after (bench/incrementalDrag.ts). */
      incremental: await measureIncremental(options.repetitions),
    }

    if (options.json) {
      process.stdout.write(`${JSON.stringify(result)}\n`)
      return
    }
    const fmt = (x: number | null, digits = 0): string =>
      x === null ? '-' : x.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits })
    const spread = (name: string): string => {
      const s = timings.seconds.get(name)
      if (!s) return '-'
      const r = s.map((t) => pairs / t)
      return `${fmt(Math.min(...r))} .. ${fmt(Math.max(...r))}`
    }
    const row = (label: string, name: string, pps: number | null, rpp: number | null): string =>
      `${label.padEnd(20)}${fmt(pps).padStart(12)}${fmt(rpp, rpp === null || Number.isInteger(rpp) ? 0 : 1).padStart(11)}${fmt(pps !== null && rpp !== null ? pps * rpp : null).padStart(13)}   ${spread(name)}`
    const lines = [
      `Sightline judge bench: ${options.scene}`,
      `${result.figures} figures, ${result.pieces} pieces (${result.solid_pieces} solid), ${pairs} ordered pairs, median of ${options.repetitions} repetitions`,
      '',
      `${'contender'.padEnd(20)}${'pairs/s'.padStart(12)}${'rays/pair'.padStart(11)}${'rays/s'.padStart(13)}   pairs/s range`,
      row('judge (judgeSight)', 'judge', judgeRate, judgeRays),
      row('raw (Rapier castRay)', 'raw', rawRate, RAYS_PER_PAIR),
      row('peer (mesh-bvh)', 'peer', peerRate, RAYS_PER_PAIR),
      '',
      `judge_vs_raw ${fmt(result.judge_vs_raw, 3)}   judge_vs_peer ${fmt(result.judge_vs_peer, 3)}   (judge pairs/s over theirs; 1 = as fast as the bare loop)`,
      `raw/peer agreement ${(100 * result.raw_peer_agreement!).toFixed(2)}% of ${rayCount.toLocaleString('en-US')} rays; blocked: raw ${(100 * result.raw_blocked_share!).toFixed(1)}%, peer ${(100 * result.peer_blocked_share!).toFixed(1)}%`,
      '',
      `play, move previews on hover: ${result.play.path_plans_per_s} path plans/s (median ${result.play.plan_ms_median} ms, max ${result.play.plan_ms_max} ms; goal within one frame, ${result.play.frame_ms} ms: ${result.play.meets_goal ? 'met' : 'not met'}); a step ${result.play.step_ms_median} ms median, ${result.play.step_ms_max} ms max`,
      `heat map, 90 x 90 cm at 1 cm on 2 workers: ${result.heatmap.heatmap_ms} ms (goal under ${result.heatmap.goal_ms} ms: ${result.heatmap.meets_goal ? 'met' : 'not met'}); per cell in one thread: moved figure ${result.heatmap.moved_cell_ms} ms, virtual target ${result.heatmap.virtual_cell_ms} ms (ratio ${result.heatmap.moved_vs_virtual}); the moved way over the whole table about ${result.heatmap.moved_table_ms_extrapolated} ms`,
      `drag on ${result.incremental.pieces} pieces, then ${result.incremental.targets} pairs judged again: ${result.incremental.after_ms} ms CPU (goal under ${result.incremental.goal_ms} ms: ${result.incremental.meets_goal ? 'met' : 'not met'}; world update ${result.incremental.update_ms} ms, judging ${result.incremental.judge_ms} ms); the update as before issue 15 ${result.incremental.before_ms} ms (ratio ${result.incremental.before_vs_after})`,
      `stability band (${result.stability.pair}): ${result.stability.search_ms} ms, ${result.stability.probes} pair judgements of ${result.stability.probe_us} µs; ${result.stability.search_vs_ruling} x one ruling (${result.stability.ruling_ms} ms)`,
      `stability band worker (${result.stability.worker_scene}, ${result.stability.worker_pair}, a drop after each 3 mm of drag): ${result.stability.worker_questions_per_s_after} questions/s, sent by what changed, against ${result.stability.worker_questions_per_s_before} with the whole scene (ratio ${result.stability.worker_after_vs_before}); the world update alone ${result.stability.worker_update_ms_after} ms against ${result.stability.worker_update_ms_before} ms (ratio ${result.stability.worker_update_before_vs_after})`,
      `command line, one call as a whole process: ${result.cli.call_ms} ms (goal under ${result.cli.goal_ms} ms: ${result.cli.meets_goal ? 'met' : 'not met'}); from source with tsx ${result.cli.source_call_ms} ms (ratio ${result.cli.call_vs_source})`,
      '',
      ...bundleLines(result.bundle),
      firstPaintLine(result.first_paint),
      heatmapViewLine(result.heatmap_view),
    ]
    process.stdout.write(`${lines.join('\n')}\n`)
  } finally {
    table.dispose()
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`)
  process.exitCode = 1
})
