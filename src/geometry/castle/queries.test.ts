import { describe, expect, it } from 'vitest'
import type { Figure, Scene } from '../../scene/schema'
import {
  accessPointsOf,
  accessPointsTouching,
  adjacentSections,
  castleBaseContact,
  figuresOnSection,
  horizontalDistance,
  portalCanClose,
  sectionCentre,
  sectionUnder,
} from './queries'
import { outlineCrossings, outlineCrossingsBetween } from './outlineCrossings'
import { castleTestScene } from '../testScene'

// The test castle (src/scene/castle/testScene.ts): tops at 10.16; w-left x 39.68..54.92,
// z 28.095..31.905; gh x, z 54.92..65.08 / 24.92..35.08 (passage x 57.46..62.54); tower centre
// (35.235, 30) radius 4.445; keep x, z 53.65..66.35 around (60, 60); plank-1 x 79.32..84.32,
// z 28.5..31.5. Figures: archer on w-left (47.3, 10.16, 30), knight (60, 0, 10), guard (60, 0, 30).
const H = 10.16
const medium = (id: string, position: [number, number, number], side = 'siege'): Figure => ({ id, side, size: 'medium', position })
function world(extra: Figure[] = [], edit: (scene: Scene) => void = () => {}): { scene: Scene } {
  const scene = castleTestScene()
  scene.figures.push(...extra)
  edit(scene)
  return { scene }
}

describe('sectionUnder', () => {
  it('puts the archer on the wall with its whole base on the walkway', () => {
    expect(sectionUnder(world(), 'archer')).toEqual({
      figureId: 'archer',
      sectionId: 'w-left',
      kind: 'wall',
      plankId: null,
      fits: true,
      overhang: 0,
      fitsOnCastle: true,
      passage: null,
    })
  })

  it('measures the overhang of a base wider than the walkway', () => {
    // A large base (radius 2) on the 3.81 cm walkway: 2 - 3.81 / 2 = 0.095 cm over each side.
    const w = world([{ id: 'ogre', side: 'siege', size: 'large', position: [44, H, 30] }])
    const under = sectionUnder(w, 'ogre')
    expect(under.sectionId).toBe('w-left')
    expect(under.fits).toBe(false)
    expect(under.overhang).toBeCloseTo(0.095, 12)
    expect(under.fitsOnCastle).toBe(false)
  })

  it('lets a base across the joint of wall and gatehouse fit on the castle but not on one section', () => {
    // Centre at x = 55.5, 0.58 inside the gatehouse: overhang 1.25 - 0.58 = 0.67 onto the wall,
    // whose walkway (z 28.095..31.905) holds the rim's z range 28.75..31.25.
    const under = sectionUnder(world([medium('m', [55.5, H, 30])]), 'm')
    expect(under.sectionId).toBe('gh')
    expect(under.overhang).toBeCloseTo(0.67, 12)
    expect(under.fits).toBe(false)
    expect(under.fitsOnCastle).toBe(true)
  })

  it('knows planks and the gatehouse passage', () => {
    const plank = sectionUnder(world([medium('p', [81.82, H, 30])]), 'p')
    expect([plank.sectionId, plank.plankId, plank.fitsOnCastle]).toEqual([null, 'plank-1', true])
    expect(sectionUnder(world(), 'guard').passage).toEqual({ sectionId: 'gh', passageId: 'passage' })
    expect(sectionUnder(world(), 'guard').sectionId).toBeNull()
  })

  it('puts nobody on a destroyed section', () => {
    const w = world([], (s) => {
      s.castle!.sections[1].destroyed = true
    })
    expect(sectionUnder(w, 'archer').sectionId).toBeNull()
  })
})

describe('outlineCrossings', () => {
  it('crosses the outer face of the wall once from the ground in front', () => {
    // Knight (60, 10) to archer (47.3, 30): x = 60 - 12.7 t, z = 10 + 20 t. The wall's outer
    // face z = 28.095 is reached at t = 18.095 / 20 = 0.90475, x = 60 - 12.7 t = 48.50968.
    // The gatehouse is missed: at its x = 54.92 (t = 0.4) the line is at z = 18 < 24.92.
    const line = outlineCrossingsBetween(world(), 'knight', 'archer')
    expect(line.crossings).toHaveLength(1)
    const [c] = line.crossings
    expect([c.sectionId, c.face, c.abutting]).toEqual(['w-left', 'outer', false])
    expect(c.t).toBeCloseTo(0.90475, 12)
    expect(c.point[0]).toBeCloseTo(48.509675, 9)
    expect(c.point[1]).toBeCloseTo(28.095, 9)
    expect([line.fromSection, line.toSection]).toEqual([null, 'w-left'])
  })

  it('crosses the inner face from the courtyard, and the tower circle from the side', () => {
    const inner = outlineCrossings(world(), [47.3, 0, 40], [47.3, H, 30])
    expect(inner.crossings.map((c) => [c.sectionId, c.face])).toEqual([['w-left', 'inner']])
    expect(inner.crossings[0].t).toBeCloseTo((40 - 31.905) / 10, 12)
    // From (20, 30) to the tower's centre (35.235, 30): the circle at x = 35.235 - 4.445 = 30.79.
    const tower = outlineCrossings(world(), [20, 0, 30], [35.235, H, 30])
    expect(tower.crossings.map((c) => [c.sectionId, c.face])).toEqual([['tower', 'outer']])
    expect(tower.crossings[0].t).toBeCloseTo(10.79 / 15.235, 12)
    expect(tower.toSection).toBe('tower')
  })

  it('marks the joints a line along the wall tops crosses as abutting', () => {
    // From the archer (47.3) to (72.7, 30) on w-gate: out of w-left and into gh at x = 54.92,
    // out of gh and into w-gate at x = 65.08; every crossing lies on a neighbour's outline.
    const line = outlineCrossings(world(), [47.3, H, 30], [72.7, H, 30])
    expect(line.crossings.map((c) => [c.sectionId, c.face, c.abutting])).toEqual([
      ['w-left', 'end', true],
      ['gh', 'end', true],
      ['gh', 'end', true],
      ['w-gate', 'end', true],
    ])
    expect([line.fromSection, line.toSection]).toEqual(['w-left', 'w-gate'])
  })

  it('ignores destroyed sections', () => {
    const w = world([], (s) => {
      s.castle!.sections[1].destroyed = true
    })
    expect(outlineCrossingsBetween(w, 'knight', 'archer').crossings).toEqual([])
  })
})

describe('distances and centres', () => {
  it('measures horizontally from the section centre point at the top', () => {
    expect(sectionCentre(world(), 'w-left')).toEqual([47.3, H, 30])
    expect(horizontalDistance(world(), 'gh', 'knight')).toBeCloseTo(20, 12)
    // Keep centre (60, 60) to the archer (47.3, 30): hypot(12.7, 30).
    expect(horizontalDistance(world(), 'keep', 'archer')).toBeCloseTo(Math.hypot(12.7, 30), 12)
    expect(horizontalDistance(world(), [0, 50, 0], [3, 0, 4])).toBe(5)
    expect(() => horizontalDistance(world(), 'nobody', 'gh')).toThrow('"nobody" is neither a castle section nor a figure')
  })

  it('puts the centre of a turned section where the turn puts it', () => {
    const w = world([], (s) => {
      s.castle!.sections[0].rotationY = 37
    })
    expect(sectionCentre(w, 'tower')).toEqual([35.235, H, 30])
  })
})

describe('access points', () => {
  it("lists the kind's access points and ladders set against the section, closed doors not connected", () => {
    expect(accessPointsOf(world(), 'keep').map((a) => [a.id, a.kind, a.connected, a.levels])).toEqual([
      ['door-1', 'door', false, [0]],
      ['door-2', 'door', false, [0]],
      ['top', 'top', true, [H]],
    ])
    const opened = world([], (s) => {
      s.castle!.sections[5].portals = { 'door-1': 'open' }
    })
    expect(
      accessPointsOf(opened, 'keep')
        .filter((a) => a.connected)
        .map((a) => a.id),
    ).toEqual(['door-1', 'top'])
    expect(accessPointsOf(world(), 'w-left').map((a) => [a.id, a.kind, a.connected, a.levels])).toEqual([
      ['ladder-1', 'ladder', true, [0, H]],
    ])
    expect(accessPointsOf(world(), 'gh')).toEqual([])
  })

  it('finds the access points a base touches at the ground and on the top', () => {
    // Ladder line x = 47.3, z 25.6..28.095, 2 wide: a base at its foot (z = 24.35) is 1.25 away,
    // the archer on the walkway (z = 30) 1.905 away, within 1.25 + 0.1 + 1.
    const w = world([
      medium('foot', [47.3, 0, 24.35]),
      medium('door', [60, 0, 52.4]),
      medium('roof', [60, H, 60]),
      medium('far', [47.3, 0, 20]),
    ])
    expect(accessPointsTouching(w, 'foot').map((a) => a.id)).toEqual(['ladder-1'])
    expect(accessPointsTouching(w, 'archer').map((a) => a.id)).toEqual(['ladder-1'])
    // The keep's door-1 sill is z = 60 - 6.35 = 53.65: the base rim at 52.4 + 1.25 touches it.
    expect(accessPointsTouching(w, 'door').map((a) => [a.sectionId, a.id, a.connected])).toEqual([['keep', 'door-1', false]])
    expect(accessPointsTouching(w, 'roof').map((a) => a.id)).toEqual(['top'])
    expect(accessPointsTouching(w, 'far')).toEqual([])
  })
})

describe('figures on sections and base contact from above', () => {
  it('lists who stands on a section and which sections touch', () => {
    expect(figuresOnSection(world(), 'w-left')).toEqual(['archer'])
    expect(figuresOnSection(world(), 'gh')).toEqual([]) // the guard is in the passage, not on top
    expect(adjacentSections(world(), 'gh')).toEqual(['w-left', 'w-gate'])
    expect(adjacentSections(world(), 'w-gate')).toEqual(['gh']) // 3 cm gap to w-far (bridged by a plank)
    expect(adjacentSections(world(), 'tower')).toEqual(['w-left']) // circle meets the wall's end at x = 39.68
  })

  it('judges contact across adjacent sections from above', () => {
    // Rims at 53.67 + 1.25 = 54.92 and 56.17 - 1.25 = 54.92: touching, across the joint.
    const w = world([medium('a', [53.67, H, 30], 'castle'), medium('b', [56.17, H, 30]), medium('c', [47.3, 0, 26.845])])
    const ab = castleBaseContact(w, 'a', 'b')
    expect(ab.horizontalGap).toBeCloseTo(0, 12)
    expect([ab.contactFromAbove, ab.sectionA, ab.sectionB, ab.adjacentSections]).toEqual([true, 'w-left', 'gh', true])
    // The archer on the wall and c on the ground below: 3.155 apart, gap 0.655 > 0.1.
    const ac = castleBaseContact(w, 'archer', 'c')
    expect(ac.horizontalGap).toBeCloseTo(0.655, 12)
    expect(ac.contactFromAbove).toBe(false)
  })
})

describe('portalCanClose', () => {
  it('refuses to close a portal on a base and ignores bases clear of the opening', () => {
    // Portcullis box z 24.92..25.52, y 0..6.35. The guard (z 28.75..31.25) is clear; a base
    // at z = 25.8 reaches 24.55..27.05 over it; a figure on the roof above is higher than 6.35.
    expect(portalCanClose(world(), 'gh', 'portcullis')).toEqual({ sectionId: 'gh', portalId: 'portcullis', canClose: true, blockers: [] })
    const w = world([medium('under', [60, 0, 25.8]), medium('over', [60, H, 25.8])])
    expect(portalCanClose(w, 'gh', 'portcullis')).toEqual({ sectionId: 'gh', portalId: 'portcullis', canClose: false, blockers: ['under'] })
    expect(portalCanClose(w, 'gh', 'double-door').canClose).toBe(true)
    expect(() => portalCanClose(w, 'gh', 'gate')).toThrow('a gatehouse has no portal "gate"')
  })
})
