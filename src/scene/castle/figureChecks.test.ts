import { describe, expect, it } from 'vitest'
import { castleTestScene } from './testScene'
import { sectionSolids } from './checks'
import { formatProblem, validateScene } from '../validate'
import type { Figure, Scene } from '../schema'

/** The warnings a scene gets about its figures (other warnings, of planks say, are not these tests' business). */
function figureWarnings(scene: Scene): string[] {
  const result = validateScene(scene)
  if (!result.ok) throw new Error(result.problems.map(formatProblem).join('\n'))
  return result.warnings.filter((w) => String(w.path).startsWith('figures')).map(formatProblem)
}

/** The test castle with one more figure `probe`. */
function withProbe(probe: Partial<Figure> & Pick<Figure, 'position'>, change: (s: Scene) => void = () => {}): Scene {
  const scene = castleTestScene()
  change(scene)
  scene.figures.push({ id: 'probe', side: 'siege', size: 'medium', ...probe })
  return scene
}

// Numbers from castleTestScene.ts / pieces.json: wall w-left at (47.3, 30), 15.24 x 3.81, so its
// faces at z = 28.095 and 31.905; tower at (35.235, 30), radius 4.445; a medium base is 2.5 cm
// across (radius 1.25), 4 cm high; a huge one 5 cm across, 8 cm high; the gatehouse roof starts
// at 8.255 - 3.81 / 2 = 6.35; rubble is 1.5 high.
describe('figures against castle sections (checkFiguresInSections)', () => {
  it('leaves the shipped test castle alone: a figure on a wall top and one in the gatehouse passage', () => {
    expect(figureWarnings(castleTestScene())).toEqual([])
  })

  it.each([
    // [label, position, size, warned part or null]
    ['inside the wall body', [47.3, 0, 30], 'medium', 'body'],
    ['touching the wall face (28.095 - 1.25 = 26.845)', [47.3, 0, 26.845], 'medium', null],
    ['0.055 cm into the wall face', [47.3, 0, 26.9], 'medium', 'body'],
    ['into the round tower (30 - 4.445 - 1.25 + 0.1)', [35.235, 0, 24.405], 'medium', 'body'],
    ['a huge figure in the passage reaches the roof (8 > 6.35; 4 cm from the guard)', [60, 0, 34], 'huge', 'roof'],
    ['on the wall top (base at 10.16)', [50, 10.16, 30], 'medium', null],
  ] as const)('%s', (_label, position, size, part) => {
    const warnings = figureWarnings(withProbe({ position: [...position], size }))
    const section = position[0] < 40 ? 'tower' : position[0] < 55 ? 'w-left' : 'gh'
    expect(warnings).toEqual(
      part === null ? [] : [expect.stringMatching(new RegExp(`overlaps castle section "${section}" .*part "${part}"`))],
    )
  })

  it('turns the solids with the section: a wall turned 90 degrees runs along z', () => {
    const turn = (s: Scene) => {
      s.castle!.sections.find((x) => x.id === 'w-far')!.rotationY = 90
      s.castle!.planks = []
    }
    // Unturned, w-far spans x 83.32..98.56 at z 28.095..31.905; turned, x 89.035..92.845 and z 22.38..37.62.
    expect(figureWarnings(withProbe({ position: [96, 0, 30] }))).toEqual([expect.stringContaining('"w-far"')])
    expect(figureWarnings(withProbe({ position: [96, 0, 30] }, turn))).toEqual([])
    expect(figureWarnings(withProbe({ position: [90.94, 0, 36] }, turn))).toEqual([expect.stringContaining('"w-far"')])
  })

  it('uses the rubble of a destroyed section: standing on it is fine, a base sunk into it is not', () => {
    const destroy = (s: Scene) => {
      s.castle!.sections.find((x) => x.id === 'w-left')!.destroyed = true
      s.figures = s.figures.filter((f) => f.id !== 'archer')
      s.ladders = []
    }
    expect(sectionSolids(castleTestScene().castle!.sections[1]).map((p) => p.id)).toEqual(['w-left/body'])
    expect(figureWarnings(withProbe({ position: [47.3, 1.5, 30] }, destroy))).toEqual([])
    expect(figureWarnings(withProbe({ position: [47.3, 0, 30] }, destroy))).toEqual([expect.stringContaining('part "rubble"')])
  })
})
