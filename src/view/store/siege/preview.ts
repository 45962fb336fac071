/**
 * The ghost of the chosen palette piece under the pointer: the very record a click there would
 * add (the same placement functions, so snapped and turned as it would be placed), and whether
 * the editor would refuse it or it would overlap what is there - sections into sections, a
 * section over terrain or figures on the ground, terrain over sections, a figure into a solid or
 * another figure or a section's solid parts, anything off the table. Overlap is a warning of the scene checks, not a
 * refusal: the ghost turns red so the user sees it before clicking.
 */
import { areasOverlap } from '../../../scene/castle/checks'
import { sectionOutline, signedDistance } from '../../../scene/castle/footprint'
import type { CastleArea } from '../../../scene/castle/pieces'
import { CASTLE_PIECES } from '../../../scene/castle/pieces'
import type { CastleSection } from '../../../scene/castle/schema'
import { figureCylinder, figureOverlapsPiece, isSolid } from '../../../scene/overlaps'
import { overlapsOf } from '../../../scene/figureOverlaps'
import { figureOverEdge, pieceOverEdge, sectionOverEdge } from '../../../scene/tableEdge'
import type { Figure, Scene, TerrainPiece } from '../../../scene/schema'
import { boxCorners } from '../../../scene/boxCorners'
import { placeFigure, placeLadder, placePlank, placeSection, placeTerrain } from './placement'
import type { GhostRecord, PalettePiece, PlacementPreview, SetUpPorts } from './types'
import type { SiegeSides } from '../../ports'

type P3 = readonly [number, number, number]
/** Overlap deeper than this (cm) counts; touching edge to edge does not (pieces snap to touch). */
const OVERLAP_CM = 0.01

/** A terrain piece seen from above, as a castle area (rectangle corners or circle). */
function terrainArea(piece: TerrainPiece): CastleArea {
  if (piece.shape === 'cylinder') return { type: 'circle', center: [piece.center[0], piece.center[2]], radius: piece.radius }
  return { type: 'polygon', points: boxCorners(piece) }
}

const standing = (scene: Scene) => (scene.castle?.sections ?? []).filter((s) => !s.destroyed)

function sectionOverlaps(scene: Scene, section: CastleSection): string[] {
  const area = sectionOutline(section).area
  const out: string[] = []
  if (sectionOverEdge(section, scene.table) > OVERLAP_CM) out.push('table')
  for (const other of standing(scene))
    if (other.id !== section.id && areasOverlap(area, sectionOutline(other).area) > OVERLAP_CM) out.push(other.id)
  for (const piece of scene.terrain) if (areasOverlap(area, terrainArea(piece)) > OVERLAP_CM) out.push(piece.id)
  // Figures on the ground where the walls would stand (figures up on other tops are not in the way).
  for (const f of scene.figures) {
    if (f.position[1] >= CASTLE_PIECES.height - OVERLAP_CM) continue
    if (signedDistance(area, [f.position[0], f.position[2]]) < figureCylinder(f).radius - OVERLAP_CM) out.push(f.id)
  }
  return out
}

function terrainOverlaps(scene: Scene, piece: TerrainPiece): string[] {
  const out = pieceOverEdge(piece, scene.table) > OVERLAP_CM ? ['table'] : []
  const area = terrainArea(piece)
  for (const s of standing(scene)) if (areasOverlap(area, sectionOutline(s).area) > OVERLAP_CM) out.push(s.id)
  if (isSolid(piece)) for (const f of scene.figures) if (figureOverlapsPiece(f, piece)) out.push(f.id)
  return out
}

/**
 * The table's edge (the whole base, R-SE-12, as the loader checks it), then what the
 * loader's own checks find (`overlapsOf`): the ghost and the drag agree with a loaded file.
 */
function figureOverlaps(scene: Scene, figure: Figure): string[] {
  return [...(figureOverEdge(figure, scene.table) > OVERLAP_CM ? ['table'] : []), ...overlapsOf(scene, figure)]
}

/** The ghost's record: what `placed` added to `scene` under the selected id. */
function ghostOf(placed: Scene, kind: PalettePiece['kind'], id: string): GhostRecord | null {
  switch (kind) {
    case 'section': {
      const section = placed.castle?.sections.find((s) => s.id === id)
      return section ? { kind, section } : null
    }
    case 'ladder': {
      const ladder = placed.ladders?.find((l) => l.id === id)
      return ladder ? { kind, ladder } : null
    }
    case 'plank': {
      const plank = placed.castle?.planks?.find((p) => p.id === id)
      return plank ? { kind, plank } : null
    }
    case 'terrain': {
      const piece = placed.terrain.find((t) => t.id === id)
      return piece ? { kind, piece } : null
    }
    case 'figure': {
      const figure = placed.figures.find((f) => f.id === id)
      return figure ? { kind, figure } : null
    }
  }
}

/**
 * What a click at `point` (the surface the pointer is on, `height` the surface a figure would
 * stand on) with `piece` would do, for the ghost. Placement functions are pure, so this is the
 * click's own outcome without committing it (ladders and planks as the judge, `judge`, sets them).
 */
export function previewPlacement(
  scene: Scene,
  piece: PalettePiece,
  point: P3,
  height: number,
  rotation: number,
  sides: SiegeSides | null,
  judge: SetUpPorts,
): PlacementPreview {
  const at: [number, number] = [point[0], point[2]]
  const placed = (() => {
    switch (piece.kind) {
      case 'section':
        return placeSection(scene, piece, at, rotation, sides?.castleSide ?? 'castle')
      case 'ladder':
        return placeLadder(scene, at, judge)
      case 'plank':
        return placePlank(scene, at, judge)
      case 'terrain':
        return placeTerrain(scene, piece.preset, at, rotation)
      case 'figure':
        return placeFigure(scene, piece, at, height, sides)
    }
  })()
  const none: GhostRecord = { kind: 'none', at: [point[0], point[1], point[2]] }
  if (!placed.ok) return { ghost: none, refused: placed.refusal, overlaps: [] }
  const ghost = placed.selected ? ghostOf(placed.scene, piece.kind, placed.selected.id) : null
  if (!ghost) return { ghost: none, refused: null, overlaps: [] }
  const overlaps =
    ghost.kind === 'section'
      ? sectionOverlaps(scene, ghost.section)
      : ghost.kind === 'terrain'
        ? terrainOverlaps(scene, ghost.piece)
        : ghost.kind === 'figure'
          ? figureOverlaps(scene, ghost.figure)
          : []
  return { ghost, refused: null, overlaps }
}

/** What the dragged section now overlaps (sections, terrain, ground figures, the table's edge), for the drag's red tint. */
export function draggedSectionOverlaps(scene: Scene, sectionId: string): string[] {
  const section = scene.castle?.sections.find((s) => s.id === sectionId)
  return section ? sectionOverlaps(scene, section) : []
}

/** What a dragged figure now overlaps (terrain, castle sections, other figures, the table's edge), for the drag's red tint. */
export function draggedFigureOverlaps(scene: Scene, figureId: string): string[] {
  const figure = scene.figures.find((f) => f.id === figureId)
  return figure ? figureOverlaps(scene, figure) : []
}
