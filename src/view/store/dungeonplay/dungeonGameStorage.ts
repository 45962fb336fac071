/**
 * The Dungeons game in play, kept in the browser's storage after every step so that a reload
 * continues it (R-P.1: the seed and the steps are the whole game), as the game file the view
 * exports with the undo setting beside it. Its own key: the other play modes' games are other formats.
 */
import type { KeyValueStorage } from '../persistence'
import type { DungeonScenarioFile } from '../../ports'

export const DUNGEON_GAME_KEY = 'sightline.mkdgame'

export function saveDungeonGame(storage: KeyValueStorage | null, file: DungeonScenarioFile, undoRollsBackDice: boolean): boolean {
  if (!storage) return false
  try {
    storage.setItem(DUNGEON_GAME_KEY, JSON.stringify({ file, undoRollsBackDice }))
    return true
  } catch {
    // Full or private storage: the game goes on, only a reload would lose it.
    return false
  }
}

export function readSavedDungeonGame(storage: KeyValueStorage | null): { text: string; undoRollsBackDice: boolean } | null {
  try {
    const raw = storage?.getItem(DUNGEON_GAME_KEY)
    if (!raw) return null
    const saved = JSON.parse(raw) as { file?: unknown; undoRollsBackDice?: unknown }
    return { text: JSON.stringify(saved.file), undoRollsBackDice: saved.undoRollsBackDice === true }
  } catch {
    return null
  }
}

export function removeSavedDungeonGame(storage: KeyValueStorage | null): void {
  try {
    storage?.removeItem(DUNGEON_GAME_KEY)
  } catch {
    // Nothing to do: the next save overwrites it.
  }
}
