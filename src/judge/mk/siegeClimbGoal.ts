import { accessPointNearest } from '../../geometry/castle/accessPlacement'
import { accessPointsTouching, sectionCentre } from '../../geometry/castle/queries'
import { baseRadius, requireSection } from '../../geometry/castle/sectionLookup'
import type { CastleAccessPoint } from '../../geometry/castle/types'
import type { TableWorld } from '../../geometry/world/tableWorld'
import type { Point2 } from '../../math/planar'
import { castlePiece, type CastleArea } from '../../scene/castle/pieces'
import { areaToWorld } from '../../scene/castle/footprint'
import { DEFAULT_MK_TABLE_FACT_SETTINGS, type MkTableFactSettings } from './facts'
import { climbFactsFor } from './siegeAccessFacts'

/**
 * Where a climb puts a figure (001 "Zugangspunkte", "Platzierung der Helden") so the player need
 * not find a legal spot by pointer: the judge tries places near the destination access point (a
 * top's middle, the ground just outside a door, a ladder's other end), nearest first, and keeps
 * the first the engine's own facts accept (touching the point, on the top with the base fitting or
 * outside the section, on no other base). And where a figure must step to touch an access point
 * it does not touch yet (the climb's `at`). Nothing here rules: the session's probe still does.
 */

/** A base this far (cm) beyond contact still touches (queries.ts allows 0.1). */
const CONTACT_SLACK_CM = 0.05
/** Rings around the anchor (cm) and points on each: enough to step off a base in the way. */
const RINGS_CM = [0.5, 1, 1.5, 2, 3, 4]
const RING_POINTS = 12
/** Levels this close (cm) are one level (a door's ground and a base on the ground). */
const SAME_LEVEL_CM = 0.5

const unit = (v: Point2): Point2 => {
  const n = Math.hypot(v[0], v[1])
  return n < 1e-9 ? [0, 0] : [v[0] / n, v[1] / n]
}

function areaOf(world: TableWorld, point: CastleAccessPoint): CastleArea | null {
  const section = requireSection(world, point.sectionId)
  const own = castlePiece(section.kind).accessPoints.find((a) => a.id === point.id)
  return own ? areaToWorld(section, own.area) : null
}

/** The first place to try for a figure arriving at `dest`: its middle, or just outside it on the side away from the section. */
function anchorOf(world: TableWorld, figureId: string, dest: CastleAccessPoint): Point2 | null {
  const r = baseRadius(world.requireFigure(figureId)) + CONTACT_SLACK_CM
  const c = sectionCentre(world, dest.sectionId)
  const centre: Point2 = [c[0], c[2]]
  if (dest.kind === 'ladder') {
    const ladder = world.scene.ladders?.find((l) => l.id === dest.id)
    if (!ladder) return null
    const low = Math.abs(world.requireFigure(figureId).position[1] - ladder.bottom[1]) <= SAME_LEVEL_CM
    // From the foot the figure arrives on the wall beside the ladder's top; from the top, on the ground out from its foot.
    const [end, other] = low ? [ladder.top, ladder.bottom] : [ladder.bottom, ladder.top]
    const away = unit([end[0] - other[0], end[2] - other[2]])
    return [end[0] + away[0] * r, end[2] + away[1] * r]
  }
  const area = areaOf(world, dest)
  if (!area) return null
  if (area.type === 'circle') return area.center
  if (area.type === 'polygon') {
    const n = area.points.length
    return [area.points.reduce((s, p) => s + p[0], 0) / n, area.points.reduce((s, p) => s + p[1], 0) / n]
  }
  const mid: Point2 = [(area.from[0] + area.to[0]) / 2, (area.from[1] + area.to[1]) / 2]
  const out = unit([mid[0] - centre[0], mid[1] - centre[1]])
  return [mid[0] + out[0] * r, mid[1] + out[1] * r]
}

/** Candidate places around the anchor, nearest first. */
function* around(anchor: Point2): Generator<Point2> {
  yield anchor
  for (const ring of RINGS_CM)
    for (let i = 0; i < RING_POINTS; i++) {
      const a = (2 * Math.PI * i) / RING_POINTS
      yield [anchor[0] + ring * Math.cos(a), anchor[1] + ring * Math.sin(a)]
    }
}

/**
 * A place (cm) for `figureId` climbing via `via` into contact with `dest` of `sectionId`, judged as
 * the engine would judge it, at the height the figure would stand there (the judge gives a climb
 * its height again: it is for the eye and the file's reader); null when none near will do.
 */
export function climbGoal(
  world: TableWorld,
  figureId: string,
  sectionId: string,
  via: string,
  dest: CastleAccessPoint,
  table: MkTableFactSettings = DEFAULT_MK_TABLE_FACT_SETTINGS,
): [number, number, number] | null {
  const anchor = anchorOf(world, figureId, dest)
  if (!anchor) return null
  for (const [x, z] of around(anchor)) {
    const to: [number, number, number] = [x, 0, z]
    const f = climbFactsFor(world, { do: 'climb', figure: figureId, section: sectionId, via, to }, table)
    const levelChanged = Math.abs(f.toLevelCm - f.fromLevelCm) > SAME_LEVEL_CM
    if (!f.placedTouches.includes(dest.id) || (dest.id === via && !levelChanged)) continue
    if (f.onTop ? !f.fitsOnTop : f.reachesInside) continue
    if (f.overlaps.length === 0) return [x, f.toLevelCm, z]
  }
  return null
}

/**
 * Where `figureId` would step to touch `point` at its own level (the climb's `at`), or undefined
 * when it touches it already; null when the point is not at the figure's level (no move reaches it).
 */
export function stepToTouch(world: TableWorld, figureId: string, point: CastleAccessPoint): [number, number, number] | null | undefined {
  if (accessPointsTouching(world, figureId).some((p) => p.sectionId === point.sectionId && p.id === point.id)) return undefined
  const figure = world.requireFigure(figureId)
  if (!point.levels.some((l) => Math.abs(l - figure.position[1]) <= SAME_LEVEL_CM)) return null
  const nearest = accessPointNearest(world, figureId, point)
  if (nearest === null) return null
  const from: Point2 = [figure.position[0], figure.position[2]]
  const back = unit([from[0] - nearest[0], from[1] - nearest[1]])
  const r = baseRadius(figure) + CONTACT_SLACK_CM
  return [nearest[0] + back[0] * r, figure.position[1], nearest[1] + back[1] * r]
}
