import { describe, expect, it } from 'vitest'
import type { CastleSection } from './castle/schema'
import type { Figure, TerrainPiece } from './schema'
import { checkOverTableEdge, figureOverEdge, pieceOverEdge, sectionOverEdge } from './tableEdge'

const TABLE = { width: 90, depth: 60 }
// A wall section's outline (models/castle/pieces.json) is 15.24 x 3.81 cm about its centre.
const wall = (center: [number, number, number], rotationY = 0): CastleSection => ({
  id: 'w',
  kind: 'wall',
  side: 'c',
  center,
  version: 'heavy',
  ...(rotationY ? { rotationY } : {}),
})
const figure = (position: [number, number, number]): Figure => ({ id: 'f', side: 'red', size: 'medium', position })

describe('how far a thing reaches over the table edge (R-SE-12)', () => {
  it('a cylinder by its radius past the nearest edge', () => {
    // Centre 1 cm from the far (z = 60) edge, radius 3: 2 cm over.
    const post: TerrainPiece = { id: 'p', shape: 'cylinder', type: 'building', center: [45, 1, 59], radius: 3, height: 2 }
    expect(pieceOverEdge(post, TABLE)).toBeCloseTo(2, 9)
  })

  it('a box by its farthest corner, turned', () => {
    // 20 x 4 box turned 90 degrees at x = 88: its 20 cm run along z, its 4 cm along x: 88 + 2 = 90, flush.
    const box: TerrainPiece = { id: 'b', shape: 'box', type: 'ruin', center: [88, 1, 30], size: [20, 2, 4], rotationY: 90 }
    expect(pieceOverEdge(box, TABLE)).toBeCloseTo(0, 9)
    // Unturned its 20 cm run along x: 88 + 10 = 98, 8 over.
    expect(pieceOverEdge({ ...box, rotationY: 0 }, TABLE)).toBeCloseTo(8, 9)
  })

  it('a castle section by its outline', () => {
    // Half the wall's 15.24 cm length is 7.62: centred at x = 5 it reaches to -2.62.
    expect(sectionOverEdge(wall([5, 0, 30]), TABLE)).toBeCloseTo(2.62, 9)
    // Turned 90 degrees its 3.81 cm depth lies along x: 5 - 1.905 > 0, but along z 30 +- 7.62 stays on.
    expect(sectionOverEdge(wall([5, 0, 30], 90), TABLE)).toBeCloseTo(0, 9)
  })

  it('a figure by its base radius (a medium base: 1.25 cm)', () => {
    expect(figureOverEdge(figure([0.5, 0, 30]), TABLE)).toBeCloseTo(0.75, 9)
    expect(figureOverEdge(figure([45, 0, 30]), TABLE)).toBe(0)
  })
})

describe('checkOverTableEdge (R-SE-12)', () => {
  it('names each piece, section and figure half over the edge once, with how far', () => {
    const at = <T>(path: (string | number)[], record: T) => ({ path, record })
    const problems = checkOverTableEdge(
      {
        terrain: [
          at(['terrain', 0], { id: 'p', shape: 'cylinder', type: 'building', center: [45, 1, 59], radius: 3, height: 2 } as TerrainPiece),
        ],
        sections: [at(['castle', 'sections', 0], wall([5, 0, 30]))],
        figures: [at(['figures', 0], figure([0.5, 0, 30])), at(['figures', 1], figure([-5, 0, 30]))],
      },
      TABLE,
    )
    // The figure whose centre is off the table is the older check's (off-table): not named twice.
    expect(problems.map((p) => [p.path, p.code, p.params])).toEqual([
      ['terrain[0]', 'over-table-edge', { over: 2, width: 90, depth: 60 }],
      ['castle.sections[0]', 'over-table-edge', { over: 2.62, width: 90, depth: 60 }],
      ['figures[0]', 'over-table-edge', { over: 0.75, width: 90, depth: 60 }],
    ])
  })

  it('leaves alone what lies flush or within the rounding allowance', () => {
    const flush: TerrainPiece = { id: 'f', shape: 'box', type: 'building', center: [45.005, 1, 59.5], size: [90, 2, 1] }
    expect(checkOverTableEdge({ terrain: [{ path: ['terrain', 0], record: flush }], sections: [], figures: [] }, TABLE)).toEqual([])
  })
})
