import { describe, expect, it } from 'vitest'
import { mkFigureCard } from '../../../scene/mageknight/library'
import { scriptedDice } from '../../kernel/dice'
import { figurePiece, type MkPiece } from '../core/dial'
import { performMk } from './engine'
import { DEFAULT_MK_SETTINGS, newMkGame } from './game'
import type { FormationFacts } from './formationTypes'
import type { MkActionFacts, MkGame, MkMoveFacts, MkPairFacts } from './types'

/**
 * Formations in the engine over hand-made facts (MAGE-KNIGHT-CORE 10; the judge measures them on
 * a table in tests/mk-formation.test.ts). Red: crossbowmen r1, r2 (Black Powder Rebels, speed 7,
 * attack 8, damage 3, range 8) and the dwarf bombardier r3 (same faction, speed 5); blue: the
 * bone golem b1 (defence 16) and, where named, the war mammoth (Orc Raiders, a large figure).
 * Build total 100: one action a turn (R-MKC-1), so a formation's one action is all red has.
 */
const IN = 2.54
const card = (id: string, name: string, side: string): MkPiece => figurePiece(mkFigureCard(name), id, side)
const red = (): MkPiece[] => [
  card('r1', 'mk-crossbowman', 'red'),
  card('r2', 'mk-crossbowman', 'red'),
  card('r3', 'mk-dwarf-bombardier', 'red'),
]
const game = (extra: MkPiece[] = []): MkGame => newMkGame([...red(), card('b1', 'mk-bone-golem', 'blue'), ...extra], ['red', 'blue'], 100)
const defaults = () => DEFAULT_MK_SETTINGS
const code = (r: { ok: boolean; refusal?: { code: string } }) => (r.ok ? null : r.refusal?.code)

const move = (from: [number, number], pathIn: number, extra: Partial<MkMoveFacts> = {}): MkMoveFacts => ({
  from,
  to: [from[0], from[1] - pathIn * IN],
  pathIn,
  enemiesInContact: [],
  basesCrossed: [],
  blockedAtIn: null,
  endOverlaps: [],
  enemiesTouchedAtEnd: [],
  ...extra,
})
/** r1 and r2 side by side (touching), both moving `pathIn` north; they touch at their goals too. */
const pairMove = (pathIn: [number, number], formation: Partial<FormationFacts> = {}): MkActionFacts => ({
  formation: {
    contacts: [['r1', 'r2']],
    enemiesInContact: {},
    moves: { r1: move([0, 0], pathIn[0]), r2: move([1.25 * IN, 0], pathIn[1]) },
    goalContacts: [['r1', 'r2']],
    goalOverlaps: [],
    ...formation,
  },
})
const formationMove = (ids: string[] = ['r1', 'r2']) =>
  ({ kind: 'formationMove', members: ids.map((piece) => ({ piece, to: [0, 0] as [number, number], facingDeg: 0 })) }) as const

describe('core 10 Formationen: a move formation', () => {
  it('core 10: one action for both, a token each, each moved to its own goal', () => {
    const r = performMk(game(), formationMove(), pairMove([6, 6]), scriptedDice([]))
    if (!r.ok) throw new Error(r.refusal.reason)
    expect(r.value.game.turn.actions.usedBase).toBe(1)
    expect([r.value.game.pieces.r1.actionTokens, r.value.game.pieces.r2.actionTokens]).toEqual([1, 1])
    expect(r.value.events.filter((e) => e.kind === 'moved').map((e) => e.piece)).toEqual(['r1', 'r2'])
    expect(r.value.breakdown.lines.map((l) => l.key)).toContain('mk.formationAction')
  })

  it('R-MKF-2: with the bombardier (speed 5) the crossbowman may not go 6 in; with `own` speeds it may', () => {
    const facts = pairMove([6, 4], {
      contacts: [['r1', 'r3']],
      moves: { r1: move([0, 0], 6), r3: move([1.25 * IN, 0], 4) },
      goalContacts: [['r1', 'r3']],
    })
    const slow = performMk(game(), formationMove(['r1', 'r3']), facts, scriptedDice([]))
    expect(code(slow)).toBe('beyond-speed')
    expect(slow.ok ? null : slow.refusal.clause.section).toBe('R-MKF-2')
    const own = performMk(game(), formationMove(['r1', 'r3']), facts, scriptedDice([]), {
      settings: { ...defaults(), core: { ...defaults().core, formationMoveSpeed: 'own' } },
    })
    expect(own.ok).toBe(true)
  })

  it('R-MKF-6: a fellow member on the way is no obstacle; R-MKF-4: the formation must touch again at the goals', () => {
    const through = pairMove([3, 3], {
      moves: { r1: move([0, 0], 3, { basesCrossed: [{ id: 'r2', atIn: 1, dials: 1 }] }), r2: move([1.25 * IN, 0], 3) },
    })
    expect(performMk(game(), formationMove(), through, scriptedDice([])).ok).toBe(true)
    expect(code(performMk(game(), formationMove(), pairMove([3, 3], { goalContacts: [] }), scriptedDice([])))).toBe(
      'formation-split-at-goal',
    )
    expect(code(performMk(game(), formationMove(), pairMove([3, 3], { goalOverlaps: [['r1', 'r2']] }), scriptedDice([])))).toBe(
      'goal-occupied',
    )
  })

  it('R-MKF-5: a member touching an opponent does not join a move formation', () => {
    const r = performMk(game(), formationMove(), pairMove([3, 3], { enemiesInContact: { r2: ['b1'] } }), scriptedDice([]))
    expect(code(r)).toBe('formation-member-in-contact')
  })

  it('core 10: members not in one chain, or of another side, are refused', () => {
    expect(code(performMk(game(), formationMove(), pairMove([3, 3], { contacts: [] }), scriptedDice([])))).toBe('formation-not-in-contact')
    const g = game([card('b2', 'mk-bone-golem', 'blue')])
    const blue = pairMove([3, 3], {
      contacts: [['b1', 'b2']],
      moves: { b1: move([0, 0], 3), b2: move([3, 0], 3) },
      goalContacts: [['b1', 'b2']],
    })
    expect(code(performMk(g, formationMove(['b1', 'b2']), blue, scriptedDice([])))).toBe('not-your-turn')
  })

  it('001 Planken und Leitern: a moving formation carries one ladder without losing movement, never two', () => {
    const withLadders = (carried: Record<string, string>): MkGame => ({ ...game(), siege: { sections: {}, ladders: {}, carried } })
    const one = performMk(withLadders({ r1: 'ladder-1' }), formationMove(), pairMove([6, 6]), scriptedDice([]))
    if (!one.ok) throw new Error(one.refusal.reason)
    expect(one.value.breakdown.lines).toContainEqual(expect.objectContaining({ key: 'castle.ladder.carried', value: 'ladder-1' }))
    const two = performMk(withLadders({ r1: 'ladder-1', r2: 'ladder-2' }), formationMove(), pairMove([6, 6]), scriptedDice([]))
    expect(code(two)).toBe('carries-a-ladder-already')
  })
})

/** `attacker` facing north at `from`, `target` straight north `distanceIn` away. */
const pair = (attacker: string, target: string, from: [number, number], distanceIn: number): MkPairFacts => ({
  attacker,
  target,
  attackerCentre: from,
  targetCentre: [from[0], from[1] - distanceIn * IN],
  attackerFacingDeg: 0,
  targetFacingDeg: 180,
  distanceIn,
  inBaseContact: distanceIn <= 1.25 + 0.05,
  lineOfFire: { status: 'clear', bases: [], blockedBy: [] },
  attackerRaised: false,
  targetRaised: false,
})
const attackFacts = (r1In: number, r2In: number, formation: Partial<FormationFacts> = {}): MkActionFacts => ({
  pairs: [pair('r1', 'b1', [0, 0], r1In), pair('r2', 'b1', [0.2, 0], r2In)],
  formation: { contacts: [['r1', 'r2']], enemiesInContact: {}, ...formation },
})

describe('core 10 Formationen: ranged and close combat', () => {
  it("core 10, R-MKF-3: a ranged formation: 4 + 4 + attack 8 + 1 for the other member = 17 hits defence 16 with the main attacker's damage 3", () => {
    const action = { kind: 'formationRanged', members: ['r1', 'r2'], main: 'r1', target: 'b1' } as const
    const r = performMk(game(), action, attackFacts(6, 6), scriptedDice([4, 4]))
    if (!r.ok) throw new Error(r.refusal.reason)
    expect(r.value.breakdown.rolls[0]).toMatchObject({ total: 17, opponentTotal: 16 })
    expect(r.value.breakdown.modifiers).toContainEqual(expect.objectContaining({ key: 'mk.formationBonus', value: 1 }))
    expect(r.value.events).toContainEqual({ kind: 'clicks', piece: 'b1', dial: 0, from: 0, to: 3 })
    expect([r.value.game.pieces.r1.actionTokens, r.value.game.pieces.r2.actionTokens]).toEqual([1, 1])
    expect(r.value.game.turn.actions.usedBase).toBe(1)
  })

  it('core 10: every member could shoot on its own: r2 at 9 in is out of its 8 in range', () => {
    const action = { kind: 'formationRanged', members: ['r1', 'r2'], main: 'r1', target: 'b1' } as const
    const r = performMk(game(), action, attackFacts(6, 9), scriptedDice([]))
    expect(code(r)).toBe('out-of-range')
    expect(r.ok ? '' : r.refusal.reason).toContain('formation member r2')
    const outside = { ...action, main: 'r3' }
    expect(code(performMk(game(), outside, attackFacts(6, 6), scriptedDice([])))).toBe('main-attacker-not-member')
  })

  it('core 10, 13: a close-combat formation needs every member in base contact; a critical miss hurts the main attacker only', () => {
    const action = { kind: 'formationMelee', members: ['r1', 'r2'], main: 'r2', target: 'b1' } as const
    expect(code(performMk(game(), action, attackFacts(1.25, 2), scriptedDice([])))).toBe('not-in-base-contact')
    const r = performMk(game(), action, attackFacts(1.25, 1.25), scriptedDice([1, 1]))
    if (!r.ok) throw new Error(r.refusal.reason)
    expect(r.value.events.filter((e) => e.kind === 'clicks')).toEqual([{ kind: 'clicks', piece: 'r2', dial: 0, from: 0, to: 1 }])
  })

  it('core 4, 10: pushed members each take their own click', () => {
    const action = { kind: 'formationMelee', members: ['r1', 'r2'], main: 'r1', target: 'b1' } as const
    const first = performMk(game(), action, attackFacts(1.25, 1.25), scriptedDice([2, 3]))
    if (!first.ok) throw new Error(first.refusal.reason)
    let g = first.value.game
    for (let i = 0; i < 2; i++) {
      const t = performMk(g, { kind: 'endTurn' }, {}, scriptedDice([]))
      if (!t.ok) throw new Error(t.refusal.reason)
      g = t.value.game
    }
    const again = performMk(g, action, attackFacts(1.25, 1.25), scriptedDice([2, 3]))
    if (!again.ok) throw new Error(again.refusal.reason)
    const pushes = again.value.events.filter((e) => e.kind === 'clicks' && (e.piece === 'r1' || e.piece === 'r2'))
    expect(pushes.map((e) => e.kind === 'clicks' && e.piece)).toEqual(['r1', 'r2'])
  })
})

describe('000 Großfiguren angreifen: a formation and a large figure', () => {
  const mammoth = () => card('mammoth', 'mk-war-mammoth', 'blue')
  /** A base touching the mammoth (radius 2 in) at `bearing` degrees, facing its centre. */
  const at = (bearing: number): [number, number] => {
    const r = 2.625 * IN
    const rad = (bearing * Math.PI) / 180
    return [r * Math.sin(rad), -r * Math.cos(rad)]
  }
  const meleePair = (id: string, bearing: number): MkPairFacts => ({
    ...pair(id, 'mammoth', at(bearing), 2.625),
    targetCentre: [0, 0],
    attackerFacingDeg: (bearing + 180) % 360,
    inBaseContact: true,
  })
  // r1 at 67.5 degrees touches the right section, r2 at 40 degrees the front; 27.5 degrees apart on a
  // 2.625 in circle the two 1.25 in bases just touch each other (chord 2 x 2.625 x sin 13.75 = 1.248 in).
  const facts = (): MkActionFacts => ({
    pairs: [meleePair('r1', 67.5), meleePair('r2', 40)],
    large: {
      placement: { mammoth: { centre: [0, 0], facingDeg: 0 } },
      touching: {
        mammoth: [
          { id: 'r1', side: 'red', centre: at(67.5) },
          { id: 'r2', side: 'red', centre: at(40) },
        ],
      },
    },
    formation: { contacts: [['r1', 'r2']], enemiesInContact: {} },
  })

  it("000 Großfiguren angreifen: the main attacker's section is hit (r1: right, dial 2), with the formation bonus", () => {
    const action = { kind: 'formationMelee', members: ['r1', 'r2'], main: 'r1', target: 'mammoth' } as const
    const r = performMk(game([mammoth()]), action, facts(), scriptedDice([6, 5]))
    if (!r.ok) throw new Error(r.refusal.reason)
    expect(r.value.breakdown.rolls[0]).toMatchObject({ total: 6 + 5 + 8 + 1 })
    const hits = r.value.events.filter((e) => e.kind === 'clicks' && e.piece === 'mammoth')
    expect(hits.map((e) => e.kind === 'clicks' && e.dial)).toEqual([2])
    const byR2 = performMk(game([mammoth()]), { ...action, main: 'r2' }, facts(), scriptedDice([6, 5]))
    if (!byR2.ok) throw new Error(byR2.refusal.reason)
    expect(byR2.value.events.filter((e) => e.kind === 'clicks' && e.piece === 'mammoth').map((e) => e.kind === 'clicks' && e.dial)).toEqual(
      [0],
    )
  })

  it('000 Passagiere: a passenger moves only by leaving its chariot, not with a move formation', () => {
    const g = { ...game(), aboard: Object.assign(Object.create(null), { chariot: 'r2' }) }
    expect(code(performMk(g, formationMove(), pairMove([1, 1]), scriptedDice([])))).toBe('passenger-moves-by-leaving')
  })

  it('000 Allgemeine Regeln: a large figure is never part of a formation', () => {
    const g = newMkGame([...red(), card('m2', 'mk-war-mammoth', 'red'), card('b1', 'mk-bone-golem', 'blue')], ['red', 'blue'], 500)
    const r = performMk(g, formationMove(['r1', 'm2']), pairMove([1, 1], { contacts: [['r1', 'm2']] }), scriptedDice([]))
    expect(code(r)).toBe('large-figure-no-formation')
  })
})
