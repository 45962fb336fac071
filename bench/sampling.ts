import type { Figure } from '../src/scene/schema'
import { profileCylinder } from '../src/scene/sizeProfiles'

/**
 * The rays that the raw and peer loops cast: per ordered pair, from the observer's eye to an
 * 8 x 8 grid on the target's profile cylinder (a stand-in for its silhouette). They are
 * computed once, before timing, into one flat Float64Array so that both loops cast exactly
 * the same rays (their hit/no-hit can then be compared ray by ray) and so that the timed
 * loops measure the ray engines only, not this trigonometry.
 */
export const GRID = 8
export const RAYS_PER_PAIR = GRID * GRID
/** Floats per ray: origin x y z, unit direction x y z, maxToi (cm to the grid point). */
export const RAY_STRIDE = 7

export interface Pair {
  observer: Figure
  target: Figure
}

export interface RaySet {
  pairs: Pair[]
  /** pairs.length * RAYS_PER_PAIR * RAY_STRIDE floats; pair p starts at p * RAYS_PER_PAIR * RAY_STRIDE. */
  data: Float64Array
}

/** The eye: top centre of the figure's profile cylinder (prone applied), as the judge's default `top`. */
export function eyeOf(figure: Figure): [number, number, number] {
  const { height } = profileCylinder(figure.size, figure.prone ?? false)
  return [figure.position[0], figure.position[1] + height, figure.position[2]]
}

/**
 * Writes the 64 rays of one pair at `offset`. Angles run across the arc of the target's side
 * that the eye can actually see, ±acos(r / d) around the direction towards the eye (just under
 * a half for any real distance): grid points past it would lie behind the target's own outline.
 * Samples sit at cell centres (never on the rim or the table), heights from base to top.
 */
export function writePairRays(observer: Figure, target: Figure, out: Float64Array, offset: number): void {
  const [ex, ey, ez] = eyeOf(observer)
  const { radius, height } = profileCylinder(target.size, target.prone ?? false)
  const [cx, cy, cz] = target.position
  const dh = Math.hypot(ex - cx, ez - cz)
  const facing = Math.atan2(ez - cz, ex - cx)
  // An eye above the target's own base disc (stacked figures) sees the whole side.
  const halfArc = dh > radius ? Math.acos(radius / dh) : Math.PI / 2
  let o = offset
  for (let i = 0; i < GRID; i++) {
    const angle = facing + halfArc * (-1 + (2 * i + 1) / GRID)
    const px = cx + radius * Math.cos(angle)
    const pz = cz + radius * Math.sin(angle)
    for (let j = 0; j < GRID; j++) {
      const py = cy + (height * (j + 0.5)) / GRID
      const dx = px - ex
      const dy = py - ey
      const dz = pz - ez
      const len = Math.hypot(dx, dy, dz)
      out[o] = ex
      out[o + 1] = ey
      out[o + 2] = ez
      out[o + 3] = dx / len
      out[o + 4] = dy / len
      out[o + 5] = dz / len
      out[o + 6] = len
      o += RAY_STRIDE
    }
  }
}

/** Every ordered pair of distinct figures, in scene order, with its rays. */
export function buildRaySet(figures: readonly Figure[]): RaySet {
  const pairs: Pair[] = []
  for (const observer of figures) {
    for (const target of figures) if (observer !== target) pairs.push({ observer, target })
  }
  const data = new Float64Array(pairs.length * RAYS_PER_PAIR * RAY_STRIDE)
  pairs.forEach((pair, p) => writePairRays(pair.observer, pair.target, data, p * RAYS_PER_PAIR * RAY_STRIDE))
  return { pairs, data }
}
