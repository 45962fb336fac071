import { describe, expect, it } from 'vitest'
import { mkFigureCard } from '../../../scene/mageknight/library'
import { scriptedDice } from '../../kernel/dice'
import { figurePiece } from '../core/dial'
import { ok, pairFacts } from './cavalry.testkit'
import { cavalryOfPairs } from './cavalryState'
import { performMk } from './engine'
import { newMkGame } from './game'
import type { MkActionFacts, MkGame, MkMoveFacts, MkPerformed } from './types'

/**
 * Cavalry in the engine over hand-made facts (the judge measures them: judge/mk/cavalryPlay.test.ts).
 * Stand-in cards (models/mageknight/cavalry.json, R-MKK-19): Battle Horse click 0 speed 12, attack
 * 8, defence 15, damage 2, skull at click 5, skittish, Trample and Overwhelm; Lancer click 0
 * attack 9, defence 16, damage 2, bonus 2, Impale and Horsemanship; Crossbowman attack 8, defence
 * 14, damage 3, range 8. Six actions a turn (build total 600), so a turn never runs out.
 */
const card = (id: string) => mkFigureCard(id)
const CARDS = { k: 'mk-battle-horse', 'k-r': 'mk-lancer', o: 'mk-salamander', 'o-r': 'mk-orc-raider-rider' }

function game(): MkGame {
  const pieces = [
    figurePiece(card('mk-battle-horse'), 'k', 'blue'),
    figurePiece(card('mk-lancer'), 'k-r', 'blue'),
    figurePiece(card('mk-salamander'), 'o', 'red'),
    figurePiece(card('mk-orc-raider-rider'), 'o-r', 'red'),
    figurePiece(card('mk-crossbowman'), 'x', 'red'),
  ]
  const g = newMkGame(pieces, ['blue', 'red'], 600)
  return cavalryOfPairs(
    g,
    [
      { mount: 'k', rider: 'k-r' },
      { mount: 'o', rider: 'o-r' },
    ],
    CARDS,
  )
}

const pair = pairFacts
const code = (r: ReturnType<typeof performMk>) => (r.ok ? null : r.refusal.code)
const endTurn = (g: MkGame) => ok(performMk(g, { kind: 'endTurn' }, {}, scriptedDice([]))).game
const line = (p: MkPerformed, key: string) => p.breakdown.lines.find((l) => l.key === key)

describe('003 Giving Actions to a Cavalry Unit', () => {
  it("a close combat action names the dial; the rider's adds its attack bonus and Impale's +2 damage on a success", () => {
    const facts: MkActionFacts = { pairs: [pair('k', 'x', 1.4)], enemiesInContact: ['x'] }
    expect(code(performMk(game(), { kind: 'melee', piece: 'k', target: 'x' }, facts, scriptedDice([])))).toBe('dial-choice-required')
    // 2d6 3 + 3 = 6, + attack 9 + bonus 2 = 17 against defence 14: a hit for 2 + 2 (Impale) = 4 clicks.
    const r = ok(performMk(game(), { kind: 'melee', piece: 'k', target: 'x', cavalry: { dial: 'rider' } }, facts, scriptedDice([3, 3])))
    expect(r.breakdown.modifiers.map((m) => [m.key, m.value])).toEqual([
      ['mkk.riderAttackBonus', 2],
      ['mkk.impale', 2],
    ])
    expect(r.events).toContainEqual({ kind: 'clicks', piece: 'x', dial: 0, from: 0, to: 4 })
    // One action a turn for the unit: the second is refused, whichever dial.
    const again = performMk(r.game, { kind: 'melee', piece: 'k', target: 'x', cavalry: { dial: 'mount' } }, facts, scriptedDice([]))
    expect(code(again)).toBe('cavalry-one-action')
  })

  it('a pushed unit takes a second token but no pushing damage', () => {
    const facts: MkActionFacts = { pairs: [pair('k', 'x', 1.4)], enemiesInContact: ['x'] }
    const act = (g: MkGame) => ok(performMk(g, { kind: 'melee', piece: 'k-r', target: 'x' }, facts, scriptedDice([1, 2])))
    let g = act(game()).game
    g = endTurn(endTurn(g))
    const pushed = act(g)
    expect(line(pushed, 'mkk.noPushDamage')).toBeDefined()
    expect(pushed.game.pieces.k.clicks).toEqual([0])
    expect(pushed.game.pieces['k-r'].clicks).toEqual([0])
    expect(pushed.game.pieces.k.actionTokens).toBe(2)
  })
})

describe('003 Attacking and Damaging a Cavalry Unit, Horsemanship', () => {
  it("the attacker names the dial; a ranged attack at the lancer's dial is -2 (Horsemanship)", () => {
    const g = endTurn(game())
    const facts: MkActionFacts = { pairs: [pair('x', 'k', 6)], enemiesInContact: [] }
    expect(code(performMk(g, { kind: 'ranged', piece: 'x', targets: ['k'] }, facts, scriptedDice([])))).toBe('attacker-must-choose-dial')
    // 2d6 5 + 5 = 10 + 8 - 2 = 16 against the lancer's defence 16: a hit; without Horsemanship 18.
    const r = ok(
      performMk(g, { kind: 'ranged', piece: 'x', targets: ['k'], cavalry: { targetDial: 'rider' } }, facts, scriptedDice([5, 5])),
    )
    expect(r.breakdown.modifiers.find((m) => m.key === 'mkk.horsemanship')?.value).toBe(-2)
    expect(r.events).toContainEqual({ kind: 'clicks', piece: 'k-r', dial: 0, from: 0, to: 3 })
  })
})

describe('003 Eliminating Cavalry Units, Intelligence Levels', () => {
  it('a mount eliminated first puts its rider in base contact; a skittish mount without rider leaves at the end phase', () => {
    const g0 = endTurn(game())
    const onMount = { ...g0.pieces.k, clicks: [4] }
    const g = { ...g0, pieces: Object.assign(Object.create(null), g0.pieces, { k: onMount }) }
    const facts: MkActionFacts = { pairs: [pair('x', 'k', 6)], enemiesInContact: [], cavalry: { riderPlaces: { k: [3, 4] } } }
    // 2d6 6 + 5 = 11 + 8 = 19 against the mount's defence at click 4, 13: 3 clicks, click 4 -> 5 is the skull.
    const r = ok(
      performMk(g, { kind: 'ranged', piece: 'x', targets: ['k'], cavalry: { targetDial: 'mount' } }, facts, scriptedDice([6, 5])),
    )
    expect(r.events).toContainEqual({ kind: 'eliminated', piece: 'k', by: 'red' })
    expect(r.events).toContainEqual({ kind: 'riderPlaced', piece: 'k-r', mount: 'k', to: [3, 4] })
    expect(r.game.pieces['k-r'].mounted).toBe(false)
    expect(r.game.cavalry?.saddle.k).toBeNull()
  })

  it('a rider eliminated leaves a skittish mount that cannot act and is removed at the end of the turn', () => {
    const g0 = endTurn(game())
    const g = { ...g0, pieces: Object.assign(Object.create(null), g0.pieces, { 'k-r': { ...g0.pieces['k-r'], clicks: [4] } }) }
    const facts: MkActionFacts = { pairs: [pair('x', 'k', 6)], enemiesInContact: [] }
    const r = ok(performMk(g, { kind: 'ranged', piece: 'x', targets: ['k-r'] }, facts, scriptedDice([6, 5])))
    expect(r.events).toContainEqual({ kind: 'eliminated', piece: 'k-r', by: 'red' })
    const end = ok(performMk(r.game, { kind: 'endTurn' }, {}, scriptedDice([])))
    expect(end.events[0]).toEqual({ kind: 'eliminated', piece: 'k', by: null })
    expect(line(end, 'mkk.skittishRemoved')?.value).toBe('k')
  })
})

describe('003 Dismounted Riders', () => {
  it('dismounting is a special action that places the rider; it may remount a friendly mount it touches', () => {
    const noRoom = performMk(game(), { kind: 'dismount', piece: 'k' }, { cavalry: { riderPlaces: { k: null } } }, scriptedDice([]))
    expect(code(noRoom)).toBe('no-room-to-dismount')
    const off = ok(performMk(game(), { kind: 'dismount', piece: 'k' }, { cavalry: { riderPlaces: { k: [1, 2] } } }, scriptedDice([])))
    expect(off.events).toEqual([{ kind: 'riderPlaced', piece: 'k-r', mount: 'k', to: [1, 2] }])
    expect(off.game.turn.actions.usedBase).toBe(1)
    const far = performMk(off.game, { kind: 'remount', piece: 'k-r', mount: 'k' }, { cavalry: { remountContact: false } }, scriptedDice([]))
    expect(code(far)).toBe('remount-not-in-contact')
    const on = ok(
      performMk(off.game, { kind: 'remount', piece: 'k-r', mount: 'k' }, { cavalry: { remountContact: true } }, scriptedDice([])),
    )
    expect(on.events).toEqual([{ kind: 'remounted', piece: 'k-r', mount: 'k', side: 'blue' }])
    expect(on.game.pieces.k.actionTokens).toBe(1)
  })
})

describe('003 Overwhelm, Trample', () => {
  const move = (to: [number, number], touched: string[] = []): MkMoveFacts => ({
    from: [0, 0],
    to,
    pathIn: 6,
    enemiesInContact: [],
    basesCrossed: [{ id: 'x', atIn: 3, dials: 1 }],
    blockedAtIn: null,
    endOverlaps: [],
    enemiesTouchedAtEnd: touched,
  })

  it('Overwhelm: d6 4 + the lancer bonus 2 = 6 dismounts the salamander rider beside its mount', () => {
    const facts: MkActionFacts = {
      move: { ...move([0, -15], ['o']), basesCrossed: [] },
      cavalry: {
        overwhelm: { opposingInContactAtStart: [], usedSpeedAbility: false, opposingInContactAtEnd: [{ id: 'o', cavalryUnit: true }] },
        riderPlaces: { o: [5, -20] },
      },
    }
    const r = ok(performMk(game(), { kind: 'overwhelm', piece: 'k', target: 'o', to: [0, -15], facingDeg: 0 }, facts, scriptedDice([4])))
    expect(line(r, 'mkk.overwhelm')?.value).toBe(true)
    expect(r.events).toContainEqual({ kind: 'riderPlaced', piece: 'o-r', mount: 'o', to: [5, -20] })
    expect(r.game.cavalry?.saddle.o).toBeNull()
  })

  it('Trample: the crossbowman crossed at ground level is dealt 1 damage', () => {
    const facts: MkActionFacts = {
      move: move([0, -15]),
      cavalry: {
        trample: {
          atGroundLevel: true,
          doubleTime: false,
          straightThroughFrontArc: true,
          crossed: [{ id: 'x', side: 'red', atGroundLevel: true, cavalryUnit: false }],
        },
      },
    }
    const r = ok(performMk(game(), { kind: 'trample', piece: 'k', to: [0, -15], facingDeg: 0 }, facts, scriptedDice([])))
    expect(r.events).toContainEqual({ kind: 'moved', piece: 'k', to: [0, -15], facingDeg: 0 })
    expect(r.events).toContainEqual({ kind: 'clicks', piece: 'x', dial: 0, from: 0, to: 1 })
  })
})

describe('003 Dark Riders Subfaction, Subfaction Abilities: Dark Riders', () => {
  function darkGame(mountClick: number): MkGame {
    const pieces = [
      { ...figurePiece(card('mk-dark-steed'), 'd', 'red'), clicks: [mountClick] },
      figurePiece(card('mk-dark-rider'), 'd-r', 'red'),
      figurePiece(card('mk-crossbowman'), 'x', 'blue'),
    ]
    return cavalryOfPairs(newMkGame(pieces, ['red', 'blue'], 600), [{ mount: 'd', rider: 'd-r' }], {
      d: 'mk-dark-steed',
      'd-r': 'mk-dark-rider',
    })
  }

  it('Dark Unity at the start of the command phase: the rider takes a click, the mount heals one; not after an action (R-MKK-25)', () => {
    const r = ok(performMk(darkGame(2), { kind: 'darkUnity', piece: 'd' }, {}, scriptedDice([])))
    expect(r.events).toEqual([
      { kind: 'clicks', piece: 'd-r', dial: 0, from: 0, to: 1 },
      { kind: 'clicks', piece: 'd', dial: 0, from: 2, to: 1 },
    ])
    expect(code(performMk(r.game, { kind: 'darkUnity', piece: 'd' }, {}, scriptedDice([])))).toBe('dark-unity-used')
    const still: MkMoveFacts = {
      from: [0, 0],
      to: [0, 0],
      pathIn: 0,
      enemiesInContact: [],
      basesCrossed: [],
      blockedAtIn: null,
      endOverlaps: [],
      enemiesTouchedAtEnd: [],
    }
    const turned = ok(performMk(darkGame(2), { kind: 'move', piece: 'd', to: [0, 0], facingDeg: 90 }, { move: still }, scriptedDice([])))
    expect(code(performMk(turned.game, { kind: 'darkUnity', piece: 'd' }, {}, scriptedDice([])))).toBe('dark-unity-not-at-start')
  })

  it('the Dark Steed with its rider up turns back to its start click instead of leaving (R-MKK-10)', () => {
    const g = endTurn(darkGame(3))
    const facts: MkActionFacts = { pairs: [pair('x', 'd', 6)], enemiesInContact: [] }
    // 2d6 6 + 6: a critical hit, 3 + 1 clicks on the mount at click 3: its skull at click 4, reset to 0.
    const r = ok(
      performMk(g, { kind: 'ranged', piece: 'x', targets: ['d'], cavalry: { targetDial: 'mount' } }, facts, scriptedDice([6, 6])),
    )
    expect(r.game.pieces.d.clicks).toEqual([0])
    expect(r.events.some((e) => e.kind === 'eliminated')).toBe(false)
  })
})
