import { cellAt, nodeAtLevel, nodeX, nodeZ, SAME_LEVEL } from './navGrid'
import { jumpsFrom, transitionsFrom } from './transitions'
import { Heap } from './minHeap'
import type { SearchInput, SearchResult } from './searchTypes'

/**
 * Lazy Theta* over the layered grid (navGrid.ts): any-angle walking on one level (a walk's
 * parent is the farthest earlier point it sees in a straight line, so a straight walk measures
 * its true length, not a staircase of grid steps), plus climbs, drops, jumps and ladders as
 * edges between levels. Costs are cm of movement as `PathRules` prices them.
 *
 * Node ids: 0..N-1 grid nodes, N the start point, N + 1 the goal point, then two per ladder
 * (its low end, its high end). Start and goal sit at their exact coordinates.
 */

export const Via = { None: 0, Walk: 1, Transition: 2, Jump: 3, LadderAttach: 4, Ladder: 5 } as const
export type Via = (typeof Via)[keyof typeof Via]

/** How far beyond the base rim a ladder end may be and still be within reach (as surfaces.ts). */
const LADDER_REACH = 1
/** A ladder end serves a level within this height (cm), as surfaces.ts. */
const LADDER_SPAN_SLACK = 0.5

export function searchPath(input: SearchInput): SearchResult | null {
  const { grid, rules, blocked, goal } = input
  const { columns } = grid
  const { cell } = columns
  const N = grid.nodeHeight.length
  const START = N,
    GOAL = N + 1
  const total = N + 2 + 2 * input.ladders.length
  const px = new Float64Array(total),
    py = new Float64Array(total),
    pz = new Float64Array(total)
  for (let v = 0; v < N; v++) {
    px[v] = nodeX(grid, v)
    py[v] = grid.nodeHeight[v]
    pz[v] = nodeZ(grid, v)
  }
  px[START] = input.start.x
  py[START] = input.start.y
  pz[START] = input.start.z
  if (goal.kind === 'point') {
    px[GOAL] = goal.x
    py[GOAL] = goal.y
    pz[GOAL] = goal.z
  }
  const g = new Float64Array(total).fill(Infinity)
  const parent = new Int32Array(total).fill(-1)
  const via = new Uint8Array(total)
  const closed = new Uint8Array(total)
  const edgeUp = new Float64Array(total),
    edgeDown = new Float64Array(total)
  const edgeDrop = new Float64Array(total),
    edgeGap = new Float64Array(total)
  const usable = (w: number): boolean => w >= 0 && !blocked[w]
  const hdist = (a: number, b: number): number => Math.hypot(px[a] - px[b], pz[a] - pz[b])
  const width = (columns.nx - 1) * cell,
    depth = (columns.nz - 1) * cell
  const heuristic = (v: number): number => {
    if (goal.kind === 'point') return Math.hypot(px[v] - goal.x, pz[v] - goal.z)
    if (goal.kind === 'edge') return Math.min(px[v], width - px[v], pz[v], depth - pz[v])
    return 0
  }

  /**
   * Straight walk from a to b at level h: every grid point the segment passes (sampled every
   * third of a cell, nearest point) has an enterable standing place at that level. Samples
   * within 0.75 cell of the exact start or goal are not asked: those points are checked on
   * their own and may lie between grid points.
   */
  const sees = (a: number, b: number): boolean => {
    const h = py[a]
    if (Math.abs(py[b] - h) > SAME_LEVEL) return false
    const dx = px[b] - px[a],
      dz = pz[b] - pz[a]
    const length = Math.hypot(dx, dz)
    const n = Math.max(1, Math.ceil(length / (cell / 3)))
    const skipA = a >= N ? (0.75 * cell) / Math.max(length, 1e-9) : -1
    const skipB = b >= N ? 1 - (0.75 * cell) / Math.max(length, 1e-9) : 2
    for (let i = 0; i <= n; i++) {
      const t = i / n
      if (t < skipA || t > skipB) continue
      const w = nodeAtLevel(grid, cellAt(columns, px[a] + dx * t, pz[a] + dz * t), h)
      if (!usable(w)) return false
    }
    return true
  }

  const heap = new Heap()
  const relax = (v: number, from: number, cost: number, how: Via, up = 0, down = 0, drop = 0, gap = 0): void => {
    if (closed[v] || cost >= g[v] - 1e-12) return
    g[v] = cost
    parent[v] = from
    via[v] = how
    edgeUp[v] = up
    edgeDown[v] = down
    edgeDrop[v] = drop
    edgeGap[v] = gap
    heap.push(cost + heuristic(v), v)
  }
  /** Lazy Theta*: a walk's parent is its predecessor's parent when both walk on one level. */
  const walkTo = (s: number, w: number): void => {
    const p = via[s] === Via.Walk && parent[s] >= 0 ? parent[s] : s
    relax(w, p, g[p] + hdist(p, w), Via.Walk)
  }
  /** Lazy Theta*'s check on expansion: if the assumed straight line is blocked, take the best closed neighbour. */
  const settle = (s: number): void => {
    if (via[s] !== Via.Walk || s >= N) return
    const p = parent[s]
    if (sees(p, s)) return
    let best = Infinity,
      bestParent = -1
    for (let d = 0; d < 8; d++) {
      const w = grid.neighbours[s * 8 + d]
      if (w >= 0 && closed[w] && g[w] + hdist(w, s) < best) {
        best = g[w] + hdist(w, s)
        bestParent = w
      }
    }
    if (
      closed[START] &&
      Math.abs(py[START] - py[s]) <= SAME_LEVEL &&
      hdist(START, s) <= 1.5 * cell &&
      g[START] + hdist(START, s) < best &&
      sees(START, s)
    ) {
      best = g[START] + hdist(START, s)
      bestParent = START
    }
    if (bestParent >= 0) {
      g[s] = best
      parent[s] = bestParent
    }
  }

  // Ladder ends and the grid nodes that reach them.
  const ladderEnds = input.ladders.map((ladder, index) => {
    const [lo, hi] = ladder.bottom[1] <= ladder.top[1] ? [ladder.bottom, ladder.top] : [ladder.top, ladder.bottom]
    const reach = grid.radius + LADDER_REACH + (ladder.width ?? 0) / 2
    const low = N + 2 + 2 * index,
      high = low + 1
    px[low] = lo[0]
    py[low] = lo[1]
    pz[low] = lo[2]
    px[high] = hi[0]
    py[high] = hi[1]
    pz[high] = hi[2]
    const attach = (x: number, y: number, z: number): number[] => {
      const out: number[] = []
      const r = Math.ceil(reach / cell)
      const c = cellAt(columns, x, z)
      const i0 = c % columns.nx,
        j0 = Math.floor(c / columns.nx)
      for (let j = Math.max(0, j0 - r); j <= Math.min(columns.nz - 1, j0 + r); j++) {
        for (let i = Math.max(0, i0 - r); i <= Math.min(columns.nx - 1, i0 + r); i++) {
          if (Math.hypot(i * cell - x, j * cell - z) > reach) continue
          const k = j * columns.nx + i
          for (let w = grid.nodeStart[k]; w < grid.nodeStart[k + 1]; w++) {
            if (usable(w) && Math.abs(grid.nodeHeight[w] - y) <= LADDER_SPAN_SLACK) out.push(w)
          }
        }
      }
      return out
    }
    return {
      ladder,
      low,
      high,
      length: Math.hypot(hi[0] - lo[0], hi[1] - lo[1], hi[2] - lo[2]),
      lowAttach: attach(lo[0], lo[1], lo[2]),
      highAttach: attach(hi[0], hi[1], hi[2]),
    }
  })
  const attachedLadders = new Map<number, number[]>()
  const attachTo = (w: number, ladderNode: number): void => {
    const list = attachedLadders.get(w) ?? []
    list.push(ladderNode)
    attachedLadders.set(w, list)
  }
  for (const end of ladderEnds) {
    for (const w of end.lowAttach) attachTo(w, end.low)
    for (const w of end.highAttach) attachTo(w, end.high)
  }

  // The start: the nodes around the figure's exact position on its level.
  g[START] = 0
  heap.push(heuristic(START), START)
  const reached: { node: number; cost: number }[] = []
  let found = -1
  const goalNear = goal.kind === 'point' ? 2 * cell : 0

  while (heap.size > 0) {
    const s = heap.pop()
    if (closed[s]) continue
    settle(s)
    if (goal.kind === 'budget' && g[s] > goal.budget) break
    closed[s] = 1
    if (s === GOAL) {
      found = GOAL
      break
    }
    if (s < N) {
      if (goal.kind === 'budget') reached.push({ node: s, cost: g[s] })
      if (goal.kind === 'edge') {
        const k = grid.nodeCell[s],
          i = k % columns.nx,
          j = Math.floor(k / columns.nx)
        if (i === 0 || j === 0 || i === columns.nx - 1 || j === columns.nz - 1) {
          found = s
          break
        }
      }
    }
    if (s === START) {
      const k = cellAt(columns, px[START], pz[START])
      const i0 = k % columns.nx,
        j0 = Math.floor(k / columns.nx)
      for (let j = j0 - 1; j <= j0 + 1; j++) {
        for (let i = i0 - 1; i <= i0 + 1; i++) {
          if (i < 0 || j < 0 || i >= columns.nx || j >= columns.nz) continue
          const w = nodeAtLevel(grid, j * columns.nx + i, py[START])
          if (usable(w) && sees(START, w)) relax(w, START, hdist(START, w), Via.Walk)
        }
      }
      if (goal.kind === 'point' && hdist(START, GOAL) <= goalNear && sees(START, GOAL)) relax(GOAL, START, hdist(START, GOAL), Via.Walk)
      continue
    }
    if (s >= N + 2) {
      const end = ladderEnds[(s - N - 2) >> 1]
      const other = s === end.low ? end.high : end.low
      // Stepped onto the ladder: climb it; arrived by the ladder: step off at this end.
      if (via[s] === Via.LadderAttach) relax(other, s, g[s] + end.length * rules.ladderFactor, Via.Ladder)
      else for (const w of s === end.low ? end.lowAttach : end.highAttach) relax(w, s, g[s] + hdist(s, w), Via.LadderAttach)
      continue
    }
    for (let d = 0; d < 8; d++) {
      const w = grid.neighbours[s * 8 + d]
      if (usable(w) && !closed[w]) walkTo(s, w)
    }
    if (goal.kind === 'point' && Math.abs(py[s] - goal.y) <= SAME_LEVEL && hdist(s, GOAL) <= goalNear) {
      const p = via[s] === Via.Walk && parent[s] >= 0 ? parent[s] : s
      if (p !== s && sees(p, GOAL)) relax(GOAL, p, g[p] + hdist(p, GOAL), Via.Walk)
      else if (sees(s, GOAL)) relax(GOAL, s, g[s] + hdist(s, GOAL), Via.Walk)
    }
    for (const ladderNode of attachedLadders.get(s) ?? []) relax(ladderNode, s, g[s] + hdist(s, ladderNode), Via.LadderAttach)
    if (!grid.border[s]) continue
    for (const t of transitionsFrom(grid, s)) {
      if (!usable(t.to)) continue
      const up = t.up > SAME_LEVEL ? t.up : 0
      if (up > rules.climbLimit + rules.slack) continue
      let drop = 0,
        climbDown = 0
      if (t.down > SAME_LEVEL) {
        if (t.down <= rules.dropLimit + rules.slack) drop = t.down
        else if (t.down <= rules.climbLimit + rules.slack) climbDown = t.down
        else continue
      }
      relax(t.to, s, g[s] + t.horizontal + rules.climbFactor * (up + climbDown), Via.Transition, up, climbDown, drop)
    }
    if (rules.jumpLimit > 0) {
      for (const j of jumpsFrom(grid, s, rules.jumpLimit + rules.slack, rules.dropLimit + rules.slack, usable)) {
        relax(j.to, s, g[s] + j.horizontal, Via.Jump, 0, 0, j.down > SAME_LEVEL ? j.down : 0, j.gap)
      }
    }
  }

  const nodes: number[] = []
  if (found >= 0) for (let v = found; v >= 0; v = parent[v]) nodes.unshift(v)
  if (goal.kind !== 'budget' && found < 0) return null
  return {
    nodes,
    px,
    py,
    pz,
    g,
    via,
    edgeUp,
    edgeDown,
    edgeDrop,
    edgeGap,
    reached,
    ladderOf: (v) => (v >= N + 2 ? ladderEnds[(v - N - 2) >> 1].ladder : null),
  }
}
