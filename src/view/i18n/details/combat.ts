import type { DetailTemplates, DetailWords } from '../detailTexts'

/**
 * German details of the lines and modifiers of sight and cover, camouflage, shooting and damage (src/rules/universalis: sight, ranged, damage).
 * See detailTexts.ts for the template syntax.
 */
export const GERMAN_DETAILS_COMBAT: DetailTemplates = [
  ['camouflage.modeLevel', 'Tarnung {mode|word}, Stufe {level}'],
  ['melee.camouflageAmbush', 'Angriff aus der Tarnung in Runde {round}'],
  ['reveal.supporter', '{model}'],
]

/** Words of these rules that details carry as values, in German (`{name|word}`). */
export const GERMAN_WORDS_COMBAT: DetailWords = [
  ['passive', 'passiv'],
  ['active', 'aktiv'],
]
