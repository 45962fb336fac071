import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const HERE = 'src/rules/universalis'

/** The members of the RefusalCode union, each with the line just above it. */
function codesWithComments(): { code: string; above: string }[] {
  const lines = readFileSync(join(HERE, 'refusals.ts'), 'utf8').split('\n')
  const start = lines.findIndex((l) => l.startsWith('export type RefusalCode ='))
  const out: { code: string; above: string }[] = []
  for (let i = start + 1; i < lines.length && !lines[i].startsWith('export '); i++) {
    const m = /^\s*\|\s*'([a-z0-9-]+)'\s*$/.exec(lines[i])
    if (m) out.push({ code: m[1], above: lines[i - 1].trim() })
  }
  return out
}

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sources(path)
    return /\.tsx?$/.test(name) ? [path] : []
  })
}

describe('Universalis refusal codes', () => {
  it('gives every code a one-line comment naming its clause', () => {
    const codes = codesWithComments()
    expect(codes.length).toBeGreaterThan(50)
    const bare = codes
      .filter(({ above }) => !/^\/\*\* (R-([A-Z]\.)?)?[0-9][0-9.a-z]*[ ,:(].*\*\/$/.test(above))
      .map((c) => `${c.code}: ${c.above}`)
    expect(bare).toEqual([])
  })

  it('names each code once, in kebab-case', () => {
    const codes = codesWithComments().map((c) => c.code)
    expect(codes.filter((c, i) => codes.indexOf(c) !== i)).toEqual([])
    expect(codes.filter((c) => !/^[a-z]+(-[a-z0-9]+)*$/.test(c))).toEqual([])
  })

  it('has no catch-all codes left in the Universalis rules', () => {
    const bad = sources(HERE)
      .filter((f) => !f.endsWith('refusals.test.ts'))
      .flatMap((f) =>
        readFileSync(f, 'utf8')
          .split('\n')
          .flatMap((line, i) => (/'(not-allowed|invalid-argument)'/.test(line) ? [`${f}:${i + 1}`] : [])),
      )
    expect(bad).toEqual([])
  })
})
