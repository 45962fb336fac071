import type { UprightCylinder } from '../../scene/overlaps'
import type { Point3 } from '../types'

/**
 * The silhouette of a target as seen from an eye, as patches of the target's visible surface.
 *
 * For a convex body, the rays from an outside eye that hit it are exactly the rays through its
 * front-facing surface, and each such ray meets that surface once. So the silhouette (by solid
 * angle) is the union of the front-facing patches of the profile cylinder, without overlap:
 * the visible half of the side, plus the top cap when the eye is above it, or the bottom cap
 * when the eye is below it. Each patch maps the unit square (u, v) onto its surface and
 * gives the solid-angle density there (steradians per unit of u·v), so sampling a patch on a
 * grid samples the silhouette, and a grid cell's weight is its solid angle.
 */
/** A figure's profile cylinder, as the scene layer describes it (`figureCylinder`). */
export type Cylinder = UprightCylinder

export interface SurfacePatch {
  kind: 'side' | 'top' | 'bottom'
  /** The surface point for (u, v) in [0, 1]^2. */
  point(u: number, v: number): Point3
  /** Solid angle per unit parameter area at (u, v): cos(incidence) dA / r^2. */
  density(u: number, v: number): number
  /** point(u, v) and density(u, v) written into `out` as x, y, z, density (no array made, no number boxed). */
  sampleInto(u: number, v: number, out: Float64Array): void
  /** point(u, v) written into out[0..2] (no array made). */
  pointInto(u: number, v: number, out: number[]): void
  /**
   * density at the four points (u0 -+ du, v0 -+ du), summed in the order (-,-), (+,-), (+,+),
   * (-,+): a 2 x 2 Gauss cell in one call (the patch's own density inlines there; called
   * through the interface, each density call would box its numbers).
   */
  gaussSum(u0: number, v0: number, du: number): number
}

/** True when the eye lies inside the (closed) cylinder: then the target fills the view. */
export function eyeInsideCylinder(eye: Point3, c: Cylinder): boolean {
  const dx = eye[0] - c.x
  const dz = eye[2] - c.z
  return dx * dx + dz * dz <= c.radius * c.radius && eye[1] >= c.bottom && eye[1] <= c.top
}

export function visiblePatches(eye: Point3, c: Cylinder): SurfacePatch[] {
  const patches: SurfacePatch[] = []
  const side = sidePatch(eye, c)
  if (side) patches.push(side)
  if (eye[1] > c.top + 1e-9) patches.push(capPatch(eye, c, 'top'))
  if (eye[1] < c.bottom - 1e-9) patches.push(capPatch(eye, c, 'bottom'))
  return patches
}

function sidePatch(eye: Point3, c: Cylinder): SurfacePatch | null {
  const ex = eye[0] - c.x
  const ez = eye[2] - c.z
  const d = Math.hypot(ex, ez)
  if (d <= c.radius * (1 + 1e-9)) return null
  // Front-facing where d·cos(psi - psiEye) >= r: half-angle acos(r/d) around the eye's bearing.
  const half = Math.acos(c.radius / d)
  const psiEye = Math.atan2(ez, ex)
  const height = c.top - c.bottom
  const areaScale = c.radius * 2 * half * height
  const psiAt = (u: number) => psiEye - half + 2 * half * u
  // The angle's cosine and sine for the last two u asked: callers walk the patch column by
  // column (and the Gauss points of a cell alternate between two u), so most calls reuse them.
  // Kept in a small typed array: doubles in closure variables are boxed on every write.
  // [u0, cos0, sin0, u1, cos1, sin1], slot 0 the last asked.
  const cache = new Float64Array([NaN, 0, 0, NaN, 0, 0])
  const trig = (u: number): void => {
    if (u === cache[0]) return
    if (u === cache[3]) {
      const c = cache[4],
        s = cache[5]
      cache[3] = cache[0]
      cache[4] = cache[1]
      cache[5] = cache[2]
      cache[0] = u
      cache[1] = c
      cache[2] = s
      return
    }
    const psi = psiAt(u)
    cache[3] = cache[0]
    cache[4] = cache[1]
    cache[5] = cache[2]
    cache[0] = u
    cache[1] = Math.cos(psi)
    cache[2] = Math.sin(psi)
  }
  const density = (u: number, v: number): number => {
    trig(u)
    const nx = cache[1]
    const nz = cache[2]
    const tx = eye[0] - (c.x + c.radius * nx)
    const ty = eye[1] - (c.bottom + height * v)
    const tz = eye[2] - (c.z + c.radius * nz)
    const r2 = tx * tx + ty * ty + tz * tz
    const cos = Math.max(0, nx * tx + nz * tz) / Math.sqrt(r2)
    return (cos / r2) * areaScale
  }
  return {
    kind: 'side',
    point(u, v) {
      trig(u)
      return [c.x + c.radius * cache[1], c.bottom + height * v, c.z + c.radius * cache[2]]
    },
    pointInto(u, v, out) {
      trig(u)
      out[0] = c.x + c.radius * cache[1]
      out[1] = c.bottom + height * v
      out[2] = c.z + c.radius * cache[2]
    },
    sampleInto(u, v, out) {
      trig(u)
      out[0] = c.x + c.radius * cache[1]
      out[1] = c.bottom + height * v
      out[2] = c.z + c.radius * cache[2]
      out[3] = density(u, v)
    },
    density,
    gaussSum: (u0, v0, du) => density(u0 - du, v0 - du) + density(u0 + du, v0 - du) + density(u0 + du, v0 + du) + density(u0 - du, v0 + du),
  }
}

/**
 * Shirley and Chiu's concentric map from the unit square to the unit disc: area-preserving up
 * to the constant pi, and continuous, so a grid on the square stays a good grid on the cap.
 */
export function concentricDisc(u: number, v: number): [number, number] {
  const a = 2 * u - 1
  const b = 2 * v - 1
  if (a === 0 && b === 0) return [0, 0]
  if (Math.abs(a) > Math.abs(b)) {
    const phi = (Math.PI / 4) * (b / a)
    return [a * Math.cos(phi), a * Math.sin(phi)]
  }
  const phi = Math.PI / 2 - (Math.PI / 4) * (a / b)
  return [b * Math.cos(phi), b * Math.sin(phi)]
}

function capPatch(eye: Point3, c: Cylinder, kind: 'top' | 'bottom'): SurfacePatch {
  const y = kind === 'top' ? c.top : c.bottom
  const areaScale = Math.PI * c.radius * c.radius
  // The disc point for the last (u, v) asked: a caller that wants the point and its density
  // asks for both at once. [u, v, x, z] in a typed array (closure doubles are boxed per write).
  const last = new Float64Array([NaN, NaN, 0, 0])
  const disc = (u: number, v: number): void => {
    if (u === last[0] && v === last[1]) return
    const d = concentricDisc(u, v)
    last[0] = u
    last[1] = v
    last[2] = c.x + c.radius * d[0]
    last[3] = c.z + c.radius * d[1]
  }
  const density = (u: number, v: number): number => {
    disc(u, v)
    const tx = eye[0] - last[2]
    const ty = eye[1] - y
    const tz = eye[2] - last[3]
    const r2 = tx * tx + ty * ty + tz * tz
    const cos = Math.abs(ty) / Math.sqrt(r2)
    return (cos / r2) * areaScale
  }
  return {
    kind,
    point(u, v) {
      disc(u, v)
      return [last[2], y, last[3]]
    },
    pointInto(u, v, out) {
      disc(u, v)
      out[0] = last[2]
      out[1] = y
      out[2] = last[3]
    },
    sampleInto(u, v, out) {
      disc(u, v)
      out[0] = last[2]
      out[1] = y
      out[2] = last[3]
      out[3] = density(u, v)
    },
    density,
    gaussSum: (u0, v0, du) => density(u0 - du, v0 - du) + density(u0 + du, v0 - du) + density(u0 + du, v0 + du) + density(u0 - du, v0 + du),
  }
}

/** Solid angle of a patch by a fixed midpoint rule (analytic, no rays). */
export function patchSolidAngle(patch: SurfacePatch, steps = 12): number {
  let sum = 0
  for (let i = 0; i < steps; i++) {
    for (let j = 0; j < steps; j++) sum += patch.density((i + 0.5) / steps, (j + 0.5) / steps)
  }
  return sum / (steps * steps)
}
