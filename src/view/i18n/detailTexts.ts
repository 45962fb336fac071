/**
 * The detail of a ruling line or a modifier in the reader's language. The rules say it as a key
 * and values (src/rules/kernel/detail.ts `detailed`) with an English text for the command line;
 * German comes from the templates in `details/*.ts`, one file per part of the rules (with its words), filled from
 * the values: `{name}` is the value as it is (ids, numbers in German notation), `{name|word}` a
 * word of the rules translated by the files' word lists. A German screen never shows the English text:
 * a detail without German words is left out (tests/i18n-details.test.ts keeps that from happening).
 */
import { formatNumber } from './formatValues'
import { addFormatter, addTemplates, translateLoose } from './i18nextAdapter'
import type { Language } from './translations'
import { GERMAN_DETAILS_CASTLE, GERMAN_WORDS_CASTLE } from './details/castle'
import { GERMAN_DETAILS_CAVALRY, GERMAN_WORDS_CAVALRY } from './details/cavalry'
import { GERMAN_DETAILS_COMBAT, GERMAN_WORDS_COMBAT } from './details/combat'
import { GERMAN_DETAILS_DUNGEONS, GERMAN_WORDS_DUNGEONS } from './details/dungeons'
import { GERMAN_DETAILS_LARGE, GERMAN_WORDS_LARGE } from './details/large'
import { GERMAN_DETAILS_MELEE, GERMAN_WORDS_MELEE } from './details/melee'
import { GERMAN_DETAILS_MKCORE, GERMAN_WORDS_MKCORE } from './details/mkcore'
import { GERMAN_DETAILS_MOVEMENT, GERMAN_WORDS_MOVEMENT } from './details/movement'
import { GERMAN_DETAILS_VERDICTS, GERMAN_WORDS_VERDICTS } from './details/verdicts'
import { GERMAN_DETAILS_MKPLAY, GERMAN_DETAILS_MKSIEGE, GERMAN_WORDS_MKPLAY } from './details/mkplay'

/** [detail key, German template] */
export type DetailTemplates = readonly (readonly [string, string])[]
/** [a rules' word as the rules write it, the German word] */
export type DetailWords = readonly (readonly [string, string])[]

const GERMAN: ReadonlyMap<string, string> = new Map([
  ...GERMAN_DETAILS_MOVEMENT,
  ...GERMAN_DETAILS_COMBAT,
  ...GERMAN_DETAILS_MELEE,
  ...GERMAN_DETAILS_CASTLE,
  ...GERMAN_DETAILS_MKPLAY,
  ...GERMAN_DETAILS_MKCORE,
  ...GERMAN_DETAILS_LARGE,
  ...GERMAN_DETAILS_MKSIEGE,
  ...GERMAN_DETAILS_CAVALRY,
  ...GERMAN_DETAILS_DUNGEONS,
  ...GERMAN_DETAILS_VERDICTS,
])
const GERMAN_WORDS: ReadonlyMap<string, string> = new Map([
  ...GERMAN_WORDS_MOVEMENT,
  ...GERMAN_WORDS_COMBAT,
  ...GERMAN_WORDS_MELEE,
  ...GERMAN_WORDS_CASTLE,
  ...GERMAN_WORDS_MKPLAY,
  ...GERMAN_WORDS_MKCORE,
  ...GERMAN_WORDS_LARGE,
  ...GERMAN_WORDS_CAVALRY,
  ...GERMAN_WORDS_DUNGEONS,
  ...GERMAN_WORDS_VERDICTS,
])

/** Every detail key that has German words (for the coverage test). */
export const GERMAN_DETAIL_KEYS: ReadonlySet<string> = new Set(GERMAN.keys())

/** The German template of `key`, if there is one (for the tests). */
export const germanDetailTemplate = (key: string): string | undefined => GERMAN.get(key)

type Said = { detail?: string; detailKey?: string; params?: Readonly<Record<string, string | number>> }

function german(value: string | number, word: boolean): string {
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : formatNumber(value, 2, 'de').replace(/,?0+$/, '')
  if (word) return GERMAN_WORDS.get(value) ?? value
  return value
}

// The German templates are i18next's namespace `detail`; `{name|word}` goes through formatter `word`.
addTemplates('detail', 'de', GERMAN)
addFormatter('word', (value) => (typeof value === 'number' || typeof value === 'string' ? german(value, true) : String(value)))

/** The detail in `language`, or null when there is none (or, on a German screen, no German for it). */
export function detailText(said: Said, language: Language): string | null {
  if (!said.detail) return null
  if (language === 'en') return said.detail
  if (said.detailKey === undefined) return null
  // Numbers in German notation; words stay raw for the `word` formatter to translate.
  const params: Record<string, string | number> = {}
  for (const [name, value] of Object.entries(said.params ?? {})) params[name] = typeof value === 'number' ? german(value, false) : value
  return translateLoose('detail', said.detailKey, 'de', params)
}
