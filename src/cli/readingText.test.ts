import { describe, expect, it } from 'vitest'
import { SIGHTLINE_DEFAULT } from '../judge'
import { differenceText, MAX_READING_CHARS, readingText } from './readingText'
import { formatMkRuleSettings } from './ruleSettings'

/** R-LF-1's quarters turned 10 degrees clockwise, as the profile editor exports them. */
const TURNED = [
  { section: 'front', centreDeg: 10, widthDeg: 90 },
  { section: 'right', centreDeg: 100, widthDeg: 90 },
  { section: 'rear', centreDeg: 190, widthDeg: 90 },
  { section: 'left', centreDeg: -80, widthDeg: 90 },
]

describe("a profile's readings on the text lines (the last player's pass: the 'Rules:' line printed ~400 characters of JSON)", () => {
  it('says section arcs as section, centre and half the width: front 10 deg +-45 is -35..55', () => {
    expect(readingText(TURNED)).toBe('front 10 deg +-45, right 100 deg +-45, rear 190 deg +-45, left -80 deg +-45')
  })

  it("the --mk line names the turned arcs and the defaults' quarters in words, no braces or quotes", () => {
    const quarters = SIGHTLINE_DEFAULT.settings.mk.large.sectionArcs
    const line = formatMkRuleSettings({
      profile: 'turned-arcs',
      differences: [{ setting: 'mk.large.sectionArcs', value: TURNED, default: quarters }],
    })
    expect(line).toBe(
      'Rules: profile turned-arcs; Mage Knight readings differing from sightline-default: mk.large.sectionArcs front 10 deg +-45, right 100 deg +-45, rear 190 deg +-45, left -80 deg +-45 (default front 0 deg +-45, right 90 deg +-45, rear 180 deg +-45, left -90 deg +-45)\n',
    )
    expect(line).not.toMatch(/[{}"]/)
  })

  it('words and numbers stay as they are; a record reads key value; one too long for a line says so', () => {
    expect(readingText('attack-lost')).toBe('attack-lost')
    expect(readingText(2)).toBe('2')
    expect(readingText({ a: 1, b: [true, 'x'] })).toBe('a 1 b (true, x)')
    const long = Array.from({ length: 80 }, (_, i) => i)
    expect(readingText(long)).toBeNull()
    expect(differenceText('x.list', long, [])).toBe('x.list changed (--json gives it)')
    expect(differenceText('x.n', 2, 1)).toBe('x.n 2 (default 1)')
    expect(MAX_READING_CHARS).toBeGreaterThan(100)
  })
})
