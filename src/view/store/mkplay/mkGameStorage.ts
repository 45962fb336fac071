/**
 * The Mage Knight game in play, kept in the browser's storage after every step so that a reload
 * continues it (R-P.1: the steps and the seed are the whole game), as the game file the view
 * exports with the undo setting beside it. Its own key: a Universalis game's is another format.
 */
import type { KeyValueStorage } from '../persistence'
import type { MkScenarioFile } from '../../ports'

export const MK_GAME_KEY = 'sightline.mkgame'

export function saveMkGame(storage: KeyValueStorage | null, file: MkScenarioFile, undoRollsBackDice: boolean): boolean {
  if (!storage) return false
  try {
    storage.setItem(MK_GAME_KEY, JSON.stringify({ file, undoRollsBackDice }))
    return true
  } catch {
    // Full or private storage: the game goes on, only a reload would lose it.
    return false
  }
}

export function readSavedMkGame(storage: KeyValueStorage | null): { text: string; undoRollsBackDice: boolean } | null {
  try {
    const raw = storage?.getItem(MK_GAME_KEY)
    if (!raw) return null
    const saved = JSON.parse(raw) as { file?: unknown; undoRollsBackDice?: unknown }
    return { text: JSON.stringify(saved.file), undoRollsBackDice: saved.undoRollsBackDice === true }
  } catch {
    return null
  }
}

export function removeSavedMkGame(storage: KeyValueStorage | null): void {
  try {
    storage?.removeItem(MK_GAME_KEY)
  } catch {
    // Nothing to do: the next save overwrites it.
  }
}
