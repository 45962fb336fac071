import { describe, expect, it } from 'vitest'
import { boxPiece, sceneOf, withWorld } from '../testScene'
import { placedBaseGap, type PlacedDisc, type PlacedMount } from './mountBase'
import { placeDismountedRider, type RiderPlace } from './riderPlacement'

// A 2 x 1.25 in mount (5.08 x 3.175 cm) at (10, 10) facing east: end circles of radius 1.5875
// around (9.0475, 10) and (10.9525, 10). A 1 in rider (radius 1.27) touches it when its centre is
// 1.5875 + 1.27 = 2.8575 from that spine: straight behind, at (9.0475 - 2.8575, 10) = (6.19, 10).
const mount: PlacedMount = { kind: 'mount', id: 'm', centre: [10, 10], headingDeg: 90, lengthCm: 5.08, widthCm: 3.175, elevationCm: 0 }
const REAR: [number, number] = [9.0475, 10]
const GROWN = 2.8575
const disc = (id: string, centre: [number, number], radiusCm = 1.27): PlacedDisc => ({ kind: 'disc', id, centre, radiusCm, elevationCm: 0 })
const riderDisc = (place: RiderPlace): PlacedDisc => ({
  kind: 'disc',
  id: 'rider',
  centre: place.centre,
  radiusCm: 1.27,
  elevationCm: place.elevationCm,
})
/** Degrees round the rear circle from straight behind, towards the north (the outline's order). */
const rearAngle = (p: readonly [number, number]) => (Math.atan2(REAR[1] - p[1], REAR[0] - p[0]) * 180) / Math.PI
/** The first place tried past `deg` round the rear circle lies less than one spacing (0.25 cm, 0.25 / 2.8575 rad) further. */
const STEP_DEG = (0.25 / GROWN) * (180 / Math.PI)

describe('placeDismountedRider (003 "Eliminating Cavalry Units", "Dismounted Riders", "Overwhelm")', () => {
  it('places the rider straight behind the mount on open ground, in base contact (R-CVG.4)', () => {
    const place = placeDismountedRider({ mount, riderRadiusCm: 1.27, riderHeightCm: 4, others: [mount] })!
    expect(place.centre[0]).toBeCloseTo(6.19, 12)
    expect(place.centre[1]).toBeCloseTo(10, 12)
    expect(place).toMatchObject({ elevationCm: 0, tried: 1 })
    expect(place.bearingFromDotDeg).toBeCloseTo(270, 9)
    const gap = placedBaseGap(mount, riderDisc(place))
    expect(gap.rimGapCm).toBeCloseTo(0, 12)
    expect(gap.inContact).toBe(true)
  })

  it('takes the exact place nearest to a preferred point', () => {
    // North of the mount's middle: the straight side's place (10, 10 - 2.8575).
    const place = placeDismountedRider({ mount, riderRadiusCm: 1.27, riderHeightCm: 4, others: [], preferred: [10, 0] })!
    expect(place.centre[0]).toBeCloseTo(10, 12)
    expect(place.centre[1]).toBeCloseTo(10 - GROWN, 12)
  })

  it('goes round the rear end, north first, past a base standing behind', () => {
    // b (radius 1.27) at (4.5, 10). A place at angle phi round the rear circle, (9.0475 - 2.8575 cos phi,
    // 10 - 2.8575 sin phi), is (4.5475 - 2.8575 cos phi)^2 + (2.8575 sin phi)^2
    // = 4.5475^2 + 2.8575^2 - 2 * 4.5475 * 2.8575 cos phi from b's centre squared; it overlaps b by
    // more than the tolerance below 2.54 - 0.127 = 2.413, so phi must reach acos(...) = 27.6 degrees.
    const limit = (Math.acos((4.5475 ** 2 + GROWN ** 2 - 2.413 ** 2) / (2 * 4.5475 * GROWN)) * 180) / Math.PI
    const place = placeDismountedRider({ mount, riderRadiusCm: 1.27, riderHeightCm: 4, others: [disc('b', [4.5, 10])] })!
    expect(place.centre[1]).toBeLessThan(10)
    expect(rearAngle(place.centre)).toBeGreaterThanOrEqual(limit)
    expect(rearAngle(place.centre)).toBeLessThan(limit + STEP_DEG)
    expect(placedBaseGap(disc('b', [4.5, 10]), riderDisc(place)).overlaps).toBe(false)
    expect(placedBaseGap(mount, riderDisc(place)).inContact).toBe(true)
  })

  it('finds no place for a mount boxed in by bases, and one when a gap opens', () => {
    // A 5 x 3 cm mount at (20, 20) facing east: spine x 19..21, radius 1.5; the rider's centre
    // must lie 1.5 + 1.27 = 2.77 from it. Eight bases of radius 1 stand on that grown outline:
    // the middles of its straight sides, its tips and at 45 degrees on its ends. Round the
    // outline they are at most 1 + (pi / 4) 2.77 = 3.18 apart, so every place lies within 1.59 of
    // one, less than 1.27 + 1 - 0.127 = 2.143: every place overlaps. (Neighbours on an end are
    // 2 * 2.77 sin 22.5 = 2.12 apart, so the bases do not overlap each other.)
    const boxed: PlacedMount = { ...mount, id: 'boxed', centre: [20, 20], lengthCm: 5, widthCm: 3 }
    const d = 2.77 * Math.SQRT1_2
    const ring = [
      disc('n', [20, 17.23], 1),
      disc('s', [20, 22.77], 1),
      disc('e', [23.77, 20], 1),
      disc('w', [16.23, 20], 1),
      disc('ne', [21 + d, 20 - d], 1),
      disc('se', [21 + d, 20 + d], 1),
      disc('nw', [19 - d, 20 - d], 1),
      disc('sw', [19 - d, 20 + d], 1),
    ]
    expect(placeDismountedRider({ mount: boxed, riderRadiusCm: 1.27, riderHeightCm: 4, others: ring })).toBeNull()
    // Without n, the north side is free: (20, 17.23) is 3.07 from ne's and nw's centres.
    const open = placeDismountedRider({ mount: boxed, riderRadiusCm: 1.27, riderHeightCm: 4, others: ring.filter((b) => b.id !== 'n') })!
    expect(open.centre[1]).toBeCloseTo(17.23, 9)
    for (const b of ring.slice(1)) expect(placedBaseGap(b, riderDisc(open)).overlaps).toBe(false)
  })
})

describe('placeDismountedRider: terrain (R-MKT.4, R-MKT.1)', () => {
  // The rider's base reaches 1.27 to the west of its centre: clear of a face at x 5.5 from x 6.77
  // on, i.e. 9.0475 - 2.8575 cos phi >= 6.77, phi >= acos(2.2775 / 2.8575) = 37.2 degrees.
  const wallLimit = (Math.acos((9.0475 - 6.77) / GROWN) * 180) / Math.PI

  it('goes round a wall behind the mount', async () => {
    const scene = sceneOf([boxPiece('wall', 4.25, 10, [2.5, 5, 20])], [])
    const place = (await withWorld(scene, (world) =>
      placeDismountedRider({ mount, riderRadiusCm: 1.27, riderHeightCm: 4, others: [], terrain: { world } }),
    ))!
    expect(place.elevationCm).toBe(0)
    expect(rearAngle(place.centre)).toBeGreaterThanOrEqual(wallLimit)
    expect(rearAngle(place.centre)).toBeLessThan(wallLimit + STEP_DEG)
  })

  it("keeps the rider off a ledge 1 cm up (it would not touch the mount, R-MKT.1) and off a hill top's edge", async () => {
    // Ledge x 0..7: a centre over it (x <= 7) stands 1 cm up, more than 0.5 from the mount's level.
    // 9.0475 - 2.8575 cos phi > 7 needs phi > acos(2.0475 / 2.8575) = 44.2 degrees.
    const ledgeLimit = (Math.acos((9.0475 - 7) / GROWN) * 180) / Math.PI
    const ledge = sceneOf([boxPiece('ledge', 3.5, 10, [7, 1, 20])], [])
    const low = (await withWorld(ledge, (world) =>
      placeDismountedRider({ mount, riderRadiusCm: 1.27, riderHeightCm: 4, others: [], terrain: { world } }),
    ))!
    expect(low.elevationCm).toBe(0)
    expect(rearAngle(low.centre)).toBeGreaterThan(ledgeLimit)
    expect(rearAngle(low.centre)).toBeLessThan(ledgeLimit + STEP_DEG)
    // The mount on a hill 3 cm high ending at x 5.5: the rider's rim may not hang over its west edge
    // (3 cm down, more than a step): the same limit as the wall's.
    const hill = sceneOf([boxPiece('hill', 12.75, 10, [14.5, 3, 20])], [])
    const high = (await withWorld(hill, (world) =>
      placeDismountedRider({ mount: { ...mount, elevationCm: 3 }, riderRadiusCm: 1.27, riderHeightCm: 4, others: [], terrain: { world } }),
    ))!
    expect(high.elevationCm).toBe(3)
    expect(rearAngle(high.centre)).toBeGreaterThanOrEqual(wallLimit)
    expect(rearAngle(high.centre)).toBeLessThan(wallLimit + STEP_DEG)
  })

  it('refuses misuse, naming the argument', () => {
    expect(() => placeDismountedRider({ mount, riderRadiusCm: 0, riderHeightCm: 4, others: [] })).toThrow(/riderRadiusCm/)
    expect(() => placeDismountedRider({ mount, riderRadiusCm: 1, riderHeightCm: 4, others: [], preferred: [0, Number.NaN] })).toThrow(
      /preferred/,
    )
    expect(() => placeDismountedRider({ mount, riderRadiusCm: 1, riderHeightCm: 4, others: [] }, { spacingCm: 0 })).toThrow(/spacingCm/)
  })
})
