import { describe, expect, it } from 'vitest'
import { SceneSchema, type Figure, type TerrainPiece } from '../../scene/schema'
import { piecesContaining, piecesTouching } from './contact'
import type { TableWorld } from '../world/tableWorld'
import { boxPiece as box, mediumFigure as medium, sceneOf, withWorld } from '../testScene'

// wall: x 15..25, y 0..6, z 19..21. forest area: x 45..55, y 0..5, z 45..55. step: 2 cm box at
// x 30..40 (z 25..35) with a 8 cm post beside it at x 40..42.
const terrain: TerrainPiece[] = [
  box('wall', 20, 20, [10, 6, 2]),
  { id: 'forest', type: 'forest', shape: 'area', center: [50, 2.5, 50], size: [10, 5, 10] },
  box('step', 35, 30, [10, 2, 10]),
  box('post', 41, 30, [2, 8, 10]),
]

const withFigures = <T>(figures: Figure[], body: (world: TableWorld) => T, pieces = terrain): Promise<T> =>
  withWorld(SceneSchema.parse(sceneOf(pieces, figures, { table: { width: 100, depth: 100 } })), body)

describe('piecesTouching', () => {
  it('counts base contact with a wall side', async () => {
    // Medium radius 1.25 at z = 22.25: the rim reaches z = 21, the wall's face.
    await withFigures([medium('m', [20, 0, 22.25])], (w) => expect(piecesTouching(w, 'm', 0.1)).toEqual(['wall']))
  })

  it('needs the wall within the tolerance', async () => {
    // At z = 22.5 the rim is 0.25 from the face: out at 0.1, in at 0.3.
    await withFigures([medium('m', [20, 0, 22.5])], (w) => {
      expect(piecesTouching(w, 'm', 0.1)).toEqual([])
      expect(piecesTouching(w, 'm', 0.3)).toEqual(['wall'])
    })
  })

  it('does not count standing on top of the wall', async () => {
    await withFigures([medium('m', [20, 6, 20])], (w) => expect(piecesTouching(w, 'm', 0.1)).toEqual([]))
  })

  it('counts the side of a taller piece while standing on a lower one', async () => {
    // On the step (top 2) at x = 38.75: rim at x = 40, the post's face; the step itself is only stood on.
    await withFigures([medium('m', [38.75, 2, 30])], (w) => expect(piecesTouching(w, 'm', 0.1)).toEqual(['post']))
  })

  it('counts an area the figure stands in, and one its base overlaps', async () => {
    // x = 55.5: base centre outside (the area ends at 55) but the rim reaches back to 54.25.
    // x = 58: the rim starts at 56.75, 1.75 from the area.
    await withFigures([medium('in', [50, 0, 50]), medium('edge', [55.5, 0, 50]), medium('out', [58, 0, 50])], (w) => {
      expect(piecesTouching(w, 'in', 0.1)).toEqual(['forest'])
      expect(piecesTouching(w, 'edge', 0.1)).toEqual(['forest'])
      expect(piecesTouching(w, 'out', 0.1)).toEqual([])
    })
  })

  it('refuses an unknown figure and a negative tolerance', async () => {
    await withFigures([medium('m', [0, 0, 0])], (w) => {
      expect(() => piecesTouching(w, 'Z', 0.1)).toThrow('geometry: no figure "Z" in the scene')
      expect(() => piecesTouching(w, 'm', -1)).toThrow(/must not be negative/)
    })
  })
})

describe('piecesContaining', () => {
  it('counts a base on the floor of an area as inside it', async () => {
    await withFigures([], (w) => expect(piecesContaining(w, [50, 0, 50])).toEqual(['forest']))
  })

  it('does not count a base on top of a box as inside it, nor one beside an area', async () => {
    await withFigures([], (w) => {
      expect(piecesContaining(w, [20, 6, 20])).toEqual([])
      expect(piecesContaining(w, [56, 0, 50])).toEqual([])
      // Inside the wall's volume (a figure placed into a building) is inside it.
      expect(piecesContaining(w, [20, 3, 20])).toEqual(['wall'])
    })
  })

  it('follows a rotated footprint', async () => {
    // wall turned 45°: local x runs along (+x, -z). (20 + 3.5, 20 - 3.5) is local (4.95, 0), inside;
    // (20 + 3.5, 20 + 3.5) is local (0, 4.95), outside the 2 cm thickness.
    const turned = [box('wall', 20, 20, [10, 6, 2], 45)]
    await withFigures(
      [],
      (w) => {
        expect(piecesContaining(w, [23.5, 0, 16.5])).toEqual(['wall'])
        expect(piecesContaining(w, [23.5, 0, 23.5])).toEqual([])
      },
      turned,
    )
  })

  it('refuses NaN', async () => {
    await withFigures([], (w) => expect(() => piecesContaining(w, [0, NaN, 0])).toThrow(/piecesContaining y must be a finite number/))
  })
})
