/**
 * Where pasted figures (and terrain pieces copied with them) go: the copies keep their shape as a
 * group and stand beside the copied group, clear of its outline, where no figure overlaps
 * anything (the loader's own test, scene/figureOverlaps.ts) and every base and footprint stays on
 * the table (R-SE-12), so a paste never makes the warning or error a saved file would get. Where
 * no side has room, the nearest such offset is searched on rings, nearest first, like a dropped
 * figure's free place (freePlace.ts). Pasted under the pointer (issue 14, as Tabletop Simulator
 * and Foundry paste), the group's centre goes to the pointer's table point instead, nudged to the
 * nearest free offset around it by the same checks. The copied records may come from another tab
 * through the system clipboard (clipboardText.ts): only their positions relate them to this table.
 */
import { figureOverlapsIn } from '../../scene/figureOverlaps'
import { figureProfile } from '../../scene/figureProfile'
import { OVERLAP_TOLERANCE } from '../../scene/overlaps'
import { checkOverlaps } from '../../scene/checks'
import type { Figure, Scene, TerrainPiece } from '../../scene/schema'
import { figureOverEdge, pieceOverEdge } from '../../scene/tableEdge'
import { copiesOf, copyId } from './figureGroup'

/** Ring spacing and spacing along a ring (cm) of the offsets tried. */
export const PASTE_STEP_CM = 0.5
/** The gap (cm) between the copied group's outline and the copies' when they fit beside it. */
export const PASTE_GAP_CM = 1
/** The furthest (cm) a paste looks for room before giving up. */
export const PASTE_REACH_CM = 60

/** A terrain piece's reach from its centre along x and z (its bounding box seen from above, unturned: enough for a gap). */
const pieceReach = (t: TerrainPiece): number => (t.shape === 'cylinder' ? t.radius : Math.hypot(t.size[0], t.size[2]) / 2)

/** The outline of the bases and pieces seen from above, cm: [west, east, north, south] (min x, max x, min z, max z). */
function groupBounds(figures: readonly Figure[], terrain: readonly TerrainPiece[]): [number, number, number, number] {
  const discs: [number, number, number][] = [
    ...figures.map((f): [number, number, number] => [f.position[0], f.position[2], figureProfile(f).radius]),
    ...terrain.map((t): [number, number, number] => [t.center[0], t.center[2], pieceReach(t)]),
  ]
  const xs = discs.flatMap(([x, , r]) => [x - r, x + r])
  const zs = discs.flatMap(([, z, r]) => [z - r, z + r])
  return [Math.min(...xs), Math.max(...xs), Math.min(...zs), Math.max(...zs)]
}

/**
 * The centre of the group as a player sees it (x, z): the middle of its outline's box, as Tabletop
 * Simulator and Foundry centre a pasted selection on the pointer.
 */
export function groupCentre(figures: readonly Figure[], terrain: readonly TerrainPiece[] = []): [number, number] {
  const [west, east, north, south] = groupBounds(figures, terrain)
  return [(west + east) / 2, (north + south) / 2]
}

/** Copies of the terrain pieces moved by (dx, dz), with ids unique in `scene` and beside `figureIds`. */
function terrainCopies(scene: Scene, terrain: readonly TerrainPiece[], figureIds: readonly string[], [dx, dz]: readonly [number, number]) {
  const taken = new Set<string>([
    ...scene.terrain.map((t) => t.id),
    ...scene.figures.map((f) => f.id),
    ...(scene.castle?.sections ?? []).map((c) => c.id),
    ...(scene.ladders ?? []).map((l) => l.id),
    ...figureIds,
  ])
  return terrain.map((t): TerrainPiece => {
    const id = copyId(t.id, taken)
    taken.add(id)
    return { ...t, id, center: [t.center[0] + dx, t.center[1], t.center[2] + dz] }
  })
}

export interface Pasted {
  scene: Scene
  /** The copies' ids, in the order of the copied figures. */
  ids: string[]
}

/**
 * The scene with copies of `figures` (and of `terrain`, moved alike) added at the nearest free
 * offset, or null when there is no room within PASTE_REACH_CM. `heightAt(figure, x, z)` is the
 * surface a copy stands on there. `ids` names the figure copies (the selection afterwards).
 * With `at` (the table point under the pointer, x and z) the group's centre (groupCentre) goes
 * there, nudged to the nearest free offset around it; without, the copies go beside the originals.
 */
export function pasteFigures(
  scene: Scene,
  figures: readonly Figure[],
  heightAt: (figure: Figure, x: number, z: number) => number,
  terrain: readonly TerrainPiece[] = [],
  at: readonly [number, number] | null = null,
): Pasted | null {
  if (figures.length === 0 && terrain.length === 0) return null
  const fits = placeTester(scene, figures, heightAt, terrain)
  if (at) {
    const [cx, cz] = groupCentre(figures, terrain)
    return nearestFit(fits, [at[0] - cx, at[1] - cz])
  }
  // First beside the copied group, clear of its outline (east, south, west, north), so copies never
  // stand between the originals; then the nearest free offset on rings.
  const [west, east, north, south] = groupBounds(figures, terrain)
  const [width, depth] = [east - west, south - north]
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
  return nearestFit(fits, [0, 0])
}

type Tester = (offset: readonly [number, number]) => Pasted | null

/** The offset `wanted` if the copies fit there, else the nearest that fits on rings around it (PASTE_STEP_CM apart), else null. */
function nearestFit(fits: Tester, [wx, wz]: readonly [number, number]): Pasted | null {
  const first = fits([wx, wz])
  if (first) return first
  for (let r = PASTE_STEP_CM; r <= PASTE_REACH_CM + 1e-9; r += PASTE_STEP_CM) {
    const count = Math.max(8, Math.ceil((2 * Math.PI * r) / PASTE_STEP_CM))
    for (let i = 0; i < count; i++) {
      const angle = (2 * Math.PI * i) / count
      const pasted = fits([wx + r * Math.cos(angle), wz + r * Math.sin(angle)])
      if (pasted) return pasted
    }
  }
  return null
}

/** The paste at one offset (dx, dz) when every copy is on the table and overlaps nothing, else null. */
function placeTester(
  scene: Scene,
  figures: readonly Figure[],
  heightAt: (figure: Figure, x: number, z: number) => number,
  terrain: readonly TerrainPiece[],
): Tester {
  // R-SE-12: the whole base on the table, as the loader checks it (a mount's whole stadium too).
  const onTable = (f: Figure) => figureOverEdge(f, scene.table) <= OVERLAP_TOLERANCE
  return ([dx, dz]) => {
    const flat = copiesOf(scene, figures, [dx, 0, dz])
    if (!flat.every(onTable)) return null
    // A passenger rides its copied chariot's platform at the platform's height; the rest stand on the surface there.
    const copies = flat.map((c, k): Figure => {
      const [x, , z] = c.position
      return c.mk?.aboard ? c : { ...c, position: [x, heightAt(figures[k], x, z), z] }
    })
    const pieces = terrainCopies(
      scene,
      terrain,
      copies.map((c) => c.id),
      [dx, dz],
    )
    if (pieces.some((t) => pieceOverEdge(t, scene.table) > OVERLAP_TOLERANCE)) return null
    const next: Scene = { ...scene, terrain: [...scene.terrain, ...pieces], figures: [...scene.figures, ...copies] }
    if (!copies.every((c) => figureOverlapsIn(next, c.id).length === 0)) return null
    // New pieces must not land on figures already standing there (what those overlapped before is not the paste's doing).
    // The loader's own overlap check (riders' seats included), once for all of them, not once per figure.
    const at = <T>(record: T) => ({ path: [], record })
    if (pieces.length > 0 && checkOverlaps(pieces.map(at), scene.figures.map(at)).length > 0) return null
    return { scene: next, ids: copies.map((c) => c.id) }
  }
}
