import { describe, expect, it } from 'vitest'
import { nullRecord, ownEntry } from './records'

const BUILT_IN = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf']

describe('records keyed by user names', () => {
  it('keeps every built-in name as an entry of its own', () => {
    const record = nullRecord(BUILT_IN.map((k, i) => [k, i] as const))
    expect(Object.keys(record)).toEqual(BUILT_IN)
    BUILT_IN.forEach((k, i) => expect(ownEntry(record, k)).toBe(i))
  })

  it('finds nothing under a built-in name that is not an entry', () => {
    const plain: Record<string, number> = { a: 1 }
    for (const k of BUILT_IN) {
      expect(ownEntry(plain, k)).toBeUndefined()
      expect(ownEntry(nullRecord<number>(), k)).toBeUndefined()
    }
  })
})
