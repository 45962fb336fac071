import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../kernel/dice'
import { performMk } from './engine'
import { codeOf, fig, GROUND, ON_CASTLE, shotPair, siegeGame } from './siege.testkit'
import type { SiegeShotPairFacts } from './siegeTypes'
import type { MkActionFacts, MkGame } from './types'

/** Known answers of castle shots in the engine, one 001 paragraph each; dials as in siege.testkit.ts. */

const shots = (...pairs: SiegeShotPairFacts[]): MkActionFacts => ({ siege: { shots: pairs } })
const fromSection = (target: string, distanceIn: number, extra: Partial<SiegeShotPairFacts> = {}) =>
  shotPair(target, distanceIn, { shooter: { centre: [0, 0], facingDeg: null, standsOn: null, elevation: ON_CASTLE }, ...extra })
const atSection = (target: string, distanceIn: number, extra: Partial<SiegeShotPairFacts> = {}) =>
  shotPair(target, distanceIn, {
    targetEnd: { centre: [0, -distanceIn * 2.54], facingDeg: null, standsOn: null, elevation: ON_CASTLE },
    ...extra,
  })
const shoot = (game: MkGame, piece: string, facts: MkActionFacts, dice: number[], extra: Record<string, unknown> = {}) =>
  performMk(
    game,
    { kind: 'castleShot', piece, targets: facts.siege?.shots?.map((s) => s.target) ?? [], ...extra },
    facts,
    scriptedDice(dice),
  )

describe('001 "Angriffe": a section shoots from its centre, measured horizontally, never at 4 inches or closer', () => {
  const game = () => siegeGame([{ id: 't', kind: 'roundTower', side: 'castle' }], [fig('crossbowman', 'b1', 'siege')])

  it('the tower (attack 9, damage 2) at a crossbowman 6 in away: 9 + 3 + 2 = 14 against defence 14 hits for 2 clicks', () => {
    const r = shoot(game(), 't', shots(fromSection('b1', 6)), [3, 2])
    if (!r.ok) throw new Error(r.refusal.reason)
    expect(r.value.breakdown.rolls[0]).toMatchObject({ dice: [3, 2], total: 14, opponentTotal: 14, hit: true })
    expect(r.value.game.pieces.b1.clicks).toEqual([2])
    expect(r.value.breakdown.lines).toContainEqual(expect.objectContaining({ key: 'horizontalDistance', value: 6 }))
  })

  it('exactly 4 in is refused, 4.01 in is not; beyond range 10 is out of range; bases on the line do not block', () => {
    expect(codeOf(shoot(game(), 't', shots(fromSection('b1', 4)), [3, 3]))).toBe('within-section-minimum-range')
    expect(codeOf(shoot(game(), 't', shots(fromSection('b1', 4.01)), [3, 3]))).toBe('ok')
    expect(codeOf(shoot(game(), 't', shots(fromSection('b1', 10.01)), [3, 3]))).toBe('out-of-range')
    expect(codeOf(shoot(game(), 't', shots(fromSection('b1', 6, { lineOfFire: 'bases-only' })), [3, 3]))).toBe('ok')
    expect(codeOf(shoot(game(), 't', shots(fromSection('b1', 6, { lineOfFire: 'blocked' })), [3, 3]))).toBe('line-of-fire-blocked')
  })

  it('a wall (no range, no attack) cannot shoot; a section never takes a critical miss', () => {
    const walls = siegeGame([{ id: 'w', kind: 'wall', side: 'castle' }], [fig('crossbowman', 'b1', 'siege')])
    expect(codeOf(shoot(walls, 'w', shots(fromSection('b1', 6)), [3, 3]))).toBe('section-cannot-shoot')
    const fumble = shoot(game(), 't', shots(fromSection('b1', 6)), [1, 1])
    if (!fumble.ok) throw new Error(fumble.refusal.reason)
    expect(fumble.value.game.pieces.t.clicks).toEqual([0])
  })
})

describe('001 "Aktionen": one action per section, the citadel\'s extra action, pushing without damage, ranged only', () => {
  const game = () =>
    siegeGame(
      [
        { id: 'cit', kind: 'citadel', side: 'castle' },
        { id: 't', kind: 'roundTower', side: 'castle' },
      ],
      [fig('crossbowman', 'c1', 'castle'), fig('steam-golem', 's1', 'siege')],
    )

  it('Unlimited with a citadel: 1 action of the build total and 1 extra, spent on a section first', () => {
    const g = game()
    expect(g.turn.actions).toMatchObject({ base: 1, extra: 1 })
    const tower = shoot(g, 't', shots(fromSection('s1', 6)), [1, 2])
    if (!tower.ok) throw new Error(tower.refusal.reason)
    expect(tower.value.game.turn.actions).toMatchObject({ usedBase: 0, usedExtra: 1 })
    const again = shoot(tower.value.game, 't', shots(fromSection('s1', 6)), [1, 2])
    expect(codeOf(again)).toBe('acted-this-turn')
    const citadel = shoot(tower.value.game, 'cit', shots(fromSection('s1', 6)), [1, 2])
    if (!citadel.ok) throw new Error(citadel.refusal.reason)
    expect(citadel.value.game.turn.actions).toMatchObject({ usedBase: 1, usedExtra: 1 })
    // The figure finds no action left: the extra one went to a section, the base one too.
    const move = performMk(
      citadel.value.game,
      { kind: 'move', piece: 'c1', to: [0, 0] },
      {
        move: {
          from: [0, 0],
          to: [0, -2.54],
          pathIn: 1,
          enemiesInContact: [],
          basesCrossed: [],
          blockedAtIn: null,
          endOverlaps: [],
          enemiesTouchedAtEnd: [],
        },
      },
      scriptedDice([]),
    )
    expect(codeOf(move)).toBe('no-actions-left')
  })

  it('a section makes no move, and pushed it takes no click', () => {
    const g = game()
    const move = performMk(
      g,
      { kind: 'move', piece: 't', to: [0, 0] },
      {
        move: {
          from: [0, 0],
          to: [0, 0],
          pathIn: 0,
          enemiesInContact: [],
          basesCrossed: [],
          blockedAtIn: null,
          endOverlaps: [],
          enemiesTouchedAtEnd: [],
        },
      },
      scriptedDice([]),
    )
    expect(codeOf(move)).toBe('section-ranged-attacks-only')
    const first = shoot(g, 't', shots(fromSection('s1', 6)), [1, 2])
    if (!first.ok) throw new Error(first.refusal.reason)
    const end = (x: MkGame) => {
      const r = performMk(x, { kind: 'endTurn' }, {}, scriptedDice([]))
      if (!r.ok) throw new Error(r.refusal.reason)
      return r.value.game
    }
    const pushed = shoot(end(end(first.value.game)), 't', shots(fromSection('s1', 6)), [1, 2])
    if (!pushed.ok) throw new Error(pushed.refusal.reason)
    expect(pushed.value.game.pieces.t).toMatchObject({ actionTokens: 2, clicks: [0] })
    expect(pushed.value.breakdown.lines).toContainEqual(expect.objectContaining({ key: 'pushDamage', value: 0 }))
  })
})

describe('001 "Das Castle angreifen": only the six categories attack a section; its centre counts as high ground', () => {
  const game = () =>
    siegeGame(
      [{ id: 'w', kind: 'wall', side: 'castle' }],
      [fig('crossbowman', 's2', 'siege'), fig('steam-golem', 's1', 'siege'), fig('bone-golem', 'c1', 'castle')],
      { sides: ['siege', 'castle'] },
    )

  it('a crossbowman (damage 3, no ability) may not; the Steam Golem (printed damage 4, category 5) hits 17 + 1 with 18', () => {
    expect(codeOf(shoot(game(), 's2', shots(atSection('w', 6)), [6, 5]))).toBe('attacker-in-no-category')
    const r = shoot(game(), 's1', shots(atSection('w', 6)), [4, 4])
    if (!r.ok) throw new Error(r.refusal.reason)
    expect(r.value.breakdown.rolls[0]).toMatchObject({ total: 18, opponentTotal: 18, hit: true })
    expect(r.value.game.pieces.w.clicks).toEqual([4])
    expect(r.value.events).toContainEqual({ kind: 'section', section: 'w', clicks: 4, portals: {}, destroyed: false })
    expect(r.value.breakdown.lines).toContainEqual(expect.objectContaining({ key: 'sectionAttackCategory', value: 5 }))
  })

  it('from raised ground no height bonus (17); nobody attacks the section they stand on', () => {
    const raised = atSection('w', 6, {
      shooter: { centre: [0, 0], facingDeg: 0, standsOn: null, elevation: { ...GROUND, onRaisedTerrain: true } },
    })
    const r = shoot(game(), 's1', shots(raised), [4, 3])
    expect(r.ok && r.value.breakdown.rolls[0]).toMatchObject({ total: 17, opponentTotal: 17 })
    const onIt = atSection('w', 1, { shooter: { centre: [0, 0], facingDeg: 0, standsOn: 'w', elevation: ON_CASTLE } })
    expect(codeOf(shoot(game(), 's1', shots(onIt), [4, 3]))).toBe('attacker-stands-on-section')
  })
})

describe('001 "Castle Sektionen zerstören": three broken towers leave rubble and a die of clicks for each figure on it', () => {
  const game = () =>
    siegeGame(
      [{ id: 'w', kind: 'wall', side: 'castle', version: 'light' }],
      [fig('steam-golem', 's1', 'siege'), fig('bone-golem', 'c1', 'castle')],
      { sides: ['siege', 'castle'] },
    )

  it('a light wall (click 3, defence 16 + 1) hit for 4 turns to click 7: destroyed; the Bone Golem on it rolls 3 clicks', () => {
    const pair = atSection('w', 6, { figuresOnTarget: ['c1'] })
    const r = shoot(game(), 's1', shots(pair), [4, 3, 3], { rubbleFacings: [{ figure: 'c1', facingDeg: 90 }] })
    if (!r.ok) throw new Error(r.refusal.reason)
    expect(r.value.breakdown.rolls.map((x) => x.dice)).toEqual([[4, 3], [3]])
    expect(r.value.events).toEqual(
      expect.arrayContaining([
        { kind: 'clicks', piece: 'w', dial: 0, from: 3, to: 7 },
        { kind: 'section', section: 'w', clicks: 7, portals: {}, destroyed: true },
        { kind: 'eliminated', piece: 'w', by: 'siege' },
        { kind: 'turned', piece: 'c1', facingDeg: 90 },
        { kind: 'clicks', piece: 'c1', dial: 0, from: 0, to: 3 },
      ]),
    )
    expect(r.value.game.eliminatedBy.w).toBe('siege')
    const again = shoot(r.value.game, 's1', shots(pair), [6, 6])
    expect(codeOf(again)).toBe('section-destroyed')
  })
})

describe('001 "Portale": a broken-open section (yellow square) keeps its portals open for the rest of the game', () => {
  it('the bombardier (explosive damage, category 4) hits a light gateway wall for 2: click 5, the gate opens and cannot close', () => {
    const g = siegeGame(
      [{ id: 'gw', kind: 'wallGateway', side: 'castle', version: 'light', portals: { gate: 'closed' } }],
      [fig('dwarf-bombardier', 's1', 'siege'), fig('crossbowman', 'c1', 'castle')],
      { sides: ['siege', 'castle'] },
    )
    const r = shoot(g, 's1', shots(atSection('gw', 6)), [4, 4])
    if (!r.ok) throw new Error(r.refusal.reason)
    expect(r.value.breakdown.rolls[0]).toMatchObject({ total: 17, opponentTotal: 17 })
    expect(r.value.events).toContainEqual({ kind: 'section', section: 'gw', clicks: 5, portals: { gate: 'open' }, destroyed: false })
    const castleTurn = performMk(r.value.game, { kind: 'endTurn' }, {}, scriptedDice([]))
    if (!castleTurn.ok) throw new Error(castleTurn.refusal.reason)
    const close = performMk(castleTurn.value.game, { kind: 'portal', section: 'gw', portal: 'gate', want: 'closed' }, {}, scriptedDice([]))
    expect(codeOf(close)).toBe('broken-open-portals-stay-open')
  })
})

describe('001 "Helden in Castle Sektionen angreifen": fortification and height for a figure on a section', () => {
  const game = () =>
    siegeGame([{ id: 'w', kind: 'wall', side: 'mark' }], [fig('steam-golem', 'sg', 'dave'), fig('bone-golem', 'bg', 'mark')], {
      sides: ['dave', 'mark'],
    })
  const onWall = { centre: [0, -15.24] as [number, number], facingDeg: 180, standsOn: 'w', elevation: ON_CASTLE }

  it("the rules' example: Steam Golem on the ground at the Bone Golem on a wall of fortification 3: 16 + 1 + 3 = 20", () => {
    const r = shoot(game(), 'sg', shots(shotPair('bg', 6, { targetEnd: onWall, lineCrossesOuterEdge: true })), [5, 5])
    if (!r.ok) throw new Error(r.refusal.reason)
    expect(r.value.breakdown.rolls[0]).toMatchObject({ total: 20, opponentTotal: 20, hit: true })
    expect(r.value.breakdown.modifiers.map((m) => [m.key, m.value])).toEqual([
      ['fortification', 3],
      ['heightAdvantage', 1],
    ])
    expect(r.value.game.pieces.bg.clicks).toEqual([4])
  })

  it('no fortification when the line crosses no outer edge (17), nor for a shooter on a section (16)', () => {
    const inside = shoot(game(), 'sg', shots(shotPair('bg', 6, { targetEnd: onWall })), [3, 3])
    expect(inside.ok && inside.value.breakdown.rolls[0].opponentTotal).toBe(17)
    const up = { centre: [0, 0] as [number, number], facingDeg: 0, standsOn: 'w', elevation: ON_CASTLE }
    const level = shoot(game(), 'sg', shots(shotPair('bg', 6, { shooter: up, targetEnd: onWall, lineCrossesOuterEdge: true })), [3, 3])
    expect(level.ok && level.value.breakdown.rolls[0].opponentTotal).toBe(16)
  })
})

describe('001 "Angriffe auf weite Entfernung": a section doubles its range at an opposing section for 2 damage less', () => {
  const game = () =>
    siegeGame(
      [
        { id: 'cit', kind: 'citadel', side: 'castle' },
        { id: 'fw', kind: 'wall', side: 'siege' },
      ],
      [fig('crossbowman', 's1', 'siege')],
    )

  it('the citadel (range 12, damage 3) at a wall 20 in away: range 24, damage 1; at a one-dial figure 20 in away: out of range', () => {
    const r = shoot(
      game(),
      'cit',
      shots(fromSection('fw', 20, { targetEnd: { centre: [0, -50.8], facingDeg: null, standsOn: null, elevation: ON_CASTLE } })),
      [4, 3],
    )
    if (!r.ok) throw new Error(r.refusal.reason)
    expect(r.value.breakdown.rolls[0]).toMatchObject({ total: 17, opponentTotal: 17 })
    expect(r.value.game.pieces.fw.clicks).toEqual([1])
    expect(r.value.breakdown.modifiers).toContainEqual(expect.objectContaining({ key: 'longRangeDamage', value: -2 }))
    expect(codeOf(shoot(game(), 'cit', shots(fromSection('s1', 20)), [4, 3]))).toBe('out-of-range')
  })
})
