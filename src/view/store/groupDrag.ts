/**
 * Dragging one figure of a selection drags the whole selection (issue 14): every figure moves by
 * the grabbed one's offset, kept on the table and standing on the surface under it. On the drop a
 * figure let go inside something is pushed aside to its nearest free place as a single drop is
 * (freePlace.ts); when any one of them finds no room the whole group goes back, so a group is
 * never half kept. editActions.ts calls these; the store records the drag as one undo step.
 */
import { figureOverlapsIn } from '../../scene/figureOverlaps'
import type { Figure, Scene, Vec3 } from '../../scene/schema'
import { moveGroup, offsetOnTable } from './figureGroup'
import { nearestFreePlace } from './freePlace'

/** The surface height at (x, z) at or below `below` (the ports' surfaceAt on the current world). */
export type SurfaceHeight = (x: number, z: number, below: number) => number

/**
 * The scene while the group is dragged: `before` with `group` moved so the grabbed figure's
 * centre is at (x, z). Each figure keeps its height relative to the grabbed one when looking for
 * its surface (`pointerY` is where the pointer hit), so a group on a hill stays on the hill.
 */
export function groupDraggedTo(
  before: Scene,
  group: readonly string[],
  grabbedId: string,
  target: { x: number; z: number; pointerY: number },
  surface: SurfaceHeight,
  slackCm: number,
): Scene {
  const grabbed = before.figures.find((f) => f.id === grabbedId)
  if (!grabbed) return before
  const [gx, gy, gz] = grabbed.position
  const [dx, dz] = offsetOnTable(before, group, target.x - gx, target.z - gz)
  const rise = target.pointerY - gy
  return moveGroup(before, group, dx, dz, (f: Figure, x, z) => surface(x, z, f.position[1] + rise + slackCm))
}

/** The group's figures that overlap something where they stand now (drawn red while dragging). */
export function groupOverlaps(scene: Scene, group: readonly string[]): Map<string, string[]> {
  const out = new Map<string, string[]>()
  for (const id of group) {
    const inside = figureOverlapsIn(scene, id)
    if (inside.length > 0) out.set(id, inside)
  }
  return out
}

export interface GroupDrop {
  /** The scene to keep, or null: put the whole group back. */
  scene: Scene | null
  /** One line per figure that was let go inside something: "id: what it overlapped". */
  items: string[]
}

/**
 * Settles a dropped group: figures inside something are pushed aside one after another (each
 * clear of those already placed); `place` moves one figure (and its passenger) to a position.
 */
export function dropGroup(
  scene: Scene,
  group: readonly string[],
  surface: SurfaceHeight,
  slackCm: number,
  place: (scene: Scene, id: string, position: Vec3) => Scene,
): GroupDrop {
  const inside = groupOverlaps(scene, group)
  const items = [...inside].map(([id, what]) => `${id}: ${what.join(', ')}`)
  let settled = scene
  for (const id of inside.keys()) {
    if (figureOverlapsIn(settled, id).length === 0) continue // an earlier push made room
    const y = settled.figures.find((f) => f.id === id)?.position[1] ?? 0
    const free = nearestFreePlace(
      settled,
      id,
      (x, z) => surface(x, z, y + slackCm),
      (s, position) => place(s, id, position),
    )
    if (!free) return { scene: null, items }
    settled = free.scene
  }
  return { scene: settled, items }
}
