import { describe, expect, it } from 'vitest'
import { formatProblem } from '../problems'
import type { Figure, Scene } from '../schema'
import { MK_LIBRARY, mkFigureCard } from './library'
import { checkSceneCavalry, mountSlotPoint, rideProblem } from './sceneCavalry'

/**
 * Cavalry deployed in a scene (003 "Cavalry Units"). The horse stands at (45, 0, 45) facing east
 * (90); its slot is 0.5 in behind the centre dot (cavalry.json), 1.27 cm west: (43.73, 0, 45).
 */
const SLOT: [number, number, number] = [43.73, 0, 45]

function scene(horse: Partial<Figure>, rider: Partial<Figure> = {}, extra: Figure[] = []): Scene {
  return {
    format: 'sightline-scene',
    version: 1,
    name: 'Cavalry test',
    units: 'cm',
    table: { width: 90, depth: 90 },
    terrain: [],
    figures: [
      {
        id: 'horse',
        side: 'blue',
        size: 'large',
        position: [45, 0, 45],
        facing: 90,
        mk: { card: 'mk-battle-horse', rider: 'lancer' },
        ...horse,
      },
      { id: 'lancer', side: 'blue', size: 'medium', position: SLOT, mk: { card: 'mk-lancer' }, ...rider },
      ...extra,
    ],
  }
}
const problems = (s: Scene) => checkSceneCavalry(s, MK_LIBRARY).map(formatProblem)

describe('mk.rider (003 "Cavalry Units")', () => {
  it('a rider of the mount type, same side, in the slot: no problem', () => {
    expect(
      mountSlotPoint({ position: [45, 0, 45], facing: 90 }, mkFigureCard('mk-battle-horse'))?.map((v) => Math.round(v * 1000) / 1000),
    ).toEqual(SLOT)
    expect(problems(scene({}))).toEqual([])
  })

  it('"All mounts must be deployed as cavalry units": a mount without a rider is an error', () => {
    expect(problems(scene({ mk: { card: 'mk-battle-horse' } }))).toEqual([
      'figures[0].mk: mount "horse" must be deployed with a rider (003 "Cavalry Units")',
    ])
  })

  it('003 "Riders": the mount symbols must name the mount type; a figure without the square bonus rides nothing', () => {
    expect(rideProblem(mkFigureCard('mk-wylden-ranger'), mkFigureCard('mk-battle-horse'))?.message).toMatch(
      /rides hornedStag, not the battleHorse/,
    )
    expect(rideProblem(mkFigureCard('mk-lancer'), mkFigureCard('mk-battle-horse'))).toBeNull()
    expect(problems(scene({}, { mk: { card: 'mk-crossbowman' } }))).toEqual([
      'figures[0].mk.rider: card "mk-crossbowman" is no rider: it prints no attack bonus in a square (003 "Riders")',
    ])
  })

  it('003 "Dark Riders Subfaction": 121a rides 121b only, symbols or not', () => {
    expect(rideProblem(mkFigureCard('mk-dark-rider'), mkFigureCard('mk-dark-steed'))).toBeNull()
    expect(rideProblem(mkFigureCard('mk-dark-rider'), mkFigureCard('mk-battle-horse'))?.message).toMatch(/collector's number/)
    expect(rideProblem(mkFigureCard('mk-lancer'), mkFigureCard('mk-dark-steed'))?.message).toMatch(/collector's number/)
  })

  it('a rider of another side, on two mounts, or away from the slot', () => {
    expect(problems(scene({}, { side: 'red' }))[0]).toMatch(/a rider rides a mount of its own side/)
    const second: Figure = {
      id: 'horse2',
      side: 'blue',
      size: 'large',
      position: [20, 0, 20],
      mk: { card: 'mk-battle-horse', rider: 'lancer' },
    }
    expect(problems(scene({}, {}, [second])).filter((p) => p.includes('already rides'))).toHaveLength(1)
    expect(problems(scene({}, { position: [40, 0, 45] }))).toEqual([
      'warning: figures[1].position: a rider\'s base sits in its mount\'s base slot, at [43.73, 0, 45] for "horse", got [40, 0, 45]',
    ])
  })
})
