/**
 * The castle as the scene records it, for the castle queries (queries.ts, outlineCrossings.ts):
 * sections and figures by id (a missing one named in the error), the standing sections, a
 * section's tops and the planks at a height, and which section's top carries a point. Separate
 * because every question starts from these lookups and the tolerances they share.
 */
import type { CastleArea } from '../../scene/castle/pieces'
import { castlePiece, topHeight } from '../../scene/castle/shippedPieces'
import { areaToWorld, plankArea, signedDistance } from '../../scene/castle/footprint'
import type { CastleSection } from '../../scene/castle/schema'
import type { Figure, Scene } from '../../scene/schema'
import type { Point3 } from '../types'
import { figureProfile } from '../../scene/figureProfile'

export interface HasScene {
  scene: Scene
}

/** A base within this height (cm) of a level stands at it. */
export const LEVEL_TOLERANCE = 0.05
export const EPS = 1e-6

export function assertFinite(where: string, values: readonly number[]): void {
  if (!values.every(Number.isFinite)) throw new Error(`geometry: ${where} must be finite numbers, got [${values.join(', ')}]`)
}

export const sectionsOf = (world: HasScene): CastleSection[] => world.scene.castle?.sections ?? []
export const standing = (world: HasScene): CastleSection[] => sectionsOf(world).filter((s) => !s.destroyed)

/** The section with this id; a missing one is a caller's mistake, named in the error. */
export function requireSection(world: HasScene, sectionId: string): CastleSection {
  const section = sectionsOf(world).find((s) => s.id === sectionId)
  if (!section) throw new Error(`geometry: no castle section "${sectionId}" in the scene`)
  return section
}

export function requireFigure(world: HasScene, figureId: string): Figure {
  const figure = world.scene.figures.find((f) => f.id === figureId)
  if (!figure) throw new Error(`geometry: no figure "${figureId}" in the scene`)
  return figure
}

export const baseRadius = (figure: Figure): number => figureProfile(figure).radius
export const topsOf = (section: CastleSection): CastleArea[] => castlePiece(section.kind).tops.map((t) => areaToWorld(section, t.area))

/** Walkable areas at height y: tops of standing sections and planks lying at that height. */
export function walkableAt(world: HasScene, y: number): { id: string; area: CastleArea; plank: boolean }[] {
  const out: { id: string; area: CastleArea; plank: boolean }[] = []
  for (const s of standing(world)) {
    if (Math.abs(topHeight(s) - y) <= LEVEL_TOLERANCE) for (const area of topsOf(s)) out.push({ id: s.id, area, plank: false })
  }
  for (const p of world.scene.castle?.planks ?? []) {
    if (!p.destroyed && Math.abs((p.from[1] + p.to[1]) / 2 - y) <= LEVEL_TOLERANCE) out.push({ id: p.id, area: plankArea(p), plank: true })
  }
  return out
}

/** The standing section whose top carries the point (x, y, z) at its height (deepest inside on a joint), or null. */
export function sectionAtPoint(world: HasScene, point: Point3): string | null {
  assertFinite('sectionAtPoint point', point)
  let best: { id: string; depth: number } | null = null
  for (const { id, area, plank } of walkableAt(world, point[1])) {
    if (plank) continue
    const d = signedDistance(area, [point[0], point[2]])
    if (d <= EPS && (!best || d < best.depth)) best = { id, depth: d }
  }
  return best?.id ?? null
}
