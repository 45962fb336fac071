import { describe, expect, it } from 'vitest'
import type { Figure, TerrainPiece } from './schema'
import { sceneWith } from './testScenes'
import { formatProblem, validateScene } from './validate'

/** Formatted problems or warnings of a scene, whichever the result has. */
function reported(extra: { terrain?: TerrainPiece[]; figures?: Figure[] }): string[] {
  const result = validateScene(sceneWith(extra))
  return (result.ok ? result.warnings : result.problems).map(formatProblem)
}

const medium = (id: string, position: [number, number, number], prone = false): Figure =>
  prone ? { id, side: 'red', size: 'medium', position, prone } : { id, side: 'red', size: 'medium', position }

// The wall of the test scene: x 46..47, y 0..2.7, z 30..60. A medium figure: radius 1.25, height 4.
describe('duplicate ids', () => {
  it('are errors between two figures', () => {
    expect(reported({ figures: [medium('red-1', [10, 0, 10])] })).toEqual([
      'figures[2].id: duplicate id "red-1", already used by figures[0]',
    ])
  })

  it('are errors between a figure and a piece, which share one namespace', () => {
    const piece: TerrainPiece = { id: 'A', shape: 'cylinder', type: 'building', center: [10, 1, 80], radius: 1, height: 2 }
    expect(reported({ terrain: [piece], figures: [medium('A', [10, 0, 10])] })).toEqual([
      'figures[2].id: duplicate id "A", already used by terrain[1]',
    ])
  })
})

describe('figures off the table', () => {
  it('are errors when the base centre is beyond x = width', () => {
    expect(reported({ figures: [medium('f', [90.5, 0, 10])] })).toEqual([
      'figures[2].position[0]: off the table: x = 90.5 is outside 0 to 90',
    ])
  })

  it('are errors when the base centre is before z = 0', () => {
    expect(reported({ figures: [medium('f', [10, 0, -1])] })).toEqual(['figures[2].position[2]: off the table: z = -1 is outside 0 to 90'])
  })

  it('are errors below the table top', () => {
    expect(reported({ figures: [medium('f', [10, -0.5, 10])] })).toEqual([
      'figures[2].position[1]: below the table top: y = -0.5 is less than 0',
    ])
  })

  // R-SE-12: the whole base stands on the table. A medium base has radius 1.25: its centre on the
  // edge leaves 1.25 cm of it over the edge, its centre 1.25 cm in leaves none.
  it('are errors with the base centre exactly on the edge: half the base hangs over it (R-SE-12)', () => {
    expect(reported({ figures: [medium('f', [0, 0, 90])] })).toEqual(['figures[2]: reaches 1.25 cm over the edge of the 90 x 90 cm table'])
  })

  it('are fine with the base touching the edge from inside (R-SE-12)', () => {
    expect(reported({ figures: [medium('f', [1.25, 0, 88.75])] })).toEqual([])
  })
})

describe('pieces off the table', () => {
  it('are errors when the whole footprint is beside the table', () => {
    const piece: TerrainPiece = { id: 'rock', shape: 'box', type: 'ruin', center: [95, 1, 45], size: [8, 2, 4] }
    expect(reported({ terrain: [piece] })).toEqual(['terrain[1]: lies entirely off the 90 x 90 cm table'])
  })

  it('are errors when a rotated box reaches onto the table but lies mostly beside it (R-SE-12)', () => {
    // Centre 3 cm past the edge; turned 90 degrees its 8 cm length runs z 89..97: 7 cm over the edge.
    const piece: TerrainPiece = { id: 'rock', shape: 'box', type: 'ruin', center: [45, 1, 93], size: [8, 2, 4], rotationY: 90 }
    expect(reported({ terrain: [piece] })).toEqual(['terrain[1]: reaches 7 cm over the edge of the 90 x 90 cm table'])
  })

  it('are errors in part over the edge, a turned box by its corner (R-SE-12)', () => {
    // A 10 x 10 box turned 45 degrees has its corners 5 * sqrt(2) = 7.07 cm from its centre: at x = 5 one reaches 2.07 over.
    const piece: TerrainPiece = { id: 'crate', shape: 'box', type: 'ruin', center: [5, 1, 45], size: [10, 2, 10], rotationY: 45 }
    expect(reported({ terrain: [piece] })).toEqual(['terrain[1]: reaches 2.07 cm over the edge of the 90 x 90 cm table'])
  })

  it('are fine flush against the edge (R-SE-12)', () => {
    const wall: TerrainPiece = { id: 'edge-wall', shape: 'box', type: 'building', center: [45, 1, 89.5], size: [90, 2, 1] }
    const post: TerrainPiece = { id: 'post', shape: 'cylinder', type: 'building', center: [2, 1, 20], radius: 2, height: 2 }
    expect(reported({ terrain: [wall, post] })).toEqual([])
  })

  it('are errors when a cylinder only touches the edge', () => {
    const piece: TerrainPiece = { id: 'post', shape: 'cylinder', type: 'building', center: [-2, 1, 45], radius: 2, height: 2 }
    expect(reported({ terrain: [piece] })).toEqual(['terrain[1]: lies entirely off the 90 x 90 cm table'])
  })

  // The rounding tolerance (0.01 cm) once exceeded a thin piece's own thickness.
  it.each([
    ['a box 0.01 cm thick', { id: 'sheet', shape: 'box', type: 'building', center: [20, 2.5, 20], size: [0.01, 5, 20] }],
    [
      'a box 0.001 cm thick, turned',
      { id: 'sheet', shape: 'box', type: 'building', center: [20, 2.5, 20], size: [20, 5, 0.001], rotationY: 30 },
    ],
    ['an area 0.005 cm across', { id: 'mist', shape: 'area', type: 'forest', center: [20, 2.5, 20], size: [0.005, 5, 0.005] }],
    ['a cylinder 0.004 cm across', { id: 'wire', shape: 'cylinder', type: 'building', center: [20, 2.5, 20], radius: 0.002, height: 5 }],
    [
      'a thin box on the edge, mostly on the table',
      { id: 'sheet', shape: 'box', type: 'building', center: [0.002, 2.5, 20], size: [0.01, 5, 20] },
    ],
  ] as [string, TerrainPiece][])('are fine for %s in the middle of the table', (_, piece) => {
    expect(reported({ terrain: [piece] })).toEqual([])
  })

  it('are errors for a thin box only touching the edge from outside', () => {
    const piece: TerrainPiece = { id: 'sheet', shape: 'box', type: 'building', center: [-0.005, 2.5, 20], size: [0.01, 5, 20] }
    expect(reported({ terrain: [piece] })).toEqual(['terrain[1]: lies entirely off the 90 x 90 cm table'])
  })
})

describe('pieces under the table top (R-SC-2)', () => {
  it('are errors wholly under it', () => {
    const piece: TerrainPiece = { id: 'cellar', shape: 'box', type: 'building', center: [20, -10, 20], size: [4, 2, 4] }
    expect(reported({ terrain: [piece] })).toEqual([
      'terrain[1].center[1]: below the table top: its bottom is at y = -11 (centre -10, height 2), less than 0',
    ])
  })

  it('are errors reaching below it in part, a crater included', () => {
    const crater: TerrainPiece = { id: 'crater', shape: 'area', type: 'crater', center: [20, 0, 20], size: [10, 1.5, 10] }
    const post: TerrainPiece = { id: 'post', shape: 'cylinder', type: 'building', center: [70, 2, 20], radius: 1, height: 6 }
    expect(reported({ terrain: [crater, post] })).toEqual([
      'terrain[1].center[1]: below the table top: its bottom is at y = -0.75 (centre 0, height 1.5), less than 0',
      'terrain[2].center[1]: below the table top: its bottom is at y = -1 (centre 2, height 6), less than 0',
    ])
  })

  it('are fine standing on it', () => {
    const crater: TerrainPiece = { id: 'crater', shape: 'area', type: 'crater', center: [20, 0.75, 20], size: [10, 1.5, 10] }
    const slab: TerrainPiece = { id: 'slab', shape: 'box', type: 'road', center: [70, 0.15, 20], size: [4, 0.3, 4] }
    expect(reported({ terrain: [crater, slab] })).toEqual([])
  })
})

describe('ladder and plank ends off the table (R-SC-1)', () => {
  it('are errors beside the table or under its top', () => {
    const scene = sceneWith({})
    scene.ladders = [
      { id: 'l', bottom: [95, 0, 10], top: [10, 5, -2] },
      { id: 'm', bottom: [10, -1, 10], top: [10, 5, 11] },
    ]
    const result = validateScene(scene)
    expect(result.ok ? [] : result.problems.map(formatProblem)).toEqual([
      'ladders[0].bottom[0]: off the table: x = 95 is outside 0 to 90',
      'ladders[0].top[2]: off the table: z = -2 is outside 0 to 90',
      'ladders[1].bottom[1]: below the table top: y = -1 is less than 0',
    ])
  })
})

describe('figure overlapping terrain', () => {
  it('is a warning when the base cuts into the wall', () => {
    // Centre 1 cm from the wall face, radius 1.25: 0.25 cm inside.
    expect(reported({ figures: [medium('f', [45, 0, 45])] })).toEqual(['warning: figures[2]: overlaps terrain "wall-1" (terrain[0])'])
  })

  it('is not reported when the base touches the wall face', () => {
    expect(reported({ figures: [medium('f', [44.75, 0, 45])] })).toEqual([])
  })

  it('is not reported for a figure standing on top of the wall', () => {
    expect(reported({ figures: [medium('f', [46.5, 2.7, 45])] })).toEqual([])
  })

  it('is reported for a figure sunk slightly into the top of the wall', () => {
    expect(reported({ figures: [medium('f', [46.5, 2.6, 45])] })).toEqual(['warning: figures[2]: overlaps terrain "wall-1" (terrain[0])'])
  })

  it('is not reported under an overhang the figure fits below', () => {
    // A beam from y = 4 up: a standing medium figure (4 cm) just touches it.
    const beam: TerrainPiece = { id: 'beam', shape: 'box', type: 'building', center: [20, 5, 20], size: [10, 2, 2] }
    expect(reported({ terrain: [beam], figures: [medium('f', [20, 0, 20])] })).toEqual([])
  })

  it('uses the lower profile of a prone figure', () => {
    // Beam from y = 3: a standing medium (4 cm) reaches into it, a prone one counts as small (2.5 cm).
    const beam: TerrainPiece = { id: 'beam', shape: 'box', type: 'building', center: [20, 4, 20], size: [10, 2, 2] }
    expect(reported({ terrain: [beam], figures: [medium('f', [20, 0, 20], true)] })).toEqual([])
    expect(reported({ terrain: [beam], figures: [medium('f', [20, 0, 20])] })).toEqual([
      'warning: figures[2]: overlaps terrain "beam" (terrain[1])',
    ])
  })

  it('turns boxes by rotationY about their centre', () => {
    // A 20 x 1 cm plank at (20, 20). A figure 5 cm along +x from the centre stands on the unturned
    // plank; turned 90 degrees the plank runs along z and the figure is 4.5 - 1.25 cm clear of it.
    const plank = (rotationY: number): TerrainPiece => ({
      id: 'plank',
      shape: 'box',
      type: 'building',
      center: [20, 1, 20],
      size: [20, 2, 1],
      rotationY,
    })
    const figure = medium('f', [25, 0, 20])
    expect(reported({ terrain: [plank(0)], figures: [figure] })).toEqual(['warning: figures[2]: overlaps terrain "plank" (terrain[1])'])
    expect(reported({ terrain: [plank(90)], figures: [figure] })).toEqual([])
  })

  it('turns boxes counter-clockwise seen from above (+x toward -z)', () => {
    // At 45 degrees the plank's +x end turns toward -z, to (27.1, 12.9): a figure at (26, 0, 14)
    // stands on its centre line; one at (26, 0, 26), mirrored in z, is 8.5 cm off to its side.
    const plank: TerrainPiece = { id: 'plank', shape: 'box', type: 'building', center: [20, 1, 20], size: [20, 2, 1], rotationY: 45 }
    expect(reported({ terrain: [plank], figures: [medium('f', [26, 0, 14])] })).toEqual([
      'warning: figures[2]: overlaps terrain "plank" (terrain[1])',
    ])
    expect(reported({ terrain: [plank], figures: [medium('f', [26, 0, 26])] })).toEqual([])
  })

  it('is a warning against an upright cylinder', () => {
    // Tower radius 4 at (70, 20): a figure 5 cm from its axis is 0.25 cm inside, 5.25 cm just touches.
    const tower: TerrainPiece = { id: 'tower', shape: 'cylinder', type: 'building', center: [70, 5, 20], radius: 4, height: 10 }
    expect(reported({ terrain: [tower], figures: [medium('f', [75, 0, 20])] })).toEqual([
      'warning: figures[2]: overlaps terrain "tower" (terrain[1])',
    ])
    expect(reported({ terrain: [tower], figures: [medium('f', [75.25, 0, 20])] })).toEqual([])
  })

  it('is never reported for areas, which figures stand inside', () => {
    const wood: TerrainPiece = { id: 'wood', shape: 'area', type: 'forest', center: [20, 5, 20], size: [16, 10, 16] }
    expect(reported({ terrain: [wood], figures: [medium('f', [20, 0, 20])] })).toEqual([])
  })
})

describe('figures overlapping each other', () => {
  it('is a warning on the later figure', () => {
    // red-1 stands at (30, 0, 45); 2 cm apart is less than the two radii, 2.5 cm.
    expect(reported({ figures: [medium('f', [32, 0, 45])] })).toEqual(['warning: figures[2]: overlaps figure "red-1" (figures[0])'])
  })

  it('is not reported for bases in contact', () => {
    expect(reported({ figures: [medium('f', [32.5, 0, 45])] })).toEqual([])
  })

  it('is not reported for a figure standing above another', () => {
    expect(reported({ figures: [medium('f', [30, 4, 45])] })).toEqual([])
  })
})

// 1,000 figures inside 2,000 pieces once made 2.5 million warnings and overflowed the stack.
describe('many overlaps of one record', () => {
  const box = (i: number): TerrainPiece => ({ id: `b${i}`, shape: 'box', type: 'ruin', center: [10, 1, 10], size: [4, 2, 4] })

  it('name the first five pieces and count the rest', () => {
    const warnings = reported({ terrain: Array.from({ length: 8 }, (_, i) => box(i)), figures: [medium('f', [10, 0, 10])] })
    expect(warnings).toEqual([
      ...[1, 2, 3, 4, 5].map((i) => `warning: figures[2]: overlaps terrain "b${i - 1}" (terrain[${i}])`),
      'warning: figures[2]: overlaps 3 more pieces of terrain',
    ])
  })

  it('name the first five figures and count the rest', () => {
    const warnings = reported({ figures: Array.from({ length: 8 }, (_, i) => medium(`f${i}`, [10, 0, 10])) })
    expect(warnings.filter((w) => w.startsWith('warning: figures[9]'))).toEqual([
      ...[0, 1, 2, 3, 4].map((i) => `warning: figures[9]: overlaps figure "f${i}" (figures[${i + 2}])`),
      'warning: figures[9]: overlaps 2 more figures',
    ])
  })

  it('stay few and fast for 1,000 figures inside 2,000 pieces', () => {
    const scene = sceneWith({
      terrain: Array.from({ length: 1998 }, (_, i) => box(i)),
      figures: Array.from({ length: 998 }, (_, i) => medium(`f${i}`, [10, 0, 10])),
    })
    const start = performance.now()
    const result = validateScene(scene)
    expect(performance.now() - start).toBeLessThan(5000)
    expect(result.ok ? result.warnings.map(formatProblem).at(-1) : 'refused').toMatch(/^warning: \(root\): … and [\d,]+ more warnings$/)
  })
})
