import { describe, expect, it } from 'vitest'
import type { Trait } from '../../../scene/cards/unitCard'
import { card, fixtureGame } from '../model/game.testkit'
import { scriptedDice } from '../../kernel/dice'
import type { CamouflageState, GameState } from '../model/gameState'
import {
  afterMoveAction,
  bestCamouflage,
  camouflageArmourBonus,
  camouflageMeleeModifiers,
  isTargetable,
  reveal,
  revealOnAttack,
  startingCamouflage,
  type RevealFacts,
} from './camouflage'

const ghillie: Trait = { name: 'Tarnanzug', level: 2, effect: { kind: 'camouflage', mode: 'passive', level: 2 } }
const optic: Trait = { name: 'Optische Tarnung', effect: { kind: 'camouflage', mode: 'active', level: 1 } }
const hidden = (mode: 'passive' | 'active' = 'passive', level = 2): CamouflageState => ({
  mode,
  level,
  hidden: true,
  fullMovesSinceReveal: 0,
})

function game(camo: CamouflageState | null = hidden()): GameState {
  return fixtureGame([
    { id: 'r', side: 'A' },
    { id: 's', side: 'A' },
    { id: 'h', side: 'B', card: card({ traits: [ghillie] }), patch: { camouflage: camo } },
  ])
}
const sees: RevealFacts = { active: true, inMelee: false, targetInPerception: true, supporterSees: { s: true } }

describe('camouflage: starting, best and targetable (16, 16.1, 16.2)', () => {
  it.each([
    [[ghillie], true, { mode: 'passive', level: 2, hidden: true }],
    [[ghillie], false, { mode: 'passive', level: 2, hidden: false }],
    [[optic], false, { mode: 'active', level: 1, hidden: true }],
    // R-16a: the highest level that can hide here; away from terrain only the active one can.
    [[ghillie, optic], true, { mode: 'passive', level: 2, hidden: true }],
    [[ghillie, optic], false, { mode: 'active', level: 1, hidden: true }],
  ] as const)('traits %#: touching terrain %s', (traits, touching, expected) => {
    const m = fixtureGame([{ id: 'x', side: 'A', card: card({ traits: [...traits] }) }]).models.x
    expect(startingCamouflage(m, touching).camouflage).toMatchObject(expected)
  })

  it('R-16a: equal levels prefer active; a card without camouflage stays without', () => {
    expect(
      bestCamouflage(
        [
          { mode: 'passive', level: 1, source: 'a' },
          { mode: 'active', level: 1, source: 'b' },
        ],
        true,
      )?.mode,
    ).toBe('active')
    const plain = fixtureGame([{ id: 'x', side: 'A' }]).models.x
    expect(startingCamouflage(plain, true).camouflage).toBeNull()
  })

  it('16.2: hidden models are not targetable, revealed ones are', () => {
    expect(isTargetable({ camouflage: hidden() })).toBe(false)
    expect(isTargetable({ camouflage: { ...hidden(), hidden: false } })).toBe(true)
    expect(isTargetable({ camouflage: null })).toBe(true)
  })
})

describe('reveal (16.4) and reveal support (16.5)', () => {
  // WN 3 - level 2 + extra AP + 1 per supporter.
  it.each([
    [0, [], 1, 1, true],
    [0, [], 2, 1, false],
    [1, ['s'], 3, 3, true],
    [1, ['s'], 4, 3, false],
  ] as const)('extra AP %d, supporters %j, die %d: target %d, revealed %s', (extraAp, supporters, die, target, revealed) => {
    const r = reveal(game(), scriptedDice([die]), { revealerId: 'r', targetId: 'h', extraAp, supporters: [...supporters] }, sees)
    expect(r.ok).toBe(true)
    if (!r.ok) return
    expect(r.breakdown.rolls[0].target).toBe(target)
    expect(r.value.revealed).toBe(revealed)
    expect(r.value.game.models.h.camouflage?.hidden).toBe(!revealed)
    expect(r.value.game.models.r.ap).toBe(6 - 2 - extraAp)
    if (supporters.length) expect(r.value.game.models.s.ap).toBe(4)
  })

  it.each([
    ['out of perception', {}, { targetInPerception: false }, 'not-in-perception'],
    ['supporter does not see', { supporters: ['s'] }, { supporterSees: {} }, 'not-in-perception'],
    ['supporter is an enemy', { supporters: ['h'] }, {}, 'not-a-friend'],
    ['too many extra AP', { extraAp: 5 }, {}, 'not-enough-ap'],
  ] as const)('refused: %s', (_, req, facts, code) => {
    const r = reveal(game(), scriptedDice([]), { revealerId: 'r', targetId: 'h', ...req } as never, { ...sees, ...facts })
    expect(!r.ok && r.refusal.code).toBe(code)
  })

  it("negative extra AP is the caller's mistake: it throws", () => {
    expect(() => reveal(game(), scriptedDice([]), { revealerId: 'r', targetId: 'h', extraAp: -1 }, sees)).toThrow(/rules\/sight: .*extraAp/)
  })

  it('only a hidden enemy can be revealed', () => {
    expect(reveal(game({ ...hidden(), hidden: false }), scriptedDice([]), { revealerId: 'r', targetId: 'h' }, sees)).toMatchObject({
      ok: false,
      refusal: { code: 'target-not-camouflaged' },
    })
    expect(reveal(game(), scriptedDice([]), { revealerId: 'r', targetId: 's' }, sees)).toMatchObject({
      ok: false,
      refusal: { code: 'not-an-enemy', params: { model: 'r', target: 's' } },
    })
  })
})

describe('revealed by attacking, hiding again (16.3), advantages (16.2.1, 15.7.3)', () => {
  it('firing reveals without the melee ambush; melee remembers the round', () => {
    const m = game().models.h
    expect(revealOnAttack(m, 'ranged', 3).model.camouflage).toMatchObject({ hidden: false, ambushRound: undefined })
    expect(revealOnAttack(m, 'melee', 3).model.camouflage).toMatchObject({ hidden: false, ambushRound: 3 })
    expect(revealOnAttack(revealOnAttack(m, 'melee', 3).model, 'melee', 4).revealed).toBe(false)
  })

  it('hides again after 2 full move actions when the preconditions hold', () => {
    let m = revealOnAttack(game().models.h, 'ranged', 1).model
    m = afterMoveAction(m, { full: false, touchingTerrainAtLeastProfileSize: true })
    expect(m.camouflage).toMatchObject({ hidden: false, fullMovesSinceReveal: 0 })
    m = afterMoveAction(m, { full: true, touchingTerrainAtLeastProfileSize: true })
    expect(m.camouflage?.hidden).toBe(false)
    // Second full move, but passive camouflage away from terrain: not yet.
    m = afterMoveAction(m, { full: true, touchingTerrainAtLeastProfileSize: false })
    expect(m.camouflage).toMatchObject({ hidden: false, fullMovesSinceReveal: 2 })
    m = afterMoveAction(m, { full: true, touchingTerrainAtLeastProfileSize: true })
    expect(m.camouflage?.hidden).toBe(true)
  })

  it('active camouflage hides anywhere after 2 full moves', () => {
    let m = game({ ...hidden('active', 1), hidden: false }).models.h
    m = afterMoveAction(afterMoveAction(m, { full: true, touchingTerrainAtLeastProfileSize: false }), {
      full: true,
      touchingTerrainAtLeastProfileSize: false,
    })
    expect(m.camouflage?.hidden).toBe(true)
  })

  it('16.2.1: +1 armour for revealed active camouflage only; NK +1 (R-16.2.1a) and +2 in the ambush round', () => {
    expect(camouflageArmourBonus({ camouflage: { ...hidden('active'), hidden: false } })?.value).toBe(1)
    expect(camouflageArmourBonus({ camouflage: hidden('active') })).toBeNull()
    expect(camouflageArmourBonus({ camouflage: { ...hidden('passive'), hidden: false } })).toBeNull()
    const cam = { ...hidden('active'), hidden: false, ambushRound: 2 }
    expect(camouflageMeleeModifiers({ camouflage: cam }, 2).map((m) => m.value)).toEqual([2, 1])
    expect(camouflageMeleeModifiers({ camouflage: cam }, 3).map((m) => m.value)).toEqual([1])
    expect(camouflageMeleeModifiers({ camouflage: cam }, 3, { activeNkBonus: 'withAmbush' })).toEqual([])
  })
})
