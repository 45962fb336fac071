import { describe, expect, it } from 'vitest'
import { formatLength, formatRingDistance } from './vttTexts'

describe('lengths in the tape unit and the language notation', () => {
  it('12.7 cm is 5 in: "5.00 in", German "5,00 Zoll"; cm stay cm', () => {
    expect(formatLength(12.7, 'in', 'en')).toBe('5.00 in')
    expect(formatLength(12.7, 'in', 'de')).toBe('5,00 Zoll')
    expect(formatLength(1234.5, 'cm', 'de')).toBe('1.234,50 cm')
  })

  it('ring distances with no more decimals than typed', () => {
    expect(formatRingDistance(3, 'in', 'en')).toBe('3 in')
    expect(formatRingDistance(1.5, 'in', 'de')).toBe('1,5 Zoll')
  })
})
