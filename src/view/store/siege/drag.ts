/**
 * Dragging a piece in the siege editor, as pure functions over scenes: where a piece is held
 * (its anchor), and the scene with the piece moved so its anchor is at a point. Sections snap
 * edge to edge (snap.ts); what a moved section carries - the ladders set against it, the figures
 * on its top, the planks resting on it, carried, laid again or taken away (ruling R-SE-10) - the
 * judge decides (judge/castle/planks.ts `carryAlong`, asked through the castle ports), so a moved
 * tower keeps its defenders; ladders and planks dragged themselves are set again where the judge
 * sets them against the wall or walkway end nearest the point, keeping their ids. A moved piece
 * is never a new record: undo restores the scene before the drag.
 */
import type { Scene } from '../../../scene/schema'
import { moveSelection } from './placement'
import { EDITOR_OWN, refuseSiege, type SiegeRefusal } from './refusals'
import type { SetUpPorts, SiegeSelection } from './types'
import type { Point2 } from '../../../math/planar'

/** `notes`: what the move did beyond the piece itself (planks laid again or taken away, R-SE-10). */
export type Dragged = { ok: true; scene: Scene; notes: string[] } | { ok: false; refusal: SiegeRefusal }

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

/**
 * The scene with `item` moved so its anchor is at `at`; `height` is the surface under a figure.
 * The judge (`judge`, the castle ports) sets a ladder or plank and says what a section carries.
 */
export function dragTo(scene: Scene, item: SiegeSelection, at: Point2, height: number, judge: SetUpPorts): Dragged {
  if (!Number.isFinite(at[0]) || !Number.isFinite(at[1]))
    return refuseSiege('not-a-table-point', `not a point on the table: (${at[0]}, ${at[1]})`, EDITOR_OWN)
  if (item.kind === 'ladder') {
    const laid = judge.ladderAt(scene, at, item.id)
    if (!laid.ok) return laid
    const ladder = laid.record
    return {
      ok: true,
      scene: {
        ...scene,
        ladders: (scene.ladders ?? []).map((l) => (l.id === item.id ? { ...ladder, ...(l.name ? { name: l.name } : {}) } : l)),
      },
      notes: [],
    }
  }
  if (item.kind === 'plank') {
    const castle = scene.castle
    const plank = castle?.planks?.find((p) => p.id === item.id)
    if (!castle || !plank) return refuseSiege('no-such-record', `no plank "${item.id}"`, EDITOR_OWN, { kind: 'plank', id: item.id })
    const laid = judge.plankAt(scene, at, item.id)
    if (!laid.ok) return laid
    const placed = laid.record
    const planks = (castle.planks ?? []).map((p) => (p.id === item.id ? { ...placed, ...(p.name ? { name: p.name } : {}) } : p))
    return { ok: true, scene: { ...scene, castle: { ...castle, planks } }, notes: [] }
  }
  const moved = moveSelection(scene, item, at, height)
  if (!moved) return refuseSiege('no-such-record', `no ${item.kind} "${item.id}" to move`, EDITOR_OWN, { kind: item.kind, id: item.id })
  const before = item.kind === 'section' ? scene.castle?.sections.find((s) => s.id === item.id) : undefined
  return { ok: true, ...(before ? judge.carryAlong(moved, before, scene.castle?.sections ?? []) : { scene: moved, notes: [] }) }
}
