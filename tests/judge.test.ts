import { describe, expect, it } from 'vitest'
import type { Figure, TerrainPiece } from '../src/scene/schema'
import { sceneOf, withWorld } from '../src/geometry/testScene'
import { judgeSight, withDefaults } from '../src/judge/judge'

const A: Figure = { id: 'A', side: 'red', size: 'medium', position: [10, 0, 45] }
const wall: TerrainPiece = { id: 'wall', shape: 'box', center: [46.5, 1.35, 45], size: [1, 2.7, 30], type: 'building' }
const ruling = (terrain: TerrainPiece[], figures: Figure[], from = 'A', to = 'B', settings = withDefaults()) =>
  withWorld(sceneOf(terrain, figures), (world) => judgeSight(world, from, to, settings).ruling)

describe('judgeSight across geometry and rules', () => {
  it('gives hard cover with the armour bonus to a figure in base contact behind a wall', async () => {
    // Base edge on the wall's far face (x = 47 + 1.25). The wall hides everything below
    // 4 - 1.3 (X - 10) / 37 ~ 2.66..2.70 of 4: about two thirds, and the figure touches it.
    const r = await ruling([wall], [A, { id: 'B', side: 'blue', size: 'medium', position: [48.25, 0, 45] }])
    expect(r.cover).toBe('hard')
    expect(r.coverFrom).toEqual(['wall'])
    expect(r.touchingCover).toBe(true)
    expect(r.armourBonus).toBe(1)
    expect(r.rangedModifier).toBe(-2)
  })

  it('gives no armour bonus 1 cm away from the wall, but the same cover', async () => {
    const r = await ruling([wall], [A, { id: 'B', side: 'blue', size: 'medium', position: [49.25, 0, 45] }])
    expect(r.cover).toBe('hard')
    expect(r.touchingCover).toBe(false)
    expect(r.armourBonus).toBe(0)
  })

  it('covers two figures inside the same wood, and not a shooter in the wood firing out (9.3)', async () => {
    const wood: TerrainPiece = { id: 'wood', shape: 'area', center: [30, 5, 45], size: [30, 10, 30], type: 'forest' }
    const inWood: Figure = { id: 'B', side: 'blue', size: 'medium', position: [35, 0, 45] }
    const shooterInWood: Figure = { ...A, position: [28, 0, 45] }
    const both = await ruling([wood], [shooterInWood, inWood])
    expect(both.cover).toBe('hard')
    expect(both.coverFrom).toEqual(['wood'])
    const out = await ruling([wood], [shooterInWood, { ...inWood, position: [60, 0, 45] }])
    expect(out.cover).toBe('none')
  })

  it('lets a crater cover only against fire from outside it (9.6)', async () => {
    const crater: TerrainPiece = { id: 'pit', shape: 'area', center: [50, 1, 45], size: [10, 2, 10], type: 'crater' }
    const inPit: Figure = { id: 'B', side: 'blue', size: 'small', position: [50, 0, 45] }
    // From outside, rays to the small (2.5 high) figure cross the pit's 2 cm volume on their
    // way down to its lower part, and (eye at 4) most of them enter the pit's box before the
    // target: the pit hides more than half.
    expect((await ruling([crater], [A, inPit])).cover).toBe('hard')
    expect((await ruling([crater], [{ ...A, position: [47, 0, 45] }, inPit])).cover).toBe('none')
  })

  it('counts a larger friend of the target as soft cover, a larger friend of the shooter not at all', async () => {
    const target: Figure = { id: 'B', side: 'blue', size: 'medium', position: [50, 0, 45] }
    // A huge figure midway hides the whole target (sight test), so it must be an enemy of the
    // shooter to count: then it is the target's soft cover, and sight is lost entirely.
    const huge = (side: string): Figure => ({ id: 'C', side, size: 'huge', position: [30, 0, 45.9] })
    const friendOfTarget = await ruling([], [A, target, huge('blue')])
    expect(friendOfTarget.cover).toBe('soft')
    expect(friendOfTarget.coverFrom).toEqual(['C'])
    const friendOfShooter = await ruling([], [A, target, huge('red')])
    expect(friendOfShooter.visibleFraction).toBeCloseTo(1, 6)
    expect(friendOfShooter.cover).toBe('none')
  })
})
