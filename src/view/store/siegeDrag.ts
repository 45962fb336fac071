/**
 * Dragging a piece in the siege editor, as pure functions over scenes: where a piece is held
 * (its anchor), and the scene with the piece moved so its anchor is at a point. Sections snap
 * edge to edge (siegeSnap.ts) and carry what belongs to them - the ladders set against them and
 * the figures standing on their tops - so a moved tower keeps its defenders; ladders and planks
 * are set again against the wall or walkway end nearest the point (siegePlacement.ts), keeping
 * their ids. A moved piece is never a new record: undo restores the scene before the drag.
 */
import { CASTLE_PIECES, castlePiece } from '../../scene/castlePieces'
import { areaToWorld, sectionToWorld, signedDistance, worldToSection } from '../../scene/castleFootprint'
import type { CastleSection } from '../../scene/castleSchema'
import type { Scene, Vec3 } from '../../scene/schema'
import { ladderAt, moveSelection, plankAt } from './siegePlacement'
import type { SiegeSelection } from './siegeTypes'

type P2 = [number, number]
export type Dragged = { ok: true; scene: Scene } | { ok: false; reason: string }

/** A base this close (cm) to a top's height stands on it. */
const ON_TOP_CM = 0.05
const round = (v: number) => Math.round(v * 1000) / 1000

/**
 * The point (x, z) that follows the pointer: a section's or terrain piece's centre, a figure's
 * base centre, a ladder's top (on the wall's face), a plank's first end (on its walkway's end).
 * Null when the scene has no such record.
 */
export function anchorOf(scene: Scene, item: SiegeSelection): P2 | null {
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

/** The scene with section `id` changed from `before` into the new scene's record, its ladders and standing figures carried along. */
export function carryAlong(scene: Scene, before: CastleSection): Scene {
  const after = scene.castle?.sections.find((s) => s.id === before.id)
  if (!after) return scene
  const ladders = scene.ladders?.map((l) => (l.against === before.id ? { ...l, bottom: carry(before, after, l.bottom), top: carry(before, after, l.top) } : l))
  const figures = scene.figures.map((f) => (standsOn(before, f.position) ? { ...f, position: carry(before, after, f.position) } : f))
  return { ...scene, ...(ladders ? { ladders } : {}), figures }
}

/** The scene with `item` moved so its anchor is at `at`; `height` is the surface under a figure. */
export function dragTo(scene: Scene, item: SiegeSelection, at: P2, height: number): Dragged {
  if (!Number.isFinite(at[0]) || !Number.isFinite(at[1])) return { ok: false, reason: `not a point on the table: (${at[0]}, ${at[1]})` }
  if (item.kind === 'ladder') {
    const ladder = ladderAt(scene, at, item.id)
    if (typeof ladder === 'string') return { ok: false, reason: ladder }
    return { ok: true, scene: { ...scene, ladders: (scene.ladders ?? []).map((l) => (l.id === item.id ? { ...ladder, ...(l.name ? { name: l.name } : {}) } : l)) } }
  }
  if (item.kind === 'plank') {
    const castle = scene.castle
    const plank = castle?.planks?.find((p) => p.id === item.id)
    if (!castle || !plank) return { ok: false, reason: `no plank "${item.id}"` }
    const placed = plankAt(scene, at, item.id)
    if (typeof placed === 'string') return { ok: false, reason: placed }
    const planks = (castle.planks ?? []).map((p) => (p.id === item.id ? { ...placed, ...(p.name ? { name: p.name } : {}) } : p))
    return { ok: true, scene: { ...scene, castle: { ...castle, planks } } }
  }
  const moved = moveSelection(scene, item, at, height)
  if (!moved) return { ok: false, reason: `no ${item.kind} "${item.id}" to move` }
  const before = item.kind === 'section' ? scene.castle?.sections.find((s) => s.id === item.id) : undefined
  return { ok: true, scene: before ? carryAlong(moved, before) : moved }
}
