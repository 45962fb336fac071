import { describe, expect, it } from 'vitest'
import type { Dungeon } from '../../../scene/dungeon/schema'
import { DungeonBoard } from '../../../scene/dungeon/board'
import { TEST_DUNGEON } from './testBoard'
import { applyDungeonTool, blockBetween, editSquares, freshId, nearestSide, type EditPlace } from './edits'
import type { DungeonTool } from './types'

const at = (c: number, r: number, side: EditPlace['side'] = 'n', along: EditPlace['along'] = 'ew'): EditPlace => ({
  square: [c, r],
  side,
  along,
})
const edited = (dungeon: Dungeon, tool: DungeonTool, place: EditPlace): Dungeon => {
  const result = applyDungeonTool(dungeon, tool, place)
  if (!result.ok) throw new Error(result.refusal.reason)
  return result.dungeon
}
const refusal = (dungeon: Dungeon, tool: DungeonTool, place: EditPlace) => {
  const result = applyDungeonTool(dungeon, tool, place)
  return result.ok ? null : result.refusal.code
}
const empty: Dungeon = { origin: [0, 0], columns: 8, rows: 6, heroTeam: [], segments: [] }

describe('blocks of floor', () => {
  it('adds the block between two corners dragged either way, with a fresh id', () => {
    expect(blockBetween([4, 3], [1, 1])).toEqual({ at: [1, 1], size: [4, 3] })
    const d = edited(empty, { kind: 'segment', segment: 'room' }, { ...at(4, 3), corner: [1, 1] })
    expect(d.segments).toEqual([{ id: 'room-1', kind: 'room', squares: [{ at: [1, 1], size: [4, 3] }] }])
    expect(new DungeonBoard(d).openSquares()).toHaveLength(12)
  })

  it('refuses a block over another segment or past the board', () => {
    expect(refusal(TEST_DUNGEON, { kind: 'segment', segment: 'corridor' }, { ...at(2, 3), corner: [2, 2] })).toBe('overlaps-segment')
    expect(refusal(TEST_DUNGEON, { kind: 'segment', segment: 'room' }, { ...at(3, 3), corner: [6, 3] })).toBe('off-board')
  })
})

describe('edges', () => {
  it('toggles an inner wall between two squares of one room, and refuses one between segments', () => {
    const once = edited(TEST_DUNGEON, { kind: 'wall' }, at(1, 1, 'e'))
    expect(new DungeonBoard(once).wallOn([1, 1], 'e')).toBe(true)
    // The same edge named from the other side removes it again.
    expect(new DungeonBoard(edited(once, { kind: 'wall' }, at(2, 1, 'w'))).wallOn([1, 1], 'e')).toBe(false)
    expect(refusal(TEST_DUNGEON, { kind: 'wall' }, at(2, 1, 'e'))).toBe('wall-between-segments')
  })

  it('toggles a doorway between two segments only', () => {
    expect(new DungeonBoard(edited(TEST_DUNGEON, { kind: 'doorway' }, at(3, 1, 'w'))).wallOn([2, 1], 'e')).toBe(true)
    expect(refusal(TEST_DUNGEON, { kind: 'doorway' }, at(1, 1, 'e'))).toBe('doorway-inside-segment')
    expect(refusal(TEST_DUNGEON, { kind: 'doorway' }, at(0, 0, 'n'))).toBe('edge-not-inside')
  })
})

describe('squares', () => {
  it('puts a 1 × 2 table along the chosen direction, its squares east or south of the clicked one', () => {
    expect(editSquares({ kind: 'artifact', artifact: 'table' }, at(1, 0, 'n', 'ns'))).toEqual([
      [1, 0],
      [1, 1],
    ])
    const d = edited(TEST_DUNGEON, { kind: 'artifact', artifact: 'table' }, at(1, 0, 'n', 'ns'))
    expect(d.artifacts?.at(-1)).toEqual({ id: 'table-1', kind: 'table', at: [1, 0], along: 'ns' })
  })

  it('gives a haunted artifact its tokens and a furnishing none', () => {
    const d = edited(TEST_DUNGEON, { kind: 'artifact', artifact: 'death-clock' }, at(1, 1))
    expect(d.artifacts?.at(-1)?.tokens).toEqual({ yellow: 1, blue: 1, red: 1 })
    expect(edited(TEST_DUNGEON, { kind: 'artifact', artifact: 'chair' }, at(1, 1)).artifacts?.at(-1)?.tokens).toBeUndefined()
  })

  it('refuses pieces on rock or on another artifact', () => {
    expect(refusal(TEST_DUNGEON, { kind: 'artifact', artifact: 'stone-pillar' }, at(4, 0))).toBe('on-rock')
    // The large pond at [1, 1] would cover [1, 2], under the dragon altar.
    expect(refusal(TEST_DUNGEON, { kind: 'artifact', artifact: 'large-pond' }, at(1, 1))).toBe('overlaps-artifact')
    expect(refusal(TEST_DUNGEON, { kind: 'terrain', terrain: 'water' }, at(0, 3))).toBe('on-rock')
  })

  it('toggles markers and entrances', () => {
    const water = edited(TEST_DUNGEON, { kind: 'terrain', terrain: 'water' }, at(4, 1))
    expect(new DungeonBoard(water).terrainAt([4, 1])).toBe('water')
    expect(new DungeonBoard(edited(water, { kind: 'terrain', terrain: 'water' }, at(4, 1))).terrainAt([4, 1])).toBeUndefined()
    expect(new DungeonBoard(edited(TEST_DUNGEON, { kind: 'entrance' }, at(0, 0))).isEntrance([0, 0])).toBe(false)
  })

  it('erases the topmost thing, and with a block of floor whatever stood on it or beside it', () => {
    const noAltar = edited(TEST_DUNGEON, { kind: 'erase' }, at(1, 2))
    expect(noAltar.artifacts).toEqual([])
    const noMarker = edited(TEST_DUNGEON, { kind: 'erase' }, at(4, 1))
    expect(noMarker.terrain).toEqual([])
    const noCorridor = edited(noMarker, { kind: 'erase' }, at(4, 1))
    expect(noCorridor.segments.map((s) => s.id)).toEqual(['room-a'])
    expect(noCorridor.doorways).toEqual([])
    expect(refusal(TEST_DUNGEON, { kind: 'erase' }, at(4, 3))).toBe('nothing-there')
  })
})

describe('helpers', () => {
  it('finds the nearest side of a square from the pointer', () => {
    expect(nearestSide(0.5, 0.1)).toBe('n')
    expect(nearestSide(0.9, 0.5)).toBe('e')
    expect(nearestSide(0.5, 0.8)).toBe('s')
    expect(nearestSide(0.05, 0.5)).toBe('w')
  })

  it('numbers ids past the ones in use', () => {
    expect(freshId(TEST_DUNGEON, 'room')).toBe('room-1')
    expect(freshId({ ...TEST_DUNGEON, segments: [{ id: 'room-1', kind: 'room', squares: [{ at: [0, 0], size: [1, 1] }] }] }, 'room')).toBe(
      'room-2',
    )
  })
})
