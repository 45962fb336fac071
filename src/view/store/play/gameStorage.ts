/**
 * The game in play, kept in the browser's storage after every step so that a reload continues
 * it (R-P.1: the steps and the seed are the whole game). Written as the game file the view
 * exports, with the undo setting beside it. A copy that cannot be replayed is moved aside under
 * its own key, never dropped.
 */
import type { KeyValueStorage } from '../persistence'
import type { ScenarioFile } from '../../ports'

export const GAME_KEY = 'sightline.game'
export const GAME_SETTINGS_KEY = 'sightline.game.settings'
export const GAME_ASIDE_PREFIX = 'sightline.game.aside.'

/** Saves the game; false when the browser refused (full or private storage): the game goes on, only a reload would lose it. */
export function saveGame(storage: KeyValueStorage | null, file: ScenarioFile, undoRollsBackDice: boolean): boolean {
  if (!storage) return false
  try {
    storage.setItem(GAME_KEY, JSON.stringify(file))
    storage.setItem(GAME_SETTINGS_KEY, JSON.stringify({ undoRollsBackDice }))
    return true
  } catch {
    return false
  }
}

export function readSavedGame(storage: KeyValueStorage | null): { text: string; undoRollsBackDice: boolean } | null {
  if (!storage) return null
  try {
    const text = storage.getItem(GAME_KEY)
    if (text === null) return null
    let undoRollsBackDice = false
    try {
      undoRollsBackDice = JSON.parse(storage.getItem(GAME_SETTINGS_KEY) ?? '{}')?.undoRollsBackDice === true
    } catch {
      // A damaged setting is the default; the game itself is what matters.
    }
    return { text, undoRollsBackDice }
  } catch {
    return null
  }
}

export function removeSavedGame(storage: KeyValueStorage | null): void {
  try {
    storage?.removeItem(GAME_KEY)
    storage?.removeItem(GAME_SETTINGS_KEY)
  } catch {
    // Nothing to do: the next save overwrites it.
  }
}

/** Moves a saved game that cannot be replayed aside; returns its new key, or null when storage refused (then it stays where it is). */
export function setSavedGameAside(storage: KeyValueStorage | null, text: string, now: Date): string | null {
  if (!storage) return null
  const key = `${GAME_ASIDE_PREFIX}${now.toISOString()}`
  try {
    storage.setItem(key, text)
    storage.removeItem(GAME_KEY)
    return key
  } catch {
    return null
  }
}
