/**
 * A game in play kept in the browser's storage after every step so that a reload continues it
 * (R-P.1: the seed and the steps are the whole game): its game file, as the view exports it, with
 * the undo setting beside it, under one key per play mode (their files are different formats).
 * Storage that is full or private never stops the game; only a reload would lose it.
 */
import type { KeyValueStorage } from './persistence'

export interface SavedGameSlot<File> {
  /** `settingUp`: the game is still in its set-up step (agreed, not begun), so a reload shows the set-up again. */
  save(storage: KeyValueStorage | null, file: File, undoRollsBackDice: boolean, settingUp?: boolean): boolean
  /** The saved file as text (to be read by the play mode's own checks), or null. */
  read(storage: KeyValueStorage | null): { text: string; undoRollsBackDice: boolean; settingUp: boolean } | null
  remove(storage: KeyValueStorage | null): void
}

export function savedGameSlot<File>(key: string): SavedGameSlot<File> {
  return {
    save(storage, file, undoRollsBackDice, settingUp = false) {
      if (!storage) return false
      try {
        storage.setItem(key, JSON.stringify({ file, undoRollsBackDice, ...(settingUp ? { settingUp } : {}) }))
        return true
      } catch {
        return false
      }
    },
    read(storage) {
      try {
        const raw = storage?.getItem(key)
        if (!raw) return null
        const saved = JSON.parse(raw) as { file?: unknown; undoRollsBackDice?: unknown; settingUp?: unknown }
        return {
          text: JSON.stringify(saved.file),
          undoRollsBackDice: saved.undoRollsBackDice === true,
          settingUp: saved.settingUp === true,
        }
      } catch {
        return null
      }
    },
    remove(storage) {
      try {
        storage?.removeItem(key)
      } catch {
        // Nothing to do: the next save overwrites it.
      }
    },
  }
}
