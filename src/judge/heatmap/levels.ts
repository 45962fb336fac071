/**
 * The levels a heat map can stand its figure on (issue 15: "the table, a hill top, a wall
 * walk"): the table, the highest surface, and every piece whose top a figure can stand on,
 * which is every solid (placeVirtualTarget stands a profile on any solid's top with room
 * above it): the scene's boxes and cylinders (hills, walls, platforms), each castle section
 * (its walk: the tops of its solid parts, or its rubble once destroyed) and each intact plank.
 * Areas are not solids, and a closed portal's box is part of a passage, not a walk. Asked for
 * a profile, a level none of whose tops is as wide as the profile's base is left out (R-HM.4).
 */
import { castlePartOf, castleTerrain } from '../../geometry/castle/colliders'
import { figureProfile } from '../../scene/figureProfile'
import type { Scene, TerrainPiece } from '../../scene/schema'
import type { SizeProfile } from '../../scene/sizeProfiles'

export interface HeatmapLevelOption {
  /** What a request's `level` takes: `ground`, `top`, a piece id, a castle section's or a plank's id. */
  id: string
  kind: 'ground' | 'top' | 'piece' | 'section' | 'plank'
  /** The piece's or section's own name in the scene, where it has one. */
  name?: string
  /** A castle section's kind (`wall`, `roundTower`, ...), for a name in the reader's language. */
  castleKind?: string
}

/**
 * Every level the judge accepts for `scene`, the table and the highest surface first; with
 * `profile`, only those with a top wide enough for its base (levelHolds).
 */
export function heatmapLevels(scene: Scene, profile?: SizeProfile): HeatmapLevelOption[] {
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
  if (!profile) return out
  const widest = widestTops(scene)
  const base = baseOf(profile)
  return out.filter((o) => o.kind === 'ground' || o.kind === 'top' || fits(widest.get(o.id), base))
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
    .filter((pieceId) => sectionTopOf(scene, pieceId) === id)
}

/** The section whose walk the castle piece `pieceId` is part of (a solid part or rubble), else undefined. */
function sectionTopOf(scene: Scene, pieceId: string): string | undefined {
  const part = castlePartOf(scene, pieceId)
  return part && (part.role === 'solid' || part.role === 'rubble') ? part.ownerId : undefined
}

/** The narrower side of a solid's top, cm: a box's shorter horizontal extent (boxes turn about y only), a cylinder's diameter. */
export function topWidth(piece: TerrainPiece): number {
  if (piece.shape === 'cylinder') return 2 * piece.radius
  if (piece.shape === 'box') return Math.min(piece.size[0], piece.size[2])
  return 0
}

/** Per level id (a piece, a section, a plank): the widest of its tops' narrower sides (topWidth). */
function widestTops(scene: Scene): Map<string, number> {
  const widest = new Map<string, number>()
  const note = (id: string, width: number) => widest.set(id, Math.max(widest.get(id) ?? 0, width))
  for (const piece of scene.terrain) if (piece.shape !== 'area') note(piece.id, topWidth(piece))
  for (const piece of castleTerrain(scene)) {
    const part = castlePartOf(scene, piece.id)
    if (part?.role === 'plank') note(part.ownerId, topWidth(piece))
    else {
      const section = sectionTopOf(scene, piece.id)
      if (section) note(section, topWidth(piece))
    }
  }
  return widest
}

/** Slack for a top exactly as wide as the base (a 2.5 cm wall under a 2.5 cm base holds it). */
const FIT_SLACK = 1e-9

/** A profile's base diameter, cm (lying or not: a prone figure keeps its base, 8.10). */
const baseOf = (profile: SizeProfile): number => 2 * figureProfile({ size: profile }).radius
const fits = (width: number | undefined, base: number): boolean => width !== undefined && width + FIT_SLACK >= base

/**
 * Whether the level `id` can hold a standing figure of `profile` somewhere (R-HM.4): the table
 * and the highest surface always can; a piece, a section or a plank when one of its tops is at
 * least as wide as the base in both directions (001 "Platzierung der Helden" wants the whole base
 * on the top, R-CP.4a). A top narrower than the base, a thin wall or a plank, holds none.
 */
export function levelHolds(scene: Scene, id: string, profile: SizeProfile): boolean {
  return heatmapLevels(scene, profile).some((o) => o.id === id)
}
