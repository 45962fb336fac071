import { describe, expect, it } from 'vitest'
import { findJsonDefect, lineColumnAt } from './jsonText'
import { formatProblem, parseSceneText, serializeScene } from './validate'
import { wallScene } from './testScenes'

/** The one formatted problem of a text that must be refused. */
function refusal(text: string): string[] {
  const result = parseSceneText(text)
  if (result.ok) throw new Error('expected the text to be refused')
  return result.problems.map(formatProblem)
}

describe('parseSceneText', () => {
  it('reads a saved scene back', () => {
    const result = parseSceneText(serializeScene(wallScene()))
    expect(result).toEqual({ ok: true, scene: wallScene(), warnings: [] })
  })

  it('gives line and column of a trailing comma', () => {
    const text = '{\n  "format": "sightline-scene",\n  "version": 1,\n}'
    expect(refusal(text)).toEqual(['(root): malformed JSON at line 4, column 1: unexpected "}" after ",": JSON allows no trailing comma'])
  })

  it('gives line and column of a bad token inside an array', () => {
    const text = '{\n  "figures": [\n    {"position": [1, 2, x]}\n  ]\n}'
    expect(refusal(text)).toEqual(['(root): malformed JSON at line 3, column 25: unexpected "x", expected a value'])
  })

  it('says where the text ends too early', () => {
    expect(refusal('{\n  "name": "x",\n  "table": {')).toEqual([
      '(root): malformed JSON at line 3, column 13: unexpected end of text, expected a property name in double quotes',
    ])
  })

  it('explains single quotes', () => {
    expect(refusal("{'name': 1}")).toEqual([
      '(root): malformed JSON at line 1, column 2: unexpected "\'", expected a property name in double quotes (JSON strings need double quotes)',
    ])
  })

  it('explains comments', () => {
    expect(refusal('// my scene\n{}')).toEqual([
      '(root): malformed JSON at line 1, column 1: unexpected "/", expected a value (JSON allows no comments)',
    ])
  })

  it('points at the start of a string that is never closed', () => {
    expect(refusal('{"name": "x}')).toEqual(['(root): malformed JSON at line 1, column 10: string is never closed'])
  })

  it('refuses a second value after the document', () => {
    expect(refusal('{} {}')).toEqual(['(root): malformed JSON at line 1, column 4: unexpected "{" after the end of the JSON value'])
  })

  it('counts CRLF line ends as one line break', () => {
    expect(refusal('{\r\n  "a": 1\r\n  "b": 2\r\n}')).toEqual([
      '(root): malformed JSON at line 3, column 3: unexpected string, expected "," or "}"',
    ])
  })

  it('ignores a byte order mark', () => {
    expect(parseSceneText(`\uFEFF${serializeScene(wallScene())}`).ok).toBe(true)
  })

  it('validates well-formed JSON against the schema', () => {
    expect(refusal('{"format": "sightline-scene"}')).toContain('version: missing')
  })
})

describe('findJsonDefect', () => {
  it('finds nothing in valid JSON', () => {
    expect(findJsonDefect('{"a": [1, -2.5e3, true, null, "\\u00e9\\n"]}')).toBeNull()
  })

  it('refuses a number with a leading zero', () => {
    expect(findJsonDefect('[01]')).toMatchObject({ line: 1, column: 2, message: 'bad number "01"' })
  })

  it('refuses a bad escape', () => {
    expect(findJsonDefect('["a\\q"]')).toMatchObject({ column: 4, message: 'bad escape "\\q" in a string' })
  })
})

describe('lineColumnAt', () => {
  it('counts from 1', () => {
    // Offset 4 is the "d": line 2 starts at offset 3, so the "d" is its second character.
    expect(lineColumnAt('ab\ncd', 4)).toEqual({ line: 2, column: 2 })
    expect(lineColumnAt('ab\ncd', 0)).toEqual({ line: 1, column: 1 })
  })
})

describe('deep nesting', () => {
  it('locates a defect inside an array nested 20,000 deep', () => {
    const text = `{"name": ${'['.repeat(20_000)}1,]${']'.repeat(19_999)}}`
    expect(findJsonDefect(text)).toMatchObject({
      line: 1,
      column: 9 + 20_000 + 3,
      message: 'unexpected "]" after ",": JSON allows no trailing comma',
    })
  })

  it('locates a text that ends inside 20,000 open objects', () => {
    const text = '{"a":'.repeat(20_000)
    expect(findJsonDefect(text)).toMatchObject({ line: 1, column: text.length + 1, message: 'unexpected end of text, expected a value' })
  })

  it('finds nothing wrong with valid deep JSON', () => {
    expect(findJsonDefect(`${'['.repeat(20_000)}${']'.repeat(20_000)}`)).toBeNull()
  })
})
