import { describe, expect, it } from 'vitest'
import { describeValue, formatPath, MAX_DESCRIBED_DEPTH } from './problems'

/** `[[[…[0]…]]]`, `depth` arrays deep, built without recursion. */
function nested(depth: number): unknown {
  let value: unknown = 0
  for (let i = 0; i < depth; i++) value = [value]
  return value
}

describe('describeValue', () => {
  it('writes short arrays inline', () => {
    expect(describeValue([1, 'a', null])).toBe('[1, "a", null]')
    expect(describeValue([[1, 2], [3]])).toBe('[[1, 2], [3]]')
  })

  it('counts the items of a long array instead', () => {
    expect(describeValue(Array.from({ length: 30 }, (_, i) => i))).toBe('an array of 30 items')
    expect(describeValue(['a'.repeat(50)])).toBe('an array of 1 item')
  })

  it('stops early on a huge array', () => {
    const huge = new Array(1_000_000).fill(1.5)
    const start = performance.now()
    expect(describeValue(huge)).toBe('an array of 1000000 items')
    expect(performance.now() - start).toBeLessThan(50)
  })

  it(`looks at most ${MAX_DESCRIBED_DEPTH} levels deep`, () => {
    expect(describeValue(nested(MAX_DESCRIBED_DEPTH))).toBe('[[[[0]]]]')
    expect(describeValue(nested(MAX_DESCRIBED_DEPTH + 1))).toBe('an array of 1 item, nested too deep to show')
  })

  it('describes an array nested 20,000 deep without overflowing the stack', () => {
    expect(describeValue(nested(20_000))).toBe('an array of 1 item, nested too deep to show')
  })

  it('quotes only the head of a long string', () => {
    expect(describeValue('x'.repeat(10_000_000))).toBe(`"${'x'.repeat(37)}…"`)
    expect(describeValue('short')).toBe('"short"')
  })
})

describe('formatPath', () => {
  it('shows a long key by its head', () => {
    expect(formatPath(['castle', 'sections', 0, 'portals', 'k'.repeat(1_000_000)])).toBe(`castle.sections[0].portals["${'k'.repeat(37)}…"]`)
    expect(formatPath(['terrain', 0, 'my key'])).toBe('terrain[0]["my key"]')
  })
})
