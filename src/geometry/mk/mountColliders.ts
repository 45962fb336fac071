/**
 * A mount's elongated base as Rapier solids, so that it blocks lines of fire and meets terrain
 * like the round bases (which `tableWorld.ts` builds as upright cylinders). The stadium is built
 * exactly as a cuboid over its spine plus an upright cylinder at each end (R-CVG.2): a convex hull
 * of sampled outline points would cut the rounded ends by up to r(1 - cos(pi/n)), so a ray that
 * grazes an end inside the true outline would miss the hull; the cylinders have the true arc.
 * Also here: which blocking solids a mount's base placed at some level would stand in (R-MKT.4),
 * answered with those three shapes by Rapier's exact shape test.
 */
import type { ColliderDesc, Shape } from '@dimforge/rapier3d-compat'
import type { Point2 } from '../../math/planar'
import type { Rapier } from '../world/rapier'
import { terrainIndexOf } from '../world/terrainIndex'
import type { TableWorld } from '../world/tableWorld'
import { checkMountBase, mountCapsule, type MountBase } from './mountBase'

/** Heights closer than this (cm) count as equal, as in sweptDisc.ts (Rapier computes in 32-bit floats). */
const SAME_HEIGHT = 1e-3
/** The base is tested this much (cm) inside its rim, as sweptDisc.ts tests a disc: a base exactly touching a wall is not in it. */
const INSET_CM = 1e-3

/**
 * One solid piece of the base, centred at `position` and turned by `rotation` (a unit quaternion):
 * a cuboid of half extents (halfLength, halfHeight, radius) along the heading, or an upright
 * cylinder (halfLength 0).
 */
export interface MountPiece {
  kind: 'cuboid' | 'cylinder'
  halfLength: number
  halfHeight: number
  radius: number
  position: { x: number; y: number; z: number }
  rotation: { x: number; y: number; z: number; w: number }
}

/**
 * The base as solids from `bottomCm` to `topCm` (cm above the table): the cuboid (left out when
 * the spine is a point, a round base) and the two end cylinders.
 */
export function mountPieces(base: MountBase, bottomCm: number, topCm: number): MountPiece[] {
  checkMountBase(base, 'base')
  if (!Number.isFinite(bottomCm) || !Number.isFinite(topCm) || topCm <= bottomCm)
    throw new RangeError(`topCm: expected finite heights with topCm above bottomCm, got ${bottomCm} to ${topCm}`)
  const { a, b, radius } = mountCapsule(base)
  const halfHeight = (topCm - bottomCm) / 2
  const y = (bottomCm + topCm) / 2
  const cylinder = (p: Point2): MountPiece => ({
    kind: 'cylinder',
    halfLength: 0,
    halfHeight,
    radius,
    position: { x: p[0], y, z: p[1] },
    rotation: { x: 0, y: 0, z: 0, w: 1 },
  })
  const halfLength = Math.hypot(b[0] - a[0], b[1] - a[1]) / 2
  if (halfLength < 1e-9) return [cylinder(a)]
  // Rapier turns local +x about +y by theta to (cos theta, 0, -sin theta); the heading's vector is
  // (sin h, 0, -cos h), so theta = 90 - h puts the cuboid's long side along the heading.
  const half = ((90 - base.headingDeg) * Math.PI) / 360
  const cuboid: MountPiece = {
    kind: 'cuboid',
    halfLength,
    halfHeight,
    radius,
    position: { x: (a[0] + b[0]) / 2, y, z: (a[1] + b[1]) / 2 },
    rotation: { x: 0, y: Math.sin(half), z: 0, w: Math.cos(half) },
  }
  return [cuboid, cylinder(a), cylinder(b)]
}

/** The Rapier shape of one piece (for shape tests). */
export function pieceShape(rapier: Rapier, piece: MountPiece): Shape {
  return piece.kind === 'cuboid'
    ? new rapier.Cuboid(piece.halfLength, piece.halfHeight, piece.radius)
    : new rapier.Cylinder(piece.halfHeight, piece.radius)
}

/** Collider descriptions of the base, for a world that should see it (lines of fire, sight): add each with `createCollider`. */
export function mountColliderDescs(rapier: Rapier, base: MountBase, bottomCm: number, topCm: number): ColliderDesc[] {
  return mountPieces(base, bottomCm, topCm).map((piece) => {
    const desc =
      piece.kind === 'cuboid'
        ? rapier.ColliderDesc.cuboid(piece.halfLength, piece.halfHeight, piece.radius)
        : rapier.ColliderDesc.cylinder(piece.halfHeight, piece.radius)
    return desc.setTranslation(piece.position.x, piece.position.y, piece.position.z).setRotation(piece.rotation)
  })
}

/**
 * The blocking solids (terrain and castle parts, sorted ids) a mount's base standing at `levelCm`
 * would stand in: those reaching into the band from one step above its level up to its head
 * (R-MKT.4, the test `sweptDisc.ts` applies to a disc's end position), met by any part of the
 * stadium inside its rim (a solid only touching the rim does not block).
 */
export function solidsInMountBase(world: TableWorld, base: MountBase, levelCm: number, heightCm: number, maxStepCm: number): string[] {
  for (const [name, value] of Object.entries({ levelCm, heightCm, maxStepCm }))
    if (!Number.isFinite(value)) throw new RangeError(`${name}: expected finite cm, got ${value}`)
  const bottom = levelCm + maxStepCm + SAME_HEIGHT
  const top = levelCm + heightCm - SAME_HEIGHT
  // A figure no taller than a step walks over whatever it meets: nothing blocks it.
  if (top <= bottom) return []
  checkMountBase(base, 'base')
  const inset = { ...base, lengthCm: base.lengthCm - 2 * INSET_CM, widthCm: base.widthCm - 2 * INSET_CM }
  const pieces = mountPieces(inset, bottom, top).map((p) => ({ ...p, shape: pieceShape(world.rapier, p) }))
  const { a, b, radius } = mountCapsule(base)
  const reach = Math.hypot(b[0] - a[0], b[1] - a[1]) / 2 + radius
  const found = new Set<string>()
  for (const solid of terrainIndexOf(world).near((a[0] + b[0]) / 2, (a[1] + b[1]) / 2, reach)) {
    if (found.has(solid.id) || solid.max[1] <= bottom || solid.min[1] >= top) continue
    if (pieces.some((p) => solid.collider.intersectsShape(p.shape, p.position, p.rotation))) found.add(solid.id)
  }
  return [...found].sort()
}
