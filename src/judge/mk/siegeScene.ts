import { figuresOnSection } from '../../geometry/castle/queries'
import type { TableWorld } from '../../geometry/world/tableWorld'
import type { MkEvent, SiegeEvent } from '../../rules/mageknight/engine'
import { CASTLE_PIECES } from '../../scene/castle/pieces'
import type { Scene } from '../../scene/schema'
import { planksOn } from '../castle/editor'
import { ladderAt } from '../castle/planks'

/**
 * The castle's events carried out on the table (001), so that sight, moves and every later
 * measurement see them: a section's dial and the portals that count (a closed portal is a solid
 * again, an open or broken one lets lines and moves through), a destroyed section's rubble with
 * its planks and the figures that stood on it set down on the rubble; a ladder set up beside its
 * wall where the carrier stands (the siege editor's `ladderAt`) or taken off the table; a figure
 * turned on the rubble.
 */

const SIEGE_EVENTS: ReadonlySet<string> = new Set(['section', 'ladder', 'turned'])

export const isSiegeEvent = (e: MkEvent): e is SiegeEvent => SIEGE_EVENTS.has(e.kind)

function sectionChanged(scene: Scene, e: Extract<SiegeEvent, { kind: 'section' }>): Scene {
  const before = scene.castle?.sections.find((s) => s.id === e.section)
  if (!scene.castle || !before) throw new Error(`judge: no castle section "${e.section}" in the scene`)
  const next = { ...before, clicks: e.clicks, portals: { ...e.portals }, ...(e.destroyed ? { destroyed: true } : {}) }
  const sections = scene.castle.sections.map((s) => (s.id === e.section ? next : s))
  if (!e.destroyed || before.destroyed) return { ...scene, castle: { ...scene.castle, sections } }
  // 001 "Castle Sektionen zerstören": rubble of the section and its planks; the figures stay where they stood, on it.
  const onIt = new Set(figuresOnSection({ scene }, e.section))
  const planks = planksOn(scene, before)
  const rubbleTop = before.center[1] + CASTLE_PIECES.rubbleHeight
  return {
    ...scene,
    castle: {
      ...scene.castle,
      sections,
      ...(scene.castle.planks ? { planks: scene.castle.planks.map((p) => (planks.has(p.id) ? { ...p, destroyed: true } : p)) } : {}),
    },
    figures: scene.figures.map((f) => (onIt.has(f.id) ? { ...f, position: [f.position[0], rubbleTop, f.position[2]] } : f)),
  }
}

function ladderChanged(scene: Scene, e: Extract<SiegeEvent, { kind: 'ladder' }>): Scene {
  const others = (scene.ladders ?? []).filter((l) => l.id !== e.ladder)
  if (e.op === 'takenAway') return { ...scene, ladders: others }
  const carrier = scene.figures.find((f) => f.id === e.by)
  const wall = scene.castle?.sections.find((s) => s.id === e.wall)
  if (!carrier || !wall || !scene.castle)
    throw new Error(`judge: ladder ${e.ladder}: no carrier "${e.by}" or wall "${e.wall}" in the scene`)
  // Against the named wall only, at the point of it nearest the carrier (R-MKS-6).
  const alone: Scene = { ...scene, castle: { ...scene.castle, sections: [wall] } }
  const placed = ladderAt(alone, [carrier.position[0], carrier.position[2]], e.ladder)
  if (!placed.ok) throw new Error(`judge: ladder ${e.ladder} beside ${e.wall}: ${placed.refusal.reason}`)
  return { ...scene, ladders: [...others, placed.record] }
}

/** Carries out one castle event on the world's scene. */
export function applySiegeEvent(world: TableWorld, e: SiegeEvent): void {
  const scene = world.scene
  switch (e.kind) {
    case 'section':
      world.setScene(sectionChanged(scene, e))
      return
    case 'ladder':
      world.setScene(ladderChanged(scene, e))
      return
    case 'turned':
      world.setScene({ ...scene, figures: scene.figures.map((f) => (f.id === e.piece ? { ...f, facing: e.facingDeg } : f)) })
      return
  }
}
