/**
 * The one place the view's texts meet i18next (issue 14: a maintained library for plurals,
 * interpolation and number formats). The tables stay what they were, `{ en, de }` records and
 * German template maps that several people add to at once; each table's module hands them to
 * this adapter when it is loaded, and the adapter turns them into i18next resources, one
 * namespace per table. So an entry added in the old format is an i18next entry too.
 *
 * Template syntax: i18next is set to the tables' own, `{name}` (a value as it is) and
 * `{name|word}` (a value through formatter `word`, e.g. a rules' word in German), so a table's
 * text is an i18next template as it stands. Plurals are i18next's: `key_one` and `key_other`
 * filled with `{count}`. Keys are looked up whole: they hold dots (`fall.band`) and colons, so
 * i18next's key and namespace separators are off.
 */
import i18next, { type i18n as I18n, type TOptions } from 'i18next'

export type Lang = 'en' | 'de'

/** A text with its English and German; the shape of every `{ en, de }` table. */
export interface BilingualText {
  en: string
  de: string
}

/** Marks a placeholder i18next could not fill, so callers (and tests) can tell it from a text. */
const UNFILLED = '\u0000'

function createInstance(): I18n {
  const instance = i18next.createInstance()
  void instance.init({
    lng: 'en',
    fallbackLng: false,
    supportedLngs: ['en', 'de'],
    // Resources are in memory: init is done when this call returns, no promise to await.
    initAsync: false,
    keySeparator: false,
    nsSeparator: false,
    returnNull: false,
    resources: {},
    // A missing value stays as its placeholder, marked so that `translate` can tell.
    missingInterpolationHandler: (_text: string, match: RegExpExecArray) => `${UNFILLED}${match[0]}`,
    interpolation: {
      // React escapes what it renders; escaping here would show `&amp;` on screen.
      escapeValue: false,
      prefix: '{',
      suffix: '}',
      formatSeparator: '|',
    },
  } as Parameters<I18n['init']>[0])
  return instance
}

/** The view's i18next instance. */
export const i18n: I18n = createInstance()

/** Adds one `{ en, de }` table as namespace `ns` (keys as they are). Adding again merges. */
export function addBilingualTable(ns: string, table: Readonly<Record<string, BilingualText>> | ReadonlyMap<string, BilingualText>): void {
  const en: Record<string, string> = {}
  const de: Record<string, string> = {}
  const entries = table instanceof Map ? table.entries() : Object.entries(table)
  for (const [key, t] of entries) {
    en[key] = t.en
    de[key] = t.de
  }
  i18n.addResourceBundle('en', ns, en, true, true)
  i18n.addResourceBundle('de', ns, de, true, true)
}

/** Adds one language's templates as namespace `ns`, e.g. the German detail templates. */
export function addTemplates(ns: string, lng: Lang, entries: Iterable<readonly [string, string]>): void {
  const bundle: Record<string, string> = {}
  for (const [key, template] of entries) bundle[key] = template
  i18n.addResourceBundle(lng, ns, bundle, true, true)
}

/** Adds a formatter `{x|name}` (e.g. `word`, the rules' words in German). */
export function addFormatter(name: string, format: (value: unknown, lng: string | undefined) => string): void {
  i18n.services.formatter?.add(name, (value, lng) => format(value, lng))
}

/** True when `ns` has `key` in `lng`. */
export const hasText = (ns: string, key: string, lng: Lang): boolean => i18n.exists(key, { ns, lng })

/** Values a template names; `count` also picks the plural (`key_one` / `key_other`). */
export type TextParams = Readonly<Record<string, string | number>>

/**
 * Values go in i18next's `replace`, never beside its own options, so that a value named `ns`,
 * `lng` or `context` stays a value; only `count` is passed as the option that chooses a plural.
 */
function lookUp(ns: string, key: string, lng: Lang, params?: TextParams): string | null {
  const count = params !== undefined && typeof params.count === 'number' ? params.count : undefined
  const options = { ns, lng, replace: { ...params }, ...(count === undefined ? {} : { count }) } as TOptions
  if (!i18n.exists(key, options)) return null
  return i18n.t(key, options) as string
}

/**
 * The text of `key` in namespace `ns`, filled from `params`, or null when there is no such
 * text or a placeholder it names has no value.
 */
export function translate(ns: string, key: string, lng: Lang, params?: TextParams): string | null {
  const text = lookUp(ns, key, lng, params)
  return text === null || text.includes(UNFILLED) ? null : text
}

/** Like `translate`, but a missing placeholder stays in the text as `{name}` (what the old lookup gave). */
export function translateLoose(ns: string, key: string, lng: Lang, params?: TextParams): string | null {
  return lookUp(ns, key, lng, params)?.replaceAll(UNFILLED, '') ?? null
}

/** A decimal number in the language's notation through i18next's number formatter (Intl, cached). */
export function formatDecimalWith(value: number, digits: number, lng: Lang): string {
  const format = i18n.services.formatter
  const options = { minimumFractionDigits: digits, maximumFractionDigits: digits }
  // en-GB as before: "1,234.50" (the same digits as "en"), German "1.234,50".
  return format ? format.format(value, 'number', lng === 'de' ? 'de-DE' : 'en-GB', options) : value.toFixed(digits)
}

/** The language i18next speaks now (the store switches it, `switchLanguage`). */
export const currentLanguage = (): Lang => (i18n.language === 'de' ? 'de' : 'en')

/** Switches i18next's language; listeners (`onLanguageChanged`) hear of it. */
export function switchLanguage(lng: Lang): void {
  if (i18n.language !== lng) void i18n.changeLanguage(lng)
}

/** Calls `listener` on every language switch; returns the unsubscribe. */
export function onLanguageChanged(listener: (lng: Lang) => void): () => void {
  const handler = (lng: string) => listener(lng === 'de' ? 'de' : 'en')
  i18n.on('languageChanged', handler)
  return () => i18n.off('languageChanged', handler)
}
