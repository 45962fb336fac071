import type { Collider } from '@dimforge/rapier3d-compat'
import { rayBox, rayCylinder } from './rayPrimitives'
import { matrixOf } from '../world/solidIndex'
import type { TableWorld } from '../world/tableWorld'
import type { Point3 } from '../types'

/**
 * The solid colliders of a world as plain numbers, and the cone tests of the dense reference
 * (denseReference.ts). Test-only; written apart from the sight caster and its pyramid.
 */
export interface Shape {
  kind: 'box' | 'cylinder'
  /** Centre, rotation (row-major, world = R local + c), half extents (a cylinder: r, half height, r). */
  c: Point3
  r: number[]
  e: Point3
  /** Bounding-sphere radius. */
  radius: number
}

/** A circular cone from the eye: unit axis, sine and cosine of the half-angle, and how near its rays' ends may be. */
export interface Cone {
  eye: Point3
  axis: Point3
  sin: number
  cos: number
  /** The rays of the cone end no nearer than this (the target's points). */
  near: number
}

interface Read {
  scene: unknown
  all: { handle: number; groups: number; shape: Shape }[]
}
const read = new WeakMap<TableWorld, Read>()

/** Every enabled collider that meets the sight filter `groups`, except `exclude`. */
export function readShapes(world: TableWorld, groups: number, exclude: Collider | undefined): Shape[] {
  let known = read.get(world)
  if (!known || known.scene !== world.scene) {
    known = { scene: world.scene, all: readAll(world) }
    read.set(world, known)
  }
  const meets = (g: number) => ((g >>> 16) & groups & 0xffff) !== 0 && ((groups >>> 16) & g & 0xffff) !== 0
  return known.all.filter((x) => x.handle !== exclude?.handle && meets(x.groups)).map((x) => x.shape)
}

/** Every enabled collider of the world, read once per scene. */
function readAll(world: TableWorld): Read['all'] {
  const shapes: Read['all'] = []
  const S = world.rapier.ShapeType
  world.colliders.forEach((col) => {
    if (!col.isEnabled()) return
    const type = col.shapeType()
    if (type !== S.Cuboid && type !== S.Cylinder) throw new Error('denseReference: only boxes and cylinders')
    const t = col.translation()
    const { x, y, z, w } = col.rotation()
    const r = matrixOf({ x, y, z, w })
    const h = type === S.Cuboid ? col.halfExtents()! : null
    const e: Point3 = h ? [h.x, h.y, h.z] : [col.radius(), col.halfHeight(), col.radius()]
    const shape: Shape = { kind: h ? 'box' : 'cylinder', c: [t.x, t.y, t.z], r, e, radius: Math.hypot(e[0], e[1], e[2]) }
    shapes.push({ handle: col.handle, groups: col.collisionGroups(), shape })
  })
  return shapes
}

/** p - c in the shape's frame (R^T (p - c)), or R^T p for a direction (c = null). */
function local(s: Shape, p: Point3, c: Point3 | null): Point3 {
  const x = p[0] - (c ? c[0] : 0)
  const y = p[1] - (c ? c[1] : 0)
  const z = p[2] - (c ? c[2] : 0)
  const r = s.r
  return [r[0] * x + r[3] * y + r[6] * z, r[1] * x + r[4] * y + r[7] * z, r[2] * x + r[5] * y + r[8] * z]
}

/** Entry distance of the ray (origin, unit u) into the solid shape, up to maxToi, or Infinity. */
export function rayHitsShape(s: Shape, origin: Point3, u: Point3, maxToi: number): number {
  const o = local(s, origin, s.c)
  const d = local(s, u, null)
  return s.kind === 'box'
    ? rayBox(o[0], o[1], o[2], d[0], d[1], d[2], s.e[0], s.e[1], s.e[2], maxToi)
    : rayCylinder(o[0], o[1], o[2], d[0], d[1], d[2], s.e[0], s.e[1], maxToi)
}

/** Whether the ball (centre, radius) comes into the cone (its apex included). */
export function coneMeetsBall(cone: Cone, center: Point3, radius: number): boolean {
  const wx = center[0] - cone.eye[0]
  const wy = center[1] - cone.eye[1]
  const wz = center[2] - cone.eye[2]
  const len2 = wx * wx + wy * wy + wz * wz
  if (len2 < radius * radius) return true
  const along = wx * cone.axis[0] + wy * cone.axis[1] + wz * cone.axis[2]
  const across = Math.sqrt(Math.max(0, len2 - along * along))
  // Signed distance from the centre to the cone's surface, in the plane of the axis.
  return across * cone.cos - along * cone.sin < radius
}

/**
 * Whether every ray of the cone is stopped by the shape before `near`: the disc across the
 * cone at some depth t (normal to the axis, radius t tan) lies inside the shape, and
 * t / cos <= near. A ray at angle theta to the axis crosses that disc's plane at distance
 * t / cos(theta), within the disc, so inside the shape. Depths tried: points of the axis's own
 * chord through the shape.
 */
export function coneInsideShape(cone: Cone, s: Shape): boolean {
  const o = local(s, cone.eye, s.c)
  const a = local(s, cone.axis, null)
  const entry =
    s.kind === 'box'
      ? rayBox(o[0], o[1], o[2], a[0], a[1], a[2], s.e[0], s.e[1], s.e[2], cone.near)
      : rayCylinder(o[0], o[1], o[2], a[0], a[1], a[2], s.e[0], s.e[1], cone.near)
  if (entry === Infinity) return false
  // The exit: entry of the reversed ray from a point past the shape.
  const far = entry + 2 * s.radius + 1
  const back: Point3 = [o[0] + a[0] * far, o[1] + a[1] * far, o[2] + a[2] * far]
  const exitBack =
    s.kind === 'box'
      ? rayBox(back[0], back[1], back[2], -a[0], -a[1], -a[2], s.e[0], s.e[1], s.e[2], far)
      : rayCylinder(back[0], back[1], back[2], -a[0], -a[1], -a[2], s.e[0], s.e[1], far)
  const exit = far - exitBack
  const tan = cone.sin / cone.cos
  for (const f of [0.5, 0.25, 0.75, 0.1, 0.9]) {
    const t = entry + (exit - entry) * f
    if (t <= 0 || t / cone.cos > cone.near) continue
    const q: Point3 = [o[0] + a[0] * t, o[1] + a[1] * t, o[2] + a[2] * t]
    const rd = t * tan
    // The disc's half-width along a unit direction n is rd sqrt(1 - (n . axis)^2).
    const across = (k: number) => rd * Math.sqrt(Math.max(0, 1 - a[k] * a[k]))
    if (s.kind === 'box') {
      if (Math.abs(q[0]) + across(0) <= s.e[0] && Math.abs(q[1]) + across(1) <= s.e[1] && Math.abs(q[2]) + across(2) <= s.e[2]) return true
    } else if (Math.abs(q[1]) + across(1) <= s.e[1] && Math.hypot(q[0], q[2]) + rd <= s.e[0]) return true
  }
  return false
}
