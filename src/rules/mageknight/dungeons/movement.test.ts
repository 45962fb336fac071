import { describe, expect, it } from 'vitest'
import type { Square } from '../../../scene/dungeon/schema'
import { handState, settings, testBoard } from './dungeons.testkit'
import { moveAlong, type MoverFacts } from './movement'

const board = testBoard()
const walker = (over: Partial<MoverFacts> = {}): MoverFacts => ({ id: 'h1', movementPoints: 10, ...over })
const move = (path: Square[], mover = walker(), state = handState(), occupied: Square[] = []) =>
  moveAlong(state, board, { mover, path, occupied }, settings())
const cost = (r: ReturnType<typeof move>) => (r.ok ? r.value.cost : r.refusal.code)

describe('core 15 Dungeons: movement points per square', () => {
  it('clear 1, difficult terrain 2: (0,2) -> (0,1) -> (0,0) costs 3', () => {
    expect(
      cost(
        move([
          [0, 2],
          [0, 1],
          [0, 0],
        ]),
      ),
    ).toBe(3)
  })
  it('water 3, a swimmer 1 (R-MKD-13): (0,0) -> (1,0) -> (2,0)', () => {
    expect(
      cost(
        move([
          [0, 0],
          [1, 0],
          [2, 0],
        ]),
      ),
    ).toBe(4)
    expect(
      cost(
        move(
          [
            [0, 0],
            [1, 0],
            [2, 0],
          ],
          walker({ swims: true }),
        ),
      ),
    ).toBe(2)
  })
  it('not more than the movement points', () => {
    const r = move(
      [
        [0, 2],
        [0, 1],
        [0, 0],
      ],
      walker({ movementPoints: 2 }),
    )
    expect(r.ok ? null : r.refusal).toMatchObject({ code: 'not-enough-movement', params: { cost: 3, points: 2 } })
  })
})

describe('002 Artefaktregeln, Verwunschene Artefakte: artifact squares', () => {
  it('a square an artifact covers costs 2 and the move may not end there', () => {
    expect(
      cost(
        move([
          [1, 2],
          [2, 2],
          [3, 2],
        ]),
      ),
    ).toBe(3)
    expect(
      cost(
        move([
          [1, 2],
          [2, 2],
        ]),
      ),
    ).toBe('move-ends-on-artifact')
  })
  it('a pond is water: 3 a square; a swimmer still pays the artifact square 2', () => {
    expect(
      cost(
        move([
          [0, 3],
          [0, 4],
          [1, 4],
        ]),
      ),
    ).toBe(4)
    expect(
      cost(
        move(
          [
            [0, 3],
            [0, 4],
            [1, 4],
          ],
          walker({ swims: true }),
        ),
      ),
    ).toBe(3)
  })
})

describe('002 Steinsäule, core 15: what stops a move', () => {
  it('a pillar, flight too', () => {
    expect(
      cost(
        move([
          [2, 0],
          [3, 0],
          [4, 0],
        ]),
      ),
    ).toBe('pillar-blocks')
    expect(
      cost(
        move(
          [
            [2, 0],
            [3, 0],
            [4, 0],
          ],
          walker({ flies: true }),
        ),
      ),
    ).toBe('pillar-blocks')
  })
  it('blocking terrain; a flyer passes over at 1 a square (R-MKD-4) but does not end there', () => {
    expect(
      cost(
        move([
          [3, 1],
          [4, 1],
          [4, 2],
        ]),
      ),
    ).toBe('blocking-terrain')
    expect(
      cost(
        move(
          [
            [3, 1],
            [4, 1],
            [4, 2],
          ],
          walker({ flies: true }),
        ),
      ),
    ).toBe(2)
    expect(
      cost(
        move(
          [
            [3, 1],
            [4, 1],
          ],
          walker({ flies: true }),
        ),
      ),
    ).toBe('blocking-terrain')
  })
  it('a wall, rock, another figure', () => {
    expect(
      cost(
        move([
          [1, 1],
          [2, 1],
        ]),
      ),
    ).toBe('wall-between')
    expect(cost(move([[0, 0], [0, -1] as unknown as Square]))).toBe('square-not-open')
    expect(
      cost(
        move(
          [
            [4, 2],
            [5, 2],
            [6, 2],
          ],
          walker(),
          handState(),
          [[5, 2]],
        ),
      ),
    ).toBe('square-occupied')
    expect(
      cost(
        move(
          [
            [4, 2],
            [5, 2],
            [6, 2],
          ],
          walker({ flies: true }),
          handState(),
          [[5, 2]],
        ),
      ),
    ).toBe(2)
  })
})

describe('002 Stuhl, Tisch: carrying furniture costs more', () => {
  const carrying = (furniture: string) =>
    handState({
      heroes: [{ hero: 'h1', ability: null, items: [], carrying: furniture }],
      furniture: [{ furniture, at: null, destroyed: false }],
    })
  it('a chair +1 a square, a table +2: (0,2) -> (0,1) -> (0,0) costs 5 and 7', () => {
    const chair = move(
      [
        [0, 2],
        [0, 1],
        [0, 0],
      ],
      walker(),
      carrying('chair'),
    )
    expect(cost(chair)).toBe(5)
    expect(chair.ok && chair.breakdown.modifiers.map((m) => [m.key, m.value])).toEqual([['mkd.carrying', 2]])
    expect(
      cost(
        move(
          [
            [0, 2],
            [0, 1],
            [0, 0],
          ],
          walker(),
          carrying('table'),
        ),
      ),
    ).toBe(7)
  })
  it('the chair carried away leaves its square clear: (1,2) -> (1,3) costs 1 + 1', () => {
    expect(
      cost(
        move(
          [
            [1, 2],
            [1, 3],
          ],
          walker(),
          carrying('chair'),
        ),
      ),
    ).toBe(2)
  })
})
