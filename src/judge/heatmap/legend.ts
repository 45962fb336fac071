/**
 * How a heat map is shown: which value colours the cells (`metric`) and the legend that says
 * what each colour means. One table for the PNG of the command line and the view's overlay and
 * panel, so that a colour means the same on screen and on paper.
 */
import { COVER_LEVELS } from '../../scene/terrainTypes'
import { CELL, UNSEEN, type HeatmapValues } from './types'

export const HEATMAP_METRICS = ['cover', 'sight', 'hidden', 'count'] as const
/** cover: the worst cover level among the shooters that see (9.3); sight: seen or not (4.3); hidden: the smallest hidden share by cover; count: how many shooters see. */
export type HeatmapMetric = (typeof HEATMAP_METRICS)[number]

export type Rgb = [number, number, number]

export interface LegendEntry {
  /** What the colour stands for: a cover level, `unseen`, `cannot-stand`, `pending`, or a number (share, count). */
  label: string
  color: string
}

/** Cells where no figure can stand, and cells not yet judged. */
const CANNOT: Rgb = [64, 64, 64]
const PENDING: Rgb = [255, 255, 255]
/** Seen in the open (no cover) is the danger: red; cover shades toward green; unseen is blue. */
const COVER_COLORS: Record<(typeof COVER_LEVELS)[number], Rgb> = {
  none: [215, 48, 39],
  soft: [252, 174, 97],
  hard: [166, 217, 106],
  massive: [26, 152, 80],
}
const UNSEEN_COLOR: Rgb = [69, 117, 180]
/**
 * How many see: six steps of ColorBrewer's sequential YlOrRd (Cynthia Brewer, colorbrewer2.org:
 * #ffeda0 #feb24c #fd8d3c #fc4e2a #bd0026 #800026), pale yellow for one to dark red for all. Its
 * lightness falls at every step (L* 94, 78, 70, 58, 40, 26), so "more" reads without the legend
 * and without telling hues apart; the amber-to-red mix it replaces put 2 and 3 of 5 shooters 14
 * apart (CIE76 delta E), hard to tell apart on the table (the last player's pass). Of YlOrRd's
 * nine, #ffffcc is left out (near the white of a cell not computed yet) and #fed976 and #e31a1c
 * (under 16 from a neighbour): every two neighbouring steps here are at least 20 apart, and far
 * from unseen's blue, cannot-stand's grey and pending's white (legend.test.ts).
 */
export const COUNT_COLORS: readonly Rgb[] = [
  [255, 237, 160],
  [254, 178, 76],
  [253, 141, 60],
  [252, 78, 42],
  [189, 0, 38],
  [128, 0, 38],
]

const hex = (c: Rgb) => `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`
const mix = (a: Rgb, b: Rgb, t: number): Rgb => [0, 1, 2].map((i) => Math.round(a[i] + (b[i] - a[i]) * t)) as Rgb

/** The colour of cell k under `metric`; `shooters` is the group's size (for count). */
export function cellColor(values: HeatmapValues, k: number, metric: HeatmapMetric, shooters: number): Rgb {
  const state = values.state[k]
  if (state === CELL.pending) return PENDING
  if (state !== CELL.judged && state !== CELL.inferred) return CANNOT
  const seen = values.seeing[k] > 0
  if (metric === 'sight') return seen ? COVER_COLORS.none : UNSEEN_COLOR
  if (!seen) return UNSEEN_COLOR
  if (metric === 'cover') return COVER_COLORS[COVER_LEVELS[values.cover[k] === UNSEEN ? 0 : values.cover[k]]]
  if (metric === 'hidden') return mix(COVER_COLORS.none, COVER_COLORS.massive, Math.min(1, Math.max(0, values.hidden[k])))
  return COUNT_COLORS[countStep(values.seeing[k], shooters)]
}

/**
 * The step of COUNT_COLORS for `n` of `shooters` seeing: one is the palest, all of them the
 * darkest (a lone shooter's cells too), the rest spread between so that neighbouring counts
 * are as far apart as the ramp allows. More shooters than steps share steps in runs of
 * neighbouring counts, which the legend names as a run ("4 to 5 see"): a seventh shade would
 * be too near one of the six.
 */
export function countStep(n: number, shooters: number): number {
  const last = COUNT_COLORS.length - 1
  if (shooters <= 1) return last
  if (shooters <= COUNT_COLORS.length) return Math.round(((n - 1) * last) / (shooters - 1))
  return Math.min(last, Math.floor(((n - 1) * COUNT_COLORS.length) / shooters))
}

/** The legend of `metric`: every colour a cell can take, with its meaning. */
export function legendOf(metric: HeatmapMetric, shooters: number): LegendEntry[] {
  const common = [
    { label: 'unseen', color: hex(UNSEEN_COLOR) },
    { label: 'cannot-stand', color: hex(CANNOT) },
    { label: 'pending', color: hex(PENDING) },
  ]
  if (metric === 'sight') return [{ label: 'seen', color: hex(COVER_COLORS.none) }, ...common]
  if (metric === 'cover') return [...COVER_LEVELS.map((l) => ({ label: l, color: hex(COVER_COLORS[l]) })), ...common]
  if (metric === 'hidden')
    return [
      ...[0, 0.25, 0.5, 0.75, 1].map((t) => ({ label: `${t * 100}% hidden`, color: hex(mix(COVER_COLORS.none, COVER_COLORS.massive, t)) })),
      ...common,
    ]
  // A run of counts on one step (more shooters than steps) is one entry, `first to last see`.
  const runs: { first: number; last: number; step: number }[] = []
  for (let n = 1; n <= Math.max(1, shooters); n++) {
    const step = countStep(n, shooters)
    const run = runs.at(-1)
    if (run && run.step === step) run.last = n
    else runs.push({ first: n, last: n, step })
  }
  return [
    ...runs.map((r) => ({
      label: r.first === r.last ? `${r.first} see` : `${r.first} to ${r.last} see`,
      color: hex(COUNT_COLORS[r.step]),
    })),
    ...common,
  ]
}
