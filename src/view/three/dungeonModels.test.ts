import { describe, expect, it } from 'vitest'
import { ARTIFACT_KINDS, SQUARE_TERRAINS } from '../../scene/dungeon/schema'
import { artifactModel, modelExtent, terrainModel } from './dungeonModels'

describe('artifact models', () => {
  it.each(ARTIFACT_KINDS)('%s has parts that stay on its own squares', (kind) => {
    const parts = artifactModel(kind, 7.62)
    const [length, width] = modelExtent(kind)
    expect(parts.length).toBeGreaterThan(0)
    for (const p of parts) {
      expect(p.center[0] - p.size[0] / 2).toBeGreaterThanOrEqual(0)
      expect(p.center[0] + p.size[0] / 2).toBeLessThanOrEqual(length)
      expect(p.center[2] - p.size[2] / 2).toBeGreaterThanOrEqual(0)
      expect(p.center[2] + p.size[2] / 2).toBeLessThanOrEqual(width)
      expect(p.center[1] - p.size[1] / 2).toBeGreaterThanOrEqual(0)
    }
  })

  it('draws the 1 × 2 pieces two squares long and the large pond 2 × 2', () => {
    expect(modelExtent('dragon-altar')).toEqual([2, 1])
    expect(modelExtent('table')).toEqual([2, 1])
    expect(modelExtent('large-pond')).toEqual([2, 2])
    expect(modelExtent('chair')).toEqual([1, 1])
  })

  it('draws pillars as tall as the walls', () => {
    const top = (parts: ReturnType<typeof artifactModel>) => Math.max(...parts.map((p) => p.center[1] + p.size[1] / 2))
    expect(top(artifactModel('stone-pillar', 7.62))).toBeCloseTo(7.62, 9)
    expect(top(artifactModel('all-seeing-pillar', 10))).toBeCloseTo(10, 9)
  })

  it('shows ponds as water', () => {
    expect(artifactModel('small-pond', 7.62).some((p) => p.shape === 'water')).toBe(true)
    expect(artifactModel('large-pond', 7.62).some((p) => p.shape === 'water')).toBe(true)
  })

  it.each(SQUARE_TERRAINS)('marks %s terrain inside its square', (type) => {
    for (const p of terrainModel(type)) {
      expect(p.center[0] - p.size[0] / 2).toBeGreaterThanOrEqual(0)
      expect(p.center[0] + p.size[0] / 2).toBeLessThanOrEqual(1)
    }
  })
})
