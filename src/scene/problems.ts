/**
 * Problems found in a scene, as plain values: a path into the document, a message a person can
 * act on, and a severity. Nothing here throws; bad input at the boundary becomes data.
 */
import type { Scene } from './schema'

/** The values a problem's message names, for a translation to say them again (issue 14). */
export type ProblemParams = Readonly<Record<string, string | number>>

/** One thing wrong with (error) or suspicious about (warning) a scene. */
export interface SceneProblem {
  /** Where, in bracket style: `figures[1].size`; the document itself is `(root)`. */
  path: string
  /** What, in plain words, e.g. `expected small, medium, large or huge, got "giant"`: the command line's text. */
  message: string
  severity: 'error' | 'warning'
  /**
   * What, as a kebab-case code (`off-table`) with the values the message names, so that the
   * view says it in German (src/view/i18n/problemTexts.ts); tests/i18n-keywalk.test.ts checks
   * that every code the checks give has German words.
   */
  code?: string
  params?: ProblemParams
}

/** A message with the code and values that say it again in another language (issue 14). */
export interface Said {
  message: string
  code: string
  params?: ProblemParams
}

/**
 * A message with its code and values, for a check that words its problem apart from where it
 * reports it. tests/i18n-keywalk.test.ts reads the literal code of each `said(` call.
 */
export const said = (message: string, code: string, params?: ProblemParams): Said => ({ message, code, params })

/** The problem of a Said at `path`. */
export const errorOf = (path: readonly PathSegment[], s: Said): SceneProblem => problem('error', path, s.message, s.code, s.params)

/**
 * The outcome of loading a scene. On failure `problems` lists every error and also the
 * warnings found, so that one pass shows everything there is to fix.
 */
export type SceneLoadResult = { ok: true; scene: Scene; warnings: SceneProblem[] } | { ok: false; problems: SceneProblem[] }

/** A path segment as zod and our own checks produce them. */
export type PathSegment = string | number

export const ROOT_PATH = '(root)'

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/
/** The most characters of a value or key a message shows. */
const MAX_SHOWN = 40

/**
 * The most warnings of one kind about one record: a figure standing inside 2,000 pieces is told
 * about the first five and how many more (2,000 warnings a figure, for 1,000 figures, once
 * overflowed the stack when they were gathered).
 */
export const MAX_WARNINGS_PER_RECORD = 5

/** The warning that counts what a record's first MAX_WARNINGS_PER_RECORD warnings left out, if anything was. */
export function moreWarnings(path: readonly PathSegment[], found: number, what: string): SceneProblem[] {
  const more = found - MAX_WARNINGS_PER_RECORD
  return more > 0 ? [warning(path, `overlaps ${more.toLocaleString('en-US')} more ${what}`, 'overlaps-more', { count: more, what })] : []
}

/**
 * Renders a path in bracket style: `['figures', 1, 'size']` gives `figures[1].size`,
 * `[]` gives `(root)`. Keys that are not identifiers are quoted: `terrain[0]["my key"]`.
 */
export function formatPath(path: readonly PathSegment[]): string {
  let out = ''
  for (const segment of path) {
    if (typeof segment === 'number') out += `[${segment}]`
    // A key is whatever a file holds: a long one is shown by its head (describeValue), as values are.
    else if (segment.length > MAX_SHOWN) out += `[${describeValue(segment)}]`
    else if (IDENTIFIER.test(segment)) out += out === '' ? segment : `.${segment}`
    else out += `[${JSON.stringify(segment)}]`
  }
  return out === '' ? ROOT_PATH : out
}

/**
 * One line per problem: `figures[1].size: expected small, medium, large or huge, got "giant"`.
 * Warnings carry a `warning: ` prefix so that a mixed list still says which ones block loading.
 */
export function formatProblem(p: SceneProblem): string {
  const line = `${p.path}: ${p.message}`
  return p.severity === 'warning' ? `warning: ${line}` : line
}

/** A problem; `code` and `params` (when given) say the message again for a translation. */
function problem(severity: SceneProblem['severity'], path: readonly PathSegment[], message: string, code?: string, params?: ProblemParams) {
  const p: SceneProblem = { path: formatPath(path), message, severity }
  if (code !== undefined) p.code = code
  if (params !== undefined) p.params = params
  return p
}

export const error = (path: readonly PathSegment[], message: string, code?: string, params?: ProblemParams): SceneProblem =>
  problem('error', path, message, code, params)

export const warning = (path: readonly PathSegment[], message: string, code?: string, params?: ProblemParams): SceneProblem =>
  problem('warning', path, message, code, params)

/**
 * How many levels of nested arrays a description looks into. Input is whatever a file holds: an
 * array nested 20,000 deep once overflowed the stack here, and a million-item array was written
 * out in full only to be thrown away. The walk stops at this depth and at MAX_SHOWN characters.
 */
export const MAX_DESCRIBED_DEPTH = 4

/** An array written out within MAX_SHOWN characters, or why it cannot be. */
function inlineArray(list: readonly unknown[], depth: number): string | 'long' | 'deep' {
  if (depth >= MAX_DESCRIBED_DEPTH) return 'deep'
  let out = '['
  for (let i = 0; i < list.length; i++) {
    const item = list[i]
    const shown = Array.isArray(item) ? inlineArray(item, depth + 1) : describeScalar(item)
    if (shown === 'long' || shown === 'deep') return shown
    out += `${i > 0 ? ', ' : ''}${shown}`
    if (out.length > MAX_SHOWN) return 'long'
  }
  out += ']'
  return out.length <= MAX_SHOWN ? out : 'long'
}

/** Anything but an array, as describeValue shows it. */
function describeScalar(value: unknown): string {
  if (typeof value === 'string') {
    // Quoting only the head: a 10 MB string is not copied to show 40 characters of it.
    const quoted = JSON.stringify(value.length > MAX_SHOWN ? value.slice(0, MAX_SHOWN) : value)
    return quoted.length > MAX_SHOWN ? `${quoted.slice(0, MAX_SHOWN - 2)}…"` : quoted
  }
  if (typeof value === 'number') return Object.is(value, -0) ? '0' : String(value)
  if (typeof value === 'boolean' || typeof value === 'bigint') return String(value)
  if (value === null) return 'null'
  if (value === undefined) return 'undefined'
  if (typeof value === 'function') return 'a function'
  return 'an object'
}

/**
 * A value as a message shows it after "got": strings quoted, numbers as JavaScript prints them
 * (so NaN and Infinity stay visible, which JSON.stringify would turn into null), short arrays
 * inline, anything bigger by its kind; arrays nested deeper than MAX_DESCRIBED_DEPTH are not
 * walked: `an array of 1 item, nested too deep to show`.
 */
export function describeValue(value: unknown): string {
  if (!Array.isArray(value)) return describeScalar(value)
  const inline = inlineArray(value, 0)
  const items = `an array of ${value.length} item${value.length === 1 ? '' : 's'}`
  if (inline === 'deep') return `${items}, nested too deep to show`
  return inline === 'long' ? items : inline
}

/**
 * Lists allowed values the way a person would: `box, cylinder or area`; past four,
 * `one of fortified, thicket, …, forest` so the long list still reads as a choice.
 */
export function listOptions(options: readonly unknown[]): string {
  const names = options.map((o) => (typeof o === 'string' ? o : describeValue(o)))
  if (names.length === 0) return 'nothing'
  if (names.length === 1) return names[0]
  const list = `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`
  return names.length > 4 ? `one of ${names.join(', ')}` : list
}
