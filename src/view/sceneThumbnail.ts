/**
 * A small top-down picture of a scene for the scene list: the table, terrain pieces, castle
 * sections and planks, the dungeon's floor and walls, and every figure as a dot in its side's
 * colour. Pure: it returns shapes in table centimetres (x right, z down, as seen from above), so
 * an SVG with `viewBox="0 0 width depth"` draws it at any size and a test can read it.
 */
import { sectionOutline } from '../scene/castle/footprint'
import { SQUARE_CM, type Dungeon, type SquareSide } from '../scene/dungeon/schema'
import { figureProfile } from '../scene/figureProfile'
import { boxCorners } from '../scene/boxCorners'
import type { Scene, TerrainPiece } from '../scene/schema'
import { pieceColor, sideColors, TABLE_COLOR, TERRAIN_COLORS } from './three/palette'

export type ThumbShape =
  | { kind: 'polygon'; points: [number, number][]; fill: string; opacity?: number; role: ThumbRole }
  | { kind: 'circle'; cx: number; cy: number; r: number; fill: string; opacity?: number; role: ThumbRole }
  | { kind: 'line'; from: [number, number]; to: [number, number]; stroke: string; width: number; role: ThumbRole }

/** What a shape stands for: tests count them, the SVG may style them. */
export type ThumbRole = 'table' | 'terrain' | 'castle' | 'plank' | 'dungeon-rock' | 'dungeon-floor' | 'dungeon-wall' | 'figure'

export interface SceneThumbnail {
  width: number
  depth: number
  shapes: ThumbShape[]
}

const DUNGEON_ROCK = '#4a4540'
const DUNGEON_FLOOR = '#d9d2bf'
const DUNGEON_WALL = '#2b2622'

const rect = (x0: number, z0: number, x1: number, z1: number): [number, number][] => [
  [x0, z0],
  [x1, z0],
  [x1, z1],
  [x0, z1],
]

function terrainShape(piece: TerrainPiece): ThumbShape {
  const fill = pieceColor(piece)
  // Areas (forest, thicket) are volumes sight passes through: drawn lighter than solids.
  const opacity = piece.shape === 'area' ? 0.6 : undefined
  if (piece.shape === 'cylinder')
    return { kind: 'circle', cx: piece.center[0], cy: piece.center[2], r: piece.radius, fill, role: 'terrain' }
  // The same turn as the meshes and the castle footprints (counter-clockwise seen from above).
  const corners = boxCorners(piece).map((p): [number, number] => [...p])
  return { kind: 'polygon', points: corners, fill, opacity, role: 'terrain' }
}

function castleShapes(scene: Scene): ThumbShape[] {
  const castle = scene.castle
  if (!castle) return []
  const sections = castle.sections.map((section): ThumbShape => {
    const { area } = sectionOutline(section)
    const fill = section.destroyed ? TERRAIN_COLORS.ruin : TERRAIN_COLORS.fortified
    if (area.type === 'circle') return { kind: 'circle', cx: area.center[0], cy: area.center[1], r: area.radius, fill, role: 'castle' }
    // A thin piece whose outline is a segment: drawn as a wall line 1.5 cm wide.
    if (area.type === 'segment') return { kind: 'line', from: [...area.from], to: [...area.to], stroke: fill, width: 1.5, role: 'castle' }
    return { kind: 'polygon', points: area.points.map(([x, z]): [number, number] => [x, z]), fill, role: 'castle' }
  })
  const planks = (castle.planks ?? []).map(
    (plank): ThumbShape => ({
      kind: 'line',
      from: [plank.from[0], plank.from[2]],
      to: [plank.to[0], plank.to[2]],
      stroke: TERRAIN_COLORS.building,
      width: plank.width,
      role: 'plank',
    }),
  )
  return [...sections, ...planks]
}

/** The two ends of a square's side in table cm. */
function edgeLine(d: Dungeon, [c, r]: [number, number], side: SquareSide): [[number, number], [number, number]] {
  const x0 = d.origin[0] + c * SQUARE_CM
  const z0 = d.origin[1] + r * SQUARE_CM
  const x1 = x0 + SQUARE_CM
  const z1 = z0 + SQUARE_CM
  if (side === 'n')
    return [
      [x0, z0],
      [x1, z0],
    ]
  if (side === 's')
    return [
      [x0, z1],
      [x1, z1],
    ]
  if (side === 'w')
    return [
      [x0, z0],
      [x0, z1],
    ]
  return [
    [x1, z0],
    [x1, z1],
  ]
}

function dungeonShapes(scene: Scene): ThumbShape[] {
  const d = scene.dungeon
  if (!d) return []
  const [ox, oz] = d.origin
  const at = (c: number, r: number): [number, number] => [ox + c * SQUARE_CM, oz + r * SQUARE_CM]
  // Rock under the whole board, floor where a room or corridor lies: the walls around the floor show as its edge.
  const rock: ThumbShape = {
    kind: 'polygon',
    points: rect(...at(0, 0), ...at(d.columns, d.rows)),
    fill: DUNGEON_ROCK,
    role: 'dungeon-rock',
  }
  const floor = d.segments.flatMap((segment) =>
    segment.squares.map(
      (block): ThumbShape => ({
        kind: 'polygon',
        points: rect(...at(block.at[0], block.at[1]), ...at(block.at[0] + block.size[0], block.at[1] + block.size[1])),
        fill: DUNGEON_FLOOR,
        role: 'dungeon-floor',
      }),
    ),
  )
  const walls = (d.walls ?? []).map((wall): ThumbShape => {
    const [from, to] = edgeLine(d, wall.at, wall.side)
    return { kind: 'line', from, to, stroke: DUNGEON_WALL, width: SQUARE_CM / 4, role: 'dungeon-wall' }
  })
  return [rock, ...floor, ...walls]
}

/**
 * The thumbnail of `scene`. Figures are drawn at least 1/70 of the table wide, so that a
 * 2.5 cm base on a 180 cm table is still a visible dot in a card 120 px wide.
 */
export function sceneThumbnail(scene: Scene): SceneThumbnail {
  const { width, depth } = scene.table
  const minDot = Math.max(width, depth) / 140
  const colors = sideColors(scene)
  const figures = scene.figures.map(
    (figure): ThumbShape => ({
      kind: 'circle',
      cx: figure.position[0],
      cy: figure.position[2],
      r: Math.max(figureProfile(figure).radius, minDot),
      fill: colors.get(figure.side) ?? '#000000',
      role: 'figure',
    }),
  )
  return {
    width,
    depth,
    shapes: [
      { kind: 'polygon', points: rect(0, 0, width, depth), fill: scene.table.color ?? TABLE_COLOR, role: 'table' },
      ...dungeonShapes(scene),
      ...scene.terrain.map(terrainShape),
      ...castleShapes(scene),
      ...figures,
    ],
  }
}
