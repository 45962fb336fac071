import type { Figure } from '../../scene/schema'
import { figureDistances } from '../measure/distances'
import { DEFAULT_CELL, navGridOf, SAME_LEVEL, type NavGrid } from './navGrid'
import { searchPath, Via, type SearchGoal, type SearchResult } from './search'
import { tightenWalk } from './refine'
import { gapAlong } from '../measure/surfaces'
import type { TableWorld } from '../world/tableWorld'
import type { PathAnswer, PathRules, PathSegment, Point3, TerrainStretch } from '../types'
import { figureProfile } from '../../scene/figureProfile'

/**
 * Moves measured on the 3D table (Universalis 8): the cheapest path for a figure to a point, to
 * the nearest table edge (panic, 11.4.1), or everywhere within a budget. The geometry measures
 * and searches; the rules core supplies the prices (PathRules) and rules on the answer
 * (src/rules/universalis/movement/movement.ts). See navGrid.ts for where a figure can stand (R-8.0a).
 */

export interface PathOptions {
  /** Grid spacing, cm (default 0.5). */
  cell?: number
}

/** The goal's height may be given this loosely (cm): the standing level nearest to it is used. */
const GOAL_LEVEL_SLACK = 1
/** Terrain stretch boundaries along a walk are found to this precision, cm. */
const STRETCH_PRECISION = 0.01

function assertFinite(where: string, values: Record<string, number>): void {
  for (const [name, value] of Object.entries(values)) {
    if (!Number.isFinite(value)) throw new Error(`geometry: ${where} ${name} must be a finite number, got ${value}`)
  }
}

interface Query {
  world: TableWorld
  figure: Figure
  grid: NavGrid
  radius: number
  height: number
  rules: PathRules
  blocked: Uint8Array
}

function prepare(world: TableWorld, figureId: string, rules: PathRules, options: PathOptions): Query {
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
function terrainAt(q: Query, x: number, h: number, z: number): string[] {
  const index = q.grid.columns.index
  const on = index
    .column(x, z)
    .filter((s) => Math.abs(s.top - h) <= SAME_LEVEL)
    .map((s) => s.id)
  return [...new Set([...on, ...index.areasAt(x, h + 0.05, z)])]
}

const sameIds = (a: string[], b: string[]): boolean => a.length === b.length && a.every((id, i) => id === b[i])

/** Where a figure of this profile could stand on the vertical line through (x, z). */
function standingLevels(q: Query, x: number, z: number): number[] {
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

function emptyAnswer(q: Query, reason: PathAnswer['reason'], goal: Point3 | null, levelsAtGoal: number[] = []): PathAnswer {
  const p = q.figure.position
  return {
    figureId: q.figure.id,
    found: false,
    reason,
    start: [p[0], p[1], p[2]],
    goal,
    points: [],
    segments: [],
    cost: 0,
    travelled: 0,
    finalSurface: null,
    terrain: [],
    profile: { radius: q.radius, height: q.height },
    endFigures: [],
    levelsAtGoal,
  }
}

/** Terrain stretches over one segment, appended to `out` (cost positions from `offset`). */
function stretchesAlong(q: Query, seg: PathSegment, offset: number, out: TerrainStretch[]): void {
  const push = (ids: string[], from: number, to: number): void => {
    const last = out[out.length - 1]
    if (last && sameIds(last.ids, ids) && Math.abs(last.to - from) < 1e-9) last.to = to
    else if (to > from) out.push({ ids, from, to })
  }
  if (seg.kind !== 'walk') {
    // A climb, drop, jump or ladder leaves the first piece halfway and arrives on the last.
    push(terrainAt(q, seg.from[0], seg.from[1], seg.from[2]), offset, offset + seg.cost / 2)
    push(terrainAt(q, seg.to[0], seg.to[1], seg.to[2]), offset + seg.cost / 2, offset + seg.cost)
    return
  }
  const [ax, h, az] = seg.from
  const [bx, , bz] = seg.to
  const at = (t: number) => terrainAt(q, ax + (bx - ax) * t, h, az + (bz - az) * t)
  const n = Math.max(1, Math.ceil(seg.horizontal / 0.25))
  let t0 = 0
  let ids = at(0)
  for (let i = 1; i <= n; i++) {
    const next = at(i / n)
    if (sameIds(next, ids)) continue
    let lo = (i - 1) / n,
      hi = i / n
    while ((hi - lo) * seg.horizontal > STRETCH_PRECISION) {
      const mid = (lo + hi) / 2
      if (sameIds(at(mid), ids)) lo = mid
      else hi = mid
    }
    const edge = (lo + hi) / 2
    push(ids, offset + t0 * seg.cost, offset + edge * seg.cost)
    t0 = edge
    ids = at(hi)
    if (!sameIds(ids, next)) {
      // More than one boundary between two samples: rare; take the later set from here.
      ids = next
    }
  }
  push(ids, offset + t0 * seg.cost, offset + seg.cost)
}

interface Vertex {
  p: Point3
  /** How the move arrives here from the previous vertex. */
  via: Via
  up: number
  down: number
  drop: number
  gap: number
  ladder: { id: string; low: Point3; high: Point3 } | null
}

/** The searched node sequence as vertices, a ladder's three nodes folded into one step. */
function chainOf(r: SearchResult): Vertex[] {
  const pt = (v: number): Point3 => [r.px[v], r.py[v], r.pz[v]]
  const chain: Vertex[] = []
  const nodes = r.nodes
  for (let i = 0; i < nodes.length; i++) {
    const b = nodes[i]
    const via = i === 0 ? Via.None : (r.via[b] as Via)
    if (r.ladderOf(b)) continue
    const vertex: Vertex = { p: pt(b), via, up: r.edgeUp[b], down: r.edgeDown[b], drop: r.edgeDrop[b], gap: r.edgeGap[b], ladder: null }
    if (via === Via.LadderAttach) {
      const [low, high] = [nodes[i - 2], nodes[i - 1]]
      vertex.via = Via.Ladder
      vertex.ladder = { id: r.ladderOf(high)!.id, low: pt(low), high: pt(high) }
    }
    chain.push(vertex)
  }
  return chain
}

/** Tightens every run of walks between the chain's other kinds of step (pathRefine.ts). */
function tighten(q: Query, chain: Vertex[]): Vertex[] {
  const ctx = { world: q.world, grid: q.grid, figureId: q.figure.id, rules: q.rules }
  const out: Vertex[] = []
  let i = 0
  while (i < chain.length) {
    let j = i
    while (j + 1 < chain.length && chain[j + 1].via === Via.Walk) j++
    if (j - i >= 2) {
      const points = tightenWalk(
        ctx,
        chain.slice(i, j + 1).map((v) => v.p),
      )
      out.push(chain[i])
      for (const p of points.slice(1)) out.push({ ...chain[j], p, via: Via.Walk })
    } else out.push(...chain.slice(i, j + 1))
    i = j + 1
  }
  return out
}

function segmentOf(q: Query, a: Vertex, b: Vertex): PathSegment {
  const seg: PathSegment = {
    kind: 'walk',
    from: a.p,
    to: b.p,
    horizontal: Math.hypot(b.p[0] - a.p[0], b.p[2] - a.p[2]),
    climbedUp: 0,
    climbedDown: 0,
    dropped: 0,
    laddered: 0,
    gap: null,
    ladder: null,
    cost: 0,
  }
  if (b.via === Via.Transition) {
    seg.climbedUp = b.up
    seg.climbedDown = b.down
    seg.dropped = b.drop
    seg.kind = b.drop > 0 ? 'drop' : 'climb'
    seg.cost = seg.horizontal + q.rules.climbFactor * (b.up + b.down)
  } else if (b.via === Via.Jump) {
    seg.kind = 'jump'
    seg.dropped = b.drop
    const measured = gapAlong(q.world, [a.p[0], a.p[2]], [b.p[0], b.p[2]], a.p[1], 0.1)
    seg.gap = measured.gap > 0 ? measured.gap : b.gap
    seg.cost = seg.horizontal
  } else if (b.via === Via.Ladder && b.ladder) {
    const { low, high } = b.ladder
    const [first, second] = Math.abs(low[1] - a.p[1]) <= Math.abs(high[1] - a.p[1]) ? [low, high] : [high, low]
    seg.kind = 'ladder'
    seg.ladder = b.ladder.id
    seg.horizontal = Math.hypot(first[0] - a.p[0], first[2] - a.p[2]) + Math.hypot(b.p[0] - second[0], b.p[2] - second[2])
    seg.laddered = Math.hypot(high[0] - low[0], high[1] - low[1], high[2] - low[2])
    seg.cost = seg.horizontal + q.rules.ladderFactor * seg.laddered
  } else seg.cost = seg.horizontal
  return seg
}

function answerOf(q: Query, r: SearchResult, goal: Point3 | null): PathAnswer {
  const chain = tighten(q, chainOf(r))
  const segments = chain.slice(1).map((b, i) => segmentOf(q, chain[i], b))
  const end = chain[chain.length - 1].p
  const terrain: TerrainStretch[] = []
  let offset = 0
  for (const seg of segments) {
    stretchesAlong(q, seg, offset, terrain)
    offset += seg.cost
  }
  if (segments.length === 0) terrain.push({ ids: terrainAt(q, end[0], end[1], end[2]), from: 0, to: 0 })
  const travelled = segments.reduce((sum, s) => sum + s.horizontal + s.climbedUp + s.climbedDown + s.dropped + s.laddered, 0)
  const at: Figure = { ...q.figure, position: [end[0], end[1], end[2]] }
  const endFigures = q.world.scene.figures
    .filter((f) => f.id !== q.figure.id)
    .map((f) => ({ id: f.id, side: f.side, edge: figureDistances(at, f).edge }))
    .sort((a, b) => a.edge - b.edge)
  const on = q.grid.columns.index.column(end[0], end[2]).find((s) => Math.abs(s.top - end[1]) <= SAME_LEVEL)
  return {
    figureId: q.figure.id,
    found: true,
    reason: null,
    start: chain[0].p,
    goal: goal ?? end,
    points: chain.map((v) => v.p),
    segments,
    cost: offset,
    travelled,
    finalSurface: { on: on?.id ?? 'table', height: end[1] },
    terrain,
    profile: { radius: q.radius, height: q.height },
    endFigures,
    levelsAtGoal: [],
  }
}

function search(q: Query, goal: SearchGoal): SearchResult | null {
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

/**
 * The cheapest move of a figure from where it stands to the point `target` (its base centre at
 * the goal; the height picks the standing level nearest to it, within 1 cm). Plain data: the
 * corner points, each segment with its kind and measures, the cost in cm of movement, the
 * pieces passed (for 9.4), and the figures around the goal (for 8.3's 3 cm).
 *
 * @example planPath(world, 'r-wall', [46.5, 2.7, 40], rules).cost // 3.5 + 2 x 2.7 = 8.9 onto the wall
 */
export function planPath(world: TableWorld, figureId: string, target: Point3, rules: PathRules, options: PathOptions = {}): PathAnswer {
  assertFinite('planPath target', { x: target[0], y: target[1], z: target[2] })
  const q = prepare(world, figureId, rules, options)
  const [x, y, z] = target
  const { width, depth } = world.scene.table
  if (x < 0 || z < 0 || x > width || z > depth) return emptyAnswer(q, 'off-table', [x, y, z])
  const levels = standingLevels(q, x, z)
  const level = levels.reduce<number | null>((best, h) => (best === null || Math.abs(h - y) < Math.abs(best - y) ? h : best), null)
  if (level === null || Math.abs(level - y) > GOAL_LEVEL_SLACK) return emptyAnswer(q, 'not-standable', [x, y, z], levels)
  const goal: Point3 = [x, level, z]
  if (terrainAt(q, x, level, z).some((id) => rules.blockedTerrain.includes(id))) return emptyAnswer(q, 'blocked', goal, levels)
  for (const id of rules.blockingFigures) {
    const other = world.figure(id)
    if (!other || other.id === q.figure.id) continue
    const o = figureProfile(other)
    const overlapsVertically = level < other.position[1] + o.height && level + q.height > other.position[1]
    if (
      overlapsVertically &&
      Math.hypot(x - other.position[0], z - other.position[2]) < q.radius + o.radius + rules.figureClearance - 1e-3
    ) {
      return emptyAnswer(q, 'occupied', goal, levels)
    }
  }
  const result = search(q, { kind: 'point', x, y: level, z })
  return result ? answerOf(q, result, goal) : emptyAnswer(q, 'no-path', goal, levels)
}

/**
 * Panic movement (11.4.1): the cheapest path to any point of the table's edge (the base centre
 * on the edge). Pass PathRules that allow no tested drop or jump: panicking models use the
 * terrain properly and do not jump off buildings.
 */
export function pathToNearestEdge(world: TableWorld, figureId: string, rules: PathRules, options: PathOptions = {}): PathAnswer {
  const q = prepare(world, figureId, rules, options)
  const result = search(q, { kind: 'edge' })
  return result ? answerOf(q, result, null) : emptyAnswer(q, 'no-path', null)
}

/** Every grid place the figure reaches for at most `budget` cm of movement, with its cost. */
export function reachableFrom(
  world: TableWorld,
  figureId: string,
  budget: number,
  rules: PathRules,
  options: PathOptions = {},
): { cell: number; places: { point: Point3; cost: number }[] } {
  assertFinite('reachableFrom', { budget })
  if (budget < 0) throw new Error(`geometry: reachableFrom budget must not be negative, got ${budget}`)
  const q = prepare(world, figureId, rules, options)
  const result = search(q, { kind: 'budget', budget })
  const places = (result?.reached ?? []).map(({ node, cost }) => ({
    point: [result!.px[node], result!.py[node], result!.pz[node]] as Point3,
    cost,
  }))
  return { cell: q.grid.columns.cell, places }
}
