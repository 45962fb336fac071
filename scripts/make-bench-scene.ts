/**
 * Writes scenes/bench-reference.json: a crowded 180 x 120 cm table (200+ pieces, 48 figures of
 * three sides and all four sizes) for benchmarks. Deterministic: the same seed gives the same
 * file byte for byte, so the scene can be regenerated and diffed.
 *
 *   npx tsx scripts/make-bench-scene.ts
 *
 * Figures never overlap terrain or each other, so the scene validates without warnings; the
 * script refuses to write a scene that does not.
 */
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { cylindersOverlap, figureCylinder, figureOverlapsPiece, isSolid } from '../src/scene/overlaps'
import type { BoxPiece, Figure, Scene, TerrainPiece } from '../src/scene/schema'
import { SIZE_PROFILES } from '../src/scene/sizeProfiles'
import type { TerrainType } from '../src/scene/terrainTypes'
import { formatProblem, serializeScene, validateScene } from '../src/scene/validate'
import { mulberry32 } from '../src/math/seededRandom'

export const BENCH_SEED = 20261121
const WIDTH = 180
const DEPTH = 120
/** Gap kept between figures (cm) so that the bench never sits on the overlap tolerance. */
const FIGURE_GAP = 0.3

/** Rounded to 0.1 cm so that the JSON stays short and the checks see the saved numbers. */
const r1 = (v: number): number => Math.round(v * 10) / 10

class Builder {
  readonly terrain: TerrainPiece[] = []
  readonly figures: Figure[] = []
  /** Footprint circles of the solid pieces: pieces are kept apart so the table stays walkable. */
  private readonly footprints: Array<{ x: number; z: number; r: number }> = []
  constructor(private readonly rand: () => number) {}

  between = (lo: number, hi: number): number => lo + (hi - lo) * this.rand()
  pick = <T>(items: readonly T[]): T => items[Math.floor(this.rand() * items.length)]

  /** A free spot for a footprint of radius `r`, or null after many tries. */
  private spot(r: number): { x: number; z: number } | null {
    for (let attempt = 0; attempt < 400; attempt++) {
      const x = r1(this.between(r + 1, WIDTH - r - 1))
      const z = r1(this.between(r + 1, DEPTH - r - 1))
      if (this.footprints.every((f) => Math.hypot(f.x - x, f.z - z) > f.r + r + 1)) return { x, z }
    }
    return null
  }

  addBox(id: string, type: TerrainType, size: [number, number, number], rotationY: number): void {
    const at = this.spot(Math.hypot(size[0], size[2]) / 2)
    if (!at) return
    this.footprints.push({ x: at.x, z: at.z, r: Math.hypot(size[0], size[2]) / 2 })
    const box: BoxPiece = { id, shape: 'box', type, center: [at.x, r1(size[1] / 2), at.z], size }
    if (rotationY !== 0) box.rotationY = rotationY
    this.terrain.push(box)
  }

  addCylinder(id: string, type: TerrainType, radius: number, height: number): void {
    const at = this.spot(radius)
    if (!at) return
    this.footprints.push({ x: at.x, z: at.z, r: radius })
    this.terrain.push({ id, shape: 'cylinder', type, center: [at.x, r1(height / 2), at.z], radius, height })
  }

  /** Areas may hold solid pieces and figures (trees and rocks in a wood), so they take no footprint. */
  addArea(id: string, type: TerrainType, size: [number, number, number], rotationY: number): void {
    const x = r1(this.between(size[0], WIDTH - size[0]))
    const z = r1(this.between(size[2], DEPTH - size[2]))
    this.terrain.push({ id, shape: 'area', type, center: [x, r1(size[1] / 2), z], size, ...(rotationY ? { rotationY } : {}) })
  }

  /** Adds the figure if it touches no solid piece and keeps its gap to every other figure. */
  tryFigure(figure: Figure): boolean {
    const mine = figureCylinder(figure)
    const clear =
      this.terrain.every((p) => !isSolid(p) || !figureOverlapsPiece(figure, p)) &&
      this.figures.every((f) => !cylindersOverlap(mine, figureCylinder(f), -FIGURE_GAP))
    if (clear) this.figures.push(figure)
    return clear
  }

  /** A spot on top of a flat box, with the whole base on the box's top face. */
  onTopOf(box: BoxPiece, radius: number): [number, number, number] | null {
    const hx = box.size[0] / 2 - radius
    const hz = box.size[2] / 2 - radius
    if (hx < 0 || hz < 0) return null
    const lx = this.between(-hx, hx)
    const lz = this.between(-hz, hz)
    // Local to world for a rotation about +Y (see src/scene/overlaps.ts for the convention).
    const a = ((box.rotationY ?? 0) * Math.PI) / 180
    const x = box.center[0] + lx * Math.cos(a) + lz * Math.sin(a)
    const z = box.center[2] - lx * Math.sin(a) + lz * Math.cos(a)
    return [r1(x), r1(box.center[1] + box.size[1] / 2), r1(z)]
  }
}

/** Builds the bench scene for a seed; pure apart from its own PRNG. */
export function makeBenchScene(seed = BENCH_SEED): Scene {
  const b = new Builder(mulberry32(seed))
  // Thicket boxes stand for hedges; building twice because most solid terrain is hard cover.
  const solidTypes: TerrainType[] = ['building', 'ruin', 'fortified', 'building', 'thicket']
  for (let i = 1; i <= 6; i++) {
    b.addArea(
      `area-${i}`,
      b.pick(['forest', 'thicket', 'swamp', 'water'] as const),
      [r1(b.between(10, 24)), r1(b.between(2, 12)), r1(b.between(10, 24))],
      b.pick([0, 0, 20, 45]),
    )
  }
  // Platforms first, while the table is empty: big flat boxes that figures can stand on.
  for (let i = 1; i <= 14; i++) {
    b.addBox(`plat-${i}`, 'building', [r1(b.between(8, 14)), r1(b.between(2, 6)), r1(b.between(8, 14))], b.pick([0, 0, 15, 30, 45, 90]))
  }
  for (let i = 1; i <= 160; i++) {
    const rotation = b.pick([0, 0, 10, 30, 45, 60, 90, 135, Math.floor(b.between(0, 360))])
    b.addBox(`box-${i}`, b.pick(solidTypes), [r1(b.between(0.6, 7)), r1(b.between(0.5, 9)), r1(b.between(0.6, 7))], rotation)
  }
  for (let i = 1; i <= 45; i++) {
    b.addCylinder(`cyl-${i}`, b.pick(solidTypes), r1(b.between(0.5, 4)), r1(b.between(0.5, 12)))
  }
  const platforms = b.terrain.filter((p): p is BoxPiece => p.id.startsWith('plat-'))
  const sides = ['red', 'blue', 'green']
  const counts = new Map<string, number>()
  for (let n = 0; n < 48; n++) {
    // Sizes cycle every figure and sides every fourth, so each side gets every size four times.
    const size = SIZE_PROFILES[n % 4]
    const side = sides[Math.floor(n / 4) % 3]
    const number = (counts.get(side) ?? 0) + 1
    counts.set(side, number)
    const base = { id: `${side[0]}-${number}`, side, size }
    const radius = figureCylinder({ ...base, position: [0, 0, 0] }).radius
    for (let attempt = 0; attempt < 500; attempt++) {
      // Every third figure tries a platform top first: sight lines from above are a case to bench.
      const up = n % 3 === 0 && attempt < 50 ? b.onTopOf(b.pick(platforms), radius) : null
      const position: [number, number, number] = up ?? [r1(b.between(radius, WIDTH - radius)), 0, r1(b.between(radius, DEPTH - radius))]
      const figure: Figure = n % 7 === 3 ? { ...base, position, prone: true } : { ...base, position }
      if (b.tryFigure(figure)) break
    }
  }
  return {
    format: 'sightline-scene',
    version: 1,
    name: 'Bench reference',
    description: `Generated by scripts/make-bench-scene.ts (seed ${seed}); do not edit by hand. A crowded 180 x 120 cm table of boxes at many rotations, cylinders and a few areas, with figures of three sides and all four sizes on the ground and on platforms, none overlapping terrain or each other.`,
    units: 'cm',
    table: { width: WIDTH, depth: DEPTH },
    terrain: b.terrain,
    figures: b.figures,
  }
}

function main(): void {
  const scene = makeBenchScene()
  const result = validateScene(scene)
  const problems = result.ok ? result.warnings : result.problems
  if (problems.length > 0) throw new Error(`make-bench-scene: generated scene is not clean:\n${problems.map(formatProblem).join('\n')}`)
  const out = fileURLToPath(new URL('../scenes/bench-reference.json', import.meta.url))
  writeFileSync(out, serializeScene(scene))
  console.log(`wrote ${out}: ${scene.terrain.length} pieces, ${scene.figures.length} figures`)
}

// Only when run as a script: tests import makeBenchScene to check the file is up to date.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main()
