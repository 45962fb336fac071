import { describe, expect, it } from 'vitest'
import {
  capsuleGap,
  capsuleOf,
  inMountFrontArc,
  inMountRearArc,
  mountArcBearings,
  mountCapsule,
  mountOutline,
  mountSlotCentre,
  placedBaseGap,
  pointInMount,
  segmentCrossesBase,
  type MountBase,
  type PlacedDisc,
  type PlacedMount,
} from './mountBase'

// The mount of most tests: centre dot (10, 20), facing east (90), 6 cm long, 2 cm wide. Its end
// circles have radius 1 and their centres 6 / 2 - 1 = 2 cm either side of the dot: the spine runs
// from (8, 20) to (12, 20). Its bounding rectangle is x 7..13, z 19..21.
const east: MountBase = { centre: [10, 20], headingDeg: 90, lengthCm: 6, widthCm: 2 }
const disc = (id: string, centre: [number, number], radiusCm: number, elevationCm = 0): PlacedDisc => ({
  kind: 'disc',
  id,
  centre,
  radiusCm,
  elevationCm,
})
const mount = (id: string, base: MountBase, elevationCm = 0): PlacedMount => ({ kind: 'mount', id, elevationCm, ...base })

describe('mountBase: the stadium (003 "Mounts": elongated bases)', () => {
  it('has its spine between the end circles, turned with the heading', () => {
    expect(mountCapsule(east)).toEqual({ a: [8, 20], b: [12, 20], radius: 1 })
    // Heading 30 from (0, 0): the front circle's centre lies 2 cm along (sin 30, -cos 30).
    const turned = mountCapsule({ centre: [0, 0], headingDeg: 30, lengthCm: 6, widthCm: 2 })
    expect(turned.b[0]).toBeCloseTo(1, 12)
    expect(turned.b[1]).toBeCloseTo(-Math.sqrt(3), 12)
    // A centre dot 1 cm ahead of the middle moves the spine back by 1: (7, 20) to (11, 20).
    expect(mountCapsule({ ...east, dotAheadCm: 1 })).toEqual({ a: [7, 20], b: [11, 20], radius: 1 })
  })

  it('holds a point within the radius of the spine, not the corners of its bounding rectangle', () => {
    expect(pointInMount(east, [13, 20])).toBe(true) // the front tip: 1 from (12, 20)
    expect(pointInMount(east, [13.01, 20])).toBe(false)
    expect(pointInMount(east, [12.7, 20.7])).toBe(true) // sqrt(0.7^2 * 2) = 0.990
    expect(pointInMount(east, [12.9, 20.9])).toBe(false) // inside the rectangle, sqrt(0.9^2 * 2) = 1.273 from (12, 20)
    expect(pointInMount(east, [10, 21])).toBe(true) // on the straight side
    expect(pointInMount({ ...east, dotAheadCm: 1 }, [6, 20])).toBe(true) // the rear tip moved back to x 6
    expect(pointInMount({ ...east, dotAheadCm: 1 }, [12.01, 20])).toBe(false)
  })

  it('measures the rim gap to discs and to other stadiums', () => {
    const e = capsuleOf(mount('m', east))
    // Beside the straight side: 3 from the spine, less 1 and 1.27.
    expect(capsuleGap(e, capsuleOf(disc('d', [10, 23], 1.27)))).toBeCloseTo(0.73, 12)
    // Off the rounded front end: (14.5, 22) is sqrt(2.5^2 + 2^2) = 3.2016 from (12, 20), less 1 and 0.5.
    expect(capsuleGap(e, capsuleOf(disc('d', [14.5, 22], 0.5)))).toBeCloseTo(Math.hypot(2.5, 2) - 1.5, 12)
    // A parallel mount 3.1 cm south: spines 3.1 apart, less two radii of 1.
    expect(capsuleGap(e, capsuleOf(mount('p', { ...east, centre: [10, 23.1] })))).toBeCloseTo(1.1, 12)
    // A mount facing north whose spine is x 15.5, z 18..22: 3.5 from (12, 20), less 2.
    expect(capsuleGap(e, capsuleOf(mount('n', { ...east, centre: [15.5, 20], headingDeg: 0 })))).toBeCloseTo(1.5, 12)
    // Crossing spines: the gap is minus both radii.
    expect(capsuleGap(e, capsuleOf(mount('x', { ...east, centre: [12, 20], headingDeg: 0 })))).toBeCloseTo(-2, 12)
  })

  it('judges contact and overlap with the tolerances discs use (R-MKC-5: 0.127 cm; R-MKT.1: 0.5 cm in height)', () => {
    const m = mount('m', east)
    // A disc of radius 1.27 south of the straight side, its rim `gap` from the mount's (spine at z 20, radius 1).
    const at = (gap: number, elevationCm = 0) => placedBaseGap(m, disc('d', [10, 20 + 1 + 1.27 + gap], 1.27, elevationCm))
    expect(at(0.1)).toMatchObject({ inContact: true, overlaps: false })
    expect(at(0.13)).toMatchObject({ inContact: false, overlaps: false })
    expect(at(0.1, 0.6)).toMatchObject({ inContact: false, levelDifferenceCm: 0.6 })
    expect(at(-0.1)).toMatchObject({ inContact: true, overlaps: false })
    expect(at(-0.2)).toMatchObject({ inContact: true, overlaps: true })
    expect(at(-0.2).rimGapCm).toBeCloseTo(-0.2, 12)
  })

  it('says when a segment passes over the base, and not past a rounded corner', () => {
    const e = mountCapsule(east)
    expect(segmentCrossesBase([0, 20.99], [20, 20.99], e)).toBe(true)
    expect(segmentCrossesBase([0, 21.5], [20, 21.5], e)).toBe(false)
    // Along (1, -1) through (12.9, 20.9): its distance from (12, 20) is 0.9 * sqrt 2 = 1.273 > 1.
    expect(segmentCrossesBase([2.9, 30.9], [22.9, 10.9], e)).toBe(false)
    // The same direction through (12.7, 20.7): 0.990 < 1.
    expect(segmentCrossesBase([2.7, 30.7], [22.7, 10.7], e)).toBe(true)
  })
})

describe('mountBase: arcs from the centre dot (core 1; 003 "the mount\'s front arc and center dot", "rear arc")', () => {
  it('puts the edge of a 180 degree front arc inside it and the rest in the rear arc', () => {
    // From (10, 20) facing east, (10, 10) is due north: 90 left of the heading, on the edge.
    expect(inMountFrontArc(east, 180, [10, 10])).toBe(true)
    // (9.99, 10) is atan(0.01 / 10) = 0.057 degrees further round: rear.
    expect(inMountFrontArc(east, 180, [9.99, 10])).toBe(false)
    expect(inMountRearArc(east, 180, [9.99, 10])).toBe(true)
    expect(inMountRearArc(east, 180, [5, 20])).toBe(true)
    // A 120 degree arc: bearing 30 (60 left of east) is its edge; 29 is outside.
    const bearing = (deg: number): [number, number] => [10 + 5 * Math.sin((deg * Math.PI) / 180), 20 - 5 * Math.cos((deg * Math.PI) / 180)]
    expect(inMountFrontArc(east, 120, bearing(30))).toBe(true)
    expect(inMountFrontArc(east, 120, bearing(29))).toBe(false)
    expect(inMountFrontArc(east, 360, [5, 20])).toBe(true)
    expect(() => inMountFrontArc(east, 0, [5, 20])).toThrow(/frontArcDeg/)
  })

  it("gives the arcs' edges as bearings", () => {
    expect(mountArcBearings(east, 180)).toEqual({ front: { fromDeg: 0, toDeg: 180 }, rear: { fromDeg: 180, toDeg: 0 } })
    expect(mountArcBearings({ ...east, headingDeg: 10 }, 120)).toEqual({
      front: { fromDeg: 310, toDeg: 70 },
      rear: { fromDeg: 70, toDeg: 310 },
    })
    expect(mountArcBearings(east, 360).rear).toBeNull()
  })
})

describe('mountBase: outline, slot and misuse', () => {
  it("draws the outline clockwise from the front circle's left end", () => {
    // Two steps per end: the front circle around (12, 20) at bearings 0, 90, 180, then the rear
    // circle around (8, 20) at 180, 270, 360.
    const outline = mountOutline(east, 2).map(([x, z]) => [Number(x.toFixed(9)), Number(z.toFixed(9))])
    expect(outline).toEqual([
      [12, 19],
      [13, 20],
      [12, 21],
      [8, 21],
      [7, 20],
      [8, 19],
    ])
  })

  it('puts the slot behind the centre dot along the heading', () => {
    expect(mountSlotCentre(east, 1.5)).toEqual([8.5, 20])
  })

  it('refuses a base shorter than wide, a NaN heading or a bad width, naming the field', () => {
    expect(() => pointInMount({ ...east, lengthCm: 1 }, [0, 0])).toThrow(/base\.lengthCm/)
    expect(() => placedBaseGap(mount('m', { ...east, headingDeg: Number.NaN }), disc('d', [0, 0], 1))).toThrow(/first\.headingDeg/)
    expect(() => placedBaseGap(mount('m', east), disc('d', [0, 0], 0))).toThrow(/second\.radiusCm/)
    expect(() => placedBaseGap(mount('m', east), disc('d', [0, 0], 1, Number.NaN))).toThrow(/second\.elevationCm/)
  })
})
