/**
 * Dragging a piece in the siege editor, as pure functions over scenes: where a piece is held
 * (its anchor), and the scene with the piece moved so its anchor is at a point. Sections snap
 * edge to edge (siegeSnap.ts) and carry what belongs to them - the ladders set against them and
 * the figures standing on their tops - so a moved tower keeps its defenders; planks resting on a
 * moved section go with it, are laid again or taken away (ruling R-SE-10); ladders and planks
 * dragged themselves are set again against the wall or walkway end nearest the point
 * (siegePlacement.ts), keeping their ids. A moved piece is never a new record: undo restores the
 * scene before the drag.
 */
import { CASTLE_PIECES, castlePiece } from '../../../scene/castle/pieces'
import { areaToWorld, sectionToWorld, signedDistance, worldToSection } from '../../../scene/castle/footprint'
import { checkPlanks, LEVEL_TOLERANCE, PLANK_END_TOLERANCE } from '../../../scene/castle/checks'
import type { CastleSection, Plank } from '../../../scene/castle/schema'
import type { Scene, Vec3 } from '../../../scene/schema'
import { ladderAt, moveSelection, plankAt } from './placement'
import type { SiegeSelection } from './types'
import type { Point2 } from '../../../math/planar'

/** `notes`: what the move did beyond the piece itself (planks laid again or taken away, R-SE-10). */
export type Dragged = { ok: true; scene: Scene; notes: string[] } | { ok: false; reason: string }
/** A scene after a section moved, and what happened to the planks on it. */
export interface Carried {
  scene: Scene
  notes: string[]
}

/** A base this close (cm) to a top's height stands on it. */
const ON_TOP_CM = 0.05
const round = (v: number) => Math.round(v * 1000) / 1000

/**
 * The point (x, z) that follows the pointer: a section's or terrain piece's centre, a figure's
 * base centre, a ladder's top (on the wall's face), a plank's first end (on its walkway's end).
 * Null when the scene has no such record.
 */
export function anchorOf(scene: Scene, item: SiegeSelection): Point2 | null {
  switch (item.kind) {
    case 'section': {
      const s = scene.castle?.sections.find((x) => x.id === item.id)
      return s ? [s.center[0], s.center[2]] : null
    }
    case 'terrain': {
      const t = scene.terrain.find((x) => x.id === item.id)
      return t ? [t.center[0], t.center[2]] : null
    }
    case 'figure': {
      const f = scene.figures.find((x) => x.id === item.id)
      return f ? [f.position[0], f.position[2]] : null
    }
    case 'ladder': {
      const l = scene.ladders?.find((x) => x.id === item.id)
      return l ? [l.top[0], l.top[2]] : null
    }
    case 'plank': {
      const p = scene.castle?.planks?.find((x) => x.id === item.id)
      return p ? [p.from[0], p.from[2]] : null
    }
  }
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
  return castlePiece(section.kind).tops.some((t) => signedDistance(areaToWorld(section, t.area), [point[0], point[2]]) <= PLANK_END_TOLERANCE)
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
    const laid = tries.find((t): t is Plank => typeof t !== 'string' && plankHolds(t, castle.sections))
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
 * The scene with section `before` changed into the new scene's record: its ladders and standing
 * figures carried along, the planks resting on it carried, laid again or taken away (R-SE-10).
 */
export function carryAlong(scene: Scene, before: CastleSection, sectionsBefore: readonly CastleSection[]): Carried {
  const after = scene.castle?.sections.find((s) => s.id === before.id)
  if (!after) return { scene, notes: [] }
  const ladders = scene.ladders?.map((l) => (l.against === before.id ? { ...l, bottom: carry(before, after, l.bottom), top: carry(before, after, l.top) } : l))
  const figures = scene.figures.map((f) => (standsOn(before, f.position) ? { ...f, position: carry(before, after, f.position) } : f))
  return carryPlanks({ ...scene, ...(ladders ? { ladders } : {}), figures }, before, after, sectionsBefore)
}

/** The scene with `item` moved so its anchor is at `at`; `height` is the surface under a figure. */
export function dragTo(scene: Scene, item: SiegeSelection, at: Point2, height: number): Dragged {
  if (!Number.isFinite(at[0]) || !Number.isFinite(at[1])) return { ok: false, reason: `not a point on the table: (${at[0]}, ${at[1]})` }
  if (item.kind === 'ladder') {
    const ladder = ladderAt(scene, at, item.id)
    if (typeof ladder === 'string') return { ok: false, reason: ladder }
    return { ok: true, scene: { ...scene, ladders: (scene.ladders ?? []).map((l) => (l.id === item.id ? { ...ladder, ...(l.name ? { name: l.name } : {}) } : l)) }, notes: [] }
  }
  if (item.kind === 'plank') {
    const castle = scene.castle
    const plank = castle?.planks?.find((p) => p.id === item.id)
    if (!castle || !plank) return { ok: false, reason: `no plank "${item.id}"` }
    const placed = plankAt(scene, at, item.id)
    if (typeof placed === 'string') return { ok: false, reason: placed }
    const planks = (castle.planks ?? []).map((p) => (p.id === item.id ? { ...placed, ...(p.name ? { name: p.name } : {}) } : p))
    return { ok: true, scene: { ...scene, castle: { ...castle, planks } }, notes: [] }
  }
  const moved = moveSelection(scene, item, at, height)
  if (!moved) return { ok: false, reason: `no ${item.kind} "${item.id}" to move` }
  const before = item.kind === 'section' ? scene.castle?.sections.find((s) => s.id === item.id) : undefined
  return { ok: true, ...(before ? carryAlong(moved, before, scene.castle?.sections ?? []) : { scene: moved, notes: [] }) }
}
