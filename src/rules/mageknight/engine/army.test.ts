import { describe, expect, it } from 'vitest'
import { DEFAULT_MK_CASTLE_SETTINGS } from '../castle/settings'
import { actionsPerTurn, buildArmy, type ArmyPick, type ArmyRequest } from './army'
import { DEFAULT_MK_CORE_SETTINGS } from '../core/settings'

const figure = (id: string, card: string, version?: string): ArmyPick => ({ kind: 'figure', id, card, version })
const section = (id: string, kind: string, version: string): ArmyPick => ({ kind: 'section', id, section: kind, version })
const army = (picks: ArmyPick[], buildTotal = 300, castleAllowed = true): ArmyRequest => ({
  side: 'mark',
  buildTotal,
  picks,
  castleAllowed,
})
const refusalOf = (r: ReturnType<typeof buildArmy>) => (r.ok ? null : r.refusal)

describe('core 11 and 001 "Punktwert": an army within its build total', () => {
  it('a golem, a crossbowman and a light citadel: 62 + 24 + 84 = 170 of 300; 3 actions and the citadel\'s extra one (001 "Aktionen")', () => {
    const r = buildArmy(army([figure('bone', 'mk-bone-golem'), figure('xbow', 'mk-crossbowman'), section('cit', 'citadel', 'light')]))
    if (!r.ok) throw new Error(r.refusal.reason)
    expect(r.value.points).toBe(170)
    expect(r.value.actions).toEqual({ base: 3, extra: 1 })
    expect(r.value.pieces.map((p) => [p.id, p.side, p.points, p.clicks])).toEqual([
      ['bone', 'mark', 62, [0]],
      ['xbow', 'mark', 24, [0]],
      // 001 "Punktwert": the light version starts 3 clicks in.
      ['cit', 'mark', 84, [3]],
    ])
    const picks = r.value.lines.filter((l) => l.key === 'armyPick')
    expect(picks.map((l) => [l.value, l.clause.file, l.clause.section])).toEqual([
      [62, 'docs/MAGE-KNIGHT-CORE.md', '11'],
      [24, 'docs/MAGE-KNIGHT-CORE.md', '11'],
      [84, '001_780b2c7d905fedae.txt', 'Punktwert'],
    ])
    expect(picks[2]).toMatchObject({ detailKey: 'army.section', params: { kind: 'citadel', version: 'light', startClick: 3 } })
    expect(r.value.lines.find((l) => l.key === 'actionsPerTurn')).toMatchObject({ value: 3, clause: { section: 'R-MKC-1' } })
    expect(r.value.lines.find((l) => l.key === 'castleExtraActions')).toMatchObject({ value: 1, clause: { section: 'Aktionen' } })
  })

  it('000 "Punktwert": the wounded Fire Dragon (300) turns all four dials 2 clicks from the start', () => {
    const r = buildArmy(army([figure('drake', 'mk-fire-dragon', 'wounded')], 300, false))
    if (!r.ok) throw new Error(r.refusal.reason)
    expect(r.value.pieces[0]).toMatchObject({ points: 300, clicks: [2, 2, 2, 2], startClicks: [2, 2, 2, 2], largeFigure: true })
    expect(r.value.lines[0]).toMatchObject({ value: 300, clause: { file: '000_07421d6a00d7078f.txt', section: 'Punktwert' } })
    // No castle sections: no extra action and no line about them.
    expect(r.value.actions).toEqual({ base: 3, extra: 0 })
    expect(r.value.lines.some((l) => l.key === 'castleExtraActions')).toBe(false)
  })

  it('exactly the build total is allowed; one point more is refused with the numbers', () => {
    // A heavy round tower 113 + a heavy gatehouse 112 + 3 light walls 36 = 261.
    const picks = [
      section('t', 'roundTower', 'heavy'),
      section('g', 'gatehouse', 'heavy'),
      ...['w1', 'w2', 'w3'].map((id) => section(id, 'wall', 'light')),
    ]
    expect(buildArmy(army(picks, 261)).ok).toBe(true)
    expect(refusalOf(buildArmy(army(picks, 260)))).toMatchObject({
      code: 'army-over-total',
      clause: { section: '11' },
      params: { points: 261, buildTotal: 260, over: 1 },
    })
  })

  it('R-MK-1a: a wall with a gateway costs a wall, and its line says so', () => {
    const r = buildArmy(army([section('gate', 'wallGateway', 'heavy')]))
    expect(r.ok && r.value.points).toBe(20)
    expect(r.ok && r.value.lines[0].clause.section).toBe('R-MK-1a')
  })

  it('Conquest (001 "Aktionen"): walls only bring no extra action, a tower one', () => {
    const conquest = { castleSettings: { ...DEFAULT_MK_CASTLE_SETTINGS, gameMode: 'conquest' as const } }
    const walls = buildArmy(army([section('w1', 'wall', 'heavy'), section('w2', 'wallGateway', 'heavy')]), conquest)
    expect(walls.ok && walls.value.actions).toEqual({ base: 3, extra: 0 })
    const tower = buildArmy(army([section('w1', 'wall', 'heavy'), section('t', 'roundTower', 'light')]), conquest)
    expect(tower.ok && tower.value.actions).toEqual({ base: 3, extra: 1 })
  })
})

describe('core 11: what an army may not be', () => {
  it('empty', () => {
    expect(refusalOf(buildArmy(army([])))).toMatchObject({ code: 'army-empty', clause: { section: '11' } })
  })
  it('a card or section kind the library does not have, names from a file included ("constructor", "__proto__")', () => {
    expect(refusalOf(buildArmy(army([figure('x', 'constructor')])))).toMatchObject({
      code: 'unknown-card',
      params: { piece: 'x', card: 'constructor' },
    })
    expect(refusalOf(buildArmy(army([section('x', '__proto__', 'heavy')])))).toMatchObject({
      code: 'unknown-section-kind',
      clause: { section: 'Punktwert' },
    })
  })
  it('a version the card does not offer (000 "Punktwert"), a section neither heavy nor light (001 "Punktwert")', () => {
    expect(refusalOf(buildArmy(army([figure('d', 'mk-fire-dragon', 'furious')])))).toMatchObject({
      code: 'unknown-version',
      clause: { file: '000_07421d6a00d7078f.txt', section: 'Punktwert' },
      params: { versions: 'full, wounded' },
    })
    expect(refusalOf(buildArmy(army([figure('g', 'mk-bone-golem', 'veteran')])))).toMatchObject({
      code: 'unknown-version',
      clause: { section: '11' },
    })
    expect(refusalOf(buildArmy(army([section('c', 'citadel', 'medium')])))).toMatchObject({
      code: 'unknown-version',
      clause: { section: 'Punktwert' },
    })
  })
  it('castle sections the players did not agree to (001 "Spielfeld und Aufbau")', () => {
    expect(refusalOf(buildArmy(army([section('c', 'citadel', 'light')], 300, false)))).toMatchObject({
      code: 'castle-not-agreed',
      clause: { section: 'Spielfeld und Aufbau' },
    })
  })
  it('two pieces with one id (R-MKC-6)', () => {
    expect(refusalOf(buildArmy(army([figure('a', 'mk-bone-golem'), figure('a', 'mk-crossbowman')])))).toMatchObject({
      code: 'piece-id-twice',
      clause: { section: 'R-MKC-6' },
    })
  })
  it('a build total no players agree on is thrown, naming it', () => {
    for (const bad of [0, -100, 250.5, Number.NaN]) expect(() => buildArmy(army([figure('a', 'mk-bone-golem')], bad))).toThrow(/buildTotal/)
  })
})

describe('R-MKC-1: actions per turn from the build total', () => {
  it('one for each started 100 points', () => {
    expect([1, 99, 100, 101, 200, 250, 300].map((t) => actionsPerTurn(t).actions)).toEqual([1, 1, 1, 2, 2, 3, 3])
  })
  it('the setting pointsPerAction: 150 makes 300 points two actions and 301 three', () => {
    const settings = { ...DEFAULT_MK_CORE_SETTINGS, pointsPerAction: 150 }
    expect(actionsPerTurn(300, settings).actions).toBe(2)
    expect(actionsPerTurn(301, settings).actions).toBe(3)
    expect(() => actionsPerTurn(300, { ...settings, pointsPerAction: 0 })).toThrow(/pointsPerAction/)
  })
})
