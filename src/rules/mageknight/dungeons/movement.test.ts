import { describe, expect, it } from 'vitest'
import type { Square } from '../../../scene/dungeon/schema'
import { handState, settings, testBoard } from './dungeons.testkit'
import { moveAlong, type MoverFacts } from './movement'

const board = testBoard()
const walker = (over: Partial<MoverFacts> = {}): MoverFacts => ({ id: 'h1', movementPoints: 10, ...over })
const move = (path: Square[], mover = walker(), state = handState(), occupied: Square[] = []) =>
  moveAlong(state, board, { mover, path, occupied }, settings())
const cost = (r: ReturnType<typeof move>) => (r.ok ? r.value.cost : r.refusal.code)
/** A path square by square (as arguments, so each path stays on one line). */
const route = (...squares: Square[]): Square[] => squares

// The paths several tests walk, on the board of dungeons.testkit.ts.
/** (0,2) clear, then (0,1) difficult, then (0,0) clear. */
const OVER_DIFFICULT = route([0, 2], [0, 1], [0, 0])
/** (0,0), then (1,0) water, then (2,0) clear. */
const THROUGH_WATER = route([0, 0], [1, 0], [2, 0])
/** (0,3), then (0,4) the pond, then (1,4) clear. */
const ACROSS_POND = route([0, 3], [0, 4], [1, 4])
/** (2,0), then (3,0) the stone pillar, then (4,0). */
const PAST_PILLAR = route([2, 0], [3, 0], [4, 0])
/** (3,1), then (4,1) blocking terrain, then (4,2). */
const OVER_BLOCKING = route([3, 1], [4, 1], [4, 2])
/** (4,2), then (5,2) where the tests put a figure, then (6,2). */
const PAST_FIGURE = route([4, 2], [5, 2], [6, 2])

describe('core 15 Dungeons: movement points per square', () => {
  it('clear 1, difficult terrain 2: (0,2) -> (0,1) -> (0,0) costs 3', () => {
    expect(cost(move(OVER_DIFFICULT))).toBe(3)
  })
  it('water 3, a swimmer 1 (R-MKD-13): (0,0) -> (1,0) -> (2,0)', () => {
    expect(cost(move(THROUGH_WATER))).toBe(4)
    expect(cost(move(THROUGH_WATER, walker({ swims: true })))).toBe(2)
  })
  it('not more than the movement points', () => {
    const r = move(OVER_DIFFICULT, walker({ movementPoints: 2 }))
    expect(r.ok ? null : r.refusal).toMatchObject({ code: 'not-enough-movement', params: { cost: 3, points: 2 } })
  })
})

describe('002 Artefaktregeln, Verwunschene Artefakte: artifact squares', () => {
  it('a square an artifact covers costs 2 and the move may not end there', () => {
    expect(cost(move(route([1, 2], [2, 2], [3, 2])))).toBe(3)
    expect(cost(move(route([1, 2], [2, 2])))).toBe('move-ends-on-artifact')
  })
  it('a pond is water: 3 a square; a swimmer still pays the artifact square 2', () => {
    expect(cost(move(ACROSS_POND))).toBe(4)
    expect(cost(move(ACROSS_POND, walker({ swims: true })))).toBe(3)
  })
})

describe('002 Steinsäule, core 15: what stops a move', () => {
  it('a pillar, flight too', () => {
    expect(cost(move(PAST_PILLAR))).toBe('pillar-blocks')
    expect(cost(move(PAST_PILLAR, walker({ flies: true })))).toBe('pillar-blocks')
  })
  it('blocking terrain; a flyer passes over at 1 a square (R-MKD-4) but does not end there', () => {
    expect(cost(move(OVER_BLOCKING))).toBe('blocking-terrain')
    expect(cost(move(OVER_BLOCKING, walker({ flies: true })))).toBe(2)
    expect(cost(move(route([3, 1], [4, 1]), walker({ flies: true })))).toBe('blocking-terrain')
  })
  it('a wall, rock, another figure', () => {
    expect(cost(move(route([1, 1], [2, 1])))).toBe('wall-between')
    expect(cost(move([[0, 0], [0, -1] as unknown as Square]))).toBe('square-not-open')
    expect(cost(move(PAST_FIGURE, walker(), handState(), [[5, 2]]))).toBe('square-occupied')
    expect(cost(move(PAST_FIGURE, walker({ flies: true }), handState(), [[5, 2]]))).toBe(2)
  })
  it('a refusal carries every value its reason names, so the view can say it in German', () => {
    const wall = move(route([1, 1], [2, 1]))
    expect(wall.ok ? null : wall.refusal.params).toEqual({ mover: 'h1', square: '2,1', from: '1,1' })
    const pillar = move(PAST_PILLAR)
    expect(pillar.ok ? null : pillar.refusal.params).toEqual({ mover: 'h1', square: '3,0', artifact: 'pillar' })
  })
})

describe('002 Stuhl, Tisch: carrying furniture costs more', () => {
  const carrying = (furniture: string) =>
    handState({
      heroes: [{ hero: 'h1', ability: null, items: [], carrying: furniture }],
      furniture: [{ furniture, at: null, destroyed: false }],
    })
  it('a chair +1 a square, a table +2: (0,2) -> (0,1) -> (0,0) costs 5 and 7', () => {
    const chair = move(OVER_DIFFICULT, walker(), carrying('chair'))
    expect(cost(chair)).toBe(5)
    expect(chair.ok && chair.breakdown.modifiers.map((m) => [m.key, m.value])).toEqual([['mkd.carrying', 2]])
    expect(cost(move(OVER_DIFFICULT, walker(), carrying('table')))).toBe(7)
  })
  it('the chair carried away leaves its square clear: (1,2) -> (1,3) costs 1 + 1', () => {
    expect(cost(move(route([1, 2], [1, 3]), walker(), carrying('chair')))).toBe(2)
  })
})
