import { describe, expect, it } from 'vitest'
import { settings, testBoard } from './dungeons.testkit'
import { adjacent, nearestFreeSquares, reachOf, squareBlock, squareInFrontArc, stepBlock } from './grid'

const board = testBoard()

describe('core 15 Dungeons: steps, walls and corners (R-MKD-1)', () => {
  it('an orthogonal step; a wall between stops it; a step that skips a square is no step', () => {
    expect(stepBlock(board, [2, 1], [3, 1], settings())).toBeNull()
    expect(stepBlock(board, [1, 1], [2, 1], settings())).toBe('wall-between')
    expect(stepBlock(board, [0, 0], [2, 0], settings())).toBe('step-not-to-neighbour')
  })

  it('a diagonal past the inner wall end at the corner of (1,0), (2,0), (1,1), (2,1): clear-corner stops it, one-open-route allows it', () => {
    // The wall east of (1,1) touches that corner; the route (1,0) -> (2,0) -> (2,1) has no wall.
    expect(stepBlock(board, [1, 0], [2, 1], settings())).toBe('diagonal-step-blocked')
    expect(stepBlock(board, [1, 0], [2, 1], settings({ diagonalSteps: 'one-open-route' }))).toBeNull()
    expect(stepBlock(board, [2, 1], [3, 2], settings())).toBeNull()
    expect(stepBlock(board, [2, 1], [3, 2], settings({ diagonalSteps: 'never' }))).toBe('diagonal-step-blocked')
  })

  it('a diagonal through a doorway: rock at (5,1) walls the corner; one-open-route goes round by (4,2)', () => {
    expect(stepBlock(board, [4, 1], [5, 2], settings())).toBe('diagonal-step-blocked')
    expect(stepBlock(board, [4, 1], [5, 2], settings({ diagonalSteps: 'one-open-route' }))).toBeNull()
    expect(stepBlock(board, [4, 2], [5, 2], settings())).toBeNull()
  })
})

describe('core 15 Dungeons: adjacency (R-MKD-2)', () => {
  it('eight neighbours, none across a wall or a walled corner; four when set', () => {
    expect(adjacent(board, [2, 1], [3, 2], settings())).toBe(true)
    expect(adjacent(board, [1, 1], [2, 1], settings())).toBe(false)
    expect(adjacent(board, [1, 0], [2, 1], settings())).toBe(false)
    expect(adjacent(board, [2, 1], [3, 2], settings({ adjacency: 'four' }))).toBe(false)
    expect(adjacent(board, [2, 1], [2, 3], settings())).toBe(false)
  })
})

describe('core 15 Dungeons: the front arc on the grid (R-MKD-3)', () => {
  it('the half-plane ahead: facing north from (2,3), (2,2) is in, (2,4) out, (3,3) on the line is in unless set otherwise', () => {
    expect(squareInFrontArc([2, 3], 0, [2, 2], settings())).toBe(true)
    expect(squareInFrontArc([2, 3], 0, [1, 2], settings())).toBe(true)
    expect(squareInFrontArc([2, 3], 0, [2, 4], settings())).toBe(false)
    expect(squareInFrontArc([2, 3], 0, [3, 3], settings())).toBe(true)
    expect(squareInFrontArc([2, 3], 0, [3, 3], settings({ frontArcEdgeInside: false }))).toBe(false)
    expect(squareInFrontArc([2, 3], 90, [1, 3], settings())).toBe(false)
    expect(squareInFrontArc([2, 3], 0, [2, 3], settings())).toBe(false)
  })

  it('002 Verwunschene Artefakte nutzen, R-MKD-8: a table is reached through the square the hero stands next to', () => {
    const table = { kind: 'table' as const, at: [3, 3] as [number, number], along: 'ew' as const }
    expect(reachOf(board, [2, 3], 90, table, settings())).toEqual({ adjacent: true, inArc: true })
    expect(reachOf(board, [2, 3], 270, table, settings())).toEqual({ adjacent: true, inArc: false })
    expect(reachOf(board, [1, 2], 90, table, settings()).adjacent).toBe(false)
  })
})

describe('002 Verwunschene Artefakte nutzen: the nearest free squares (R-MKD-9)', () => {
  it('the ring around (2,3) row by row, skipping what is not free', () => {
    const all = () => true
    expect(nearestFreeSquares(board, [2, 3], 3, all, settings())).toEqual([
      [1, 2],
      [2, 2],
      [3, 2],
    ])
    const noArtifact = (s: [number, number]) => !board.artifactAt(s)
    // Ring 1 without the statue (2,2), chair (1,3) and table (3,3): (1,2), (3,2), (1,4), (2,4), (3,4).
    expect(nearestFreeSquares(board, [2, 3], 3, noArtifact, settings())).toEqual([
      [1, 2],
      [3, 2],
      [1, 4],
    ])
  })

  it('fewer when the board has no more; the count must be whole', () => {
    expect(nearestFreeSquares(board, [6, 2], 10, (s) => s[0] >= 5, settings())).toEqual([
      [5, 2],
      [7, 2],
    ])
    expect(() => nearestFreeSquares(board, [6, 2], 1.5, () => true, settings())).toThrow(RangeError)
  })
})

describe('the block of squares the judge walks round a figure (squareBlock)', () => {
  it('row by row from the north-west square: 2 columns and 2 rows from (3,1) are (3,1), (4,1), (3,2), (4,2)', () => {
    expect(squareBlock([3, 1], 2, 2)).toEqual([
      [3, 1],
      [4, 1],
      [3, 2],
      [4, 2],
    ])
    expect(squareBlock([-1, -1], 0, 3)).toEqual([])
    expect(() => squareBlock([0, 0], 1.5, 1)).toThrow(RangeError)
  })
})
