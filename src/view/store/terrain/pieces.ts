/**
 * Terrain pieces as the editors add them, shared by the siege editor's palette and the dispute
 * view's terrain tool: the presets (one per kind of piece the scene format has: a wall, a house,
 * a hill, a rock, a tower, a ruin, a wood, a thicket, water), readable new ids, and a new piece
 * snapped face to face against the terrain and castle sections already standing (snap.ts). New
 * scenes, never mutated; what the rules make of a piece is the judge's business.
 */
import type { Scene, TerrainPiece } from '../../../scene/schema'
import type { Point2 } from '../../../math/planar'
import { normalizeDegrees, snapTerrain } from '../siege/snap'

/** Every preset a terrain palette offers; the type of each can be changed afterwards (terrain/edit.ts). */
export const TERRAIN_PRESETS = ['wall', 'house', 'hill', 'rock', 'tower', 'ruin', 'wood', 'thicket', 'water'] as const
export type TerrainPreset = (typeof TERRAIN_PRESETS)[number]

/** A coordinate to a thousandth of a cm: the editor never writes float dust into a scene file. */
export const round = (v: number) => Math.round(v * 1000) / 1000

/** `prefix-n` with the smallest n not used by any record of the scene (ids share one namespace: scene/checks.ts). */
export function nextId(scene: Scene, prefix: string): string {
  const used = new Set<string>([
    ...scene.terrain.map((t) => t.id),
    ...scene.figures.map((f) => f.id),
    ...(scene.ladders ?? []).map((l) => l.id),
    ...(scene.castle?.sections ?? []).map((s) => s.id),
    ...(scene.castle?.planks ?? []).map((p) => p.id),
  ])
  for (let n = 1; ; n++) if (!used.has(`${prefix}-${n}`)) return `${prefix}-${n}`
}

/**
 * A preset's piece standing on the table at `at`. Sizes are what a table usually has: the wall of
 * hill-and-wall (2.7 cm high, 1 cm thick), a hill of raised ground (type road: no cover, 9.6), a
 * wood or thicket as an area that sight passes through, water as a flat area.
 */
export function terrainPreset(preset: TerrainPreset, id: string, at: Point2, rotationY: number): TerrainPiece {
  const turn = rotationY === 0 ? {} : { rotationY }
  const box = (type: TerrainPiece['type'], [w, h, d]: [number, number, number]): TerrainPiece => ({
    id,
    shape: 'box',
    type,
    center: [at[0], h / 2, at[1]],
    size: [w, h, d],
    ...turn,
  })
  const area = (type: TerrainPiece['type'], [w, h, d]: [number, number, number]): TerrainPiece => ({
    id,
    shape: 'area',
    type,
    center: [at[0], h / 2, at[1]],
    size: [w, h, d],
    ...turn,
  })
  const cylinder = (type: TerrainPiece['type'], radius: number, height: number): TerrainPiece => ({
    id,
    shape: 'cylinder',
    type,
    center: [at[0], height / 2, at[1]],
    radius,
    height,
  })
  switch (preset) {
    case 'wall':
      return box('building', [15, 2.7, 1])
    case 'house':
      return box('building', [10, 8, 8])
    case 'hill':
      return box('road', [20, 3, 20])
    case 'rock':
      return cylinder('fortified', 4, 3)
    case 'tower':
      return cylinder('building', 4, 10)
    case 'ruin':
      return box('ruin', [8, 4, 8])
    case 'wood':
      return area('forest', [15, 8, 15])
    case 'thicket':
      return area('thicket', [10, 4, 10])
    case 'water':
      return area('water', [15, 0.5, 10])
  }
}

/** A terrain piece moved so its centre (seen from above) is at `at`, turned to `rotationY` (a cylinder never turns). */
export function terrainAt(piece: TerrainPiece, at: Point2, rotationY: number): TerrainPiece {
  const moved = { ...piece, center: [round(at[0]), piece.center[1], round(at[1])] } as TerrainPiece
  if (moved.shape === 'cylinder') return moved
  const turn = normalizeDegrees(rotationY)
  if (turn === 0) delete moved.rotationY
  else moved.rotationY = turn
  return moved
}

/** A terrain piece snapped face to face against the other terrain and the castle sections (snap.ts snapTerrain). */
export function snappedTerrain(scene: Scene, piece: TerrainPiece, at: Point2, rotationY: number): TerrainPiece {
  const snap = snapTerrain(piece, at, rotationY, scene.terrain, scene.castle?.sections ?? [])
  return terrainAt(piece, snap.center, snap.rotationY)
}

/** The scene with a new preset piece at `at` (snapped), and its id. */
export function addTerrain(scene: Scene, preset: TerrainPreset, at: Point2, rotationY: number): { scene: Scene; id: string } {
  const id = nextId(scene, preset)
  const piece = snappedTerrain(scene, terrainPreset(preset, id, [round(at[0]), round(at[1])], rotationY), at, rotationY)
  return { scene: { ...scene, terrain: [...scene.terrain, piece] }, id }
}

/**
 * The area piece whose footprint holds (x, z), the last drawn first. Areas are not pickable meshes
 * (TerrainPieces.tsx: clicks pass through them to the figures inside), so the tools find them here.
 */
export function areaAt(scene: Scene, [x, z]: Point2): TerrainPiece | null {
  for (let i = scene.terrain.length - 1; i >= 0; i--) {
    const piece = scene.terrain[i]
    if (piece.shape !== 'area') continue
    // Into the piece's own axes: turn the offset back by its rotation (snap.ts's sense, +x toward -z).
    const a = (-(piece.rotationY ?? 0) * Math.PI) / 180
    const [dx, dz] = [x - piece.center[0], z - piece.center[2]]
    const lx = Math.cos(a) * dx + Math.sin(a) * dz
    const lz = -Math.sin(a) * dx + Math.cos(a) * dz
    if (Math.abs(lx) <= piece.size[0] / 2 && Math.abs(lz) <= piece.size[2] / 2) return piece
  }
  return null
}
