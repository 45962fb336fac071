import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { CORE } from './clauses'
import { MKF_RULINGS } from './formation'
import { DEFAULT_MK_CORE_SETTINGS, MKC_RULINGS } from './settings'

/**
 * The core's clauses and settings point into two documents: every section the rules cite exists
 * in our summary, every ruling they cite exists in docs/RULINGS.md, and every setting (a number
 * the texts do not give) is named in the summary where the number is used and in its ruling with
 * the default the code has.
 */
// Markdown wraps its lines anywhere: the phrases are looked for with each run of spaces and line ends as one space.
const flat = (text: string) => text.replace(/[ \t]*\n[ \t]*(?!#)/g, ' ')
const summary = flat(readFileSync('docs/MAGE-KNIGHT-CORE.md', 'utf8'))
const rulings = flat(readFileSync('docs/RULINGS.md', 'utf8'))

describe('docs/MAGE-KNIGHT-CORE.md and docs/RULINGS.md say what the core code cites', () => {
  it('every CORE clause is a numbered section of the summary', () => {
    const missing = Object.values(CORE).filter((c) => !new RegExp(`^## ${c.section} \\S`, 'm').test(summary))
    expect(missing.map((c) => `${c.section} ${c.title}`)).toEqual([])
  })
  it('every R-MKC ruling has its heading', () => {
    const missing = Object.values(MKC_RULINGS).filter((r) => !rulings.includes(`\n### ${r.section} `))
    expect(missing.map((r) => r.section)).toEqual([])
  })
  it('every R-MKF ruling (formations, core 10) has its heading', () => {
    const missing = Object.values(MKF_RULINGS).filter((r) => !rulings.includes(`\n### ${r.section} `))
    expect(missing.map((r) => r.section)).toEqual([])
  })
  it('every setting is marked in the summary and given with its default in its ruling', () => {
    const entries = Object.entries(DEFAULT_MK_CORE_SETTINGS)
    expect(entries.filter(([key]) => !summary.includes(`setting \`${key}\` in \`core/settings.ts\``)).map(([k]) => k)).toEqual([])
    const withDefault = (key: string, value: number) => new RegExp(`setting \`${key}\`[^)]*default ${value}\\b`, 'i').test(rulings)
    expect(entries.filter(([key, value]) => !withDefault(key, value)).map(([k, v]) => `${k} = ${v}`)).toEqual([])
  })
})
