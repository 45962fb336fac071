import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ARMOUR_EFFECTS, WEAPON_EFFECTS, type ArmourEffect, type UnitCard, type WeaponEffect } from '../../../scene/cards/unitCard'
import { scriptedDice } from '../../kernel/dice'
import { card } from '../model/game.testkit'
import { newModelState } from '../model/gameState'
import { resolveHit } from './apply'
import { woundSetup } from './setup'
import { eliminationChance, hitChance, hitChanceWithDodge, woundChances } from './chances'
import { contestChances } from '../model/rolls'

const defender = (armour: UnitCard['armour'], ko = 5) =>
  newModelState(
    'd',
    'blue',
    card({ armour, attributes: { AGI: 4, NK: 2, FK: 2, KO: ko, WN: 3, EH: 3 }, hitPoints: { normal: 8, critical: 4 } }),
  )

/**
 * The chances checked against the resolver itself: every sequence of 4 W12 results (20736, each
 * 1/12^4) is played through resolveHit; the resolver uses a prefix and the rest is irrelevant,
 * so the weighted counts are the exact distribution of what the game does.
 */
function playedDistribution(
  weapon: { strength: number; damage: number; effects: WeaponEffect[] },
  armourEffects: ArmourEffect[],
  protection: number,
  reduction: number,
) {
  const d = defender([{ name: 'R', protection, reduction, effects: armourEffects }])
  const out = { nothing: 0, shock: 0, damage: 0, loss: new Map<number, number>() }
  const w = 1 / 12 ** 4
  for (let i = 0; i < 12 ** 4; i++) {
    const seq = [0, 1, 2, 3].map((k) => (Math.floor(i / 12 ** k) % 12) + 1)
    const r = resolveHit(scriptedDice(seq), d, { attackerId: 'a', profile: weapon, attackerKO: 5, coverArmourBonus: 0 })
    out[r.roll.outcome] += w
    const lost = r.effects.trauma ? 0 : r.model.hpLost
    out.loss.set(lost, (out.loss.get(lost) ?? 0) + w)
  }
  return out
}

describe('hit chances (4.8.1, 8.4)', () => {
  it.each([
    [0, 0],
    [-2, 0],
    [1, 1 / 12],
    [7, 7 / 12],
    [12, 1],
    [15, 1],
  ])('FK target %s hits with %s', (t, p) => expect(hitChance(t)).toBeCloseTo(p, 12))

  it('dodge fire mixes the -1 in with the target winning the compared AGI roll', () => {
    // Equal AGI: the target wins 66 of 144 (ties lose, R-8.4a): 66/144 * 6/12 + 78/144 * 7/12.
    expect(hitChanceWithDodge(7, 4, 4)).toBeCloseTo((66 / 144) * (6 / 12) + (78 / 144) * (7 / 12), 12)
    expect(contestChances(4, 4).a).toBeCloseTo(66 / 144, 12)
  })
})

describe('wound chances by exact enumeration (10.4)', () => {
  it('strength 5 against KO 5: 66/144 damage, 12/144 shock, 66/144 nothing', () => {
    const c = woundChances(woundSetup({ profile: { strength: 5, damage: 2 }, attackerKO: 5, defender: defender([]), coverArmourBonus: 0 }))
    expect(c.damage).toBeCloseTo(66 / 144, 12)
    expect(c.shock).toBeCloseTo(12 / 144, 12)
    expect(c.nothing).toBeCloseTo(66 / 144, 12)
    expect(c.hpLoss).toEqual([
      { hp: 0, p: expect.closeTo(78 / 144, 12) },
      { hp: 2, p: expect.closeTo(66 / 144, 12) },
    ])
    expect(eliminationChance(c, 2)).toBeCloseTo(66 / 144, 12)
    expect(eliminationChance(c, 3)).toBe(0)
  })

  it.each<[WeaponEffect[], ArmourEffect[], number, number]>([
    [['concussion'], [], 6, 0],
    [[], ['adaptive'], 6, 1],
    [[], ['robust'], 5, 0],
    [['concussion'], ['robust'], 7, 1],
    [[], ['adaptive', 'robust'], 7, 1],
    [['shred'], [], 6, 0],
    [['shred', 'concussion'], ['structureReinforced'], 4, 1],
    [['trauma'], [], 6, 0],
  ])('matches the resolver played over every die: weapon %j, armour %j', (wEff, aEff, protection, reduction) => {
    const weapon = { strength: 6, damage: 3, effects: wEff }
    const d = defender([{ name: 'R', protection, reduction, effects: aEff }])
    const c = woundChances(woundSetup({ profile: weapon, attackerKO: 5, defender: d, coverArmourBonus: 0 }))
    const played = playedDistribution(weapon, aEff, protection, reduction)
    expect(c.nothing).toBeCloseTo(played.nothing, 10)
    expect(c.shock).toBeCloseTo(played.shock, 10)
    expect(c.damage).toBeCloseTo(played.damage, 10)
    for (const { hp, p } of c.hpLoss) expect(p).toBeCloseTo(played.loss.get(hp) ?? 0, 10)
  })
})

describe('properties', () => {
  const effects = <T extends string>(all: readonly T[]) => fc.subarray([...all])
  const arbSetup = fc.record({
    strength: fc.integer({ min: 0, max: 14 }),
    additive: fc.boolean(),
    damage: fc.integer({ min: 0, max: 8 }),
    wEff: effects(WEAPON_EFFECTS),
    aEff: effects(ARMOUR_EFFECTS),
    protection: fc.integer({ min: 0, max: 14 }),
    reduction: fc.integer({ min: 0, max: 4 }),
    ko: fc.integer({ min: 0, max: 12 }),
    cover: fc.integer({ min: 0, max: 2 }),
    indirect: fc.boolean(),
    half: fc.boolean(),
  })

  it('the chances of a wound roll sum to 1, and so do the hit points lost', () => {
    fc.assert(
      fc.property(arbSetup, (a) => {
        const s = woundSetup({
          profile: { strength: a.strength, additive: a.additive, damage: a.damage, effects: a.wEff },
          attackerKO: 5,
          defender: defender([{ name: 'R', protection: a.protection, reduction: a.reduction, effects: a.aEff }], a.ko),
          coverArmourBonus: a.cover,
          indirect: a.indirect,
          halfDamage: a.half,
        })
        const c = woundChances(s)
        expect(c.nothing + c.shock + c.damage).toBeCloseTo(1, 10)
        expect(c.hpLoss.reduce((x, y) => x + y.p, 0)).toBeCloseTo(1, 10)
        expect(c.hpLoss.every((x) => x.hp >= 0)).toBe(true)
      }),
      { numRuns: 150 },
    )
  })

  it('a hit never heals and never leaves AP below 0, whatever the dice', () => {
    fc.assert(
      fc.property(
        arbSetup,
        fc.array(fc.integer({ min: 1, max: 12 }), { minLength: 6, maxLength: 6 }),
        fc.integer({ min: 0, max: 11 }),
        fc.integer({ min: 0, max: 12 }),
        (a, dice, hpLost, ap) => {
          const d = { ...defender([{ name: 'R', protection: a.protection, reduction: a.reduction, effects: a.aEff }], a.ko), hpLost, ap }
          const r = resolveHit(scriptedDice(dice), d, {
            attackerId: 'a',
            profile: { strength: a.strength, additive: a.additive, damage: a.damage, effects: a.wEff },
            attackerKO: 5,
            coverArmourBonus: a.cover,
            indirect: a.indirect,
            halfDamage: a.half,
          })
          expect(r.model.hpLost).toBeGreaterThanOrEqual(d.hpLost)
          expect(r.model.ap).toBeGreaterThanOrEqual(0)
          expect(r.model.ap).toBeLessThanOrEqual(d.ap)
          expect(r.model.tokens.shock).toBeGreaterThanOrEqual(d.tokens.shock)
        },
      ),
      { numRuns: 300 },
    )
  })
})
