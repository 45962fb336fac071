import { SAME_LEVEL, type NavGrid } from './navGrid'
import type { TableWorld } from '../world/tableWorld'
import type { PathRules, Point3 } from '../types'
import { figureProfile } from '../../scene/figureProfile'

/**
 * Pulls the corners of the planner's walks tight against the obstacles, with exact clearance
 * tests instead of the grid's half-cell answers. The grid path bends at grid points that stand
 * up to a cell away from the true tangent to an obstacle; each bend is moved wherever that shortens
 * the two legs while the figure's cylinder stays clear along both (a small pattern search), and
 * removed when its neighbours see each other, a few sweeps over the path. A walk round a box
 * corner then measures within a few hundredths of a cm of the true shortest length.
 */

/** Along a leg, the cylinder is tested every this many cm. */
const SAMPLE = 0.1
const SWEEPS = 8
/** Smallest step of the pattern search, cm. */
const MIN_STEP = 0.005

export interface WalkContext {
  world: TableWorld
  grid: NavGrid
  figureId: string
  rules: PathRules
}

/** Can the figure stand with its base centre at (x, h, z): supported, clear, enterable? */
export function placeIsClear(ctx: WalkContext, x: number, h: number, z: number): boolean {
  const { grid, rules } = ctx
  const index = grid.columns.index
  const { width, depth } = ctx.world.scene.table
  if (x < 0 || z < 0 || x > width || z > depth) return false
  const spans = index.column(x, z)
  const supported = h <= SAME_LEVEL || spans.some((s) => Math.abs(s.top - h) <= SAME_LEVEL)
  if (!supported) return false
  if (spans.some((s) => s.bottom < h + grid.height - 1e-3 && s.top > h + 1e-3)) return false
  if (index.cylinderBlocked(x, z, h, h + grid.height, grid.radius)) return false
  if (rules.blockedTerrain.length > 0) {
    const on = spans.filter((s) => Math.abs(s.top - h) <= SAME_LEVEL).map((s) => s.id)
    if ([...on, ...index.areasAt(x, h + 0.05, z)].some((id) => rules.blockedTerrain.includes(id))) return false
  }
  for (const id of rules.blockingFigures) {
    const other = ctx.world.figure(id)
    if (!other || other.id === ctx.figureId) continue
    const o = figureProfile(other)
    if (h >= other.position[1] + o.height || h + grid.height <= other.position[1]) continue
    if (Math.hypot(x - other.position[0], z - other.position[2]) < grid.radius + o.radius + rules.figureClearance - 1e-3) return false
  }
  return true
}

/** Is every point of the straight walk from a to b (both at height h) a clear place? Ends excluded. */
export function legIsClear(ctx: WalkContext, a: Point3, b: Point3): boolean {
  const length = Math.hypot(b[0] - a[0], b[2] - a[2])
  const n = Math.max(1, Math.ceil(length / SAMPLE))
  for (let i = 1; i < n; i++) {
    const t = i / n
    if (!placeIsClear(ctx, a[0] + (b[0] - a[0]) * t, a[1], a[2] + (b[2] - a[2]) * t)) return false
  }
  return true
}

const dist = (a: Point3, b: Point3): number => Math.hypot(b[0] - a[0], b[2] - a[2])

/**
 * Tightens one chain of walk corners in place: `points[0]` and `points[last]` stay, the others
 * move. Every point is at the same height. Returns the tightened chain (possibly shorter).
 */
export function tightenWalk(ctx: WalkContext, chain: Point3[]): Point3[] {
  const points = chain.slice()
  for (let sweep = 0; sweep < SWEEPS && points.length > 2; sweep++) {
    let moved = false
    for (let i = 1; i < points.length - 1; i++) {
      const p = points[i - 1],
        v = points[i],
        n = points[i + 1]
      if (legIsClear(ctx, p, n)) {
        points.splice(i, 1)
        i--
        moved = true
        continue
      }
      // Pattern search: try small moves of v in eight directions, keep any that shortens the
      // two legs while the place and both legs stay clear; halve the step when none does.
      const length = (c: Point3): number => dist(p, c) + dist(c, n)
      const clear = (c: Point3): boolean => placeIsClear(ctx, c[0], c[1], c[2]) && legIsClear(ctx, p, c) && legIsClear(ctx, c, n)
      let best = v
      let bestLength = length(v)
      if (!clear(v)) {
        // The grid's legs may graze an obstacle by a fraction of a cell: first step out to the
        // shortest clear place nearby, then shorten from there.
        let rescue: Point3 | null = null
        for (let step = ctx.grid.columns.cell / 8; step <= ctx.grid.columns.cell && !rescue; step *= 2) {
          for (let d = 0; d < 8; d++) {
            const c: Point3 = [v[0] + step * Math.cos((d * Math.PI) / 4), v[1], v[2] + step * Math.sin((d * Math.PI) / 4)]
            if ((!rescue || length(c) < length(rescue)) && clear(c)) rescue = c
          }
        }
        if (!rescue) continue
        best = rescue
        bestLength = length(rescue)
      }
      for (let step = ctx.grid.columns.cell / 2; step >= MIN_STEP; step /= 2) {
        for (let improved = true; improved; ) {
          improved = false
          for (let d = 0; d < 8; d++) {
            const c: Point3 = [best[0] + step * Math.cos((d * Math.PI) / 4), best[1], best[2] + step * Math.sin((d * Math.PI) / 4)]
            const l = length(c)
            if (l < bestLength - 1e-9 && clear(c)) {
              best = c
              bestLength = l
              improved = true
              break
            }
          }
        }
      }
      if (best !== v) {
        points[i] = best
        moved = true
      }
    }
    if (!moved) break
  }
  return points
}
