import { describe, expect, it } from 'vitest'
import { formatProblem } from '../problems'
import type { Figure, Scene } from '../schema'
import { validateScene } from '../validate'
import { checkScenePassengers } from './sceneFigures'

/**
 * Passengers in a scene (000 "Passagiere"). The chariot stands at (45, 0, 45) facing east (90):
 * its 3.5 in base has radius 4.445 cm, so the platform point is 0.6 x 4.445 = 2.667 cm west of
 * the centre, at (42.333, 0, 45) (R-LFM.2).
 */
const PLATFORM: [number, number, number] = [42.333, 0, 45]

function chariotScene(passenger: Partial<Figure> & { mk: Figure['mk'] }, extra: Figure[] = []): Scene {
  return {
    format: 'sightline-scene',
    version: 1,
    name: 'Chariot test',
    units: 'cm',
    table: { width: 90, depth: 90 },
    terrain: [],
    figures: [
      { id: 'chariot', side: 'orc', size: 'huge', position: [45, 0, 45], facing: 90, mk: { card: 'mk-war-chariot' } },
      { id: 'rider', side: 'orc', size: 'medium', position: PLATFORM, ...passenger },
      ...extra,
    ],
  }
}
const problems = (scene: Scene) => checkScenePassengers(scene).map(formatProblem)
const aboard = (card: string, to = 'chariot') => ({ mk: { card, aboard: to } })

describe('mk.aboard (000 "Passagiere")', () => {
  it('a one-dial hero of the same side on the platform loads with no problem at all, overlap warnings included', () => {
    const scene = chariotScene(aboard('mk-chariot-archer'))
    expect(problems(scene)).toEqual([])
    const loaded = validateScene(scene)
    expect(loaded.ok ? loaded.warnings.map(formatProblem) : loaded.problems.map(formatProblem)).toEqual([])
  })

  it('still warns when a figure that rides nothing stands on the chariot', () => {
    const loaded = validateScene(chariotScene({ mk: { card: 'mk-chariot-archer' } }))
    expect(loaded.ok ? loaded.warnings.map(formatProblem) : []).toEqual(['warning: figures[1]: overlaps figure "chariot" (figures[0])'])
  })

  it('the chariot must exist', () => {
    expect(problems(chariotScene(aboard('mk-chariot-archer', 'wagon')))).toEqual([
      'figures[1].mk.aboard: no figure "wagon" in the scene to ride on',
    ])
  })

  it('the figure named must be a chariot, not another large figure or a hero', () => {
    const mammoth: Figure = { id: 'mammoth', side: 'orc', size: 'huge', position: [20, 0, 20], mk: { card: 'mk-war-mammoth' } }
    expect(problems(chariotScene(aboard('mk-chariot-archer', 'mammoth'), [mammoth]))).toEqual([
      'figures[1].mk.aboard: figure "mammoth" (figures[2]) is no chariot: a large figure whose dials show the wheel (000 "Streitwagen")',
    ])
    const plain: Figure = { id: 'plain', side: 'orc', size: 'medium', position: [20, 0, 20] }
    expect(problems(chariotScene(aboard('mk-chariot-archer', 'plain'), [plain]))[0]).toMatch(
      /figure "plain" \(figures\[2\]\) is no chariot/,
    )
    expect(problems(chariotScene(aboard('mk-chariot-archer', 'rider')))).toEqual([
      'figures[1].mk.aboard: a figure cannot ride itself; name the chariot it stands on',
    ])
  })

  it('at most one passenger per chariot: the second is refused, naming the first', () => {
    const second: Figure = { id: 'shaman', side: 'orc', size: 'medium', position: PLATFORM, ...aboard('mk-storm-shaman') }
    expect(problems(chariotScene(aboard('mk-chariot-archer'), [second]))).toEqual([
      'figures[2].mk.aboard: chariot "chariot" already carries "rider" (figures[1]); a chariot carries at most one passenger (000 "Passagiere")',
    ])
  })

  it('only a hero with one dial: not mounted, not a large figure, not a titan', () => {
    expect(problems(chariotScene(aboard('mk-knight-rider')))).toEqual([
      'figures[1].mk.aboard: a mounted hero cannot be a passenger (000 "Passagiere"); card "mk-knight-rider" is mounted',
    ])
    expect(problems(chariotScene(aboard('mk-stone-titan')))).toEqual([
      'figures[1].mk.aboard: a titan cannot be a passenger (000 "Passagiere"); card "mk-stone-titan" is a titan',
    ])
    expect(problems(chariotScene(aboard('mk-fire-dragon')))).toEqual([
      'figures[1].mk.aboard: a large figure cannot be a passenger (000 "Passagiere"); card "mk-fire-dragon" is one',
    ])
  })

  it('a multi-dial hero that is no large figure is refused for its dials', () => {
    // No shipped card has two dials without being large; the library is built here with one.
    const scene = chariotScene(aboard('mk-twin'))
    const library = { figures: { 'mk-twin': { id: 'mk-twin', dials: [{}, {}] }, 'mk-war-chariot': chariotCard() } } as never
    expect(checkScenePassengers(scene, library).map(formatProblem)).toEqual([
      'figures[1].mk.aboard: only a hero with one combat dial can be a passenger (000 "Passagiere"); card "mk-twin" has 2',
    ])
  })

  it('an enemy hero can never ride', () => {
    expect(problems(chariotScene({ side: 'elf', ...aboard('mk-chariot-archer') }))).toEqual([
      'figures[1].mk.aboard: an enemy hero can never ride a chariot (000 "Passagiere"): "rider" is of side "elf", "chariot" of "orc"',
    ])
  })

  it('a passenger off the platform point is a warning at its position, naming the point (R-LFM.2)', () => {
    const found = checkScenePassengers(chariotScene({ position: [45, 0, 45], ...aboard('mk-chariot-archer') }))
    expect(found.map(formatProblem)).toEqual([
      'warning: figures[1].position: a passenger stands on the rear platform of "chariot" at [42.333, 0, 45] (R-LFM.2), got [45, 0, 45]',
    ])
    // Within the 0.01 cm tolerance: coordinates rounded to 0.001 cm are on the platform.
    expect(problems(chariotScene({ position: [42.3335, 0, 45.0004], ...aboard('mk-chariot-archer') }))).toEqual([])
  })
})

function chariotCard() {
  return { id: 'mk-war-chariot', largeFigure: true, base: { diameterIn: 3.5 }, dials: [{ speedSymbol: 'wheel' }] }
}
