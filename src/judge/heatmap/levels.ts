/**
 * The levels a heat map can stand its figure on (issue 15: "the table, a hill top, a wall
 * walk"): the table, the highest surface, and every piece whose top a figure can stand on,
 * which is every solid (placeVirtualTarget stands a profile on any solid's top with room
 * above it): the scene's boxes and cylinders (hills, walls, platforms), each castle section
 * (its walk: the tops of its solid parts, or its rubble once destroyed) and each intact plank.
 * Areas are not solids, and a closed portal's box is part of a passage, not a walk.
 */
import { castlePartOf, castleTerrain } from '../../geometry/castle/colliders'
import type { Scene } from '../../scene/schema'

export interface HeatmapLevelOption {
  /** What a request's `level` takes: `ground`, `top`, a piece id, a castle section's or a plank's id. */
  id: string
  kind: 'ground' | 'top' | 'piece' | 'section' | 'plank'
  /** The piece's or section's own name in the scene, where it has one. */
  name?: string
  /** A castle section's kind (`wall`, `roundTower`, ...), for a name in the reader's language. */
  castleKind?: string
}

/** Every level the judge accepts for `scene`, the table and the highest surface first. */
export function heatmapLevels(scene: Scene): HeatmapLevelOption[] {
  const out: HeatmapLevelOption[] = [
    { id: 'ground', kind: 'ground' },
    { id: 'top', kind: 'top' },
  ]
  for (const piece of scene.terrain) {
    if (piece.shape !== 'area') out.push({ id: piece.id, kind: 'piece', ...(piece.name ? { name: piece.name } : {}) })
  }
  for (const section of scene.castle?.sections ?? []) {
    out.push({ id: section.id, kind: 'section', castleKind: section.kind, ...(section.name ? { name: section.name } : {}) })
  }
  for (const plank of scene.castle?.planks ?? []) if (!plank.destroyed) out.push({ id: plank.id, kind: 'plank' })
  return out
}

/**
 * The solid pieces (ids of the world's terrain) whose tops make the level `id`: the piece
 * itself, or a castle section's solid parts (or rubble); null where `id` is no such level.
 */
export function levelPieces(scene: Scene, id: string): string[] | null {
  const option = heatmapLevels(scene).find((o) => o.id === id)
  if (!option || option.kind === 'ground' || option.kind === 'top') return null
  if (option.kind !== 'section') return [id]
  return castleTerrain(scene)
    .map((p) => p.id)
    .filter((pieceId) => {
      const part = castlePartOf(scene, pieceId)
      return part?.ownerId === id && (part.role === 'solid' || part.role === 'rubble')
    })
}
