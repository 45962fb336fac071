import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { TableWorld } from '../../geometry/world/tableWorld'
import { parseSceneText } from '../../scene/validate'
import { judgeCells } from './cells'
import { cellX, cellZ, gridOf } from './grid'
import { heatmapLevels, levelHolds, topWidth } from './levels'
import { heatmapSpec, HeatmapRequestError } from './spec'
import { CELL } from './types'
import type { Scene, TerrainPiece } from '../../scene/schema'

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

  it("a map on a wall walk's level has standable cells only where the whole base is on the walk (R-HM.5)", async () => {
    // w2-wall: a wall section turned 90 degrees at (27.94, 26.035), its body 15.24 long, 3.81
    // thick, 10.16 high (models/castle/pieces.json): the walk is x 26.035..29.845, z 18.415..33.655
    // at y 10.16. A medium base (radius 1.25) is wholly on it with its centre at x 27.285..28.595
    // and z 19.665..32.405. Cells of 1 cm have centres at n + 0.5: x 27.5 and 28.5, z 20.5..32.5,
    // 2 x 13 = 26 cells. Beyond the walk's ends a neighbouring section's top at the same height
    // may hold the rim too, so there only "centre on the walk" is asked. Judged: x 20..36, z 12..40.
    const spec = heatmapSpec(scene, { from: 's-raider-ogre', profile: 'medium', step: 1, level: 'w2-wall' })
    const grid = gridOf(scene.table.width, scene.table.depth, 1)
    const window: number[] = []
    for (let j = 12; j < 40; j++) for (let i = 20; i < 36; i++) window.push(j * grid.nx + i)
    const world = await TableWorld.create(scene)
    try {
      const batch = judgeCells(world, spec, Int32Array.from(window))
      const onWalk = (x: number, z: number) => x > 26.035 && x < 29.845 && z > 18.415 && z < 33.655
      const wholeBaseOn = (x: number, z: number) => x > 27.285 && x < 28.595 && z > 19.665 && z < 32.405
      let standable = 0
      batch.cells.forEach((k, c) => {
        const x = cellX(grid, k)
        const z = cellZ(grid, k)
        if (batch.state[c] === CELL.judged) {
          standable++
          expect(onWalk(x, z) && x > 27.285 && x < 28.595, `cell at ${x}, ${z}`).toBe(true)
          expect(batch.y[c]).toBeCloseTo(10.16, 3)
        } else if (wholeBaseOn(x, z)) throw new Error(`cell at ${x}, ${z} on the walk refused: state ${batch.state[c]}`)
        // A cell whose base hangs off the walk is drawn on the walk's top (R-HM.5), not inside the wall.
        else if (onWalk(x, z)) expect(batch.y[c]).toBeCloseTo(10.16, 3)
      })
      expect(standable).toBeGreaterThanOrEqual(26)
      expect(standable).toBeLessThanOrEqual(2 * 16)
    } finally {
      world.dispose()
    }
  })

  describe('levels a figure can stand on (R-HM.4)', () => {
    // Hand-measured tops: a wall 1.5 cm thick (narrower than the 2.5 cm base of a medium
    // figure), one 3 cm thick (wider than 2.5, narrower than a large figure's 4 cm), a round
    // plinth of radius 1.25 (2.5 across: exactly a medium base) and a wall 1.5 cm thick turned
    // 30 degrees (turning about y changes no width: still 1.5).
    const piece = (id: string, extra: Partial<TerrainPiece>): TerrainPiece =>
      ({ id, shape: 'box', type: 'building', center: [10, 3, 60], size: [20, 6, 1.5], ...extra }) as TerrainPiece
    const walls: Scene = {
      ...scene,
      terrain: [
        ...scene.terrain,
        piece('thin-wall', {}),
        piece('broad-wall', { center: [10, 3, 70], size: [20, 6, 3] }),
        piece('turned-wall', { center: [10, 3, 80], rotationY: 30 }),
        { id: 'plinth', shape: 'cylinder', type: 'building', center: [30, 2, 70], radius: 1.25, height: 4 },
      ],
    }
    const offered = (size: 'medium' | 'large') => heatmapLevels(walls, size).map((l) => l.id)

    it("measures a top's narrower side: a box's shorter horizontal extent, a cylinder's diameter", () => {
      const byId = (id: string) => walls.terrain.find((p) => p.id === id) as TerrainPiece
      expect(topWidth(byId('thin-wall'))).toBe(1.5)
      expect(topWidth(byId('broad-wall'))).toBe(3)
      expect(topWidth(byId('turned-wall'))).toBe(1.5)
      expect(topWidth(byId('plinth'))).toBe(2.5)
    })

    it('offers no top narrower than the base: a thin wall holds no medium figure, a 3 cm wall no large one', () => {
      expect(offered('medium')).not.toContain('thin-wall')
      expect(offered('medium')).not.toContain('turned-wall')
      expect(offered('medium')).toContain('broad-wall')
      // 2.5 cm across under a 2.5 cm base: the whole base fits, exactly.
      expect(offered('medium')).toContain('plinth')
      expect(offered('large')).not.toContain('broad-wall')
      expect(offered('large')).not.toContain('plinth')
      // The table and the highest surface hold every figure.
      expect(offered('large').slice(0, 2)).toEqual(['ground', 'top'])
      // Without a profile every solid is listed, as before.
      expect(heatmapLevels(walls).map((l) => l.id)).toContain('thin-wall')
    })

    it("a castle section's walk and a plank hold a figure by their own widths", () => {
      // The wall sections' bodies and the planks are 3.81 cm (1.5 in) across (models/castle/pieces.json,
      // the scene's planks): a medium base (2.5 cm) fits, a large one (4 cm) does not.
      expect(levelHolds(walls, 'w2-wall', 'medium')).toBe(true)
      expect(levelHolds(walls, 'plank-south', 'medium')).toBe(true)
      expect(levelHolds(walls, 'w2-wall', 'large')).toBe(false)
      expect(levelHolds(walls, 'plank-south', 'large')).toBe(false)
    })

    it('refuses a request for a level too narrow for the profile, naming the level', () => {
      const ask = (level: string, profile: string) => () => heatmapSpec(walls, { from: 's-raider-ogre', profile, step: 1, level })
      expect(ask('thin-wall', 'medium')).toThrow(HeatmapRequestError)
      expect(ask('thin-wall', 'medium')).toThrow(/thin-wall.*medium/)
      expect(ask('broad-wall', 'medium')).not.toThrow()
      expect(ask('broad-wall', 'large')).toThrow(/broad-wall/)
    })

    it("an unknown level is refused with the levels the profile can use, and says which were left out and why (the last player's pass)", () => {
      const ask = (level: string, profile: string) => () => heatmapSpec(walls, { from: 's-raider-ogre', profile, step: 1, level })
      const message = (f: () => unknown) => {
        try {
          f()
        } catch (e) {
          return (e as Error).message
        }
        return ''
      }
      const usable = offered('medium')
      const unknown = message(ask('moon', 'medium'))
      const [listed, leftOut] = unknown.split(' (left out, ')
      // Every level offered to a medium figure is listed before the brackets, and none refused for it.
      expect(listed).toBe(`expected one of ${usable.join(', ')}`)
      expect(leftOut).toMatch(/^no top as wide as a medium figure's base: .*thin-wall.*\), got "moon"$/)
      expect(leftOut).toContain('turned-wall')
      expect(leftOut).not.toContain('broad-wall')
      // A level refused as too narrow names what the figure can stand on instead.
      expect(message(ask('thin-wall', 'medium'))).toContain(`a medium figure stands on ${usable.join(', ')} (left out`)
    })
  })
})
