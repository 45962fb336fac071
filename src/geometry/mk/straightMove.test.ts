import { describe, expect, it } from 'vitest'
import type { Figure } from '../../scene/schema'
import { boxPiece, castleTestScene, sceneOf, withWorld } from '../testScene'
import { mkStraightMoveFacts } from './straightMove'

// Radii: steam golem 1.25 in base, 1.5875 cm; fire dragon 5 in, 6.35 cm. Medium figures are 4 cm
// tall. The disc is tested 0.001 cm inside its rim and distances are refined to 0.001 cm, so a
// hand-derived distance is met to 2 decimals (toBeCloseTo(x, 2): within 0.005 cm).
const figure = (id: string, card: string, position: [number, number, number], side = 'b'): Figure => ({
  id,
  side,
  size: card === 'mk-fire-dragon' ? 'huge' : 'medium',
  position,
  mk: { card },
})
const golem = (id: string, position: [number, number, number]) => figure(id, 'mk-steam-golem', position)

describe('mkStraightMoveFacts: bases on the way', () => {
  it('orders the bases the swept disc touches by where it first touches them, with their dials (000 "Bewegung")', async () => {
    // The golem moves from (10, 10) 30 cm south to (10, 40): 30 / 2.54 in.
    // c at (12, 25) lies 2 cm beside the path; the discs touch when the centres are 3.175 apart,
    // i.e. sqrt(3.175^2 - 2^2) = 2.4659 before z 25: at 15 - 2.4659 = 12.5341 cm. It is crossed.
    // The dragon's centre 7.9375 + 0.05 east of the path at z 35: it is only grazed (0.05 cm gap
    // < 0.127 cm tolerance), first at its closest approach, 25 cm along. o is 2 cm beyond reach.
    const scene = sceneOf(
      [],
      [
        golem('g', [10, 0, 10]),
        golem('c', [12, 0, 25]),
        figure('dragon', 'mk-fire-dragon', [10 + 7.9375 + 0.05, 0, 35]),
        golem('o', [10 - 3.175 - 2, 0, 20]),
      ],
    )
    const f = await withWorld(scene, (w) => mkStraightMoveFacts(w, 'g', [10, 40]))
    expect(f.lengthCm).toBeCloseTo(30, 12)
    expect(f.lengthIn).toBeCloseTo(30 / 2.54, 12)
    expect(f.bases.map((b) => [b.id, b.dials, b.crosses, b.atStart])).toEqual([
      ['c', 1, true, false],
      ['dragon', 4, false, false],
    ])
    expect(f.bases[0].firstTouchCm).toBeCloseTo(15 - Math.sqrt(3.175 ** 2 - 4), 10)
    expect(f.bases[0].firstTouchIn).toBeCloseTo((15 - Math.sqrt(3.175 ** 2 - 4)) / 2.54, 10)
    expect(f.bases[1].firstTouchCm).toBeCloseTo(25, 10)
    expect(f.firstBlock).toBeNull()
    expect(f.end).toEqual({ overlapsBases: [], blockedBy: [], overhangsDrop: false, surface: { on: 'table', height: 0 } })
  })

  it('marks a base already touching at the start, and one the end position would cover', async () => {
    // b touches g's rim behind it (north); g moves 10 cm south onto e's centre at (10, 20).
    const scene = sceneOf([], [golem('g', [10, 0, 10]), golem('b', [10, 0, 10 - 3.175]), golem('e', [10, 0, 20])])
    const f = await withWorld(scene, (w) => mkStraightMoveFacts(w, 'g', [10, 20]))
    expect(f.bases.map((b) => [b.id, b.atStart])).toEqual([
      ['b', true],
      ['e', false],
    ])
    expect(f.bases[0].firstTouchCm).toBe(0)
    // e is touched when the centres are 3.175 apart: 10 - 3.175 along.
    expect(f.bases[1].firstTouchCm).toBeCloseTo(10 - 3.175, 12)
    expect(f.end.overlapsBases).toEqual(['e'])
  })
})

describe('mkStraightMoveFacts: blocking terrain (R-MKT.4)', () => {
  it('stops at a wall too high to step onto: its near face minus the radius', async () => {
    // Wall 10 cm tall, z 24.5..25.5. The rim reaches z 24.5 when the centre is at 22.9125: 12.9125 cm.
    const scene = sceneOf([boxPiece('wall', 10, 25, [20, 10, 1])], [golem('g', [10, 0, 10])])
    const f = await withWorld(scene, (w) => mkStraightMoveFacts(w, 'g', [10, 40]))
    expect(f.firstBlock).toMatchObject({ kind: 'rise', id: 'wall', heightCm: 10 })
    expect(f.firstBlock?.atCm).toBeCloseTo(12.9125, 2)
    expect(f.firstBlock?.atIn).toBeCloseTo(12.9125 / 2.54, 2)
    expect(f.end.blockedBy).toEqual([])
  })

  it('walks onto a hill within a step and stands on it at the end; a 3 cm box is a step too high', async () => {
    // hill: 2 cm tall (<= 2.54 cm step), z 20..30. box3: 3 cm tall, z 20..30 at x 40; its face is
    // met at z 20 - 1.5875 = 18.4125: 8.4125 cm from z 10.
    const scene = sceneOf(
      [boxPiece('hill', 10, 25, [10, 2, 10]), boxPiece('box3', 40, 25, [10, 3, 10])],
      [golem('g', [10, 0, 10]), golem('h', [40, 0, 10])],
    )
    await withWorld(scene, (w) => {
      const onHill = mkStraightMoveFacts(w, 'g', [10, 25])
      expect(onHill.firstBlock).toBeNull()
      expect(onHill.end.surface).toEqual({ on: 'hill', height: 2 })
      const box = mkStraightMoveFacts(w, 'h', [40, 25])
      expect(box.firstBlock).toMatchObject({ kind: 'rise', id: 'box3', heightCm: 3 })
      expect(box.firstBlock?.atCm).toBeCloseTo(8.4125, 2)
      expect(box.end.blockedBy).toEqual(['box3'])
      // With a 3 cm step the same box is walked onto.
      expect(mkStraightMoveFacts(w, 'h', [40, 25], { maxStepCm: 3 }).end.surface).toEqual({ on: 'box3', height: 3 })
    })
  })

  it('finds a closed portcullis (0.6 cm) in the gatehouse passage and passes the open one', async () => {
    // The test castle's gatehouse at (60, 30): its portcullis fills z 24.92..25.52 across the
    // passage x 57.46..62.54, 6.35 cm tall; the roof above the passage starts at 6.35, above a
    // 4 cm figure. From (60, 10) the rim meets z 24.92 at centre z 23.3325: 13.3325 cm.
    const closed = castleTestScene()
    closed.figures = [golem('g', [60, 0, 10])]
    const f = await withWorld(closed, (w) => mkStraightMoveFacts(w, 'g', [60, 40]))
    expect(f.firstBlock).toMatchObject({ kind: 'rise', id: 'gh/portcullis', heightCm: 6.35 })
    expect(f.firstBlock?.atCm).toBeCloseTo(13.3325, 2)
    const open = castleTestScene()
    open.figures = [golem('g', [60, 0, 10])]
    const gh = open.castle?.sections.find((s) => s.id === 'gh')
    if (gh) gh.portals = { portcullis: 'open', 'double-door': 'open' }
    const through = await withWorld(open, (w) => mkStraightMoveFacts(w, 'g', [60, 40]))
    expect(through.firstBlock).toBeNull()
    expect(through.end.surface).toEqual({ on: 'table', height: 0 })
  })

  it('finds a 0.5 cm slab lying at 45 degrees across the path', async () => {
    // The slab's middle plane passes (10, 25) at 45 degrees to the path, so a centre at z lies
    // (25 - z) / sqrt 2 from it; the disc meets the near face at 1.5875 + 0.25 from the plane:
    // 25 - z = sqrt 2 * 1.8375 = 2.5986, z = 22.4014, 12.4014 cm along.
    const scene = sceneOf([boxPiece('slab', 10, 25, [20, 5, 0.5], 45)], [golem('g', [10, 0, 10])])
    const f = await withWorld(scene, (w) => mkStraightMoveFacts(w, 'g', [10, 40]))
    expect(f.firstBlock).toMatchObject({ kind: 'rise', id: 'slab' })
    expect(f.firstBlock?.atCm).toBeCloseTo(25 - Math.SQRT2 * 1.8375 - 10, 2)
  })

  it('stops where the centre reaches the edge of a ledge too high to step down from, and follows the ground below', async () => {
    // Ledge: a 10 cm box over x 20..40; the golem on it at (30, 10, 30) moves east. Its centre
    // reaches x 40 after 10 cm (the rim hangs over from 8.4125 on: allowed on the way, R-MKT.4).
    // At the end (50, 30) it would stand on the table.
    const scene = sceneOf([boxPiece('ledge', 30, 30, [20, 10, 10])], [golem('g', [30, 10, 30])])
    await withWorld(scene, (w) => {
      const f = mkStraightMoveFacts(w, 'g', [50, 30])
      expect(f.firstBlock).toMatchObject({ kind: 'drop', id: 'ledge', heightCm: 0 })
      expect(f.firstBlock?.atCm).toBeCloseTo(10, 2)
      expect(f.end.surface).toEqual({ on: 'table', height: 0 })
      // Staying on the ledge nothing blocks; an end whose rim hangs over the edge (39 + 1.5875 > 40) does.
      expect(mkStraightMoveFacts(w, 'g', [35, 30]).end.overhangsDrop).toBe(false)
      const over = mkStraightMoveFacts(w, 'g', [39, 30])
      expect(over.firstBlock).toBeNull()
      expect(over.end.overhangsDrop).toBe(true)
      expect(over.end.surface).toEqual({ on: 'ledge', height: 10 })
    })
  })

  it('walks the walkway over a plank narrower than the base, and not off the side of a wall (001 "Planken und Leitern")', async () => {
    // The test castle's plank (z 28.5..31.5, 3 cm wide) bridges w-gate (x to 80.32) and w-far
    // (from 83.32) at 10.16; a golem's 3.175 cm base hangs 0.0875 cm over each side but its centre
    // stays on the plank. Off the side: from w-left's middle (47.3, 30) south, the centre leaves
    // the wall's face z 31.905 after 1.905 cm.
    const scene = castleTestScene()
    scene.figures = [golem('g', [76, 10.16, 30]), golem('s', [47.3, 10.16, 30])]
    await withWorld(scene, (w) => {
      const across = mkStraightMoveFacts(w, 'g', [88, 30])
      expect(across.firstBlock).toBeNull()
      expect(across.end).toMatchObject({ blockedBy: [], overhangsDrop: false, surface: { on: 'w-far/body', height: 10.16 } })
      const off = mkStraightMoveFacts(w, 's', [47.3, 40])
      expect(off.firstBlock).toMatchObject({ kind: 'drop', id: 'w-left/body', heightCm: 0 })
      expect(off.firstBlock?.atCm).toBeCloseTo(1.905, 2)
    })
  })

  it("sweeps a large figure's whole base: the dragon meets the corner of a wall beside its path and passes one beyond its radius", async () => {
    // The dragon (radius 6.35) moves along x = 20. far spans x 30..50: 10 cm east, beyond the
    // radius, never met. near spans x 25..45, z 64.5..65.5: its corner (25, 64.5) lies 5 cm east,
    // met when (64.5 - z)^2 + 5^2 = 6.35^2, at z = 64.5 - 3.9142 = 60.5858: 40.5858 cm along.
    const scene = sceneOf(
      [boxPiece('far', 40, 45, [20, 10, 1]), boxPiece('near', 35, 65, [20, 10, 1])],
      [figure('dragon', 'mk-fire-dragon', [20, 0, 20])],
    )
    const f = await withWorld(scene, (w) => mkStraightMoveFacts(w, 'dragon', [20, 90]))
    expect(f.firstBlock).toMatchObject({ kind: 'rise', id: 'near' })
    expect(f.firstBlock?.atCm).toBeCloseTo(64.5 - Math.sqrt(6.35 ** 2 - 5 ** 2) - 20, 2)
  })
})

describe('mkStraightMoveFacts: arguments', () => {
  it('names the argument that is wrong', async () => {
    await withWorld(sceneOf([], [golem('g', [10, 0, 10])]), (w) => {
      expect(() => mkStraightMoveFacts(w, 'x', [0, 0])).toThrow(new RangeError('id: no figure "x" in the scene'))
      expect(() => mkStraightMoveFacts(w, 'g', [Number.NaN, 0])).toThrow(/^to: /)
      expect(() => mkStraightMoveFacts(w, 'g', [0, 0], { sampleCm: 0.5 })).toThrow(/^sampleCm: /)
      expect(() => mkStraightMoveFacts(w, 'g', [0, 0], { maxStepCm: -1 })).toThrow(/^maxStepCm: /)
    })
  })
})
