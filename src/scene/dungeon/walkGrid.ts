import type { DungeonBoard } from './board'
import type { Square } from './schema'

/**
 * The board's squares as numbers for flood fills: which a figure may stand on (open, no
 * blocking marker) and which steps east and south cross no wall. The board is asked once per
 * square and edge; the fills then run over typed arrays, so a 200 × 200 board with hundreds of
 * pillars is checked at load without building a string key per square and step.
 * A square [c, r] is the cell r × columns + c.
 */
export class WalkGrid {
  readonly columns: number
  readonly rows: number
  /** 1 where a figure may stand: open floor without a blocking marker. */
  private readonly walkable: Uint8Array
  /** 1 where the step from the cell to its east (south) neighbour crosses no wall. */
  private readonly east: Uint8Array
  private readonly south: Uint8Array

  constructor(board: DungeonBoard) {
    this.columns = board.dungeon.columns
    this.rows = board.dungeon.rows
    const n = this.columns * this.rows
    this.walkable = new Uint8Array(n)
    this.east = new Uint8Array(n)
    this.south = new Uint8Array(n)
    for (const [c, r] of board.openSquares()) {
      const i = this.cell([c, r])
      if (board.terrainAt([c, r]) !== 'blocking') this.walkable[i] = 1
      if (!board.wallOn([c, r], 'e')) this.east[i] = 1
      if (!board.wallOn([c, r], 's')) this.south[i] = 1
    }
  }

  cell([c, r]: Square): number {
    return r * this.columns + c
  }

  square(i: number): Square {
    return [i % this.columns, Math.floor(i / this.columns)]
  }

  /** The cells one step from `i` that a figure may enter: no wall between, walkable, not closed. */
  steps(i: number, closed: Uint8Array): number[] {
    const out: number[] = []
    const c = i % this.columns
    const open = (j: number) => this.walkable[j] === 1 && closed[j] === 0
    if (this.east[i] && open(i + 1)) out.push(i + 1)
    if (c > 0 && this.east[i - 1] && open(i - 1)) out.push(i - 1)
    if (this.south[i] && open(i + this.columns)) out.push(i + this.columns)
    if (i >= this.columns && this.south[i - this.columns] && open(i - this.columns)) out.push(i - this.columns)
    return out
  }

  /** Each walkable, unclosed cell's piece (connected set) number; −1 elsewhere. */
  pieces(closed: Uint8Array): Int32Array {
    const piece = new Int32Array(this.walkable.length).fill(-1)
    let next = 0
    for (let start = 0; start < piece.length; start++) {
      if (piece[start] !== -1 || this.walkable[start] === 0 || closed[start] === 1) continue
      const stack = [start]
      piece[start] = next
      while (stack.length > 0) {
        for (const to of this.steps(stack.pop() as number, closed)) {
          if (piece[to] !== -1) continue
          piece[to] = next
          stack.push(to)
        }
      }
      next++
    }
    return piece
  }

  /**
   * The walkable cells around `i` still reach one another with `i` closed: a search from the
   * first that stops once it has met them all (in an open room, within a few steps).
   */
  neighboursStillMeet(i: number, closed: Uint8Array): boolean {
    const around = this.steps(i, closed)
    if (around.length <= 1) return true
    const wanted = new Set(around.slice(1))
    const seen = new Uint8Array(this.walkable.length)
    seen[around[0]] = 1
    const queue = [around[0]]
    for (let q = 0; q < queue.length && wanted.size > 0; q++)
      for (const to of this.steps(queue[q], closed)) {
        if (seen[to]) continue
        seen[to] = 1
        wanted.delete(to)
        queue.push(to)
      }
    return wanted.size === 0
  }
}
