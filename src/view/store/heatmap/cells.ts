/**
 * Reading a heat map in the view: the cell under a table point, what a cell says (its ruling
 * as the judge gave it, for the hover readout), which cell's colour a cell not judged yet
 * borrows (the coarse lattice's, so the picture sharpens as a run goes), and whether the
 * scene has changed under a map. Pure functions; nothing here judges.
 */
import type { Scene } from '../../../scene/schema'
import { COVER_LEVELS, type CoverLevel } from '../../../scene/terrainTypes'
import { CELL, UNSEEN, type HeatmapGrid, type HeatmapValues } from '../../ports'
import type { HeatmapAsking, HeatmapChoice, HeatmapMap, HeatmapQuestion } from './types'

export type CellState = 'pending' | 'judged' | 'inferred' | 'noLevel' | 'blocked' | 'figure'
const STATES: Record<number, CellState> = {
  [CELL.pending]: 'pending',
  [CELL.judged]: 'judged',
  [CELL.inferred]: 'inferred',
  [CELL.noLevel]: 'noLevel',
  [CELL.blocked]: 'blocked',
  [CELL.figure]: 'figure',
}

/** One cell as the hover readout shows it: centre (cm), state, and the values over the shooters. */
export interface CellView {
  cell: number
  x: number
  z: number
  /** The height it stands on (cm), null where no figure can stand. */
  y: number | null
  state: CellState
  seeing: number
  shooters: number
  visible: number
  /** Smallest hidden share among those that see; null when none sees. */
  hidden: number | null
  /** Worst cover among those that see; null when none sees. */
  cover: CoverLevel | null
}

export const cellCentre = (grid: HeatmapGrid, k: number): [number, number] => [
  ((k % grid.nx) + 0.5) * grid.step,
  (Math.floor(k / grid.nx) + 0.5) * grid.step,
]

/** The cell under table point (x, z), or null off the grid. */
export function cellAt(grid: HeatmapGrid, x: number, z: number): number | null {
  const i = Math.floor(x / grid.step)
  const j = Math.floor(z / grid.step)
  if (!Number.isFinite(i) || !Number.isFinite(j) || i < 0 || j < 0 || i >= grid.nx || j >= grid.nz) return null
  return j * grid.nx + i
}

export const standable = (values: HeatmapValues, k: number): boolean => values.state[k] === CELL.judged || values.state[k] === CELL.inferred

export function cellView(map: HeatmapMap, k: number): CellView {
  const { values, grid } = map
  const [x, z] = cellCentre(grid, k)
  const seen = values.seeing[k] > 0
  return {
    cell: k,
    x,
    z,
    // A refused cell's y is where the map is drawn (the top of what is there), not a place to stand.
    y: standable(values, k) && !Number.isNaN(values.y[k]) ? values.y[k] : null,
    state: STATES[values.state[k]] ?? 'pending',
    seeing: values.seeing[k],
    shooters: map.shooters.length,
    visible: values.visible[k],
    hidden: seen && !Number.isNaN(values.hidden[k]) ? values.hidden[k] : null,
    cover: seen && values.cover[k] !== UNSEEN ? COVER_LEVELS[values.cover[k]] : null,
  }
}

/**
 * The cell whose colour cell k shows: itself once it has a value, else the nearest judged
 * cell of a coarser lattice at or before it (strides 2, 4, 8 ...), else itself (pending).
 */
export function shownCell(grid: HeatmapGrid, values: HeatmapValues, k: number): number {
  if (values.state[k] !== CELL.pending) return k
  const i = k % grid.nx
  const j = Math.floor(k / grid.nx)
  for (let stride = 2; stride < Math.max(grid.nx, grid.nz) * 2; stride *= 2) {
    const c = (j - (j % stride)) * grid.nx + (i - (i % stride))
    if (values.state[c] !== CELL.pending) return c
  }
  return k
}

/** The scene a map is judged on: the store's scene, without the figure a click will move. */
export function mapSceneOf(scene: Scene, leftOut: string | null): Scene {
  return leftOut === null ? scene : { ...scene, figures: scene.figures.filter((f) => f.id !== leftOut) }
}

/** The choices that change a map's cells (all but the colouring, which needs no new run). */
const ANSWERING: readonly (keyof HeatmapChoice)[] = ['from', 'side', 'profile', 'level', 'step', 'adaptive']

/**
 * True when the map no longer answers what a run now would: the scene changed (below), or,
 * given `now`, the question's controls (colouring aside), the rule profile in use (its
 * revision: the eye point, the cover thresholds) or the figure left out.
 */
export function mapIsStale(map: HeatmapQuestion, scene: Scene | null, now?: HeatmapAsking): boolean {
  if (now) {
    if (now.revision !== map.revision || now.leftOut !== map.leftOut) return true
    if (ANSWERING.some((key) => now.choice[key] !== map.asked[key])) return true
  }
  return sceneChanged(map, scene)
}

/**
 * True when `scene` is not the one the map was judged on. Scenes are never changed in place
 * (an edit makes a new record and keeps the untouched ones), so identity tells: every part but
 * the figures must be the same object, and every figure but the one left out too.
 */
function sceneChanged(map: HeatmapQuestion, scene: Scene | null): boolean {
  if (!scene) return true
  if (scene === map.scene) return false
  const keys = new Set([...Object.keys(scene), ...Object.keys(map.scene)])
  for (const key of keys) {
    if (key === 'figures') continue
    if ((scene as unknown as Record<string, unknown>)[key] !== (map.scene as unknown as Record<string, unknown>)[key]) return true
  }
  const before = map.scene.figures.filter((f) => f.id !== map.leftOut)
  const now = scene.figures.filter((f) => f.id !== map.leftOut)
  return before.length !== now.length || before.some((f, i) => f !== now[i])
}
