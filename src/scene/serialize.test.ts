import { describe, expect, it } from 'vitest'
import type { Scene } from './schema'
import { parseSceneText, serializeScene } from './validate'
import { sceneWith, wallScene } from './testScenes'

/** A scene using every optional key, built with its keys in a scrambled order. */
function fullScene(): Scene {
  const scene = sceneWith({
    terrain: [
      {
        notes: 'n',
        color: '#777',
        name: 'Tower',
        height: 10,
        radius: 4,
        center: [70, 5, 20],
        cover: 'massive',
        type: 'building',
        shape: 'cylinder',
        id: 'tower',
      },
      { rotationY: 30, size: [16, 10, 16], center: [57, 5, 45], type: 'forest', shape: 'area', id: 'wood' },
    ],
    figures: [
      {
        notes: 'x',
        card: 'guard-gnome-sentry',
        name: 'Archer',
        prone: true,
        position: [10, 0, 10],
        size: 'small',
        side: 'green',
        id: 'g-1',
      },
    ],
  })
  return {
    ladders: [{ name: 'L', width: 2, top: [70, 10, 24], bottom: [70, 0, 27], id: 'ladder' }],
    ...scene,
    description: 'every key',
    table: { color: 'green', depth: 90, width: 90 },
  }
}

describe('serializeScene', () => {
  it('round-trips through parseSceneText', () => {
    const result = parseSceneText(serializeScene(fullScene()))
    expect(result).toEqual({ ok: true, scene: fullScene(), warnings: [] })
  })

  it('writes keys in schema order whatever order they were built in', () => {
    const text = serializeScene(fullScene())
    const keysOf = (o: object) => Object.keys(o)
    const saved = JSON.parse(text)
    expect(keysOf(saved)).toEqual(['format', 'version', 'name', 'description', 'units', 'table', 'terrain', 'ladders', 'figures'])
    expect(keysOf(saved.table)).toEqual(['width', 'depth', 'color'])
    expect(keysOf(saved.terrain[1])).toEqual(['id', 'shape', 'type', 'cover', 'center', 'radius', 'height', 'name', 'color', 'notes'])
    expect(keysOf(saved.terrain[2])).toEqual(['id', 'shape', 'type', 'center', 'size', 'rotationY'])
    expect(keysOf(saved.ladders[0])).toEqual(['id', 'bottom', 'top', 'width', 'name'])
    expect(keysOf(saved.figures[2])).toEqual(['id', 'side', 'size', 'position', 'prone', 'name', 'card', 'notes'])
  })

  it('indents by two spaces and keeps number triples on one line', () => {
    const text = serializeScene(wallScene())
    expect(text).toContain('\n  "terrain": [\n    {\n      "id": "wall-1",\n')
    expect(text).toContain('\n      "center": [46.5, 1.35, 45],\n')
    expect(text.endsWith('}\n')).toBe(true)
  })

  it('gives the same text for the same scene', () => {
    expect(serializeScene(fullScene())).toBe(serializeScene(JSON.parse(serializeScene(fullScene()))))
  })

  it('leaves out optional keys that are undefined', () => {
    const scene = wallScene()
    scene.figures[0].prone = undefined
    expect(serializeScene(scene)).not.toContain('prone')
  })

  it('keeps keys the schema does not know, so that the next load names them', () => {
    const scene = wallScene() as Scene & { author: string }
    scene.author = 'me'
    const result = parseSceneText(serializeScene(scene))
    expect(result.ok ? [] : result.problems.map((p) => p.message)).toEqual(['unknown key "author"'])
  })

  it('writes an empty list as []', () => {
    expect(serializeScene({ ...wallScene(), figures: [] })).toContain('"figures": []')
  })
})

describe('serializeScene with a dungeon', () => {
  /** A dungeon using every key, each record built with its keys scrambled; its figures on open squares. */
  function dungeonScene(): Scene {
    // Room R covers columns 0–2, corridor C columns 3–5 on row 0, from origin [10, 10]: the
    // centre of square [c, r] is at x = 10 + (c + 0.5) × 2.54, z = 10 + (r + 0.5) × 2.54.
    return {
      ...wallScene(),
      figures: [
        { id: 'hero', side: 'heroes', size: 'medium', position: [11.27, 0, 13.81] },
        { id: 'spawn', side: 'spawn', size: 'medium', position: [21.43, 0, 11.27] },
      ],
      terrain: [],
      dungeon: {
        segments: [
          { squares: [{ size: [3, 2], at: [0, 0] }], kind: 'room', id: 'R', name: 'Hall' },
          { name: 'Way', kind: 'corridor', id: 'C', squares: [{ at: [3, 0], size: [3, 1] }] },
        ],
        heroTeam: ['heroes'],
        rows: 2,
        columns: 6,
        wallHeight: 6,
        origin: [10, 10],
        walls: [{ side: 's', at: [1, 0] }],
        doorways: [{ side: 'e', at: [2, 0], id: 'd' }],
        entrances: [{ name: 'Gate', at: [5, 0], id: 'in' }],
        terrain: [{ type: 'water', at: [4, 0] }],
        artifacts: [
          { tokens: { red: 1, blue: 0, yellow: 2 }, name: 'Altar', along: 'ns', at: [2, 0], kind: 'dragon-altar', id: 'alt' },
          { at: [1, 1], kind: 'stone-pillar', id: 'p' },
        ],
      },
    }
  }

  it('round-trips through parseSceneText', () => {
    expect(parseSceneText(serializeScene(dungeonScene()))).toEqual({ ok: true, scene: dungeonScene(), warnings: [] })
  })

  it('writes the dungeon and its records in schema order, lists in their own order', () => {
    const saved = JSON.parse(serializeScene(dungeonScene()))
    expect(Object.keys(saved)).toEqual(['format', 'version', 'name', 'units', 'table', 'terrain', 'dungeon', 'figures'])
    expect(Object.keys(saved.dungeon)).toEqual([
      'origin',
      'columns',
      'rows',
      'wallHeight',
      'heroTeam',
      'segments',
      'walls',
      'doorways',
      'entrances',
      'terrain',
      'artifacts',
    ])
    expect(Object.keys(saved.dungeon.segments[0])).toEqual(['id', 'kind', 'squares', 'name'])
    expect(Object.keys(saved.dungeon.segments[0].squares[0])).toEqual(['at', 'size'])
    expect(Object.keys(saved.dungeon.walls[0])).toEqual(['at', 'side'])
    expect(Object.keys(saved.dungeon.doorways[0])).toEqual(['id', 'at', 'side'])
    expect(Object.keys(saved.dungeon.entrances[0])).toEqual(['id', 'at', 'name'])
    expect(Object.keys(saved.dungeon.terrain[0])).toEqual(['at', 'type'])
    expect(Object.keys(saved.dungeon.artifacts[0])).toEqual(['id', 'kind', 'at', 'along', 'tokens', 'name'])
    expect(Object.keys(saved.dungeon.artifacts[0].tokens)).toEqual(['yellow', 'blue', 'red'])
    expect(saved.dungeon.artifacts.map((a: { id: string }) => a.id)).toEqual(['alt', 'p'])
  })

  it('keeps a square on one line', () => {
    expect(serializeScene(dungeonScene())).toContain('"at": [2, 0],\n')
  })
})
