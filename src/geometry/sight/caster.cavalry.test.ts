import { describe, expect, it } from 'vitest'
import type { Figure } from '../../scene/schema'
import { figureCylinder } from '../../scene/overlaps'
import { ALL_FIGURES, GROUP_SOLID, interactionGroups } from '../world/groups'
import { boxPiece, mediumFigure, sceneOf, withWorld } from '../testScene'
import { SightCaster } from './caster'
import { unitLeftOut } from './casterCandidates'
import { computeSight } from './computeSight'
import { enclosingCone } from './occluderProof'
import { eyeOf } from './sightOptions'
import type { Point3 } from '../types'
import type { TableWorld } from '../world/tableWorld'

/**
 * A cavalry unit is one figure (003 "Cavalry Units") but four colliders: the Battle Horse's stadium
 * (cavalry.json: 2.75 x 1.5 in = 6.985 x 3.81 cm) is a cuboid and two end cylinders of radius
 * 1.905 cm centred 1.5875 cm either side of the dot (R-CVG.2), the seated Lancer a column from the
 * saddle at 2 cm to 5 cm (medium profile 4 cm tall, R-CVG.5) on the slot 1.27 cm behind the dot
 * (facing north, +z behind). The medium figure `m` without a card stands 10 cm east, radius 1.25.
 * Numbers as in measure/firstHit.test.ts, which leaves the same colliders out of a straight line.
 */
const horse: Figure = mediumFigure('h', [0, 0, 0], { side: 'a', facing: 0, mk: { card: 'mk-battle-horse', rider: 'r' } })
const lancer: Figure = mediumFigure('r', [0, 0, 1.27], { side: 'a', facing: 0, mk: { card: 'mk-lancer' } })
const other: Figure = mediumFigure('m', [10, 0, 0], { side: 'b' })

function casterFrom(world: TableWorld, eye: Point3, targetId: string, groups: number, leftOut: ReadonlySet<string> | null) {
  const ray = new world.rapier.Ray({ x: eye[0], y: eye[1], z: eye[2] }, { x: 1, y: 0, z: 0 })
  const cone = enclosingCone(eye, figureCylinder(world.requireFigure(targetId)))
  return SightCaster.create(world, eye, cone, groups, world.colliderOf('figure', targetId), ray, leftOut)
}

describe('the sight caster leaves out every collider of both ends’ cavalry units (003 "Attacking and Damaging a Cavalry Unit")', () => {
  it('names the unit of a mount or of its rider, and nothing for figures that are no unit', async () => {
    await withWorld(sceneOf([], [horse, lancer, other]), (world) => {
      expect([...(unitLeftOut(world, other, horse) ?? [])].sort()).toEqual(['h', 'm', 'r'])
      expect([...(unitLeftOut(world, lancer, other) ?? [])].sort()).toEqual(['h', 'm', 'r'])
      // A target not in the world (a heat map's virtual one): only the observer's unit.
      expect([...(unitLeftOut(world, horse, null) ?? [])].sort()).toEqual(['h', 'r'])
      expect(unitLeftOut(world, other, null)).toBeNull()
    })
  })

  it('a shot at the mount keeps none of the unit’s four colliders as candidates (three did stop rays)', async () => {
    await withWorld(sceneOf([], [horse, lancer, other]), (world) => {
      const eye = eyeOf(other, 'top')
      const groups = interactionGroups(0xffff, GROUP_SOLID | (ALL_FIGURES & ~world.sideBitOf('b')))
      // Only the cuboid (colliderOf) left out: the two end cylinders and the rider's column remain.
      expect(casterFrom(world, eye, 'h', groups, null).candidates).toBe(3)
      expect(casterFrom(world, eye, 'h', groups, unitLeftOut(world, other, horse)).candidates).toBe(0)
    })
  })

  it('from the mount’s centre dot at 1 cm, with friends not let through by the side filter, the first hit is m’s rim at 10 - 1.25 = 8.75', async () => {
    // The target `far` 20 cm east; `m` stands in the way.
    const far = mediumFigure('far', [20, 0, 0], { side: 'b' })
    await withWorld(sceneOf([], [horse, lancer, other, far]), (world) => {
      const groups = interactionGroups(0xffff, GROUP_SOLID | ALL_FIGURES)
      const caster = casterFrom(world, [0, 1, 0], 'far', groups, unitLeftOut(world, horse, null))
      // The dot lies inside both end cylinders: without the unit left out a ray stops at 0.
      expect(caster.cast(1, 0, 0, 20)).toBe(true)
      expect(caster.hitDistance).toBeCloseTo(8.75, 6)
      expect(world.ownerOf(caster.hitCollider!)?.id).toBe('m')
      const own = casterFrom(world, [0, 1, 0], 'far', groups, null)
      expect(own.cast(1, 0, 0, 20)).toBe(true)
      expect(own.hitDistance).toBe(0)
    })
  })

  it('terrain still stops the ray: a wall 1 cm thick at x = 5 is met at 5 - 0.5 = 4.5 from the dot', async () => {
    await withWorld(sceneOf([boxPiece('wall', 5, 0, [1, 6, 6])], [horse, lancer, other]), (world) => {
      const groups = interactionGroups(0xffff, GROUP_SOLID | ALL_FIGURES)
      const caster = casterFrom(world, [0, 1, 0], 'm', groups, unitLeftOut(world, horse, null))
      expect(caster.cast(1, 0, 0, 20)).toBe(true)
      expect(caster.hitDistance).toBeCloseTo(4.5, 6)
      expect(world.ownerOf(caster.hitCollider!)?.id).toBe('wall')
    })
  })

  it('the seated rider is seen whole: its own mount no longer hides it (visible share 1; it was 0)', async () => {
    await withWorld(sceneOf([], [horse, lancer, other]), (world) => {
      // Nothing but the unit stands between m and the target, so every ray reaches.
      expect(computeSight(world, 'm', 'r').visibleFraction).toBeCloseTo(1, 9)
      expect(computeSight(world, 'm', 'h').visibleFraction).toBeCloseTo(1, 9)
    })
  })
})
