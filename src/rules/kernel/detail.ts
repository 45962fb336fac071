/**
 * A ruling line's or a modifier's detail said as a key and values (issue "Play": "rulings carry
 * keys and parameters, the view translates them"). `detailed` fills the English template for
 * the command line and the tests, and keeps the key and the values for the view, which says the
 * same in German from its own template (src/view/i18n/detailTexts.ts). Keys are string
 * literals at the call, so a test can find every one and check that German has words for it.
 */
export type DetailParams = Readonly<Record<string, string | number>>

export interface Detailed {
  /** The English text, as the command line prints it. */
  detail: string
  detailKey: string
  params: DetailParams
}

/** `{name}` in `english` is `params.name`; a name without a value is the caller's mistake. */
export function detailed(key: string, english: string, params: DetailParams = {}): Detailed {
  const detail = english.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (!Object.hasOwn(params, name)) throw new Error(`rules/detailed ${key}: no value for {${name}}`)
    return String(params[name])
  })
  return { detail, detailKey: key, params }
}

/** The detail of another line or modifier, carried over whole (its English, key and values), for a line that repeats it. */
export function sameDetail(from: { detail?: string; detailKey?: string; params?: DetailParams }): Partial<Detailed> {
  const out: { detail?: string; detailKey?: string; params?: DetailParams } = {}
  if (from.detail !== undefined) out.detail = from.detail
  if (from.detailKey !== undefined) out.detailKey = from.detailKey
  if (from.params !== undefined) out.params = from.params
  return out
}
