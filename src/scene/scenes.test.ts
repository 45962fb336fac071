import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { makeBenchScene } from '../../scripts/make-bench-scene'
import type { Scene } from './schema'
import { SIZE_PROFILES } from './sizeProfiles'
import { DungeonBoard } from './dungeon/board'
import { ARTIFACT_KINDS } from './dungeon/schema'
import { formatProblem, parseSceneText, serializeScene } from './validate'

const SCENES = fileURLToPath(new URL('../../scenes/', import.meta.url))
const files = readdirSync(SCENES)
  .filter((f) => f.endsWith('.json'))
  .sort()
const text = (file: string) => readFileSync(SCENES + file, 'utf8')

function load(file: string): Scene {
  const result = parseSceneText(text(file))
  if (!result.ok) throw new Error(`${file}:\n${result.problems.map(formatProblem).join('\n')}`)
  return result.scene
}

describe('shipped scenes', () => {
  it('include the four named scenes', () => {
    expect(files).toEqual(expect.arrayContaining(['bench-reference.json', 'curtain-wall.json', 'forest-edge.json', 'hill-and-wall.json']))
  })

  it.each(files)('%s validates with no errors and no warnings', (file) => {
    const result = parseSceneText(text(file))
    expect(result.ok ? result.warnings.map(formatProblem) : result.problems.map(formatProblem)).toEqual([])
  })

  it.each(files)('%s is saved in serializeScene form, with a description', (file) => {
    const scene = load(file)
    expect(serializeScene(scene)).toBe(text(file))
    expect(scene.description?.length).toBeGreaterThan(40)
  })
})

describe('hill-and-wall.json', () => {
  it('has the crouched blue figure 1 cm behind the wall and outside the wood', () => {
    const scene = load('hill-and-wall.json')
    const wall = scene.terrain.find((p) => p.id === 'wall-1')
    const crouch = scene.figures.find((f) => f.id === 'b-crouch')
    expect(wall).toMatchObject({ shape: 'box', center: [46.5, 1.35, 45], size: [1, 2.7, 30] })
    // Wall face at x = 47, base radius 1.25: base edge at 49.25 - 1.25 = 48, 1 cm behind.
    expect(crouch).toMatchObject({ size: 'medium', position: [49.25, 0, 33] })
  })
})

describe('curtain-wall.json', () => {
  it('has the defenders on the walkway top and a ladder reaching it', () => {
    const scene = load('curtain-wall.json')
    const wall = scene.terrain.find((p) => p.id === 'wall')
    if (wall?.shape !== 'box') throw new Error('wall must be a box')
    const top = wall.center[1] + wall.size[1] / 2
    const walkers = scene.figures.filter((f) => f.side === 'blue' && f.id !== 'b-tower')
    expect(walkers.map((f) => f.position[1])).toEqual([top, top, top])
    expect(scene.ladders?.[0].bottom[1]).toBe(0)
    expect(scene.ladders?.[0].top[1]).toBe(top)
    expect(scene.figures.filter((f) => f.side === 'red').every((f) => f.position[1] === 0)).toBe(true)
  })
})

describe('bench-reference.json', () => {
  it('is what scripts/make-bench-scene.ts generates', () => {
    expect(text('bench-reference.json')).toBe(serializeScene(makeBenchScene()))
  })

  it('is crowded enough to bench: 200+ pieces of every shape, 40+ figures of 3 sides and 4 sizes', () => {
    const scene = load('bench-reference.json')
    expect(scene.table).toEqual({ width: 180, depth: 120 })
    expect(scene.terrain.length).toBeGreaterThanOrEqual(200)
    expect(new Set(scene.terrain.map((p) => p.shape))).toEqual(new Set(['box', 'cylinder', 'area']))
    expect(new Set(scene.terrain.map((p) => (p.shape === 'cylinder' ? 0 : (p.rotationY ?? 0)))).size).toBeGreaterThan(5)
    expect(scene.figures.length).toBeGreaterThanOrEqual(40)
    expect(new Set(scene.figures.map((f) => f.side)).size).toBe(3)
    expect(new Set(scene.figures.map((f) => f.size))).toEqual(new Set(SIZE_PROFILES))
    expect(scene.figures.some((f) => f.position[1] > 0)).toBe(true)
  })
})

describe('mk-dungeon.json', () => {
  it('holds every artifact kind, a hero team of three and two Mage Spawns (issue 13)', () => {
    const scene = load('mk-dungeon.json')
    const dungeon = scene.dungeon
    if (!dungeon) throw new Error('mk-dungeon.json must have a dungeon')
    expect(new Set(dungeon.artifacts?.map((a) => a.kind))).toEqual(new Set(ARTIFACT_KINDS))
    expect(new Set(dungeon.terrain?.map((t) => t.type))).toEqual(new Set(['blocking', 'difficult', 'water']))
    const heroes = scene.figures.filter((f) => dungeon.heroTeam.includes(f.side))
    expect(heroes.map((f) => f.mk?.card)).toEqual(['mk-battle-mage', 'mk-crossbowman', 'mk-dwarf-bombardier'])
    expect(scene.figures.filter((f) => f.side === 'spawn').map((f) => f.mk?.card)).toEqual([
      'mk-spawn-shade-stand-in',
      'mk-spawn-cave-lurker-stand-in',
    ])
  })

  it('puts the battle mage and the shade on row 4 with only doorways between them, on square centres', () => {
    const scene = load('mk-dungeon.json')
    const board = new DungeonBoard(scene.dungeon!)
    const square = (id: string) => {
      const f = scene.figures.find((g) => g.id === id)!
      return board.squareAt(f.position[0], f.position[2])!
    }
    expect(square('mage')).toEqual([6, 4])
    expect(square('shade')).toEqual([16, 4])
    // Row 4 from column 6 to 16: no wall on any east edge; the two segment changes are doorways.
    const edges = Array.from({ length: 10 }, (_, i) => 6 + i)
    expect(edges.filter((c) => board.wallOn([c, 4], 'e'))).toEqual([])
    expect(edges.filter((c) => board.isDoorway([c, 4], 'e'))).toEqual([8, 14])
    // Centre of [6, 4]: x = 10 + 6.5 × 2.54 = 26.51, z = 10 + 4.5 × 2.54 = 21.43.
    expect(scene.figures.find((f) => f.id === 'mage')?.position).toEqual([26.51, 0, 21.43])
  })
})
