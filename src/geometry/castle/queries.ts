/**
 * Questions about the castle that the Mage Knight castle rules (001) ask of the table, answered
 * as plain data (castleTypes.ts). Everything here is seen from above or measured in closed form
 * from the scene's records and models/castle/pieces.json: the rules judge bases, centre points
 * and outlines, not rays. Sight through portals is the sight code's business (closed portals are
 * solid colliders, castleColliders.ts).
 *
 * The functions take anything with a `scene` (a TableWorld, or `{ scene }` in an editor).
 */
import { castlePiece, SHIPPED_CASTLE_PIECES as CASTLE_PIECES } from '../../scene/castle/shippedPieces'
import { areasOverlap, areaToWorld, sectionOutline, sectionToWorld, signedDistance } from '../../scene/castle/footprint'
import { distanceToSegment } from '../../math/planar'
import { portalClosed } from '../../scene/castle/sectionState'
import type { CastleAccessPoint, CastleBaseContact, PortalCloseCheck, Point2, SectionUnder } from './types'
import type { Point3 } from '../types'
import { figureProfile } from '../../scene/figureProfile'
import {
  assertFinite,
  baseRadius,
  EPS,
  LEVEL_TOLERANCE,
  requireFigure,
  requireSection,
  sectionAtPoint,
  sectionsOf,
  standing,
  topsOf,
  walkableAt,
  type HasScene,
} from './sectionLookup'

/** Default reach (cm) for contact between a base rim and an access point or another rim, as for terrain contact. */
export const CONTACT_TOLERANCE = 0.1
/** Rim points sampled when a base may rest on several tops at once (fitsOnCastle). */
const RIM_SAMPLES = 72

/**
 * Which section a figure stands on and whether its whole base fits on the top (001 "Ein Held
 * darf nur dann auf einer Castle Sektion platziert werden, wenn seine Basis komplett auf die
 * Sektion paßt"). A base inside a convex top keeps its rim inside when its centre lies at least
 * the radius inside every edge, so `overhang` = radius + signed distance of the centre.
 */
export function sectionUnder(world: HasScene, figureId: string): SectionUnder {
  const figure = requireFigure(world, figureId)
  const [x, y, z] = figure.position
  const r = baseRadius(figure)
  const sectionId = sectionAtPoint(world, figure.position)
  const section = sectionId === null ? null : requireSection(world, sectionId)
  const overhang = section ? Math.max(0, Math.min(...topsOf(section).map((area) => r + signedDistance(area, [x, z])))) : r
  const areas = walkableAt(world, y)
  const plankId = section ? null : (areas.find((a) => a.plank && signedDistance(a.area, [x, z]) <= EPS)?.id ?? null)
  // Across a joint no single top holds the base: test rim points against all tops together.
  const onSomeTop = (p: Point2) => areas.some((a) => signedDistance(a.area, p) <= EPS)
  const rim = Array.from(
    { length: RIM_SAMPLES },
    (_, i) => [x + r * Math.cos((2 * Math.PI * i) / RIM_SAMPLES), z + r * Math.sin((2 * Math.PI * i) / RIM_SAMPLES)] as Point2,
  )
  const fitsOnCastle = (section !== null || plankId !== null) && onSomeTop([x, z]) && rim.every(onSomeTop)
  let passage: SectionUnder['passage'] = null
  for (const s of standing(world)) {
    if (Math.abs(s.center[1] - y) > LEVEL_TOLERANCE) continue
    const found = castlePiece(s.kind).passages.find((p) => signedDistance(areaToWorld(s, p.area), [x, z]) <= EPS)
    if (found) passage = { sectionId: s.id, passageId: found.id }
  }
  return {
    figureId,
    sectionId,
    kind: section?.kind ?? null,
    plankId,
    fits: section !== null && overhang <= EPS,
    overhang: section ? overhang : 0,
    fitsOnCastle,
    passage,
  }
}

/** A section's centre point in table coordinates, at its top (001 "Der Mittelpunkt der Sektion gilt als hohes Gelände"). */
export function sectionCentre(world: HasScene, sectionId: string): Point3 {
  const section = requireSection(world, sectionId)
  const [lx, ly, lz] = castlePiece(section.kind).centre
  const [x, z] = sectionToWorld(section, [lx, lz])
  return [x, section.center[1] + ly, z]
}

/** A section id (its centre point), a figure id (its base centre) or a point. */
export type CastleRef = string | Point3

function pointOf(world: HasScene, ref: CastleRef): Point3 {
  if (typeof ref !== 'string') {
    assertFinite('horizontalDistance point', ref)
    return ref
  }
  if (sectionsOf(world).some((s) => s.id === ref)) return sectionCentre(world, ref)
  const figure = world.scene.figures.find((f) => f.id === ref)
  if (!figure) throw new Error(`geometry: "${ref}" is neither a castle section nor a figure of the scene`)
  return figure.position
}

/** Horizontal distance (cm) between two references (001 "nur die horizontale Entfernung"); the rules convert to inches. */
export function horizontalDistance(world: HasScene, a: CastleRef, b: CastleRef): number {
  const p = pointOf(world, a)
  const q = pointOf(world, b)
  return Math.hypot(q[0] - p[0], q[2] - p[2])
}

/**
 * Every access point of a section as it stands on the table: its kind's, plus ladders set against
 * it, with `connected` false where the point is a closed portal; none once the section is rubble.
 * Which points a figure may move or fight between is the rules' (src/rules/mageknight/castle/accessMelee.ts
 * connectedAccessPoints, which also knows the dial's broken-open state).
 */
export function accessPointsOf(world: HasScene, sectionId: string): CastleAccessPoint[] {
  const section = requireSection(world, sectionId)
  if (section.destroyed) return []
  const own = castlePiece(section.kind).accessPoints.map(
    (a): CastleAccessPoint => ({
      sectionId,
      id: a.id,
      kind: a.kind,
      portal: a.portal ?? null,
      connected: a.portal === undefined || !portalClosed(section, a.portal),
      levels: [section.center[1] + a.level],
    }),
  )
  const ladders = (world.scene.ladders ?? [])
    .filter((l) => l.against === sectionId)
    .map(
      (l): CastleAccessPoint => ({
        sectionId,
        id: l.id,
        kind: 'ladder',
        portal: null,
        connected: true,
        levels: [l.bottom[1], l.top[1]],
      }),
    )
  return [...own, ...ladders]
}

/**
 * The access points a figure's base is in contact with: its base at one of the point's levels
 * and its rim within `tolerance` of the point's area seen from above (a door's sill, a top, a
 * ladder's centre line widened by half its width).
 */
export function accessPointsTouching(world: HasScene, figureId: string, tolerance = CONTACT_TOLERANCE): CastleAccessPoint[] {
  const figure = requireFigure(world, figureId)
  const [x, y, z] = figure.position
  const reach = baseRadius(figure) + tolerance
  const atLevel = (levels: number[]) => levels.some((l) => Math.abs(l - y) <= LEVEL_TOLERANCE)
  const out: CastleAccessPoint[] = []
  for (const section of standing(world)) {
    const areas = new Map(castlePiece(section.kind).accessPoints.map((a) => [a.id, areaToWorld(section, a.area)]))
    for (const point of accessPointsOf(world, section.id)) {
      if (!atLevel(point.levels)) continue
      const area = areas.get(point.id)
      if (area) {
        if (signedDistance(area, [x, z]) <= reach) out.push(point)
        continue
      }
      const ladder = world.scene.ladders?.find((l) => l.id === point.id)
      if (
        ladder &&
        distanceToSegment([x, z], [ladder.bottom[0], ladder.bottom[2]], [ladder.top[0], ladder.top[2]]) <= reach + (ladder.width ?? 0) / 2
      )
        out.push(point)
    }
  }
  return out
}

/** Figures whose base centre stands on the section's top. */
export function figuresOnSection(world: HasScene, sectionId: string): string[] {
  requireSection(world, sectionId)
  return world.scene.figures.filter((f) => sectionAtPoint(world, f.position) === sectionId).map((f) => f.id)
}

/** Standing sections on the same ground whose outlines touch this one's (within `tolerance` cm). */
export function adjacentSections(world: HasScene, sectionId: string, tolerance = 0.05): string[] {
  const section = requireSection(world, sectionId)
  if (section.destroyed) return []
  const outline = sectionOutline(section).area
  return standing(world)
    .filter((s) => s.id !== sectionId && Math.abs(s.center[1] - section.center[1]) <= LEVEL_TOLERANCE)
    .filter((s) => areasOverlap(outline, sectionOutline(s).area) > -tolerance)
    .map((s) => s.id)
}

/**
 * Base contact of two figures judged from above (001: "Ein Blick aus der Vogelperspektive zeigt,
 * ob der Kontakt möglich wäre"): the 2D gap between the base rims, ignoring height.
 */
export function castleBaseContact(world: HasScene, aId: string, bId: string, tolerance = CONTACT_TOLERANCE): CastleBaseContact {
  const a = requireFigure(world, aId)
  const b = requireFigure(world, bId)
  const gap = Math.hypot(b.position[0] - a.position[0], b.position[2] - a.position[2]) - baseRadius(a) - baseRadius(b)
  const sectionA = sectionAtPoint(world, a.position)
  const sectionB = sectionAtPoint(world, b.position)
  const adjacent = sectionA !== null && sectionB !== null && sectionA !== sectionB && adjacentSections(world, sectionA).includes(sectionB)
  return { a: aId, b: bId, horizontalGap: gap, contactFromAbove: gap <= tolerance, sectionA, sectionB, adjacentSections: adjacent }
}

/** Whether a portal may close: no figure's base (its cylinder) overlaps the box the closed portal fills. */
export function portalCanClose(world: HasScene, sectionId: string, portalId: string): PortalCloseCheck {
  const section = requireSection(world, sectionId)
  const portal = castlePiece(section.kind).portals.find((p) => p.id === portalId)
  if (!portal) throw new Error(`geometry: a ${section.kind} has no portal "${portalId}"`)
  // A destroyed section has no portals left to close.
  if (section.destroyed) return { sectionId, portalId, canClose: false, blockers: [] }
  const [cx, cy, cz] = portal.opening.center
  const [sx, sy, sz] = portal.opening.size
  const rect = areaToWorld(section, {
    type: 'polygon',
    points: [
      [cx - sx / 2, cz - sz / 2],
      [cx + sx / 2, cz - sz / 2],
      [cx + sx / 2, cz + sz / 2],
      [cx - sx / 2, cz + sz / 2],
    ],
  })
  const bottom = section.center[1] + cy - sy / 2
  const top = section.center[1] + cy + sy / 2
  const blockers = world.scene.figures
    .filter((f) => {
      const { radius, height } = figureProfile(f)
      const y = f.position[1]
      if (Math.min(top, y + height) - Math.max(bottom, y) <= EPS) return false
      return areasOverlap({ type: 'circle', center: [f.position[0], f.position[2]], radius }, rect) > EPS
    })
    .map((f) => f.id)
  return { sectionId, portalId, canClose: blockers.length === 0, blockers }
}

/** The one height of every section's walkable top (cm), for callers that place figures on them. */
export const CASTLE_TOP_HEIGHT = CASTLE_PIECES.height
