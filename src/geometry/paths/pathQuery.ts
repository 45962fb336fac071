/**
 * One path question made ready for the search (paths.ts): the figure's profile, its layered
 * grid, the nodes it may not enter (blocked terrain, blocking figures), and the table read at a
 * point (the pieces under a base, the levels a base can stand at). Separate from the answer
 * (pathAnswer.ts): this is what the search starts from, that is what its result becomes.
 */
import type { Figure } from '../../scene/schema'
import { DEFAULT_CELL, navGridOf, SAME_LEVEL, type NavGrid } from './navGrid'
import { searchPath } from './search'
import type { SearchGoal, SearchResult } from './searchTypes'
import type { TableWorld } from '../world/tableWorld'
import type { PathRules } from '../types'
import { figureProfile } from '../../scene/figureProfile'

export interface PathOptions {
  /** Grid spacing, cm (default 0.5). */
  cell?: number
}

export interface Query {
  world: TableWorld
  figure: Figure
  grid: NavGrid
  radius: number
  height: number
  rules: PathRules
  blocked: Uint8Array
}

export function prepare(world: TableWorld, figureId: string, rules: PathRules, options: PathOptions): Query {
  const figure = world.requireFigure(figureId)
  const { radius, height } = figureProfile(figure)
  const grid = navGridOf(world, radius, height, options.cell ?? DEFAULT_CELL)
  const n = grid.nodeHeight.length
  const blocked = new Uint8Array(n)
  const blockedSets = grid.terrainSets.map((ids) => ids.some((id) => rules.blockedTerrain.includes(id)))
  for (let v = 0; v < n; v++) if (blockedSets[grid.nodeTerrain[v]]) blocked[v] = 1
  const { columns } = grid
  for (const id of rules.blockingFigures) {
    const other = world.figure(id)
    if (!other || other.id === figure.id) continue
    const o = figureProfile(other)
    const reach = radius + o.radius + rules.figureClearance
    const [ox, oy, oz] = other.position
    const i0 = Math.max(0, Math.floor((ox - reach) / columns.cell)),
      i1 = Math.min(columns.nx - 1, Math.ceil((ox + reach) / columns.cell))
    const j0 = Math.max(0, Math.floor((oz - reach) / columns.cell)),
      j1 = Math.min(columns.nz - 1, Math.ceil((oz + reach) / columns.cell))
    for (let j = j0; j <= j1; j++) {
      for (let i = i0; i <= i1; i++) {
        if (Math.hypot(i * columns.cell - ox, j * columns.cell - oz) >= reach - 1e-3) continue
        const k = j * columns.nx + i
        for (let v = grid.nodeStart[k]; v < grid.nodeStart[k + 1]; v++) {
          const h = grid.nodeHeight[v]
          if (h < oy + o.height && h + height > oy) blocked[v] = 1
        }
      }
    }
  }
  return { world, figure, grid, radius, height, rules, blocked }
}

/** The pieces the base centre is in or on at (x, h, z) (9.1): the top it stands on and the areas around it. */
export function terrainAt(q: Query, x: number, h: number, z: number): string[] {
  const index = q.grid.columns.index
  const on = index
    .column(x, z)
    .filter((s) => Math.abs(s.top - h) <= SAME_LEVEL)
    .map((s) => s.id)
  return [...new Set([...on, ...index.areasAt(x, h + 0.05, z)])]
}

/** Where a figure of this profile could stand on the vertical line through (x, z). */
export function standingLevels(q: Query, x: number, z: number): number[] {
  const index = q.grid.columns.index
  const spans = index.column(x, z)
  const levels = [0, ...spans.map((s) => s.top)].filter(
    (h, i, all) => h >= -SAME_LEVEL && all.findIndex((o) => Math.abs(o - h) < 1e-3) === i,
  )
  return levels
    .filter((h) => !spans.some((s) => s.bottom < h + q.height - 1e-3 && s.top > h + 1e-3))
    .filter((h) => !index.cylinderBlocked(x, z, h, h + q.height, q.radius))
    .sort((a, b) => a - b)
}

export function search(q: Query, goal: SearchGoal): SearchResult | null {
  const p = q.figure.position
  return searchPath({
    grid: q.grid,
    start: { x: p[0], y: p[1], z: p[2] },
    goal,
    rules: q.rules,
    blocked: q.blocked,
    ladders: q.world.scene.ladders ?? [],
  })
}
