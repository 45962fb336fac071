import type { Point2 } from '../../../math/planar'
import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../kernel/dice'
import {
  accessFormationAllowed,
  accessMeleeAgainst,
  accessMeleeOptions,
  connectedAccessPoints,
  gatehouseTopMelee,
  type AccessMeleeInput,
} from './accessMelee'
import { GROUND } from './defence'
import { currentFortification, isBrokenOpen, sectionPoints, type CastleSectionState } from './section'
import { damageSection } from './destruction'
import { moveThroughAccessPoint, placeOnSection } from './placement'
import { portalState, setPortal, withPortalsClosed } from './portals'
import { checkCastleSetup, type SetupInput } from './setup'
import { DEFAULT_MK_CASTLE_SETTINGS } from './settings'
import { victoryPoints } from './victory'

const ON = { onCastleSection: true, onRaisedTerrain: true }
const citadel = (over: Partial<CastleSectionState> = {}): CastleSectionState => ({
  id: 'cit',
  kind: 'citadel',
  side: 'castle',
  version: 'heavy',
  ...over,
})
// The citadel's stand-in dial: yellow squares from click 8, three broken towers at click 11.

describe('portals (001 "Portale")', () => {
  const req = (over = {}) => ({
    section: citadel(),
    portalId: 'door-1',
    want: 'open' as const,
    side: 'castle',
    atStartOfOwnTurn: true,
    wouldCloseOnBase: false,
    ...over,
  })
  it("start closed; open at the start of the castle player's turn without an action", () => {
    expect(portalState(withPortalsClosed(citadel()), 'door-1')).toBe('closed')
    expect(portalState(citadel(), 'door-2')).toBe('closed')
    const r = setPortal(req())
    expect(r.ok && portalState(r.value, 'door-1')).toBe('open')
    expect(r.ok && portalState(r.value, 'door-2')).toBe('closed') // each portal on its own
    expect(r.ok && r.breakdown.lines.find((l) => l.key === 'actionsSpent')?.value).toBe(0)
  })
  it("refused at another time, by the other player, on a figure's base, on an unknown portal", () => {
    expect(setPortal(req({ atStartOfOwnTurn: false })).ok).toBe(false)
    expect(setPortal(req({ side: 'dave' })).ok).toBe(false)
    const gate: CastleSectionState = { id: 'gh', kind: 'gatehouse', side: 'castle', version: 'heavy', portals: { portcullis: 'open' } }
    const r = setPortal(req({ section: gate, portalId: 'portcullis', want: 'closed', wouldCloseOnBase: true }))
    expect(r.ok ? null : r.refusal).toMatchObject({
      code: 'portal-closes-on-base',
      clause: { section: 'Sonderregeln für Castle Sektionen: Torhaus' },
    })
    // A portal the kind does not have is the caller's mistake, not a player's request.
    expect(() => setPortal(req({ portalId: 'gate' }))).toThrow(RangeError)
    expect(() => setPortal(req({ portalId: 'gate' }))).toThrow(
      /^rules\/mageknight\/castle: portalId: .*has no portal "gate"; it has door-1, door-2/,
    )
  })
  it("a broken section's portals are open and stay open", () => {
    const broken = citadel({ clicks: 8, portals: { 'door-1': 'closed' } })
    expect(isBrokenOpen(broken)).toBe(true)
    expect(portalState(broken, 'door-1')).toBe('open')
    const r = setPortal(req({ section: broken, want: 'closed' }))
    expect(r.ok ? null : r.refusal.code).toBe('broken-open-portals-stay-open')
  })
})

describe('access points and melee across them (001 "Zugangspunkte", "Nahkampf")', () => {
  const open = citadel({ portals: { 'door-1': 'open', 'door-2': 'closed' } })
  it('connected: open doors and the top; a closed door is not connected; walls only by ladders; gatehouse none', () => {
    expect(connectedAccessPoints(open)).toEqual(['door-1', 'top'])
    expect(connectedAccessPoints({ id: 'w', kind: 'wall', side: 'castle', version: 'heavy' }, ['ladder-1'])).toEqual(['ladder-1'])
    expect(connectedAccessPoints({ id: 'g', kind: 'gatehouse', side: 'castle', version: 'heavy' })).toEqual([])
  })
  const input = (over: Partial<AccessMeleeInput> = {}): AccessMeleeInput => ({
    section: open,
    attacker: { id: 'orc', side: 'dave', touches: ['door-1'], frontArcTouches: ['door-1'], elevation: GROUND },
    others: [
      { id: 'guard-a', side: 'castle', touches: ['top'], elevation: ON },
      { id: 'guard-b', side: 'castle', touches: ['top'], elevation: ON },
      { id: 'ally', side: 'dave', touches: ['top'], elevation: ON },
      { id: 'guard-c', side: 'castle', touches: ['door-2'], elevation: ON },
    ],
    ...over,
  })
  it('targets at connected points, defender chooses among several; the higher target gets +1', () => {
    const o = accessMeleeOptions(input())
    expect(o.ok && o.value).toMatchObject({ candidates: ['guard-a', 'guard-b'], chooser: 'defender' })
    const r = accessMeleeAgainst(input(), 'guard-b')
    expect(r.ok && r.value.modifiers).toEqual([
      { key: 'heightAdvantage', value: 1, clause: expect.objectContaining({ section: 'Nahkampf' }) },
    ])
    expect(accessMeleeAgainst(input(), 'guard-c').ok).toBe(false) // behind a closed door
  })
  it('from the top down: no bonus for the lower target', () => {
    const down = input({
      attacker: { id: 'guard-a', side: 'castle', touches: ['top'], frontArcTouches: ['top'], elevation: ON },
      others: [{ id: 'orc', side: 'dave', touches: ['door-1'], elevation: GROUND }],
    })
    const r = accessMeleeAgainst(down, 'orc')
    expect(r.ok && r.value.modifiers).toEqual([])
  })
  it('the front arc must touch an open access point; mounted figures may not fight across (R-MK-4b, a setting)', () => {
    expect(
      accessMeleeOptions(
        input({ attacker: { id: 'orc', side: 'dave', touches: ['door-2'], frontArcTouches: ['door-2'], elevation: GROUND } }),
      ).ok,
    ).toBe(false)
    const rider = input({
      attacker: { id: 'rider', side: 'dave', touches: ['door-1'], frontArcTouches: ['door-1'], elevation: GROUND, mounted: true },
    })
    expect(accessMeleeOptions(rider).ok).toBe(false)
    expect(accessMeleeOptions(rider, { ...DEFAULT_MK_CASTLE_SETTINGS, unwieldyFightAcrossAccess: true }).ok).toBe(true)
  })
  it('one ladder is its own connected point: fighting for the ladder (R-MK-4a)', () => {
    const wall: CastleSectionState = { id: 'w', kind: 'wall', side: 'castle', version: 'heavy' }
    const r = accessMeleeOptions({
      section: wall,
      ladders: ['L1'],
      attacker: { id: 'orc', side: 'dave', touches: ['L1'], frontArcTouches: ['L1'], elevation: GROUND },
      others: [{ id: 'guard', side: 'castle', touches: ['L1'], elevation: ON }],
    })
    expect(r.ok && r.value.candidates).toEqual(['guard'])
  })
  it('a formation only when every member may attack the target', () => {
    const second = input({ attacker: { id: 'orc2', side: 'dave', touches: ['door-2'], frontArcTouches: ['door-2'], elevation: GROUND } })
    expect(accessFormationAllowed([input(), input()], 'guard-a').ok).toBe(true)
    expect(accessFormationAllowed([input(), second], 'guard-a').ok).toBe(false)
  })
  it('gatehouse top: everyone in melee with every opponent', () => {
    expect(
      gatehouseTopMelee([
        { id: 'a', side: 'x' },
        { id: 'b', side: 'y' },
        { id: 'c', side: 'x' },
      ]).pairs,
    ).toEqual([
      ['a', 'b'],
      ['b', 'c'],
    ])
  })
})

describe('placement and moving through access points', () => {
  it('the whole base must fit on the top; a figure there is on raised terrain', () => {
    expect(placeOnSection({ figureId: 'f', section: citadel(), baseFitsOnTop: true, reachesInside: false }).ok).toBe(true)
    const r = placeOnSection({ figureId: 'f', section: citadel(), baseFitsOnTop: false, reachesInside: false })
    expect(r.ok ? null : r.refusal.clause.section).toBe('Platzierung der Helden')
    expect(placeOnSection({ figureId: 'f', section: citadel(), baseFitsOnTop: true, reachesInside: true }).ok).toBe(false)
  })
  it('through an open door to the top, the move ends; titans cannot; a ladder leads to its other end', () => {
    const r = moveThroughAccessPoint({ figureId: 'f', section: citadel({ portals: { 'door-1': 'open' } }), from: 'door-1' })
    expect(r.ok && r.value).toMatchObject({ placeAt: ['top'], endsMove: true })
    expect(
      moveThroughAccessPoint({ figureId: 't', titan: true, section: citadel({ portals: { 'door-1': 'open' } }), from: 'door-1' }).ok,
    ).toBe(false)
    expect(moveThroughAccessPoint({ figureId: 'f', section: citadel(), from: 'door-1' }).ok).toBe(false) // closed
    const w = moveThroughAccessPoint({
      figureId: 'f',
      section: { id: 'w', kind: 'wall', side: 'castle', version: 'heavy' },
      from: 'L1',
      ladders: ['L1'],
    })
    expect(w.ok && w.value.placeAt).toEqual(['L1'])
  })
})

describe('destruction (001 "Castle Sektionen zerstören")', () => {
  it('three broken towers: rubble in its place, each figure on it takes a rolled W6 of clicks', () => {
    const dice = scriptedDice([4, 2])
    const r = damageSection(citadel({ clicks: 9 }), 5, ['guard-a', 'guard-b'], dice)
    expect(r.ok && r.value).toMatchObject({
      destroyed: true,
      clicks: 2,
      rubble: { replaceSectionId: 'cit', sameFootprint: true, withPlanks: true },
      figureDamage: [
        { figureId: 'guard-a', clicks: 4 },
        { figureId: 'guard-b', clicks: 2 },
      ],
    })
    expect(r.ok && r.value.section).toMatchObject({ destroyed: true, clicks: 11 })
    expect(dice.log.map((d) => [d.sides, d.clause.section])).toEqual([
      [6, 'Castle Sektionen zerstören'],
      [6, 'Castle Sektionen zerstören'],
    ])
    expect(r.ok && r.breakdown.rolls.map((x) => x.dice)).toEqual([[4], [2]])
  })
  it('damage short of three towers rolls nothing; a destroyed section takes no more', () => {
    const dice = scriptedDice([])
    const r = damageSection(citadel(), 2, ['g'], dice)
    expect(r.ok && r.value).toMatchObject({ destroyed: false, rubble: null, figureDamage: [] })
    expect(currentFortification(r.ok ? r.value.section : citadel())).toBe(4)
    expect(damageSection(citadel({ destroyed: true }), 1, [], dice).ok).toBe(false)
  })
})

describe('victory points (core 9, 001 "Siegpunkte")', () => {
  const sides = ['castle', 'dave']
  it('survivors for their owner, eliminated ones for the other side; a demoralised wall held only by dave: double for dave', () => {
    const wallPts = sectionPoints({ id: 'w', kind: 'wall', side: 'castle', version: 'heavy' }).points // 20
    const vp = victoryPoints(
      sides,
      [
        { id: 'golem', side: 'dave', points: 72, eliminated: false },
        { id: 'bone', side: 'castle', points: 62, eliminated: true },
      ],
      [
        { id: 'w1', side: 'castle', points: wallPts, eliminated: false, demoralised: true, occupantSides: ['dave'] },
        { id: 'w2', side: 'castle', points: wallPts, eliminated: false, demoralised: true, occupantSides: ['dave', 'castle'] },
        { id: 'cit', side: 'castle', points: 173, eliminated: false, demoralised: false, occupantSides: ['dave'] },
        { id: 'tower', side: 'castle', points: 113, eliminated: true, demoralised: false, occupantSides: [] },
      ],
    )
    // dave: golem 72 + bone 62 + w1 2x20 + tower 113 = 287; castle: w2 20 + cit 173 = 193
    expect(vp.totals).toEqual({ dave: 287, castle: 193 })
    expect(vp.lines.find((l) => l.key === 'conqueredSectionPoints')).toMatchObject({ value: 40, clause: { section: 'Siegpunkte' } })
  })
  it('unknown side is named', () => {
    expect(() => victoryPoints(sides, [{ id: 'x', side: 'zed', points: 1, eliminated: false }], [])).toThrow(/"zed"/)
  })
})

describe('set-up (001 "Spielfeld und Aufbau")', () => {
  // Table 183 x 122 cm (72 x 48 in). Castle edge z = 0; opposing zone z from 109.22 (43 in) to 122.
  const I = 2.54
  const rect = (x0: number, z0: number, x1: number, z1: number): Point2[] => [
    [x0 * I, z0 * I],
    [x1 * I, z0 * I],
    [x1 * I, z1 * I],
    [x0 * I, z1 * I],
  ]
  const legal = (): SetupInput => ({
    castleSide: 'castle',
    castleEdge: [
      [0, 0],
      [72 * I, 0],
    ],
    opponentZone: rect(0, 43, 72, 48),
    sections: [
      { id: 'cit', footprint: rect(30, 6, 36, 12) },
      { id: 'wall', footprint: rect(36, 6, 42, 7) },
    ],
    terrain: [{ id: 'hill', footprint: rect(0, 20, 5, 25) }],
    enclosures: [{ id: 'yard', area: rect(30, 0, 42, 6), portals: ['cit.door-1'] }],
    figures: [
      { id: 'guard', side: 'castle', centre: [33 * I, 9 * I], diameterIn: 1.25, onSection: 'cit', touchesSection: false },
      { id: 'archer', side: 'castle', centre: [38 * I, 7.625 * I], diameterIn: 1.25, onSection: null, touchesSection: true },
      { id: 'orc', side: 'dave', centre: [36 * I, 43 * I], diameterIn: 1.25, onSection: null, touchesSection: false },
    ],
  })
  it('a legal castle: no problems (sections touching each other are fine)', () => {
    expect(checkCastleSetup(legal())).toEqual([])
  })
  it('a section reaching 18.5 in from the edge (so 24.5 in from the zone at 43 in); one 12 in from the opposing zone', () => {
    const s = legal()
    s.sections = [
      { id: 'far', footprint: rect(0, 12.5, 4, 18.5) },
      { id: 'near', footprint: rect(60, 25, 64, 31) },
    ]
    s.figures = []
    const p = checkCastleSetup(s)
    expect(p.map((x) => [x.code, x.subject, Math.round((x.measuredIn ?? 0) * 100) / 100])).toEqual([
      ['section-too-far-from-edge', 'far', 18.5],
      ['section-too-close-to-opponent', 'far', 24.5],
      ['section-too-far-from-edge', 'near', 31],
      ['section-too-close-to-opponent', 'near', 12],
    ])
    expect(p[0].clause).toMatchObject({ file: '001_780b2c7d905fedae.txt', section: 'Spielfeld und Aufbau' })
  })
  it('exactly 18 in and exactly 30 in are allowed', () => {
    const s = legal()
    // reaches exactly 18 in from the edge; the opposing zone moved to start at 48 in: exactly 30 in away
    s.sections = [{ id: 'edge', footprint: rect(0, 12, 4, 18) }]
    s.opponentZone = rect(0, 48, 72, 50)
    s.figures = []
    expect(checkCastleSetup(s)).toEqual([])
  })
  it('an enclosure without a portal, terrain inside it, a castle figure away from the castle, an opponent too close', () => {
    const s = legal()
    s.enclosures = [{ id: 'yard', area: rect(30, 0, 42, 6), portals: [] }]
    s.terrain = [{ id: 'tree', footprint: rect(31, 1, 32, 2) }]
    s.figures = [
      { id: 'stray', side: 'castle', centre: [10 * I, 10 * I], diameterIn: 1.25, onSection: null, touchesSection: false },
      { id: 'orc', side: 'dave', centre: [36 * I, 40 * I], diameterIn: 1, onSection: null, touchesSection: false },
    ]
    const p = checkCastleSetup(s)
    // orc: centre 40 in - 12 in (citadel back edge) = 28 in, minus 0.5 in radius = 27.5 in
    expect(p.map((x) => [x.code, x.subject])).toEqual([
      ['enclosure-without-portal', 'yard'],
      ['terrain-in-enclosure', 'tree'],
      ['castle-figure-not-at-castle', 'stray'],
      ['opponent-too-close-to-castle', 'orc'],
    ])
    expect(p[3].measuredIn).toBeCloseTo(27.5, 9)
  })
  it('an L-shaped courtyard: terrain in its notch (inside its hull, outside the L) is fine, terrain in an arm is not', () => {
    const s = legal()
    // The L: a 12 x 2 in strip along the edge and a 2 x 4 in arm down its west end. Its convex
    // hull would take in the notch x 32..42, z 2..6 (corner cut by the line from (32, 6) to (42, 2)).
    const L = [
      [30, 0],
      [42, 0],
      [42, 2],
      [32, 2],
      [32, 6],
      [30, 6],
    ].map(([x, z]): Point2 => [x * I, z * I])
    s.enclosures = [{ id: 'yard', area: L, portals: ['cit.door-1'] }]
    // (34..35, 3..4): below the hull's cut (at x 35 it runs at z 4.8), in the notch.
    s.terrain = [
      { id: 'notch-tree', footprint: rect(34, 3, 35, 4) },
      { id: 'arm-tree', footprint: rect(30.5, 4, 31.5, 5) },
      { id: 'strip-tree', footprint: rect(40, 0.5, 41, 1.5) },
    ]
    expect(checkCastleSetup(s).map((x) => [x.code, x.subject])).toEqual([
      ['terrain-in-enclosure', 'arm-tree'],
      ['terrain-in-enclosure', 'strip-tree'],
    ])
  })
  it('bad polygons are refused, naming them', () => {
    const s = legal()
    s.sections = [{ id: 'x', footprint: [[0, 0]] }]
    expect(() => checkCastleSetup(s)).toThrow(/sections\[0\]\.footprint/)
  })
})
