/**
 * Which haunted artifact U means (useDungeonShortcuts.ts): the one straight ahead of the active
 * hero. Whether an artifact may be used is the judge's (its offer: adjacent and in the front arc,
 * 4 movement points, once per activation); this only orders what the judge answered, so that of
 * two usable artifacts beside the hero the one it faces is used, not the first in the scene.
 * Pure, so the choice is tested without a store (artifactAhead.test.ts).
 */
import type { Square } from '../../../scene/dungeon/schema'

export interface ArtifactCandidate {
  id: string
  /** The squares it covers (1, 2 or 4). */
  squares: readonly Square[]
  /** The judge's offer allows the use now. */
  usable: boolean
  /** The judge's check: one of its squares is adjacent to the hero (R-MKD-2). */
  adjacent: boolean
}

/**
 * How far off the facing (degrees, 0 to 180) the nearest of `squares` lies, seen from the centre
 * of `from`: bearings clockwise from north as the scene's facing is, north is row − 1 (board.ts).
 */
export function offFacingDeg(from: Square, facing: number, squares: readonly Square[]): number {
  let best = 180
  for (const [c, r] of squares) {
    const dc = c - from[0]
    const dr = r - from[1]
    if (dc === 0 && dr === 0) return 0
    const bearing = (Math.atan2(dc, -dr) * 180) / Math.PI
    const off = Math.abs(((((bearing - facing) % 360) + 540) % 360) - 180)
    best = Math.min(best, off)
  }
  return best
}

/** Squares between `from` and the nearest of `squares`, a diagonal step as one (the grid's count). */
const stepsTo = (from: Square, squares: readonly Square[]) =>
  Math.min(...squares.map(([c, r]) => Math.max(Math.abs(c - from[0]), Math.abs(r - from[1]))))

/**
 * The artifact U uses: among the usable ones, the one most directly in the facing (then the
 * nearer, then the scene's order); with none usable, the one whose refusal says most about what
 * the player meant: an adjacent one first, then the one nearest the facing, so the judge's
 * refusal ("not in the front arc", "4 movement points") names it. Null without artifacts. Without
 * a hero's square (no one active) the scene's first.
 */
export function artifactAhead(
  from: { square: Square; facing: number } | null,
  candidates: readonly ArtifactCandidate[],
): { id: string; usable: boolean } | null {
  const usable = candidates.filter((c) => c.usable)
  const pool = usable.length > 0 ? usable : candidates
  if (pool.length === 0) return null
  if (!from) return { id: pool[0].id, usable: pool[0].usable }
  const rank = (c: ArtifactCandidate): number[] => [
    usable.length > 0 || c.adjacent ? 0 : 1,
    offFacingDeg(from.square, from.facing, c.squares),
    stepsTo(from.square, c.squares),
  ]
  let best = pool[0]
  let bestRank = rank(best)
  for (const c of pool.slice(1)) {
    const r = rank(c)
    const i = r.findIndex((v, k) => Math.abs(v - bestRank[k]) > 1e-9)
    if (i >= 0 && r[i] < bestRank[i]) {
      best = c
      bestRank = r
    }
  }
  return { id: best.id, usable: best.usable }
}
