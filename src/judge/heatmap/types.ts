/**
 * The heat map's question and its answer as plain, cloneable data: what a Web Worker or a node
 * worker thread receives (structured clone) and sends back (typed arrays, transferred).
 */
import type { StandLevel } from '../../geometry/sight/virtualTarget'
import type { SizeProfile } from '../../scene/sizeProfiles'
import type { JudgeSettings } from '../api'

export type { StandLevel }

/** One heat map: every cell of a grid over the table, a virtual target of `profile` standing at its centre. */
export interface HeatmapSpec {
  /** The shooters (figure ids, at least one): one figure, a side's figures or all enemies (shootersOf). */
  shooters: string[]
  profile: SizeProfile
  prone: boolean
  /** The target's side: its friends block no ray of theirs but give soft cover when larger (9.3). */
  side: string
  /** Cell size, cm; the cells' centres lie at (i + 0.5) step, (j + 0.5) step. */
  step: number
  level: StandLevel
  /**
   * Where the level is a castle section: the solid pieces (the world's terrain ids, `w-1/body`)
   * whose tops are its walk; a cell stands on whichever of them is under it (levels.ts).
   */
  levelPieces?: string[]
  settings: JudgeSettings
}

/** The grid of a spec over a table: nx by nz cells, index k = j * nx + i. */
export interface HeatmapGrid {
  nx: number
  nz: number
  step: number
}

/** Cell states (HeatmapValues.state). */
export const CELL = {
  /** Not computed yet (a preview, or a cancelled run). */
  pending: 0,
  judged: 1,
  /** A figure of the profile cannot stand here: the level is not under the point (or has no room). */
  noLevel: 2,
  /** ... a solid overlaps its cylinder. */
  blocked: 3,
  /** ... a figure overlaps it. */
  figure: 4,
  /** Not judged: its coarse neighbours all agreed and the run was adaptive (copied from them). */
  inferred: 5,
} as const

/** `cover` of a cell no shooter sees. */
export const UNSEEN = 255

/**
 * Per cell (index k), over the shooters: how many see it (line of sight, 4.3), the largest
 * visible share, the smallest hidden share by cover and the lowest cover rank (0 none .. 3
 * massive, 9.3) among those that see it: "worst over the group" for the figure standing there.
 * hidden is NaN and cover UNSEEN where none sees; y is the level it stands on, and where a figure
 * cannot stand (state), the top of what is there (the table: 0), for drawing; NaN: not judged.
 */
export interface HeatmapValues {
  state: Uint8Array
  seeing: Uint16Array
  visible: Float32Array
  hidden: Float32Array
  cover: Uint8Array
  y: Float32Array
}

/** A worker's answer for some cells: their indices and their values in the same order. */
export interface CellBatch extends HeatmapValues {
  cells: Int32Array
}

export function emptyValues(n: number): HeatmapValues {
  return {
    state: new Uint8Array(n),
    seeing: new Uint16Array(n),
    visible: new Float32Array(n),
    hidden: new Float32Array(n).fill(Number.NaN),
    cover: new Uint8Array(n).fill(UNSEEN),
    y: new Float32Array(n).fill(Number.NaN),
  }
}

/** Copies cell `from` of `a` to cell `to` of `b`. */
export function copyCell(a: HeatmapValues, from: number, b: HeatmapValues, to: number): void {
  b.state[to] = a.state[from]
  b.seeing[to] = a.seeing[from]
  b.visible[to] = a.visible[from]
  b.hidden[to] = a.hidden[from]
  b.cover[to] = a.cover[from]
  b.y[to] = a.y[from]
}
