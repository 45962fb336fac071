import { describe, expect, it } from 'vitest'
import { DungeonBoard } from '../../scene/dungeon/board'
import { SQUARE_CM } from '../../scene/dungeon/schema'
import { dungeonLayout, WALL_THICKNESS_CM, wallRuns } from './dungeonLayout'
import { TEST_DUNGEON } from '../store/dungeon/testBoard'

describe('wallRuns', () => {
  it('merges the walled edges of the test board into eight straight runs, with a gap at the doorway', () => {
    // By hand (dungeonTestBoard.ts): north and south of the room (lines 0 and 3, columns 0-3),
    // north and south of the corridor (lines 1 and 2, columns 3-6), the room's west side (line 0,
    // rows 0-3), the room's east side broken by the doorway at row 1 (line 3: rows 0-1 and 2-3),
    // and the corridor's east end at the board's edge (line 6, row 1). Nothing inside a segment,
    // nothing between two squares of rock.
    const runs = wallRuns(new DungeonBoard(TEST_DUNGEON))
    expect(runs).toEqual(
      expect.arrayContaining([
        { axis: 'x', line: 0, from: 0, to: 3 },
        { axis: 'x', line: 1, from: 3, to: 6 },
        { axis: 'x', line: 2, from: 3, to: 6 },
        { axis: 'x', line: 3, from: 0, to: 3 },
        { axis: 'z', line: 0, from: 0, to: 3 },
        { axis: 'z', line: 3, from: 0, to: 1 },
        { axis: 'z', line: 3, from: 2, to: 3 },
        { axis: 'z', line: 6, from: 1, to: 2 },
      ]),
    )
    expect(runs).toHaveLength(8)
  })

  it('draws an inner wall listed in `walls` and nothing where none is listed', () => {
    const board = new DungeonBoard({ ...TEST_DUNGEON, walls: [{ at: [1, 0], side: 's' }] })
    // The south side of [1, 0] is the north side of [1, 1]: line 1, column 1 alone.
    expect(wallRuns(board)).toContainEqual({ axis: 'x', line: 1, from: 1, to: 2 })
  })
})

describe('dungeonLayout', () => {
  const layout = dungeonLayout(TEST_DUNGEON)

  it('puts the north wall of the room on its edge, wallHeight tall, lengthened to close the corners', () => {
    // Run line 0, columns 0-3: centre x = 10 + 1.5 × 2.54 = 13.81, z = 20; length 3 × 2.54 + 0.35.
    const north = layout.walls.find((w) => w.size[2] === WALL_THICKNESS_CM && w.center[2] === 20)
    expect(north?.center[0]).toBeCloseTo(13.81, 9)
    expect(north?.size[0]).toBeCloseTo(3 * SQUARE_CM + WALL_THICKNESS_CM, 9)
    // Default wall height 3 inches = 7.62 cm, standing on the floor.
    expect(north?.size[1]).toBeCloseTo(7.62, 9)
    expect(north?.center[1]).toBeCloseTo(3.81, 9)
  })

  it('tells rooms from corridors and frames the doorway with two posts and a lintel', () => {
    expect(layout.floors.map((f) => [f.segmentId, f.kind])).toEqual([
      ['room-a', 'room'],
      ['corridor-a', 'corridor'],
    ])
    expect(layout.doorFrames).toHaveLength(3)
    // The doorway is the east side of [2, 1]: the line x = 10 + 3 × 2.54 = 17.62.
    for (const box of layout.doorFrames) expect(box.center[0]).toBeCloseTo(17.62, 9)
  })

  it('draws the grid on open floor only: each open square has its north and west edge, plus east and south toward rock', () => {
    // 9 room + 3 corridor squares = 12 squares × 2 edges, plus the edges toward rock: the room's
    // south (3) and east at rows 0 and 2 (2) plus the doorway row's east is open (corridor); the
    // corridor's south (3) and its east end (1): 24 + 3 + 2 + 3 + 1 = 33 lines, 66 points.
    expect(layout.grid).toHaveLength(66)
  })
})
