import { describe, expect, it } from 'vitest'
import { rulingLabel, uiText, valueWord } from './translations'
import { formatLineValue } from './formatValues'

describe('translations', () => {
  it('puts the rules term beside the English one and shows the German alone in German', () => {
    expect(rulingLabel('cover', 'en')).toBe('Cover (Deckung)')
    expect(rulingLabel('cover', 'de')).toBe('Deckung')
    expect(rulingLabel('dropHeight', 'en')).toBe('Drop height (Fallhöhe)')
    expect(rulingLabel('lineOfSight', 'en')).toBe('Line of sight (Sichtlinie)')
    expect(uiText('sizeProfile', 'en')).toBe('Size profile (Größenprofil)')
  })

  it('shows an unknown key as itself', () => {
    expect(rulingLabel('somethingNew', 'de')).toBe('somethingNew')
    expect(valueWord('wall-3', 'en')).toBeNull()
    expect(valueWord('constructor', 'en')).toBeNull()
  })
})

describe('formatLineValue', () => {
  it('formats shares, lengths, words and booleans without changing them', () => {
    expect(formatLineValue({ key: 'visibleFraction', value: 0.4 }, 'en')).toBe('40.0 %')
    expect(formatLineValue({ key: 'distanceEdge', value: 12.346 }, 'de')).toBe('12,35 cm')
    expect(formatLineValue({ key: 'cover', value: 'hard' }, 'en')).toBe('Hard (hart)')
    expect(formatLineValue({ key: 'lineOfSight', value: false }, 'de')).toBe('nein')
    expect(formatLineValue({ key: 'coverFrom', value: 'wall-1, hill' }, 'en')).toBe('wall-1, hill')
  })
})
