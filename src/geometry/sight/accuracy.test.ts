import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { Scene } from '../../scene/schema'
import { computeSight } from './computeSight'
import { withWorld } from '../testScene'

describe('visibleFraction accuracy on the reference table', () => {
  it('stays within 0.02 of a 200 x 200 sampling on partly visible pairs, areas and sight limits included', async () => {
    // The reference scene (222 pieces, 48 figures, woods and thickets with limited sight)
    // has shadow edges of every kind: straight, curved (cylinders, the depth limit),
    // several pieces and areas meeting. Every 12th partly visible pair is compared with a
    // dense 200 x 200 grid per patch (40,000 rays or more), whose own error is far smaller.
    const scene = JSON.parse(readFileSync('scenes/bench-reference.json', 'utf8')) as Scene
    const ids = scene.figures.map((f) => f.id)
    const errors = await withWorld(scene, (world) => {
      const partly: [string, string][] = []
      for (const a of ids)
        for (const b of ids) {
          if (a === b) continue
          const v = computeSight(world, a, b).visibleFraction
          if (v > 0.02 && v < 0.98) partly.push([a, b])
        }
      return partly
        .filter((_, i) => i % 12 === 0)
        .map(([a, b]) => {
          const dense = computeSight(world, a, b, { gridNodes: 200, refineSteps: 2, areaGridFactor: 1, occluderProof: false })
          return Math.abs(computeSight(world, a, b).visibleFraction - dense.visibleFraction)
        })
    })
    expect(errors.length).toBeGreaterThan(30)
    expect(Math.max(...errors)).toBeLessThan(0.02)
  }, 600_000)
})
