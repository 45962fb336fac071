import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parseCardLibraryFiles } from '../../scene/cards/library'
import { JSON_DEFECT_KINDS } from '../../scene/jsonText'
import { buildMkLibrary, SHIPPED_CASTLE_SECTIONS_FILE } from '../../scene/mageknight/library'
import type { SceneProblem } from '../../scene/problems'
import { parseSceneText } from '../../scene/validate'
import { CastlePiecesFileSchema } from '../../scene/castle/pieces'
import { ArtifactTokenFileSchema } from '../../scene/dungeon/tokens'
import { issuesToProblems } from '../../scene/zodIssues'
import { problemMessage, problemText } from './problemTexts'
import { germanShown } from './germanLines.testkit'

/**
 * Issue 14, "validation errors and warnings ... stay English": broken unit cards, Mage Knight
 * figure cards, scenes with a zod type error and JSON with a syntax error, loaded as a user
 * would, each problem said in German through the view's problem text. A German line fails on
 * the English of the checks, of zod ("Expected number, received string") or of JSON.parse
 * ("Unexpected token"), and on the problem's raw code (germanShown, itself tested below).
 */
describe('the test’s own German detection', () => {
  it.each([
    'one face per edge',
    'a roundTower has the portals [door], got []',
    'token id "x" is used twice, first at tokens[0]',
    'Expected number, received string',
    'Unexpected token } in JSON at position 3',
    'needs exactly one piece of kind wall, got 2',
    'Rubble falls',
  ])('finds English in %j', (line) => {
    const shown = germanShown(line)
    expect(shown.german && shown.english.length === 0, JSON.stringify(shown)).toBe(false)
  })

  it.each([
    'die Marken-ID "yellow-spawns" kommt zweimal vor, zuerst bei tokens[3]',
    'eine Marke, die Mage Spawns platziert, nennt keinen Gegenstand, gefunden: "the item"',
    'das Array hat 4 Items, höchstens 12 Zoll',
    'Token und Level 3 des Teams: 2,5 cm',
    'keine Einheitenkarte "guard-captian", vielleicht "guard-captain"?',
    'figures[0].size: erwartet eines von: small, medium; gefunden: "giant"',
  ])('takes %j for German', (line) => {
    expect(germanShown(line)).toEqual({ german: true, english: [] })
  })
})

/** Every problem's German line; a problem without German words, or with English or a raw code in it, fails. */
function expectGerman(problems: readonly SceneProblem[]): string[] {
  expect(problems.length).toBeGreaterThan(0)
  return problems.map((p) => {
    const de = problemMessage(p, 'de')
    expect(de, `${p.code}: ${p.message}`).not.toBeNull()
    const line = problemText(p, 'de')
    expect(germanShown(line), line).toEqual({ german: true, english: [] })
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
      expect(germanShown(de ?? ''), kind).toEqual({ german: true, english: [] })
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
    expect(germanShown(problemMessage(nowhere, 'de') ?? '')).toEqual({ german: true, english: [] })
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

describe('bad model files, said in German: the castle pieces’ shapes (001) and the artifact tokens (002)', () => {
  it('castle pieces: portals and access points not the kind’s, an access point at no portal, faces short, a kind twice', () => {
    const file = JSON.parse(readFileSync('models/castle/pieces.json', 'utf8'))
    const [citadel, tower, ...rest] = file.pieces
    const badCitadel = {
      ...citadel,
      portals: citadel.portals.slice(0, 1),
      outline: { ...citadel.outline, faces: citadel.outline.faces.slice(1) },
    }
    const badTower = { ...tower, kind: 'wall', accessPoints: [{ ...tower.accessPoints[0], portal: 'hatch' }] }
    const bad = { ...file, pieces: [badCitadel, badTower, ...rest] }
    const parsed = CastlePiecesFileSchema.safeParse(bad)
    expect(parsed.success).toBe(false)
    const problems = parsed.success ? [] : issuesToProblems(parsed.error.issues, bad)
    expect(problems.map((p) => p.code)).toEqual(
      expect.arrayContaining([
        'castle-piece-portals',
        'castle-piece-access',
        'castle-piece-no-portal',
        'castle-piece-faces',
        'castle-piece-kind-count',
      ]),
    )
    const german = expectGerman(problems)
    expect(german).toContain('die Form der Sektionsart Zitadelle ("citadel") hat die Portale [door-1, door-2] (001), gefunden: [door-1]')
    expect(german).toContain('braucht genau eine Form der Sektionsart Runder Turm ("roundTower"), gefunden: 0')
    expect(german).toContain('braucht genau eine Form der Sektionsart Mauer ("wall"), gefunden: 2')
  })

  it('artifact tokens: an id twice, an item token naming no item, a spawn token naming one', () => {
    const file = JSON.parse(readFileSync('models/mageknight/artifact-tokens.json', 'utf8'))
    const tokens = file.tokens as { id: string; kind: string; place?: string; item?: string }[]
    const spawns = tokens.findIndex((t) => t.place === 'mage-spawn')
    const treasure = tokens.findIndex((t) => t.place === 'item')
    const bad = {
      ...file,
      tokens: tokens.map((t, i) =>
        i === spawns ? { ...t, item: 'chest' } : i === treasure ? { ...t, id: tokens[0].id, item: undefined } : t,
      ),
    }
    const parsed = ArtifactTokenFileSchema.safeParse(JSON.parse(JSON.stringify(bad)))
    const problems = parsed.success ? [] : issuesToProblems(parsed.error.issues, bad)
    expect(problems.map((p) => p.code).sort()).toEqual(['token-id-twice', 'token-place-item-extra', 'token-place-item-missing'])
    const german = expectGerman(problems)
    expect(german).toContain(`die Marken-ID "${tokens[0].id}" kommt zweimal vor, zuerst bei tokens[0]`)
    expect(german).toContain('eine Marke, die Mage Spawns platziert, nennt keinen Gegenstand, gefunden: "chest"')
  })
})
