import type { DetailTemplates, DetailWords } from '../detailTexts'

/**
 * German details of the lines and modifiers of the turn, moving and falling, states, rounds, attributes and AP, and the engine's own lines (src/rules/universalis: movement, states, round, model, engine).
 * See detailTexts.ts for the template syntax.
 */
export const GERMAN_DETAILS_MOVEMENT: DetailTemplates = []

/** Words of these rules that details carry as values, in German (`{name|word}`). */
export const GERMAN_WORDS_MOVEMENT: DetailWords = []
