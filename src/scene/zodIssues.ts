/**
 * Turns zod issues into SceneProblems a person can act on. Zod's own messages speak of
 * "tuples" and "discriminators" and do not show the offending value, so every message is
 * written here, and the value is looked up in the input by the issue's path.
 *
 * Every issue kind of zod 4 gets a code and params (issue 14), which the view says in German
 * (src/view/i18n/problemTexts.ts). Zod 4 ships a German locale (`zod/locales`), but it is not
 * used: it is set globally (`z.config`), so the command line would speak German too; it words
 * zod's own terms ("erwartet number, erhalten string") without the offending value; and the
 * scene layer gives codes, not text in a language. Checks of our own (`superRefine`) say their
 * problem with `coded` over a `said` (problems.ts), and the code travels in the issue's params.
 */
import type { z } from 'zod'
import { describeValue, error, listOptions, type PathSegment, type ProblemParams, type Said, type SceneProblem, said } from './problems'

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

/**
 * The message and params of a custom issue of our own that carries its code (issue 14):
 * `ctx.addIssue({ code: 'custom', path, ...coded(saidMessage) })`, or a
 * refine's second argument. issuesToProblems gives the problem that code and those params.
 */
export const coded = (s: Said): { message: string; params: { problem: string; values: ProblemParams } } => ({
  message: s.message,
  params: { problem: s.code, values: s.params ?? {} },
})

/** How a bound relates, as a word of the codes' params: `atLeast`, `greaterThan`, `atMost`, `lessThan`. */
const RELATIONS = { atLeast: 'at least', greaterThan: 'greater than', atMost: 'at most', lessThan: 'less than' } as const

function boundMessage(issue: Extract<Issue, { code: 'too_small' | 'too_big' }>, got: unknown): Said {
  const small = issue.code === 'too_small'
  const bound = Number(small ? issue.minimum : issue.maximum)
  const shown = describeValue(got)
  if (issue.origin === 'array' || issue.origin === 'set') {
    if (bound === 3) return said(`expected ${TRIPLE}, got ${shown}`, 'expected-triple', { got: shown })
    return said(`expected ${bound} items, got ${shown}`, 'expected-items', { count: bound, got: shown })
  }
  if (issue.origin === 'string') {
    if (small && bound === 1) return said('must not be empty', 'empty')
    const relation = small ? 'atLeast' : 'atMost'
    return said(`must be ${RELATIONS[relation]} ${bound} characters long, got ${shown}`, 'string-length', {
      relation,
      count: bound,
      got: shown,
    })
  }
  const relation = small ? (issue.inclusive ? 'atLeast' : 'greaterThan') : issue.inclusive ? 'atMost' : 'lessThan'
  return said(`must be ${RELATIONS[relation]} ${bound}, got ${shown}`, 'bound', { relation, bound, got: shown })
}

/** The message for one issue whose target exists (missing keys are handled before). */
function messageOf(issue: Issue, got: unknown): Said {
  const shown = describeValue(got)
  switch (issue.code) {
    case 'invalid_type':
      if (issue.expected === 'number' && nonFinite(got))
        return said(`expected a finite number, got ${shown}`, 'expected-finite', { got: shown })
      return said(`expected ${EXPECTED[issue.expected] ?? describeType(issue.expected)}, got ${shown}`, 'expected-type', {
        type: issue.expected,
        got: shown,
      })
    case 'invalid_value':
      // One allowed value is a literal (format, version, units): show it as it is written in JSON.
      if (issue.values.length === 1)
        return said(`expected ${JSON.stringify(issue.values[0])}, got ${shown}`, 'expected-literal', {
          value: JSON.stringify(issue.values[0]),
          got: shown,
        })
      return said(`expected ${listOptions(issue.values)}, got ${shown}`, 'expected-option', {
        options: optionList(issue.values),
        got: shown,
      })
    case 'invalid_union':
      if (issue.discriminator !== undefined && 'options' in issue && issue.options) {
        return said(`expected ${listOptions(issue.options)}, got ${shown}`, 'expected-option', {
          options: optionList(issue.options),
          got: shown,
        })
      }
      return said(`does not match any allowed form, got ${shown}`, 'no-allowed-form', { got: shown })
    case 'too_small':
    case 'too_big':
      return boundMessage(issue, got)
    case 'invalid_format':
      return formatMessage(issue, shown)
    case 'not_multiple_of':
      return said(`must be a multiple of ${issue.divisor}, got ${shown}`, 'not-multiple', { divisor: Number(issue.divisor), got: shown })
    case 'invalid_key':
      return said(`has a key that is not allowed here, got ${shown}`, 'invalid-key', { got: shown })
    case 'invalid_element':
      return said(`holds an entry that is not allowed here, got ${shown}`, 'invalid-element', { got: shown })
    case 'custom': {
      const p = issue.params ?? {}
      // A check of our own that carries its code (coded()); the key walk checked the code where it was said.
      if (typeof p.problem === 'string') return { message: issue.message, code: p.problem, params: p.values as ProblemParams | undefined }
      // A bound of limits.ts: `at most 1000 cm, got 1e+39`.
      if (typeof p.limit === 'string') {
        if (typeof p.relation !== 'string') return said(`${p.limit}, got ${shown}`, 'schema', { message: p.limit })
        return said(`${p.limit}, got ${shown}`, 'limit', { relation: p.relation, bound: Number(p.bound), unit: String(p.unit), got: shown })
      }
      // A form checked by hand (portal states): `expected open or closed, got "ajar"`.
      if (typeof p.expected === 'string')
        return said(`expected ${p.expected}, got ${shown}`, 'expected-form', { form: p.expected, got: shown })
      return schemaMessage(issue)
    }
    default:
      return schemaMessage(issue)
  }
}

/** A type zod names that EXPECTED has no words for: `null`, `a date`, `a bigint`. */
const describeType = (type: string): string => (type === 'null' || type === 'undefined' ? type : `a ${type}`)

/** A string that fails a format check: a pattern, a prefix or suffix, or a named format (`email`). */
function formatMessage(issue: Extract<Issue, { code: 'invalid_format' }>, shown: string): Said {
  if (issue.format === 'regex' && 'pattern' in issue)
    return said(`expected text matching ${String(issue.pattern)}, got ${shown}`, 'expected-pattern', {
      pattern: String(issue.pattern),
      got: shown,
    })
  if (issue.format === 'starts_with' && 'prefix' in issue)
    return said(`must start with ${JSON.stringify(issue.prefix)}, got ${shown}`, 'expected-prefix', {
      text: JSON.stringify(issue.prefix),
      got: shown,
    })
  if (issue.format === 'ends_with' && 'suffix' in issue)
    return said(`must end with ${JSON.stringify(issue.suffix)}, got ${shown}`, 'expected-suffix', {
      text: JSON.stringify(issue.suffix),
      got: shown,
    })
  if (issue.format === 'includes' && 'includes' in issue)
    return said(`must contain ${JSON.stringify(issue.includes)}, got ${shown}`, 'expected-includes', {
      text: JSON.stringify(issue.includes),
      got: shown,
    })
  return said(`expected a valid ${issue.format}, got ${shown}`, 'expected-format', { format: issue.format, got: shown })
}

/**
 * Zod's own words, for an issue no case above says better (a custom check of its own words,
 * without a code); German says that a check failed and quotes them.
 */
function schemaMessage(issue: Issue): Said {
  const message = `${issue.message.charAt(0).toLowerCase()}${issue.message.slice(1)}`
  return said(message, 'schema', { message })
}

/** The allowed values as a plain list (`small, medium, large, huge`), for a translation to introduce in its own words. */
const optionList = (options: readonly unknown[]): string => options.map((o) => (typeof o === 'string' ? o : describeValue(o))).join(', ')

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
      for (const key of issue.keys)
        problems.push(error([...prefix, ...path], `unknown key ${describeValue(key)}`, 'unknown-key', { key: describeValue(key) }))
      continue
    }
    const target = lookUp(input, path)
    // Zod reports an absent key as a wrong type (or value) "received undefined"; say it plainly,
    // unless a check of our own says why it is needed (a coded custom issue).
    const own = issue.code === 'custom' && typeof issue.params?.problem === 'string'
    const { message, code, params } = target.found || own ? messageOf(issue, target.value) : said('missing', 'missing')
    problems.push(error([...prefix, ...path], message, code, params))
  }
  return problems
}
