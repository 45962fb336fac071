import { mulberry32 } from '../../math/seededRandom'
import { figureCylinder } from '../../scene/overlaps'
import { TERRAIN_TYPE_INFO } from '../../scene/terrainTypes'
import { ALL_FIGURES, GROUP_SOLID, interactionGroups } from '../world/groups'
import { crossAreaSpan, prepareArea, span, type PreparedArea } from './areaCrossing'
import { eyeOf } from './sightOptions'
import { eyeInsideCylinder, visiblePatches, type SurfacePatch } from './targetSurface'
import { coneInsideShape, coneMeetsBall, readShapes, rayHitsShape, type Cone, type Shape } from './referenceShapes'
import type { TableWorld } from '../world/tableWorld'
import type { Point3 } from '../types'

/**
 * A test-only reference for the visible share, independent of the judge's sampling: no grid
 * refinement, no marching squares, no corner-ray proof, no sight pyramid. It shares with the
 * judge only the definition of the silhouette (targetSurface.ts: the front-facing patches and
 * their analytic solid-angle density) and the closed-form ray/box and ray/cylinder tests
 * (checked ray by ray against Rapier in caster.test.ts).
 *
 * Each patch is cut into cells by quadtree, from the whole patch down to 1/2^levels of a side;
 * a cell at the last level is sampled by a ray to a random point of each sub-cell of a fine x
 * fine sub-grid (so 2^levels * fine points per side, 128 by default), each weighted by the
 * density there.
 * A cell is decided without rays when it is provably plain or provably hidden: every ray of the
 * cell lies in the circular cone from the eye around a ball that holds the cell's piece of
 * surface (cellBall); the cell is
 * - plain (all seen) when no collider and no sight-limiting area comes into that cone (bounding
 *   spheres), and
 * - hidden when the disc across the cone at some depth lies inside one solid collider, nearer
 *   than the ball: every ray of the cell crosses that disc, inside the collider, before it
 *   could reach the target (referenceShapes.ts).
 * Decided cells are weighted by a 2 x 2 Gauss rule. The colliders are every enabled one of the
 * world that passes the sight filter (the observer's friends and the target left out), and
 * each cell passes on to its children those that come into its cone.
 */
export interface ReferenceOptions {
  levels: number
  fine: number
  cmPerSightStep: number
}

interface LimitArea {
  a: PreparedArea
  limit: number
  radius: number
}

export function referenceVisible(world: TableWorld, fromId: string, toId: string, options: Partial<ReferenceOptions> = {}): number {
  const { levels, fine, cmPerSightStep } = { levels: 5, fine: 4, cmPerSightStep: 5, ...options }
  const observer = world.requireFigure(fromId)
  const eye = eyeOf(observer, 'top')
  const cyl = figureCylinder(world.requireFigure(toId))
  if (eyeInsideCylinder(eye, cyl)) return 1
  const groups = interactionGroups(0xffff, GROUP_SOLID | (ALL_FIGURES & ~world.sideBitOf(observer.side)))
  const shapes = readShapes(world, groups, world.colliderOf('figure', toId))
  // Areas that limit sight; world.terrain is the scene's terrain and the castle's pieces.
  const areas: LimitArea[] = world.terrain.flatMap((piece) => {
    const range = piece.shape === 'area' ? TERRAIN_TYPE_INFO[piece.type].sightRange : null
    if (piece.shape !== 'area' || range === null) return []
    const a = prepareArea(piece)
    return [{ a, limit: range * cmPerSightStep, radius: Math.hypot(a.hx, a.hy, a.hz) }]
  })

  const seen = (p: Point3, near: Shape[], nearAreas: LimitArea[]): boolean => {
    const dx = p[0] - eye[0]
    const dy = p[1] - eye[1]
    const dz = p[2] - eye[2]
    const dist = Math.sqrt(dx * dx + dy * dy + dz * dz)
    const u: Point3 = [dx / dist, dy / dist, dz / dist]
    let reach = dist * (1 - 1e-7)
    let stopped = false
    for (const s of near) {
      const t = rayHitsShape(s, eye, u, reach)
      if (t <= reach) {
        reach = t
        stopped = true
      }
    }
    if (stopped) return false
    for (const { a, limit } of nearAreas)
      if (crossAreaSpan(a, eye[0], eye[1], eye[2], u[0], u[1], u[2], reach) && span.exit - span.entry > limit) return false
    return true
  }

  let total = 0
  let visible = 0
  const at = new Float64Array(4)
  // One point at random in each sub-cell (stratified): a shadow edge that runs along the rows
  // of a regular grid would be off by up to half a row all along; jittered, the errors cancel.
  // Seeded, so the reference is the same on every run.
  const next = mulberry32(0x5eed)
  const cell = (
    patch: SurfacePatch,
    speed: number,
    u0: number,
    v0: number,
    size: number,
    level: number,
    near: Shape[],
    nearAreas: LimitArea[],
  ): void => {
    const cone = cellCone(patch, speed, eye, u0, v0, size)
    const inCone = cone ? near.filter((s) => coneMeetsBall(cone, s.c, s.radius)) : near
    const areasIn = cone ? nearAreas.filter(({ a, radius }) => coneMeetsBall(cone, [a.cx, a.cy, a.cz], radius)) : nearAreas
    const plain = cone !== null && inCone.length === 0 && areasIn.length === 0
    if (plain || (cone !== null && inCone.some((s) => coneInsideShape(cone, s)))) {
      const g = 0.5 / Math.sqrt(3)
      const w = (patch.gaussSum(u0 + size / 2, v0 + size / 2, g * size) / 4) * size * size
      total += w
      if (plain) visible += w
      return
    }
    if (level < levels) {
      const h = size / 2
      for (const [a, b] of [
        [0, 0],
        [1, 0],
        [0, 1],
        [1, 1],
      ])
        cell(patch, speed, u0 + a * h, v0 + b * h, h, level + 1, inCone, areasIn)
      return
    }
    const step = size / fine
    for (let i = 0; i < fine; i++) {
      for (let j = 0; j < fine; j++) {
        patch.sampleInto(u0 + (i + next()) * step, v0 + (j + next()) * step, at)
        const w = at[3] * step * step
        total += w
        if (seen([at[0], at[1], at[2]], inCone, areasIn)) visible += w
      }
    }
  }
  for (const patch of visiblePatches(eye, cyl)) {
    // Bounds of the patch's speed |dp/du| + |dp/dv|: the side turns through at most pi radians
    // of radius r and rises by its height; the concentric map moves a disc point by at most
    // 2 r (1 + pi/4) per unit of u or of v (targetSurface.ts).
    const speed = patch.kind === 'side' ? Math.PI * cyl.radius + (cyl.top - cyl.bottom) : 4 * cyl.radius * (1 + Math.PI / 4)
    cell(patch, speed, 0, 0, 1, 0, shapes, areas)
  }
  return total > 0 ? visible / total : 0
}

/**
 * The circular cone from the eye around a ball that holds the patch's cell [u0, u0 + size] x
 * [v0, v0 + size]: the ball is centred on the mean of the cell's 3 x 3 probe points, size / 2
 * apart, and every point of the cell lies within (size / 4) * speed of one of them. Null when
 * the eye is inside that ball.
 */
function cellCone(patch: SurfacePatch, speed: number, eye: Point3, u0: number, v0: number, size: number): Cone | null {
  const probe: Point3[] = []
  for (let a = 0; a <= 2; a++) for (let b = 0; b <= 2; b++) probe.push(patch.point(u0 + (a / 2) * size, v0 + (b / 2) * size))
  const mean = (k: number) => probe.reduce((sum, p) => sum + p[k], 0) / probe.length
  const c: Point3 = [mean(0), mean(1), mean(2)]
  const rho = Math.max(...probe.map((p) => Math.hypot(p[0] - c[0], p[1] - c[1], p[2] - c[2]))) + (size / 4) * speed + 1e-6
  const v: Point3 = [c[0] - eye[0], c[1] - eye[1], c[2] - eye[2]]
  const dist = Math.hypot(v[0], v[1], v[2])
  if (rho >= dist * 0.999) return null
  const sin = rho / dist
  return { eye, axis: [v[0] / dist, v[1] / dist, v[2] / dist], sin, cos: Math.sqrt(1 - sin * sin), near: dist - rho }
}
