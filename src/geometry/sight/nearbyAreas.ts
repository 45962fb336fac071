import type { TerrainPiece } from '../../scene/schema'
import { TERRAIN_TYPE_INFO } from '../../scene/terrainTypes'
import { areaNearBox, prepareArea, type PreparedArea } from './areaCrossing'
import type { Cylinder } from './targetSurface'
import type { TableWorld } from '../world/tableWorld'
import type { Point3, SightOptions } from '../types'

/**
 * The terrain areas near one sight question and how deep a ray may run in each. Split
 * from sight.ts to keep it small.
 */

/** Ruling: how deep (cm) a ray may run inside this area before it is obscured, or null. */
export function sightLimit(world: TableWorld, id: string, opts: SightOptions): number | null {
  if (opts.sightRangeMode === 'off') return null
  const piece = world.piece(id)
  const range = piece ? TERRAIN_TYPE_INFO[piece.type].sightRange : null
  return range === null ? null : range * opts.cmPerSightStep
}

const preparedAreas = new WeakMap<readonly TerrainPiece[], PreparedArea[]>()

/** Areas of a terrain list, prepared once per list (scene records are replaced, never mutated). */
function areasOf(terrain: readonly TerrainPiece[]): PreparedArea[] {
  let list = preparedAreas.get(terrain)
  if (!list) {
    list = terrain.flatMap((piece) => (piece.shape === 'area' ? [prepareArea(piece)] : []))
    preparedAreas.set(terrain, list)
  }
  return list
}

export function nearbyAreas(world: TableWorld, eye: Point3, c: Cylinder): PreparedArea[] {
  const min: Point3 = [Math.min(eye[0], c.x - c.radius), Math.min(eye[1], c.bottom), Math.min(eye[2], c.z - c.radius)]
  const max: Point3 = [Math.max(eye[0], c.x + c.radius), Math.max(eye[1], c.top), Math.max(eye[2], c.z + c.radius)]
  return areasOf(world.scene.terrain).filter((area) => areaNearBox(area, min, max))
}
