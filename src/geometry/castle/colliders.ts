/**
 * The castle of a scene as solid terrain pieces in table coordinates, so that everything that
 * already works on terrain (Rapier colliders, sight rays, surfaces, steps, contact) works on the
 * castle too: each section's solid parts (from models/castle/pieces.json, turned and moved with
 * the section), a box in every closed portal's opening, rubble in place of a destroyed section,
 * and a thin walkable box per plank (rubble on the ground once destroyed).
 *
 * Derived ids: `<section id>/<part id>` (`gh/portcullis`, `w-1/body`, `w-1/rubble`); a plank
 * keeps its own id (`<plank id>/rubble` once destroyed). `castlePartOf` reads them back.
 */
import type { CastlePrimitive } from '../../scene/castle/pieces'
import { castlePiece, SHIPPED_CASTLE_PIECES as CASTLE_PIECES } from '../../scene/castle/shippedPieces'
import { sectionToWorld } from '../../scene/castle/footprint'
import type { CastleSection, Plank } from '../../scene/castle/schema'
import { portalClosed } from '../../scene/castle/sectionState'
import type { Scene, TerrainPiece } from '../../scene/schema'
import type { TerrainType } from '../../scene/terrainTypes'

/** What a derived piece is part of. */
export interface CastlePart {
  /** The section's or plank's id. */
  ownerId: string
  role: 'solid' | 'portal' | 'rubble' | 'plank' | 'plank-rubble'
  /** The solid's or portal's id within the kind (pieces.json), the plank id, or 'rubble'. */
  part: string
}

/** Terrain type of a plank: walked on, gives no cover (Universalis 9.6 "Straße"). Ruling R-CP.1a. */
export const PLANK_TYPE: TerrainType = 'road'
/** Terrain type of rubble (the brief and 001 "Geröll"): Universalis 9.6 "Ruine". */
export const RUBBLE_TYPE: TerrainType = 'ruin'

function place(section: CastleSection, primitive: CastlePrimitive, id: string, type: TerrainType): TerrainPiece {
  const [x, z] = sectionToWorld(section, [primitive.center[0], primitive.center[2]])
  const y = section.center[1] + primitive.center[1]
  if (primitive.shape === 'cylinder') {
    return { id, shape: 'cylinder', type, center: [x, y, z], radius: primitive.radius, height: primitive.height }
  }
  const rotationY = (section.rotationY ?? 0) + (primitive.rotationY ?? 0)
  return { id, shape: 'box', type, center: [x, y, z], size: [...primitive.size], ...(rotationY === 0 ? {} : { rotationY }) }
}

/** The pieces of one section: rubble when destroyed, else its solids and its closed portals. */
export function sectionPieces(section: CastleSection): TerrainPiece[] {
  const piece = castlePiece(section.kind)
  const out: TerrainPiece[] = []
  if (section.destroyed) {
    piece.rubble.forEach((r, i) => {
      const part = i === 0 ? 'rubble' : `rubble-${i}`
      out.push(place(section, r, `${section.id}/${part}`, RUBBLE_TYPE))
    })
    return out
  }
  for (const solid of piece.solids) out.push(place(section, solid, `${section.id}/${solid.id}`, piece.solidType))
  for (const portal of piece.portals) {
    if (!portalClosed(section, portal.id)) continue
    const box: CastlePrimitive = { id: portal.id, shape: 'box', center: portal.opening.center, size: portal.opening.size }
    out.push(place(section, box, `${section.id}/${portal.id}`, portal.type))
  }
  return out
}

/**
 * A plank as a box: `from` and `to` on its top centre line, `plankThickness` deep below them,
 * turned so its length runs from `from` to `to`. A destroyed plank: rubble of the same
 * footprint on the ground below its middle.
 */
export function plankPiece(plank: Plank): TerrainPiece {
  const dx = plank.to[0] - plank.from[0]
  const dz = plank.to[2] - plank.from[2]
  const length = Math.hypot(dx, dz)
  // Local +x turns to (cos a, -sin a) for rotationY a (see castleFootprint.ts).
  const rotationY = (Math.atan2(-dz, dx) * 180) / Math.PI
  const mx = (plank.from[0] + plank.to[0]) / 2
  const mz = (plank.from[2] + plank.to[2]) / 2
  if (plank.destroyed) {
    const id = `${plank.id}/rubble`
    const h = CASTLE_PIECES.rubbleHeight
    return { id, shape: 'box', type: RUBBLE_TYPE, center: [mx, h / 2, mz], size: [length, h, plank.width], rotationY }
  }
  const t = CASTLE_PIECES.plankThickness
  const top = (plank.from[1] + plank.to[1]) / 2
  return { id: plank.id, shape: 'box', type: PLANK_TYPE, center: [mx, top - t / 2, mz], size: [length, t, plank.width], rotationY }
}

/** Every derived piece of the scene's castle, sections in order, then planks. Empty without a castle. */
export function castleTerrain(scene: Scene): TerrainPiece[] {
  if (!scene.castle) return []
  return [...scene.castle.sections.flatMap(sectionPieces), ...(scene.castle.planks ?? []).map(plankPiece)]
}

/** The section or plank a piece id of `castleTerrain(scene)` belongs to (undefined for ordinary terrain). */
export function castlePartOf(scene: Scene, pieceId: string): CastlePart | undefined {
  const castle = scene.castle
  if (!castle) return undefined
  for (const plank of castle.planks ?? []) {
    if (pieceId === plank.id && !plank.destroyed) return { ownerId: plank.id, role: 'plank', part: plank.id }
    if (pieceId === `${plank.id}/rubble` && plank.destroyed) return { ownerId: plank.id, role: 'plank-rubble', part: 'rubble' }
  }
  for (const section of castle.sections) {
    if (!pieceId.startsWith(`${section.id}/`)) continue
    const part = pieceId.slice(section.id.length + 1)
    const piece = castlePiece(section.kind)
    if (section.destroyed) {
      if (part === 'rubble' || /^rubble-\d+$/.test(part)) return { ownerId: section.id, role: 'rubble', part }
      continue
    }
    if (piece.solids.some((s) => s.id === part)) return { ownerId: section.id, role: 'solid', part }
    if (piece.portals.some((p) => p.id === part) && portalClosed(section, part)) return { ownerId: section.id, role: 'portal', part }
  }
  return undefined
}
