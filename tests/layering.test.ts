import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

/** Every .ts/.tsx file below a folder, tests included (type imports count too). */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sources(path)
    return /\.tsx?$/.test(name) ? [path] : []
  })
}
const importsOf = (file: string) => [...readFileSync(file, 'utf8').matchAll(/from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => m[1] ?? m[2])

describe('layer fences', () => {
  it('keeps src/rules free of three, React and Rapier, type imports included', () => {
    const bad = sources('src/rules').flatMap((f) => importsOf(f).filter((s) => /^(three|react|react-dom|@react-three\/|@dimforge\/)/.test(s)).map((s) => `${f}: ${s}`))
    expect(bad).toEqual([])
  })

  it('keeps src/rules from importing the geometry, judge, view or command line code (types of geometry results excepted)', () => {
    const bad = sources('src/rules').flatMap((f) =>
      importsOf(f).filter((s) => /\/(judge|view|cli)\//.test(s) || (/\/geometry\//.test(s) && !s.endsWith('/geometry/types'))).map((s) => `${f}: ${s}`),
    )
    expect(bad).toEqual([])
  })

  it('imports Rapier only in src/geometry', () => {
    const bad = sources('src').filter((f) => !f.startsWith(join('src', 'geometry'))).flatMap((f) => importsOf(f).filter((s) => s.startsWith('@dimforge/')).map((s) => `${f}: ${s}`))
    expect(bad).toEqual([])
  })

  it('keeps src/geometry from importing rules, judge, view or command line code, tests included', () => {
    const bad = sources('src/geometry').flatMap((f) => importsOf(f).filter((s) => /\/(rules|judge|view|cli)\//.test(s) || /^(three|react|@react-three\/)/.test(s)).map((s) => `${f}: ${s}`))
    expect(bad).toEqual([])
  })

  it('keeps src/scene free of Rapier, three and React', () => {
    const bad = sources('src/scene').flatMap((f) => importsOf(f).filter((s) => /^(three|react|@react-three\/|@dimforge\/)/.test(s) || /\/(geometry|rules|view|judge)\//.test(s)).map((s) => `${f}: ${s}`))
    expect(bad).toEqual([])
  })

  it('gives every src folder a CONTEXT.md', () => {
    const missing = readdirSync('src').filter((d) => statSync(join('src', d)).isDirectory() && !readdirSync(join('src', d)).includes('CONTEXT.md'))
    expect(missing).toEqual([])
  })
})
