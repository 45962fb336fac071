/**
 * Things that reach over the table's edge (ruling R-SE-12). The older checks refuse only what is
 * wholly beside the table (a typo in a coordinate) and a figure whose base centre is off it; a
 * piece or base half over the edge passed, although no player would accept it: the part beyond
 * the edge stands on nothing, and a ruling measured to it would use ground that is not there.
 * Here every terrain footprint, castle section outline and figure base (a mount's whole stadium)
 * must lie on the table, give or take OVERLAP_TOLERANCE for a piece set flush against the edge.
 * What the older checks already refuse is not reported a second time.
 */
import type { Point2 } from '../math/planar'
import { error, type PathSegment, type SceneProblem } from './problems'
import type { Figure, TerrainPiece } from './schema'
import type { CastleSection } from './castle/schema'
import { footprintOnTable, OVERLAP_TOLERANCE } from './overlaps'
import { outlineOnTable, sectionOutline } from './castle/footprint'
import type { CastleArea } from './castle/pieces'
import { figureFootprint } from './mageknight/mountedFigures'
import { boxCorners } from './boxCorners'

interface Located<T> {
  path: PathSegment[]
  record: T
}

/** A table's extent, cm. */
export interface TableSize {
  width: number
  depth: number
}

/** How far (cm) a set of discs (centre and radius) reaches beyond the table's edge; 0 when none does. */
function overOfDiscs(discs: readonly (readonly [Point2, number])[], { width, depth }: TableSize): number {
  let over = 0
  for (const [[x, z], r] of discs) over = Math.max(over, r - x, x + r - width, r - z, z + r - depth)
  return over
}

/** How far (cm) a terrain piece's footprint reaches beyond the table's edge. */
export function pieceOverEdge(piece: TerrainPiece, table: TableSize): number {
  if (piece.shape === 'cylinder') return overOfDiscs([[[piece.center[0], piece.center[2]], piece.radius]], table)
  return overOfDiscs(
    boxCorners(piece).map((p) => [p, 0] as const),
    table,
  )
}

/** How far (cm) a castle section's outline reaches beyond the table's edge. */
export function sectionOverEdge(section: CastleSection, table: TableSize): number {
  const area: CastleArea = sectionOutline(section).area
  if (area.type === 'circle') return overOfDiscs([[area.center, area.radius]], table)
  if (area.type === 'segment') return overOfDiscs([[area.from, 0] as const, [area.to, 0] as const], table)
  return overOfDiscs(
    area.points.map((p) => [p, 0] as const),
    table,
  )
}

/** How far (cm) a figure's base (a mount's stadium, from rear to front) reaches beyond the table's edge. */
export function figureOverEdge(figure: Figure, table: TableSize): number {
  const { a, b, radius } = figureFootprint(figure)
  return overOfDiscs(
    [
      [a, radius],
      [b, radius],
    ],
    table,
  )
}

/** A reach over the edge worth a problem: beyond the rounding allowance, said to a hundredth of a cm. */
const overProblem = (path: PathSegment[], over: number, { width, depth }: TableSize): SceneProblem[] => {
  if (over <= OVERLAP_TOLERANCE) return []
  const overCm = Math.round(over * 100) / 100
  return [
    error(path, `reaches ${overCm} cm over the edge of the ${width} x ${depth} cm table`, 'over-table-edge', {
      over: overCm,
      width,
      depth,
    }),
  ]
}

/** True when the point lies on the table (the older per-axis check already names it otherwise). */
const centreOnTable = ([x, , z]: readonly number[], { width, depth }: TableSize) => x >= 0 && x <= width && z >= 0 && z <= depth

/**
 * Terrain pieces, castle sections and figure bases that reach over the table's edge (R-SE-12),
 * one problem each; those wholly off the table or standing with their centre off it are left to
 * the older checks, which already refuse them.
 */
export function checkOverTableEdge(
  parts: {
    terrain: readonly Located<TerrainPiece>[]
    sections: readonly Located<CastleSection>[]
    figures: readonly Located<Figure>[]
  },
  table: TableSize,
): SceneProblem[] {
  return [
    ...parts.terrain.flatMap(({ path, record }) =>
      footprintOnTable(record, table.width, table.depth) ? overProblem(path, pieceOverEdge(record, table), table) : [],
    ),
    ...parts.sections.flatMap(({ path, record }) =>
      outlineOnTable(record, table.width, table.depth) ? overProblem(path, sectionOverEdge(record, table), table) : [],
    ),
    ...parts.figures.flatMap(({ path, record }) =>
      centreOnTable(record.position, table) ? overProblem(path, figureOverEdge(record, table), table) : [],
    ),
  ]
}
