import { describe, expect, it } from 'vitest'
import { keyCap, modifierCap } from '../src/view/i18n/keyCapTexts'
import { SHORTCUTS } from '../src/view/shortcutTable'

/** Issue 14: the German `?` overlay said "Del oder ⌫" and "Home oder 0"; German keys read Entf and Pos1. */
describe('key caps in the reader language (issue 14)', () => {
  it('names the German keys as a German keyboard prints them', () => {
    expect(keyCap('delete', 'de')).toBe('Entf')
    expect(keyCap('home', 'de')).toBe('Pos1')
    expect(keyCap('pageup', 'de')).toBe('Bild↑')
    expect(modifierCap('ctrl', 'de')).toBe('Strg')
    expect(modifierCap('shift', 'de')).toBe('Umschalt')
    expect(keyCap('delete', 'en')).toBe('Del')
    expect(keyCap('q', 'de')).toBe('Q')
  })

  it('has a cap for every named key of the shortcut table (a letter or digit is its own cap)', () => {
    const keys = [...new Set(SHORTCUTS.flatMap((s) => s.chords.map((c) => c.key)))]
    const raw = keys.filter((key) => key.length > 1 && keyCap(key, 'de') === key.toUpperCase())
    expect(raw).toEqual([])
  })
})
