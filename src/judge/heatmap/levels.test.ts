import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { TableWorld } from '../../geometry/world/tableWorld'
import { parseSceneText } from '../../scene/validate'
import { judgeCells } from './cells'
import { cellX, cellZ, gridOf } from './grid'
import { heatmapLevels } from './levels'
import { heatmapSpec, HeatmapRequestError } from './spec'
import { CELL } from './types'

const loaded = parseSceneText(readFileSync(new URL('../../../scenes/siege-full-castle.json', import.meta.url), 'utf8'))
if (!loaded.ok) throw new Error('siege-full-castle is invalid')
const scene = loaded.scene

describe('heat map levels (judge/heatmap/levels.ts)', () => {
  it('lists the table, the highest surface, solid pieces, castle sections and planks, not areas', () => {
    const levels = heatmapLevels(scene)
    expect(levels.slice(0, 3).map((l) => l.id)).toEqual(['ground', 'top', 'farm-ruin'])
    expect(levels.find((l) => l.id === 'wood')).toBeUndefined()
    expect(levels.find((l) => l.id === 'w2-wall')).toEqual({ id: 'w2-wall', kind: 'section', castleKind: 'wall' })
    expect(levels.find((l) => l.id === 'tower-sw')?.name).toBe('South-west tower')
    expect(levels.filter((l) => l.kind === 'plank').map((l) => l.id)).toEqual(['plank-south', 'plank-north'])
    // Every level listed is one the request takes.
    for (const level of levels)
      expect(() => heatmapSpec(scene, { from: 's-raider-ogre', profile: 'medium', step: 1, level: level.id })).not.toThrow()
  })

  it('refuses an area and an unknown id, naming the levels there are', () => {
    const ask = (level: string) => () => heatmapSpec(scene, { from: 's-raider-ogre', profile: 'medium', step: 1, level })
    expect(ask('wood')).toThrow(/area/)
    expect(ask('moat')).toThrow(HeatmapRequestError)
    expect(ask('moat')).toThrow(/ground, top, farm-ruin, tower-sw/)
  })

  it("a map on a wall walk's level has standable cells only on the walk", async () => {
    // w2-wall: a wall section turned 90 degrees at (27.94, 26.035), its body 15.24 long, 3.81
    // thick, 10.16 high (models/castle/pieces.json): the walk is x 26.035..29.845, z 18.415..33.655
    // at y 10.16. Cells of 1 cm have centres at n + 0.5: x 26.5..29.5 and z 18.5..33.5 lie on it,
    // 4 x 16 = 64 cells. Judged: the window x 20..36, z 12..40 around it.
    const spec = heatmapSpec(scene, { from: 's-raider-ogre', profile: 'medium', step: 1, level: 'w2-wall' })
    const grid = gridOf(scene.table.width, scene.table.depth, 1)
    const window: number[] = []
    for (let j = 12; j < 40; j++) for (let i = 20; i < 36; i++) window.push(j * grid.nx + i)
    const world = await TableWorld.create(scene)
    try {
      const batch = judgeCells(world, spec, Int32Array.from(window))
      const onWalk = (x: number, z: number) => x > 26.035 && x < 29.845 && z > 18.415 && z < 33.655
      let standable = 0
      batch.cells.forEach((k, c) => {
        const x = cellX(grid, k)
        const z = cellZ(grid, k)
        if (batch.state[c] === CELL.judged) {
          standable++
          expect(onWalk(x, z), `cell at ${x}, ${z}`).toBe(true)
          expect(batch.y[c]).toBeCloseTo(10.16, 3)
        } else if (onWalk(x, z)) throw new Error(`cell at ${x}, ${z} on the walk refused: state ${batch.state[c]}`)
      })
      expect(standable).toBe(64)
    } finally {
      world.dispose()
    }
  })
})
