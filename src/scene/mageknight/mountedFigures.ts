import type { Point2 } from '../../math/planar'
import { inches, inchesToCm } from '../../math/units'
import { figureProfile } from '../figureProfile'
import { ownEntry } from '../records'
import type { Figure } from '../schema'
// The trusted library and the slot alone: the world is built from this module in a heat map
// worker, which loads no schema (shippedLibrary.ts).
import { SHIPPED_MK_LIBRARY as MK_LIBRARY, type MkLibrary } from './shippedLibrary'
import { mountSlotPoint, SLOT_TOLERANCE_CM } from './mountSlot'

/**
 * The room a cavalry unit takes on the table (003 "Mounts", "Cavalry Units"), for every layer
 * that places figures in space: the scene's overlap warnings, the Rapier world, the view. A
 * mount stands on its elongated base, a stadium seen from above (R-CVG.1), whose spine runs
 * between its two end circles; any other figure's spine is one point. A rider whose base sits
 * in its mount's slot is seated: its column starts at the saddle, not on the table (R-CVG.5).
 * Closed forms only (the scene layer has no physics engine); `src/geometry/mk/mountBase.ts`
 * measures the same stadium for the rules.
 */

/** The saddle is at this share of the mount's figure height (R-CVG.5). */
export const SADDLE_HEIGHT_SHARE = 0.5
/** A seated rider's figure rises this share of its standing height above the saddle (R-CVG.5): the legs hang beside the mount. */
export const SEATED_HEIGHT_SHARE = 0.75

/** A figure's footprint seen from above as a capsule (the points within `radius` of the spine a-b) and its vertical extent (cm). */
export interface FigureFootprint {
  a: Point2
  b: Point2
  radius: number
  bottom: number
  top: number
}

/** Where a seated rider's column is: on `mountId`, from `bottomCm` to `topCm` above the table. */
export interface RiderSeat {
  mountId: string
  bottomCm: number
  topCm: number
}

const cardOf = (figure: Pick<Figure, 'mk'>, library: MkLibrary) => (figure.mk ? ownEntry(library.figures, figure.mk.card) : undefined)

/** A mount's elongated base in cm (the card's inches converted exactly), or null for a figure that is no mount. */
export function mountBaseCm(figure: Pick<Figure, 'mk'>, library: MkLibrary = MK_LIBRARY): { lengthCm: number; widthCm: number } | null {
  const mount = cardOf(figure, library)?.mount
  return mount ? { lengthCm: inchesToCm(inches(mount.base.lengthIn)), widthCm: inchesToCm(inches(mount.base.widthIn)) } : null
}

/** The stadium's spine (cm): half its straight length either side of the centre dot along the facing (R-MKK-18: the dot is the middle). */
export function mountSpine(figure: Pick<Figure, 'position' | 'facing' | 'mk'>, library: MkLibrary = MK_LIBRARY): [Point2, Point2] | null {
  const base = mountBaseCm(figure, library)
  if (!base) return null
  const half = (base.lengthCm - base.widthCm) / 2
  const f = ((figure.facing ?? 0) * Math.PI) / 180
  const [x, , z] = figure.position
  const [dx, dz] = [Math.sin(f) * half, -Math.cos(f) * half]
  return [
    [x - dx, z - dz],
    [x + dx, z + dz],
  ]
}

/**
 * Every rider seated in its mount's slot (within SLOT_TOLERANCE_CM, as the load check has it),
 * by rider id. A rider elsewhere is dismounted and stands on its own base.
 */
export function riderSeats(figures: readonly Figure[], library: MkLibrary = MK_LIBRARY): Map<string, RiderSeat> {
  const byId = new Map(figures.map((f) => [f.id, f]))
  const seats = new Map<string, RiderSeat>()
  for (const mount of figures) {
    const rider = mount.mk?.rider === undefined ? undefined : byId.get(mount.mk.rider)
    const card = cardOf(mount, library)
    if (!rider || rider === mount || !card?.mount) continue
    const slot = mountSlotPoint(mount, card)
    const [x, y, z] = rider.position
    if (!slot || Math.hypot(x - slot[0], y - slot[1], z - slot[2]) > SLOT_TOLERANCE_CM) continue
    const bottomCm = mount.position[1] + figureProfile(mount).height * SADDLE_HEIGHT_SHARE
    seats.set(rider.id, { mountId: mount.id, bottomCm, topCm: bottomCm + figureProfile(rider).height * SEATED_HEIGHT_SHARE })
  }
  return seats
}

/** The footprint of a figure: a mount's stadium, a seated rider's raised column (`seat`), else its profile cylinder. */
export function figureFootprint(figure: Figure, seat?: RiderSeat, library: MkLibrary = MK_LIBRARY): FigureFootprint {
  const { radius, height } = figureProfile(figure)
  const [x, y, z] = figure.position
  const [a, b] = mountSpine(figure, library) ?? [
    [x, z],
    [x, z],
  ]
  if (seat) return { a, b, radius, bottom: seat.bottomCm, top: seat.topCm }
  return { a, b, radius, bottom: y, top: y + height }
}
