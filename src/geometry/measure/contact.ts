import type { SolidEntry } from '../world/solidIndex'
import { terrainIndexOf } from '../world/terrainIndex'
import type { TableWorld } from '../world/tableWorld'
import type { Point3 } from '../types'
import { figureProfile } from '../../scene/figureProfile'
import type { Figure } from '../../scene/schema'

/**
 * Which terrain pieces a figure is in (9.1: "in" or "auf" a piece, not "darüber") and which it
 * touches (base contact with cover, 9.3). Both look at solid pieces and areas alike.
 */

/**
 * How far (cm) above a base the containment test looks. A base resting on an area's floor is
 * exactly on its boundary; lifting the point a hair puts it inside the area, while a base on a
 * box's top is lifted out of the box.
 */
export const BASE_LIFT = 0.05

/** Bounds are widened by this much (cm) before the exact test: a point on a face must still be asked. */
const BOUNDS_SLACK = 1e-3

function assertFinite(where: string, values: Record<string, number>): void {
  for (const [name, value] of Object.entries(values)) {
    if (!Number.isFinite(value)) throw new Error(`geometry: ${where} ${name} must be a finite number, got ${value}`)
  }
}

/** Terrain ids in scene order (castle pieces after the scene's terrain), so that answers do not depend on Rapier's traversal order. */
function inSceneOrder(world: TableWorld, ids: Set<string>): string[] {
  return world.terrain.filter((piece) => ids.has(piece.id)).map((piece) => piece.id)
}

/**
 * Ids of the terrain pieces (solid or area) whose volume contains `point`, tested 0.05 cm above
 * it: pass a base position and a figure on an area's floor is inside the area, one standing on
 * top of a box is not inside the box.
 */
export function piecesContaining(world: TableWorld, point: Point3): string[] {
  const x = point[0]
  const y = point[1] + BASE_LIFT
  const z = point[2]
  if (!Number.isFinite(x) || !Number.isFinite(y) || !Number.isFinite(z))
    assertFinite('piecesContaining', { x: point[0], y: point[1], z: point[2] })
  // Asked for every cell of a heat map, where the point is mostly in nothing: no set, no
  // ordering pass over the terrain until something contains it.
  let ids: Set<string> | null = null
  const lifted = { x, y, z }
  const index = terrainIndexOf(world)
  for (let pass = 0; pass < 2; pass++)
    for (const e of index.near(x, z, 0, pass === 1))
      if (withinBounds(e, x, y, z, 0) && e.collider.containsPoint(lifted)) (ids ??= new Set()).add(e.id)
  return ids === null ? [] : inSceneOrder(world, ids)
}

/** The entry's bounds come within `reach` of (x, z) from above and overlap the heights bottom..top. */
function boundsMeet(e: SolidEntry, x: number, z: number, reach: number, bottom: number, top: number): boolean {
  const r = reach + BOUNDS_SLACK
  return (
    x >= e.min[0] - r &&
    x <= e.max[0] + r &&
    z >= e.min[2] - r &&
    z <= e.max[2] + r &&
    e.max[1] >= bottom - BOUNDS_SLACK &&
    e.min[1] <= top + BOUNDS_SLACK
  )
}

/** The entry's bounds widened by `reach` (and a hair, as Rapier's own bounds are) hold the point. */
function withinBounds(e: SolidEntry, x: number, y: number, z: number, reach: number): boolean {
  const r = reach + BOUNDS_SLACK
  return x >= e.min[0] - r && x <= e.max[0] + r && y >= e.min[1] - r && y <= e.max[1] + r && z >= e.min[2] - r && z <= e.max[2] + r
}

/**
 * Ids of the terrain pieces (solid or area) within `tolerance` cm of the figure's profile
 * cylinder (prone applied, 8.10), apart from the piece it merely stands on.
 *
 * The test shape is the profile cylinder widened by `tolerance` and raised by `tolerance`, but
 * starting 0.05 cm above the base instead of below it: a piece whose top carries the base is
 * then not met (standing on a wall is not touching cover), while a piece beside the figure is
 * met as soon as its side comes within `tolerance` of the base rim. Inside an area counts as
 * touching it. A piece lying lower than the base and beside it is not touched.
 */
export function piecesTouching(world: TableWorld, figureId: string, tolerance: number): string[] {
  assertFinite('piecesTouching', { tolerance })
  if (tolerance < 0) throw new Error(`geometry: piecesTouching tolerance must not be negative, got ${tolerance}`)
  return piecesTouchingFigure(world, world.requireFigure(figureId), tolerance)
}

/** As piecesTouching, for a figure record that need not be in the world (a virtual target). */
export function piecesTouchingFigure(world: TableWorld, figure: Figure, tolerance: number): string[] {
  assertFinite('piecesTouching', { tolerance })
  if (tolerance < 0) throw new Error(`geometry: piecesTouching tolerance must not be negative, got ${tolerance}`)
  const { radius, height } = figureProfile(figure)
  const [x, y, z] = figure.position
  const bottom = y + BASE_LIFT
  const top = y + height + tolerance
  const shape = new world.rapier.Cylinder((top - bottom) / 2, radius + tolerance)
  const center = { x, y: (top + bottom) / 2, z }
  const rotation = { x: 0, y: 0, z: 0, w: 1 }
  const reach = radius + tolerance
  const ids = new Set<string>()
  const index = terrainIndexOf(world)
  for (const entries of [index.near(x, z, reach), index.near(x, z, reach, true)])
    for (const e of entries) {
      if (ids.has(e.id) || !boundsMeet(e, x, z, reach, bottom, top)) continue
      if (e.collider.intersectsShape(shape, center, rotation)) ids.add(e.id)
    }
  return inSceneOrder(world, ids)
}
