import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

/**
 * The siege editor's refusal codes (the judge's, src/judge/castle/editRefusals.ts, and the view's
 * own, refusals.ts): like the rules' codes, each says what it refuses, with a one-line comment
 * naming its clause (a castle heading, a ruling, a Universalis section or the list it takes in).
 */
const LISTS: [string, string][] = [
  ['src/judge/castle/editRefusals.ts', 'EditRefusalCode'],
  ['src/view/store/siege/refusals.ts', 'SiegeRefusalCode'],
]
const CLAUSE = /^(00[01] [A-ZÄÖÜ]|R-[A-Z]+-\w+|Universalis \d+(\.\d+)* |[\w/]+\.ts: )/

function members(file: string, union: string): { member: string; comment: string | null }[] {
  const lines = readFileSync(file, 'utf8').split('\n')
  const start = lines.findIndex((l) => l.trim() === `export type ${union} =`)
  if (start < 0) throw new Error(`${file}: no "export type ${union} =" union`)
  const out: { member: string; comment: string | null }[] = []
  for (let i = start + 1; i < lines.length; i++) {
    const line = lines[i].trim()
    if (line.startsWith('/**')) continue
    const m = /^\| ('[^']+'|[A-Za-z]+)$/.exec(line)
    if (!m) break
    const above = lines[i - 1].trim()
    out.push({ member: m[1], comment: /^\/\*\* .+ \*\/$/.test(above) ? above.slice(4, -3) : null })
  }
  return out
}

describe('siege editor refusal codes', () => {
  it.each(LISTS)('%s: every member has a one-line comment naming its clause', (file, union) => {
    const list = members(file, union)
    expect(list.length).toBeGreaterThan(1)
    expect(list.filter((m) => m.comment === null || !CLAUSE.test(m.comment)).map((m) => `${m.member}: ${m.comment}`)).toEqual([])
    expect(list.filter((m) => m.member.startsWith("'") && !/^'[a-z0-9]+(-[a-z0-9]+)+'$/.test(m.member)).map((m) => m.member)).toEqual([])
  })
})
