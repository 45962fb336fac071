/**
 * Turns ruling values into display text. Only presentation happens here (units, decimals,
 * translated words); the values themselves are the judge's and are never recomputed.
 */
import { uiText, valueWord, type Language } from './translations'
import type { RulingLine } from '../ports'
import { formatDecimalWith } from './i18nextAdapter'

/** Keys whose numeric values are lengths in cm. */
const CM_KEYS: ReadonlySet<string> = new Set([
  'distanceEdge',
  'distanceCenter',
  'distanceHorizontal',
  'heightDifference',
  'dropHeight',
  'climbCost',
  'profileHeight',
  'step.profileHeight',
  'step.dropHeight',
  'climb.rise',
  'climb.cost',
  'climbDown.cost',
  'fall.limits',
])
/** Keys whose numeric values are Mage Knight distances in inches (the castle report). */
const INCH_KEYS: ReadonlySet<string> = new Set(['horizontalDistance', 'minimumRange', 'rangeIn', 'effectiveRangeIn'])
/** Keys whose numeric values are shares 0..1, shown as percentages. */
const SHARE_KEYS: ReadonlySet<string> = new Set(['visibleFraction', 'hiddenShare'])

/** A decimal number in the language's notation ("2.5" / "2,5"), through i18next's number formatter. */
export function formatNumber(value: number, digits: number, language: Language): string {
  return formatDecimalWith(value, digits, language)
}

/** A share 0..1 as a percentage with one decimal in the language's notation ("41.2 %" / "41,2 %"). */
export const formatShare = (share: number, language: Language): string => `${formatNumber(share * 100, 1, language)} %`

/** A length in cm with two decimals, the judge's own precision, e.g. "12.35 cm". */
export const formatCm = (value: number, language: Language): string => `${formatNumber(value, 2, language)} cm`

/** The display text of one ruling value. Strings that are ids (or unknown words) stay as they are. */
export function formatLineValue(line: Pick<RulingLine, 'key' | 'value'>, language: Language): string {
  const { key, value } = line
  if (typeof value === 'boolean') return uiText(value ? 'yes' : 'no', language)
  if (typeof value === 'number') {
    if (SHARE_KEYS.has(key)) return formatShare(value, language)
    if (CM_KEYS.has(key)) return formatCm(value, language)
    if (INCH_KEYS.has(key)) return `${formatNumber(value, 2, language)} in`
    return Number.isInteger(value) ? String(value) : formatNumber(value, 2, language)
  }
  if (value === '') return '—'
  return valueWord(value, language) ?? value
}
