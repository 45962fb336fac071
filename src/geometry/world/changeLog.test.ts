import { describe, expect, it } from 'vitest'
import { ChangeLog } from './changeLog'

describe('ChangeLog', () => {
  it('names the handles changed after a revision, and counts only updates that changed something', () => {
    const log = new ChangeLog()
    log.note(10)
    log.commit() // revision 1: 10
    log.commit() // nothing noted: still 1
    log.note(20)
    log.note(10)
    log.commit() // revision 2: 20, 10
    expect(log.revision).toBe(2)
    expect(log.since(2)).toEqual([])
    expect(log.since(1)).toEqual([10, 20])
    expect(log.since(0)).toEqual([10, 20, 10])
  })

  it('answers null for a revision the log no longer reaches (a cache that old rebuilds)', () => {
    // 16,385 single-handle updates: the 16,385th entry passes the limit of 16,384, and the
    // older entries are dropped down to 8,192; the last dropped one is revision 16,385 - 8,192 = 8,193.
    const log = new ChangeLog()
    for (let h = 1; h <= 16385; h++) {
      log.note(h)
      log.commit()
    }
    expect(log.since(8192)).toBeNull()
    expect(log.since(8193)).toHaveLength(8192)
    expect(log.since(16384)).toEqual([16385])
  })
})
