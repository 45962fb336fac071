import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { DUNGEONS } from '../core/clauses'
import { DEFAULT_DUNGEON_SETTINGS, MKD_RULINGS } from './settings'

/**
 * The Dungeons rules cite our summary's section 15 and the rulings R-MKD-*: the section and every
 * ruling have their headings, and every setting is named in its ruling with the default the code has.
 */
const flat = (text: string) => text.replace(/[ \t]*\n[ \t]*(?!#)/g, ' ')
const summary = flat(readFileSync('docs/MAGE-KNIGHT-CORE.md', 'utf8'))
const rulings = flat(readFileSync('docs/RULINGS.md', 'utf8'))

describe('002 and docs: what the Dungeons code cites exists', () => {
  it('section 15 of our summary is there', () => {
    expect(summary).toMatch(new RegExp(`^## ${DUNGEONS.core.section} \\S`, 'm'))
  })
  it('every R-MKD ruling has its heading', () => {
    expect(
      Object.values(MKD_RULINGS)
        .filter((r) => !rulings.includes(`\n### ${r.section} `))
        .map((r) => r.section),
    ).toEqual([])
  })
  it('every setting is named in the rulings with its default', () => {
    const entries = Object.entries(DEFAULT_DUNGEON_SETTINGS)
    const withDefault = (key: string, value: string | boolean) => new RegExp(`Setting \`${key}\` \\(default ${value}\\b`).test(rulings)
    expect(entries.filter(([k, v]) => !withDefault(k, v)).map(([k, v]) => `${k} = ${v}`)).toEqual([])
  })
})
