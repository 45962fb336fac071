import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parseCardLibraryFiles } from '../../scene/cards/library'
import { JSON_DEFECT_KINDS } from '../../scene/jsonText'
import { buildMkLibrary, SHIPPED_CASTLE_SECTIONS_FILE } from '../../scene/mageknight/library'
import type { SceneProblem } from '../../scene/problems'
import { parseSceneText } from '../../scene/validate'
import { problemMessage, problemText } from './problemTexts'

/**
 * Issue 14, "validation errors and warnings ... stay English": broken unit cards, Mage Knight
 * figure cards, scenes with a zod type error and JSON with a syntax error, loaded as a user
 * would, each problem said in German through the view's problem text. A German line fails on
 * the English of the checks, of zod ("Expected number, received string") or of JSON.parse
 * ("Unexpected token"), and on the problem's raw code.
 */
const ENGLISH =
  /\b(Expected|expected|received|Received|Unexpected|unexpected|token|Invalid|invalid|must|got|missing|the|and|with|only|cannot|has|is|of|an?|item|items|array|object|string|number|end of)\b/

/** Every problem's German line; a problem without German words, or with English or a raw code in it, fails. */
function expectGerman(problems: readonly SceneProblem[]): string[] {
  expect(problems.length).toBeGreaterThan(0)
  return problems.map((p) => {
    const de = problemMessage(p, 'de')
    expect(de, `${p.code}: ${p.message}`).not.toBeNull()
    const line = problemText(p, 'de')
    expect(line, p.message).not.toMatch(ENGLISH)
    // A placeholder left open (a `}` of the file's own, as a JSON defect names it, is fine).
    expect(line, p.message).not.toMatch(/\{\w+(\|\w+)?\}|undefined|NaN/)
    expect(line).not.toContain(String(p.code))
    // The command line keeps the English message.
    expect(problemMessage(p, 'en')).toBe(p.message)
    return de ?? ''
  })
}

const cardFile = JSON.parse(readFileSync('models/cards/castle-guard.json', 'utf8'))
const captain = cardFile.cards[0]

describe('a bad unit card file, said in German (004)', () => {
  it('a card over the hit points, a melee weapon with sustained fire, a telematon with attributes of its own', () => {
    const bad = {
      ...captain,
      id: 'Bad_Captain',
      type: 'telematon',
      hitPoints: { normal: 18, critical: 5 },
      weapons: [{ ...captain.weapons[0], sustainedFire: 2 }],
    }
    const result = parseCardLibraryFiles([
      { name: 'bad.json', value: { ...cardFile, cards: [bad, { ...captain, factions: ['elsewhere'] }] } },
    ])
    expect(result.ok).toBe(false)
    const problems = result.ok ? [] : result.problems
    const codes = problems.map((p) => p.code)
    expect(codes).toEqual(
      expect.arrayContaining(['card-id-not-kebab', 'card-hit-points-over', 'card-telematon-attribute', 'card-melee-ranged-rule']),
    )
    const german = expectGerman(problems)
    expect(german).toContain('normal + kritisch ergibt 23 Trefferpunkte, höchstens 20 (3.5)')
    expect(german).toContain('für eine Nahkampfwaffe gilt „Dauerfeuer“ nicht: sie wird nur im Basekontakt eingesetzt (12.2, 14.12)')
  })

  it('a card file whose card has a value of the wrong type: zod issue said in German', () => {
    const bad = { ...captain, id: 'typed-captain', hitPoints: { normal: 'eight', critical: 3 }, points: -1, colour: 'red' }
    const result = parseCardLibraryFiles([{ name: 'typed.json', value: { ...cardFile, cards: [bad] } }])
    const german = expectGerman(result.ok ? [] : result.problems)
    expect(german).toContain('erwartet eine Zahl, gefunden: "eight"')
  })
})

const base = JSON.parse(readFileSync('scenes/hill-and-wall.json', 'utf8'))
const figure = base.figures[0]

describe('a bad unit card in a scene, said in German (19.1, 19.2)', () => {
  it('a card that is not in the library, an operator without a card', () => {
    const figures = [
      ...base.figures,
      { ...figure, id: 'mystery', position: [5, 0, 5], card: 'guard-captian' },
      { ...figure, id: 'drone', position: [80, 0, 80], operator: 'mystery' },
    ]
    const result = parseSceneText(JSON.stringify({ ...base, figures }))
    const problems = result.ok ? result.warnings : result.problems
    const german = expectGerman(problems)
    expect(german).toContain('keine Einheitenkarte "guard-captian", vielleicht "guard-captain"?')
  })
})

describe('bad Mage Knight figures, said in German (000, 003)', () => {
  const cavalry = JSON.parse(readFileSync('models/mageknight/cavalry.json', 'utf8'))
  const horse = cavalry.figures.find((f: { id: string }) => f.id === 'mk-battle-horse')

  it('a figure file: arcs that do not make a circle, a wheel on one dial, a bad collector number', () => {
    const bad = {
      ...horse,
      id: 'mk-odd-horse',
      base: { ...horse.base, rearArcDeg: 10 },
      dials: [{ ...horse.dials[0], speedSymbol: 'wheel' }],
      collectorNumber: '121',
    }
    const result = buildMkLibrary([{ source: 'bad.json', value: { ...cavalry, figures: [bad] } }], SHIPPED_CASTLE_SECTIONS_FILE)
    const problems = result.ok ? [] : result.problems
    expect(problems.map((p) => p.code)).toEqual(expect.arrayContaining(['mk-arcs-not-360', 'mk-wheel-not-large', 'mk-collector-number']))
    const german = expectGerman(problems)
    expect(german).toContain('Blickwinkel und toter Winkel müssen zusammen 360 Grad ergeben')
  })

  it('a scene: a mount without its rider, a passenger naming no chariot', () => {
    const figures = [
      ...base.figures,
      { ...figure, id: 'steed', position: [5, 0, 5], mk: { card: 'mk-battle-horse' } },
      { ...figure, id: 'lancer', position: [80, 0, 80], mk: { card: 'mk-lancer', aboard: 'nowhere' } },
    ]
    const result = parseSceneText(JSON.stringify({ ...base, figures }))
    const problems = result.ok ? result.warnings : result.problems
    expect(problems.map((p) => p.code)).toEqual(expect.arrayContaining(['mk-mount-needs-rider', 'mk-no-chariot-figure']))
    const german = expectGerman(problems)
    expect(german).toContain('das Reittier "steed" muss mit einem Reiter aufgestellt werden (003 „Kavallerie-Einheiten“)')
  })
})

describe('a scene with a zod type error and one with a JSON syntax error, said in German', () => {
  it('zod: a string for a number, an unknown key, an object for a list', () => {
    const result = parseSceneText(JSON.stringify({ ...base, extra: 1, table: { ...base.table, width: 'wide' }, terrain: { a: 1 } }))
    const german = expectGerman(result.ok ? result.warnings : result.problems)
    expect(german).toContain('erwartet eine Zahl, gefunden: "wide"')
    expect(german).toContain('erwartet eine Liste, gefunden: ein Objekt')
  })

  it.each([
    [
      '{\n  "format": "sightline-scene",\n}',
      'fehlerhaftes JSON in Zeile 3, Spalte 1: unerwartet: "}" nach ",": JSON erlaubt kein Komma vor dem Schließen',
    ],
    [
      "{ 'format': 1 }",
      'fehlerhaftes JSON in Zeile 1, Spalte 3: unerwartet: "\'", erwartet einen Eigenschaftsnamen in doppelten Anführungszeichen (Zeichenketten in JSON brauchen doppelte Anführungszeichen)',
    ],
    ['{ "format": "sightline-scene" ', 'fehlerhaftes JSON in Zeile 1, Spalte 31: unerwartetes Textende, erwartet "," oder "}"'],
    ['[1, 2 // two\n]', 'fehlerhaftes JSON in Zeile 1, Spalte 7: unerwartet: "/", erwartet "," oder "]" (JSON erlaubt keine Kommentare)'],
    ['{ "a": 01 }', 'fehlerhaftes JSON in Zeile 1, Spalte 8: ungültige Zahl "01"'],
  ])('JSON: %j', (text, said) => {
    const result = parseSceneText(text)
    expect(result.ok).toBe(false)
    const german = expectGerman(result.ok ? [] : result.problems)
    expect(german).toEqual([said])
  })

  it('every kind of JSON defect has German words', () => {
    for (const kind of JSON_DEFECT_KINDS) {
      const params = { line: 1, column: 2, defect: 'english', kind, found: '"x"', closer: '}', escape: '\\q', token: '"01"' }
      const de = problemMessage({ message: 'english', code: 'malformed-json-at', params }, 'de')
      expect(de, kind).toMatch(/^fehlerhaftes JSON in Zeile 1, Spalte 2: /)
      expect(de, kind).not.toMatch(ENGLISH)
    }
  })

  it('an engine message with a position and none: German gives the place, never the English words', () => {
    const at = {
      message: 'malformed JSON: Unexpected token',
      code: 'malformed-json-position',
      params: { reason: 'Unexpected token', line: 2, column: 5 },
    }
    expect(problemMessage(at, 'de')).toBe('fehlerhaftes JSON in Zeile 2, Spalte 5')
    const nowhere = { message: 'malformed JSON: Unexpected token', code: 'malformed-json', params: { reason: 'Unexpected token' } }
    expect(problemMessage(nowhere, 'de')).not.toMatch(ENGLISH)
  })
})

describe("zod 4's issue kinds without a value shown raw", () => {
  /** $ZodInvalidTypeExpected and $ZodStringFormats of zod 4.6 (node_modules/zod/v4/core), but `null` and `nan`, which German writes so too. */
  const TYPES = [
    'string',
    'number',
    'int',
    'boolean',
    'bigint',
    'symbol',
    'undefined',
    'never',
    'void',
    'date',
    'array',
    'object',
    'tuple',
    'record',
    'map',
    'set',
    'file',
    'nonoptional',
    'function',
  ]
  const FORMATS = [
    'email',
    'url',
    'emoji',
    'uuid',
    'guid',
    'nanoid',
    'cuid',
    'cuid2',
    'ulid',
    'xid',
    'ksuid',
    'datetime',
    'date',
    'time',
    'duration',
    'ipv4',
    'ipv6',
    'cidrv4',
    'cidrv6',
    'base64',
    'base64url',
    'json_string',
    'e164',
    'credit_card',
    'iban',
    'lowercase',
    'uppercase',
    'jwt',
  ]

  it.each(TYPES)('expected type %s', (type) => {
    const de = problemMessage({ message: '', code: 'expected-type', params: { type, got: '1' } }, 'de')
    expect(de).toMatch(/^erwartet .+, gefunden: 1$/)
    expect(de).not.toMatch(new RegExp(`erwartet ${type},`))
  })

  it.each(FORMATS)('expected format %s', (format) => {
    const de = problemMessage({ message: '', code: 'expected-format', params: { format, got: '"x"' } }, 'de')
    expect(de).not.toMatch(new RegExp(`erwartet ${format},`))
  })
})
