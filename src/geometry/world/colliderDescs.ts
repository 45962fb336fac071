import type { ColliderDesc } from '@dimforge/rapier3d-compat'
import type { Figure, TerrainPiece } from '../../scene/schema'
import type { Rapier } from './rapier'
import { GROUP_AREA, GROUP_SOLID, interactionGroups } from './groups'
import { mountColliderDescs } from '../mk/mountColliders'
import { figureProfile } from '../../scene/figureProfile'
import { mountBaseCm, type RiderSeat } from '../../scene/mageknight/mountedFigures'

/**
 * The Rapier collider descriptions of a scene record (plain JS objects, nothing in WASM until a
 * collider is created from them), and the two halves a world update compares them by: what the
 * colliders are (shape, size, sensor, groups: `signatureOf`) and where they stand (`poseOf`).
 * Equal signatures mean the existing colliders can be moved in place to the new pose; anything
 * else is rebuilt.
 */

const DEG = Math.PI / 180

/** A terrain piece: a fixed collider, a sensor for an area. */
export function pieceDescs(R: Rapier, piece: TerrainPiece): ColliderDesc[] {
  let desc: ColliderDesc
  if (piece.shape === 'cylinder') {
    desc = R.ColliderDesc.cylinder(piece.height / 2, piece.radius)
  } else {
    desc = R.ColliderDesc.cuboid(piece.size[0] / 2, piece.size[1] / 2, piece.size[2] / 2)
    const half = ((piece.rotationY ?? 0) * DEG) / 2
    desc.setRotation({ x: 0, y: Math.sin(half), z: 0, w: Math.cos(half) })
  }
  desc.setTranslation(piece.center[0], piece.center[1], piece.center[2])
  if (piece.shape === 'area') {
    desc.setSensor(true)
    desc.setCollisionGroups(interactionGroups(GROUP_AREA, 0xffff))
  } else {
    desc.setCollisionGroups(interactionGroups(GROUP_SOLID, 0xffff))
  }
  return [desc]
}

/**
 * A figure: an upright cylinder, a Mage Knight mount's stadium (mountColliders.ts, R-CVG.2), a
 * seated rider's column from the saddle up (R-CVG.5). `groups` is its side's collision groups.
 */
export function figureDescs(R: Rapier, figure: Figure, seat: RiderSeat | undefined, groups: number): ColliderDesc[] {
  const { radius, height } = figureProfile(figure)
  const [x, y, z] = figure.position
  const mount = mountBaseCm(figure)
  const descs = mount
    ? mountColliderDescs(R, { centre: [x, z], headingDeg: figure.facing ?? 0, ...mount }, y, y + height)
    : [R.ColliderDesc.cylinder(height / 2, radius).setTranslation(x, y + height / 2, z)]
  if (seat)
    descs[0] = R.ColliderDesc.cylinder((seat.topCm - seat.bottomCm) / 2, radius).setTranslation(x, (seat.bottomCm + seat.topCm) / 2, z)
  for (const desc of descs) desc.setCollisionGroups(groups)
  return descs
}

/** Shape type, dimensions, sensor flag and groups of every description, in order, as numbers. */
export function signatureOf(descs: readonly ColliderDesc[]): number[] {
  const out: number[] = []
  for (const desc of descs) {
    const shape = desc.shape as { type: number; halfExtents?: { x: number; y: number; z: number }; halfHeight?: number; radius?: number }
    out.push(descs.length, shape.type, desc.isSensor ? 1 : 0, desc.collisionGroups)
    if (shape.halfExtents) out.push(shape.halfExtents.x, shape.halfExtents.y, shape.halfExtents.z)
    else out.push(shape.halfHeight ?? Number.NaN, shape.radius ?? Number.NaN, 0)
  }
  return out
}

/** Translation and rotation (x, y, z, w) of every description, in order. */
export function poseOf(descs: readonly ColliderDesc[]): number[] {
  const out: number[] = []
  for (const { translation: t, rotation: q } of descs) out.push(t.x, t.y, t.z, q.x, q.y, q.z, q.w)
  return out
}

/** Element-wise equal (NaN never is: an unknown shape is always rebuilt). */
export function sameNumbers(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false
  return true
}
