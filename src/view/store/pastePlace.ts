/**
 * Where pasted figures go: the copies keep their shape as a group and stand beside the copied
 * group, clear of its outline, where none of them overlaps anything (the loader's own test,
 * scene/figureOverlaps.ts) and every base stays on the table, so a paste never makes the warning
 * a saved file would get. Where no side has room, the nearest such offset is searched on rings,
 * nearest first, like a dropped figure's free place (freePlace.ts).
 */
import { figureOverlapsIn } from '../../scene/figureOverlaps'
import { figureProfile } from '../../scene/figureProfile'
import type { Figure, Scene } from '../../scene/schema'
import { copiesOf } from './figureGroup'

/** Ring spacing and spacing along a ring (cm) of the offsets tried. */
export const PASTE_STEP_CM = 0.5
/** The gap (cm) between the copied group's outline and the copies' when they fit beside it. */
export const PASTE_GAP_CM = 1
/** The furthest (cm) a paste looks for room before giving up. */
export const PASTE_REACH_CM = 60

/** Width (x) and depth (z) of the bases' outline, cm. */
function groupExtent(figures: readonly Figure[]): [number, number] {
  const xs = figures.flatMap((f) => [f.position[0] - figureProfile(f).radius, f.position[0] + figureProfile(f).radius])
  const zs = figures.flatMap((f) => [f.position[2] - figureProfile(f).radius, f.position[2] + figureProfile(f).radius])
  return [Math.max(...xs) - Math.min(...xs), Math.max(...zs) - Math.min(...zs)]
}

export interface Pasted {
  scene: Scene
  /** The copies' ids, in the order of the copied figures. */
  ids: string[]
}

/**
 * The scene with copies of `figures` added at the nearest free offset, or null when there is no
 * room within PASTE_REACH_CM. `heightAt(figure, x, z)` is the surface a copy stands on there.
 */
export function pasteFigures(
  scene: Scene,
  figures: readonly Figure[],
  heightAt: (figure: Figure, x: number, z: number) => number,
): Pasted | null {
  if (figures.length === 0) return null
  const onTable = (f: Figure) => {
    const { radius } = figureProfile(f)
    const [x, , z] = f.position
    return x >= radius && z >= radius && x <= scene.table.width - radius && z <= scene.table.depth - radius
  }
  const fits = ([dx, dz]: readonly [number, number]): Pasted | null => {
    const flat = copiesOf(scene, figures, [dx, 0, dz])
    if (!flat.every(onTable)) return null
    // A passenger rides its copied chariot's platform at the platform's height; the rest stand on the surface there.
    const copies = flat.map((c, k): Figure => {
      const [x, , z] = c.position
      return c.mk?.aboard ? c : { ...c, position: [x, heightAt(figures[k], x, z), z] }
    })
    const next: Scene = { ...scene, figures: [...scene.figures, ...copies] }
    return copies.every((c) => figureOverlapsIn(next, c.id).length === 0) ? { scene: next, ids: copies.map((c) => c.id) } : null
  }
  // First beside the copied group, clear of its outline (east, south, west, north), so copies never
  // stand between the originals; then the nearest free offset on rings.
  const [width, depth] = groupExtent(figures)
  const beside = [
    [width + PASTE_GAP_CM, 0],
    [0, depth + PASTE_GAP_CM],
    [-(width + PASTE_GAP_CM), 0],
    [0, -(depth + PASTE_GAP_CM)],
  ] as const
  for (const offset of beside) {
    const pasted = fits(offset)
    if (pasted) return pasted
  }
  for (let r = PASTE_STEP_CM; r <= PASTE_REACH_CM + 1e-9; r += PASTE_STEP_CM) {
    const count = Math.max(8, Math.ceil((2 * Math.PI * r) / PASTE_STEP_CM))
    for (let i = 0; i < count; i++) {
      const angle = (2 * Math.PI * i) / count
      const pasted = fits([r * Math.cos(angle), r * Math.sin(angle)])
      if (pasted) return pasted
    }
  }
  return null
}
