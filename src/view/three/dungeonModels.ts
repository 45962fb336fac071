/**
 * Low-poly models of the dungeon's artifacts, furnishings and terrain markers as lists of simple
 * parts, pure data so a test can check that each stays on its squares. A model is described in
 * square units along its own length: x from 0 to `length` (1, or 2 for the 1 × 2 dragon altar
 * and table), z from 0 to `width` (2 for the 2 × 2 large pond, else 1), y up in cm; the view
 * scales x and z by the square size and turns an 'ns' piece a quarter round. Shapes are
 * recognisable rather than faithful: a statue on a plinth, a clock case with a face, a throne
 * with wings, an altar with horns, ponds as water.
 */
import type { ArtifactKind, SquareTerrain } from '../../scene/dungeon/schema'

export type PartShape = 'box' | 'cylinder' | 'cone' | 'sphere' | 'torus' | 'water'

/** One part: centre [x, y, z] (x and z in squares, y in cm) and size [x, y, z] (x and z in squares, y in cm). */
export interface ModelPart {
  shape: PartShape
  center: [number, number, number]
  size: [number, number, number]
  color: string
}

const STONE = '#9a958c'
const DARK_STONE = '#5f5a54'
const GOLD = '#c9a23a'
const BONE = '#e8e0c8'
const WOOD = '#8a5a2b'
const WATER = '#3d7fc4'
const RUNE = '#4fd1c5'

const part = (shape: PartShape, center: [number, number, number], size: [number, number, number], color: string): ModelPart => ({
  shape,
  center,
  size,
  color,
})
/** A plinth of the square's middle, `h` cm tall. */
const plinth = (h: number, color = DARK_STONE) => part('box', [0.5, h / 2, 0.5], [0.7, h, 0.7], color)

const MODELS: Readonly<Record<ArtifactKind, readonly ModelPart[]>> = {
  'statue-of-sharise': [
    plinth(0.6),
    part('cylinder', [0.5, 2, 0.5], [0.35, 2.8, 0.35], STONE),
    part('sphere', [0.5, 3.7, 0.5], [0.3, 0.6, 0.3], STONE),
  ],
  'matriarchs-idol': [
    plinth(0.5, GOLD),
    part('cone', [0.5, 1.9, 0.5], [0.5, 2.8, 0.5], GOLD),
    part('sphere', [0.5, 3.5, 0.5], [0.25, 0.5, 0.25], GOLD),
  ],
  'death-clock': [part('box', [0.5, 2.2, 0.5], [0.55, 4.4, 0.4], WOOD), part('cylinder', [0.5, 3.6, 0.28], [0.4, 0.05, 0.05], BONE)],
  'griffon-throne': [
    part('box', [0.5, 0.6, 0.55], [0.7, 1.2, 0.6], GOLD),
    part('box', [0.5, 2.0, 0.82], [0.7, 2.8, 0.12], GOLD),
    part('box', [0.12, 2.2, 0.7], [0.08, 2.4, 0.5], STONE),
    part('box', [0.88, 2.2, 0.7], [0.08, 2.4, 0.5], STONE),
  ],
  'dragon-altar': [
    part('box', [1, 0.7, 0.5], [1.7, 1.4, 0.75], DARK_STONE),
    part('cone', [0.25, 1.9, 0.3], [0.15, 1, 0.15], BONE),
    part('cone', [0.25, 1.9, 0.7], [0.15, 1, 0.15], BONE),
    part('box', [1.2, 1.5, 0.5], [1, 0.15, 0.6], '#8b1e1e'),
  ],
  'large-pond': [part('water', [1, 0.12, 1], [1.7, 0.1, 1.7], WATER), part('torus', [1, 0.15, 1], [1.8, 0.3, 1.8], STONE)],
  'serpent-statue': [
    plinth(0.4),
    part('torus', [0.5, 0.8, 0.5], [0.6, 0.4, 0.6], '#3c7a3c'),
    part('cone', [0.5, 2, 0.5], [0.25, 2, 0.25], '#3c7a3c'),
  ],
  'rune-obelisk': [part('cone', [0.5, 2.8, 0.5], [0.5, 5.6, 0.5], DARK_STONE), part('box', [0.5, 2.2, 0.3], [0.12, 1.2, 0.02], RUNE)],
  'bone-fountain': [
    part('cylinder', [0.5, 0.4, 0.5], [0.85, 0.8, 0.85], BONE),
    part('water', [0.5, 0.82, 0.5], [0.7, 0.05, 0.7], WATER),
    part('cylinder', [0.5, 1.6, 0.5], [0.15, 1.6, 0.15], BONE),
    part('sphere', [0.5, 2.5, 0.5], [0.3, 0.4, 0.3], BONE),
  ],
  'small-pond': [part('water', [0.5, 0.1, 0.5], [0.8, 0.08, 0.8], WATER), part('torus', [0.5, 0.12, 0.5], [0.85, 0.24, 0.85], STONE)],
  // Pillars are drawn as tall as the walls (scaled by the view): they block sight as the walls do.
  'stone-pillar': [part('cylinder', [0.5, 0.5, 0.5], [0.6, 1, 0.6], STONE)],
  'all-seeing-pillar': [part('cylinder', [0.5, 0.5, 0.5], [0.6, 1, 0.6], STONE), part('sphere', [0.5, 0.75, 0.2], [0.25, 0.08, 0.1], RUNE)],
  chair: [
    part('box', [0.5, 0.6, 0.5], [0.6, 0.15, 0.6], WOOD),
    part('box', [0.5, 0.3, 0.5], [0.5, 0.6, 0.5], WOOD),
    part('box', [0.5, 1.3, 0.78], [0.6, 1.3, 0.08], WOOD),
  ],
  table: [
    part('box', [1, 1.1, 0.5], [1.8, 0.2, 0.8], WOOD),
    part('box', [0.2, 0.5, 0.2], [0.1, 1, 0.1], WOOD),
    part('box', [1.8, 0.5, 0.2], [0.1, 1, 0.1], WOOD),
    part('box', [0.2, 0.5, 0.8], [0.1, 1, 0.1], WOOD),
    part('box', [1.8, 0.5, 0.8], [0.1, 1, 0.1], WOOD),
  ],
}

/** Pillars' y is in wall heights (1 = the wall's top), every other model's in cm. */
export const PILLARS: ReadonlySet<ArtifactKind> = new Set<ArtifactKind>(['stone-pillar', 'all-seeing-pillar'])

/** The parts of an artifact's model, its y scaled to `wallHeight` for the pillars. */
export function artifactModel(kind: ArtifactKind, wallHeight: number): ModelPart[] {
  const parts = MODELS[kind]
  if (!PILLARS.has(kind)) return [...parts]
  return parts.map((p) => ({
    ...p,
    center: [p.center[0], p.center[1] * wallHeight, p.center[2]],
    size: [p.size[0], p.size[1] * wallHeight, p.size[2]],
  }))
}

/** A model's extent in squares along its length and across it (the 2 × 2 pond is 2 by 2). */
export function modelExtent(kind: ArtifactKind): [number, number] {
  return kind === 'dragon-altar' || kind === 'table' ? [2, 1] : kind === 'large-pond' ? [2, 2] : [1, 1]
}

/** Terrain markers: a dark block (blocking), a few stones of rubble (difficult), a sheet of water. */
export function terrainModel(type: SquareTerrain): ModelPart[] {
  if (type === 'blocking') return [part('box', [0.5, 0.6, 0.5], [0.9, 1.2, 0.9], '#3b3632')]
  if (type === 'water') return [part('water', [0.5, 0.06, 0.5], [0.96, 0.06, 0.96], WATER)]
  return [
    part('box', [0.3, 0.15, 0.3], [0.3, 0.3, 0.25], '#7b6e5d'),
    part('box', [0.68, 0.12, 0.45], [0.25, 0.24, 0.3], '#8a7d6a'),
    part('box', [0.45, 0.1, 0.72], [0.35, 0.2, 0.2], '#6d624f'),
  ]
}

/** A part placed on the table: centre and size in cm. */
export type PlacedPart = ModelPart

/**
 * A model's parts on the table, its north-west corner at table point (x, z) cm: square units
 * scaled to cm, and for an 'ns' piece the length laid along z (x and z swapped, which mirrors
 * the model; every model reads the same mirrored).
 */
export function placeParts(parts: readonly ModelPart[], x: number, z: number, squareCm: number, along: 'ew' | 'ns' = 'ew'): PlacedPart[] {
  return parts.map((p) => {
    const [cx, cy, cz] = p.center
    const [sx, sy, sz] = p.size
    const [px, pz, wx, wz] = along === 'ns' ? [cz, cx, sz, sx] : [cx, cz, sx, sz]
    return { ...p, center: [x + px * squareCm, cy, z + pz * squareCm], size: [wx * squareCm, sy, wz * squareCm] }
  })
}
