import { describe, expect, it } from 'vitest'
import type { Armour, DamageProfile, UnitCard, WeaponEffect } from '../../../scene/cards/unitCard'
import { scriptedDice } from '../../kernel/dice'
import { newModelState, type ModelState } from '../model/gameState'
import { card } from '../model/game.testkit'
import { chooseArmour, damageBeforeShred, woundSetup, type WoundSetupInput } from './setup'
import { rollWound, takesReroll, woundOutcome } from './roll'
import { applyHitEffects, resolveHit, type HitEffects } from './apply'
import { combatSettings } from '../ranged/settings'

const pistol: DamageProfile = { strength: 4, damage: 2 }
const vest = (over: Partial<Armour> = {}): Armour => ({ name: 'Weste', protection: 6, reduction: 0, ...over })
const defender = (over: Partial<UnitCard> = {}, state: Partial<ModelState> = {}): ModelState => ({
  ...newModelState('d', 'blue', card(over)),
  ...state,
})
const setupFor = (profile: DamageProfile, def: ModelState, extra: Partial<WoundSetupInput> = {}) =>
  woundSetup({ profile, attackerKO: 5, defender: def, coverArmourBonus: 0, ...extra })
const keys = (mods: { key: string; value: number }[]) => mods.map((m) => `${m.key}:${m.value}`)

describe('wound and armour values (10.4, 10.3)', () => {
  it('Beispiel 8: an explosive pistol doubles its strength, unless the armour is explosive too', () => {
    const explosive = { ...pistol, effects: ['explosive' as const] }
    const plain = setupFor(explosive, defender({ armour: [vest()] }))
    expect(plain.woundValue).toBe(8) // 4 doubled
    expect(keys(plain.woundModifiers)).toEqual(['strength:4', 'explosive:4'])
    const neutral = setupFor(explosive, defender({ armour: [vest({ effects: ['explosive'] })] }))
    expect(neutral.woundValue).toBe(4)
    expect(neutral.neutralised).toEqual(['explosive'])
    expect(neutral.lines.map((l) => l.key)).toContain('effectNeutralised')
  })

  it.each<[Armour[], WeaponEffect[], number, string]>([
    // [armour, effects of the weapon, expected armour value, why]
    [[], [], 5, 'no armour: KO 5'],
    [[vest({ protection: 3 })], [], 5, 'KO 5 is higher than protection 3'],
    [[vest()], [], 6, 'protection 6'],
    [[vest({ protection: 2, additive: true })], [], 7, 'additive: KO 5 + 2 (13.2)'],
    [[vest({ protection: 9 })], ['armourPiercing'], 5, 'protection 9 halved rounded up = 5, not below KO 5'],
    [[vest({ protection: 7 })], ['armourPiercing'], 5, '7 halved rounded up = 4 < KO 5: KO (R-10.3a)'],
    [[vest({ protection: 11 })], ['armourPiercing'], 6, '11 halved rounded up = 6'],
    [[vest({ protection: 11, effects: ['armourPiercing'] })], ['armourPiercing'], 11, 'armour piercing neutralised by the armour'],
  ])('armour %#: %s', (armour, effects, expected) => {
    const s = setupFor({ ...pistol, effects }, defender({ armour }))
    expect(s.armourValue).toBe(expected)
  })

  it('R-10.2a: of several armours the one with the highest protection against this weapon is used', () => {
    const c = card({ armour: [vest({ name: 'a', protection: 8 }), vest({ name: 'b', protection: 7, effects: ['armourPiercing'] })] })
    expect(chooseArmour(c, [])?.name).toBe('a')
    // Against armour piercing: a gives 4, b keeps 7 (it neutralises the effect).
    expect(chooseArmour(c, ['armourPiercing'])?.name).toBe('b')
  })

  it('additive strength adds to the attacker KO (12.5); sustained fire adds to the wound roll', () => {
    const s = setupFor({ strength: 2, additive: true, damage: 1 }, defender(), { woundBonus: 3 })
    expect(s.woundValue).toBe(10) // KO 5 + 2, + 3
  })

  it.each([
    // [cover bonus, indirect, shrapnel, active camouflage revealed, expected bonus over protection 6]
    [1, false, false, false, 1],
    [2, false, false, true, 3],
    [0, true, false, false, 2], // 14.11: as if in massive cover
    [1, true, false, false, 2], // massive replaces the hard cover it touches
    [2, false, true, true, 0], // shrapnel: neither cover nor camouflage
    [0, true, true, false, 0], // R-14.11b (default): shrapnel also cancels the indirect bonus
  ] as const)('armour bonuses: cover %s, indirect %s, shrapnel %s, camouflage %s', (cover, indirect, shrapnel, cam, bonus) => {
    const def = defender(
      { armour: [vest()] },
      { camouflage: cam ? { mode: 'active', level: 1, hidden: false, fullMovesSinceReveal: 0 } : null },
    )
    const s = setupFor({ ...pistol, effects: shrapnel ? ['shrapnel'] : [] }, def, { coverArmourBonus: cover, indirect })
    expect(s.armourValue - 6).toBe(bonus)
  })

  it('R-14.11b as a setting: shrapnel may leave the indirect bonus in place', () => {
    const s = woundSetup(
      {
        profile: { ...pistol, effects: ['shrapnel'] },
        attackerKO: 5,
        defender: defender({ armour: [vest()] }),
        coverArmourBonus: 0,
        indirect: true,
      },
      combatSettings({ damage: { shrapnelIgnoresIndirectCover: false } }).damage,
    )
    expect(s.armourValue).toBe(8)
  })
})

describe('damage before shred (10.3, 10.5, R-10.5a)', () => {
  it.each([
    // [damage, half (area), reduction, armour effects, weapon effects, expected]
    [4, false, 0, [], [], 4],
    [4, false, 1, [], [], 3],
    [1, false, 2, [], [], 0], // never below 0
    [5, true, 0, [], [], 3], // 5 halved rounded up
    [5, false, 0, ['structureReinforced'], [], 2], // halved rounded down
    [5, false, 0, ['structureReinforced'], ['structureDamaging'], 5],
    [5, true, 1, ['structureReinforced'], [], 0], // 5 -> 3 (area) -> 1 (structure) -> 0
  ] as const)('damage %s, half %s, reduction %s, armour %j, weapon %j -> %s', (damage, half, reduction, aEff, wEff, expected) => {
    const def = defender({ armour: [vest({ reduction, effects: [...aEff] })] })
    const s = setupFor({ strength: 4, damage, effects: [...wEff] }, def, { halfDamage: half })
    expect(damageBeforeShred(s).amount).toBe(expected)
  })
})

describe('the roll (10.4) and the rerolls (10.3, R-10.3b)', () => {
  const even = setupFor(pistol, defender({ armour: [vest({ protection: 4 })] })) // strength 4; KO 5 beats protection 4
  it('compares wound and armour totals: higher attacker damage, tie shock, higher defender nothing', () => {
    expect(even.woundValue).toBe(4)
    expect(even.armourValue).toBe(5)
    expect(rollWound(scriptedDice([7, 5]), even, { attacker: 'a', defender: 'd' }).outcome).toBe('damage') // 11 > 10
    expect(rollWound(scriptedDice([6, 5]), even, { attacker: 'a', defender: 'd' }).outcome).toBe('shock') // 10 = 10
    expect(rollWound(scriptedDice([5, 5]), even, { attacker: 'a', defender: 'd' }).outcome).toBe('nothing')
    expect(woundOutcome(3, 3)).toBe('shock')
  })

  it('concussion: the attacker forces the armour roll again when that helps it on average', () => {
    const s = setupFor({ ...pistol, effects: ['concussion'] }, defender({ armour: [vest({ protection: 4 })] }))
    // Wound 3+4 = 7 against armour 8+5 = 13: nothing. Rolling the armour again wins when the new
    // die is 1 (7 > 6), ties at 2: the mean rank (2 + 1) / 12 > 0, so the attacker takes it.
    const r = rollWound(scriptedDice([3, 8, 1]), s, { attacker: 'a', defender: 'd' })
    expect(r.armourDice).toEqual([8, 1])
    expect(r.outcome).toBe('damage')
    expect(r.rerolls).toEqual(['concussion'])
    // Already winning: no reroll (the script has no third die, so a reroll would throw).
    expect(rollWound(scriptedDice([12, 1]), s, { attacker: 'a', defender: 'd' }).rerolls).toEqual([])
  })

  it('adaptive: the defender rolls its armour again; robust: it makes the attacker roll again', () => {
    const adaptive = setupFor(pistol, defender({ armour: [vest({ protection: 5, effects: ['adaptive'] })] }))
    const r = rollWound(scriptedDice([9, 2, 12]), adaptive, { attacker: 'a', defender: 'd' }) // 13 > 7: damage; 12+5 = 17 saves
    expect(r.outcome).toBe('nothing')
    expect(r.rerolls).toEqual(['adaptive'])
    const robust = setupFor(pistol, defender({ armour: [vest({ protection: 5, effects: ['robust'] })] }))
    const q = rollWound(scriptedDice([9, 2, 1]), robust, { attacker: 'a', defender: 'd' }) // wound again: 1+4 = 5 < 7
    expect(q.woundDice).toEqual([9, 1])
    expect(q.outcome).toBe('nothing')
  })

  it('R-10.3b: with concussion and adaptive, the setting decides who goes first', () => {
    const s = setupFor({ ...pistol, effects: ['concussion'] }, defender({ armour: [vest({ protection: 5, effects: ['adaptive'] })] }))
    // 4+4 = 8 against 5+6 = 11: nothing. Attacker first: concussion, armour 1 -> 6: damage;
    // then the defender's adaptive: armour 9 -> 14: nothing.
    const a = rollWound(scriptedDice([4, 6, 1, 9]), s, { attacker: 'a', defender: 'd' })
    expect(a.rerolls).toEqual(['concussion', 'adaptive'])
    expect(a.outcome).toBe('nothing')
    // Defender first: it is winning, keeps its die; then the attacker forces the reroll.
    const b = rollWound(
      scriptedDice([4, 6, 1]),
      s,
      { attacker: 'a', defender: 'd' },
      combatSettings({ damage: { rerollOrder: 'defender-first' } }).damage,
    )
    expect(b.rerolls).toEqual(['concussion'])
    expect(b.outcome).toBe('damage')
  })

  it('a defender at a tie rerolls only when a better result is more likely than a worse one', () => {
    // Values 4 vs 4 (armour 4 would be KO 5: use a KO 3 card). Tie at 6-6: new armour die n gives
    // damage for n < 6 (5 cases), tie at 6, nothing for n > 6 (6 cases): mean (10 + 1) / 12 < 1: reroll.
    const s = setupFor(
      pistol,
      defender({ attributes: { AGI: 4, NK: 2, FK: 2, KO: 3, WN: 3, EH: 3 }, armour: [vest({ protection: 4, effects: ['adaptive'] })] }),
    )
    expect(takesReroll({ effect: 'adaptive', die: 'armour', by: 'defender' }, 6, 6, s)).toBe(true)
    // Tie at 1-1: only higher dice help, 11 of 12: reroll. Tie at 12-12: only worse: keep.
    expect(takesReroll({ effect: 'adaptive', die: 'armour', by: 'defender' }, 12, 12, s)).toBe(false)
  })
})

describe('applying a hit (10.5, 11.3, 11.5, 10.3 markers)', () => {
  const hit = (over: Partial<HitEffects>): HitEffects => ({
    outcome: 'damage',
    hpLoss: 0,
    trauma: false,
    poisonMarkers: 0,
    poison: null,
    burning: null,
    ...over,
  })
  const apply = (m: ModelState, e: HitEffects, settings = combatSettings()) =>
    applyHitEffects(m, e, { dice: scriptedDice([]), settings }).model
  // Card: 4 normal + 2 critical = 6 HP, 6 AP.
  it.each([
    // [hp lost before, already critical, loss, expected hpLost, critical, eliminated, AP left]
    [0, false, 2, 2, false, false, 5], // 4 left: survives, 1 shock
    [0, false, 4, 4, true, false, 5], // 2 left = only critical: critical + shock
    [0, true, 4, 4, true, false, 4], // 11.3: critical a second time: one more shock
    [4, true, 1, 5, true, false, 5], // 2 left before: already within the critical points, no second fall
    [3, true, 1, 4, true, false, 4], // 3 -> 2 left: falls critical again after a heal: one more shock
    [0, false, 6, 6, false, true, 6], // eliminated: no shock
    [2, false, 9, 6, false, true, 6],
  ] as const)('before %s (critical %s), loss %s', (before, crit, loss, hpLost, critical, eliminated, ap) => {
    const m = apply(defender({}, { hpLost: before, critical: crit }), hit({ hpLoss: loss }))
    expect(m).toMatchObject({ hpLost, critical, eliminated, ap })
  })

  it('10.4 tie: one shock; a model without AP takes a shock token (11.5)', () => {
    const m = apply(defender({}, { ap: 0 }), hit({ outcome: 'shock' }))
    expect(m.ap).toBe(0)
    expect(m.tokens.shock).toBe(1)
    expect(apply(defender(), hit({ outcome: 'nothing' }))).toEqual(defender())
  })

  it('R-10.5b: damage reduced to 0 still shocks the survivor (setting)', () => {
    expect(apply(defender(), hit({ hpLoss: 0 })).ap).toBe(5)
    expect(apply(defender(), hit({ hpLoss: 0 }), combatSettings({ damage: { zeroDamageShock: false } })).ap).toBe(6)
  })

  it('trauma: shocks instead of hit points (R-10.3c)', () => {
    const m = apply(defender(), hit({ hpLoss: 3, trauma: true }))
    expect(m).toMatchObject({ hpLost: 0, ap: 3 })
  })

  it('burning and poison markers only for a survivor', () => {
    const fire: DamageProfile = { strength: 5, damage: 1, effects: ['burning', 'poisonous'] }
    const m = apply(defender(), hit({ hpLoss: 1, burning: fire, poison: fire, poisonMarkers: 2 }))
    expect(m.tokens.burning).toEqual(fire)
    expect(m.tokens.poison).toEqual({ count: 2, profile: fire })
    const dead = apply(defender(), hit({ hpLoss: 6, burning: fire, poison: fire, poisonMarkers: 2 }))
    expect(dead.tokens.burning).toBeNull()
    expect(dead.tokens.poison).toBeNull()
  })
})

describe('resolveHit end to end (scripted dice)', () => {
  it('poisonous: markers are half the difference, rounded up', () => {
    // Wound 4 + 12 = 16 against KO 5 + 1 = 6: difference 10 -> 5 markers; damage 2 of 6.
    const r = resolveHit(scriptedDice([12, 1]), defender(), {
      attackerId: 'a',
      profile: { strength: 4, damage: 2, effects: ['poisonous'] },
      attackerKO: 5,
      coverArmourBonus: 0,
    })
    expect(r.model.tokens.poison?.count).toBe(5)
    expect(r.model.hpLost).toBe(2)
  })

  it('shred: a failed KO roll doubles the loss', () => {
    // 4 + 10 = 14 > 5 + 1: damage 2; KO roll 9 > KO 5 fails: 4 lost.
    const r = resolveHit(scriptedDice([10, 1, 9]), defender(), {
      attackerId: 'a',
      profile: { strength: 4, damage: 2, effects: ['shred'] },
      attackerKO: 5,
      coverArmourBonus: 0,
    })
    expect(r.model.hpLost).toBe(4)
    const kept = resolveHit(scriptedDice([10, 1, 5]), defender(), {
      attackerId: 'a',
      profile: { strength: 4, damage: 2, effects: ['shred'] },
      attackerKO: 5,
      coverArmourBonus: 0,
    })
    expect(kept.model.hpLost).toBe(2)
  })
})
