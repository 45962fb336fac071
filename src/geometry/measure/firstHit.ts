import type { Collider } from '@dimforge/rapier3d-compat'
import { riderSeats } from '../../scene/mageknight/mountedFigures'
import { ALL_FIGURES, GROUP_SOLID, interactionGroups } from '../world/groups'
import type { TableWorld } from '../world/tableWorld'
import type { Point3 } from '../types'

/**
 * A straight line's first obstacle: what a sight check to a point (an indirect shot's aim, 14.11)
 * and an area weapon's flight (14.13) stop at. Here, because only src/geometry casts Rapier's rays.
 *
 * The line leaves the shooter's own solids out, all of them: a Mage Knight mount's base is three
 * colliders (mountColliders.ts, R-CVG.2) and its seated rider a fourth (R-CVG.5), and a line from
 * the mount's centre dot (003 "Giving Actions to a Cavalry Unit") starts inside the two end
 * cylinders, so leaving out one collider would stop it at its own base.
 */

/**
 * The figures that stand for `ids` on the table: each one, and for a mount its seated rider, for a
 * seated rider its mount (003 "Cavalry Units": mount and rider are one figure).
 */
export function unitFigureIds(world: TableWorld, ids: readonly string[]): Set<string> {
  const wanted = new Set(ids)
  const out = new Set(ids)
  for (const [rider, seat] of riderSeats(world.scene.figures)) {
    if (wanted.has(rider)) out.add(seat.mountId)
    if (wanted.has(seat.mountId)) out.add(rider)
  }
  return out
}

/**
 * Where the straight line from `from` to `to` first meets terrain or a model other than `ownId`
 * (and the figures of `alsoExcluded`, such as the target); null if nothing. Every collider of those
 * figures' units is left out.
 */
export function firstHitAlong(
  world: TableWorld,
  ownId: string,
  from: Point3,
  to: Point3,
  alsoExcluded: readonly string[] = [],
): Point3 | null {
  const d = [to[0] - from[0], to[1] - from[1], to[2] - from[2]]
  const len = Math.hypot(d[0], d[1], d[2])
  if (len < 1e-9) return null
  const ray = new world.rapier.Ray({ x: from[0], y: from[1], z: from[2] }, { x: d[0] / len, y: d[1] / len, z: d[2] / len })
  const groups = interactionGroups(0xffff, GROUP_SOLID | ALL_FIGURES)
  const excluded = unitFigureIds(world, [ownId, ...alsoExcluded])
  const keep = (c: Collider): boolean => {
    const owner = world.ownerOf(c)
    return !(owner?.kind === 'figure' && excluded.has(owner.id))
  }
  const hit = world.world.castRay(ray, len - 1e-3, true, undefined, groups, undefined, undefined, keep)
  if (!hit) return null
  const t = hit.timeOfImpact
  return [from[0] + (d[0] / len) * t, from[1] + (d[1] / len) * t, from[2] + (d[2] / len) * t]
}
