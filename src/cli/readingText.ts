import type { SettingValue } from '../judge'

/**
 * A profile's reading as the text output says it: a word or number as it is; a list or a record
 * in words (a large figure's section arcs "front 0 deg +-45, right 90 deg +-45, ..."), never the
 * one-line JSON the profile file holds (section arcs ran to about 400 characters on the "Rules:"
 * line). --json keeps the value itself. A value still too long for a line says so and points
 * at --json.
 */

/** Longest reading on a text line (characters); past it the line names the change and --json gives it. */
export const MAX_READING_CHARS = 160

const isRecord = (v: unknown): v is Readonly<Record<string, unknown>> => typeof v === 'object' && v !== null && !Array.isArray(v)

/** A section arc (R-LF-1) by its own words: its section, its centre and half its width. */
function arcText(v: Readonly<Record<string, unknown>>): string | null {
  const { section, centreDeg, widthDeg } = v
  if (typeof section !== 'string' || typeof centreDeg !== 'number' || typeof widthDeg !== 'number') return null
  return `${section} ${round(centreDeg)} deg +-${round(widthDeg / 2)}`
}

const round = (n: number) => String(Math.round(n * 100) / 100)

function partText(v: unknown): string {
  if (typeof v === 'number') return round(v)
  if (typeof v === 'string' || typeof v === 'boolean') return String(v)
  if (Array.isArray(v)) return v.length === 0 ? 'none' : v.map(partText).join(', ')
  if (isRecord(v))
    return (
      arcText(v) ??
      Object.entries(v)
        .map(([k, x]) => `${k} ${isRecord(x) || Array.isArray(x) ? `(${partText(x)})` : partText(x)}`)
        .join(' ')
    )
  return String(v)
}

/** `value` in words for one line of text; null: a list or record too long for it. */
export function readingText(value: SettingValue): string | null {
  if (typeof value === 'string') return value
  const text = partText(value)
  return text.length <= MAX_READING_CHARS ? text : null
}

/** A reading that differs: "mk.core.heightAdvantageDefence 2 (default 1)", or "<path> changed (--json gives it)" when too long. */
export function differenceText(path: string, value: SettingValue, byDefault: SettingValue, defaultName = 'default'): string {
  const [now, before] = [readingText(value), readingText(byDefault)]
  return now === null || before === null ? `${path} changed (--json gives it)` : `${path} ${now} (${defaultName} ${before})`
}
