/**
 * The records the siege editor adds, moves, turns and removes, as new scenes (never mutated):
 * castle sections (snapped, siegeSnap.ts), ladders set against a wall section and planks
 * extending a walkway across a gap (where, or whether, the judge says: judge/castle/planks.ts,
 * asked through the castle ports), terrain pieces (terrain/pieces.ts) and figures. Ids are new and readable
 * (`wall-3`, `ladder-1`). What the rules make of the result is the judge's business.
 */
import type { CastleSection, Plank } from '../../../scene/castle/schema'
import type { Figure, Scene } from '../../../scene/schema'
import { MK_LIBRARY } from '../../../scene/mageknight/library'
import { addCardFigure } from './figures'
import { shippedCardLibrary } from '../shippedCards'
import { profileForBase } from '../../../scene/figureProfile'
import { normalizeDegrees, snapSection } from './snap'
import { addTerrain, nextId, round, snappedTerrain, type TerrainPreset } from '../terrain/pieces'
import { EDITOR_OWN, refuseSiege, type SiegeRefusal } from './refusals'
import type { FigurePiece, PalettePiece, SetUpPorts, SiegeSelection } from './types'
import type { Point2 } from '../../../math/planar'
import type { SiegeSides } from '../../ports'

export { nextId, terrainPreset } from '../terrain/pieces'

export type Placed = { ok: true; scene: Scene; selected: SiegeSelection | null } | { ok: false; refusal: SiegeRefusal }

const castleOf = (scene: Scene) => scene.castle ?? { sections: [] }
const withSections = (scene: Scene, sections: CastleSection[]): Scene => ({ ...scene, castle: { ...castleOf(scene), sections } })
const withPlanks = (scene: Scene, planks: Plank[]): Scene => ({ ...scene, castle: { ...castleOf(scene), planks } })
const sectionsOf = (scene: Scene) => scene.castle?.sections ?? []

/** A new castle section, snapped against the others. */
export function placeSection(
  scene: Scene,
  piece: Extract<PalettePiece, { kind: 'section' }>,
  at: Point2,
  rotationY: number,
  side: string,
): Placed {
  const snap = snapSection(piece.section, at, rotationY, sectionsOf(scene))
  const id = nextId(scene, piece.section)
  const section: CastleSection = {
    id,
    kind: piece.section,
    side,
    center: [round(snap.center[0]), 0, round(snap.center[1])],
    version: piece.version,
  }
  if (snap.rotationY !== 0) section.rotationY = snap.rotationY
  return { ok: true, scene: withSections(scene, [...sectionsOf(scene), section]), selected: { kind: 'section', id } }
}

/** A new ladder against the wall section nearest the click, where the judge sets it (or its refusal). */
export function placeLadder(scene: Scene, at: Point2, judge: SetUpPorts): Placed {
  const laid = judge.ladderAt(scene, at, nextId(scene, 'ladder'))
  if (!laid.ok) return laid
  const ladder = laid.record
  return { ok: true, scene: { ...scene, ladders: [...(scene.ladders ?? []), ladder] }, selected: { kind: 'ladder', id: ladder.id } }
}

/** A new plank at the walkway end nearest the click, where the judge lays it (or its refusal). */
export function placePlank(scene: Scene, at: Point2, judge: SetUpPorts): Placed {
  const laid = judge.plankAt(scene, at, nextId(scene, 'plank'))
  if (!laid.ok) return laid
  const plank = laid.record
  return { ok: true, scene: withPlanks(scene, [...(scene.castle?.planks ?? []), plank]), selected: { kind: 'plank', id: plank.id } }
}

/** A new terrain piece of the palette, snapped (terrain/pieces.ts, shared with the dispute view's terrain tool). */
export function placeTerrain(scene: Scene, preset: TerrainPreset, at: Point2, rotationY: number): Placed {
  const added = addTerrain(scene, preset, at, rotationY)
  return { ok: true, scene: added.scene, selected: { kind: 'terrain', id: added.id } }
}

/** The side a team's figures join: the castle player's, or the first other side among the figures ("siege" when none). */
export function teamSide(scene: Scene, team: FigurePiece['team'], sides: SiegeSides | null): string {
  const castleSide = sides?.castleSide ?? 'castle'
  if (team === 'castle') return castleSide
  return scene.figures.find((f) => f.side !== castleSide)?.side ?? 'siege'
}

/**
 * A figure of the castle's side or the opponent's, standing at `height` (the surface under the
 * click): a bare profile, a Mage Knight figure (`mk`, its profile from its base, R-SE-9) or a
 * Universalis model (`card`, its card's profile; a telematon gets an operator, siegeFigures.ts).
 */
export function placeFigure(scene: Scene, piece: FigurePiece, at: Point2, height: number, sides: SiegeSides | null): Placed {
  const side = teamSide(scene, piece.team, sides)
  const position: Figure['position'] = [round(at[0]), round(height), round(at[1])]
  if (piece.mk) {
    const card = MK_LIBRARY.figures[piece.mk.card]
    if (!card)
      return refuseSiege('unknown-mk-card', `no Mage Knight figure "${piece.mk.card}" in models/mageknight`, EDITOR_OWN, {
        card: piece.mk.card,
      })
    if (piece.mk.version !== undefined && !card.versions.some((v) => v.name === piece.mk?.version))
      return refuseSiege('unknown-mk-version', `card "${card.id}" has no version "${piece.mk.version}"`, EDITOR_OWN, {
        card: card.id,
        version: piece.mk.version,
      })
    const id = nextId(scene, card.id.replace(/^mk-/, ''))
    const mk = piece.mk.version === undefined ? { card: card.id } : { card: card.id, version: piece.mk.version }
    const figure: Figure = { id, side, size: profileForBase(card.base.diameterIn), position, name: card.name, mk }
    return { ok: true, scene: { ...scene, figures: [...scene.figures, figure] }, selected: { kind: 'figure', id } }
  }
  if (piece.card) {
    const card = shippedCardLibrary().cards[piece.card]
    if (!card) return refuseSiege('unknown-unit-card', `no unit card "${piece.card}" in models/cards`, EDITOR_OWN, { card: piece.card })
    const id = nextId(scene, card.id)
    const added = addCardFigure(scene, { id, side, size: card.size, position, name: card.name, card: card.id })
    return added.ok ? { ok: true, scene: added.scene, selected: { kind: 'figure', id } } : added
  }
  const id = nextId(scene, side)
  const figure: Figure = { id, side, size: piece.size, position }
  return { ok: true, scene: { ...scene, figures: [...scene.figures, figure] }, selected: { kind: 'figure', id } }
}

/** Turns a section (or a box or area piece) about its centre by `degrees`. */
export function rotateSelection(scene: Scene, selection: SiegeSelection, degrees: number): Scene | null {
  if (selection.kind === 'section') {
    return withSections(
      scene,
      sectionsOf(scene).map((s) => (s.id === selection.id ? { ...s, rotationY: normalizeDegrees((s.rotationY ?? 0) + degrees) } : s)),
    )
  }
  if (selection.kind === 'terrain') {
    const piece = scene.terrain.find((t) => t.id === selection.id)
    if (!piece || piece.shape === 'cylinder') return null
    return {
      ...scene,
      terrain: scene.terrain.map((t) => (t === piece ? { ...piece, rotationY: normalizeDegrees((piece.rotationY ?? 0) + degrees) } : t)),
    }
  }
  return null
}

/** Moves a section or a terrain piece (snapping again) or a figure so its centre is at `at`. */
export function moveSelection(scene: Scene, selection: SiegeSelection, at: Point2, height: number): Scene | null {
  if (selection.kind === 'section') {
    const section = sectionsOf(scene).find((s) => s.id === selection.id)
    if (!section) return null
    const snap = snapSection(
      section.kind,
      at,
      section.rotationY ?? 0,
      sectionsOf(scene).filter((s) => s.id !== section.id),
    )
    const moved: CastleSection = {
      ...section,
      center: [round(snap.center[0]), section.center[1], round(snap.center[1])],
      rotationY: snap.rotationY,
    }
    if (moved.rotationY === 0) delete moved.rotationY
    return withSections(
      scene,
      sectionsOf(scene).map((s) => (s.id === section.id ? moved : s)),
    )
  }
  if (selection.kind === 'terrain') {
    const piece = scene.terrain.find((t) => t.id === selection.id)
    if (!piece) return null
    const moved = snappedTerrain(scene, piece, at, piece.shape === 'cylinder' ? 0 : (piece.rotationY ?? 0))
    return { ...scene, terrain: scene.terrain.map((t) => (t === piece ? moved : t)) }
  }
  if (selection.kind === 'figure') {
    return {
      ...scene,
      figures: scene.figures.map((f) => (f.id === selection.id ? { ...f, position: [round(at[0]), round(height), round(at[1])] } : f)),
    }
  }
  return null
}

/** Removes the chosen record; a section takes the ladders set against it along (they would name a missing section). */
export function deleteSelection(scene: Scene, selection: SiegeSelection): Scene {
  const { kind, id } = selection
  switch (kind) {
    case 'section':
      return {
        ...withSections(
          scene,
          sectionsOf(scene).filter((s) => s.id !== id),
        ),
        ...(scene.ladders ? { ladders: scene.ladders.filter((l) => l.against !== id) } : {}),
      }
    case 'plank':
      return withPlanks(
        scene,
        (scene.castle?.planks ?? []).filter((p) => p.id !== id),
      )
    case 'ladder':
      return { ...scene, ladders: (scene.ladders ?? []).filter((l) => l.id !== id) }
    case 'terrain':
      return { ...scene, terrain: scene.terrain.filter((t) => t.id !== id) }
    case 'figure':
      return { ...scene, figures: scene.figures.filter((f) => f.id !== id) }
  }
}
