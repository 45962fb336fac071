import { describe, expect, it } from 'vitest'
import { boxPiece, sceneOf, withWorld } from '../testScene'
import type { PlacedDisc, PlacedMount } from './mountBase'
import { tramplePathFacts } from './tramplePath'

// The trampling mount: centre dot (10, 20), facing east, 6 cm long and 2 wide, on the table. Its
// spine runs x 8..12 at z 20 (end circles of radius 1). Riders' and infantry's bases are 1 in
// (radius 1.27): a disc is reached when its centre is 1 + 1.27 = 2.27 from the moving spine.
const mount: PlacedMount = { kind: 'mount', id: 'm', centre: [10, 20], headingDeg: 90, lengthCm: 6, widthCm: 2, elevationCm: 0 }
const disc = (id: string, centre: [number, number], extra: Partial<PlacedDisc> = {}): PlacedDisc => ({
  kind: 'disc',
  id,
  centre,
  radiusCm: 1.27,
  elevationCm: 0,
  ...extra,
})

describe('tramplePathFacts: the bases a Trample path crosses (003 "Trample")', () => {
  // East 20 cm to (30, 20). The moving front circle's centre is (12 + t, 20) after t cm, so a disc
  // at (x, z) beside the path is first reached at t = x - 12 - sqrt(2.27^2 - (z - 20)^2).
  const others = [
    // 1 mm inside reach of the path's straight side (2.27 - 0.1): crossed.
    disc('graze', [20, 22.17]),
    // 1 mm beyond reach on the other side (2.27 + 0.1): touched within the tolerance, not crossed.
    disc('miss', [20, 17.63]),
    // On a hill 2 cm up, 1 cm off the line: crossed but not at ground level.
    disc('hill', [17, 19], { elevationCm: 2 }),
    // On rubble 1 cm up, on the line: rubble is ground (R-SE-2).
    disc('rubble', [22, 20], { elevationCm: 1, onRubble: true }),
    // Another mount across the path, facing north: spine x 25, z 18..22. The spines are 2 apart
    // (the rims meet) when 12 + t = 23: t = 11.
    { ...mount, id: 'stag', centre: [25, 20] as [number, number], headingDeg: 0 },
    // Touching the rear tip (x 7) at the start: left behind.
    disc('behind', [7 - 1.27, 20]),
    // Beside the goal's spine (x 28..32): 2 from it, so its rim overlaps the goal's by 0.27 > 0.127.
    disc('end', [30.5, 22]),
    // The mount itself in the list is skipped.
    mount,
  ]

  it('crosses a disc grazed by 1 mm, not one missed by 1 mm, a stadium across the path, and orders them by first touch', () => {
    const f = tramplePathFacts({ mount, frontArcDeg: 180, goal: [30, 20], others })
    expect(f.lengthCm).toBeCloseTo(20, 12)
    expect(f.lengthIn).toBeCloseTo(20 / 2.54, 12)
    expect(f.pathHeadingDeg).toBeCloseTo(90, 12)
    expect(f.goalInFrontArc).toBe(true)
    expect(f.mountAtGroundLevel).toBe(true)
    expect(f.turnOverlaps).toEqual([])
    // hill: 17 - 12 - sqrt(2.27^2 - 1) = 2.9622; graze: 8 - sqrt(2.27^2 - 2.17^2) = 7.3337;
    // rubble: 10 - 2.27 = 7.73; stag: 11; end: 18.5 - sqrt(2.27^2 - 4) = 17.4263.
    expect(f.crossed.map((c) => [c.id, c.kind, c.groundLevel])).toEqual([
      ['hill', 'disc', false],
      ['graze', 'disc', true],
      ['rubble', 'disc', true],
      ['stag', 'mount', true],
      ['end', 'disc', true],
    ])
    const touch = Object.fromEntries(f.crossed.map((c) => [c.id, c.firstTouchCm]))
    expect(touch.hill).toBeCloseTo(5 - Math.sqrt(2.27 ** 2 - 1), 9)
    expect(touch.graze).toBeCloseTo(8 - Math.sqrt(2.27 ** 2 - 2.17 ** 2), 9)
    expect(touch.rubble).toBeCloseTo(7.73, 9)
    expect(touch.stag).toBeCloseTo(11, 9)
    expect(touch.end).toBeCloseTo(18.5 - Math.sqrt(2.27 ** 2 - 4), 9)
    expect(f.crossed[1].overlapCm).toBeCloseTo(0.1, 12)
    expect(f.crossed[1].firstTouchIn).toBeCloseTo(touch.graze / 2.54, 9)
    expect(f.crossed[0].levelDifferenceCm).toBe(2)
    expect(f.trampled).toEqual(['graze', 'rubble', 'stag', 'end'])
    expect(f.end.overlapsBases).toEqual(['end'])
    expect(f.end.base).toMatchObject({ centre: [30, 20], headingDeg: 90 })
    expect(f.firstBlock).toBeNull()
    expect(f.end.blockedBy).toEqual([])
  })

  it('counts a grazed base only past a crossing depth when one is set (R-CVG.3)', () => {
    const f = tramplePathFacts({ mount, frontArcDeg: 180, goal: [30, 20], others }, { crossingDepthCm: 0.127 })
    // graze overlaps by 0.1 only; the others by at least 0.27.
    expect(f.crossed.map((c) => c.id)).toEqual(['hill', 'rubble', 'stag', 'end'])
  })

  it("crosses only the bases the centre dot's line passes over when that reading is chosen (R-CVG.3)", () => {
    // The line z = 20 from x 10 to 30 passes over rubble (centre on it), hill (1 cm off, radius
    // 1.27), stag (spine across it) and none of graze, miss or end (2.17, 2.37 and 2 cm off, more
    // than 1.27). The dot reaches a rim at x - 10 - sqrt(1.27^2 - dz^2): hill 7 - 0.7849 = 6.2151,
    // rubble 12 - 1.27 = 10.73; stag's straight side (x 24) at 14.
    const f = tramplePathFacts({ mount, frontArcDeg: 180, goal: [30, 20], others }, { crossedBy: 'centre-dot' })
    expect(f.crossed.map((c) => c.id)).toEqual(['hill', 'rubble', 'stag'])
    expect(f.crossed[0].firstTouchCm).toBeCloseTo(7 - Math.sqrt(1.27 ** 2 - 1), 9)
    expect(f.crossed[1].firstTouchCm).toBeCloseTo(10.73, 9)
    expect(f.crossed[2].firstTouchCm).toBeCloseTo(14, 9)
    expect(f.trampled).toEqual(['rubble', 'stag'])
  })

  it('says when the goal lies outside the front arc, measured from the centre dot', () => {
    // Due west is behind a mount facing east; due north is the 180 degree arc's edge (inside).
    expect(tramplePathFacts({ mount, frontArcDeg: 180, goal: [0, 20], others: [] }).goalInFrontArc).toBe(false)
    expect(tramplePathFacts({ mount, frontArcDeg: 180, goal: [10, 5], others: [] }).goalInFrontArc).toBe(true)
    expect(tramplePathFacts({ mount, frontArcDeg: 120, goal: [10, 5], others: [] }).goalInFrontArc).toBe(false)
  })

  it('turns the mount along the path first: a base beside it that the turn would overlap is named, not crossed (R-CVG.3)', () => {
    // Goal 10 cm away at bearing 135 (45 right of east). Turned, the spine runs along
    // u = (0.7071, 0.7071) through (10, 20). side at (10, 22.32) touches the straight side now
    // (gap 0.05); from the turned spine it lies 2.32 * 0.7071 = 1.6405 off, 2.27 - 1.6405 = 0.63
    // deep, and the path (along u) gets no deeper: it is behind the path's line of travel.
    const goal: [number, number] = [10 + 10 * Math.SQRT1_2, 20 + 10 * Math.SQRT1_2]
    const f = tramplePathFacts({ mount, frontArcDeg: 180, goal, others: [disc('side', [10, 22.32])] })
    expect(f.pathHeadingDeg).toBeCloseTo(135, 9)
    expect(f.turnOverlaps).toEqual(['side'])
    expect(f.crossed).toEqual([])
  })

  it('refuses misuse, naming the argument', () => {
    expect(() => tramplePathFacts({ mount, frontArcDeg: 180, goal: [Number.NaN, 0], others: [] })).toThrow(/goal/)
    expect(() => tramplePathFacts({ mount, frontArcDeg: 400, goal: [0, 0], others: [] })).toThrow(/frontArcDeg/)
    expect(() => tramplePathFacts({ mount, frontArcDeg: 180, goal: [0, 0], others: [disc('bad', [0, 0], { radiusCm: -1 })] })).toThrow(
      /others\[0\]\.radiusCm/,
    )
  })
})

describe('tramplePathFacts: blocking terrain on the way and at the goal (R-MKT.4)', () => {
  // A post 5 cm high, x 20.5..21.5, z 19.5..20.5, on the line of the path; the mount is 4 cm tall.
  // The front tip (13 + t) reaches x 20.5 after t = 7.5.
  const scene = sceneOf([boxPiece('post', 21, 20, [1, 5, 1])], [])

  it('finds the post where the front tip meets it, and under the base at a goal whose tip stands in it', async () => {
    const through = await withWorld(scene, (world) =>
      tramplePathFacts({ mount, frontArcDeg: 180, goal: [30, 20], others: [], terrain: { world, heightCm: 4 } }),
    )
    expect(through.firstBlock?.id).toBe('post')
    expect(through.firstBlock?.atCm).toBeCloseTo(7.5, 2)
    expect(through.end.blockedBy).toEqual([])
    // Goal (18, 20): the front tip at 21 stands in the post (from 20.5).
    const into = await withWorld(scene, (world) =>
      tramplePathFacts({ mount, frontArcDeg: 180, goal: [18, 20], others: [], terrain: { world, heightCm: 4 } }),
    )
    expect(into.end.blockedBy).toEqual(['post'])
    // Goal (17, 20): the front tip at 20 stops 0.5 short.
    const short = await withWorld(scene, (world) =>
      tramplePathFacts({ mount, frontArcDeg: 180, goal: [17, 20], others: [], terrain: { world, heightCm: 4 } }),
    )
    expect(short.firstBlock).toBeNull()
    expect(short.end.blockedBy).toEqual([])
  })
})
