/**
 * Castle sections seen from above: their areas (tops, outline, access points) turned and moved
 * into table coordinates, and the few closed-form tests on them that the scene checks and the
 * geometry share. Points are [x, z]. Rotation as everywhere in the scene: a positive rotationY
 * turns +x toward -z (counter-clockwise seen from above, right-handed with Y up).
 */
import { distanceToSegment, pointInPolygon, type Point2 } from '../../math/planar'
import type { CastleArea, CastlePiece, OutlineFace } from './pieces'
import { castlePiece } from './shippedPieces'
import type { CastleSection, Plank } from './schema'

const DEG = Math.PI / 180

/** A section-local point [x, z] in table coordinates. */
export function sectionToWorld(section: Pick<CastleSection, 'center' | 'rotationY'>, [lx, lz]: Point2): Point2 {
  const a = (section.rotationY ?? 0) * DEG
  const c = Math.cos(a)
  const s = Math.sin(a)
  return [section.center[0] + c * lx + s * lz, section.center[2] - s * lx + c * lz]
}

/** A table point [x, z] in the section's local axes (the inverse of sectionToWorld). */
export function worldToSection(section: Pick<CastleSection, 'center' | 'rotationY'>, [x, z]: Point2): Point2 {
  const a = (section.rotationY ?? 0) * DEG
  const c = Math.cos(a)
  const s = Math.sin(a)
  const dx = x - section.center[0]
  const dz = z - section.center[2]
  return [c * dx - s * dz, s * dx + c * dz]
}

/** A local area of a section in table coordinates. */
export function areaToWorld(section: Pick<CastleSection, 'center' | 'rotationY'>, area: CastleArea): CastleArea {
  switch (area.type) {
    case 'polygon':
      return { type: 'polygon', points: area.points.map((p) => sectionToWorld(section, p)) }
    case 'circle':
      return { type: 'circle', center: sectionToWorld(section, area.center), radius: area.radius }
    case 'segment':
      return { type: 'segment', from: sectionToWorld(section, area.from), to: sectionToWorld(section, area.to) }
  }
}

/**
 * Signed distance from p to the area's boundary: negative inside (how deep), positive outside
 * (how far). A segment has no inside: its distance is never negative.
 */
export function signedDistance(area: CastleArea, p: Point2): number {
  if (area.type === 'circle') return Math.hypot(p[0] - area.center[0], p[1] - area.center[1]) - area.radius
  if (area.type === 'segment') return distanceToSegment(p, area.from, area.to)
  const pts = area.points
  let edge = Infinity
  for (let i = 0; i < pts.length; i++) edge = Math.min(edge, distanceToSegment(p, pts[i], pts[(i + 1) % pts.length]))
  return pointInPolygon(p, pts) ? -edge : edge
}

/** The outline of a section in table coordinates, as an area, with the face of each polygon edge. */
export function sectionOutline(
  section: CastleSection,
  piece: CastlePiece = castlePiece(section.kind),
): { area: CastleArea; faces: OutlineFace[] } {
  const outline = piece.outline
  if (outline.type === 'circle') {
    return { area: areaToWorld(section, { type: 'circle', center: outline.center, radius: outline.radius }), faces: [outline.face] }
  }
  return { area: areaToWorld(section, { type: 'polygon', points: outline.points }), faces: outline.faces }
}

/** The section's walkway centre line in table coordinates, or null for kinds without one. */
export function sectionWalkway(
  section: CastleSection,
  piece: CastlePiece = castlePiece(section.kind),
): { from: Point2; to: Point2 } | null {
  if (!piece.walkway) return null
  return { from: sectionToWorld(section, piece.walkway.from), to: sectionToWorld(section, piece.walkway.to) }
}

/** Axis-aligned bounds [minX, minZ, maxX, maxZ] of an area. */
export function areaBounds(area: CastleArea): [number, number, number, number] {
  if (area.type === 'circle') {
    const [x, z] = area.center
    return [x - area.radius, z - area.radius, x + area.radius, z + area.radius]
  }
  const pts = area.type === 'segment' ? [area.from, area.to] : area.points
  const xs = pts.map((p) => p[0])
  const zs = pts.map((p) => p[1])
  return [Math.min(...xs), Math.min(...zs), Math.max(...xs), Math.max(...zs)]
}

/**
 * True when the section's footprint covers some of the table [0, width] x [0, depth] by more
 * than `tolerance` (a section only touching an edge is off): a circle by its distance to the
 * nearest table point, a convex polygon by the separating-axis test.
 */
export function outlineOnTable(section: CastleSection, width: number, depth: number, tolerance = 0.01): boolean {
  const { area } = sectionOutline(section)
  if (area.type === 'circle') {
    const [x, z] = area.center
    const nx = Math.max(0, Math.min(width, x))
    const nz = Math.max(0, Math.min(depth, z))
    return Math.hypot(x - nx, z - nz) < area.radius - tolerance
  }
  // Convex polygon against the table rectangle: separating axes of both.
  const pts = area.type === 'polygon' ? area.points : [area.from, area.to]
  const table: Point2[] = [
    [0, 0],
    [width, 0],
    [width, depth],
    [0, depth],
  ]
  const axes: Point2[] = [
    [1, 0],
    [0, 1],
  ]
  for (let i = 0; i < pts.length; i++) {
    const a = pts[i]
    const b = pts[(i + 1) % pts.length]
    axes.push([b[1] - a[1], a[0] - b[0]])
  }
  for (const [ax, az] of axes) {
    const length = Math.hypot(ax, az)
    if (length === 0) continue
    const project = (ps: readonly Point2[]) => ps.map((p) => (p[0] * ax + p[1] * az) / length)
    const u = project(pts)
    const v = project(table)
    if (Math.min(Math.max(...u), Math.max(...v)) - Math.max(Math.min(...u), Math.min(...v)) <= tolerance) return false
  }
  return true
}

/** Overlap depth (cm) of two convex areas seen from above; <= 0 when they only touch or lie apart. */
export function areasOverlap(a: CastleArea, b: CastleArea): number {
  if (a.type === 'circle' && b.type === 'circle')
    return a.radius + b.radius - Math.hypot(a.center[0] - b.center[0], a.center[1] - b.center[1])
  if (a.type === 'circle') return a.radius - signedDistance(b, a.center)
  if (b.type === 'circle') return b.radius - signedDistance(a, b.center)
  const pa = a.type === 'polygon' ? a.points : [a.from, a.to]
  const pb = b.type === 'polygon' ? b.points : [b.from, b.to]
  let depth = Infinity
  for (const pts of [pa, pb]) {
    for (let i = 0; i < pts.length; i++) {
      const p = pts[i]
      const q = pts[(i + 1) % pts.length]
      const length = Math.hypot(q[0] - p[0], q[1] - p[1])
      if (length === 0) continue
      const axis = [(q[1] - p[1]) / length, (p[0] - q[0]) / length]
      const proj = (ps: readonly (readonly [number, number])[]) => ps.map((v) => v[0] * axis[0] + v[1] * axis[1])
      const u = proj(pa)
      const v = proj(pb)
      depth = Math.min(depth, Math.min(Math.max(...u), Math.max(...v)) - Math.max(Math.min(...u), Math.min(...v)))
    }
  }
  return depth
}

/** The rectangle a plank covers seen from above. */
export function plankArea(plank: Plank): CastleArea {
  const dx = plank.to[0] - plank.from[0]
  const dz = plank.to[2] - plank.from[2]
  const length = Math.hypot(dx, dz) || 1
  const nx = (-dz / length) * (plank.width / 2)
  const nz = (dx / length) * (plank.width / 2)
  const [ax, , az] = plank.from
  const [bx, , bz] = plank.to
  return {
    type: 'polygon',
    points: [
      [ax + nx, az + nz],
      [bx + nx, bz + nz],
      [bx - nx, bz - nz],
      [ax - nx, az - nz],
    ],
  }
}
