import { mkdtempSync, readdirSync, readFileSync, truncateSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { MAX_RECORDS, MAX_SCENE_CHARS } from '../src/scene/limits'
import { runCli } from './runCli'

/**
 * The malformed scenes of tests/corpus/scenes through the real command line (tests/corpus/README.md):
 * each is refused with exit code 2, naming the path its expected.json gives, never as an internal
 * error and never with a stack trace. About 0.35 s a file on a two-core machine.
 */
const DIR = 'tests/corpus/scenes'
const expected: Record<string, string> = JSON.parse(readFileSync(join(DIR, 'expected.json'), 'utf8'))
const files = readdirSync(DIR)
  .filter((f) => f.endsWith('.json') && f !== 'expected.json')
  .sort()
const STACK_TRACE = /\n\s+at .+:\d+:\d+/

function refusedAtLoad(file: string, fragment: string): void {
  const run = runCli('judge', [file, 'A', 'B'])
  expect(run.stderr).toContain(fragment)
  expect(run.status).toBe(2)
  expect(run.stdout).toBe('')
  expect(run.stderr).not.toContain('internal error')
  expect(run.stderr).not.toMatch(STACK_TRACE)
}

/** A valid scene's text with `edit` applied (the corpus's own base, read from a file of it). */
function editedBase(edit: (scene: any) => void): string {
  const scene = JSON.parse(readFileSync(join(DIR, 'wrong-version.json'), 'utf8'))
  scene.version = 1
  edit(scene)
  return JSON.stringify(scene)
}

describe('the corpus of malformed scenes', () => {
  it('has an expected path for every file and a file for every expected path', () => {
    expect(files.length).toBeGreaterThanOrEqual(25)
    expect(Object.keys(expected).sort()).toEqual(files)
  })

  it.each(files)('npm run judge -- %s A B refuses it, naming the path', (file) => {
    refusedAtLoad(join(DIR, file), expected[file])
  })
})

describe('malformed scenes written by the test', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sightline-corpus-'))
  const write = (name: string, text: string) => {
    const path = join(dir, name)
    writeFileSync(path, text)
    return path
  }
  /** `[[[…0…]]]`, as JSON text, `depth` arrays deep. */
  const deep = (depth: number) => `${'['.repeat(depth)}0${']'.repeat(depth)}`

  it('an array nested 20,000 deep in a field', () => {
    const text = editedBase((s) => (s.name = 'DEEP')).replace('"DEEP"', deep(20_000))
    refusedAtLoad(write('deep-name.json', text), 'name: expected a string, got an array of 1 item, nested too deep to show')
  })

  it('an array nested 20,000 deep in a position, cut short', () => {
    const text = editedBase((s) => (s.figures[0].position = 'DEEP')).replace('"DEEP"', deep(20_000).slice(0, -5))
    refusedAtLoad(write('deep-malformed.json', text), '(root): malformed JSON at line 1, column')
  })

  it(`more than ${MAX_RECORDS.figures} figures`, () => {
    const text = editedBase(
      (s) =>
        (s.figures = Array.from({ length: MAX_RECORDS.figures + 1 }, (_, i) => ({
          id: `f${i}`,
          side: 'red',
          size: 'medium',
          position: [10, 0, 10],
        }))),
    )
    refusedAtLoad(
      write('too-many-figures.json', text),
      `figures: at most ${MAX_RECORDS.figures} figures, got an array of ${MAX_RECORDS.figures + 1} items`,
    )
  })

  it('a file over 20 MB, refused before it is read', () => {
    const path = write('huge.json', '{')
    truncateSync(path, MAX_SCENE_CHARS + 1024 * 1024) // sparse: no 21 MB written
    refusedAtLoad(path, `SCENE: "${path}" is 21 MB, more than the 20 MB a file may be`)
  })
})
