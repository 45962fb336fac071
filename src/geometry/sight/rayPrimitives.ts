/**
 * Ray against a solid primitive in its own frame, in closed form: the slab method for boxes, the
 * quadratic for cylinders about the local y axis. Plain numbers in and out (no arrays or objects per
 * call): the sight caster runs them millions of times per bench pass.
 */

/** Entry distance of the ray into the solid box [-h, h] (0 when it starts inside), or Infinity. */
export function rayBox(
  ox: number,
  oy: number,
  oz: number,
  dx: number,
  dy: number,
  dz: number,
  hx: number,
  hy: number,
  hz: number,
  maxToi: number,
): number {
  let t0 = 0
  let t1 = maxToi
  // x
  if (Math.abs(dx) < 1e-12) {
    if (ox < -hx || ox > hx) return Infinity
  } else {
    const inv = 1 / dx
    let a = (-hx - ox) * inv
    let b = (hx - ox) * inv
    if (a > b) {
      const s = a
      a = b
      b = s
    }
    if (a > t0) t0 = a
    if (b < t1) t1 = b
    if (t0 > t1) return Infinity
  }
  if (Math.abs(dy) < 1e-12) {
    if (oy < -hy || oy > hy) return Infinity
  } else {
    const inv = 1 / dy
    let a = (-hy - oy) * inv
    let b = (hy - oy) * inv
    if (a > b) {
      const s = a
      a = b
      b = s
    }
    if (a > t0) t0 = a
    if (b < t1) t1 = b
    if (t0 > t1) return Infinity
  }
  if (Math.abs(dz) < 1e-12) {
    if (oz < -hz || oz > hz) return Infinity
  } else {
    const inv = 1 / dz
    let a = (-hz - oz) * inv
    let b = (hz - oz) * inv
    if (a > b) {
      const s = a
      a = b
      b = s
    }
    if (a > t0) t0 = a
    if (b < t1) t1 = b
    if (t0 > t1) return Infinity
  }
  return t0
}

/** Entry distance into the solid cylinder of radius r about the local y axis, |y| <= hh. */
export function rayCylinder(
  ox: number,
  oy: number,
  oz: number,
  dx: number,
  dy: number,
  dz: number,
  r: number,
  hh: number,
  maxToi: number,
): number {
  let t0 = 0
  let t1 = maxToi
  if (Math.abs(dy) < 1e-12) {
    if (oy < -hh || oy > hh) return Infinity
  } else {
    let a = (-hh - oy) / dy
    let b = (hh - oy) / dy
    if (a > b) {
      const s = a
      a = b
      b = s
    }
    if (a > t0) t0 = a
    if (b < t1) t1 = b
    if (t0 > t1) return Infinity
  }
  const a = dx * dx + dz * dz
  const c = ox * ox + oz * oz - r * r
  if (a < 1e-18) {
    if (c > 0) return Infinity
  } else {
    const b = ox * dx + oz * dz
    const disc = b * b - a * c
    if (disc < 0) return Infinity
    const s = Math.sqrt(disc)
    const lo = (-b - s) / a
    const hi = (-b + s) / a
    if (lo > t0) t0 = lo
    if (hi < t1) t1 = hi
    if (t0 > t1) return Infinity
  }
  return t0
}
