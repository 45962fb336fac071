/**
 * How a heat map is shown: which value colours the cells (`metric`) and the legend that says
 * what each colour means. One table for the PNG of the command line and, later, the view's
 * overlay, so that a colour means the same on screen and on paper.
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
  // count: one shooter seeing is amber, all of them red.
  return mix(COVER_COLORS.soft, COVER_COLORS.none, shooters <= 1 ? 1 : (values.seeing[k] - 1) / (shooters - 1))
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
  const counts = Array.from({ length: Math.max(1, shooters) }, (_, i) => i + 1)
  return [
    ...counts.map((n) => ({
      label: `${n} see`,
      color: hex(mix(COVER_COLORS.soft, COVER_COLORS.none, shooters <= 1 ? 1 : (n - 1) / (shooters - 1))),
    })),
    ...common,
  ]
}
