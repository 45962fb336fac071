/**
 * The heat map's flags of `npm run judge -- SCENE --heatmap FROM|SIDE|all --profile P ...`
 * (issue 15): gathered while the other flags are read, then checked together.
 */
import { DEFAULT_HEATMAP_LEVEL, HEATMAP_METRICS, type HeatmapMetric } from '../judge'
import type { JudgeArgs } from './args'
import { SIZE_PROFILES } from '../scene/sizeProfiles'
import { cellStep, choice, flagValue, uniqueMatch, UsageError, workerCount } from './argValues'
import type { SightFlags } from './ruleSettings'

export interface HeatmapFlags {
  from?: string
  profile?: string
  step?: number
  level?: string
  side?: string
  show?: HeatmapMetric
  workers?: number
  png?: string
}

/** The heat map's flags, or null when `arg` is none of them. */
export function heatmapFlag(arg: string, next: () => string | undefined, flags: HeatmapFlags): boolean {
  if (arg === '--heatmap') flags.from = flagValue('--heatmap', next(), 'a shooter: a figure id, a side, or all')
  else if (arg === '--profile')
    flags.profile = flagValue('--profile', next(), 'a rule profile, or with --heatmap a size profile (small, medium, large or huge)')
  else if (arg === '--step') flags.step = cellStep(next())
  else if (arg === '--level') flags.level = flagValue('--level', next(), 'ground, top or a piece id')
  else if (arg === '--side') flags.side = flagValue('--side', next(), "the target's side")
  else if (arg === '--show') flags.show = choice('--show', next(), HEATMAP_METRICS)
  else if (arg === '--workers') flags.workers = workerCount(next())
  else if (arg === '--png') {
    flags.png = flagValue('--png', next(), 'a file to write the picture to')
    // A picture under another name (x.txt) would be a PNG no viewer opens by its name: refused, not renamed.
    if (!/\.png$/i.test(flags.png)) throw new UsageError(`--png: expected a file name ending in .png, got "${flags.png}"`)
  } else return false
  return true
}

/** The heat map's request; `rules` is the rule profile (--rules) and sight flags it is judged under (R-CLI.2). */
export function heatmapArgs(
  positional: string[],
  flags: HeatmapFlags,
  json: boolean,
  rules: { rules: string | null; sight: SightFlags },
): JudgeArgs {
  if (positional.length !== 1) throw new UsageError(`--heatmap takes SCENE alone (and its flags), got ${positional.length} argument(s)`)
  if (flags.profile === undefined) throw new UsageError('--profile: missing (the heat map needs the size profile that stands there)')
  // Neither: a text summary (heatmapSummary.ts); both would print two answers on one run.
  if (flags.png !== undefined && json) throw new UsageError('--png: give --png FILE or --json, not both (neither: a text summary)')
  return {
    mode: 'heatmap',
    scene: positional[0],
    from: flags.from!,
    profile: uniqueMatch('--profile', flags.profile, SIZE_PROFILES, 'a size profile (with --heatmap; a rule profile is --rules NAME):'),
    step: flags.step ?? 1,
    level: flags.level ?? DEFAULT_HEATMAP_LEVEL,
    ...(flags.side !== undefined ? { side: flags.side } : {}),
    show: flags.show ?? 'cover',
    workers: flags.workers ?? 2,
    png: flags.png ?? null,
    json,
    ...rules,
  }
}
