/**
 * Problems found in a scene, as plain values: a path into the document, a message a person can
 * act on, and a severity. Nothing here throws; bad input at the boundary becomes data.
 */
import type { Scene } from './schema'

/** One thing wrong with (error) or suspicious about (warning) a scene. */
export interface SceneProblem {
  /** Where, in bracket style: `figures[1].size`; the document itself is `(root)`. */
  path: string
  /** What, in plain words, e.g. `expected small, medium, large or huge, got "giant"`. */
  message: string
  severity: 'error' | 'warning'
}

/**
 * The outcome of loading a scene. On failure `problems` lists every error and also the
 * warnings found, so that one pass shows everything there is to fix.
 */
export type SceneLoadResult =
  | { ok: true; scene: Scene; warnings: SceneProblem[] }
  | { ok: false; problems: SceneProblem[] }

/** A path segment as zod and our own checks produce them. */
export type PathSegment = string | number

export const ROOT_PATH = '(root)'

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/

/**
 * Renders a path in bracket style: `['figures', 1, 'size']` gives `figures[1].size`,
 * `[]` gives `(root)`. Keys that are not identifiers are quoted: `terrain[0]["my key"]`.
 */
export function formatPath(path: readonly PathSegment[]): string {
  let out = ''
  for (const segment of path) {
    if (typeof segment === 'number') out += `[${segment}]`
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

export const error = (path: readonly PathSegment[], message: string): SceneProblem => ({
  path: formatPath(path),
  message,
  severity: 'error',
})

export const warning = (path: readonly PathSegment[], message: string): SceneProblem => ({
  path: formatPath(path),
  message,
  severity: 'warning',
})

const MAX_SHOWN = 40

/**
 * A value as a message shows it after "got": strings quoted, numbers as JavaScript prints them
 * (so NaN and Infinity stay visible, which JSON.stringify would turn into null), short arrays
 * inline, anything bigger by its kind.
 */
export function describeValue(value: unknown): string {
  if (typeof value === 'string') {
    const quoted = JSON.stringify(value)
    return quoted.length > MAX_SHOWN ? `${quoted.slice(0, MAX_SHOWN - 2)}…"` : quoted
  }
  if (typeof value === 'number') return Object.is(value, -0) ? '0' : String(value)
  if (typeof value === 'boolean' || typeof value === 'bigint') return String(value)
  if (value === null) return 'null'
  if (value === undefined) return 'undefined'
  if (Array.isArray(value)) {
    const inline = `[${value.map(describeValue).join(', ')}]`
    return inline.length <= MAX_SHOWN ? inline : `an array of ${value.length} items`
  }
  if (typeof value === 'function') return 'a function'
  return 'an object'
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
