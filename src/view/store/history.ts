/**
 * Undo/redo of whole scenes. Scenes are immutable values, so a history entry is simply the
 * scene before a change; nothing is diffed. Pure functions, so a headless driver and the unit
 * tests can use them without a store.
 */
import type { Scene } from '../../scene/schema'

/** How many earlier scenes are kept; older ones fall off the end. */
export const HISTORY_LIMIT = 200

export interface SceneHistory {
  /** Oldest first; the last entry is what undo restores. */
  past: readonly Scene[]
  /** Nearest first; the first entry is what redo restores. */
  future: readonly Scene[]
}

export const EMPTY_HISTORY: SceneHistory = { past: [], future: [] }

/** Records that `before` was replaced by a new scene: it becomes undoable and redo is lost. */
export function recordChange(history: SceneHistory, before: Scene): SceneHistory {
  const past = [...history.past, before]
  if (past.length > HISTORY_LIMIT) past.splice(0, past.length - HISTORY_LIMIT)
  return { past, future: [] }
}

/** The scene to go back to and the history after it, or null when there is nothing to undo. */
export function undo(history: SceneHistory, current: Scene): { scene: Scene; history: SceneHistory } | null {
  if (history.past.length === 0) return null
  const scene = history.past[history.past.length - 1]
  return { scene, history: { past: history.past.slice(0, -1), future: [current, ...history.future] } }
}

/** The scene to go forward to and the history after it, or null when there is nothing to redo. */
export function redo(history: SceneHistory, current: Scene): { scene: Scene; history: SceneHistory } | null {
  if (history.future.length === 0) return null
  const [scene, ...future] = history.future
  return { scene, history: { past: [...history.past, current], future } }
}
