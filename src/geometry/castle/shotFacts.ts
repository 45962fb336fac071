/**
 * Every fact of the table one castle shot needs, measured in one call (`castleShotFacts`): where
 * the two ends are and what each stands on, the Mage Knight line of fire between them (`clear`,
 * `bases-only` or `blocked`: which solids the segment passes through, sampled along it with
 * solidColumn, and which figure bases it crosses seen from above), the outline crossings, the
 * horizontal distance, and whether the shooter is in base contact with an enemy. Which of these
 * facts count is the rules' call (src/rules/mageknight/castle/shot.ts); the line's status is
 * decided here only as far as the castle rules leave no choice (ruling R-SE-1, docs/RULINGS.md).
 *
 * A reference is a figure id or a castle section id. A figure's end is its base centre raised by
 * half its size profile; a section's end is its centre point at its top (001 "Angriffe", "Das
 * Castle angreifen": lines of fire start at and aim at the section's centre).
 */
import { distanceToSegment } from '../../math/planar'
import { figureProfile } from '../../scene/figureProfile'
import type { Figure } from '../../scene/schema'
import { solidColumn, surfaceAt } from '../measure/surfaces'
import type { Point3 } from '../types'
import type { TableWorld } from '../world/tableWorld'
import { castlePartOf } from './colliders'
import { castleBaseContact, horizontalDistance, sectionCentre, sectionUnder } from './queries'
import { outlineCrossings } from './outlineCrossings'
import type { OutlineCrossing } from './types'

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

/** One end of a castle shot: what it is and where its line of fire starts or ends. */
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
function castleEnd(world: TableWorld, ref: string): CastleEnd {
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

/** Figure bases (other than the two ends) the segment crosses seen from above, not lying beneath both ends. */
function basesOnSegment(world: TableWorld, from: CastleEnd, to: CastleEnd): string[] {
  const a: [number, number] = [from.point[0], from.point[2]]
  const b: [number, number] = [to.point[0], to.point[2]]
  const floor = Math.min(from.level, to.level) - BASE_LEVEL_SLACK
  return world.scene.figures
    .filter((f) => f.id !== from.ref && f.id !== to.ref && f.position[1] >= floor)
    .filter((f) => distanceToSegment([f.position[0], f.position[2]], a, b) < figureProfile(f).radius)
    .map((f) => f.id)
}

/**
 * The line of fire between two ends. Solids of the sections the ends are or stand on never block
 * it (a figure on a wall shoots over its own parapet; a section shoots from its own centre).
 */
function castleLineOfFire(world: TableWorld, from: CastleEnd, to: CastleEnd): CastleLineOfFire {
  const ignore = new Set([from.sectionId, to.sectionId, from.standsOn, to.standsOn].filter((id): id is string => id !== null))
  const blockedBy = solidsOnSegment(world, from.point, to.point, ignore)
  const bases = basesOnSegment(world, from, to)
  const status: CastleLineStatus = blockedBy.length > 0 ? 'blocked' : bases.length > 0 ? 'bases-only' : 'clear'
  return { status, from: from.point, to: to.point, blockedBy, bases }
}

/** The facts of one castle shot, measured on the table as it stands. */
export interface CastleShotFacts {
  from: CastleEnd
  to: CastleEnd
  lineOfFire: CastleLineOfFire
  /** Every crossing of a standing section's outline, nearest the shooter first. */
  crossings: OutlineCrossing[]
  /** The line crosses an outer edge of a standing section (not one two sections share). */
  crossesOuterEdge: boolean
  /** Between the ends' centre points, ignoring height (cm). */
  horizontalDistanceCm: number
  /** A figure shooter whose base touches an enemy figure's base at its level (core 6). */
  shooterInEnemyBaseContact: boolean
}

/**
 * Everything the table says about a shot from `fromId` at `toId` (figure or section ids), in one
 * call. Throws naming the reference when an id is neither a figure nor a section.
 */
export function castleShotFacts(world: TableWorld, fromId: string, toId: string): CastleShotFacts {
  const from = castleEnd(world, fromId)
  const to = castleEnd(world, toId)
  const crossings = outlineCrossings(world, from.point, to.point).crossings
  return {
    from,
    to,
    lineOfFire: castleLineOfFire(world, from, to),
    crossings,
    crossesOuterEdge: crossings.some((c) => c.face === 'outer' && !c.abutting),
    horizontalDistanceCm: horizontalDistance(world, fromId, toId),
    shooterInEnemyBaseContact: from.figure !== null && inEnemyBaseContact(world, from.figure),
  }
}

/** Another side's figure whose base touches this one's, at the same level (within 0.5 cm). */
function inEnemyBaseContact(world: TableWorld, figure: Figure): boolean {
  return world.scene.figures.some(
    (other) =>
      other.side !== figure.side &&
      Math.abs(other.position[1] - figure.position[1]) <= 0.5 &&
      castleBaseContact(world, figure.id, other.id).contactFromAbove,
  )
}
