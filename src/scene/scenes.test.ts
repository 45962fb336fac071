import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { makeBenchScene } from '../../scripts/make-bench-scene'
import type { Scene } from './schema'
import { SIZE_PROFILES } from './sizeProfiles'
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
