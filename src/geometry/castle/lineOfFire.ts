/**
 * The Mage Knight line of fire from centre point to centre point (MAGE-KNIGHT-CORE.md 7, ruling
 * R-SE-1): what each end is and stands on, which solids the segment passes through (sampled along
 * it with solidColumn) and which figure bases it crosses seen from above. One copy for every Mage
 * Knight shot: the castle report (`shotFacts.ts`) and the table facts of a pair of figures
 * (`../mk/pairFacts.ts`). Whether bases count is the rules' call (castle fire ignores them).
 *
 * A reference is a figure id or a castle section id. A figure's end is its base centre raised by
 * half its size profile; a section's end is its centre point at its top (001 "Angriffe", "Das
 * Castle angreifen": lines of fire start at and aim at the section's centre).
 */
import { segmentDistance } from '../../math/planar'
import { figureFootprint, riderSeats } from '../../scene/mageknight/mountedFigures'
import { figureProfile } from '../../scene/figureProfile'
import type { Figure } from '../../scene/schema'
import { solidColumn, surfaceAt } from '../measure/surfaces'
import type { Point3 } from '../types'
import type { TableWorld } from '../world/tableWorld'
import { castlePartOf } from './colliders'
import { sectionCentre, sectionUnder } from './queries'

/** Samples per cm along the line: thinner than the thinnest blocking part (a closed portal is 0.5 cm). */
const SAMPLES_PER_CM = 5
/** A base lower than both ends by more than this (cm) lies beneath the line of fire (R-SE-1). */
const BASE_LEVEL_SLACK = 0.5
/** How far above a base the surface under it is looked for (cm): the base stands on what is just below. */
const SURFACE_PROBE_CM = 0.05

export type CastleLineStatus = 'clear' | 'bases-only' | 'blocked'

export interface CastleLineOfFire {
  status: CastleLineStatus
  from: Point3
  to: Point3
  /** Solid pieces (terrain ids, castle part ids such as `gh/portcullis`) the segment passes through. */
  blockedBy: string[]
  /** Figures whose bases the segment crosses seen from above. */
  bases: string[]
}

/** One end of a line of fire: what it is and where its line starts or ends. */
export interface CastleEnd {
  ref: string
  figure: Figure | null
  sectionId: string | null
  point: Point3
  /** The section whose top carries a figure end (or the plank), whose own solids never block its line. */
  standsOn: string | null
  /** Height of the base (a section end: its top). */
  level: number
  /**
   * A figure end: the castle part role of the surface just under its base (`rubble`,
   * `plank-rubble`, `top` …, see castleColliders.ts), or null on the table or ordinary terrain.
   */
  surfaceRole: string | null
}

/** Resolves a reference to a figure or a section; an unknown one is an error naming what exists. */
export function castleEnd(world: TableWorld, ref: string): CastleEnd {
  const figure = world.scene.figures.find((f) => f.id === ref) ?? null
  if (figure) {
    const { height } = figureProfile(figure)
    const under = sectionUnder(world, ref)
    const [x, y, z] = figure.position
    const surfaceRole =
      y <= SURFACE_PROBE_CM ? null : (castlePartOf(world.scene, surfaceAt(world, x, z, y + SURFACE_PROBE_CM).on)?.role ?? null)
    return {
      ref,
      figure,
      sectionId: null,
      point: [x, y + height / 2, z],
      standsOn: under.sectionId ?? under.plankId,
      level: y,
      surfaceRole,
    }
  }
  const section = world.scene.castle?.sections.find((s) => s.id === ref)
  if (section) {
    const point = sectionCentre(world, ref)
    return { ref, figure: null, sectionId: ref, point, standsOn: null, level: point[1], surfaceRole: null }
  }
  const sections = (world.scene.castle?.sections ?? []).map((s) => s.id)
  throw new Error(
    `geometry: "${ref}" is neither a figure nor a castle section (figures: ${world.scene.figures.map((f) => f.id).join(', ') || 'none'}; sections: ${sections.join(', ') || 'none'})`,
  )
}

/** The solids the straight segment from `a` to `b` passes through, except those owned by `ignore` (section or plank ids). */
function solidsOnSegment(world: TableWorld, a: Point3, b: Point3, ignore: ReadonlySet<string>): string[] {
  const length = Math.hypot(b[0] - a[0], b[2] - a[2])
  const steps = Math.ceil(length * SAMPLES_PER_CM)
  const hit = new Set<string>()
  // The ends themselves are left out: a figure's point may sit in its own base's surroundings.
  for (let i = 1; i < steps; i++) {
    const t = i / steps
    const x = a[0] + t * (b[0] - a[0])
    const y = a[1] + t * (b[1] - a[1])
    const z = a[2] + t * (b[2] - a[2])
    for (const span of solidColumn(world, x, z)) {
      if (y <= span.bottom || y >= span.top) continue
      const owner = castlePartOf(world.scene, span.id)?.ownerId ?? span.id
      if (!ignore.has(owner)) hit.add(span.id)
    }
  }
  return [...hit]
}

/**
 * Figure bases (other than the two ends) the segment crosses seen from above, not lying beneath
 * both ends. A mount's base is its stadium (R-CVG.1). A seated rider is never listed: its base
 * lies in its mount's slot and the unit is one figure (003 "Cavalry Units"), so the mount stands
 * for both; the mount of a seated rider at an end is part of that end (R-CVG.5).
 */
function basesOnSegment(world: TableWorld, from: CastleEnd, to: CastleEnd): string[] {
  const a: [number, number] = [from.point[0], from.point[2]]
  const b: [number, number] = [to.point[0], to.point[2]]
  const floor = Math.min(from.level, to.level) - BASE_LEVEL_SLACK
  const seats = riderSeats(world.scene.figures)
  const ends = new Set([from.ref, to.ref, ...[from.ref, to.ref].map((id) => seats.get(id)?.mountId)])
  return world.scene.figures
    .filter((f) => !ends.has(f.id) && !seats.has(f.id) && f.position[1] >= floor)
    .filter((f) => {
      const { a: p, b: q, radius } = figureFootprint(f)
      return segmentDistance(a, b, p, q) < radius
    })
    .map((f) => f.id)
}

/**
 * The line of fire between two ends. Solids of the sections the ends are or stand on never block
 * it (a figure on a wall shoots over its own parapet; a section shoots from its own centre).
 */
export function castleLineOfFire(world: TableWorld, from: CastleEnd, to: CastleEnd): CastleLineOfFire {
  const ignore = new Set([from.sectionId, to.sectionId, from.standsOn, to.standsOn].filter((id): id is string => id !== null))
  const blockedBy = solidsOnSegment(world, from.point, to.point, ignore)
  const bases = basesOnSegment(world, from, to)
  const status: CastleLineStatus = blockedBy.length > 0 ? 'blocked' : bases.length > 0 ? 'bases-only' : 'clear'
  return { status, from: from.point, to: to.point, blockedBy, bases }
}
