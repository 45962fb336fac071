import { describe, expect, it } from 'vitest'
import type { Figure } from '../../scene/schema'
import { matchingFigures } from './FigureList'

const figures: Figure[] = [
  { id: 'r-ladder', side: 'red', size: 'medium', position: [0, 0, 0], name: 'Red soldier on the ladder' },
  { id: 'b-1', side: 'blue', size: 'medium', position: [0, 0, 0] },
  { id: 'b-archer', side: 'blue', size: 'medium', position: [0, 0, 0], name: 'Blue archer' },
]
const ids = (query: string) => matchingFigures(figures, query).map((f) => f.id)

describe('the figure list’s search', () => {
  it('lists every figure for an empty query', () => expect(ids('  ')).toEqual(['r-ladder', 'b-1', 'b-archer']))
  it('matches part of an id, ignoring case', () => expect(ids('B-')).toEqual(['b-1', 'b-archer']))
  it('matches part of a name', () => expect(ids('LADDER')).toEqual(['r-ladder']))
  it('matches nothing when nothing fits', () => expect(ids('dragon')).toEqual([]))
})
