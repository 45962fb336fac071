import type { DetailTemplates, DetailWords } from '../detailTexts'

/**
 * German details of the lines and modifiers of the Mage Knight castle and core rules and the judge's own lines (src/rules/mageknight, src/judge).
 * See detailTexts.ts for the template syntax.
 */
export const GERMAN_DETAILS_CASTLE: DetailTemplates = []

/** Words of these rules that details carry as values, in German (`{name|word}`). */
export const GERMAN_WORDS_CASTLE: DetailWords = []
