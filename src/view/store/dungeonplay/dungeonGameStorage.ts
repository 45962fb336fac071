/** The Dungeons game in play, kept in the browser's storage (`../savedGame.ts`); its own key. */
import type { DungeonScenarioFile } from '../../ports'
import { savedGameSlot } from '../savedGame'

export const DUNGEON_GAME_KEY = 'sightline.mkdgame'

const slot = savedGameSlot<DungeonScenarioFile>(DUNGEON_GAME_KEY)
export const saveDungeonGame = slot.save
export const readSavedDungeonGame = slot.read
export const removeSavedDungeonGame = slot.remove
