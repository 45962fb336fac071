/**
 * The castle's set-up check (001 "Spielfeld und Aufbau") for the siege editor: which table edge
 * belongs to the castle player and how deep the opposing deployment zone is (the sides, chosen
 * in the editor), the facts the rules need measured from the scene (footprints, enclosed areas,
 * where each figure stands), `checkCastleSetup` of the rules on them, and the zones and limit
 * lines the view draws. The view only draws what comes back here.
 */
import { CONTACT_TOLERANCE, sectionUnder } from '../../geometry/castle/queries'
import type { HasScene } from '../../geometry/castle/sectionLookup'
import { CASTLE_EDGE_MAX_IN, CASTLE_OPPONENT_MIN_IN, checkCastleSetup, type SetupProblem } from '../../rules/mageknight/castle'
import type { Point2 } from '../../math/planar'
import { ruling } from '../../rules/kernel'
import { sectionOutline, sectionToWorld, signedDistance } from '../../scene/castle/footprint'
import { TABLE_EDGES } from '../../scene/castle/schema'
import type { CastleArea } from '../../scene/castle/pieces'
import { MK_LIBRARY } from '../../scene/mageknight/library'
import type { Figure, Scene, TerrainPiece } from '../../scene/schema'
import { CM_PER_INCH } from '../../math/units'
import { castleEnclosures, type Enclosure } from '../../geometry/castle/enclosures'
import { figureProfile } from '../../scene/figureProfile'

export { TABLE_EDGES }
/** north: z = 0 (the far side in the top-down view), south: z = depth, west: x = 0, east: x = width. */
export type TableEdge = (typeof TABLE_EDGES)[number]

/** Who plays the castle and from where (R-SE-8: the opposing zone is a strip along the opposite edge). */
export interface SiegeSides {
  castleSide: string
  castleEdge: TableEdge
  /** Depth of the opposing deployment zone along the opposite edge, inches. */
  opponentZoneDepthIn: number
}

/** R-SE-8: the Mage Knight starting area we assume for the opponent, inches from their edge. */
export const DEFAULT_OPPONENT_ZONE_DEPTH_IN = 8
export const SETUP_LIMITS_IN = { castleEdgeMax: CASTLE_EDGE_MAX_IN, opponentMin: CASTLE_OPPONENT_MIN_IN } as const
export const SIEGE_SETUP_RULINGS = {
  opponentZone: ruling('R-SE-8', 'Aufstellungszone des Gegners'),
  enclosureGap: ruling('R-SE-7', 'Eingeschlossener Bereich: Lücken schmaler als eine Basis'),
} as const

export const OPPOSITE_EDGE: Record<TableEdge, TableEdge> = { north: 'south', south: 'north', west: 'east', east: 'west' }

type Table = Scene['table']
const IN = (inches: number) => inches * CM_PER_INCH

/** The edge as a segment. */
export function edgeSegment(table: Table, edge: TableEdge): [Point2, Point2] {
  const { width: w, depth: d } = table
  switch (edge) {
    case 'north':
      return [
        [0, 0],
        [w, 0],
      ]
    case 'south':
      return [
        [0, d],
        [w, d],
      ]
    case 'west':
      return [
        [0, 0],
        [0, d],
      ]
    case 'east':
      return [
        [w, 0],
        [w, d],
      ]
  }
}

/** The strip of the table from `edge` inward, `fromCm` to `toCm` deep (clipped to the table). */
export function edgeStrip(table: Table, edge: TableEdge, fromCm: number, toCm: number): Point2[] {
  const span = edge === 'north' || edge === 'south' ? table.depth : table.width
  const a = Math.min(span, Math.max(0, fromCm))
  const b = Math.min(span, Math.max(0, toCm))
  const { width: w, depth: d } = table
  switch (edge) {
    case 'north':
      return [
        [0, a],
        [w, a],
        [w, b],
        [0, b],
      ]
    case 'south':
      return [
        [0, d - a],
        [w, d - a],
        [w, d - b],
        [0, d - b],
      ]
    case 'west':
      return [
        [a, 0],
        [a, d],
        [b, d],
        [b, 0],
      ]
    case 'east':
      return [
        [w - a, 0],
        [w - a, d],
        [w - b, d],
        [w - b, 0],
      ]
  }
}

/** The sides a scene starts with: the castle's side, the edge nearest its sections, the default zone depth. */
export function defaultSiegeSides(scene: Scene): SiegeSides | null {
  // The scene's own record wins (castle.setup, saved with the scene); otherwise the castle
  // player is the first section's side and its edge the one nearest the sections' middle.
  if (scene.castle?.setup) return { ...scene.castle.setup }
  const sections = scene.castle?.sections ?? []
  if (sections.length === 0) return null
  const cx = sections.reduce((s, x) => s + x.center[0], 0) / sections.length
  const cz = sections.reduce((s, x) => s + x.center[2], 0) / sections.length
  const gaps: Record<TableEdge, number> = { north: cz, south: scene.table.depth - cz, west: cx, east: scene.table.width - cx }
  const castleEdge = TABLE_EDGES.reduce((best, e) => (gaps[e] < gaps[best] ? e : best), 'north' as TableEdge)
  return { castleSide: sections[0].side, castleEdge, opponentZoneDepthIn: DEFAULT_OPPONENT_ZONE_DEPTH_IN }
}

function areaPolygon(area: CastleArea): Point2[] {
  if (area.type === 'circle')
    return Array.from(
      { length: 64 },
      (_, i): Point2 => [
        area.center[0] + area.radius * Math.cos((i * Math.PI) / 32),
        area.center[1] + area.radius * Math.sin((i * Math.PI) / 32),
      ],
    )
  const pts = area.type === 'polygon' ? area.points : [area.from, area.to]
  return [...pts]
}

/** A terrain piece seen from above. */
function terrainFootprint(piece: TerrainPiece): Point2[] {
  if (piece.shape === 'cylinder') return areaPolygon({ type: 'circle', center: [piece.center[0], piece.center[2]], radius: piece.radius })
  const [sx, , sz] = piece.size
  const corners: [number, number][] = [
    [-sx / 2, -sz / 2],
    [sx / 2, -sz / 2],
    [sx / 2, sz / 2],
    [-sx / 2, sz / 2],
  ]
  return corners.map((c) => sectionToWorld(piece, c))
}

const baseDiameterIn = (f: Figure): number => {
  const card = f.mk ? MK_LIBRARY.figures[f.mk.card] : undefined
  return card ? card.base.diameterIn : (2 * figureProfile(f).radius) / CM_PER_INCH
}

export interface SetupReport {
  sides: SiegeSides
  problems: SetupProblem[]
  enclosures: Enclosure[]
  /** What the view draws (cm): the castle's 18-inch strip, the opposing zone and the line 30 inches from it. */
  castleStrip: Point2[]
  opponentZone: Point2[]
  opponentLimit: [Point2, Point2]
  limitsIn: typeof SETUP_LIMITS_IN
}

const enclosureMemo = new WeakMap<object, Enclosure[]>()

/** The set-up rules over the scene as it stands (figures, terrain and the castle), for the given sides. */
export function judgeCastleSetup(world: HasScene, sides: SiegeSides): SetupReport {
  const scene = world.scene
  if (!Number.isFinite(sides.opponentZoneDepthIn) || sides.opponentZoneDepthIn <= 0)
    throw new RangeError(`opponentZoneDepthIn: expected inches > 0, got ${sides.opponentZoneDepthIn}`)
  const castle = scene.castle
  let enclosures = castle ? enclosureMemo.get(castle) : []
  if (!enclosures) {
    enclosures = castleEnclosures(scene)
    if (castle) enclosureMemo.set(castle, enclosures)
  }
  const standing = (castle?.sections ?? []).filter((s) => !s.destroyed)
  const outlines = standing.map((s) => sectionOutline(s).area)
  const opponentEdge = OPPOSITE_EDGE[sides.castleEdge]
  const zoneDepth = IN(sides.opponentZoneDepthIn)
  const opponentZone = edgeStrip(scene.table, opponentEdge, 0, zoneDepth)
  const limitLine = edgeStrip(scene.table, opponentEdge, zoneDepth + IN(CASTLE_OPPONENT_MIN_IN), zoneDepth + IN(CASTLE_OPPONENT_MIN_IN))
  const problems = checkCastleSetup({
    castleSide: sides.castleSide,
    castleEdge: edgeSegment(scene.table, sides.castleEdge),
    opponentZone,
    sections: standing.map((s, i) => ({ id: s.id, footprint: areaPolygon(outlines[i]) })),
    terrain: scene.terrain.map((t) => ({ id: t.id, footprint: terrainFootprint(t) })),
    enclosures: enclosures.map((e) => ({ id: e.id, area: e.area, portals: e.portals })),
    ladders: {
      count: (scene.ladders ?? []).filter((l) => l.against !== undefined && standing.some((s) => s.id === l.against)).length,
      wallSections: standing.filter((s) => s.kind === 'wall' || s.kind === 'wallGateway').length,
    },
    figures: scene.figures.map((f) => {
      const under = sectionUnder(world, f.id)
      const reach = figureProfile(f).radius + CONTACT_TOLERANCE
      const centre: [number, number] = [f.position[0], f.position[2]]
      return {
        id: f.id,
        side: f.side,
        centre: [centre[0], centre[1]],
        diameterIn: baseDiameterIn(f),
        onSection: under.sectionId ?? under.plankId,
        touchesSection: outlines.some((o) => signedDistance(o, centre) <= reach),
      }
    }),
  })
  return {
    sides,
    problems,
    enclosures,
    castleStrip: edgeStrip(scene.table, sides.castleEdge, 0, IN(CASTLE_EDGE_MAX_IN)),
    opponentZone,
    opponentLimit: [limitLine[0], limitLine[1]],
    limitsIn: SETUP_LIMITS_IN,
  }
}
