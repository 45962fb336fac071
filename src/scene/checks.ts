/**
 * Checks that the schema cannot express: ids unique across the scene, things on the table,
 * figures not standing inside terrain or each other. They run on every record that passed the
 * schema on its own, even when another record failed, so one load reports everything.
 */
import { error, formatPath, MAX_WARNINGS_PER_RECORD, moreWarnings, warning, type PathSegment, type SceneProblem } from './problems'
import type { Figure, Ladder, TerrainPiece } from './schema'
import { footprintOnTable, footprintOverlapsPiece, footprintsOverlap, isSolid } from './overlaps'
import type { CastleSection, Plank } from './castle/schema'
import { ridesTogether } from './mageknight/chariot'
import { figureFootprint, riderSeats } from './mageknight/mountedFigures'
import { checkFiguresInSections, checkSectionOverlaps, checkSections } from './castle/checks'
import { checkPlanks } from './castle/plankChecks'
import { checkCastleLadders } from './castle/ladderChecks'
import type { Dungeon } from './dungeon/schema'
import { checkDungeon } from './dungeon/checks'
import { checkOverTableEdge } from './tableEdge'

/** A record with the path it came from, so problems point at the right array index. */
export interface Located<T> {
  path: PathSegment[]
  record: T
}

/** What the checks look at: the valid parts of a scene, possibly partial. */
export interface SceneParts {
  /** Absent when the table itself is invalid: then nothing is checked against it. */
  table?: { width: number; depth: number }
  terrain: Located<TerrainPiece>[]
  ladders: Located<Ladder>[]
  figures: Located<Figure>[]
  /** Castle sections and planks (`castle.sections`, `castle.planks`); empty without a castle. */
  sections: Located<CastleSection>[]
  planks: Located<Plank>[]
  /** The dungeon board (`dungeon`), when present and valid on its own: checked by dungeon/checks.ts. */
  dungeon?: Located<Dungeon>
  /** Every non-empty string id found, valid record or not, in document order. */
  ids: Located<string>[]
}

/**
 * Terrain, ladder and figure ids share one namespace: a sight query or a ruling names a thing
 * by id alone, so "A" must not be both a figure and a piece.
 */
export function checkDuplicateIds(ids: readonly Located<string>[]): SceneProblem[] {
  const firstSeen = new Map<string, PathSegment[]>()
  const problems: SceneProblem[] = []
  for (const { path, record: id } of ids) {
    const first = firstSeen.get(id)
    if (first)
      problems.push(
        error([...path, 'id'], `duplicate id ${JSON.stringify(id)}, already used by ${formatPath(first)}`, 'duplicate-id', {
          id,
          first: formatPath(first),
        }),
      )
    else firstSeen.set(id, path)
  }
  return problems
}

/** A point (at `path`) that lies beside the table or under its top; one problem per axis. */
function pointOnTable(path: readonly PathSegment[], [x, y, z]: readonly number[], width: number, depth: number): SceneProblem[] {
  const problems: SceneProblem[] = []
  const at = (axis: number) => [...path, axis]
  if (x < 0 || x > width)
    problems.push(error(at(0), `off the table: x = ${x} is outside 0 to ${width}`, 'off-table', { axis: 'x', value: x, max: width }))
  if (y < 0) problems.push(error(at(1), `below the table top: y = ${y} is less than 0`, 'below-table', { y }))
  if (z < 0 || z > depth)
    problems.push(error(at(2), `off the table: z = ${z} is outside 0 to ${depth}`, 'off-table', { axis: 'z', value: z, max: depth }))
  return problems
}

/** Figures whose base centre is off the table or under its top; one problem per axis. */
export function checkFiguresOnTable(figures: readonly Located<Figure>[], width: number, depth: number): SceneProblem[] {
  return figures.flatMap(({ path, record }) => pointOnTable([...path, 'position'], record.position, width, depth))
}

/**
 * Ladder and plank ends off the table or under its top, as for figures: a ladder stands on the
 * table or on something on it, a plank lies on sections on the table (ruling R-SC-1).
 */
export function checkEndsOnTable(
  ladders: readonly Located<Ladder>[],
  planks: readonly Located<Plank>[],
  width: number,
  depth: number,
): SceneProblem[] {
  return [
    ...ladders.flatMap(({ path, record }) => [
      ...pointOnTable([...path, 'bottom'], record.bottom, width, depth),
      ...pointOnTable([...path, 'top'], record.top, width, depth),
    ]),
    ...planks.flatMap(({ path, record }) => [
      ...pointOnTable([...path, 'from'], record.from, width, depth),
      ...pointOnTable([...path, 'to'], record.to, width, depth),
    ]),
  ]
}

/** Pieces whose whole footprint lies beside the table (a typo in a coordinate, mostly). */
export function checkPiecesOnTable(terrain: readonly Located<TerrainPiece>[], width: number, depth: number): SceneProblem[] {
  return terrain
    .filter(({ record }) => !footprintOnTable(record, width, depth))
    .map(({ path }) => error(path, `lies entirely off the ${width} x ${depth} cm table`, 'entirely-off-table', { width, depth }))
}

/** Rounding allowance (cm) for a piece's bottom, which is computed (centre minus half the height). */
export const BOTTOM_TOLERANCE = 1e-6

/**
 * Pieces reaching below the table top, wholly or in part (ruling R-SC-2): the table is solid, so
 * what lies under its top could not be seen or stood on, and figures and castle sections there
 * are refused too. A crater is an area standing on the table (skirmish-ruins), not a hole in it.
 */
export function checkPiecesAboveTable(terrain: readonly Located<TerrainPiece>[]): SceneProblem[] {
  const problems: SceneProblem[] = []
  for (const { path, record } of terrain) {
    const y = record.center[1]
    const height = record.shape === 'cylinder' ? record.height : record.size[1]
    const bottom = y - height / 2
    if (bottom < -BOTTOM_TOLERANCE) {
      problems.push(
        error(
          [...path, 'center', 1],
          `below the table top: its bottom is at y = ${bottom} (centre ${y}, height ${height}), less than 0`,
          'bottom-below-table',
          { bottom, y, height },
        ),
      )
    }
  }
  return problems
}

/** One of the two is a rider seated in the other's slot (a rider off its slot overlapping its mount is still warned of). */
const seatedOn = (seats: ReturnType<typeof riderSeats>, a: string, b: string): boolean =>
  seats.get(a)?.mountId === b || seats.get(b)?.mountId === a

/**
 * Warnings, not errors: a figure inside a wall or another figure is a scene worth looking at
 * (a misplaced click) but still one the sandbox can load and show. Per figure, the first
 * MAX_WARNINGS_PER_RECORD pieces and figures it overlaps are named and the rest counted.
 */
export function checkOverlaps(terrain: readonly Located<TerrainPiece>[], figures: readonly Located<Figure>[]): SceneProblem[] {
  const problems: SceneProblem[] = []
  const solids = terrain.flatMap((p) => (isSolid(p.record) ? [{ path: p.path, record: p.record }] : []))
  // A mount stands on its stadium and a seated rider above its saddle (R-CVG.1, R-CVG.5).
  const seats = riderSeats(figures.map((f) => f.record))
  const footprints = figures.map((f) => figureFootprint(f.record, seats.get(f.record.id)))
  figures.forEach((figure, i) => {
    const c = footprints[i]
    let pieces = 0
    for (const solid of solids) {
      if (footprintOverlapsPiece(c, solid.record) && ++pieces <= MAX_WARNINGS_PER_RECORD) {
        const at = formatPath(solid.path)
        problems.push(
          warning(figure.path, `overlaps terrain ${JSON.stringify(solid.record.id)} (${at})`, 'overlaps-terrain', {
            id: solid.record.id,
            at,
          }),
        )
      }
    }
    problems.push(...moreWarnings(figure.path, pieces, 'pieces of terrain'))
    let others = 0
    for (let j = 0; j < i; j++) {
      // A passenger stands on its chariot's base (000 "Passagiere"), a rider in its mount's slot
      // (003 "Cavalry Units"): that overlap is the rule, not a misplaced click.
      if (ridesTogether(figure.record, figures[j].record) || seatedOn(seats, figure.record.id, figures[j].record.id)) continue
      if (footprintsOverlap(c, footprints[j]) && ++others <= MAX_WARNINGS_PER_RECORD) {
        const other = figures[j]
        const at = formatPath(other.path)
        problems.push(
          warning(figure.path, `overlaps figure ${JSON.stringify(other.record.id)} (${at})`, 'overlaps-figure', {
            id: other.record.id,
            at,
          }),
        )
      }
    }
    problems.push(...moreWarnings(figure.path, others, 'figures'))
  })
  return problems
}

/** All semantic checks: errors (ids, then terrain, then figures, then castle), then the overlap warnings, then the dungeon. */
export function checkScene(parts: SceneParts): SceneProblem[] {
  const problems = [...checkDuplicateIds(parts.ids), ...checkPiecesAboveTable(parts.terrain)]
  if (parts.table) {
    problems.push(...checkPiecesOnTable(parts.terrain, parts.table.width, parts.table.depth))
    problems.push(...checkFiguresOnTable(parts.figures, parts.table.width, parts.table.depth))
    problems.push(...checkEndsOnTable(parts.ladders, parts.planks, parts.table.width, parts.table.depth))
    // Half over the edge (R-SE-12): what the lines above leave through because some of it is on the table.
    problems.push(...checkOverTableEdge(parts, parts.table))
  }
  problems.push(...checkSections(parts.sections, parts.table))
  problems.push(...checkOverlaps(parts.terrain, parts.figures))
  problems.push(...checkFiguresInSections(parts.figures, parts.sections))
  problems.push(...checkSectionOverlaps(parts.sections))
  problems.push(...checkPlanks(parts.planks, parts.sections))
  const sectionIds = new Set(parts.ids.filter(({ path }) => path[0] === 'castle' && path[1] === 'sections').map(({ record }) => record))
  problems.push(...checkCastleLadders(parts.ladders, parts.sections, sectionIds))
  if (parts.dungeon) problems.push(...checkDungeon(parts.dungeon, parts.figures, parts.table))
  return problems
}
