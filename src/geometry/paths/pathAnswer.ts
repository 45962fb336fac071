/**
 * The search's result made into the PathAnswer (paths.ts): the node chain with ladders folded
 * in, its walks tightened (refine.ts), each step as a segment with its kind and measures, the
 * terrain passed along the cost, and the figures around the end; and the empty answer of a
 * path not found. Separate from the question (pathQuery.ts): nothing here searches.
 */
import type { Figure } from '../../scene/schema'
import { figureDistances } from '../measure/distances'
import { SAME_LEVEL } from './navGrid'
import { Via } from './search'
import type { SearchResult } from './searchTypes'
import { tightenWalk } from './refine'
import { gapAlong } from '../measure/surfaces'
import type { PathAnswer, PathSegment, Point3, TerrainStretch } from '../types'
import { terrainAt, type Query } from './pathQuery'

/** Terrain stretch boundaries along a walk are found to this precision, cm. */
const STRETCH_PRECISION = 0.01

const sameIds = (a: string[], b: string[]): boolean => a.length === b.length && a.every((id, i) => id === b[i])

export function emptyAnswer(q: Query, reason: PathAnswer['reason'], goal: Point3 | null, levelsAtGoal: number[] = []): PathAnswer {
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

export function answerOf(q: Query, r: SearchResult, goal: Point3 | null): PathAnswer {
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
