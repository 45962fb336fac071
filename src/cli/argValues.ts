/**
 * The values of `npm run judge`'s flags read one by one: numbers in cm, action points, Mage Knight
 * abilities and dials, choices, thread counts. Bad input is a UsageError whose message names the
 * flag and why; the entry point prints it without a stack trace and exits 2.
 */
import { MK_ABILITIES, type MkAbility } from '../scene/mageknight/dial'

export class UsageError extends Error {}

/** No length on a table comes near this (cm); larger numbers are typing errors, and Rapier computes in 32-bit floats. */
export const MAX_ARGUMENT_CM = 100_000

export function finiteNumber(name: string, text: string | undefined): number {
  if (text === undefined) throw new UsageError(`${name}: missing`)
  // Number('') is 0 and Number('1e') is NaN; insist on a plain decimal number.
  if (!/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(text.trim())) throw new UsageError(`${name}: expected a number in cm, got "${text}"`)
  const value = Number(text)
  // "1e999" is a well-formed number whose value is Infinity.
  if (!Number.isFinite(value) || Math.abs(value) > MAX_ARGUMENT_CM)
    throw new UsageError(`${name}: expected a number of cm between -${MAX_ARGUMENT_CM} and ${MAX_ARGUMENT_CM}, got "${text}"`)
  return value
}

export function nonNegative(name: string, text: string | undefined): number {
  const value = finiteNumber(name, text)
  if (value < 0) throw new UsageError(`${name}: must not be negative, got ${value}`)
  return value
}

/** `--ap`: action points, a whole number from 0 to 12 (Universalis 4.1: never more than 12). */
export function actionPoints(text: string | undefined): number {
  const value = finiteNumber('--ap', text)
  if (!Number.isInteger(value) || value < 0 || value > 12)
    throw new UsageError(`--ap: expected a whole number of action points from 0 to 12, got "${text}"`)
  return value
}

/** `--abilities`: Mage Knight ability names, comma-separated, or `none`. */
export function abilityList(text: string | undefined): MkAbility[] {
  if (text === undefined || text.trim() === '')
    throw new UsageError('--abilities: expected Mage Knight abilities separated by commas, or none')
  if (text.trim() === 'none') return []
  const names = text.split(',').map((n) => n.trim())
  const unknown = names.filter((n) => !(MK_ABILITIES as readonly string[]).includes(n))
  if (unknown.length > 0)
    throw new UsageError(`--abilities: unknown ${unknown.map((n) => `"${n}"`).join(', ')}; known: ${MK_ABILITIES.join(', ')}`)
  return names as MkAbility[]
}

/**
 * `text` as one of `options`: the exact one, else the only one equal to it ignoring case
 * ("longbow" for "Longbow", "Medium" for "medium"). Two that differ only in case are ambiguous:
 * refused listing them, as is a name matching none (listing all).
 */
export function uniqueMatch<T extends string>(name: string, text: string | undefined, options: readonly T[], what: string): T {
  if (text !== undefined && options.includes(text as T)) return text as T
  const folded = text?.toLowerCase()
  const matches = options.filter((o) => o.toLowerCase() === folded)
  if (matches.length === 1) return matches[0]
  if (matches.length > 1)
    throw new UsageError(`${name}: "${text}" is ambiguous: ${matches.map((m) => `"${m}"`).join(' or ')} (give the exact spelling)`)
  throw new UsageError(
    `${name}: expected ${what ? `${what} ` : ''}${options.join(' or ')}, got ${text === undefined ? 'nothing' : `"${text}"`}`,
  )
}

export function choice<T extends string>(name: string, text: string | undefined, options: readonly T[]): T {
  return uniqueMatch(name, text, options, '')
}

/** --dial: which of a multi-dial figure's dials attacks (a large figure's section, 000), from 0; a cavalry unit's mount or rider (003). */
export function dialIndex(text: string | undefined): number | 'mount' | 'rider' {
  if (text === 'mount' || text === 'rider') return text
  if (text === undefined || !/^\d+$/.test(text.trim()) || Number(text) > 3)
    throw new UsageError(
      `--dial: expected a dial index from 0 to 3 (a large figure's section: 0 front, 1 left, 2 right, 3 rear) or mount or rider (a cavalry unit's), got "${text ?? ''}"`,
    )
  return Number(text)
}

/** `--workers`: threads for the heat map, 1 to 16. */
export function workerCount(text: string | undefined): number {
  if (text === undefined || !/^\d+$/.test(text.trim()) || Number(text) < 1 || Number(text) > 16)
    throw new UsageError(`--workers: expected a whole number of threads from 1 to 16, got "${text ?? ''}"`)
  return Number(text)
}

/** A flag's value that must be present and not look like another flag. */
export function flagValue(name: string, text: string | undefined, what: string): string {
  if (text === undefined || text.trim() === '' || text.startsWith('--')) throw new UsageError(`${name}: expected ${what}`)
  return text
}

/**
 * `--step`: a cell's size in cm. Its bounds are the heat map's (at least MIN_STEP_CM, at most
 * the table's shorter side, checked with the scene: heatmapOutput.ts), not MAX_ARGUMENT_CM's.
 */
export const MIN_STEP_CM = 0.1

export function cellStep(text: string | undefined): number {
  const bounds = `a cell size from ${MIN_STEP_CM} cm up to the table's shorter side`
  if (text === undefined || !/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(text.trim()))
    throw new UsageError(`--step: expected ${bounds}, got ${text === undefined ? 'nothing' : `"${text}"`}`)
  const value = Number(text)
  if (!Number.isFinite(value) || value < MIN_STEP_CM) throw new UsageError(`--step: expected ${bounds}, got "${text}"`)
  return value
}
