/**
 * Key caps as printed on an English and a German keyboard, keyed by KeyboardEvent.key in lower
 * case (the chords' `key` in shortcutTable.ts), and the modifiers: the `?` overlay said "Del" and
 * "Home" in German, where the keys read "Entf" and "Pos1". A key not listed is printed as its
 * letter or digit in capitals, the same in both languages. The one source of key names:
 * `chordLabel` and `keysLabel` in src/view/shortcutTable.ts read them.
 */
import type { Language } from './translations'

const cap = (en: string, de: string) => ({ en, de })

/** Keys whose printed name differs from the character they type, or between the languages. */
export const KEY_CAPS: ReadonlyMap<string, { en: string; de: string }> = new Map([
  ['escape', cap('Esc', 'Esc')],
  ['arrowup', cap('↑', '↑')],
  ['arrowdown', cap('↓', '↓')],
  ['arrowleft', cap('←', '←')],
  ['arrowright', cap('→', '→')],
  ['delete', cap('Del', 'Entf')],
  ['backspace', cap('⌫', '⌫')],
  ['home', cap('Home', 'Pos1')],
  ['end', cap('End', 'Ende')],
  ['insert', cap('Ins', 'Einfg')],
  ['pageup', cap('PgUp', 'Bild↑')],
  ['pagedown', cap('PgDn', 'Bild↓')],
  ['enter', cap('Enter', 'Eingabe')],
  ['tab', cap('Tab', 'Tab')],
  [' ', cap('Space', 'Leertaste')],
])

/** The modifiers as printed: Ctrl is "Strg", Shift "Umschalt" (the ⇧ key), Alt is Alt on both. */
export const MODIFIER_CAPS = {
  ctrl: cap('Ctrl', 'Strg'),
  shift: cap('Shift', 'Umschalt'),
  alt: cap('Alt', 'Alt'),
  meta: cap('Meta', 'Meta'),
} as const

/** A key's cap in the reader's language: "Entf" for `delete` in German, "Q" for `q`. */
export function keyCap(key: string, language: Language): string {
  return KEY_CAPS.get(key.toLowerCase())?.[language] ?? key.toUpperCase()
}

/** A modifier's cap in the reader's language. */
export function modifierCap(modifier: keyof typeof MODIFIER_CAPS, language: Language): string {
  return MODIFIER_CAPS[modifier][language]
}
