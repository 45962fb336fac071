/**
 * Where a figure's base meets the castle, for the siege played in the Mage Knight engine (001
 * "Zugangspunkte", "Nahkampf", "Planken und Leitern", "Platzierung der Helden", "Das Castle
 * angreifen"): the point of an access point or of a section's outline nearest a base centre (whose
 * bearing decides whether the front arc touches it), the gap between a base's rim and a section's
 * outline (a ladder's carrier stands beside the wall, a rammer in melee contact),
 * how far a base put at a point would reach into a section, and which bases it would cover there.
 * Seen from above and in closed form over the scene's records, like `queries.ts`; the functions
 * take anything with a `scene`, so a figure can be asked about at a place it is not yet.
 */
import type { CastleArea } from '../../scene/castle/pieces'
import { castlePiece } from '../../scene/castle/shippedPieces'
import { areaToWorld, sectionOutline, signedDistance } from '../../scene/castle/footprint'
import { figureProfile } from '../../scene/figureProfile'
import type { Point2 } from '../../math/planar'
import type { Point3 } from '../types'
import { assertFinite, baseRadius, requireFigure, requireSection, type HasScene } from './sectionLookup'
import type { CastleAccessPoint } from './types'

/** Bases whose heights differ by more than this (cm) never overlap: one stands on a wall, the other below. */
const LEVEL_SLACK_CM = 0.5

/** The point of segment a-b nearest p. */
function nearestOnSegment(p: Point2, a: Point2, b: Point2): Point2 {
  const dx = b[0] - a[0]
  const dz = b[1] - a[1]
  const len2 = dx * dx + dz * dz
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dz) / len2))
  return [a[0] + t * dx, a[1] + t * dz]
}

/** The point of an area nearest p, or null when p lies inside it (a polygon or circle). */
function nearestOfArea(area: CastleArea, p: Point2): Point2 | null {
  if (area.type === 'segment') return nearestOnSegment(p, area.from, area.to)
  if (signedDistance(area, p) <= 0) return null
  if (area.type === 'circle') {
    const d = Math.hypot(p[0] - area.center[0], p[1] - area.center[1])
    return [area.center[0] + ((p[0] - area.center[0]) * area.radius) / d, area.center[1] + ((p[1] - area.center[1]) * area.radius) / d]
  }
  let best: Point2 = area.points[0]
  let bestD = Number.POSITIVE_INFINITY
  area.points.forEach((a, i) => {
    const q = nearestOnSegment(p, a, area.points[(i + 1) % area.points.length])
    const d = Math.hypot(q[0] - p[0], q[1] - p[1])
    if (d < bestD) [best, bestD] = [q, d]
  })
  return best
}

/**
 * The point of access point `point` nearest the base centre of `figureId`, seen from above; null
 * when the centre stands inside its area (a figure on a tower's top). A ladder's area is its centre
 * line from foot to top.
 */
export function accessPointNearest(world: HasScene, figureId: string, point: CastleAccessPoint): Point2 | null {
  const figure = requireFigure(world, figureId)
  const p: Point2 = [figure.position[0], figure.position[2]]
  if (point.kind === 'ladder') {
    const ladder = world.scene.ladders?.find((l) => l.id === point.id)
    if (!ladder) throw new Error(`geometry: no ladder "${point.id}" in the scene`)
    return nearestOnSegment(p, [ladder.bottom[0], ladder.bottom[2]], [ladder.top[0], ladder.top[2]])
  }
  const section = requireSection(world, point.sectionId)
  const own = castlePiece(section.kind).accessPoints.find((a) => a.id === point.id)
  if (!own) throw new Error(`geometry: a ${section.kind} has no access point "${point.id}"`)
  return nearestOfArea(areaToWorld(section, own.area), p)
}

/** The gap (cm) between the rim of `figureId`'s base and the outline of `sectionId`, seen from above; negative when they overlap. */
export function rimGapToSection(world: HasScene, figureId: string, sectionId: string): number {
  const figure = requireFigure(world, figureId)
  return (
    signedDistance(sectionOutline(requireSection(world, sectionId)).area, [figure.position[0], figure.position[2]]) - baseRadius(figure)
  )
}

/** The point of `sectionId`'s outline nearest the base centre of `figureId`, seen from above; null when the centre lies inside it. */
export function outlineNearest(world: HasScene, figureId: string, sectionId: string): Point2 | null {
  const figure = requireFigure(world, figureId)
  return nearestOfArea(sectionOutline(requireSection(world, sectionId)).area, [figure.position[0], figure.position[2]])
}

/** How far (cm) the base of `figureId`, centred at `at`, would reach into the outline of `sectionId`; 0 or less: it stays outside. */
export function reachIntoSection(world: HasScene, figureId: string, at: Point2, sectionId: string): number {
  assertFinite('reachIntoSection at', at)
  const figure = requireFigure(world, figureId)
  return baseRadius(figure) - signedDistance(sectionOutline(requireSection(world, sectionId)).area, at)
}

/** Other figures whose bases the base of `figureId` at `at` would cover by more than `toleranceCm` (at its level). */
export function basesCoveredAt(world: HasScene, figureId: string, at: Point3, toleranceCm: number): string[] {
  assertFinite('basesCoveredAt at', at)
  const figure = requireFigure(world, figureId)
  const r = figureProfile(figure).radius
  return world.scene.figures
    .filter((o) => o.id !== figureId && Math.abs(o.position[1] - at[1]) <= LEVEL_SLACK_CM)
    .filter((o) => Math.hypot(o.position[0] - at[0], o.position[2] - at[2]) < r + figureProfile(o).radius - toleranceCm)
    .map((o) => o.id)
}
