import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { sectionToWorld } from '../../scene/castle/footprint'
import type { CastleSection } from '../../scene/castle/schema'
import { CASTLE_SECTION_KINDS } from '../../scene/mageknight/castleSections'
import type { Scene } from '../../scene/schema'
import { sectionUnder } from './queries'
import { outlineCrossings } from './outlineCrossings'

const H = 10.16
const R = 1.25 // a medium base

/** One section and one medium figure at a local point of it, on its top. */
function oneSection(section: CastleSection, local: [number, number]): { scene: Scene } {
  const [x, z] = sectionToWorld(section, local)
  return {
    scene: {
      format: 'sightline-scene',
      version: 1,
      name: 'p',
      units: 'cm',
      table: { width: 200, depth: 200 },
      terrain: [],
      castle: { sections: [section] },
      figures: [{ id: 'f', side: 'a', size: 'medium', position: [x, H, z] }],
    },
  }
}

const placement = fc.record({
  x: fc.double({ min: 20, max: 180, noNaN: true }),
  z: fc.double({ min: 20, max: 180, noNaN: true }),
  rotationY: fc.double({ min: -360, max: 360, noNaN: true }),
})

describe('castle queries, for any placement of a section', () => {
  it('a base anywhere on a wall walkway with its rim inside fits; its overhang is what sticks out across the walkway', () => {
    // Walkway 15.24 x 3.81: the base centre at (u, v) keeps its rim on it when |u| <= 7.62 - R
    // and |v| <= 1.905 - R; across the walkway the overhang is R - (1.905 - |v|) when positive
    // (u is kept 2 cm from the ends so the long sides are the nearest edges).
    fc.assert(
      fc.property(
        placement,
        fc.double({ min: -5.62, max: 5.62, noNaN: true }),
        fc.double({ min: -1.9, max: 1.9, noNaN: true }),
        (p, u, v) => {
          const wall: CastleSection = { id: 'w', kind: 'wall', side: 'c', center: [p.x, 0, p.z], rotationY: p.rotationY, version: 'heavy' }
          const under = sectionUnder(oneSection(wall, [u, v]), 'f')
          expect(under.sectionId).toBe('w')
          const expected = Math.max(0, R - (1.905 - Math.abs(v)))
          expect(under.overhang).toBeCloseTo(expected, 9)
          expect(under.fits).toBe(expected <= 1e-6)
        },
      ),
      { numRuns: 200 },
    )
  })

  it('a line of fire from a point on a section to a point far outside crosses its outline exactly once', () => {
    fc.assert(
      fc.property(
        placement,
        fc.constantFrom(...CASTLE_SECTION_KINDS),
        fc.double({ min: -0.9, max: 0.9, noNaN: true }),
        fc.double({ min: -0.9, max: 0.9, noNaN: true }),
        fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
        (p, kind, su, sv, angle) => {
          // Inside: local x within 0.9 x 3.9 and z within 0.9 x 1.9, a rectangle inside every
          // footprint (walls are 1.905 deep each side; hypot(3.51, 1.71) = 3.9 < the tower's
          // 4.445). Outside: 15 cm from the centre, beyond every outline (the largest reaches
          // hypot(7.62, 5.08) = 9.16 cm).
          const section: CastleSection = { id: 's', kind, side: 'c', center: [p.x, 0, p.z], rotationY: p.rotationY, version: 'heavy' }
          const [fx, fz] = sectionToWorld(section, [su * 3.9, sv * 1.9])
          const line = outlineCrossings(
            { scene: oneSection(section, [0, 0]).scene },
            [fx, H, fz],
            [p.x + 15 * Math.cos(angle), 0, p.z + 15 * Math.sin(angle)],
          )
          expect(line.crossings).toHaveLength(1)
          expect(line.fromSection).toBe('s')
          expect(line.toSection).toBeNull()
        },
      ),
      { numRuns: 300 },
    )
  })
})
