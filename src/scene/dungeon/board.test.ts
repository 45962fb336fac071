import { describe, expect, it } from 'vitest'
import { artifactSquares, DungeonBoard, edgeKey } from './board'
import type { Dungeon } from './schema'

// Two rooms side by side: A covers columns 0–2, B columns 3–4, rows 0–1; one doorway between
// them at [2,0] east; an inner wall inside A on [0,1] east; origin at x = 10, z = 20 cm.
const dungeon: Dungeon = {
  origin: [10, 20],
  columns: 6,
  rows: 3,
  heroTeam: ['heroes'],
  segments: [
    { id: 'A', kind: 'room', squares: [{ at: [0, 0], size: [3, 2] }] },
    { id: 'B', kind: 'room', squares: [{ at: [3, 0], size: [2, 2] }] },
  ],
  walls: [{ at: [0, 1], side: 'e' }],
  doorways: [{ id: 'd1', at: [2, 0], side: 'e' }],
  artifacts: [{ id: 'altar', kind: 'dragon-altar', at: [3, 1], along: 'ew' }],
}

describe('DungeonBoard', () => {
  const board = new DungeonBoard(dungeon)
  it('names one edge the same from both sides', () => {
    expect(edgeKey([2, 0], 'e')).toBe(edgeKey([3, 0], 'w'))
    expect(edgeKey([1, 1], 'n')).toBe(edgeKey([1, 0], 's'))
  })
  it('puts walls toward rock, between segments except at a doorway, and where listed inside a segment', () => {
    expect(board.wallOn([0, 0], 'n')).toBe(true) // off the board
    expect(board.wallOn([1, 1], 's')).toBe(true) // row 2 is rock
    expect(board.wallOn([2, 0], 'e')).toBe(false) // the doorway
    expect(board.wallOn([3, 0], 'w')).toBe(false) // the same doorway seen from B
    expect(board.wallOn([2, 1], 'e')).toBe(true) // A to B without a doorway
    expect(board.wallOn([0, 1], 'e')).toBe(true) // the inner wall
    expect(board.wallOn([1, 0], 'e')).toBe(false) // open floor inside A
  })
  it('covers a 1 × 2 piece along its axis and a large pond 2 × 2', () => {
    expect(artifactSquares({ kind: 'dragon-altar', at: [3, 1], along: 'ew' })).toEqual([
      [3, 1],
      [4, 1],
    ])
    expect(artifactSquares({ kind: 'table', at: [3, 1], along: 'ns' })).toEqual([
      [3, 1],
      [3, 2],
    ])
    expect(artifactSquares({ kind: 'large-pond', at: [0, 0] })).toHaveLength(4)
    expect(board.artifactAt([4, 1])?.id).toBe('altar')
  })
  it('maps squares to table points: 1 inch = 2.54 cm from the origin', () => {
    // Square [1, 0]'s centre: x = 10 + 1.5 × 2.54 = 13.81, z = 20 + 0.5 × 2.54 = 21.27.
    const [x, z] = board.centre([1, 0])
    expect(x).toBeCloseTo(13.81, 10)
    expect(z).toBeCloseTo(21.27, 10)
    expect(board.squareAt(13.81, 21.27)).toEqual([1, 0])
    expect(board.squareAt(9.9, 21)).toBeNull()
    expect(board.openSquares()).toHaveLength(10)
  })
})
