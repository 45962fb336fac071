import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import type { UnitCard, Weapon } from '../../../scene/cards/unitCard'
import { card, colossus, drone, fixtureGame } from '../model/game.testkit'
import { scriptedDice, seededDice } from '../../kernel/dice'
import type { GameState, ModelState } from '../model/gameState'
import { meleeAttack } from './melee'
import { DEFAULT_MELEE_SETTINGS, type MeleeFacts, type MeleeRequest } from './types'
import { resolveMeleeChoice } from './choice'
import { combatSettings } from '../ranged/settings'

const sword: Weapon = { name: 'Schwert', class: 1, profile: { strength: 1, additive: true, damage: 2 }, range: 'melee' }
const halberd: Weapon = {
  name: 'Hellebarde',
  class: 2,
  unwieldy: true,
  profile: { strength: 2, additive: true, damage: 3 },
  range: 'melee',
}
const pistol: Weapon = { name: 'Pistole', class: 1, profile: { strength: 4, damage: 1 }, range: { band: 20, bands: 3 } }
const fighter = (over: Partial<UnitCard> = {}) => card({ weapons: [sword, pistol], ...over })

/** a (side A) and d (side B) in base contact; more models by `extra`. */
function duel(
  a: Partial<UnitCard> = {},
  d: Partial<UnitCard> = {},
  patch: { a?: Partial<ModelState>; d?: Partial<ModelState> } = {},
  extra: { id: string; side: string; card?: UnitCard }[] = [],
): GameState {
  return fixtureGame([
    { id: 'a', side: 'A', card: fighter(a), patch: patch.a },
    { id: 'd', side: 'B', card: fighter(d), patch: patch.d },
    ...extra,
  ])
}
const contact: MeleeFacts = { active: true, attackerContacts: ['d'], defenderContacts: ['a'] }
const attack = (over: Partial<MeleeRequest> = {}): MeleeRequest => ({
  kind: 'attack',
  attackerId: 'a',
  defenderId: 'd',
  weapon: 'Schwert',
  ...over,
})
const keysOf = (mods: { key: string; value: number }[]) => mods.map((m) => [m.key, m.value])

function rolled(game: GameState, dice: number[], req: Partial<MeleeRequest> = {}, facts: MeleeFacts = contact) {
  const r = meleeAttack(game, scriptedDice(dice), attack(req), facts)
  if (!r.ok) throw new Error(`refused: ${r.refusal.code} ${r.refusal.reason}`)
  return r
}

describe('melee: procedure (15.1) and outcomes', () => {
  // NK 2 each, no modifiers: totals are die + 2.
  it.each([
    [[8, 5], 'attacker', 'NK', ['damage', 'pushBack', 'pushBackAndFollow']],
    [[3, 9], 'defender', 'NK', ['pushBack', 'none']],
    // tie 6 + 2 = 6 + 2, then AGI 4 each: 7 + 4 > 2 + 4
    [[6, 6, 7, 2], 'attacker', 'AGI', ['damage', 'pushBack', 'pushBackAndFollow']],
    // tie, AGI tie (5 + 4 = 5 + 4), AGI again: 1 + 4 < 12 + 4
    [[6, 6, 5, 5, 1, 12], 'defender', 'AGI', ['pushBack', 'none']],
  ] as const)('dice %j: %s wins by %s', (dice, winner, by, options) => {
    const r = rolled(duel(), [...dice])
    expect(r.value.winner).toBe(winner)
    expect(r.value.decidedBy).toBe(by)
    expect(r.value.options).toEqual(options)
  })

  it('R-15.1c setting agiTie=nothing: a second tie leaves no winner and no options', () => {
    const r = meleeAttack(duel(), scriptedDice([6, 6, 5, 5]), attack(), contact, { ...DEFAULT_MELEE_SETTINGS, agiTie: 'nothing' })
    expect(r.ok && r.value.winner).toBe('none')
    expect(r.ok && r.value.options).toEqual([])
  })

  it('pays WK AP (attack WK, reckless WK+2) and opens a counter-attack for the defender', () => {
    const r = rolled(duel(), [8, 5])
    expect(r.value.game.models.a.ap).toBe(5) // 6 - WK I
    expect(r.value.counterAttack).toMatchObject({ by: 'd', against: 'a', againstFightsWithNkZero: false })
    const reckless = rolled(duel(), [8, 5], { kind: 'recklessAttack' })
    expect(reckless.value.game.models.a.ap).toBe(3) // 6 - (1 + 2)
  })

  it.each([
    ['no base contact', { attackerContacts: [], defenderContacts: [] }, {}, 'not-in-base-contact'],
    ['ranged weapon (15.5)', contact, { weapon: 'Pistole' }, 'wrong-weapon-kind'],
    ['unknown weapon', contact, { weapon: 'Axt' }, 'no-such-weapon'],
    ['friend', contact, { defenderId: 'f' }, 'not-an-enemy'],
    ['counter-attack without a window', contact, { kind: 'counterAttack' }, 'no-counter-attack-window'],
    ['opportunity attack without a disengage', contact, { kind: 'opportunityAttack' }, 'no-opportunity-window'],
  ] as const)('refuses: %s', (_, facts, req, code) => {
    const game = duel({}, {}, {}, [{ id: 'f', side: 'A' }])
    const r = meleeAttack(game, scriptedDice([]), attack(req as Partial<MeleeRequest>), {
      ...contact,
      ...facts,
      attackerContacts: [...facts.attackerContacts, 'f'],
    })
    expect(r.ok ? 'ok' : r.refusal.code).toBe(code)
  })

  it('15.8: a hidden camouflaged model cannot be attacked', () => {
    const game = duel({}, {}, { d: { camouflage: { mode: 'passive', level: 2, hidden: true, fullMovesSinceReveal: 0 } } })
    const r = meleeAttack(game, scriptedDice([]), attack(), contact)
    expect(!r.ok && r.refusal.code).toBe('target-camouflaged')
  })

  it('refuses an attack without enough AP, and the reaction needs no initiative phase', () => {
    const r = meleeAttack(duel({}, {}, { a: { ap: 0 } }), scriptedDice([]), attack(), contact)
    expect(!r.ok && r.refusal.code).toBe('not-enough-ap')
  })

  it('12.8 / 12.7: a limited melee weapon loses a use, a reloading one takes a reload marker', () => {
    const spear: Weapon = { ...sword, name: 'Speer', uses: 1, reload: true }
    const game = duel({ weapons: [spear] })
    const r = rolled(game, [8, 5], { weapon: 'Speer' })
    expect(r.value.game.models.a.usesLeft['weapon:Speer']).toBe(0)
    expect(r.value.game.models.a.tokens.reload).toEqual(['Speer'])
    const again = meleeAttack(r.value.game, scriptedDice([]), attack({ weapon: 'Speer' }), contact)
    expect(!again.ok && again.refusal.code).toBe('no-uses-left')
  })

  it('15.9: unarmed with strength KO; a telematon cannot fight unarmed', () => {
    const r = rolled(duel(), [8, 5], { weapon: 'unarmed' })
    expect(r.value.weapon).toMatchObject({ class: 1, profile: { strength: 5, damage: 2 } })
    const game = fixtureGame([
      { id: 'op', side: 'A' },
      { id: 'a', side: 'A', card: drone(), operatorId: 'op' },
      { id: 'd', side: 'B' },
    ])
    const t = meleeAttack(game, scriptedDice([]), attack({ weapon: 'unarmed' }), contact)
    expect(!t.ok && t.refusal.code).toBe('no-such-weapon')
  })
})

describe('melee: modifiers (15.7, 15.3, 16.2.1, 18.3.1)', () => {
  it('15.7.1: a charge gives +2 unless the defender is in defence, which it then loses (15.3)', () => {
    const charge = rolled(duel(), [8, 5], { kind: 'charge' })
    expect(keysOf(charge.value.attacker.modifiers)).toEqual([['melee.charge', 2]])
    expect(charge.value.attacker.total).toBe(4) // NK 2 + 2
    const guarded = rolled(
      duel({}, {}, { d: { tokens: { ...fixtureGame([{ id: 'x', side: 'A' }]).models.x.tokens, defence: true } } }),
      [8, 5],
      { kind: 'charge' },
    )
    expect(guarded.value.attacker.total).toBe(2)
    expect(guarded.value.game.models.d.tokens.defence).toBe(false)
  })

  it('15.7.2: +2 for each friend touching the enemy base, for both sides', () => {
    const game = duel({}, {}, {}, [
      { id: 'f1', side: 'A' },
      { id: 'f2', side: 'A' },
      { id: 'g1', side: 'B' },
    ])
    // f1, f2 touch d (+4 for a); g1 touches a (+2 for d); a dead friend would not count.
    const r = rolled(game, [8, 5], {}, { active: true, attackerContacts: ['d', 'g1'], defenderContacts: ['a', 'f1', 'f2'] })
    expect(r.value.attacker.total).toBe(2 + 4)
    expect(r.value.defender.total).toBe(2 + 2)
  })

  it('15.7.4: -3 for carrying anything unwieldy (weapon, equipment), once', () => {
    const r = rolled(duel({ weapons: [sword, halberd], equipment: [{ name: 'Schild', unwieldy: true }] }), [9, 5])
    expect(keysOf(r.value.attacker.modifiers)).toEqual([['melee.unwieldy', -3]])
  })

  // 15.7.5: +2 per step to the larger; 8.10: prone counts one smaller (R-15.7.5a).
  it.each([
    ['large', 'medium', false, 2, 0],
    ['huge', 'small', false, 6, 0],
    ['medium', 'large', false, 0, 2],
    ['large', 'medium', true, 0, 0],
  ] as const)('size %s vs %s (attacker prone %s): attacker +%d, defender +%d', (sa, sd, prone, ba, bd) => {
    const r = rolled(duel({ size: sa }, { size: sd }, { a: { prone } }), [8, 5])
    expect(r.value.attacker.total - 2).toBe(ba)
    expect(r.value.defender.total - 2).toBe(bd)
  })

  it('15.3 reckless attack: +3; lost, the counter-attack meets it with NK 0', () => {
    const r = rolled(duel(), [2, 9], { kind: 'recklessAttack' }) // 2 + 5 = 7 < 9 + 2 = 11
    expect(r.value.attacker.total).toBe(5)
    expect(r.value.winner).toBe('defender')
    const window = r.value.counterAttack!
    expect(window.againstFightsWithNkZero).toBe(true)
    const counter = meleeAttack(
      r.value.game,
      scriptedDice([4, 4]),
      { kind: 'counterAttack', attackerId: 'd', defenderId: 'a', weapon: 'Schwert', answers: window },
      { active: false, attackerContacts: ['a'], defenderContacts: ['d'] },
    )
    expect(counter.ok).toBe(true)
    if (!counter.ok) return
    expect(counter.value.defender.nk).toBe(0)
    expect(counter.value.winner).toBe('attacker') // 4 + 2 > 4 + 0
    expect(counter.value.counterAttack).toBeNull() // a reaction answers an action only (6.2)
    expect(counter.value.game.models.d.ap).toBe(5)
  })

  it('15.4 opportunity attack: the disengaging model fights with NK 0', () => {
    const game = duel()
    const window = { kind: 'opportunityAttack' as const, disengagingId: 'a', enemies: ['d'], round: game.round }
    const r = meleeAttack(
      game,
      scriptedDice([1, 2]),
      { kind: 'opportunityAttack', attackerId: 'd', defenderId: 'a', weapon: 'Schwert', answers: window },
      { active: false, attackerContacts: ['a'], defenderContacts: ['d'] },
    )
    expect(r.ok && r.value.defender.total).toBe(0)
    expect(r.ok && r.value.winner).toBe('attacker') // 1 + 2 > 2 + 0
  })

  it('15.7.3 / 16.3: attacking from camouflage reveals the attacker and gives +2 that round; active camouflage +1 (16.2.1)', () => {
    const game = duel({}, {}, { a: { camouflage: { mode: 'active', level: 1, hidden: true, fullMovesSinceReveal: 0 } } })
    const r = rolled(game, [8, 5])
    expect(keysOf(r.value.attacker.modifiers)).toEqual([
      ['melee.camouflageAmbush', 2],
      ['melee.activeCamouflage', 1],
    ])
    expect(r.value.game.models.a.camouflage).toMatchObject({ hidden: false, ambushRound: 1 })
    // The next round the ambush bonus is gone, the active camouflage bonus stays.
    const later = rolled({ ...r.value.game, round: 2 }, [8, 5])
    expect(keysOf(later.value.attacker.modifiers)).toEqual([['melee.activeCamouflage', 1]])
  })

  it('18.3.1: a colossus gets -1 per side in the critical state', () => {
    // Mech hull 15 HP, sides 10 with 4 critical: 6 lost on the left leaves 4, critical.
    const game = duel(colossus({ weapons: [sword] }), {}, { a: { zoneHpLost: { hull: 0, left: 6, right: 0, movement: 0 } } })
    const r = rolled(game, [8, 5])
    expect(keysOf(r.value.attacker.modifiers)).toContainEqual(['colossusCriticalSide', -1])
    expect(keysOf(r.value.attacker.modifiers)).toContainEqual(['melee.sizeDifference', 4]) // huge vs medium
  })

  it('7.2: a passive NK reroll repeats a losing die', () => {
    const game = duel({ traits: [{ name: 'Klingenmeister', level: 1, effect: { kind: 'reroll', attribute: 'NK', times: 1 } }] })
    const r = rolled(game, [2, 6, 11]) // 2 + 2 < 6 + 2: reroll 11 + 2 > 8
    expect(r.value.winner).toBe('attacker')
    expect(r.value.rolls[0].dice).toEqual([2, 11])
  })
})

describe('melee: the winner chooses (R-15.1a)', () => {
  it('damage: a hit of the weapon, wound against armour (10.4)', () => {
    const r = rolled(duel(), [8, 5])
    // Wound 10 + strength (KO 5 + 1 additive) = 16 against armour 3 + KO 5 = 8: 2 damage, then a shock.
    const out = resolveMeleeChoice(r.value.game, scriptedDice([10, 3]), r.value, { kind: 'damage' })
    expect(out.ok).toBe(true)
    if (!out.ok) return
    expect(out.value.hit).toMatchObject({ attackerId: 'a', defenderId: 'd', attackerKO: 5 })
    expect(out.value.game.models.d.hpLost).toBe(2)
    expect(out.value.game.models.d.ap).toBe(5)
  })

  it('damage on a colossus rolls the hit zone first (15.6)', () => {
    const game = duel({}, colossus({ weapons: [sword] }))
    const r = rolled(game, [12, 1])
    // Zone W12 4 = left (R-18.3a table); wound 12 + 6 = 18 against armour 1 + KO 8 = 9: 2 HP off the left side.
    const out = resolveMeleeChoice(r.value.game, scriptedDice([4, 12, 1]), r.value, { kind: 'damage' })
    expect(out.ok && out.value.hit?.zone).toBe('left')
    expect(out.ok && out.value.game.models.d.zoneHpLost).toMatchObject({ left: 2, hull: 0 })
  })

  it("damage in melee reads the game's hit-zone table (R-18.3a as set), not the default one", () => {
    const game = duel({}, colossus({ weapons: [sword] }))
    const r = rolled(game, [12, 1])
    // A table whose every W12 result is the right side: the same 4 that hit the left side above now hits the right.
    const settings = combatSettings({ colossus: { hitZoneTable: Array(12).fill('right') } })
    const out = resolveMeleeChoice(r.value.game, scriptedDice([4, 12, 1]), r.value, { kind: 'damage' }, settings)
    expect(out.ok && out.value.hit?.zone).toBe('right')
    expect(out.ok && out.value.game.models.d.zoneHpLost).toMatchObject({ right: 2, left: 0 })
  })

  it('push back: refused against a larger model (15.2); the loser may push back an equal one', () => {
    const big = duel({}, { size: 'large' })
    const r = rolled(big, [12, 1])
    expect(r.value.options).toEqual(['damage'])
    const push = resolveMeleeChoice(r.value.game, scriptedDice([]), r.value, { kind: 'pushBack', push: { distanceCm: 3, freeCm: 10 } })
    expect(!push.ok && push.refusal).toMatchObject({
      code: 'choice-not-open',
      params: { choice: 'pushBack', winner: 'attacker', options: 'damage' },
    })
    const lost = rolled(duel(), [1, 12])
    const back = resolveMeleeChoice(lost.value.game, scriptedDice([]), lost.value, {
      kind: 'pushBack',
      push: { distanceCm: 4, freeCm: 10 },
    })
    expect(back.ok && back.value.push).toMatchObject({ pusherId: 'd', pushedId: 'a', movedCm: 4, stoppedBy: 'distance' })
  })

  it('push back and follow: the attacker follows as far as the defender went', () => {
    const r = rolled(duel(), [12, 1])
    const out = resolveMeleeChoice(r.value.game, scriptedDice([]), r.value, {
      kind: 'pushBackAndFollow',
      push: { distanceCm: 8, freeCm: 5, endContacts: [] },
    })
    expect(out.ok && out.value.push?.stoppedBy).toBe('obstacle')
    expect(out.ok && out.value.follow).toEqual({ modelId: 'a', cm: 5 })
  })
})

describe('melee invariants', () => {
  it('AP never fall below 0 and a melee never heals', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 12 }),
        fc.integer({ min: 0, max: 6 }),
        fc.integer(),
        fc.constantFrom('attack', 'recklessAttack', 'charge'),
        (ap, lost, seed, kind) => {
          const game = duel({}, {}, { a: { ap }, d: { hpLost: lost } })
          const dice = seededDice(seed)
          const r = meleeAttack(game, dice, attack({ kind: kind as MeleeRequest['kind'] }), contact)
          if (!r.ok) return r.refusal.code === 'not-enough-ap'
          if (r.value.game.models.a.ap < 0) return false
          if (r.value.winner !== 'attacker') return true
          const out = resolveMeleeChoice(r.value.game, dice, r.value, { kind: 'damage' })
          return out.ok && out.value.game.models.d.hpLost >= lost && out.value.game.models.d.ap >= 0
        },
      ),
      { numRuns: 200 },
    )
  })
})
