import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Scene } from '../../scene/schema'
import { parseSceneText } from '../../scene/validate'
import { computeSight } from '../sight/computeSight'
import { withWorld } from '../testScene'
import { sceneOf } from '../testScene'
import { TableWorld } from '../world/tableWorld'
import { dungeonTerrain, WALL_THICKNESS_CM } from './solids'

// Room A covers columns 0–2, room B columns 3–5, rows 0–2; column 6 is rock. One doorway on
// A's east edge at [2,1] (B's west edge at [3,1]). Origin [10, 10], walls 7.62 cm (3 in) tall.
// The line between A and B lies at x = 10 + 3 × 2.54 = 17.62; row r's centre at
// z = 10 + (r + 0.5) × 2.54: row 0 at 11.27, row 1 at 13.81, row 2 at 16.35.
// A stone pillar stands on [5,2], a chair on [4,2], a blocking marker on [1,2].
const dungeonScene = (): Scene => ({
  ...sceneOf([], []),
  dungeon: {
    origin: [10, 10],
    columns: 7,
    rows: 3,
    heroTeam: [],
    segments: [
      { id: 'A', kind: 'room', squares: [{ at: [0, 0], size: [3, 3] }] },
      { id: 'B', kind: 'room', squares: [{ at: [3, 0], size: [3, 3] }] },
    ],
    doorways: [{ id: 'door', at: [2, 1], side: 'e' }],
    terrain: [{ at: [1, 2], type: 'blocking' }],
    artifacts: [
      { id: 'pillar', kind: 'stone-pillar', at: [5, 2] },
      { id: 'chair', kind: 'chair', at: [4, 2] },
    ],
  },
})

describe('dungeonTerrain', () => {
  it('splits the wall between the rooms at the doorway and keeps the doorway a full square wide (R-DG.1)', () => {
    const pieces = dungeonTerrain(dungeonScene())
    const between = pieces.filter((p) => p.shape === 'box' && p.center[0] === 17.62 && p.size[0] === WALL_THICKNESS_CM)
    // Row 0's edge: from the board's north line z = 10 less half a thickness (0.25) to the doorway
    // at z = 12.54; row 2's: from z = 15.08 (the doorway's far end) to 17.62 + 0.25.
    const extents = between.map((p) => (p.shape === 'box' ? [p.center[2] - p.size[2] / 2, p.center[2] + p.size[2] / 2] : []))
    expect(extents.map((e) => e.map((v) => +v.toFixed(6)))).toEqual([
      [9.75, 12.54],
      [15.08, 17.87],
    ])
  })
  it('builds the rock column, the pillar and the blocking marker as solids, the chair as none (R-DG.2)', () => {
    const ids = dungeonTerrain(dungeonScene()).map((p) => p.id)
    expect(ids.filter((id) => !id.startsWith('dungeon/wall-'))).toEqual(['dungeon/rock-0', 'dungeon/pillar', 'dungeon/blocking-1-2'])
    const rock = dungeonTerrain(dungeonScene()).find((p) => p.id === 'dungeon/rock-0')
    // Column 6, rows 0–2: x 25.24..27.78, z 10..17.62, 7.62 tall.
    expect(rock).toMatchObject({ center: [26.51, 3.81, 13.81], size: [2.54, 7.62, 7.62] })
  })
  it('is empty without a dungeon', () => {
    expect(dungeonTerrain(sceneOf([], []))).toEqual([])
  })
})

describe('dungeon solids in the TableWorld', () => {
  let world: TableWorld
  beforeAll(async () => {
    world = await TableWorld.create(dungeonScene())
  })
  afterAll(() => world.dispose())

  /** What a horizontal ray 2 cm above the table from [x, z] along `dir` meets within `length`, and at what distance (Rapier works in float32: 4 decimals). */
  const hit = (from: [number, number], dir: [number, number], length: number) => {
    const ray = new world.rapier.Ray({ x: from[0], y: 2, z: from[1] }, { x: dir[0], y: 0, z: dir[1] })
    const found = world.world.castRay(ray, length, true)
    return found ? { id: world.ownerOf(found.collider)?.id, at: +found.timeOfImpact.toFixed(4) } : null
  }

  it('lets a ray through the doorway: from [0,1]’s centre (11.27) to [5,1]’s (23.97) meets nothing', () => {
    expect(hit([11.27, 13.81], [1, 0], 12.7)).toBeNull()
  })
  it('stops the same ray one row north at the wall between the rooms: 17.62 − 0.25 − 11.27 = 6.1 cm', () => {
    expect(hit([11.27, 11.27], [1, 0], 12.7)).toEqual({ id: 'dungeon/wall-3', at: 6.1 })
  })
  it('stops a ray at the rim wall before the rock: [5,1]’s centre 23.97 to 25.24 − 0.25 is 1.02 cm', () => {
    expect(hit([23.97, 13.81], [1, 0], 5)?.at).toBe(1.02)
  })
  it('sees past the chair and stops at the pillar’s face: [3,2]’s centre 18.89 to 22.7 is 3.81 cm', () => {
    expect(hit([18.89, 16.35], [1, 0], 5)).toEqual({ id: 'dungeon/pillar', at: 3.81 })
  })
  it('stops a ray from [0,2] at the blocking marker on [1,2]: 12.54 − 11.27 = 1.27 cm', () => {
    expect(hit([11.27, 16.35], [1, 0], 5)).toEqual({ id: 'dungeon/blocking-1-2', at: 1.27 })
  })
  it('lets nothing look over the walls and rock below their 7.62 cm top: a ray down onto the rock stops there', () => {
    const ray = new world.rapier.Ray({ x: 26.51, y: 20, z: 13.81 }, { x: 0, y: -1, z: 0 })
    expect(world.world.castRay(ray, 30, true)?.timeOfImpact).toBeCloseTo(12.38, 4)
  })
})

describe('sight through the doorways of scenes/mk-dungeon.json', () => {
  const shipped = (): Scene => {
    const result = parseSceneText(readFileSync('scenes/mk-dungeon.json', 'utf8'))
    if (!result.ok) throw new Error('mk-dungeon.json must load')
    return result.scene
  }

  it('the battle mage on [6,4] sees part of the shade on [16,4] along row 4 through both doorways', async () => {
    // The doorways are 2.54 cm wide, the shade's base 1.25 in = 3.175 cm: its edges hide behind
    // the jambs of the doorway 3.81 cm before it, its middle is seen. So 0 < share < 1.
    const share = await withWorld(shipped(), (world) => computeSight(world, 'mage', 'shade').visibleFraction)
    expect(share).toBeGreaterThan(0.5)
    expect(share).toBeLessThan(1)
  })

  it('sees nothing once the corridor’s doorway into the shrine is walled up, nor the lurker in the crypt beyond rock', async () => {
    const scene = shipped()
    const dungeon = scene.dungeon!
    const walled = { ...scene, dungeon: { ...dungeon, doorways: dungeon.doorways?.filter((d) => d.id !== 'd-c1-shrine') } }
    expect(await withWorld(walled, (world) => computeSight(world, 'mage', 'shade').lineOfSight)).toBe(false)
    expect(await withWorld(scene, (world) => computeSight(world, 'mage', 'lurker').lineOfSight)).toBe(false)
  })
})
