/**
 * The dungeon editor's edits as pure functions of the board: a block of floor, an inner wall or
 * doorway toggled on an edge, an entrance, a terrain marker or an artifact toggled on a square,
 * whatever is on a square erased. Each returns the new board or the editor's own refusal
 * (refusals.ts, R-DE.1); the scene's checks run on the result afterwards (sceneChecks.ts).
 */
import { artifactSquares, DungeonBoard, edgeKey, across, squareKey } from '../../../scene/dungeon/board'
import {
  HAUNTED_ARTIFACTS,
  type Artifact,
  type ArtifactKind,
  type Dungeon,
  type Square,
  type SquareSide,
} from '../../../scene/dungeon/schema'
import { refuseDungeon, type DungeonRefusal } from './refusals'
import type { DungeonTool } from './types'

export type DungeonEdit = { ok: true; dungeon: Dungeon } | { ok: false; refusal: DungeonRefusal }

/** Where an edit applies: the square, the side nearest the pointer, a block's far corner, the 1 × 2 pieces' direction. */
export interface EditPlace {
  square: Square
  side: SquareSide
  corner?: Square
  along: 'ew' | 'ns'
}

const HAUNTED: ReadonlySet<ArtifactKind> = new Set(HAUNTED_ARTIFACTS)
const name = ([c, r]: Square) => `[${c}, ${r}]`

/** The first id `prefix-N` not yet used on the board (ids are named in rulings, so they stay unique). */
export function freshId(dungeon: Dungeon, prefix: string): string {
  const used = new Set<string>([
    ...dungeon.segments.map((s) => s.id),
    ...(dungeon.doorways ?? []).map((d) => d.id),
    ...(dungeon.entrances ?? []).map((e) => e.id),
    ...(dungeon.artifacts ?? []).map((a) => a.id),
  ])
  for (let n = 1; ; n++) if (!used.has(`${prefix}-${n}`)) return `${prefix}-${n}`
}

/** The block between two corners, whichever way it was dragged. */
export function blockBetween(a: Square, b: Square): { at: Square; size: [number, number] } {
  const at: Square = [Math.min(a[0], b[0]), Math.min(a[1], b[1])]
  return { at, size: [Math.abs(a[0] - b[0]) + 1, Math.abs(a[1] - b[1]) + 1] }
}

/** The squares an edit would change, for the ghost. */
export function editSquares(tool: DungeonTool, place: EditPlace): Square[] {
  if (tool.kind === 'segment') {
    const { at, size } = blockBetween(place.square, place.corner ?? place.square)
    const squares: Square[] = []
    for (let r = 0; r < size[1]; r++) for (let c = 0; c < size[0]; c++) squares.push([at[0] + c, at[1] + r])
    return squares
  }
  if (tool.kind === 'artifact') return artifactSquares({ kind: tool.artifact, at: place.square, along: place.along })
  return [place.square]
}

/** The tool's edit at `place`, or why the editor cannot make it. */
export function applyDungeonTool(dungeon: Dungeon, tool: DungeonTool, place: EditPlace): DungeonEdit {
  const board = new DungeonBoard(dungeon)
  const squares = editSquares(tool, place)
  const off = squares.find((s) => !board.onBoard(s))
  if (off) return refuseDungeon('off-board', `square ${name(off)} is off the board`, { square: name(off) })
  switch (tool.kind) {
    case 'segment': {
      const taken = squares.find((s) => board.isOpen(s))
      if (taken)
        return refuseDungeon('overlaps-segment', `square ${name(taken)} already belongs to ${board.segmentOf(taken)?.id}`, {
          square: name(taken),
        })
      const segment = {
        id: freshId(dungeon, tool.segment),
        kind: tool.segment,
        squares: [blockBetween(place.square, place.corner ?? place.square)],
      }
      return { ok: true, dungeon: { ...dungeon, segments: [...dungeon.segments, segment] } }
    }
    case 'wall':
    case 'doorway':
      return toggleEdge(dungeon, board, tool.kind, place.square, place.side)
    case 'erase':
      return erase(dungeon, board, place.square)
    default:
      break
  }
  const rock = squares.find((s) => !board.isOpen(s))
  if (rock) return refuseDungeon('on-rock', `square ${name(rock)} is rock, not open floor`, { square: name(rock) })
  const at = place.square
  const key = squareKey(at)
  if (tool.kind === 'entrance') {
    const entrances = dungeon.entrances ?? []
    const kept = entrances.filter((e) => squareKey(e.at) !== key)
    const next = kept.length < entrances.length ? kept : [...entrances, { id: freshId(dungeon, 'entrance'), at }]
    return { ok: true, dungeon: { ...dungeon, entrances: next } }
  }
  if (tool.kind === 'terrain') {
    const terrain = dungeon.terrain ?? []
    const same = terrain.some((t) => squareKey(t.at) === key && t.type === tool.terrain)
    const kept = terrain.filter((t) => squareKey(t.at) !== key)
    return { ok: true, dungeon: { ...dungeon, terrain: same ? kept : [...kept, { at, type: tool.terrain }] } }
  }
  const covered = squares.map((s) => board.artifactAt(s)).find((a) => a !== undefined)
  if (covered) return refuseDungeon('overlaps-artifact', `${covered.id} already stands there`, { artifact: covered.id })
  const artifact: Artifact = {
    id: freshId(dungeon, tool.artifact),
    kind: tool.artifact,
    at,
    ...(tool.artifact === 'dragon-altar' || tool.artifact === 'table' ? { along: place.along } : {}),
    // A haunted artifact needs its tokens (002 "Die Artefaktmarken"); one of each until the user sets them from its card.
    ...(HAUNTED.has(tool.artifact) ? { tokens: { yellow: 1, blue: 1, red: 1 } } : {}),
  }
  return { ok: true, dungeon: { ...dungeon, artifacts: [...(dungeon.artifacts ?? []), artifact] } }
}

function toggleEdge(dungeon: Dungeon, board: DungeonBoard, kind: 'wall' | 'doorway', at: Square, side: SquareSide): DungeonEdit {
  const next = across(at, side)
  const edge = `${name(at)} ${side}`
  if (!board.isOpen(at) || !board.isOpen(next))
    return refuseDungeon('edge-not-inside', `the ${edge} edge is not between two open squares`, { edge })
  const key = edgeKey(at, side)
  const sameSegment = board.segmentOf(at) === board.segmentOf(next)
  if (kind === 'wall') {
    if (!sameSegment)
      return refuseDungeon('wall-between-segments', `a wall already stands on the ${edge} edge between two segments`, { edge })
    const walls = dungeon.walls ?? []
    const kept = walls.filter((w) => edgeKey(w.at, w.side) !== key)
    return { ok: true, dungeon: { ...dungeon, walls: kept.length < walls.length ? kept : [...walls, { at, side }] } }
  }
  if (sameSegment)
    return refuseDungeon('doorway-inside-segment', `the ${edge} edge lies inside one segment: there is no wall to open`, { edge })
  const doorways = dungeon.doorways ?? []
  const kept = doorways.filter((d) => edgeKey(d.at, d.side) !== key)
  const added = [...doorways, { id: freshId(dungeon, 'doorway'), at, side }]
  return { ok: true, dungeon: { ...dungeon, doorways: kept.length < doorways.length ? kept : added } }
}

/** Erases the topmost thing on a square: an artifact, else a marker, else an entrance, else the segment's block there. */
function erase(dungeon: Dungeon, board: DungeonBoard, at: Square): DungeonEdit {
  const key = squareKey(at)
  const artifact = board.artifactAt(at)
  if (artifact) return { ok: true, dungeon: { ...dungeon, artifacts: (dungeon.artifacts ?? []).filter((a) => a !== artifact) } }
  if (board.terrainAt(at))
    return { ok: true, dungeon: { ...dungeon, terrain: (dungeon.terrain ?? []).filter((t) => squareKey(t.at) !== key) } }
  if (board.isEntrance(at))
    return { ok: true, dungeon: { ...dungeon, entrances: (dungeon.entrances ?? []).filter((e) => squareKey(e.at) !== key) } }
  const segment = board.segmentOf(at)
  if (!segment) return refuseDungeon('nothing-there', `nothing to remove on ${name(at)}`, { square: name(at) })
  const inside = (rect: { at: Square; size: [number, number] }) =>
    at[0] >= rect.at[0] && at[1] >= rect.at[1] && at[0] < rect.at[0] + rect.size[0] && at[1] < rect.at[1] + rect.size[1]
  const squares = segment.squares.filter((rect) => !inside(rect))
  const segments =
    squares.length > 0
      ? dungeon.segments.map((s) => (s === segment ? { ...s, squares } : s))
      : dungeon.segments.filter((s) => s !== segment)
  return { ok: true, dungeon: pruneToFloor({ ...dungeon, segments }) }
}

/** What stood on floor that is rock now goes with it: markers, entrances, artifacts, and walls and doorways beside it. */
function pruneToFloor(dungeon: Dungeon): Dungeon {
  const board = new DungeonBoard(dungeon)
  const open = (s: Square) => board.isOpen(s)
  const inside = (e: { at: Square; side: SquareSide }) => open(e.at) && open(across(e.at, e.side))
  return {
    ...dungeon,
    ...(dungeon.walls ? { walls: dungeon.walls.filter(inside) } : {}),
    ...(dungeon.doorways ? { doorways: dungeon.doorways.filter(inside) } : {}),
    ...(dungeon.terrain ? { terrain: dungeon.terrain.filter((t) => open(t.at)) } : {}),
    ...(dungeon.entrances ? { entrances: dungeon.entrances.filter((e) => open(e.at)) } : {}),
    ...(dungeon.artifacts ? { artifacts: dungeon.artifacts.filter((a) => artifactSquares(a).every(open)) } : {}),
  }
}

/** The side of a square nearest a point given as fractions of the square (0..1 from its north-west corner). */
export function nearestSide(fx: number, fz: number): SquareSide {
  const distances: [SquareSide, number][] = [
    ['n', fz],
    ['s', 1 - fz],
    ['w', fx],
    ['e', 1 - fx],
  ]
  return distances.reduce((best, d) => (d[1] < best[1] ? d : best))[0]
}
