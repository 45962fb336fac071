/**
 * What a mount's elongated base shows on the table (003 "Mounts"), as plain numbers for
 * MkMount.tsx: the stadium outline (R-CVG.1), its front and rear arcs drawn from the centre dot
 * ("Giving Actions to a Cavalry Unit": the mount's front arc and center dot), the centre dot and
 * the base slot, which shows empty while the rider is dismounted. Coordinates are the base's own
 * [x, z] in cm: the centre dot at the origin, the facing toward -z, the right toward +x, as
 * MkBases.tsx turns the whole base to the facing.
 */
import type { Point2 } from '../../math/planar'
import { inches, inchesToCm } from '../../math/units'
import { MK_LIBRARY, type MkLibrary } from '../../scene/mageknight/library'
import { ownEntry } from '../../scene/records'
import type { Figure } from '../../scene/schema'

/** Degrees between two points of a drawn outline: fine enough that the rounded ends look round. */
const STEP_DEG = 3

export interface MkMountMarks {
  lengthCm: number
  widthCm: number
  /** The whole outline, clockwise by bearing from straight ahead. */
  outline: Point2[]
  /** The front arc's part of the base: the centre dot, then the outline from one arc edge to the other. */
  front: Point2[]
  /** The rear arc's part, likewise; empty when the front arc is the whole circle. */
  rear: Point2[]
  /** The base slot's centre and radius. */
  slot: { centre: Point2; radius: number }
  /** The rider, if the scene names one (`mk.rider`). */
  riderId: string | null
}

/** The base's own direction of a relative bearing (clockwise from the facing). */
const direction = (deg: number): Point2 => [Math.sin((deg * Math.PI) / 180), -Math.cos((deg * Math.PI) / 180)]

/**
 * How far from the centre dot the outline lies toward the relative bearing `deg`: on a straight
 * side at r / |sin|, else on the end circle (centre (0, -+h)) where |t u - c| = r.
 */
export function outlineDistance(lengthCm: number, widthCm: number, deg: number): number {
  const r = widthCm / 2
  const h = (lengthCm - widthCm) / 2
  const [ux, uz] = direction(deg)
  const side = Math.abs(ux) < 1e-12 ? Infinity : r / Math.abs(ux)
  if (Math.abs(side * uz) <= h) return side
  const dot = uz * (uz < 0 ? -h : h)
  return dot + Math.sqrt(dot * dot - h * h + r * r)
}

const pointAt = (lengthCm: number, widthCm: number, deg: number): Point2 => {
  const t = outlineDistance(lengthCm, widthCm, deg)
  const [x, z] = direction(deg)
  return [x * t, z * t]
}

/** Outline points from bearing `fromDeg` clockwise to `toDeg`, both ends exact. */
function outlineBetween(lengthCm: number, widthCm: number, fromDeg: number, toDeg: number): Point2[] {
  const out: Point2[] = []
  for (let d = fromDeg; d < toDeg; d += STEP_DEG) out.push(pointAt(lengthCm, widthCm, d))
  out.push(pointAt(lengthCm, widthCm, toDeg))
  return out
}

/** The mount marks of a scene figure, or null for a figure that is no mount of the library. */
export function mkMountMarks(figure: Pick<Figure, 'mk'>, library: MkLibrary = MK_LIBRARY): MkMountMarks | null {
  const card = figure.mk ? ownEntry(library.figures, figure.mk.card) : undefined
  const mount = card?.mount
  if (!card || !mount) return null
  const cmOf = (v: number) => inchesToCm(inches(v))
  const lengthCm = cmOf(mount.base.lengthIn)
  const widthCm = cmOf(mount.base.widthIn)
  const half = Math.min(card.base.frontArcDeg, 360) / 2
  const origin: Point2 = [0, 0]
  return {
    lengthCm,
    widthCm,
    outline: outlineBetween(lengthCm, widthCm, 0, 360 - STEP_DEG),
    front: [origin, ...outlineBetween(lengthCm, widthCm, -half, half)],
    rear: half >= 180 ? [] : [origin, ...outlineBetween(lengthCm, widthCm, half, 360 - half)],
    slot: { centre: [cmOf(mount.base.slot.rightIn), -cmOf(mount.base.slot.aheadIn)], radius: cmOf(mount.base.slot.diameterIn) / 2 },
    riderId: figure.mk?.rider ?? null,
  }
}
