import { describe, expect, it } from 'vitest'
import type { TerrainPiece } from '../../scene/schema'
import { hinderingTerrainOnLine } from './hindering'

const HINDERING = ['forest', 'thicket'] as const
const wood = (over: Partial<TerrainPiece> = {}): TerrainPiece =>
  ({ id: 'wood', shape: 'area', type: 'forest', center: [50, 5, 50], size: [10, 10, 20], ...over }) as TerrainPiece

describe('hindering terrain on a line of fire (R-MKT.6, for stealth R-MKC-8)', () => {
  it('finds a wood the line crosses, and none the line passes beside', () => {
    // The wood covers x 45..55, z 40..60: the line z = 50 from x = 20 to x = 80 runs through it.
    expect(hinderingTerrainOnLine([wood()], [20, 50], [80, 50], 1.5, HINDERING)).toEqual(['wood'])
    // The line z = 65 passes 5 cm north of its edge z = 60; the target at x = 80 is 25 cm east of it.
    expect(hinderingTerrainOnLine([wood()], [20, 65], [80, 65], 1.5, HINDERING)).toEqual([])
  })

  it('finds a wood under the target base, measured from its rim', () => {
    // The target at (58, 50) stands 3 cm east of the wood's edge x = 55: a base of radius 3 reaches it, 2.9 does not.
    expect(hinderingTerrainOnLine([wood()], [80, 50], [58, 50], 3, HINDERING)).toEqual(['wood'])
    expect(hinderingTerrainOnLine([wood()], [80, 50], [58, 50], 2.9, HINDERING)).toEqual([])
  })

  it('turns the wood with its rotationY, counter-clockwise seen from above', () => {
    // Turned 90 degrees the wood covers x 40..60, z 45..55: the line z = 58 passes 3 cm south of it, now clear;
    // unturned (z 40..60) it crosses.
    expect(hinderingTerrainOnLine([wood({ rotationY: 90 })], [20, 58], [80, 58], 1, HINDERING)).toEqual([])
    expect(hinderingTerrainOnLine([wood()], [20, 58], [80, 58], 1, HINDERING)).toEqual(['wood'])
  })

  it('counts only area pieces of the hindering types: a solid box or a road is no hindering terrain', () => {
    const box = { id: 'rock', shape: 'box', type: 'forest', center: [50, 5, 50], size: [10, 10, 20] } as TerrainPiece
    const road = wood({ id: 'road', type: 'road' })
    expect(hinderingTerrainOnLine([box, road], [20, 50], [80, 50], 1, HINDERING)).toEqual([])
    expect(() => hinderingTerrainOnLine([], [0, 0], [1, 1], Number.NaN, HINDERING)).toThrow(RangeError)
  })
})
