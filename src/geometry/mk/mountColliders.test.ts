import { describe, expect, it } from 'vitest'
import { boxPiece, sceneOf, withWorld } from '../testScene'
import { loadRapier } from '../world/rapier'
import { headingVector, mountOutline, type MountBase } from './mountBase'
import { mountColliderDescs, solidsInMountBase } from './mountColliders'

type V = [number, number]
const plus = (p: V, q: readonly number[], k = 1): V => [p[0] + k * q[0], p[1] + k * q[1]]

/** Casts one horizontal ray at height 1 from `origin` along `dir` (unit, x/z) against colliders built from `descs`; the nearest hit, or -1. */
async function castAt(descs: (R: Awaited<ReturnType<typeof loadRapier>>) => unknown[], origin: V, dir: readonly number[]): Promise<number> {
  const R = await loadRapier()
  const world = new R.World({ x: 0, y: 0, z: 0 })
  try {
    const colliders = (descs(R) as Parameters<typeof world.createCollider>[0][]).map((d) => world.createCollider(d))
    const ray = new R.Ray({ x: origin[0], y: 1, z: origin[1] }, { x: dir[0], y: 0, z: dir[1] })
    const hits = colliders.map((c) => c.castRay(ray, 100, true)).filter((t) => t >= 0)
    return hits.length ? Math.min(...hits) : -1
  } finally {
    world.free()
  }
}

describe('mountColliders: the stadium as Rapier solids (R-CVG.2), so it blocks lines of fire like a round base', () => {
  it('turns the cuboid with the heading: rays from ahead and from the side hit the outline', async () => {
    // Centre (0, 0), heading 30, 6 x 2 cm: the front tip 3 cm ahead, the sides 1 cm across.
    const base: MountBase = { centre: [0, 0], headingDeg: 30, lengthCm: 6, widthCm: 2 }
    const descs = (R: Awaited<ReturnType<typeof loadRapier>>) => mountColliderDescs(R, base, 0, 4)
    const u = headingVector(30)
    const v = headingVector(120)
    // From 10 cm ahead, straight back: the tip at 10 - 3.
    expect(await castAt(descs, plus([0, 0], u, 10), [-u[0], -u[1]])).toBeCloseTo(7, 4)
    // From 10 cm to the right, straight across the middle: the side at 10 - 1.
    expect(await castAt(descs, plus([0, 0], v, 10), [-v[0], -v[1]])).toBeCloseTo(9, 4)
    // Across 2.5 cm ahead of the dot, past the spine's end (2): the end circle, 0.5 off its centre,
    // is entered sqrt(1 - 0.25) = 0.8660 before the centre's line.
    expect(await castAt(descs, plus(plus([0, 0], u, 2.5), v, 10), [-v[0], -v[1]])).toBeCloseTo(10 - Math.sqrt(0.75), 4)
  })

  it('hits a ray grazing a rounded end inside the true arc, which a 16-point hull would miss', async () => {
    // Facing east from (0, 0), 6 x 2: the front circle's centre is (2, 0). The outline's 16 steps
    // per end put points at bearings 11.25 k around it; between 123.75 and 135 the hull's edge
    // lies cos(5.625 deg) = 0.99518 from the centre, in direction n at bearing 129.375. A ray
    // across n at 0.997 from the centre is inside the arc (enters sqrt(1 - 0.997^2) = 0.0774 before
    // its closest point) and outside the hull; at 1.003 it misses both.
    const base: MountBase = { centre: [0, 0], headingDeg: 90, lengthCm: 6, widthCm: 2 }
    const n = headingVector(129.375)
    const t = headingVector(219.375)
    const start = (offset: number) => plus(plus([2, 0], n, offset), t, -10)
    const stadium = (R: Awaited<ReturnType<typeof loadRapier>>) => mountColliderDescs(R, base, 0, 4)
    const hull = (R: Awaited<ReturnType<typeof loadRapier>>) => {
      const points = mountOutline(base, 16).flatMap(([x, z]) => [x, 0, z, x, 4, z])
      return [R.ColliderDesc.convexHull(new Float32Array(points))!]
    }
    expect(await castAt(stadium, start(0.997), t)).toBeCloseTo(10 - Math.sqrt(1 - 0.997 ** 2), 3)
    expect(await castAt(hull, start(0.997), t)).toBe(-1)
    expect(await castAt(stadium, start(1.003), t)).toBe(-1)
  })
})

describe("solidsInMountBase: blocking terrain under a mount's base (R-MKT.4)", () => {
  it("finds a solid over a rounded end, not one in the bounding rectangle's corner, a low one, one above its head or one touching", async () => {
    // Mount at (20, 20) facing east, 6 x 2, 4 cm tall: end circles of radius 1 around (18, 20) and (22, 20).
    // rock: a 2 x 2 box whose corner (22.6, 19.4) is 0.6 * sqrt 2 = 0.849 from (22, 20): inside.
    // corner: its corner (22.8, 20.8) is 0.8 * sqrt 2 = 1.131 from (22, 20): outside, though x < 23 and z < 21.
    // low: 2 cm high over the rear end, within one step (2.54). beam: from 5 cm up, above the head.
    // touch: its face is the line z = 21, the straight side's rim.
    const scene = sceneOf(
      [
        boxPiece('rock', 23.6, 18.4, [2, 4, 2]),
        boxPiece('corner', 23.8, 21.8, [2, 4, 2]),
        boxPiece('low', 17, 20, [2, 2, 2]),
        boxPiece('beam', 20, 20, [2, 2, 2], undefined, 5),
        boxPiece('touch', 20, 22, [2, 4, 2]),
      ],
      [],
    )
    const base: MountBase = { centre: [20, 20], headingDeg: 90, lengthCm: 6, widthCm: 2 }
    expect(await withWorld(scene, (w) => solidsInMountBase(w, base, 0, 4, 2.54))).toEqual(['rock'])
    // A figure no taller than a step (2 cm) is blocked by nothing.
    expect(await withWorld(scene, (w) => solidsInMountBase(w, base, 0, 2, 2.54))).toEqual([])
    // Turned north, its spine runs from (20, 22) to (20, 18): clear of rock (x >= 22.6), but the
    // rear circle around (20, 22) stands deep in touch (z 21 to 23).
    expect(await withWorld(scene, (w) => solidsInMountBase(w, { ...base, headingDeg: 0 }, 0, 4, 2.54))).toEqual(['touch'])
  })
})
