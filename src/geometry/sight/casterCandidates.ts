import type { Collider } from '@dimforge/rapier3d-compat'
import { groupsMeet, OTHER, outsideAPlane, shapesOf } from './shapeTable'
import type { TableWorld } from '../world/tableWorld'
import type { Point3 } from '../types'
import type { Figure } from '../../scene/schema'
import { unitFigureIds } from '../measure/firstHit'

/**
 * The candidate pass of a sight caster (caster.ts): the colliders that could stop a ray of one
 * pair, picked once per pair, nearest first, each packed with the eye in its own frame so the
 * caster's inner loop reads plain numbers.
 *
 * A candidate passes the sight filter (Rapier's collision-group test; `exclude`, the target, is
 * not one), is not wholly outside one of the sight pyramid's five planes (each collider as its
 * oriented box, shapeTable.ts), and belongs to no figure the pair leaves out.
 *
 * A Mage Knight cavalry unit is several colliders (a mount's stadium is three, R-CVG.2, and its
 * seated rider a fourth, R-CVG.5) and one figure (003 "Cavalry Units"): `leftOut` names the
 * figures whose every collider a pair leaves out, as `firstHitAlong` does (measure/firstHit.ts),
 * so neither the shooter's own end cylinders nor the target's rider stop a ray to the target.
 */

/**
 * The figures a sight pair leaves out wholly beyond `exclude`: the observer's unit and the
 * target's (null for a target that is not in the world, virtualTarget.ts) (a mount and its seated rider count
 * as the target, 003 "Attacking and Damaging a Cavalry Unit"). Null when neither end is a Mage
 * Knight piece or neither is part of a unit: then nothing beyond `exclude` and the side filter is
 * left out, and the per-pair cost is this one test.
 */
export function unitLeftOut(
  world: TableWorld,
  observer: Pick<Figure, 'id' | 'mk'>,
  target: Pick<Figure, 'id' | 'mk'> | null,
): Set<string> | null {
  if (!observer.mk && !target?.mk) return null
  const named = target ? [observer.id, target.id] : [observer.id]
  const ids = unitFigureIds(world, named)
  return ids.size > named.length ? ids : null
}

/** Floats per candidate: kind, local eye (3), rotation (9, row-major), extents (3). */
export const STRIDE = 16

// Scratch for the candidate pass (one sight question at a time; JS is single-threaded).
let picked = new Int32Array(0)
let pickedNear = new Float64Array(0)

/** Whether `collider` belongs to one of the `leftOut` figures (a Map lookup; only candidates in the box ask). */
export function isLeftOut(world: TableWorld, collider: Collider, leftOut: ReadonlySet<string> | null): boolean {
  if (leftOut === null) return false
  const owner = world.ownerOf(collider)
  return owner?.kind === 'figure' && leftOut.has(owner.id)
}

/** What the candidate pass hands the caster: the candidates, STRIDE numbers each, and how near each can come to the eye. */
export interface Candidates {
  colliders: Collider[]
  /** STRIDE numbers per candidate (see STRIDE). */
  data: number[]
  /** Per candidate (in order), a distance it cannot be met before; ascending. */
  near: number[]
}

/**
 * The candidates of the pair seen from `eye` inside the sight pyramid `planes` (pyramidPlanes),
 * under the collision groups `groups`, without `exclude` and the `leftOut` figures (unitLeftOut).
 */
export function pickCandidates(
  world: TableWorld,
  eye: Point3,
  planes: number[],
  groups: number,
  exclude: Collider | undefined,
  leftOut: ReadonlySet<string> | null,
): Candidates {
  const kept = (c: Collider): boolean => !isLeftOut(world, c, leftOut)
  const shapes = shapesOf(world)
  const count = shapes.colliders.length
  if (picked.length < count) {
    picked = new Int32Array(count)
    pickedNear = new Float64Array(count)
  }
  let m = 0
  const x0 = planes[20],
    y0 = planes[21],
    z0 = planes[22],
    x1 = planes[23],
    y1 = planes[24],
    z1 = planes[25]
  const box = shapes.box
  const kinds = shapes.kind
  const t = shapes.t
  const skip = exclude ? (shapes.indexOf.get(exclude.handle) ?? -1) : -1
  // Lengths of the planes' normals (the side planes' are not unit), for the bounding-sphere test.
  const norms: number[] = []
  for (let k = 0; k < 20; k += 4)
    norms.push(Math.sqrt(planes[k] * planes[k] + planes[k + 1] * planes[k + 1] + planes[k + 2] * planes[k + 2]))
  for (let i = 0; i < count; i++) {
    const b = 6 * i
    if (box[b] > x1 || box[b + 3] < x0 || box[b + 1] > y1 || box[b + 4] < y0 || box[b + 2] > z1 || box[b + 5] < z0) continue
    if (i === skip || !groupsMeet(shapes.groups[i], groups)) continue
    if (leftOut !== null && !kept(shapes.colliders[i])) continue
    if (kinds[i] !== OTHER && outsideAPlane(shapes, i, planes, norms)) continue
    // Nearest first, with how close each can come to the eye (bounding sphere): a cast stops
    // looking once the next candidate cannot be nearer than the hit it has. Insertion sort
    // (few candidates; stable, as before).
    const dx = t[3 * i] - eye[0]
    const dy = t[3 * i + 1] - eye[1]
    const dz = t[3 * i + 2] - eye[2]
    let d = Math.sqrt(dx * dx + dy * dy + dz * dz) - shapes.radius[i]
    if (Number.isNaN(d) || d < 0) d = 0
    let at = m++
    while (at > 0 && pickedNear[at - 1] > d) {
      picked[at] = picked[at - 1]
      pickedNear[at] = pickedNear[at - 1]
      at--
    }
    picked[at] = i
    pickedNear[at] = d
  }
  const near: number[] = []
  for (let c = 0; c < m; c++) near.push(pickedNear[c])
  const data: number[] = []
  const colliders: Collider[] = new Array(m)
  for (let c = 0; c < m; c++) {
    const i = picked[c]
    colliders[c] = shapes.colliders[i]
    const o = c * STRIDE
    const r = shapes.r
    const px = eye[0] - t[3 * i]
    const py = eye[1] - t[3 * i + 1]
    const pz = eye[2] - t[3 * i + 2]
    data[o] = kinds[i]
    // local = R^T p: the columns of R dotted with p.
    data[o + 1] = r[9 * i] * px + r[9 * i + 3] * py + r[9 * i + 6] * pz
    data[o + 2] = r[9 * i + 1] * px + r[9 * i + 4] * py + r[9 * i + 7] * pz
    data[o + 3] = r[9 * i + 2] * px + r[9 * i + 5] * py + r[9 * i + 8] * pz
    for (let k = 0; k < 9; k++) data[o + 4 + k] = r[9 * i + k]
    data[o + 13] = shapes.e[3 * i]
    data[o + 14] = shapes.e[3 * i + 1]
    data[o + 15] = shapes.e[3 * i + 2]
  }
  return { colliders, data, near }
}
