import { describe, expect, it } from 'vitest'
import { damageSectionClick, repairSectionClick, sectionViews, togglePortal } from '../src/judge/castle/editor'
import { carryAlong, ladderAt, plankAt } from '../src/judge/castle/planks'
import { castleEnclosures, cellOutline } from '../src/geometry/castle/enclosures'
import { pointInPolygon } from '../src/math/planar'
import { defaultSiegeSides, judgeCastleSetup } from '../src/judge/castle/setup'
import { scriptedDice } from '../src/rules/kernel'
import type { CastleSection } from '../src/scene/castle/schema'
import { castleTestScene } from '../src/scene/castle/testScene'
import type { Scene } from '../src/scene/schema'

/** A closed outline's vertices starting at `first` (outlines may start anywhere). */
function rotatedTo(outline: [number, number][], first: [number, number]): [number, number][] {
  const j = outline.findIndex((p) => p[0] === first[0] && p[1] === first[1])
  return j < 0 ? outline : [...outline.slice(j), ...outline.slice(0, j)]
}

/** The editor's judge calls need only the scene (`{ scene }`), no physics world. */
const at = (scene: Scene) => ({ scene })
const section = (scene: Scene, id: string) => scene.castle!.sections.find((s) => s.id === id)!
const withSection = (scene: Scene, id: string, over: Partial<CastleSection>): Scene => ({
  ...scene,
  castle: { ...scene.castle!, sections: scene.castle!.sections.map((s) => (s.id === id ? { ...s, ...over } : s)) },
})

describe('sectionViews (models/castle/sections.json dials)', () => {
  it('reads click, fortification and points of each version', () => {
    const views = sectionViews(castleTestScene())
    // w-left heavy: click 0, fortification 3, 20 points; w-gate light: click 3, fortification 3, 12 points.
    expect(views.find((v) => v.id === 'w-left')).toMatchObject({
      click: 0,
      startClick: 0,
      lastClick: 7,
      fortification: 3,
      points: 20,
      brokenOpen: false,
      destroyed: false,
      canShoot: false,
    })
    expect(views.find((v) => v.id === 'w-gate')).toMatchObject({ click: 3, startClick: 3, fortification: 3, points: 12 })
    expect(views.find((v) => v.id === 'gh')?.portals).toEqual([
      { id: 'portcullis', kind: 'portcullis', stored: 'closed', state: 'closed' },
      { id: 'double-door', kind: 'door', stored: 'open', state: 'open' },
    ])
  })
})

describe('togglePortal (001 "Portale", "Torhaus")', () => {
  it('opens a closed portcullis and closes it again', () => {
    const scene = castleTestScene()
    const opened = togglePortal(at(scene), 'gh', 'portcullis')
    expect(opened.ok && section(opened.scene, 'gh').portals).toEqual({ portcullis: 'open', 'double-door': 'open' })
    if (!opened.ok) return
    const closed = togglePortal(at(opened.scene), 'gh', 'portcullis')
    expect(closed.ok && section(closed.scene, 'gh').portals?.portcullis).toBe('closed')
  })

  it("refuses to close the double door on the guard's base and names the guard", () => {
    // Double door across z 34.48..35.08 (opening centre 30 + 4.78, 0.6 deep); a guard at z 34.5 with radius 1.25 overlaps it.
    const scene = castleTestScene()
    scene.figures = scene.figures.map((f) => (f.id === 'guard' ? { ...f, position: [60, 0, 34.5] } : f))
    const r = togglePortal(at(scene), 'gh', 'double-door')
    expect(r.ok).toBe(false)
    if (r.ok) return
    expect(r.refusal).toMatchObject({ code: 'portal-closes-on-base', params: { blockers: 'guard' } })
    expect(r.refusal.clause.section).toBe('Sonderregeln für Castle Sektionen: Torhaus')
  })

  it('keeps the portals of a broken-open section open', () => {
    // Wall with gateway at click 5: fortification 1 with the yellow square (sections.json).
    const scene = withSection(castleTestScene(), 'w-gate', { clicks: 5, portals: { gate: 'open' } })
    const r = togglePortal(at(scene), 'w-gate', 'gate')
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.refusal.code).toBe('broken-open-portals-stay-open')
  })
})

describe('damage and repair a section dial', () => {
  it('one click of damage turns the dial; reaching the yellow square opens the gate in the scene', () => {
    const scene = withSection(castleTestScene(), 'w-gate', { clicks: 4 })
    const r = damageSectionClick(at(scene), 'w-gate', scriptedDice([]))
    expect(r.ok).toBe(true)
    if (!r.ok) return
    expect(section(r.scene, 'w-gate')).toMatchObject({ clicks: 5, portals: { gate: 'open' } })
    expect(sectionViews(r.scene).find((v) => v.id === 'w-gate')).toMatchObject({ fortification: 1, brokenOpen: true })
  })

  it('three broken towers: rubble, its planks fall, the archer is set down on the rubble and rolls a die of clicks', () => {
    // w-left is at click 6; click 7 shows three broken towers. The archer stands on it at (47.3, 10.16, 30).
    const scene = withSection(castleTestScene(), 'w-left', { clicks: 6 })
    const r = damageSectionClick(at(scene), 'w-left', scriptedDice([4]))
    expect(r.ok).toBe(true)
    if (!r.ok) return
    expect(section(r.scene, 'w-left')).toMatchObject({ clicks: 7, destroyed: true })
    expect(r.scene.figures.find((f) => f.id === 'archer')?.position).toEqual([47.3, 1.5, 30])
    expect(r.lines.find((l) => l.key === 'rubbleDamageClicks')).toMatchObject({ value: 4, detail: 'archer' })
    // plank-1 rests on w-gate and w-far, not on w-left: it stays.
    expect(r.scene.castle!.planks![0].destroyed).toBeUndefined()
    const gate = damageSectionClick(at(withSection(castleTestScene(), 'w-gate', { clicks: 6 })), 'w-gate', scriptedDice([]))
    expect(gate.ok && gate.scene.castle!.planks![0].destroyed).toBe(true)
  })

  it('repair turns back one click, never before the start, and raises rubble again', () => {
    const scene = withSection(castleTestScene(), 'w-left', { clicks: 7, destroyed: true })
    const r = repairSectionClick(at(scene), 'w-left')
    expect(r.ok && section(r.scene, 'w-left')).toEqual({
      id: 'w-left',
      kind: 'wall',
      side: 'castle',
      center: [47.3, 0, 30],
      version: 'heavy',
      clicks: 6,
    })
    const atStart = repairSectionClick(at(castleTestScene()), 'w-left')
    expect(atStart.ok ? null : atStart.refusal).toMatchObject({ code: 'dial-at-start-click', clause: { section: 'Punktwert' } })
  })
})

describe('ladders and planks in the editor (001 "Planken und Leitern", R-SE-10)', () => {
  it('sets a ladder only against a wall section within reach, a plank only at a walkway end, each refusal with its code', () => {
    const scene = castleTestScene()
    // 1.095 cm before w-left's outer face (z 28.095): a ladder; far from every wall: refused.
    expect(ladderAt(scene, [50, 27], 'l')).toMatchObject({ ok: true, record: { id: 'l', against: 'w-left' } })
    expect(ladderAt(scene, [100, 80], 'l')).toMatchObject({
      ok: false,
      refusal: { code: 'ladder-not-at-wall', clause: { section: 'Planken und Leitern' }, params: { reachCm: 3 } },
    })
    expect(plankAt(scene, [100, 80], 'p')).toMatchObject({
      ok: false,
      refusal: { code: 'plank-not-at-walkway-end', clause: { section: 'Planken und Leitern' } },
    })
  })

  it('a moved section takes its ladders and defenders along and decides its planks (R-SE-10)', () => {
    const scene = castleTestScene()
    const before = section(scene, 'w-far')
    // w-far to 17 cm beyond w-gate's end: plank-1 cannot reach across and is taken away, with a note.
    const moved: Scene = {
      ...scene,
      castle: { ...scene.castle!, sections: scene.castle!.sections.map((s) => (s.id === 'w-far' ? { ...s, center: [105, 0, 30] } : s)) },
    }
    const r = carryAlong(moved, before, scene.castle!.sections)
    expect(r.scene.castle!.planks).toEqual([])
    expect(r.notes).toEqual([expect.stringMatching(/plank "plank-1" taken away.*"w-far"/)])
    const left = section(scene, 'w-left')
    const shifted: Scene = {
      ...scene,
      castle: { ...scene.castle!, sections: scene.castle!.sections.map((s) => (s.id === 'w-left' ? { ...s, center: [20, 0, 75] } : s)) },
    }
    const carried = carryAlong(shifted, left, scene.castle!.sections)
    expect(carried.scene.ladders?.find((l) => l.id === 'ladder-1')).toMatchObject({ against: 'w-left', top: [20, 10.16, 73.095] })
    expect(carried.scene.figures.find((f) => f.id === 'archer')?.position).toEqual([20, 10.16, 75])
  })
})

/**
 * A square ring: citadels at the corners (30, 30), (57.94, 30), (30, 57.94), (57.94, 57.94) -
 * 27.94 apart, so a 15.24 wall fits between two citadel faces (12.7 / 2 + 15.24 + 12.7 / 2) -
 * and a wall in the middle of each side (the west and east walls turned 90 degrees).
 */
function ring(southKind: CastleSection['kind']): Scene {
  const c = (id: string, x: number, z: number): CastleSection => ({
    id,
    kind: 'citadel',
    side: 'castle',
    center: [x, 0, z],
    version: 'heavy',
  })
  const w = (id: string, kind: CastleSection['kind'], x: number, z: number, rotationY = 0): CastleSection => ({
    id,
    kind,
    side: 'castle',
    center: [x, 0, z],
    rotationY,
    version: 'heavy',
  })
  return {
    format: 'sightline-scene',
    version: 1,
    name: 'ring',
    units: 'cm',
    table: { width: 120, depth: 160 },
    terrain: [],
    castle: {
      sections: [
        c('c-nw', 30, 30),
        c('c-ne', 57.94, 30),
        c('c-sw', 30, 57.94),
        c('c-se', 57.94, 57.94),
        w('w-n', 'wall', 43.97, 30),
        w('w-s', southKind, 43.97, 57.94),
        w('w-w', 'wall', 30, 43.97, 90),
        w('w-e', 'wall', 57.94, 43.97, 90),
      ],
    },
    figures: [],
  }
}

describe('castleEnclosures (R-SE-7)', () => {
  it('finds the courtyard of a closed ring, with no portal leading in', () => {
    const [yard, ...more] = castleEnclosures(ring('wall'))
    expect(more).toEqual([])
    expect(yard.portals).toEqual([])
    expect(yard.ring).toHaveLength(8)
    // Free ground starts 1.27 cm inside the walls' inner faces (31.905 and 56.035): about 21.6 x 21.6 cm.
    const xs = yard.area.map((p) => p[0])
    expect(Math.min(...xs)).toBeGreaterThan(31.905 + 1.27 - 0.5)
    expect(Math.max(...xs)).toBeLessThan(56.035 - 1.27 + 0.5)
  })

  it('hands over the courtyard as it is: a plus-shaped outline around the corner citadels, not their hull', () => {
    const [yard] = castleEnclosures(ring('wall'))
    // The outline encloses exactly the free cells: its area (shoelace) is the cells' area.
    const shoelace = Math.abs(
      yard.area.reduce(
        (sum, p, j) => sum + p[0] * yard.area[(j + 1) % yard.area.length][1] - yard.area[(j + 1) % yard.area.length][0] * p[1],
        0,
      ) / 2,
    )
    expect(shoelace).toBeCloseTo(yard.areaCm2, 6)
    // c-nw spans 23.65..36.35: (36, 36) lies inside it, so outside the yard - though inside the hull
    // of the yard (whose cut across that corner runs from (33.2, 37.6) to (37.6, 33.2), x + z = 70.8).
    expect(pointInPolygon([36, 36], yard.area)).toBe(false)
    expect(pointInPolygon([44, 44], yard.area)).toBe(true)
    expect(pointInPolygon([44, 34], yard.area)).toBe(true)
  })

  it('outlines grid cells: an L, a ring round a hole (outer outline only), two cells touching corner to corner', () => {
    // nx = 4. L: the row k = 0 (i 0..3) and the column i = 0 down to k = 2.
    expect(rotatedTo(cellOutline([0, 1, 2, 3, 4, 8], 4), [0, 0])).toEqual([
      [0, 0],
      [4, 0],
      [4, 1],
      [1, 1],
      [1, 3],
      [0, 3],
    ])
    // A 3 x 3 block without its middle cell (index 5 with nx 4): the outer square only.
    expect(rotatedTo(cellOutline([0, 1, 2, 4, 6, 8, 9, 10], 4), [0, 0])).toEqual([
      [0, 0],
      [3, 0],
      [3, 3],
      [0, 3],
    ])
    // Cells (1, 1) and (2, 2) meet only at the vertex (2, 2), joined the long way round through
    // (0, 1), (0, 2), (0, 3), (1, 3), (2, 3); the cell (1, 2) between them is a hole open at that
    // corner. The outline touches itself there but leaves the hole out: area 7 cells.
    const pinch = cellOutline([5, 4, 8, 12, 13, 14, 10], 4)
    const poly = pinch
    expect(
      Math.abs(poly.reduce((sum, p, j) => sum + p[0] * poly[(j + 1) % poly.length][1] - poly[(j + 1) % poly.length][0] * p[1], 0) / 2),
    ).toBe(7)
    expect(pointInPolygon([1.5, 2.5], poly)).toBe(false)
    expect(pointInPolygon([2.5, 2.5], poly)).toBe(true)
  })

  it('counts the gate of a wall with a gateway as the way in and out', () => {
    expect(castleEnclosures(ring('wallGateway'))[0].portals).toEqual(['w-s.gate'])
  })

  it('finds nothing when a wall is missing', () => {
    const open = ring('wall')
    open.castle!.sections = open.castle!.sections.filter((s) => s.id !== 'w-e')
    expect(castleEnclosures(open)).toEqual([])
  })
})

describe('judgeCastleSetup (001 "Spielfeld und Aufbau")', () => {
  it('lists every broken set-up rule with its clause', () => {
    const scene = ring('wall')
    scene.terrain = [{ id: 'well', shape: 'cylinder', type: 'building', center: [44, 1, 44], radius: 2, height: 2 }]
    scene.figures = [
      { id: 'loner', side: 'castle', size: 'medium', position: [90, 0, 20] },
      { id: 'raider', side: 'siege', size: 'medium', position: [44, 0, 100] },
    ]
    const sides = defaultSiegeSides(scene)!
    expect(sides).toEqual({ castleSide: 'castle', castleEdge: 'north', opponentZoneDepthIn: 8 })
    const report = judgeCastleSetup(at(scene), sides)
    const codes = report.problems.map((p) => `${p.code}:${p.subject}`)
    // Southern citadels reach z 64.29 = 25.31 in from the north edge (> 18); the southern wall 59.845 = 23.56 in.
    expect(codes).toContain('section-too-far-from-edge:c-sw')
    expect(codes).toContain('section-too-far-from-edge:w-s')
    expect(codes).not.toContain('section-too-far-from-edge:w-n')
    expect(codes).toContain('enclosure-without-portal:enclosure-1')
    expect(codes).toContain('terrain-in-enclosure:well')
    expect(codes).toContain('castle-figure-not-at-castle:loner')
    // raider (44, 100): nearest is the corner (51.59, 64.29) of c-se, hypot(7.59, 35.71) = 36.507 cm = 14.373 in,
    // minus its base radius 1.25 cm = 0.492 in.
    const raider = report.problems.find((p) => p.subject === 'raider')
    expect(raider?.code).toBe('opponent-too-close-to-castle')
    expect(raider?.measuredIn).toBeCloseTo(Math.hypot(7.59, 35.71) / 2.54 - 1.25 / 2.54, 3)
    expect(report.problems.every((p) => p.clause.section === 'Spielfeld und Aufbau')).toBe(true)
    // The opposing zone: the southern 8 in (20.32 cm) of the 160 cm table.
    expect(report.opponentZone.map((p) => p[1])).toEqual([160, 160, 160 - 20.32, 160 - 20.32])
    expect(report.opponentLimit[0][1]).toBeCloseTo(160 - 20.32 - 76.2, 9)
  })
})
