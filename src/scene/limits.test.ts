import { describe, expect, it } from 'vitest'
import { castleTestScene } from './castle/testScene'
import { MAX_COORDINATE_CM, MAX_LENGTH_CM, MAX_RADIUS_CM, MAX_TABLE_CM, MIN_COORDINATE_CM } from './limits'
import { wallScene } from './testScenes'
import { formatProblem, validateScene } from './validate'

/** The formatted errors of a scene after `edit`; warnings left out. */
function errorsAfter(edit: (scene: any) => void, make: () => unknown = wallScene): string[] {
  const scene: any = make()
  edit(scene)
  const result = validateScene(scene)
  return result.ok ? [] : result.problems.filter((p) => p.severity === 'error').map(formatProblem)
}

// Rapier computes in 32-bit floats: a box 1e39 cm long became infinite and hid nothing.
describe('lengths and coordinates are bounded to what a table holds', () => {
  it.each([
    ['a box size', (s: any) => (s.terrain[0].size[2] = 1e39), 'terrain[0].size[2]: at most 1000 cm, got 1e+39'],
    ['a table side', (s: any) => (s.table.width = 1e6), 'table.width: at most 1000 cm, got 1000000'],
    ['a piece centre', (s: any) => (s.terrain[0].center[0] = 3e38), 'terrain[0].center[0]: at most 2000 cm, got 3e+38'],
    ['a piece centre below', (s: any) => (s.terrain[0].center[2] = -5000), 'terrain[0].center[2]: at least -1000 cm, got -5000'],
    [
      'a figure position',
      (s: any) => (s.figures[0].position[1] = 1e20),
      'figures[0].position[1]: at most 2000 cm, got 100000000000000000000',
    ],
    ['a rotation', (s: any) => (s.terrain[0].rotationY = 1e30), 'terrain[0].rotationY: at most 360 degrees, got 1e+30'],
    [
      'a cylinder radius',
      (s: any) => s.terrain.push({ id: 't', shape: 'cylinder', type: 'building', center: [45, 5, 45], radius: 501, height: 10 }),
      'terrain[1].radius: at most 500 cm, got 501',
    ],
    [
      'a cylinder height',
      (s: any) => s.terrain.push({ id: 't', shape: 'cylinder', type: 'building', center: [45, 5, 45], radius: 5, height: 1e300 }),
      'terrain[1].height: at most 1000 cm, got 1e+300',
    ],
    [
      'a ladder end',
      (s: any) => (s.ladders = [{ id: 'l', bottom: [10, 0, 10], top: [10, 1e39, 11] }]),
      'ladders[0].top[1]: at most 2000 cm, got 1e+39',
    ],
    [
      'a ladder width',
      (s: any) => (s.ladders = [{ id: 'l', bottom: [10, 0, 10], top: [10, 5, 11], width: 1e39 }]),
      'ladders[0].width: at most 1000 cm, got 1e+39',
    ],
  ])('in %s', (_, edit, message) => {
    expect(errorsAfter(edit)).toEqual([message])
  })

  it.each([
    [
      'a section centre',
      (s: any) => (s.castle.sections[0].center = [1e39, 0, 30]),
      'castle.sections[0].center[0]: at most 2000 cm, got 1e+39',
    ],
    ['a plank end', (s: any) => (s.castle.planks[0].to[2] = -1e39), 'castle.planks[0].to[2]: at least -1000 cm, got -1e+39'],
    ['a plank width', (s: any) => (s.castle.planks[0].width = 1e39), 'castle.planks[0].width: at most 1000 cm, got 1e+39'],
    [
      'a section rotation',
      (s: any) => (s.castle.sections[0].rotationY = -720),
      'castle.sections[0].rotationY: at least -360 degrees, got -720',
    ],
    [
      'the opposing zone',
      (s: any) => (s.castle.setup = { castleSide: 'castle', castleEdge: 'north', opponentZoneDepthIn: 1e39 }),
      'castle.setup.opponentZoneDepthIn: at most 393 in, got 1e+39',
    ],
  ])('in %s of a castle', (_, edit, message) => {
    expect(errorsAfter(edit, castleTestScene)).toEqual([message])
  })

  it('accepts the bounds themselves', () => {
    const errors = errorsAfter((s) => {
      s.table = { width: MAX_TABLE_CM, depth: MAX_TABLE_CM }
      s.terrain = [
        { id: 'long', shape: 'box', type: 'building', center: [500, 1, 500], size: [MAX_LENGTH_CM, 2, 1], rotationY: 360 },
        { id: 'hill', shape: 'cylinder', type: 'building', center: [500, 500, 500], radius: MAX_RADIUS_CM, height: MAX_LENGTH_CM },
        {
          id: 'over',
          shape: 'box',
          type: 'building',
          center: [MIN_COORDINATE_CM + 600, 1, MAX_COORDINATE_CM - 600],
          size: [MAX_LENGTH_CM, 2, MAX_LENGTH_CM],
        },
      ]
      s.figures = [{ id: 'a', side: 'red', size: 'medium', position: [10, 1500, 10] }]
    })
    // The coordinates' bounds lie beyond any table: a piece out there is in bounds but over the edge (R-SE-12).
    expect(errors).toEqual(['terrain[2]: reaches 900 cm over the edge of the 1000 x 1000 cm table'])
  })
})
