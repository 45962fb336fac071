import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { runCli } from './runCli'

/**
 * Malformed scenario files (tests/corpus/scenarios/, one per kind of mistake; `expected.json`
 * gives the words each error must contain, starting with the path of what is wrong), played as a
 * user would: `npm run play -- FILE`. Every one must end with exit code 2 and a message naming the
 * field, never "internal error" and never a stack trace.
 */
const DIR = 'tests/corpus/scenarios'
const expected = JSON.parse(readFileSync(`${DIR}/expected.json`, 'utf8')) as Record<string, string>
const files = readdirSync(DIR)
  .filter((f) => f.endsWith('.json') && f !== 'expected.json')
  .sort()

describe('npm run play: malformed scenario files', () => {
  it('has an expectation for every file of the corpus, and 25 files or more', () => {
    expect(files.filter((f) => !Object.hasOwn(expected, f))).toEqual([])
    expect(files.length).toBeGreaterThanOrEqual(25)
  })

  it.each(files)('%s: exit code 2, the path named, no internal error', (file) => {
    const run = runCli('play', [`${DIR}/${file}`])
    expect(run.status, run.stderr).toBe(2)
    expect(run.stderr).toContain(expected[file])
    expect(run.stderr).not.toContain('internal error')
    expect(run.stderr).not.toMatch(/\n\s+at .+:\d+:\d+/)
    expect(run.stdout).toBe('')
  })
})
