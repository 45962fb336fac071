import { describe, expect, it } from 'vitest'
import { sampleScene } from '../../ports/fakePorts'
import type { Scene } from '../../../scene/schema'
import { draggedTerrainProblem, terrainGhost } from './ghost'

const scene = sampleScene('hill') as Scene

describe('the terrain tool’s ghost (issue 14)', () => {
  it('is the piece a click would place, turned as it would be, and fine in the open', () => {
    const ghost = terrainGhost(scene, { preset: 'wall', hover: [20, 0, 60], rotation: 45 })
    expect(ghost?.piece).toMatchObject({ id: 'wall-1', center: [20, 1.35, 60], size: [15, 2.7, 1], rotationY: 45 })
    expect(ghost?.problem).toBeNull()
  })

  it('names the scene check that would refuse it half over the edge (R-SE-12)', () => {
    // The wall preset is 15 long along x: at x = 85 it runs 77.5..92.5, 2.5 cm over the 90 cm table.
    const ghost = terrainGhost(scene, { preset: 'wall', hover: [85, 0, 60], rotation: 0 })
    expect(ghost?.problem).toMatchObject({ code: 'over-table-edge', params: { over: 2.5 } })
  })

  it('is nothing without a preset in hand or a pointer over the table', () => {
    expect(terrainGhost(scene, { preset: null, hover: [20, 0, 60], rotation: 0 })).toBeNull()
    expect(terrainGhost(scene, { preset: 'wall', hover: null, rotation: 0 })).toBeNull()
  })

  it('says a dragged piece would be put back once it reaches over the edge', () => {
    const moved: Scene = { ...scene, terrain: scene.terrain.map((t) => ({ ...t, center: [85, t.center[1], t.center[2]] }) as typeof t) }
    const drag = { item: { kind: 'terrain' as const, id: 'wall' }, before: scene, moved: true }
    expect(draggedTerrainProblem(moved, drag)).toMatchObject({ code: 'over-table-edge' })
    expect(draggedTerrainProblem(scene, drag)).toBeNull()
    expect(draggedTerrainProblem(moved, null)).toBeNull()
  })
})
