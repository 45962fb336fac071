/**
 * The cover heat map's part of the store (issue 15): what the player asks for, the run under
 * way and the map it leaves. Plain data; the values are copies, so a component may keep them.
 */
import type { Scene } from '../../../scene/schema'
import type { SizeProfile } from '../../../scene/sizeProfiles'
import type { HeatmapGrid, HeatmapMetric, HeatmapProgress, HeatmapValues } from '../../ports'
import type { HeatmapField } from '../../ports/heatmapPorts'
import { DEFAULT_HEATMAP_LEVEL, type HeatmapSpec } from '../../ports'

/** `ground`, `top`, or a piece's, castle section's or plank's id (judge/heatmap/levels.ts heatmapLevels). */
export type HeatmapLevel = string

/** Cell sizes offered (cm): 5 is a quick look, 0.5 a close one (a 90 cm table: 32,400 cells). */
export const HEATMAP_STEPS = [5, 2, 1, 0.5] as const

/** The player's question, as the panel's controls hold it. */
export interface HeatmapChoice {
  /** A figure id, a side, or `all` (every figure not of the standing side). */
  from: string
  /** The standing side; null: the first side that is not the shooters'. */
  side: string | null
  profile: SizeProfile
  level: HeatmapLevel
  step: number
  /** What colours the cells; changing it needs no new run. */
  metric: HeatmapMetric
  /** Copy cells whose coarser neighbours agree (faster, may miss small gaps). */
  adaptive: boolean
  /** Leave the chosen target out of the map's scene: it is the figure a click moves, and it should not stand in its own way. */
  withoutTarget: boolean
}

/** A map (finished, cancelled or still refining): its grid, values so far and what it was judged on. */
export interface HeatmapMap {
  grid: HeatmapGrid
  values: HeatmapValues
  shooters: string[]
  side: string
  /** The scene it was asked on (the store's scene object), and the figure left out of it. */
  scene: Scene
  leftOut: string | null
  /** The judge's spec it was run with: a refused cell's blocker is asked again under it (cellRefusal). */
  spec: HeatmapSpec
  /** The question it answers and the rule profile's revision it was judged under (mapIsStale). */
  asked: HeatmapChoice
  revision: number
}

/** What a map (or a run still under way) answers: the scene, the figure left out, the question, the profile's revision. */
export type HeatmapQuestion = Pick<HeatmapMap, 'scene' | 'leftOut' | 'asked' | 'revision'>

/** What a map's answer depends on besides the scene: the question and the rule profile in use. */
export interface HeatmapAsking {
  choice: HeatmapChoice
  /** The store's rules.revision: every change of the profile in use counts it up. */
  revision: number
  /** The figure a new run would leave out (the chosen target when the choice says so), or null. */
  leftOut: string | null
}

export type HeatmapStatus = 'idle' | 'running' | 'done' | 'cancelled' | 'failed'

/** What a click on the map did, or why it did nothing. */
export type HeatmapNotice =
  | { kind: 'moved'; figureId: string; x: number; z: number }
  | { kind: 'needTarget' }
  | { kind: 'targetIsShooter'; figureId: string }
  /** `reason`: the cell's state (pending: not judged, a cancelled run); `level`: the level the map was asked on. */
  | { kind: 'cannotStand'; figureId: string; reason: 'noLevel' | 'blocked' | 'figure' | 'pending'; level: string; by?: string }

export interface HeatmapData {
  open: boolean
  choice: HeatmapChoice
  status: HeatmapStatus
  progress: HeatmapProgress | null
  map: HeatmapMap | null
  /** A control at fault (the judge's message, English), or a failed run (`run`). */
  error: { field: HeatmapField | 'run'; message: string } | null
  /** The cell under the pointer. */
  hover: number | null
  /** The piece or figure in the way of (or hung off at) the hovered cell, where the judge names one. */
  hoverBy: string | null
  notice: HeatmapNotice | null
  /**
   * What the last run started was asked, from its start on (before its first cells come back):
   * a question changed during the run is flagged at once, not when the run ends (the player's pass).
   */
  running?: HeatmapQuestion | null
}

export const INITIAL_HEATMAP: HeatmapData = {
  open: false,
  choice: {
    from: '',
    side: null,
    profile: 'medium',
    // The command line's default too (R-HM.6): one request, one ruling in either.
    level: DEFAULT_HEATMAP_LEVEL,
    step: 2,
    metric: 'cover',
    adaptive: false,
    withoutTarget: true,
  },
  status: 'idle',
  progress: null,
  map: null,
  error: null,
  hover: null,
  hoverBy: null,
  notice: null,
}

export interface HeatmapActions {
  /** Shows or hides the panel and the map; opening fills the question from the chosen pair. */
  setHeatmapOpen(open: boolean): void
  setHeatmapChoice(change: Partial<HeatmapChoice>): void
  /** Runs the map for the current scene (cancelling a run under way); resolves when it ends. */
  startHeatmap(): Promise<void>
  cancelHeatmap(): void
  hoverHeatmapCell(cell: number | null): void
  /** Moves the chosen target to the cell (one undo step), or says why not (`notice`). */
  clickHeatmapCell(cell: number): void
}
