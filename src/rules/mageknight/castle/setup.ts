import { cmToInches, type Cm } from '../../../math/units'
import type { Clause } from '../../kernel/clauses'
import { CASTLE } from '../core/clauses'
import { checkPolygon, pointPolygonDistance, distanceToSegment, polygonDistance, polygonsIntersect } from '../../../math/planar'
import type { Point2 } from '../../../math/planar'
import { MK_RULINGS } from './settings'
import { checkLadderAllowance } from './ladders'

/**
 * Set-up rules of the castle (001 "Spielfeld und Aufbau") over plain positions (cm, seen from
 * above): sections at most 18 inches from their player's edge and at least 30 inches from the
 * opposing deployment zone; they may touch each other (the 2-inch terrain distance does not
 * apply, so it is not checked between sections); an enclosed area has a portal and no other
 * terrain; the castle army deploys on or in base contact with the sections, 30 inches or more
 * from the opposing zone; the opponent 30 inches or more from the fortress. Distances are
 * measured from the nearest point of a footprint or base (R-MK-8a).
 */

export const CASTLE_EDGE_MAX_IN = 18
export const CASTLE_OPPONENT_MIN_IN = 30

export interface SetupInput {
  castleSide: string
  /** The castle player's table edge, as a segment. */
  castleEdge: readonly [Point2, Point2]
  /** The opposing deployment zone. */
  opponentZone: readonly Point2[]
  sections: readonly { id: string; footprint: readonly Point2[] }[]
  /** Ordinary terrain pieces (not sections, ladders or planks). */
  terrain: readonly { id: string; footprint: readonly Point2[] }[]
  /** Areas the sections enclose (a geometry fact) and the portals in their ring (`section.portal`). */
  enclosures: readonly { id: string; area: readonly Point2[]; portals: readonly string[] }[]
  figures: readonly { id: string; side: string; centre: Point2; diameterIn: number; onSection: string | null; touchesSection: boolean }[]
  /** Castle ladders placed (set against a section) and the wall sections they are allowed by (001 "Planken und Leitern"). */
  ladders?: { count: number; wallSections: number }
}

export type SetupProblemCode =
  | 'section-too-far-from-edge'
  | 'section-too-close-to-opponent'
  | 'enclosure-without-portal'
  | 'terrain-in-enclosure'
  | 'castle-figure-not-at-castle'
  | 'castle-figure-too-close-to-opponent'
  | 'opponent-too-close-to-castle'
  | 'too-many-ladders'

export interface SetupProblem {
  code: SetupProblemCode
  subject: string
  message: string
  clause: Clause
  /** The measured distance, inches, where one was measured. */
  measuredIn?: number
}

const IN = (cm: number) => cmToInches(cm as Cm) as number
const r2 = (v: number) => Math.round(v * 100) / 100

export function checkCastleSetup(input: SetupInput): SetupProblem[] {
  checkPolygon('opponentZone', input.opponentZone)
  input.sections.forEach((s, i) => checkPolygon(`sections[${i}].footprint`, s.footprint))
  input.terrain.forEach((t, i) => checkPolygon(`terrain[${i}].footprint`, t.footprint))
  input.enclosures.forEach((e, i) => checkPolygon(`enclosures[${i}].area`, e.area))
  const clause = CASTLE.setup
  const problems: SetupProblem[] = []
  const [e0, e1] = input.castleEdge

  for (const s of input.sections) {
    const far = IN(Math.max(...s.footprint.map((p) => distanceToSegment(p, e0, e1))))
    if (far > CASTLE_EDGE_MAX_IN + 1e-9)
      problems.push({
        code: 'section-too-far-from-edge',
        subject: s.id,
        message: `${s.id} reaches ${r2(far)} in from its player's edge; at most 18 in`,
        clause,
        measuredIn: far,
      })
    const near = IN(polygonDistance(s.footprint, input.opponentZone))
    if (near < CASTLE_OPPONENT_MIN_IN - 1e-9)
      problems.push({
        code: 'section-too-close-to-opponent',
        subject: s.id,
        message: `${s.id} is ${r2(near)} in from the opposing deployment zone; at least 30 in`,
        clause,
        measuredIn: near,
      })
  }

  for (const e of input.enclosures) {
    if (e.portals.length === 0)
      problems.push({
        code: 'enclosure-without-portal',
        subject: e.id,
        message: `the area ${e.id} enclosed by the castle needs at least one portal to move in and out`,
        clause,
      })
    for (const t of input.terrain)
      if (polygonsIntersect(t.footprint, e.area))
        problems.push({
          code: 'terrain-in-enclosure',
          subject: t.id,
          message: `terrain ${t.id} lies in the area ${e.id} enclosed by the castle`,
          clause,
        })
  }

  for (const f of input.figures) {
    const radiusIn = f.diameterIn / 2
    if (f.side === input.castleSide) {
      if (!f.onSection && !f.touchesSection)
        problems.push({
          code: 'castle-figure-not-at-castle',
          subject: f.id,
          message: `${f.id} must deploy on a castle section or in base contact with one`,
          clause,
        })
      const d = IN(pointPolygonDistance(f.centre, input.opponentZone)) - radiusIn
      if (d < CASTLE_OPPONENT_MIN_IN - 1e-9)
        problems.push({
          code: 'castle-figure-too-close-to-opponent',
          subject: f.id,
          message: `${f.id} is ${r2(Math.max(0, d))} in from the opposing deployment zone; at least 30 in`,
          clause,
          measuredIn: Math.max(0, d),
        })
    } else if (input.sections.length > 0) {
      const d = Math.min(...input.sections.map((s) => IN(pointPolygonDistance(f.centre, s.footprint)))) - radiusIn
      if (d < CASTLE_OPPONENT_MIN_IN - 1e-9)
        problems.push({
          code: 'opponent-too-close-to-castle',
          subject: f.id,
          message: `${f.id} is ${r2(Math.max(0, d))} in from the fortress; at least 30 in`,
          clause,
          measuredIn: Math.max(0, d),
        })
    }
  }
  if (input.ladders) {
    const { ok, line } = checkLadderAllowance(input.ladders.count, input.ladders.wallSections)
    if (!ok)
      problems.push({
        code: 'too-many-ladders',
        subject: input.castleSide,
        message: line.detail ?? String(line.value),
        clause: line.clause,
      })
  }
  return problems
}

/** The clauses a set-up report rests on, for the view's legend. */
export const SETUP_CLAUSES = [CASTLE.setup, MK_RULINGS.setupDistances] as const
