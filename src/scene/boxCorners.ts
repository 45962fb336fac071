/**
 * The corners of a box seen from above (a terrain box or area, a castle primitive, a ghost piece),
 * the one place they are computed: the table-edge check (tableEdge.ts), the figure-against-box
 * overlap (overlaps.ts), the siege editor's ghost (view/store/siege/preview.ts) and the scene
 * thumbnails all turn the same four corners. Rotation as everywhere in the scene: a positive
 * rotationY (degrees) turns +x toward -z, counter-clockwise seen from above.
 */
import type { Point2 } from '../math/planar'

const DEG = Math.PI / 180

/** A box's centre, size (x, y, z; only x and z are read) and turn about y, as terrain pieces carry them. */
export interface BoxFootprint {
  center: readonly [number, number, number]
  size: readonly [number, number, number]
  rotationY?: number
}

/**
 * The four corners [x, z] on the table, in order around the box: local (-x, -z), (+x, -z), (+x, +z),
 * (-x, +z), each turned by rotationY about the centre, local (x, z) -> (c x + s z, -s x + c z).
 */
export function boxCorners({ center, size, rotationY }: BoxFootprint): Point2[] {
  const [hx, hz] = [size[0] / 2, size[2] / 2]
  const c = Math.cos((rotationY ?? 0) * DEG)
  const s = Math.sin((rotationY ?? 0) * DEG)
  const local: readonly Point2[] = [
    [-hx, -hz],
    [hx, -hz],
    [hx, hz],
    [-hx, hz],
  ]
  return local.map(([x, z]): Point2 => [center[0] + c * x + s * z, center[2] - s * x + c * z])
}
