import { describe, expect, it } from 'vitest'
import { capProblems, formatProblem, parseSceneText, validateScene, type SceneLoadResult } from './validate'
import { wallScene } from './testScenes'
import { castleTestScene } from './castle/testScene'
import { MAX_PROBLEMS, MAX_RECORDS, MAX_SCENE_CHARS } from './limits'
import { error, warning } from './problems'

/** The formatted problems of a result that must have failed. */
function problemsOf(result: SceneLoadResult): string[] {
  if (result.ok) throw new Error('expected the scene to be refused')
  return result.problems.map(formatProblem)
}

/** Validates the wall scene after `edit` has broken it (the scene is plain data, so any edit goes). */
function refused(edit: (scene: any) => void): string[] {
  const scene: any = wallScene()
  edit(scene)
  return problemsOf(validateScene(scene))
}

describe('validateScene', () => {
  it('accepts a valid scene and returns it with no warnings', () => {
    const result = validateScene(wallScene())
    expect(result).toEqual({ ok: true, scene: wallScene(), warnings: [] })
  })

  it('names an unknown key on its parent', () => {
    expect(refused((s) => (s.terrain[0].colour = 'grey'))).toEqual(['terrain[0]: unknown key "colour"'])
  })

  it('names an unknown key at the top level as (root)', () => {
    expect(refused((s) => (s.author = 'me'))).toEqual(['(root): unknown key "author"'])
  })

  it('reports a missing key as missing', () => {
    expect(refused((s) => delete s.figures[0].side)).toEqual(['figures[0].side: missing'])
  })

  it('reports a wrong type with the value it got', () => {
    expect(refused((s) => (s.table.width = '90'))).toEqual(['table.width: expected a number, got "90"'])
  })

  it('reports NaN in a position as not finite', () => {
    expect(refused((s) => (s.figures[0].position[2] = NaN))).toEqual(['figures[0].position[2]: expected a finite number, got NaN'])
  })

  it('reports Infinity in a position as not finite', () => {
    expect(refused((s) => (s.figures[1].position[0] = -Infinity))).toEqual([
      'figures[1].position[0]: expected a finite number, got -Infinity',
    ])
  })

  it('refuses a negative radius', () => {
    const problems = refused((s) =>
      s.terrain.push({ id: 'tower', shape: 'cylinder', type: 'building', center: [70, 5, 20], radius: -4, height: 10 }),
    )
    expect(problems).toEqual(['terrain[1].radius: must be greater than 0, got -4'])
  })

  it('refuses a zero size', () => {
    expect(refused((s) => (s.terrain[0].size[1] = 0))).toEqual(['terrain[0].size[1]: must be greater than 0, got 0'])
  })

  it('lists the terrain types when the type is unknown', () => {
    expect(refused((s) => (s.terrain[0].type = 'lava'))).toEqual([
      'terrain[0].type: expected one of fortified, thicket, building, water, crater, ruin, road, swamp, forest, got "lava"',
    ])
  })

  it('lists the four sizes when the size is unknown', () => {
    expect(refused((s) => (s.figures[1].size = 'giant'))).toEqual(['figures[1].size: expected small, medium, large or huge, got "giant"'])
  })

  it('lists the shapes when the shape is unknown', () => {
    expect(refused((s) => (s.terrain[0].shape = 'sphere'))).toEqual(['terrain[0].shape: expected box, cylinder or area, got "sphere"'])
  })

  it('checks the fields of the shape given', () => {
    // A box turned cylinder lacks radius and height and must not carry a size.
    expect(refused((s) => (s.terrain[0].shape = 'cylinder'))).toEqual([
      'terrain[0].radius: missing',
      'terrain[0].height: missing',
      'terrain[0]: unknown key "size"',
    ])
  })

  it('refuses a wrong format name', () => {
    expect(refused((s) => (s.format = 'tabletop'))).toEqual(['format: expected "sightline-scene", got "tabletop"'])
  })

  it('refuses another version', () => {
    expect(refused((s) => (s.version = 2))).toEqual(['version: expected 1, got 2'])
  })

  it('refuses other units', () => {
    expect(refused((s) => (s.units = 'in'))).toEqual(['units: expected "cm", got "in"'])
  })

  it('wants three numbers in a point', () => {
    expect(refused((s) => (s.figures[0].position = [30, 45]))).toEqual(['figures[0].position: expected 3 numbers [x, y, z], got [30, 45]'])
  })

  it('refuses an empty id', () => {
    expect(refused((s) => (s.figures[0].id = ''))).toEqual(['figures[0].id: must not be empty'])
  })

  it('refuses a document that is not an object', () => {
    expect(problemsOf(validateScene([]))).toEqual(['(root): expected an object, got []'])
  })

  it('reports every problem at once, schema errors before semantic ones', () => {
    const problems = refused((s) => {
      s.units = 'in'
      s.figures[0].size = 'giant'
      s.figures[1].id = 'wall-1'
      s.terrain[0].colour = 'grey'
    })
    expect(problems).toEqual([
      'units: expected "cm", got "in"',
      'terrain[0]: unknown key "colour"',
      'figures[0].size: expected small, medium, large or huge, got "giant"',
      'figures[1].id: duplicate id "wall-1", already used by terrain[0]',
    ])
  })

  it('still runs the semantic checks on the records that are valid on their own', () => {
    const problems = refused((s) => {
      s.name = 7
      s.figures[0].position = [46.5, 0, 45] // inside the wall: a warning
      s.figures.push({ id: 'green-1', side: 'green', size: 'small', position: [95, 0, 45] })
    })
    expect(problems).toEqual([
      'name: expected a string, got 7',
      'figures[2].position[0]: off the table: x = 95 is outside 0 to 90',
      'warning: figures[0]: overlaps terrain "wall-1" (terrain[0])',
    ])
  })

  it('keeps the severities apart in a failed result', () => {
    const scene: any = wallScene()
    scene.version = 3
    scene.figures[1].position = [30.5, 0, 45]
    const result = validateScene(scene)
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.problems.map((p) => [p.path, p.severity])).toEqual([
      ['version', 'error'],
      ['figures[1]', 'warning'],
    ])
  })
})

describe('scenes and unit cards', () => {
  it('refuses a figure whose card is not in the library, naming the figure and the card', () => {
    const scene = { ...wallScene(), figures: [{ id: 'a', side: 'red', size: 'medium', position: [10, 0, 10], card: 'no-such-card' }] }
    const result = validateScene(scene)
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.problems.map(formatProblem).join('\n')).toMatch(/figures\[0\]\.card: .*no-such-card/)
  })
  it('accepts an explicit library (a figure without a card needs none)', () => {
    const scene = { ...wallScene(), figures: [{ id: 'a', side: 'red', size: 'medium', position: [10, 0, 10] }] }
    expect(validateScene(scene, { cards: { cards: {}, disciplines: {} } }).ok).toBe(true)
  })
})

describe('scenes and Mage Knight figures', () => {
  const mkScene = (mk: unknown, extra: Record<string, unknown> = {}) => ({
    ...wallScene(),
    figures: [{ id: 'g', side: 'red', size: 'large', position: [10, 0, 10], mk, ...extra }],
  })
  it('accepts a figure with a shipped Mage Knight card', () => {
    expect(validateScene(mkScene({ card: 'mk-bone-golem' })).ok).toBe(true)
  })
  it('names the path and reason of a wrong card, version or click count', () => {
    const messages = (value: unknown) => {
      const r = validateScene(value)
      return r.ok ? '' : r.problems.map(formatProblem).join('\n')
    }
    expect(messages(mkScene({ card: 'no-golem' }))).toMatch(/figures\[0\]\.mk\.card: no Mage Knight figure "no-golem"/)
    expect(messages(mkScene({ card: 'mk-bone-golem', version: 'nope' }))).toMatch(
      /figures\[0\]\.mk\.version: card "mk-bone-golem" has no version "nope"/,
    )
    expect(messages(mkScene({ card: 'mk-bone-golem', clicks: [99] }))).toMatch(/figures\[0\]\.mk\.clicks\[0\]: dial 0 has \d+ clicks/)
    expect(messages(mkScene({ card: 'mk-bone-golem' }, { card: 'guard-archer' }))).toMatch(
      /figures\[0\]\.card: a figure with a Mage Knight card/,
    )
  })
})

// Built-in property names as a file's keys: looked up in plain objects they found Object.prototype's members.
describe('built-in property names', () => {
  const BUILT_IN = ['__proto__', 'constructor', 'toString']
  const messages = (scene: unknown) => {
    const r = validateScene(scene)
    return r.ok ? [] : r.problems.map(formatProblem)
  }

  it.each(BUILT_IN)('refuses %s as a Mage Knight card, naming it', (id) => {
    const scene: any = wallScene()
    scene.figures[0].mk = { card: id }
    expect(messages(scene)).toEqual([
      expect.stringMatching(new RegExp(`^figures\\[0\\]\\.mk\\.card: no Mage Knight figure "${id}" in models/mageknight`)),
    ])
  })

  it.each(BUILT_IN)('refuses %s as a Mage Knight version, naming it', (version) => {
    const scene: any = wallScene()
    scene.figures[0].mk = { card: 'mk-bone-golem', version }
    scene.figures[0].size = 'large'
    expect(messages(scene)).toEqual([
      expect.stringMatching(new RegExp(`^figures\\[0\\]\\.mk\\.version: card "mk-bone-golem" has no version "${version}"`)),
    ])
  })

  it.each(BUILT_IN)('refuses %s as a terrain type, a size profile, a shape and a section kind', (name) => {
    const scene: any = castleTestScene()
    scene.terrain = [
      { id: 't', shape: 'box', type: name, center: [5, 1, 5], size: [2, 2, 2] },
      { id: 'u', shape: name, type: 'ruin', center: [5, 1, 5] },
    ]
    scene.figures[0].size = name
    scene.castle.sections[0].kind = name
    expect(messages(scene).filter((m) => !m.startsWith('warning'))).toEqual([
      `terrain[0].type: expected one of fortified, thicket, building, water, crater, ruin, road, swamp, forest, got "${name}"`,
      `terrain[1].shape: expected box, cylinder or area, got "${name}"`,
      `castle.sections[0].kind: expected one of citadel, roundTower, gatehouse, wall, wallGateway, got "${name}"`,
      `figures[0].size: expected small, medium, large or huge, got "${name}"`,
    ])
  })

  it('loads figures, pieces and ladders with built-in names as ids', () => {
    const scene: any = wallScene()
    scene.figures[0].id = '__proto__'
    scene.figures[1].id = 'constructor'
    scene.terrain[0].id = 'toString'
    scene.ladders = [{ id: 'hasOwnProperty', bottom: [10, 0, 10], top: [10, 2, 11] }]
    expect(messages(scene)).toEqual([])
  })

  it('finds a duplicate among built-in names', () => {
    const scene: any = wallScene()
    scene.figures[0].id = '__proto__'
    scene.terrain[0].id = '__proto__'
    expect(messages(scene)).toEqual(['figures[0].id: duplicate id "__proto__", already used by terrain[0]'])
  })
})

describe('castle set-up record', () => {
  it('names a wrong table edge of castle.setup', () => {
    const scene = { ...wallScene(), castle: { sections: [], setup: { castleSide: 'red', castleEdge: 'up', opponentZoneDepthIn: 8 } } }
    const r = validateScene(scene)
    expect(r.ok).toBe(false)
    if (!r.ok)
      expect(r.problems.map(formatProblem).join('\n')).toMatch(/castle\.setup\.castleEdge: expected north, south, west or east, got "up"/)
  })
})

describe('deeply nested input', () => {
  const deep = (depth: number): unknown => {
    let value: unknown = 0
    for (let i = 0; i < depth; i++) value = [value]
    return value
  }

  it.each([
    ['name', (s: any, v: unknown) => (s.name = v), 'name: expected a string, got an array of 1 item, nested too deep to show'],
    [
      'a position',
      (s: any, v: unknown) => (s.figures[0].position = v),
      'figures[0].position: expected 3 numbers [x, y, z], got an array of 1 item, nested too deep to show',
    ],
    [
      'a coordinate',
      (s: any, v: unknown) => (s.figures[0].position[1] = v),
      'figures[0].position[1]: expected a number, got an array of 1 item, nested too deep to show',
    ],
    ['an unknown key', (s: any, v: unknown) => (s.figures[0].extra = v), 'figures[0]: unknown key "extra"'],
  ])('names a 20,000-deep array in %s', (_, put, message) => {
    expect(refused((s) => put(s, deep(20_000)))).toEqual([message])
  })

  it('reads a 20,000-deep array from text', () => {
    const text = JSON.stringify(wallScene()).replace('"Test wall"', `${'['.repeat(20_000)}${']'.repeat(20_000)}`)
    const result = parseSceneText(text)
    expect(result.ok ? [] : result.problems.map(formatProblem)).toEqual([
      'name: expected a string, got an array of 1 item, nested too deep to show',
    ])
  })
})

describe('long strings a file holds', () => {
  it('refuses an id longer than 100 characters, showing its head', () => {
    expect(refused((s) => (s.figures[0].id = 'x'.repeat(5_000_000)))).toEqual([
      `figures[0].id: must be at most 100 characters long, got "${'x'.repeat(37)}…"`,
    ])
  })

  it('shows an unknown key by its head', () => {
    expect(refused((s) => (s.figures[0]['k'.repeat(5_000_000)] = 1))).toEqual([`figures[0]: unknown key "${'k'.repeat(37)}…"`])
  })
})

describe('very large input', () => {
  const figure = (i: number) => ({ id: `f${i}`, side: 'red', size: 'giant', position: [10, 0, 10] })

  it(`refuses a text over ${MAX_SCENE_CHARS / 1024 / 1024} MB before parsing it`, () => {
    const text = `{"name": "${'x'.repeat(MAX_SCENE_CHARS)}"}`
    const result = parseSceneText(text)
    expect(result.ok ? [] : result.problems.map(formatProblem)).toEqual([
      '(root): the scene is 20 MB, more than the 20 MB a scene file may be',
    ])
  })

  it(`lists the first ${MAX_PROBLEMS} problems and counts the rest`, () => {
    const problems = refused((s) => (s.figures = Array.from({ length: 300 }, (_, i) => figure(i))))
    expect(problems).toHaveLength(MAX_PROBLEMS + 1)
    expect(problems[0]).toBe('figures[0].size: expected small, medium, large or huge, got "giant"')
    expect(problems[MAX_PROBLEMS]).toBe('(root): … and 200 more errors')
  })

  it('counts left-out warnings apart from errors', () => {
    expect(capProblems([...Array.from({ length: 101 }, () => error([], 'e')), warning([], 'w'), warning([], 'w')]).at(-1)).toEqual({
      path: '(root)',
      message: '… and 1 more error and 2 more warnings',
      severity: 'error',
      code: 'more-problems',
      params: { errors: 1, warnings: 2 },
    })
  })

  it('refuses a list over its most records by its length alone, quickly', () => {
    const scene: any = wallScene()
    scene.figures = Array.from({ length: 300_000 }, (_, i) => figure(i))
    scene.terrain = new Array(MAX_RECORDS.terrain + 1).fill(scene.terrain[0])
    const start = performance.now()
    expect(problemsOf(validateScene(scene))).toEqual([
      'terrain: at most 2000 pieces, got an array of 2001 items',
      'figures: at most 1000 figures, got an array of 300000 items',
    ])
    expect(performance.now() - start).toBeLessThan(100)
  })

  it('validates a 10 MB scene full of problems in reasonable time', () => {
    const scene: any = wallScene()
    // Every figure bad, with a long note; every piece with 100 unknown keys: 200,000 problems.
    scene.figures = Array.from({ length: MAX_RECORDS.figures }, (_, i) => ({ ...figure(i), notes: 'n'.repeat(8500) }))
    scene.terrain = Array.from({ length: MAX_RECORDS.terrain }, (_, i) => ({
      ...wallScene().terrain[0],
      id: `t${i}`,
      ...Object.fromEntries(Array.from({ length: 100 }, (_, k) => [`k${k}`, k])),
    }))
    const text = JSON.stringify(scene)
    expect(text.length).toBeGreaterThan(10_000_000)
    const start = performance.now()
    const result = parseSceneText(text)
    const ms = performance.now() - start
    expect(result.ok ? [] : result.problems.map(formatProblem).at(-1)).toBe('(root): … and 200,900 more errors')
    // About 0.8 s on a busy two-core machine; the bound only catches a return of the quadratic or unbounded.
    expect(ms).toBeLessThan(8000)
  })
})
