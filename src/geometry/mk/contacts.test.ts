import { describe, expect, it } from 'vitest'
import type { Figure } from '../../scene/schema'
import { boxPiece, castleTestScene, sceneOf, withWorld } from '../testScene'
import { mkBaseContact, mkContactsOf } from './contacts'

// The fire dragon's base is 5 in: radius 6.35 cm; a steam golem's 1.25 in: radius 1.5875 cm.
// Centres of a touching pair lie 6.35 + 1.5875 = 7.9375 cm apart.
const figure = (id: string, card: string, position: [number, number, number], side = 'b'): Figure => ({
  id,
  side,
  size: card === 'mk-fire-dragon' ? 'huge' : 'medium',
  position,
  mk: { card },
})
const R = 6.35 + 1.5875
const S = Math.SQRT1_2

describe('mkContactsOf', () => {
  it('lists every base touching a large figure with the contact point and the exact bearing (core 6, 000)', async () => {
    // e touches due east (bearing 90): its centre 7.9375 east of (45, 45), the rims meet 6.35 east.
    // sw sits south-west (bearing 225: +z is south, -x west) with a 0.05 cm gap: the contact point
    // lies 6.35 + 0.025 along that direction. far has a 1 cm gap; hill stands 2 cm up on a box.
    const d = R + 0.05
    const scene = sceneOf(
      [boxPiece('hill', 45, 36.5, [10, 2, 3])],
      [
        figure('dragon', 'mk-fire-dragon', [45, 0, 45], 'a'),
        figure('e', 'mk-steam-golem', [45 + R, 0, 45]),
        figure('sw', 'mk-steam-golem', [45 - d * S, 0, 45 + d * S]),
        figure('far', 'mk-steam-golem', [45 - R - 1, 0, 45]),
        figure('hill', 'mk-steam-golem', [45, 2, 45 - R]),
      ],
    )
    const contacts = await withWorld(scene, (w) => mkContactsOf(w, 'dragon'))
    expect(contacts.map((c) => c.id)).toEqual(['e', 'sw'])
    const [e, sw] = contacts
    expect(e.bearingDeg).toBe(90)
    expect(e.contactPoint[0]).toBeCloseTo(45 + 6.35, 12)
    expect(e.contactPoint[1]).toBeCloseTo(45, 12)
    expect(e.dials).toBe(1)
    expect(sw.bearingDeg).toBeCloseTo(225, 10)
    expect(sw.rimGapCm).toBeCloseTo(0.05, 10)
    expect(sw.contactPoint[0]).toBeCloseTo(45 - 6.375 * S, 10)
    expect(sw.contactPoint[1]).toBeCloseTo(45 + 6.375 * S, 10)
  })

  it('gives the golem its contact with the dragon, whose four dials it reports (000 "Kampfscheiben")', async () => {
    const scene = sceneOf([], [figure('dragon', 'mk-fire-dragon', [45, 0, 45], 'a'), figure('g', 'mk-steam-golem', [45, 0, 45 + R])])
    const [c] = await withWorld(scene, (w) => mkContactsOf(w, 'g'))
    // From the golem the dragon lies due north: bearing 0, the rims meet 1.5875 north of the golem.
    expect(c).toMatchObject({ id: 'dragon', dials: 4, bearingDeg: 0 })
    expect(c.contactPoint[1]).toBeCloseTo(45 + 6.35, 12)
  })

  it('treats bases on adjacent castle sections as touching, and a wall top and the ground beside it not (001, R-MKT.1)', async () => {
    // The wall w-left runs z 28.095..31.905 at height 10.16; the gatehouse starts at x 54.92.
    // top1 on the wall at x 52 with its rim on the wall's field face (z 28.095 + 1.5875 = 29.6825);
    // top2 at x 52 + 3.175 on the gatehouse: the rims touch across the joint. ground stands
    // against the wall's face (z 28.095 - 1.5875 = 26.5075): from above its rim meets top1's.
    const scene = castleTestScene()
    scene.figures = [
      figure('top1', 'mk-steam-golem', [52, 10.16, 29.6825], 'castle'),
      figure('top2', 'mk-steam-golem', [52 + 3.175, 10.16, 29.6825], 'castle'),
      figure('ground', 'mk-steam-golem', [52, 0, 26.5075]),
    ]
    await withWorld(scene, (w) => {
      expect(mkContactsOf(w, 'top1').map((c) => c.id)).toEqual(['top2'])
      const below = mkBaseContact(w, 'top1', 'ground')
      expect(below.rimGapCm).toBeCloseTo(0, 12)
      expect(below.levelDifferenceCm).toBeCloseTo(-10.16, 12)
      expect(below.inContact).toBe(false)
      expect(mkBaseContact(w, 'top1', 'ground', { levelToleranceCm: 11 }).inContact).toBe(true)
    })
  })

  it('refuses a castle section and an unknown id by name', async () => {
    await withWorld(castleTestScene(), (w) => {
      expect(() => mkContactsOf(w, 'tower')).toThrow(/^id: "tower" is a castle section/)
      expect(() => mkContactsOf(w, 'nobody')).toThrow(new RangeError('id: no figure "nobody" in the scene'))
    })
  })
})
