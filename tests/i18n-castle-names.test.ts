import { describe, expect, it } from 'vitest'
import { CASTLE_SECTION_KINDS } from '../src/scene/mageknight/castleSections'
import { castleSectionKind } from '../src/scene/mageknight/library'
import { castleSectionName } from '../src/view/i18n/castleSectionNames'
import { entryLabel } from '../src/view/panels/SiegePalette'

/**
 * Issue 14: English mode showed the castle sections' German names alone ("Zitadelle (heavy)",
 * "Runder Turm (heavy, 113)"). Every section kind the library knows is said in English with the
 * supplement's own German term beside it, and in German by that term alone, "schwer" for heavy.
 */
describe('castle section names in the reader language (issue 14)', () => {
  it.each(CASTLE_SECTION_KINDS)('says %s in English with the German term beside it', (kind) => {
    const german = castleSectionKind(kind).name
    const english = castleSectionName(kind, 'en')
    expect(english).not.toBe(german)
    expect(english.endsWith(`(${german})`)).toBe(true)
    expect(castleSectionName(kind, 'de')).toBe(german)
  })

  it('labels the siege palette in the reader language', () => {
    expect(entryLabel({ kind: 'section', section: 'citadel', version: 'heavy' }, 'en')).toBe('Citadel (Zitadelle), heavy')
    expect(entryLabel({ kind: 'section', section: 'roundTower', version: 'light' }, 'de')).toBe('Runder Turm, leicht')
  })
})
