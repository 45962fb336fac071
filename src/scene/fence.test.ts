import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const HERE = fileURLToPath(new URL('.', import.meta.url))
const sources = readdirSync(HERE).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))

/** Every module specifier a file imports or re-exports, type-only imports included. */
function importsOf(file: string): string[] {
  const code = readFileSync(HERE + file, 'utf8')
  return [...code.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map((m) => m[1])
}

/** JSON data files of models/ (card and section libraries) are data, not code: static imports are allowed. */
const MODEL_DATA = /^\.\.\/\.\.\/models(\/[\w-]+)+\.json$/

describe('src/scene', () => {
  it('imports nothing but zod and its own modules (no Rapier, three or React, not even types)', () => {
    const foreign = sources.flatMap((file) => importsOf(file).filter((s) => s !== 'zod' && !/^\.\/[\w.-]+$/.test(s) && !MODEL_DATA.test(s)).map((s) => `${file}: ${s}`))
    expect(sources.length).toBeGreaterThan(5)
    expect(foreign).toEqual([])
  })
})
