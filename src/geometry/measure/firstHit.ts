import { ALL_FIGURES, GROUP_SOLID, interactionGroups } from '../world/groups'
import type { TableWorld } from '../world/tableWorld'
import type { Point3 } from '../types'

/**
 * A straight line's first obstacle: what a sight check to a point (an indirect shot's aim, 14.11)
 * and an area weapon's flight (14.13) stop at. Here, because only src/geometry casts Rapier's rays.
 */

/** Where the straight line from `from` to `to` first meets terrain or another model than `ownId`; null if nothing. */
export function firstHitAlong(world: TableWorld, ownId: string, from: Point3, to: Point3): Point3 | null {
  const d = [to[0] - from[0], to[1] - from[1], to[2] - from[2]]
  const len = Math.hypot(d[0], d[1], d[2])
  if (len < 1e-9) return null
  const ray = new world.rapier.Ray({ x: from[0], y: from[1], z: from[2] }, { x: d[0] / len, y: d[1] / len, z: d[2] / len })
  const groups = interactionGroups(0xffff, GROUP_SOLID | ALL_FIGURES)
  const own = world.colliderOf('figure', ownId)
  const hit = world.world.castRay(ray, len - 1e-3, true, undefined, groups, own)
  if (!hit) return null
  const t = hit.timeOfImpact
  return [from[0] + (d[0] / len) * t, from[1] + (d[1] / len) * t, from[2] + (d[2] / len) * t]
}
