import { describe, expect, it } from 'vitest'
import type { Figure, Scene } from '../../scene/schema'
import { copiesOf, copyId, groupWithRiders, offsetOnTable, removeFigures } from './figureGroup'

const scene = (figures: Figure[]): Scene => ({
  format: 'sightline-scene',
  version: 1,
  name: 't',
  units: 'cm',
  table: { width: 90, depth: 60 },
  terrain: [],
  figures,
})
const fig = (id: string, extra: Partial<Figure> = {}): Figure => ({ id, side: 'red', size: 'medium', position: [10, 0, 10], ...extra })

describe('figure groups: references between figures survive moves, copies and deletes', () => {
  it('names a copy after its model with the next free number', () => {
    expect(copyId('r-archer', new Set(['r-archer']))).toBe('r-archer-2')
    expect(copyId('r-archer-2', new Set(['r-archer', 'r-archer-2']))).toBe('r-archer-3')
    expect(copyId('b1', new Set(['b1', 'b1-2', 'b1-3']))).toBe('b1-4')
  })

  it('a deleted chariot, mount or operator leaves its passenger, rider or telematon standing on its own', () => {
    const s = scene([
      fig('chariot', { mk: { card: 'c' } }),
      fig('hero', { mk: { card: 'h', aboard: 'chariot' } }),
      fig('horse', { mk: { card: 'm', rider: 'lancer' } }),
      fig('lancer', { mk: { card: 'l' } }),
      fig('mage'),
      fig('golem', { operator: 'mage' }),
    ])
    const left = removeFigures(s, ['chariot', 'lancer', 'mage'])
    expect(left.figures.map((f) => f.id)).toEqual(['hero', 'horse', 'golem'])
    expect(left.figures.map((f) => [f.mk ?? null, f.operator ?? null])).toEqual([
      [{ card: 'h' }, null],
      [{ card: 'm' }, null],
      [null, null],
    ])
  })

  it('copies point at the copies of the figures copied with them; a lone passenger stands free, a telematon keeps its operator', () => {
    const s = scene([
      fig('chariot', { mk: { card: 'c' } }),
      fig('hero', { mk: { card: 'h', aboard: 'chariot' } }),
      fig('golem', { operator: 'mage' }),
    ])
    const both = copiesOf(s, s.figures.slice(0, 2), [5, 0, 0])
    expect(both.map((f) => [f.id, f.mk?.aboard, f.position[0]])).toEqual([
      ['chariot-2', undefined, 15],
      ['hero-2', 'chariot-2', 15],
    ])
    const alone = copiesOf(s, [s.figures[1], s.figures[2]], [0, 0, 5])
    expect(alone.map((f) => [f.id, f.mk ?? null, f.operator ?? null])).toEqual([
      ['hero-2', { card: 'h' }, null],
      ['golem-2', null, 'mage'],
    ])
  })

  it('a mount moves with the rider in its saddle; the offset stops at the table edge for the whole group', () => {
    const s = scene([fig('horse', { mk: { card: 'm', rider: 'lancer' } }), fig('lancer'), fig('far', { position: [80, 0, 50] })])
    expect(groupWithRiders(s, ['horse', 'far'])).toEqual(['horse', 'lancer', 'far'])
    // far (x 80, radius 1.25) may go 8.75 east on a 90 cm table; horse (z 10) 8.75 north.
    expect(offsetOnTable(s, ['horse', 'far'], 20, -20)).toEqual([8.75, -8.75])
  })
})
