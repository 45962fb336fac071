import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { mkRefusalText } from './mkPlayTexts'

/**
 * A German refusal says what the English says: every parameter a Mage Knight formation or cavalry
 * refusal carries (the piece, the numbers, the reason) shows in its German sentence. The refusals
 * are read from the rules' sources (`refuse('code', reason, clause, { params })`), so a new
 * parameter without German words fails here.
 */
const FILES: readonly string[] = [
  ...filesIn('src/rules/mageknight/cavalry', () => true),
  ...filesIn('src/rules/mageknight/core', (f) => f.startsWith('formation')),
  ...filesIn('src/rules/mageknight/engine', (f) => f.startsWith('formation') || f.startsWith('cavalry')),
]

function filesIn(dir: string, keep: (file: string) => boolean): string[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.includes('testkit') && keep(f))
    .map((f) => `${dir}/${f}`)
}

/** The call's arguments at its top level, from the text just after `refuse(`. */
function argumentsOf(text: string): string[] {
  const args: string[] = []
  let depth = 0
  let start = 0
  let quote: string | null = null
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    if (quote) {
      if (c === '\\') i++
      else if (c === quote) quote = null
      continue
    }
    if (c === "'" || c === '"' || c === '`') quote = c
    else if ('([{'.includes(c)) depth++
    else if (')]}'.includes(c)) {
      if (depth === 0) return [...args, text.slice(start, i).trim()].filter((a) => a !== '')
      depth--
    } else if (c === ',' && depth === 0) {
      args.push(text.slice(start, i).trim())
      start = i + 1
    }
  }
  throw new Error('unclosed refuse(')
}

/** The keys of an object literal's top level (`{ piece: id, why }` gives piece, why). */
const keysOf = (literal: string): string[] =>
  argumentsOf(literal.slice(1)).map((entry) => (entry.match(/^([A-Za-z]+)\s*(?::|$)/) ?? [])[1] ?? `?${entry}`)

/** The literal `why: '...'` of a refusal's parameters: a reason's key, said in words, not printed. */
const whyOf = (literal: string): string | undefined => literal.match(/\bwhy: '([a-z-]+)'/)?.[1]

/**
 * Parameters that are a rules' word (a key such as `mountedBound`), not a name or a number: the
 * German sentence says the rule in its own words and names the unit. The core's codes (turn,
 * elimination, a goal's overlap, speed) come from the engine's detail sentences, which are core
 * 10's and not this walk's.
 */
const WORDS: ReadonlySet<string> = new Set(['cavalry-not-carried ability', 'no-proficiency proficiency', 'mount-symbol-mismatch mountType'])
const CORE_CODES: ReadonlySet<string> = new Set(['not-your-turn', 'piece-eliminated', 'goal-occupied', 'beyond-speed'])

/** Every refusal written in the files: its code, its parameters' keys and the literal value of its `why`. */
function refusalsWritten(): { code: string; keys: string[]; why?: string; file: string }[] {
  return FILES.flatMap((file) => {
    const text = readFileSync(file, 'utf8')
    return [...text.matchAll(/\brefuse\(\s*'([a-z0-9-]+)'/g)].map((m) => {
      const args = argumentsOf(text.slice((m.index ?? 0) + m[0].indexOf('(') + 1))
      const params = args[3]
      const literal = params?.startsWith('{') ? params : '{}'
      return { code: m[1], keys: keysOf(literal), why: whyOf(literal), file }
    })
  })
}

describe('Mage Knight formation and cavalry refusals in German', () => {
  const written = refusalsWritten()

  it('reads the refusals from the rules (a broken reader finds none)', () => {
    const codes = new Set(written.map((r) => r.code))
    expect(codes).toContain('formation-too-large')
    expect(codes).toContain('formation-not-all-cavalry')
    expect(written.length).toBeGreaterThan(40)
  })

  const said = written.filter((r) => r.keys.length > 0 && !CORE_CODES.has(r.code))
  it.each(said.map((r) => [r.code, r.keys, r.why, r.file] as const))('%s says every parameter, %j, why %s (%s)', (code, keys, why) => {
    const named = keys.filter((k) => k !== 'why')
    const params = { ...Object.fromEntries(named.map((k) => [k, `<${k}>`])), ...(why ? { why } : {}) }
    const text = mkRefusalText({ code, reason: 'ENGLISH', params }, 'de')
    expect(text).not.toBe('ENGLISH')
    for (const k of named) if (!WORDS.has(`${code} ${k}`)) expect(text, k).toContain(`<${k}>`)
    // A reason the English gives in words is a sentence of its own in German.
    if (why) expect(text).not.toBe(mkRefusalText({ code, reason: 'ENGLISH', params: { ...params, why: undefined as never } }, 'de'))
  })

  it("says why a riderless mount is no cavalry, and how many members a formation may have (the last player's pass)", () => {
    const riderless = { code: 'formation-not-all-cavalry', reason: 'ENGLISH', params: { piece: 'knight-horse', why: 'riderless-mount' } }
    expect(mkRefusalText(riderless, 'de')).toBe(
      'knight-horse ist keine Kavallerieeinheit (ein Reittier ohne Reiter): Kavallerie bildet Formationen nur mit Kavallerie (003 „Kavallerieeinheiten und Formationen“).',
    )
    const large = { code: 'formation-too-large', reason: 'ENGLISH', params: { max: 5, got: 6 } }
    expect(mkRefusalText(large, 'de')).toBe('Eine Formation hat höchstens 5 Mitglieder, genannt: 6 (R-MKF-1).')
  })
})
