/**
 * `npm run judge -- SCENE --heatmap FROM|SIDE|all --profile P ... [--png FILE|--json]`: the
 * request checked (a bad field is a UsageError naming its flag, exit 2), the cells judged on
 * worker threads (heatmapThreads.ts), then a picture (heatmapPicture.ts: the cells, outlines,
 * legend and scale), the cells as JSON with a legend, or neither: a text summary (heatmapSummary.ts).
 */
import { writeFileSync } from 'node:fs'
import type { Scene } from '../scene/schema'
import type { JudgeArgs } from './args'
import { UsageError } from './argValues'
import { encodePng } from './png'
import { heatmapPicture } from './heatmapPicture'
import { heatmapSummary } from './heatmapSummary'
import { checkedRequest } from './heatmapRequest'
import { formatRuleSettings, ruleChoiceOf, ruleSettingsJson, type RuleChoice } from './ruleSettings'
import { threadEndpoint, useHeatmapRunFlags } from './heatmapThreads'
import {
  CELL,
  heatmapSpec,
  HeatmapRequestError,
  legendOf,
  runHeatmap,
  UNSEEN,
  type HeatmapEndpoint,
  type HeatmapResult,
  type HeatmapSpec,
} from '../judge'

type HeatmapArgs = Extract<JudgeArgs, { mode: 'heatmap' }>

const FLAG = { from: '--heatmap', side: '--side', profile: '--profile', step: '--step', level: '--level' } as const
const STATE_NAMES = ['pending', 'judged', 'no-level', 'blocked', 'figure', 'inferred'] as const
const COVER_NAMES = ['none', 'soft', 'hard', 'massive'] as const

function specOf(scene: Scene, args: HeatmapArgs, rules: RuleChoice): HeatmapSpec {
  const { from, side, profile, step, level } = checkedRequest(scene, args)
  try {
    // The rule profile's sight and cover readings, as the view's map has them (profilePorts.ts).
    return heatmapSpec(scene, { from, side, profile, step, level, settings: rules.judge })
  } catch (error) {
    if (error instanceof HeatmapRequestError) throw new UsageError(`${FLAG[error.field]}: ${error.message}`)
    throw error
  }
}

/** Runs the heat map of `args` on `workers` threads of `file` (the command line's own file). */
export async function runHeatmapCommand(scene: Scene, args: HeatmapArgs, file: string | URL): Promise<number> {
  const rules = ruleChoiceOf(args.rules, args.sight, '--rules')
  const spec = specOf(scene, args, rules)
  // The threads judge this one map and end: V8 tuned for a short life (heatmapThreads.ts).
  useHeatmapRunFlags(true)
  const started = performance.now()
  const result = await runHeatmap(scene, spec, { spawn: (): HeatmapEndpoint => threadEndpoint(file), workers: args.workers })
  const seconds = (performance.now() - started) / 1000
  if (args.png !== null) {
    const { width, height, rgb } = heatmapPicture(scene, spec, result, args.show, { rules: rules.profile })
    try {
      writeFileSync(args.png, encodePng(width, height, rgb))
    } catch (error) {
      throw new UsageError(`--png: cannot write "${args.png}": ${(error as Error).message}`)
    }
    process.stdout.write(
      `heat map of ${scene.name}: ${result.grid.nx} x ${result.grid.nz} cells, ${width} x ${height} px, written to ${args.png}\n${formatRuleSettings(rules)}`,
    )
  }
  if (args.json) process.stdout.write(`${JSON.stringify(heatmapJson(scene, spec, result, args.show, rules))}\n`)
  if (args.png === null && !args.json)
    process.stdout.write(`${heatmapSummary(scene, spec, result, seconds, args.workers)}${formatRuleSettings(rules)}`)
  return 0
}

/** The cells row by row (index j * nx + i; centre ((i + 0.5) step, (j + 0.5) step)), with the legend of the picture. */
export function heatmapJson(scene: Scene, spec: HeatmapSpec, result: HeatmapResult, show: HeatmapArgs['show'], rules: RuleChoice) {
  const { values, grid } = result
  const n = grid.nx * grid.nz
  const round = (x: number) => (Number.isNaN(x) ? null : Number(x.toFixed(4)))
  const state: string[] = []
  const cover: (string | null)[] = []
  const counts = { judged: 0, cannotStand: 0, seen: 0 }
  for (let k = 0; k < n; k++) {
    const s = values.state[k]
    state.push(STATE_NAMES[s])
    const standing = s === CELL.judged || s === CELL.inferred
    if (standing) counts.judged++
    else counts.cannotStand++
    if (standing && values.seeing[k] > 0) counts.seen++
    cover.push(standing && values.cover[k] !== UNSEEN ? COVER_NAMES[values.cover[k]] : null)
  }
  return {
    mode: 'heatmap',
    scene: scene.name,
    shooters: spec.shooters,
    side: spec.side,
    profile: spec.profile,
    /** The rule settings the cells were judged under (R-CLI.2). */
    rules: ruleSettingsJson(rules),
    level: spec.level.kind === 'piece' ? spec.level.id : spec.level.kind,
    grid: { nx: grid.nx, nz: grid.nz, step: grid.step, cell: 'k = j * nx + i, centre ((i + 0.5) step, (j + 0.5) step) cm' },
    counts,
    legend: {
      show,
      colors: legendOf(show, spec.shooters.length),
      state:
        'judged; no-level: the level is not under the centre or has no room; blocked: a solid overlaps the profile; figure: a figure does',
      seeing: 'how many shooters have line of sight (4.3)',
      visible: 'largest visible share over the shooters',
      hidden: 'smallest share hidden by cover over the shooters that see (null: none sees)',
      cover: 'lowest cover level over the shooters that see (9.3; null: none sees, or cannot stand)',
      picture:
        'north edge (z = 0) at the top, x to the right; shooters black; the table and terrain outlined black (areas dotted); legend and a 10 cm scale bar under the map',
    },
    cells: {
      state,
      seeing: Array.from(values.seeing),
      visible: Array.from(values.visible, round),
      hidden: Array.from(values.hidden, round),
      cover,
      y: Array.from(values.y, round),
    },
  }
}
