import { cellAt, nodeAtLevel, nodeX, nodeZ, SAME_LEVEL, type NavGrid } from './navGrid'

/**
 * The moves between levels that the path planner offers besides walking: climbing up or down
 * (and over an obstacle in between), dropping, and jumping a gap. Here only the geometry of each
 * candidate is measured (how far across, how high up to the highest point in between, how far
 * down from it); which of them are allowed and what they cost is the caller's `PathRules`.
 */

/** Ground more than this (cm) below the walking height is a gap (R-8.5a, as gapAlong). */
export const GAP_DROP = 0.1

export interface RawTransition {
  to: number
  horizontal: number
  /** From the start level up to the highest point crossed (>= 0). */
  up: number
  /** From that highest point down to the landing level (>= 0). */
  down: number
}

export interface RawJump {
  to: number
  horizontal: number
  /** Horizontal length of the stretch of lower ground crossed, measured to half a cell. */
  gap: number
  /** How far the landing lies below the take-off (>= 0). */
  down: number
}

/** The highest top between a and b (inclusive) of a solid that reaches into a figure's height above `level`. */
function peakBetween(grid: NavGrid, ax: number, az: number, bx: number, bz: number, level: number): number {
  const { columns } = grid
  const length = Math.hypot(bx - ax, bz - az)
  const n = Math.max(1, Math.ceil(length / (columns.cell / 2)))
  let peak = -Infinity
  for (let i = 0; i <= n; i++) {
    const k = cellAt(columns, ax + ((bx - ax) * i) / n, az + ((bz - az) * i) / n)
    for (let s = columns.spanStart[k]; s < columns.spanStart[k + 1]; s++) {
      if (columns.spanBottom[s] < level + grid.height - 1e-3) peak = Math.max(peak, columns.spanTop[s])
    }
  }
  return peak
}

/**
 * Climb, drop and climb-over candidates from border node v: every border node within
 * 2r + 1.5 cells at another level, or at the same level with an obstacle in between (a thin
 * wall whose top has no room to stand). Cached per node: it depends on the terrain only.
 */
export function transitionsFrom(grid: NavGrid, v: number): RawTransition[] {
  const cached = grid.transitionCache.get(v) as RawTransition[] | undefined
  if (cached) return cached
  const { columns } = grid
  const { cell, nx, nz } = columns
  const reach = 2 * grid.radius + 1.5 * cell
  const cells = Math.ceil(reach / cell)
  const vx = nodeX(grid, v),
    vz = nodeZ(grid, v),
    hv = grid.nodeHeight[v]
  const i0 = grid.nodeCell[v] % nx,
    j0 = Math.floor(grid.nodeCell[v] / nx)
  const out: RawTransition[] = []
  for (let j = Math.max(0, j0 - cells); j <= Math.min(nz - 1, j0 + cells); j++) {
    for (let i = Math.max(0, i0 - cells); i <= Math.min(nx - 1, i0 + cells); i++) {
      const horizontal = Math.hypot(i - i0, j - j0) * cell
      if (horizontal === 0 || horizontal > reach) continue
      const k = j * nx + i
      for (let w = grid.nodeStart[k]; w < grid.nodeStart[k + 1]; w++) {
        if (!grid.border[w]) continue
        const hw = grid.nodeHeight[w]
        const peak = Math.max(hv, hw, peakBetween(grid, vx, vz, i * cell, j * cell, Math.max(hv, hw)))
        const sameLevel = Math.abs(hw - hv) <= SAME_LEVEL
        if (sameLevel && peak - Math.max(hv, hw) <= SAME_LEVEL) continue
        out.push({ to: w, horizontal, up: peak - hv, down: peak - hw })
      }
    }
  }
  grid.transitionCache.set(v, out)
  return out
}

const DIRECTIONS = 32

/**
 * Jumps from node v across lower ground (8.5), in 32 directions: the first standing place
 * beyond the gap at the take-off level or lower (down to `maxDown`), within `maxGap` of gap.
 * Only from an edge: the ground must fall away within 1.5 cells of v in that direction.
 */
export function jumpsFrom(grid: NavGrid, v: number, maxGap: number, maxDown: number, usable: (w: number) => boolean): RawJump[] {
  const { columns } = grid
  const { cell } = columns
  const step = cell / 2
  const vx = nodeX(grid, v),
    vz = nodeZ(grid, v),
    hv = grid.nodeHeight[v]
  const width = (columns.nx - 1) * cell,
    depth = (columns.nz - 1) * cell
  const maxT = maxGap + 2 * grid.radius + 2 * cell
  const out: RawJump[] = []
  for (let d = 0; d < DIRECTIONS; d++) {
    const ux = Math.cos((2 * Math.PI * d) / DIRECTIONS),
      uz = Math.sin((2 * Math.PI * d) / DIRECTIONS)
    let leftAt = -1
    let floor = -Infinity
    for (let t = step; t <= maxT; t += step) {
      const x = vx + ux * t,
        z = vz + uz * t
      if (x < 0 || z < 0 || x > width || z > depth) break
      const k = cellAt(columns, x, z)
      let ground = 0
      let obstacle = false
      for (let s = columns.spanStart[k]; s < columns.spanStart[k + 1]; s++) {
        const top = columns.spanTop[s]
        if (top > hv + SAME_LEVEL) obstacle ||= columns.spanBottom[s] < hv + grid.height
        else ground = Math.max(ground, top)
      }
      if (obstacle) break
      const low = ground < hv - GAP_DROP
      if (leftAt < 0) {
        if (!low) continue
        if (t > 1.5 * cell) break
        leftAt = t
        floor = ground
        continue
      }
      if (low && ground <= floor + GAP_DROP) {
        floor = Math.max(floor, ground)
        continue
      }
      // Ground rises out of the gap: a landing if a figure can stand there, within the drop limit.
      if (hv - ground > maxDown + SAME_LEVEL) {
        floor = Math.max(floor, ground)
        continue
      }
      const w = nodeAtLevel(grid, k, ground)
      const gap = t - leftAt
      if (w >= 0 && usable(w) && gap <= maxGap) {
        out.push({ to: w, horizontal: Math.hypot(nodeX(grid, w) - vx, nodeZ(grid, w) - vz), gap, down: Math.max(0, hv - ground) })
      }
      break
    }
  }
  return out
}
