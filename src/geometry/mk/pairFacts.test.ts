import { describe, expect, it } from 'vitest'
import type { Figure } from '../../scene/schema'
import { boxPiece, castleTestScene, sceneOf, withWorld } from '../testScene'
import { mkPairFacts } from './pairFacts'

// Steam golems stand on 1.25 in bases: radius 1.25 * 2.54 / 2 = 1.5875 cm, two radii 3.175 cm.
// Medium size profile: 4 cm tall, so a figure's end of a line of fire is 2 cm above its base.
const golem = (id: string, position: [number, number, number], side = 'a'): Figure => ({
  id,
  side,
  size: 'medium',
  position,
  mk: { card: 'mk-steam-golem' },
})

describe('mkPairFacts', () => {
  it('measures centre to centre in exact inches and gives the exact bearings both ways (core 5)', async () => {
    // (10, 10) to (25, 30): 15 in x, 20 in z, so 25 cm = 25 / 2.54 in. The direction points
    // south-east (north is -z): clockwise from north that is 180 - atan(15 / 20); back, 180 more.
    const scene = sceneOf([], [golem('a', [10, 0, 10]), golem('b', [25, 0, 30], 'b')])
    const f = await withWorld(scene, (w) => mkPairFacts(w, 'a', 'b'))
    expect(f.from.centre).toEqual([10, 10])
    expect(f.to.centre3).toEqual([25, 0, 30])
    expect(f.horizontalCm).toBeCloseTo(25, 12)
    expect(f.horizontalIn).toBeCloseTo(25 / 2.54, 12)
    const toward = 180 - (Math.atan(15 / 20) * 180) / Math.PI // 143.130... degrees
    expect(f.bearingFromDeg).toBeCloseTo(toward, 10)
    expect(f.bearingToDeg).toBeCloseTo(toward + 180, 10)
    expect(f.baseContact).toBe(false)
    expect(f.rimGapCm).toBeCloseTo(25 - 3.175, 12)
    expect(f.lineOfFire).toMatchObject({ status: 'clear', blockedBy: [], bases: [], from: [10, 2, 10], to: [25, 2, 30] })
    expect(f.from.standing).toEqual({ heightCm: 0, on: 'table', castle: null, castleRole: null, raised: false })
    expect(f.from.dials).toBe(1)
  })

  it('calls bases in contact up to the 0.05 in tolerance (0.127 cm) and not beyond (core 6, R-MKC-5)', async () => {
    // Centres 3.175 + 0.1 apart: rims 0.1 cm apart, touching; 3.175 + 0.2: 0.2 cm, not touching.
    const near = sceneOf([], [golem('a', [20, 0, 20]), golem('b', [20 + 3.175 + 0.1, 0, 20])])
    const far = sceneOf([], [golem('a', [20, 0, 20]), golem('b', [20 + 3.175 + 0.2, 0, 20])])
    const n = await withWorld(near, (w) => mkPairFacts(w, 'a', 'b'))
    expect(n.baseContact).toBe(true)
    expect(n.rimGapCm).toBeCloseTo(0.1, 12)
    expect(n.bearingFromDeg).toBe(90)
    expect(n.bearingToDeg).toBe(270)
    expect((await withWorld(far, (w) => mkPairFacts(w, 'a', 'b'))).baseContact).toBe(false)
  })

  it('puts a figure on a hill on raised terrain, and a wall between two figures blocks the line (core 7, 8)', async () => {
    // Hill: a 2 cm box over x, z 40..60; golem a on it at (50, 2, 50). Wall: 10 cm tall, z 64.5..65.5.
    // b on the ground at (50, 0, 80): the line from (50, 4, 50) to (50, 2, 80) is at y ~2.97 at z = 65.
    const scene = sceneOf(
      [boxPiece('hill', 50, 50, [20, 2, 20]), boxPiece('wall', 50, 65, [20, 10, 1])],
      [golem('a', [50, 2, 50]), golem('b', [50, 0, 80], 'b')],
    )
    const f = await withWorld(scene, (w) => mkPairFacts(w, 'a', 'b'))
    expect(f.from.standing).toEqual({ heightCm: 2, on: 'hill', castle: null, castleRole: null, raised: true })
    expect(f.to.standing.raised).toBe(false)
    expect(f.lineOfFire.status).toBe('blocked')
    expect(f.lineOfFire.blockedBy).toEqual(['wall'])
  })

  it('names the bases the line crosses, not one beside it (core 7)', async () => {
    // On the line z = 10 from x 10 to 40: c at x 25 sits on it; d's centre is 1.6 cm off it,
    // beyond its 1.5875 cm radius, so the line misses d's base by 0.0125 cm.
    const scene = sceneOf([], [golem('a', [10, 0, 10]), golem('b', [40, 0, 10]), golem('c', [25, 0, 10]), golem('d', [30, 0, 11.6])])
    const f = await withWorld(scene, (w) => mkPairFacts(w, 'a', 'b'))
    expect(f.lineOfFire.status).toBe('bases-only')
    expect(f.lineOfFire.bases).toEqual(['c'])
  })

  it('takes castle sections as ends: never in base contact, always raised, measured from the centre point (001)', async () => {
    // Tower centre (35.235, 30) at its top 10.16; the knight at (60, 0, 10): dx 24.765, dz -20.
    // The archer stands on the wall w-left at (47.3, 10.16, 30): on the castle, raised.
    const f = await withWorld(castleTestScene(), (w) => mkPairFacts(w, 'tower', 'knight'))
    expect(f.from.kind).toBe('section')
    expect(f.from.centre3).toEqual([35.235, 10.16, 30])
    expect(f.from.standing).toEqual({ heightCm: 10.16, on: 'tower', castle: 'tower', castleRole: null, raised: true })
    expect(f.horizontalCm).toBeCloseTo(Math.hypot(24.765, 20), 10)
    expect(f.bearingFromDeg).toBeCloseTo((Math.atan2(24.765, 20) * 180) / Math.PI, 10)
    expect(f.baseContact).toBe(false)
    expect(f.rimGapCm).toBeNull()
    const archer = await withWorld(castleTestScene(), (w) => mkPairFacts(w, 'archer', 'knight'))
    expect(archer.from.standing).toEqual({ heightCm: 10.16, on: 'w-left/body', castle: 'w-left', castleRole: 'solid', raised: true })
  })

  it('names the argument of an unknown or repeated id', async () => {
    const scene = sceneOf([], [golem('a', [10, 0, 10])])
    await withWorld(scene, (w) => {
      expect(() => mkPairFacts(w, 'x', 'a')).toThrow(new RangeError('fromId: no figure or castle section "x" in the scene'))
      expect(() => mkPairFacts(w, 'a', 'y')).toThrow(new RangeError('toId: no figure or castle section "y" in the scene'))
      expect(() => mkPairFacts(w, 'a', 'a')).toThrow(RangeError)
      expect(() => mkPairFacts(w, 'a', 'a', { contactToleranceCm: Number.NaN })).toThrow(/contactToleranceCm/)
    })
  })
})
