import type { Figure } from '../../scene/schema'
import { figureProfile } from '../../scene/figureProfile'
import type { Distances, Point3 } from '../types'

/**
 * Distances between figures (4.7: "immer von den Rändern der Bases gemessen") and between two
 * points (the measuring tape). Pure arithmetic, no Rapier: a figure's base is a flat disc of
 * its base diameter lying at its position height, whatever its profile or whether it is prone
 * (8.10 shrinks the height, never the base).
 */

function assertFinitePoint(where: string, point: Point3): void {
  if (point.length !== 3 || !point.every(Number.isFinite)) {
    throw new Error(`geometry: ${where} must be three finite numbers, got [${point.join(', ')}]`)
  }
}

/**
 * Edge, centre and horizontal distance between two figures' bases, and how much higher `b`
 * stands than `a`.
 *
 * The edge distance is the shortest distance between the two discs. Two horizontal discs at
 * heights ya and yb whose centres lie `horizontal` apart are closest along the line joining the
 * centres: the horizontal gap between the rims is max(0, horizontal - ra - rb), the vertical
 * gap is |yb - ya|, and the two are perpendicular, so edge = sqrt(gap² + dy²). Discs that
 * overlap when seen from above are therefore |dy| apart, and 0 apart at equal height.
 *
 * @example figureDistances(a, b).edge // 5 for two 2.5 cm bases whose centres are 7.5 cm apart
 */
export function figureDistances(a: Figure, b: Figure): Distances {
  assertFinitePoint(`figure "${a.id}" position`, a.position)
  assertFinitePoint(`figure "${b.id}" position`, b.position)
  const ra = figureProfile(a).radius
  const rb = figureProfile(b).radius
  const { distance, horizontal, heightDifference } = pointDistances(a.position, b.position)
  const gap = Math.max(0, horizontal - ra - rb)
  return {
    edge: Math.hypot(gap, heightDifference),
    center: distance,
    horizontal,
    heightDifference,
  }
}

/**
 * The measuring tape between two points: straight-line distance, its horizontal part, and the
 * height of `b` above `a` (negative when `b` is lower).
 */
export function pointDistances(a: Point3, b: Point3): { distance: number; horizontal: number; heightDifference: number } {
  assertFinitePoint('pointDistances a', a)
  assertFinitePoint('pointDistances b', b)
  const horizontal = Math.hypot(b[0] - a[0], b[2] - a[2])
  const heightDifference = b[1] - a[1]
  return { distance: Math.hypot(horizontal, heightDifference), horizontal, heightDifference }
}
