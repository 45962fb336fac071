/**
 * Turns zod issues into SceneProblems a person can act on. Zod's own messages speak of
 * "tuples" and "discriminators" and do not show the offending value, so every message is
 * written here, and the value is looked up in the input by the issue's path.
 */
import type { z } from 'zod'
import { describeValue, error, listOptions, type PathSegment, type SceneProblem } from './problems'

type Issue = z.core.$ZodIssue

/**
 * Every tuple of scene format 1 is a triple of numbers ([x, y, z] points and sizes), so a
 * tuple problem can say what is wanted without looking into the schema.
 */
const TRIPLE = '3 numbers [x, y, z]'

const EXPECTED: Record<string, string> = {
  number: 'a number',
  string: 'a string',
  boolean: 'true or false',
  object: 'an object',
  array: 'an array',
  tuple: TRIPLE,
  int: 'an integer',
}

/** The value at `path` inside `root`; `found` is false when a key or index is absent. */
function lookUp(root: unknown, path: readonly PathSegment[]): { found: boolean; value: unknown } {
  let value = root
  for (const segment of path) {
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, segment)) {
      return { found: false, value: undefined }
    }
    value = (value as Record<PathSegment, unknown>)[segment]
  }
  return { found: true, value }
}

function nonFinite(value: unknown): boolean {
  return typeof value === 'number' && !Number.isFinite(value)
}

function boundMessage(issue: Extract<Issue, { code: 'too_small' | 'too_big' }>, got: unknown): string {
  const small = issue.code === 'too_small'
  const bound = Number(small ? issue.minimum : issue.maximum)
  if (issue.origin === 'array') return `expected ${bound === 3 ? TRIPLE : `${bound} items`}, got ${describeValue(got)}`
  if (issue.origin === 'string') {
    if (small && bound === 1) return 'must not be empty'
    return `must be ${small ? 'at least' : 'at most'} ${bound} characters long, got ${describeValue(got)}`
  }
  const relation = small ? (issue.inclusive ? 'at least' : 'greater than') : issue.inclusive ? 'at most' : 'less than'
  return `must be ${relation} ${bound}, got ${describeValue(got)}`
}

/** The message for one issue whose target exists (missing keys are handled before). */
function messageOf(issue: Issue, got: unknown): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.expected === 'number' && nonFinite(got)) return `expected a finite number, got ${describeValue(got)}`
      return `expected ${EXPECTED[issue.expected] ?? issue.expected}, got ${describeValue(got)}`
    case 'invalid_value':
      // One allowed value is a literal (format, version, units): show it as it is written in JSON.
      if (issue.values.length === 1) return `expected ${JSON.stringify(issue.values[0])}, got ${describeValue(got)}`
      return `expected ${listOptions(issue.values)}, got ${describeValue(got)}`
    case 'invalid_union':
      if (issue.discriminator !== undefined && 'options' in issue && issue.options) {
        return `expected ${listOptions(issue.options)}, got ${describeValue(got)}`
      }
      return `does not match any allowed form, got ${describeValue(got)}`
    case 'too_small':
    case 'too_big':
      return boundMessage(issue, got)
    case 'custom':
      // A bound of limits.ts: `at most 1000 cm, got 1e+39`.
      if (typeof issue.params?.limit === 'string') return `${issue.params.limit}, got ${describeValue(got)}`
      // A form checked by hand (portal states): `expected open or closed, got "ajar"`.
      if (typeof issue.params?.expected === 'string') return `expected ${issue.params.expected}, got ${describeValue(got)}`
      return `${issue.message.charAt(0).toLowerCase()}${issue.message.slice(1)}`
    default:
      return `${issue.message.charAt(0).toLowerCase()}${issue.message.slice(1)}`
  }
}

/**
 * SceneProblems (all errors) for the issues zod found in `input`.
 * @example issuesToProblems(FigureSchema.safeParse(f).error.issues, f)
 *   // [{ path: 'size', message: 'expected small, medium, large or huge, got "giant"', severity: 'error' }]
 */
export function issuesToProblems(issues: readonly Issue[], input: unknown, prefix: readonly PathSegment[] = []): SceneProblem[] {
  const problems: SceneProblem[] = []
  for (const issue of issues) {
    const path = issue.path.map((k) => (typeof k === 'symbol' ? String(k) : k))
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) problems.push(error([...prefix, ...path], `unknown key ${describeValue(key)}`))
      continue
    }
    const target = lookUp(input, path)
    // Zod reports an absent key as a wrong type (or value) "received undefined"; say it plainly.
    const message = target.found ? messageOf(issue, target.value) : 'missing'
    problems.push(error([...prefix, ...path], message))
  }
  return problems
}
