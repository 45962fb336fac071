/**
 * Which castle outlines a line of fire crosses seen from above, and whether its ends stand on a
 * section's top (001's fortification bonus): between two points or two figures' base centres.
 * Separate from the other castle queries (queries.ts) because it is the one about lines, not
 * bases: a segment against every standing section's outline, polygon edges and circles.
 */
import { sectionOutline, signedDistance } from '../../scene/castle/footprint'
import type { OutlineCrossings, OutlineCrossing, Point2 } from './types'
import type { Point3 } from '../types'
import { assertFinite, requireFigure, sectionAtPoint, standing, type HasScene } from './sectionLookup'

/** Parameters t (along a-b) where the segment crosses the segment p-q, excluding parallel overlaps. */
function segmentCrossing(a: Point2, b: Point2, p: Point2, q: Point2): number | null {
  const rx = b[0] - a[0]
  const rz = b[1] - a[1]
  const sx = q[0] - p[0]
  const sz = q[1] - p[1]
  const denom = rx * sz - rz * sx
  if (Math.abs(denom) < 1e-12) return null
  const t = ((p[0] - a[0]) * sz - (p[1] - a[1]) * sx) / denom
  const u = ((p[0] - a[0]) * rz - (p[1] - a[1]) * rx) / denom
  return t >= 0 && t <= 1 && u >= 0 && u <= 1 ? t : null
}

/**
 * Which castle outlines the line of fire from `from` to `to` crosses seen from above, and
 * whether each end stands on a section's top (001 "Das Ziel erhält den Befestigungs-Bonus
 * nicht, wenn sich der Schütze ebenfalls auf einer Castle Sektion befindet oder die Schusslinie
 * des Schützen nicht durch die Außenkante einer Castle Sektion verläuft"). Which crossings
 * count is the rules' call; this lists them all with the face they cross.
 */
export function outlineCrossings(world: HasScene, from: Point3, to: Point3): OutlineCrossings {
  assertFinite('outlineCrossings from', from)
  assertFinite('outlineCrossings to', to)
  const a: Point2 = [from[0], from[2]]
  const b: Point2 = [to[0], to[2]]
  const sections = standing(world)
  const outlines = sections.map((s) => sectionOutline(s))
  const crossings: OutlineCrossing[] = []
  const at = (t: number): Point2 => [a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])]
  const push = (i: number, t: number, face: OutlineCrossing['face']) => {
    if (crossings.some((c) => c.sectionId === sections[i].id && Math.abs(c.t - t) < 1e-9)) return // a corner meets two edges
    const point = at(t)
    const abutting = outlines.some((o, j) => j !== i && signedDistance(o.area, point) <= 0.05)
    crossings.push({ sectionId: sections[i].id, face, point, t, abutting })
  }
  outlines.forEach(({ area, faces }, i) => {
    if (area.type === 'polygon') {
      area.points.forEach((p, k) => {
        const t = segmentCrossing(a, b, p, area.points[(k + 1) % area.points.length])
        if (t !== null) push(i, t, faces[k])
      })
    } else if (area.type === 'circle') {
      // |a + t (b - a) - c|^2 = R^2, a quadratic in t.
      const dx = b[0] - a[0]
      const dz = b[1] - a[1]
      const fx = a[0] - area.center[0]
      const fz = a[1] - area.center[1]
      const qa = dx * dx + dz * dz
      const qb = 2 * (fx * dx + fz * dz)
      const qc = fx * fx + fz * fz - area.radius * area.radius
      const disc = qb * qb - 4 * qa * qc
      if (qa > 0 && disc > 0) {
        for (const t of [(-qb - Math.sqrt(disc)) / (2 * qa), (-qb + Math.sqrt(disc)) / (2 * qa)]) if (t >= 0 && t <= 1) push(i, t, faces[0])
      }
    }
  })
  crossings.sort((p, q) => p.t - q.t)
  return {
    from,
    to,
    crossings,
    sectionsCrossed: [...new Set(crossings.map((c) => c.sectionId))],
    fromSection: sectionAtPoint(world, from),
    toSection: sectionAtPoint(world, to),
  }
}

/** The same between two figures' base centres (Mage Knight lines of fire run centre to centre). */
export function outlineCrossingsBetween(world: HasScene, shooterId: string, targetId: string): OutlineCrossings {
  return outlineCrossings(world, requireFigure(world, shooterId).position, requireFigure(world, targetId).position)
}
