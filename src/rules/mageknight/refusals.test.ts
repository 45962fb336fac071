import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * The Mage Knight refusal codes (core/, castle/, large/, cavalry/, dungeons/refusals.ts and core/formationRefusals.ts): every code says the rule
 * it enforces, with a one-line comment naming its clause, and no code is a catch-all.
 */
const HERE = 'src/rules/mageknight'
const LISTS = [
  join(HERE, 'core/refusals.ts'),
  join(HERE, 'castle/refusals.ts'),
  join(HERE, 'large/refusals.ts'),
  join(HERE, 'cavalry/refusals.ts'),
  join(HERE, 'core/formationRefusals.ts'),
  join(HERE, 'dungeons/refusals.ts'),
]
/** A clause as the comments name it: 001, 000, 002 or 003 and a heading, our core summary's section, or a ruling of ours. */
const CLAUSE = /^(00[0-3] [A-ZÄÖÜ]|core \d+ |R-[A-Z]+-\w+)/
/** The catch-alls no rule set of Mage Knight may use (built here so this file does not hold them). */
const CATCH_ALLS = [
  ['not', 'allowed'],
  ['invalid', 'argument'],
].map((w) => w.join('-'))

interface Member {
  /** A quoted code, or a type name such as CoreRefusalCode. */
  member: string
  /** The line just above it when that is a one-line doc comment, else null. */
  comment: string | null
}

/** The members of `export type RefusalCode =` in a file, each with the comment above it. */
function codeList(file: string): Member[] {
  const lines = readFileSync(file, 'utf8').split('\n')
  const start = lines.findIndex((l) => /^export type RefusalCode =\s*$/.test(l))
  if (start < 0) throw new Error(`${file}: no "export type RefusalCode =" union`)
  const members: Member[] = []
  for (let i = start + 1; i < lines.length; i++) {
    const line = lines[i].trim()
    if (line.startsWith('/**')) continue
    const m = /^\| ('([^']+)'|[A-Za-z]+)$/.exec(line)
    if (!m) break
    const above = lines[i - 1].trim()
    members.push({ member: m[1], comment: /^\/\*\* .+ \*\/$/.test(above) ? above.slice(4, -3) : null })
  }
  return members
}

const codesOf = (file: string) =>
  codeList(file)
    .filter((m) => m.member.startsWith("'"))
    .map((m) => ({ ...m, member: m.member.slice(1, -1) }))

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? sources(path) : /\.tsx?$/.test(name) ? [path] : []
  })
}

describe('Mage Knight refusal codes', () => {
  it.each(LISTS)('%s: every code has a one-line comment naming its clause', (file) => {
    const members = codeList(file)
    expect(members.length).toBeGreaterThan(0)
    expect(members.filter((m) => m.comment === null).map((m) => m.member)).toEqual([])
    const codes = codesOf(file)
    expect(codes.filter((c) => !CLAUSE.test(c.comment ?? '')).map((c) => `${c.member}: ${c.comment}`)).toEqual([])
    expect(codes.filter((c) => !/^[a-z0-9]+(-[a-z0-9]+)+$/.test(c.member)).map((c) => c.member)).toEqual([])
  })

  it('lists each code once, in one of the files', () => {
    const all = LISTS.flatMap((f) => codesOf(f).map((c) => c.member))
    expect(all.filter((c, i) => all.indexOf(c) !== i)).toEqual([])
  })

  it('the castle list takes the core codes in', () => {
    expect(codeList(LISTS[1]).map((m) => m.member)).toContain('CoreRefusalCode')
  })

  it('no catch-all code anywhere in src/rules/mageknight', () => {
    const self = join(HERE, 'refusals.test.ts')
    const hits = sources(HERE)
      .filter((f) => f !== self)
      .flatMap((f) => CATCH_ALLS.filter((c) => readFileSync(f, 'utf8').includes(c)).map((c) => `${f}: ${c}`))
    expect(hits).toEqual([])
  })

  it('every code refused in src/rules/mageknight is listed, and every listed code is refused somewhere', () => {
    const listed = new Set(LISTS.flatMap((f) => codesOf(f).map((c) => c.member)))
    const used = new Set(
      sources(HERE)
        .filter((f) => !f.endsWith('.test.ts'))
        .flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/refuse\(\s*'([^']+)'/g)].map((m) => m[1])),
    )
    expect([...used].filter((c) => !listed.has(c))).toEqual([])
    expect([...listed].filter((c) => !used.has(c))).toEqual([])
  })
})
