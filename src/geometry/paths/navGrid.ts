import { SolidIndex, type Span } from '../world/solidIndex'
import type { TableWorld } from '../world/tableWorld'

/**
 * The layered grid the path planner searches: grid points every `cell` cm over the table (the
 * table's edges included), and at each point the places where a figure of one profile can stand.
 *
 * Ruling R-8.0a (docs/RULINGS.md): a figure can stand at (x, h, z) when a top of a solid (or the
 * table, h = 0) lies at height h under its base centre, and no solid overlaps its profile
 * cylinder (base radius r, height H) above h. A base may overhang an edge as long as its centre
 * is supported; it may not lean into a wall.
 *
 * Columns (what solids a vertical line meets) depend only on the terrain and are kept per
 * terrain version; the standing places depend on the profile too and are kept per (terrain,
 * r, H, cell). Both are built lazily on first use and rebuilt only when the terrain changes:
 * moving figures does not touch them.
 */

/** Two heights closer than this (cm) are the same level (R-8.8a's level tolerance). */
export const SAME_LEVEL = 0.05
/** Grid spacing, cm. */
export const DEFAULT_CELL = 0.5

export interface Columns {
  cell: number
  nx: number
  nz: number
  index: SolidIndex
  /** Spans of cell k are spanStart[k] .. spanStart[k + 1] - 1, lowest first. */
  spanStart: Int32Array
  spanBottom: Float64Array
  spanTop: Float64Array
  spanId: Int32Array
  ids: string[]
}

export interface NavGrid {
  columns: Columns
  radius: number
  height: number
  /** Nodes of cell k are nodeStart[k] .. nodeStart[k + 1] - 1, lowest first. */
  nodeStart: Int32Array
  nodeCell: Int32Array
  nodeHeight: Float64Array
  /** Index into columns.ids of the piece stood on, -1 for the table. */
  nodeSurface: Int32Array
  /** Index into `terrainSets`: the pieces the base centre is in or on (9.1). */
  nodeTerrain: Int32Array
  terrainSets: string[][]
  /** Same-level neighbour in each of the 8 directions of NEIGHBOURS, or -1. */
  neighbours: Int32Array
  /** Some direction has no same-level neighbour: where climbs, drops and jumps start. */
  border: Uint8Array
  /** Lazily filled: climb and drop candidates of a border node (see transitions.ts). */
  transitionCache: Map<number, unknown>
}

export const NEIGHBOURS: readonly (readonly [number, number])[] = [
  [1, 0],
  [1, 1],
  [0, 1],
  [-1, 1],
  [-1, 0],
  [-1, -1],
  [0, -1],
  [1, -1],
]

interface WorldCache {
  key: string
  columns: Columns
  grids: Map<string, NavGrid>
}

const caches = new WeakMap<TableWorld, WorldCache>()
const sceneKeys = new WeakMap<object, string>()

/** Everything of the scene but its figures: what the terrain is built from (castle sections included). */
function terrainKey(world: TableWorld): string {
  let key = sceneKeys.get(world.scene)
  if (key === undefined) {
    key = JSON.stringify({ ...world.scene, figures: undefined })
    sceneKeys.set(world.scene, key)
  }
  return key
}

function buildColumns(world: TableWorld, cell: number): Columns {
  const index = new SolidIndex(world)
  const nx = Math.floor(world.scene.table.width / cell + 1e-9) + 1
  const nz = Math.floor(world.scene.table.depth / cell + 1e-9) + 1
  const spanStart = new Int32Array(nx * nz + 1)
  const bottoms: number[] = []
  const tops: number[] = []
  const owners: number[] = []
  const ids: string[] = []
  const idIndex = new Map<string, number>()
  for (let k = 0; k < nx * nz; k++) {
    spanStart[k] = bottoms.length
    const x = (k % nx) * cell
    const z = Math.floor(k / nx) * cell
    for (const span of index.column(x, z)) {
      let id = idIndex.get(span.id)
      if (id === undefined) {
        id = ids.length
        ids.push(span.id)
        idIndex.set(span.id, id)
      }
      bottoms.push(span.bottom)
      tops.push(span.top)
      owners.push(id)
    }
  }
  spanStart[nx * nz] = bottoms.length
  return {
    cell,
    nx,
    nz,
    index,
    spanStart,
    spanBottom: Float64Array.from(bottoms),
    spanTop: Float64Array.from(tops),
    spanId: Int32Array.from(owners),
    ids,
  }
}

/** The spans of cell k as records (for answers and tests). */
export function spansOf(columns: Columns, k: number): Span[] {
  const out: Span[] = []
  for (let s = columns.spanStart[k]; s < columns.spanStart[k + 1]; s++) {
    out.push({ id: columns.ids[columns.spanId[s]], bottom: columns.spanBottom[s], top: columns.spanTop[s] })
  }
  return out
}

/** Columns of the world's current terrain (built once per terrain version). */
export function columnsOf(world: TableWorld, cell = DEFAULT_CELL): Columns {
  const key = `${terrainKey(world)}|${cell}`
  let cache = caches.get(world)
  if (!cache || cache.key !== key) {
    cache = { key, columns: buildColumns(world, cell), grids: new Map() }
    caches.set(world, cache)
  }
  return cache.columns
}

function buildGrid(columns: Columns, radius: number, height: number): NavGrid {
  const { nx, nz, cell, index } = columns
  const nodeStart = new Int32Array(nx * nz + 1)
  const cells: number[] = []
  const heights: number[] = []
  const surfaces: number[] = []
  const terrain: number[] = []
  const terrainSets: string[][] = [[]]
  const setIndex = new Map<string, number>([['', 0]])
  for (let k = 0; k < nx * nz; k++) {
    nodeStart[k] = cells.length
    const x = (k % nx) * cell
    const z = Math.floor(k / nx) * cell
    const s0 = columns.spanStart[k],
      s1 = columns.spanStart[k + 1]
    const levels: { h: number; surface: number }[] = [{ h: 0, surface: -1 }]
    for (let s = s0; s < s1; s++) {
      const top = columns.spanTop[s]
      if (top < -SAME_LEVEL) continue
      const same = levels.find((l) => Math.abs(l.h - top) < 1e-3)
      // A top flush with the table (a road tile) is preferred to the table itself.
      if (same) {
        if (same.surface === -1) same.surface = columns.spanId[s]
      } else levels.push({ h: top, surface: columns.spanId[s] })
    }
    levels.sort((a, b) => a.h - b.h)
    for (const level of levels) {
      let inside = false
      for (let s = s0; s < s1 && !inside; s++) {
        inside = columns.spanBottom[s] < level.h + height - 1e-3 && columns.spanTop[s] > level.h + 1e-3
      }
      if (inside || index.cylinderBlocked(x, z, level.h, level.h + height, radius)) continue
      const ids = [...(level.surface >= 0 ? [columns.ids[level.surface]] : []), ...index.areasAt(x, level.h + 0.05, z)]
      const setKey = ids.join('\u0000')
      let set = setIndex.get(setKey)
      if (set === undefined) {
        set = terrainSets.length
        terrainSets.push(ids)
        setIndex.set(setKey, set)
      }
      cells.push(k)
      heights.push(level.h)
      surfaces.push(level.surface)
      terrain.push(set)
    }
  }
  nodeStart[nx * nz] = cells.length
  const n = cells.length
  const nodeHeight = Float64Array.from(heights)
  const neighbours = new Int32Array(n * 8).fill(-1)
  const border = new Uint8Array(n)
  for (let v = 0; v < n; v++) {
    const k = cells[v]
    const i = k % nx,
      j = Math.floor(k / nx)
    for (let d = 0; d < 8; d++) {
      const [di, dj] = NEIGHBOURS[d]
      const ii = i + di,
        jj = j + dj
      if (ii < 0 || jj < 0 || ii >= nx || jj >= nz) continue
      const kk = jj * nx + ii
      for (let w = nodeStart[kk]; w < nodeStart[kk + 1]; w++) {
        if (Math.abs(nodeHeight[w] - nodeHeight[v]) <= SAME_LEVEL) {
          neighbours[v * 8 + d] = w
          break
        }
      }
      if (neighbours[v * 8 + d] < 0) border[v] = 1
    }
  }
  return {
    columns,
    radius,
    height,
    nodeStart,
    nodeCell: Int32Array.from(cells),
    nodeHeight,
    nodeSurface: Int32Array.from(surfaces),
    nodeTerrain: Int32Array.from(terrain),
    terrainSets,
    neighbours,
    border,
    transitionCache: new Map(),
  }
}

/** The standing places of a figure of base radius r and height H on the world's current terrain. */
export function navGridOf(world: TableWorld, radius: number, height: number, cell = DEFAULT_CELL): NavGrid {
  const columns = columnsOf(world, cell)
  const grids = caches.get(world)!.grids
  const key = `${radius}|${height}`
  let grid = grids.get(key)
  if (!grid) {
    grid = buildGrid(columns, radius, height)
    grids.set(key, grid)
  }
  return grid
}

/** Grid point nearest to (x, z), clamped to the table. */
export function cellAt(columns: Columns, x: number, z: number): number {
  const i = Math.min(columns.nx - 1, Math.max(0, Math.round(x / columns.cell)))
  const j = Math.min(columns.nz - 1, Math.max(0, Math.round(z / columns.cell)))
  return j * columns.nx + i
}

/** The node of cell k at height h (within SAME_LEVEL), or -1. */
export function nodeAtLevel(grid: NavGrid, k: number, h: number): number {
  for (let v = grid.nodeStart[k]; v < grid.nodeStart[k + 1]; v++) {
    if (Math.abs(grid.nodeHeight[v] - h) <= SAME_LEVEL) return v
  }
  return -1
}

export const nodeX = (grid: NavGrid, v: number): number => (grid.nodeCell[v] % grid.columns.nx) * grid.columns.cell
export const nodeZ = (grid: NavGrid, v: number): number => Math.floor(grid.nodeCell[v] / grid.columns.nx) * grid.columns.cell
