/**
 * The siege editor's set-up questions about ladders and planks (001 "Planken und Leitern"),
 * decided here so the view only asks and applies: where a ladder set against the wall section
 * nearest a point stands (or why none can), where a plank extending the walkway whose end is
 * nearest a point lies, and what a moved or turned section takes with it (ruling R-SE-10): the
 * ladders set against it and the figures on its top go with it; a plank resting on it goes with
 * it, is laid again across the new gap or is taken away, with a note. Pure functions over scenes;
 * the view snaps, previews and draws.
 */
import { CASTLE_PIECES, castlePiece } from '../../scene/castle/pieces'
import { areaToWorld, sectionOutline, sectionToWorld, sectionWalkway, signedDistance, worldToSection } from '../../scene/castle/footprint'
import { LEVEL_TOLERANCE } from '../../scene/castle/checks'
import { checkPlanks, PLANK_END_TOLERANCE } from '../../scene/castle/plankChecks'
import type { CastleSection, Plank } from '../../scene/castle/schema'
import type { Ladder, Scene, Vec3 } from '../../scene/schema'
import { CASTLE } from '../../rules/mageknight/core'
import { WALL_KINDS } from '../../rules/mageknight/castle'
import { refuseEdit, type EditRefusal } from './editRefusals'
import type { Point2 } from '../../math/planar'

/** A record the editor may add at a point, or the refusal. */
export type RecordAt<T> = { ok: true; record: T } | { ok: false; refusal: EditRefusal }

/** A scene after a section moved, and what happened to the planks on it (R-SE-10), one note each. */
export interface Carried {
  scene: Scene
  notes: string[]
}

/** How near (cm) a click must be to a wall for a ladder, or to a walkway's end for a plank (R-SE-11). */
export const LADDER_REACH_CM = 3
export const PLANK_REACH_CM = 4
/** A ladder's foot stands this far (cm) out from the wall; a plank is this wide and reaches at most this far. */
const LADDER_LEAN_CM = 2.5
const PLANK_WIDTH_CM = 3
const PLANK_MAX_CM = 10
const PLANK_ALONE_CM = 4
/** How far (cm) a plank's ends reach onto the tops it rests on. */
const PLANK_OVERLAP_CM = 0.5
/** A base this close (cm) to a top's height stands on it. */
const ON_TOP_CM = 0.05

const sectionsOf = (scene: Scene) => scene.castle?.sections ?? []
const round = (v: number) => Math.round(v * 1000) / 1000

/** A ladder (named `id`) against the wall section nearest `at`: its top on the wall's face, its foot leaning out; or why not. */
export function ladderAt(scene: Scene, at: Point2, id: string): RecordAt<Ladder> {
  const near = sectionsOf(scene)
    .filter((s) => !s.destroyed && (WALL_KINDS as readonly string[]).includes(s.kind))
    .map((s) => ({ s, d: signedDistance(sectionOutline(s).area, at) }))
    .filter((x) => x.d <= LADDER_REACH_CM)
    .sort((a, b) => a.d - b.d)[0]
  if (!near)
    return refuseEdit(
      'ladder-not-at-wall',
      `a ladder stands against a wall section: click within ${LADDER_REACH_CM} cm of one`,
      CASTLE.laddersPlanks,
      { reachCm: LADDER_REACH_CM },
    )
  const section = near.s
  const [lx, lz] = worldToSection(section, at)
  const half = (castlePiece(section.kind).walkway!.to[0] - castlePiece(section.kind).walkway!.from[0]) / 2
  const faceZ = Math.abs((castlePiece(section.kind).tops[0].area as { points: Point2[] }).points[0][1])
  const sign = lz < 0 ? -1 : 1
  const x = Math.max(-half + 1.5, Math.min(half - 1.5, lx))
  const top = sectionToWorld(section, [x, sign * faceZ])
  const foot = sectionToWorld(section, [x, sign * (faceZ + LADDER_LEAN_CM)])
  const height = section.center[1] + CASTLE_PIECES.height
  return {
    ok: true,
    record: {
      id,
      bottom: [round(foot[0]), section.center[1], round(foot[1])],
      top: [round(top[0]), height, round(top[1])],
      width: 2,
      against: section.id,
    },
  }
}

/** Is the point (at the tops' height) on the top of a standing section other than `except`? */
function onOtherTop(scene: Scene, p: Point2, except: string): boolean {
  return sectionsOf(scene).some(
    (s) => s.id !== except && !s.destroyed && castlePiece(s.kind).tops.some((t) => signedDistance(areaToWorld(s, t.area), p) <= 0),
  )
}

/**
 * A plank (named `id`) extending the walkway whose end is nearest `at`, parallel to it (001
 * "Planken werden immer als Verlängerung eines Wehrgangs und parallel zu diesem platziert"):
 * across the gap to the next section's top when one lies ahead within 10 cm, else a short stub.
 */
export function plankAt(scene: Scene, at: Point2, id: string): RecordAt<Plank> {
  const ends = sectionsOf(scene).flatMap((s) => {
    const w = s.destroyed ? null : sectionWalkway(s)
    return w
      ? [
          { s, end: w.to, other: w.from },
          { s, end: w.from, other: w.to },
        ]
      : []
  })
  const near = ends
    .map((e) => ({ ...e, d: Math.hypot(e.end[0] - at[0], e.end[1] - at[1]) }))
    .filter((e) => e.d <= PLANK_REACH_CM)
    .sort((a, b) => a.d - b.d)[0]
  if (!near)
    return refuseEdit(
      'plank-not-at-walkway-end',
      `a plank extends a walkway: click within ${PLANK_REACH_CM} cm of a walkway's end`,
      CASTLE.laddersPlanks,
      { reachCm: PLANK_REACH_CM },
    )
  const len = Math.hypot(near.end[0] - near.other[0], near.end[1] - near.other[1])
  const dir: Point2 = [(near.end[0] - near.other[0]) / len, (near.end[1] - near.other[1]) / len]
  const along = (t: number): Point2 => [near.end[0] + dir[0] * t, near.end[1] + dir[1] * t]
  let reach = PLANK_ALONE_CM
  for (let t = 0.25; t <= PLANK_MAX_CM; t += 0.25) {
    if (onOtherTop(scene, along(t), near.s.id)) {
      reach = t + PLANK_OVERLAP_CM
      break
    }
  }
  const y = near.s.center[1] + CASTLE_PIECES.height
  const from = along(-PLANK_OVERLAP_CM)
  const to = along(reach)
  return { ok: true, record: { id, from: [round(from[0]), y, round(from[1])], to: [round(to[0]), y, round(to[1])], width: PLANK_WIDTH_CM } }
}

/** Does a base at `position` stand on the top of `section`? */
function standsOn(section: CastleSection, position: Vec3): boolean {
  if (section.destroyed || Math.abs(position[1] - (section.center[1] + CASTLE_PIECES.height)) > ON_TOP_CM) return false
  return castlePiece(section.kind).tops.some((t) => signedDistance(areaToWorld(section, t.area), [position[0], position[2]]) <= 0)
}

/** A point of `before`'s frame carried into `after`'s (same height). */
function carry(before: CastleSection, after: CastleSection, p: Vec3): Vec3 {
  const [x, z] = sectionToWorld(after, worldToSection(before, [p[0], p[2]]))
  return [round(x), p[1], round(z)]
}

/** Does a plank's end at `point` rest on the top of `section` (the scene checks' tolerances)? */
function restsOn(section: CastleSection, point: Vec3): boolean {
  if (section.destroyed || Math.abs(point[1] - (section.center[1] + CASTLE_PIECES.height)) > LEVEL_TOLERANCE) return false
  return castlePiece(section.kind).tops.some(
    (t) => signedDistance(areaToWorld(section, t.area), [point[0], point[2]]) <= PLANK_END_TOLERANCE,
  )
}

/** A plank the scene checks accept among `sections`: level, both ends on a top, parallel to its walkway. */
function plankHolds(plank: Plank, sections: readonly CastleSection[]): boolean {
  const located = sections.map((record, i) => ({ path: ['castle', 'sections', i] as (string | number)[], record }))
  return checkPlanks([{ path: ['plank'], record: plank }], located).length === 0
}

/**
 * Ruling R-SE-10: the planks resting on section `before` once it has become `after`. A plank
 * none of whose ends rests on another section goes with it (the same turn and shift); one that
 * also rests on a section that stayed is laid again (plankAt) from the end that stayed, else from
 * its carried end, when that gives a plank both of whose ends rest on tops; otherwise it is taken
 * away, with a note. Planks resting only on other sections, and destroyed ones, stay as they are.
 */
function carryPlanks(scene: Scene, before: CastleSection, after: CastleSection, sectionsBefore: readonly CastleSection[]): Carried {
  const castle = scene.castle
  if (!castle?.planks?.length) return { scene, notes: [] }
  const others = sectionsBefore.filter((s) => s.id !== before.id)
  const notes: string[] = []
  const planks: Plank[] = []
  for (const plank of castle.planks) {
    const ends = [plank.from, plank.to]
    if (plank.destroyed || !ends.some((e) => restsOn(before, e))) {
      planks.push(plank)
      continue
    }
    const carried: Plank = { ...plank, from: carry(before, after, plank.from), to: carry(before, after, plank.to) }
    const stays = ends.filter((e) => others.some((o) => restsOn(o, e)))
    if (stays.length === 0) {
      planks.push(carried)
      continue
    }
    const tries = [...stays, carried.from, carried.to].map((e) => plankAt(scene, [e[0], e[2]], plank.id))
    const laid = tries.flatMap((t) => (t.ok && plankHolds(t.record, castle.sections) ? [t.record] : []))[0]
    if (laid) {
      planks.push({ ...laid, ...(plank.name ? { name: plank.name } : {}) })
      notes.push(`plank "${plank.id}" laid again across the new gap (R-SE-10)`)
    } else {
      notes.push(`plank "${plank.id}" taken away: it no longer rests on two tops once "${before.id}" moved (R-SE-10)`)
    }
  }
  return { scene: { ...scene, castle: { ...castle, planks } }, notes }
}

/**
 * The scene with section `before` changed into the new scene's record (moved or turned by the
 * editor): its ladders and standing figures carried along, the planks resting on it carried, laid
 * again or taken away (R-SE-10). `sectionsBefore` are the sections before the change.
 */
export function carryAlong(scene: Scene, before: CastleSection, sectionsBefore: readonly CastleSection[]): Carried {
  const after = scene.castle?.sections.find((s) => s.id === before.id)
  if (!after) return { scene, notes: [] }
  const ladders = scene.ladders?.map((l) =>
    l.against === before.id ? { ...l, bottom: carry(before, after, l.bottom), top: carry(before, after, l.top) } : l,
  )
  const figures = scene.figures.map((f) => (standsOn(before, f.position) ? { ...f, position: carry(before, after, f.position) } : f))
  return carryPlanks({ ...scene, ...(ladders ? { ladders } : {}), figures }, before, after, sectionsBefore)
}
