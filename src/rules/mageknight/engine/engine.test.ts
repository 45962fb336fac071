import { describe, expect, it } from 'vitest'
import { mkFigureCard } from '../../../scene/mageknight/library'
import { scriptedDice } from '../../kernel/dice'
import { figurePiece, type MkPiece } from '../core/dial'
import { performMk } from './engine'
import { actionsPerTurn } from './army'
import { newMkGame } from './game'
import type { MkActionFacts, MkGame, MkMoveFacts, MkPairFacts } from './types'

/**
 * The engine over hand-made facts (the judge measures them on a real table: tests/mk-*.test.ts).
 * Crossbowman (stand-in dial, models/mageknight/castle-siege.json): click 0 speed 7, attack 8,
 * defence 14, damage 3, range 8, one target; Steam Golem click 0 attack 10, defence 17, damage 4.
 */
const xbow = (id: string, side: string): MkPiece => figurePiece(mkFigureCard('mk-crossbowman'), id, side)
const golem = (id: string, side: string): MkPiece => figurePiece(mkFigureCard('mk-steam-golem'), id, side)

const game = (): MkGame => newMkGame([xbow('r1', 'red'), xbow('r2', 'red'), golem('b1', 'blue'), xbow('b2', 'blue')], ['red', 'blue'], 100)

/** r1 at the origin facing north (-z) shoots at a target `distanceIn` straight ahead. */
const pair = (attacker: string, target: string, distanceIn: number, extra: Partial<MkPairFacts> = {}): MkPairFacts => ({
  attacker,
  target,
  attackerCentre: [0, 0],
  targetCentre: [0, -distanceIn * 2.54],
  attackerFacingDeg: 0,
  targetFacingDeg: 180,
  distanceIn,
  inBaseContact: distanceIn <= 1.25,
  lineOfFire: { status: 'clear', bases: [], blockedBy: [] },
  attackerRaised: false,
  targetRaised: false,
  ...extra,
})
const shot = (target: string, distanceIn: number, extra: Partial<MkPairFacts> = {}): MkActionFacts => ({
  pairs: [pair('r1', target, distanceIn, extra)],
  enemiesInContact: [],
})
const move = (pathIn: number, extra: Partial<MkMoveFacts> = {}): MkActionFacts => ({
  move: {
    from: [0, 0],
    to: [0, -pathIn * 2.54],
    pathIn,
    enemiesInContact: [],
    basesCrossed: [],
    blockedAtIn: null,
    endOverlaps: [],
    enemiesTouchedAtEnd: [],
    ...extra,
  },
})

describe('MAGE-KNIGHT-CORE 4: turns, actions and tokens', () => {
  it('R-MKC-1: one action per started 100 points; the turn counts them down and refuses when none are left', () => {
    expect(actionsPerTurn(100).actions).toBe(1)
    expect(actionsPerTurn(201).actions).toBe(3)
    const g = game()
    const first = performMk(g, { kind: 'move', piece: 'r1', to: [0, -5], facingDeg: 0 }, move(2), scriptedDice([]))
    expect(first.ok).toBe(true)
    if (!first.ok) return
    const second = performMk(first.value.game, { kind: 'move', piece: 'r2', to: [0, -5] }, move(2), scriptedDice([]))
    expect(second.ok ? null : second.refusal.code).toBe('no-actions-left')
  })

  it('only the side whose turn it is acts; a figure acts once a turn; pushing deals one click', () => {
    const g = newMkGame([xbow('r1', 'red'), xbow('b2', 'blue')], ['red', 'blue'], 300)
    const blue = performMk(g, { kind: 'move', piece: 'b2', to: [0, 0] }, move(1), scriptedDice([]))
    expect(blue.ok ? null : blue.refusal.code).toBe('not-your-turn')
    expect(blue.ok ? null : blue.refusal.reason).toBe("it is red's turn; b2 is on blue")
    // core 4 "Actions": a side named orcs is refused by orcs' turn, not "orcs's" (the player's pass).
    const orcs = newMkGame([xbow('o1', 'orcs'), xbow('b3', 'blue')], ['orcs', 'blue'], 300)
    const late = performMk(orcs, { kind: 'move', piece: 'b3', to: [0, 0] }, move(1), scriptedDice([]))
    expect(late.ok ? null : late.refusal.reason).toBe("it is orcs' turn; b3 is on blue")
    const a = performMk(g, { kind: 'move', piece: 'r1', to: [0, 0] }, move(1), scriptedDice([]))
    if (!a.ok) throw new Error(a.refusal.reason)
    const again = performMk(a.value.game, { kind: 'move', piece: 'r1', to: [0, 0] }, move(1), scriptedDice([]))
    expect(again.ok ? null : again.refusal.code).toBe('acted-this-turn')
    // red's turn ends, blue's passes, red's next turn: r1 still has its token, so acting again pushes it
    const t2 = performMk(a.value.game, { kind: 'endTurn' }, {}, scriptedDice([]))
    if (!t2.ok) throw new Error(t2.refusal.reason)
    expect(t2.value.game.turn.side).toBe('blue')
    expect(t2.value.game.pieces.r1.actionTokens).toBe(1)
    const t3 = performMk(t2.value.game, { kind: 'endTurn' }, {}, scriptedDice([]))
    if (!t3.ok) throw new Error(t3.refusal.reason)
    const pushed = performMk(t3.value.game, { kind: 'move', piece: 'r1', to: [0, 0] }, move(1), scriptedDice([]))
    if (!pushed.ok) throw new Error(pushed.refusal.reason)
    expect(pushed.value.game.pieces.r1.actionTokens).toBe(2)
    expect(pushed.value.game.pieces.r1.clicks).toEqual([1])
    expect(pushed.value.events).toContainEqual({ kind: 'clicks', piece: 'r1', dial: 0, from: 0, to: 1 })
  })
})

describe('MAGE-KNIGHT-CORE 4-6: moving by the speed value, breaking away', () => {
  it('a crossbowman moves up to 7 inches; 7.01 is refused', () => {
    expect(performMk(game(), { kind: 'move', piece: 'r1', to: [0, 0] }, move(7), scriptedDice([])).ok).toBe(true)
    const far = performMk(game(), { kind: 'move', piece: 'r1', to: [0, 0] }, move(7.01), scriptedDice([]))
    expect(far.ok ? null : far.refusal.code).toBe('beyond-speed')
  })

  it('not through another base, not through blocking terrain, not onto a base', () => {
    const through = performMk(
      game(),
      { kind: 'move', piece: 'r1', to: [0, 0] },
      move(5, { basesCrossed: [{ id: 'r2', atIn: 2, dials: 1 }] }),
      scriptedDice([]),
    )
    expect(through.ok ? null : through.refusal.code).toBe('path-through-base')
    const touching = performMk(
      game(),
      { kind: 'move', piece: 'r1', to: [0, 0] },
      move(5, { basesCrossed: [{ id: 'b2', atIn: 5, dials: 1 }] }),
      scriptedDice([]),
    )
    expect(touching.ok).toBe(true) // first touched at the goal: contact, not crossing
    const wall = performMk(game(), { kind: 'move', piece: 'r1', to: [0, 0] }, move(5, { blockedAtIn: 3 }), scriptedDice([]))
    expect(wall.ok ? null : wall.refusal.code).toBe('path-blocked')
    const onto = performMk(game(), { kind: 'move', piece: 'r1', to: [0, 0] }, move(5, { endOverlaps: ['b2'] }), scriptedDice([]))
    expect(onto.ok ? null : onto.refusal.code).toBe('goal-occupied')
  })

  it('R-MKC-2: breaking away succeeds on a d6 of 4 or more; on a 3 the figure stays but may turn', () => {
    const facts = move(4, { enemiesInContact: ['b2'] })
    const away = performMk(game(), { kind: 'move', piece: 'r1', to: [0, 0], facingDeg: 90 }, facts, scriptedDice([4]))
    if (!away.ok) throw new Error(away.refusal.reason)
    expect(away.value.events).toContainEqual({ kind: 'moved', piece: 'r1', to: facts.move?.to, facingDeg: 90 })
    const stuck = performMk(game(), { kind: 'move', piece: 'r1', to: [0, 0], facingDeg: 90 }, facts, scriptedDice([3]))
    if (!stuck.ok) throw new Error(stuck.refusal.reason)
    expect(stuck.value.events).toContainEqual({ kind: 'moved', piece: 'r1', to: [0, 0], facingDeg: 90 })
    expect(stuck.value.game.pieces.r1.actionTokens).toBe(1) // the action is spent all the same
  })
})

describe('MAGE-KNIGHT-CORE 7: ranged attacks, 2d6 + attack against defence', () => {
  it('8 + 3 + 3 = 14 hits the crossbowman (defence 14): 3 clicks; 8 + 3 + 2 = 13 misses', () => {
    const hit = performMk(game(), { kind: 'ranged', piece: 'r1', targets: ['b2'] }, shot('b2', 6), scriptedDice([3, 3]))
    if (!hit.ok) throw new Error(hit.refusal.reason)
    expect(hit.value.game.pieces.b2.clicks).toEqual([3])
    expect(hit.value.breakdown.rolls[0]).toMatchObject({ dice: [3, 3], total: 14, opponentTotal: 14, hit: true })
    const miss = performMk(game(), { kind: 'ranged', piece: 'r1', targets: ['b2'] }, shot('b2', 6), scriptedDice([3, 2]))
    if (!miss.ok) throw new Error(miss.refusal.reason)
    expect(miss.value.game.pieces.b2.clicks).toEqual([0])
  })

  it('double six always hits with one click more; double one misses and costs the attacker a click', () => {
    const crit = performMk(game(), { kind: 'ranged', piece: 'r1', targets: ['b1'] }, shot('b1', 6), scriptedDice([6, 6]))
    if (!crit.ok) throw new Error(crit.refusal.reason)
    expect(crit.value.game.pieces.b1.clicks).toEqual([4]) // damage 3 + 1
    const fumble = performMk(game(), { kind: 'ranged', piece: 'r1', targets: ['b2'] }, shot('b2', 6), scriptedDice([1, 1]))
    if (!fumble.ok) throw new Error(fumble.refusal.reason)
    expect(fumble.value.game.pieces.r1.clicks).toEqual([1])
    expect(fumble.value.game.pieces.b2.clicks).toEqual([0])
  })

  it('core 8: +1 defence for a target on raised terrain against an attacker on the ground (14 then misses 15)', () => {
    const r = performMk(
      game(),
      { kind: 'ranged', piece: 'r1', targets: ['b2'] },
      shot('b2', 6, { targetRaised: true }),
      scriptedDice([3, 3]),
    )
    if (!r.ok) throw new Error(r.refusal.reason)
    expect(r.value.breakdown.rolls[0]).toMatchObject({ opponentTotal: 15, hit: false })
  })

  it('refuses out of range (8 in), outside the front arc, through bases or blocking terrain, and in base contact', () => {
    const code = (facts: MkActionFacts) => {
      const r = performMk(game(), { kind: 'ranged', piece: 'r1', targets: ['b2'] }, facts, scriptedDice([2, 2]))
      return r.ok ? 'ok' : r.refusal.code
    }
    expect(code(shot('b2', 8))).toBe('ok')
    expect(code(shot('b2', 8.01))).toBe('out-of-range')
    expect(code(shot('b2', 6, { targetCentre: [0, 6 * 2.54] }))).toBe('outside-front-arc') // straight behind
    expect(code(shot('b2', 6, { lineOfFire: { status: 'bases-only', bases: ['r2'], blockedBy: [] } }))).toBe('bases-block-line-of-fire')
    expect(code(shot('b2', 6, { lineOfFire: { status: 'blocked', bases: [], blockedBy: ['wall'] } }))).toBe('line-of-fire-blocked')
    expect(code({ ...shot('b2', 6), enemiesInContact: ['b1'] })).toBe('shooter-in-base-contact')
  })
})

describe('MAGE-KNIGHT-CORE 6, 9: close combat, elimination and victory points', () => {
  it('melee needs base contact; the last blue figure eliminated ends the game with the points', () => {
    const two = newMkGame([xbow('r1', 'red'), { ...xbow('b2', 'blue'), clicks: [4] }], ['red', 'blue'], 100)
    const apart = performMk(two, { kind: 'melee', piece: 'r1', target: 'b2' }, { pairs: [pair('r1', 'b2', 3)] }, scriptedDice([]))
    expect(apart.ok ? null : apart.refusal.code).toBe('not-in-base-contact')
    // click 4 defence 12: 8 + 2 + 2 = 12 hits, 3 clicks turn the dial to its skull click 5
    const kill = performMk(two, { kind: 'melee', piece: 'r1', target: 'b2' }, { pairs: [pair('r1', 'b2', 1.25)] }, scriptedDice([2, 2]))
    if (!kill.ok) throw new Error(kill.refusal.reason)
    expect(kill.value.events).toContainEqual({ kind: 'eliminated', piece: 'b2', by: 'red' })
    expect(kill.value.game.over).toBe(true)
    // red scores its survivor (24) and the eliminated crossbowman (24)
    expect(kill.value.events.at(-1)).toEqual({ kind: 'gameOver', totals: { red: 48, blue: 0 } })
  })
})

describe('MAGE-KNIGHT-CORE 14: abilities in the engine', () => {
  it('R-MKC-9: a battle mage with magic blast still may not shoot in base contact; the rules say which abilities may', () => {
    const mage = figurePiece(mkFigureCard('mk-battle-mage'), 'r1', 'red')
    const g = newMkGame([mage, xbow('b2', 'blue')], ['red', 'blue'], 100)
    const r = performMk(
      g,
      { kind: 'ranged', piece: 'r1', targets: ['b2'] },
      { ...shot('b2', 3), enemiesInContact: ['b2'] },
      scriptedDice([]),
    )
    expect(r.ok ? null : r.refusal.code).toBe('shooter-in-base-contact')
  })
})

describe('MAGE-KNIGHT-CORE 6: breaking away by flight (R-MKC-10)', () => {
  it('a one-dial flyer (the wing symbol) breaks away on a 2, where a walker needs a 4', () => {
    const card = structuredClone(mkFigureCard('mk-crossbowman'))
    card.dials[0].speedSymbol = 'wing'
    const g = newMkGame([figurePiece(card, 'r1', 'red'), xbow('b2', 'blue')], ['red', 'blue'], 100)
    const r = performMk(g, { kind: 'move', piece: 'r1', to: [0, 0] }, move(3, { enemiesInContact: ['b2'] }), scriptedDice([2]))
    if (!r.ok) throw new Error(r.refusal.reason)
    expect(r.value.breakdown.rolls[0]).toMatchObject({ dice: [2], target: 2, success: true })
    const walker = performMk(game(), { kind: 'move', piece: 'r1', to: [0, 0] }, move(3, { enemiesInContact: ['b2'] }), scriptedDice([2]))
    if (!walker.ok) throw new Error(walker.refusal.reason)
    expect(walker.value.breakdown.rolls[0]).toMatchObject({ dice: [2], target: 4, success: false })
  })
})

describe('MAGE-KNIGHT-CORE 6: the free spin', () => {
  it('a figure an opponent moves into contact with may turn free, once, before the next action; a large figure may not (000)', () => {
    const facts = move(4, { enemiesTouchedAtEnd: ['b2'] })
    const moved = performMk(game(), { kind: 'move', piece: 'r1', to: [0, 0] }, facts, scriptedDice([]))
    if (!moved.ok) throw new Error(moved.refusal.reason)
    expect(moved.value.game.freeSpins).toEqual(['b2'])
    const spun = performMk(moved.value.game, { kind: 'freeSpin', piece: 'b2', facingDeg: 0 }, {}, scriptedDice([]))
    if (!spun.ok) throw new Error(spun.refusal.reason)
    expect(spun.value.events).toEqual([{ kind: 'turned', piece: 'b2', facingDeg: 0 }])
    expect(spun.value.game.pieces.b2.actionTokens).toBe(0) // no action
    const twice = performMk(spun.value.game, { kind: 'freeSpin', piece: 'b2', facingDeg: 90 }, {}, scriptedDice([]))
    expect(twice.ok ? null : twice.refusal.code).toBe('no-free-spin')
    const dragon = figurePiece(mkFigureCard('mk-fire-dragon'), 'b9', 'blue')
    const g = newMkGame([xbow('r1', 'red'), dragon], ['red', 'blue'], 400)
    const intoDragon = performMk(g, { kind: 'move', piece: 'r1', to: [0, 0] }, move(4, { enemiesTouchedAtEnd: ['b9'] }), scriptedDice([]))
    if (!intoDragon.ok) throw new Error(intoDragon.refusal.reason)
    expect(intoDragon.value.game.freeSpins ?? []).toEqual([])
  })
})

describe('MAGE-KNIGHT-CORE 9: victory points for sides named by a file', () => {
  it('a side called "constructor" scores like any other (the totals are a null-prototype record)', () => {
    const g = newMkGame([{ ...xbow('r1', 'constructor') }, { ...xbow('b2', 'blue'), clicks: [4] }], ['constructor', 'blue'], 100)
    const kill = performMk(g, { kind: 'melee', piece: 'r1', target: 'b2' }, { pairs: [pair('r1', 'b2', 1.25)] }, scriptedDice([2, 2]))
    if (!kill.ok) throw new Error(kill.refusal.reason)
    expect(kill.value.events.at(-1)).toEqual({ kind: 'gameOver', totals: { constructor: 48, blue: 0 } })
  })
})
