import type { MkFigureCard } from './dial'
import type { Figure, Vec3 } from '../schema'
import { CM_PER_INCH } from '../../math/units'

/**
 * Where a mount's rider sits (003 "Cavalry Units"): the base slot's centre on the table. Apart
 * from the load checks (sceneCavalry.ts) because the world (mountedFigures.ts) needs it too and
 * must not load the card schemas (a heat map worker runs without zod).
 */

/** Below this distance (cm) a rider counts as sitting in its slot: room for coordinates rounded to 0.001. */
export const SLOT_TOLERANCE_CM = 0.01

/** The centre of a mount's base slot on the table (cm): facing degrees clockwise from north (-z), 90 toward +x. */
export function mountSlotPoint(mount: Pick<Figure, 'position' | 'facing'>, card: MkFigureCard): Vec3 | null {
  if (!card.mount) return null
  const f = ((mount.facing ?? 0) * Math.PI) / 180
  const ahead = card.mount.base.slot.aheadIn * CM_PER_INCH
  const right = card.mount.base.slot.rightIn * CM_PER_INCH
  const [x, y, z] = mount.position
  return [x + Math.sin(f) * ahead + Math.cos(f) * right, y, z - Math.cos(f) * ahead + Math.sin(f) * right]
}
