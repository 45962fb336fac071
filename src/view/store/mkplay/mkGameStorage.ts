/** The Mage Knight game in play, kept in the browser's storage (`../savedGame.ts`); its own key. */
import type { MkScenarioFile } from '../../ports'
import { savedGameSlot } from '../savedGame'

export const MK_GAME_KEY = 'sightline.mkgame'

const slot = savedGameSlot<MkScenarioFile>(MK_GAME_KEY)
export const saveMkGame = slot.save
export const readSavedMkGame = slot.read
export const removeSavedMkGame = slot.remove
