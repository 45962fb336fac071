import type { DetailTemplates, DetailWords } from '../detailTexts'

/**
 * German details of the lines and modifiers of melee, items, objects and powers (src/rules/universalis: melee, items, powers).
 * See detailTexts.ts for the template syntax.
 */
export const GERMAN_DETAILS_MELEE: DetailTemplates = []

/** Words of these rules that details carry as values, in German (`{name|word}`). */
export const GERMAN_WORDS_MELEE: DetailWords = []
