import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { DEFAULT_CAVALRY_SETTINGS, MKK_RULINGS } from './settings'

/** The cavalry rulings the code cites exist in docs/RULINGS.md, and each setting is given there with the default the code has. */
const rulings = readFileSync('docs/RULINGS.md', 'utf8').replace(/[ \t]*\n[ \t]*(?!#)/g, ' ')

describe('docs/RULINGS.md says what the cavalry code (003) cites', () => {
  it('every R-MKK ruling has its heading', () => {
    expect(
      Object.values(MKK_RULINGS)
        .filter((r) => !rulings.includes(`\n### ${r.section} `))
        .map((r) => r.section),
    ).toEqual([])
  })
  it('every setting is named with its default in its ruling', () => {
    const missing = Object.entries(DEFAULT_CAVALRY_SETTINGS).filter(
      ([key, value]) => !new RegExp(`Setting \`${key}\` \\(default ${String(value)}\\b`).test(rulings),
    )
    expect(missing.map(([k, v]) => `${k} = ${String(v)}`)).toEqual([])
  })
})
