import type { Figure, Scene, TerrainPiece } from '../../scene/schema'

/**
 * A scene handed to a worker by what changed (issue 15's incremental judge, for the stability
 * band's worker). A message to a Web Worker is a structured clone: every record arrives as a new
 * object, so the worker's TableWorld, which compares records by identity (setScene), would look
 * at every record again on every question. The page side still has the identities: it sends
 * only the records that are not the objects it sent last time, and for the others their index in
 * that last list. The worker rebuilds the scene from the one it kept, reusing its own objects for
 * those, so its world updates what changed and skips the rest as it does on the page.
 *
 * Both sides keep the last scene sent and received; messages arrive in order, and every message
 * is applied on arrival (even a question a newer one overtakes), so the two stay the same.
 */

/** A list by what changed: a record that is new or changed, or the index of the same record in the last list. */
export type ListDelta<T> = readonly (T | number)[]

export type SceneMessage =
  /** The first question, a scene load or a new table: the worker builds its world afresh. */
  | { kind: 'whole'; scene: Scene }
  | {
      kind: 'changes'
      /** Every other member of the scene that is not the object sent last time (absent: the same). */
      changed: Partial<Scene>
      /** Members the last scene had and this one has not. */
      removed: readonly string[]
      /** Absent: the same list as last time. */
      figures?: ListDelta<Figure>
      terrain?: ListDelta<TerrainPiece>
    }

const LISTS = new Set(['figures', 'terrain'])

function listDelta<T extends object>(last: readonly T[], next: readonly T[]): ListDelta<T> {
  const at = new Map<T, number>()
  last.forEach((record, k) => at.set(record, k))
  return next.map((record) => at.get(record) ?? record)
}

/**
 * What to send for `next` after `last` was sent (null: nothing yet). A scene whose table is not
 * the last one's object is a new scene (loaded, or the table resized): it goes whole, and the
 * worker builds its world afresh rather than updating a world of another table.
 */
export function sceneMessage(last: Scene | null, next: Scene): SceneMessage {
  if (last === null || last.table !== next.table) return { kind: 'whole', scene: next }
  const changed: Record<string, unknown> = {}
  const nextMembers = next as unknown as Record<string, unknown>
  const lastMembers = last as unknown as Record<string, unknown>
  for (const key of Object.keys(next)) if (!LISTS.has(key) && nextMembers[key] !== lastMembers[key]) changed[key] = nextMembers[key]
  const removed = Object.keys(last).filter((key) => !LISTS.has(key) && !(key in next))
  return {
    kind: 'changes',
    changed: changed as Partial<Scene>,
    removed,
    ...(next.figures !== last.figures ? { figures: listDelta(last.figures, next.figures) } : {}),
    ...(next.terrain !== last.terrain ? { terrain: listDelta(last.terrain, next.terrain) } : {}),
  }
}

function applyList<T>(last: readonly T[], delta: ListDelta<T> | undefined, name: string): readonly T[] {
  if (delta === undefined) return last
  return delta.map((item) => {
    if (typeof item !== 'number') return item
    if (!Number.isInteger(item) || item < 0 || item >= last.length)
      throw new RangeError(`sceneDelta: ${name} index ${item} is not in the last list`)
    return last[item]
  })
}

/**
 * The scene a message stands for, given the last scene received: unchanged members and records
 * are the last scene's own objects. A 'changes' message without a last scene is the caller's
 * mistake (the two sides went out of step): a RangeError naming it.
 */
export function applySceneMessage(last: Scene | null, message: SceneMessage): Scene {
  if (message.kind === 'whole') return message.scene
  if (last === null) throw new RangeError('sceneDelta: changes arrived before any whole scene')
  const scene: Record<string, unknown> = { ...last, ...message.changed }
  for (const key of message.removed) delete scene[key]
  scene.figures = applyList(last.figures, message.figures, 'figures')
  scene.terrain = applyList(last.terrain, message.terrain, 'terrain')
  return scene as unknown as Scene
}
