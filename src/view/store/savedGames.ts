/**
 * Whether a game of any kind waits in the browser's storage. A link names the scene it opens: a game
 * another tab saved must not replace it unasked (a player opened a Dungeons link and got the cavalry game
 * of another tab), so the app offers such a game instead of resuming it when a link was followed.
 */
import type { KeyValueStorage } from './persistence'
import { readSavedDungeonGame } from './dungeonplay/dungeonGameStorage'
import { readSavedMkGame } from './mkplay/mkGameStorage'
import { readSavedGame } from './play/gameStorage'

export function savedGameWaiting(storage: KeyValueStorage | null): boolean {
  return readSavedGame(storage) !== null || readSavedMkGame(storage) !== null || readSavedDungeonGame(storage) !== null
}
