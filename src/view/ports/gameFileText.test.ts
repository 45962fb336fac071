import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parseScenarioFile } from '../../judge'
import { problemText } from '../i18n/problemTexts'
import { readGameFileText } from './gameFileText'

/** A game file the judge writes today (the game-file browser scenario's fixture), its cover threshold put out of range. */
const fixture = JSON.parse(readFileSync('tests/browser/fixtures/old-universalis-game.json', 'utf8'))

describe('a game file read for the view: problems coded for the reader’s language', () => {
  it('a reading out of range names its field in English and in German', () => {
    const text = JSON.stringify({ ...fixture, settings: { cover: { threshold: 1.5 } } })
    const read = readGameFileText(text, parseScenarioFile)
    if (read.ok) throw new Error('expected a refusal')
    expect(read.problems.some((p) => p.startsWith('settings'))).toBe(true)
    const de = read.coded.map((p) => problemText(p, 'de'))
    expect(de.length).toBeGreaterThan(0)
    // Every coded problem is said in German words, none is the check's English.
    for (const [i, p] of read.coded.entries()) expect(de[i], p.message).not.toContain(p.message)
  })

  it('a file cut short is malformed JSON with its line and column, in German too', () => {
    const read = readGameFileText('{ "format": "sightline-scenario", ', parseScenarioFile)
    if (read.ok) throw new Error('expected a refusal')
    expect(read.coded.map((p) => p.code)).toEqual(['malformed-json-at'])
    expect(problemText(read.coded[0], 'de')).toMatch(/^\(Datei\): fehlerhaftes JSON in Zeile 1, Spalte/)
  })

  it('a scene named instead of carried is said in German', () => {
    const read = readGameFileText(JSON.stringify({ ...fixture, scene: 'hill-and-wall.json' }), parseScenarioFile)
    if (read.ok) throw new Error('expected a refusal')
    expect(read.coded.map((p) => [p.path, p.code])).toEqual([['scene', 'game-scene-by-name']])
    expect(problemText(read.coded[0], 'de')).toBe(
      'scene: „hill-and-wall.json“ nennt eine Szenendatei; eine Spieldatei trägt ihre Szene in sich',
    )
  })
})
