import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatProblem, validateScene } from '../../scene/validate'
import type { Figure, Scene } from '../../scene/schema'
import { ALL_FIGURES, interactionGroups } from './groups'
import { TableWorld } from './tableWorld'
import { castleEnd, castleLineOfFire } from '../castle/lineOfFire'

/**
 * A cavalry unit in the real TableWorld, built from a loaded scene (R-CVG.2, R-CVG.5). The
 * Battle Horse (models/mageknight/cavalry.json: 2.75 x 1.5 in, size large, 6 cm tall) stands at
 * (45, 0, 45) facing east. Width 3.81 cm: end radius r = 1.905; length 6.985 cm: the spine runs
 * 1.5875 cm either side of the centre dot, so the front end circle is centred at F = (46.5875, 45)
 * and the nose is at x = 46.5875 + 1.905 = 48.4925. The lancer sits in the slot 0.5 in (1.27 cm)
 * behind the dot, at (43.73, 0, 45): its column starts at the saddle, 6 x 0.5 = 3 cm, and rises
 * 4 x 0.75 = 3 cm (medium, 4 cm tall), centre 4.5 cm, half height 1.5.
 */
const R = 1.905
const F: [number, number] = [46.5875, 45]

function loaded(extra: Figure[] = [], lancerAt: [number, number, number] = [43.73, 0, 45]): { scene: Scene; warnings: string[] } {
  const result = validateScene({
    format: 'sightline-scene',
    version: 1,
    name: 'A horse on the table',
    units: 'cm',
    table: { width: 90, depth: 90 },
    terrain: [],
    figures: [
      { id: 'horse', side: 'blue', size: 'large', position: [45, 0, 45], facing: 90, mk: { card: 'mk-battle-horse', rider: 'lancer' } },
      { id: 'lancer', side: 'blue', size: 'medium', position: lancerAt, mk: { card: 'mk-lancer' } },
      ...extra,
    ],
  })
  if (!result.ok) throw new Error(result.problems.map(formatProblem).join('\n'))
  return { scene: result.scene, warnings: result.warnings.map(formatProblem) }
}

describe('a mount in the TableWorld blocks rays as its stadium (R-CVG.2)', () => {
  let world: TableWorld
  beforeAll(async () => {
    world = await TableWorld.create(loaded().scene)
  })
  afterAll(() => world.dispose())

  /** What a horizontal ray at 1 cm height, from `from` along the unit direction `dir` for 20 cm, first meets. */
  const hit = (from: [number, number], dir: [number, number]) => {
    const ray = new world.rapier.Ray({ x: from[0], y: 1, z: from[1] }, { x: dir[0], y: 0, z: dir[1] })
    const found = world.world.castRay(ray, 20, true, undefined, interactionGroups(0xffff, ALL_FIGURES))
    return found ? (world.ownerOf(found.collider)?.id ?? '?') : null
  }

  it('a ray due north 0.5 mm inside the nose (x = 48.4425) is blocked; 1 mm beyond it (x = 48.5925) passes', () => {
    // The old cylinder of radius 1.905 round the centre dot ended at x = 46.905 and let both pass.
    expect(hit([48.4425, 55], [0, -1])).toBe('horse')
    expect(hit([48.5925, 55], [0, -1])).toBeNull()
  })

  it('a diagonal ray grazing the rounded front end (r - 0.05 mm from F) is blocked; 1 mm off it (r + 0.1 mm) passes, though a box would stop it', () => {
    // The ray runs north-east to south-west... along (1, -1)/sqrt2, its nearest point to F at
    // F + d (1, 1)/sqrt2. At d = r + 0.1 it still crosses the square corner (F.x + r, F.z + r),
    // d = r sqrt2 = 2.694 from F: a cuboid over the whole length would block it, the round end not.
    const s = Math.SQRT1_2
    const start = (d: number): [number, number] => [F[0] + d * s - 10 * s, F[1] + d * s + 10 * s]
    expect(hit(start(R - 0.005), [s, -s])).toBe('horse')
    expect(hit(start(R + 0.1), [s, -s])).toBeNull()
  })

  it('the mount is three colliders of one owner; the seated rider one cylinder from the saddle, 3 to 6 cm', () => {
    const owners: string[] = []
    world.colliders.forEach((c) => {
      owners.push(world.ownerOf(c)?.id ?? '?')
    })
    expect(owners.sort()).toEqual(['horse', 'horse', 'horse', 'lancer'])
    const lancer = world.colliderOf('figure', 'lancer')
    expect(lancer?.translation().y).toBeCloseTo(4.5, 6)
    expect(lancer?.halfHeight()).toBeCloseTo(1.5, 6)
  })
})

describe('overlap warnings with cavalry (R-CVG.5)', () => {
  it('a rider in its slot is no overlap; one 2 cm off its slot still overlaps its mount', () => {
    expect(loaded().warnings).toEqual([])
    // At (43.73, 0, 47) the lancer is off its slot (a warning of sceneCavalry.ts) and stands on the table inside the stadium.
    expect(loaded([], [43.73, 0, 47]).warnings.filter((w) => w.includes('overlaps'))).toEqual([
      'warning: figures[1]: overlaps figure "horse" (figures[0])',
    ])
  })

  it('a hero 1 mm into the nose overlaps the mount; 0.5 mm short of touching it does not', () => {
    // A hero's base: 1.25 in, radius 1.5875; due east of the nose its centre touches at 48.4925 + 1.5875 = 50.08.
    const hero = (x: number): Figure => ({ id: 'hero', side: 'red', size: 'medium', position: [x, 0, 45], mk: { card: 'mk-lancer' } })
    expect(loaded([hero(50.08 - 0.1)]).warnings).toEqual(['warning: figures[2]: overlaps figure "horse" (figures[0])'])
    expect(loaded([hero(50.08 + 0.05)]).warnings).toEqual([])
  })
})

describe('the Mage Knight line of fire crosses a mount as its stadium (R-CVG.1, R-CVG.5)', () => {
  const pair = (x: number): Figure[] => [
    { id: 'archer', side: 'red', size: 'medium', position: [x, 0, 60], mk: { card: 'mk-lancer' } },
    { id: 'mark', side: 'red', size: 'medium', position: [x, 0, 30], mk: { card: 'mk-lancer' } },
  ]
  const basesCrossed = async (x: number, from = 'archer', to = 'mark') => {
    const world = await TableWorld.create(loaded(pair(x)).scene)
    try {
      return castleLineOfFire(world, castleEnd(world, from), castleEnd(world, to)).bases
    } finally {
      world.dispose()
    }
  }

  it('a line due north 0.5 mm inside the nose crosses the horse alone (its seated rider is not a base of its own); 1 mm beyond it crosses none', async () => {
    expect(await basesCrossed(48.4425)).toEqual(['horse'])
    expect(await basesCrossed(48.5925)).toEqual([])
  })

  it('a line through the slot from the seated rider crosses no base: the horse is part of that end', async () => {
    // From the lancer (43.73, 45) north to (43.73, 30): it starts inside its own mount's stadium.
    const world = await TableWorld.create(loaded(pair(43.73)).scene)
    try {
      expect(castleLineOfFire(world, castleEnd(world, 'lancer'), castleEnd(world, 'mark')).bases).toEqual([])
      expect(castleLineOfFire(world, castleEnd(world, 'archer'), castleEnd(world, 'mark')).bases).toEqual(['horse'])
    } finally {
      world.dispose()
    }
  })
})
