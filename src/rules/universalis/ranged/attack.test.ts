import { describe, expect, it } from 'vitest'
import type { UnitCard, Weapon } from '../../../scene/cards/unitCard'
import type { SightRuling } from '../sight/coverTypes'
import { scriptedDice } from '../../kernel/dice'
import { card, colossus, fixtureGame } from '../model/game.testkit'
import type { ModelState } from '../model/gameState'
import { planRangedAttack, resolveRangedAttack, type RangedAttackInput } from './attack'
import { rangeBandModifier } from './modifiers'
import { isRefusal } from './checks'
import { combatSettings } from './settings'

const pistol: Weapon = { name: 'Pistole', class: 1, profile: { strength: 4, damage: 2 }, range: { band: 20, bands: 3 } }
const rifle: Weapon = {
  name: 'Gewehr',
  class: 2,
  profile: { strength: 5, damage: 2 },
  range: { band: 30, bands: 3 },
  reload: true,
  uses: 2,
}
const cannon: Weapon = { name: 'Kanone', class: 4, unwieldy: true, profile: { strength: 9, damage: 4 }, range: { band: 25, bands: 4 } }
const knife: Weapon = { name: 'Messer', class: 1, profile: { strength: 3, damage: 1 }, range: 'melee' }
const shooterCard = (over: Partial<UnitCard> = {}) =>
  card({ attributes: { AGI: 4, NK: 2, FK: 6, KO: 5, WN: 3, EH: 3 }, weapons: [pistol, rifle, cannon, knife], ...over })

type Sight = RangedAttackInput['sight']
const sight = (edge: number, over: Partial<SightRuling> = {}): Sight => ({
  lineOfSight: true,
  cover: 'none',
  rangedModifier: 0,
  coverFrom: [],
  armourBonus: 0,
  distance: { edge, center: edge + 2.5, horizontal: edge + 2.5 },
  ...over,
})
const hardCover: Partial<SightRuling> = { cover: 'hard', rangedModifier: -2, coverFrom: ['wall'], armourBonus: 1 }

function game(
  shooter: Partial<ModelState> = {},
  target: Partial<ModelState> = {},
  targetCard?: UnitCard,
  more: { id: string; side: string; patch?: Partial<ModelState> }[] = [],
) {
  return fixtureGame([
    { id: 's', side: 'red', card: shooterCard(), patch: shooter },
    { id: 't', side: 'blue', card: targetCard, patch: target },
    ...more,
  ])
}
const input = (over: Partial<RangedAttackInput> = {}): RangedAttackInput => ({
  shooterId: 's',
  targetId: 't',
  weaponName: 'Pistole',
  kind: 'normal',
  sight: sight(16),
  acting: { active: true, inMelee: false },
  ...over,
})
const plan = (g = game(), over: Partial<RangedAttackInput> = {}, settings = combatSettings()) => {
  const r = planRangedAttack(g, input(over), settings)
  if (!r.ok) throw new Error(r.refusal.reason)
  return r.value
}
const mods = (p: { modifiers: { key: string; value: number }[] }) => Object.fromEntries(p.modifiers.map((m) => [m.key, m.value]))
const refusal = (g: ReturnType<typeof game>, over: Partial<RangedAttackInput>) => {
  const r = planRangedAttack(g, input(over))
  return r.ok ? null : r.refusal.code
}

describe('range bands (14.7, 12.3)', () => {
  const band = (w: Weapon, d: number, aimed = false, s = combatSettings()) => {
    const r = rangeBandModifier(w, 5, d, aimed, s.ranged)
    return isRefusal(r) ? r.code : r.modifier.value
  }
  it('Beispiel 11: pistol 20/3: 16 cm no malus, 42 cm -2 (third band), beyond 60 cm out of range', () => {
    expect(band(pistol, 16)).toBe(0)
    expect(band(pistol, 42)).toBe(-2)
    expect(band(pistol, 60.01)).toBe('out-of-range')
  })
  it.each([
    // distance: band-contains-end (default, R-14.7a) / full-band-at-end
    [0, 0, 0],
    [20, 0, -1],
    [20.5, -1, -1],
    [40, -1, -2],
    [60, -2, -3],
  ])('R-14.7a: %s cm -> %s by default, %s with full-band-at-end', (d, inclusive, full) => {
    expect(band(pistol, d)).toBe(inclusive)
    expect(band(pistol, d, false, combatSettings({ ranged: { bandBoundary: 'full-band-at-end' } }))).toBe(full)
  })
  it('R-14.2a: an aimed shot doubles the band length (40/3), or the count as a setting (20/6)', () => {
    expect(band(pistol, 42, true)).toBe(-1)
    expect(band(pistol, 120, true)).toBe(-2)
    expect(band(pistol, 121, true)).toBe('out-of-range')
    expect(band(pistol, 42, true, combatSettings({ ranged: { aimedBands: 'double-count' } }))).toBe(-2)
    expect(band(pistol, 120, true, combatSettings({ ranged: { aimedBands: 'double-count' } }))).toBe(-5)
  })
  it('12.3: thrown weapons have 3 bands of KO x 2 cm, unwieldy ones KO x 0.5 rounded up', () => {
    const stone: Weapon = { ...pistol, range: 'thrown' }
    expect(band(stone, 30)).toBe(-2) // 10/3: 30 cm is the third band
    expect(band(stone, 31)).toBe('out-of-range')
    expect(band({ ...stone, unwieldy: true }, 9)).toBe(-2) // 3/3
    expect(band(knife, 1)).toBe('wrong-weapon-kind')
  })
})

describe('FK modifiers (14.2, 14.3, 14.10, 18.3.1)', () => {
  it('a plain shot at 16 cm at a medium target in the open: FK 6, nothing else', () => {
    const p = plan()
    expect(p.fkTarget).toBe(6)
    expect(p.check.apCost).toBe(2) // WK I + 1
  })
  it.each([
    ['aimed', { kind: 'aimed' }, { aimedShot: 2 }, 3],
    ['snap', { kind: 'snap' }, { snapShot: -2 }, 1],
    ['cover', { sight: sight(16, hardCover) }, { cover: -2 }, 2],
  ] as const)('%s', (_n, over, expected, ap) => {
    const p = plan(game(), over as Partial<RangedAttackInput>)
    expect(mods(p)).toMatchObject(expected)
    expect(p.check.apCost).toBe(ap)
  })
  it('reaction fire: -1, only with the overwatch weapon, costs WK', () => {
    const p = plan(game({ tokens: { ...game().models.s.tokens, overwatch: 'Pistole' }, activated: true }), {
      kind: 'reaction',
      acting: { active: false, inMelee: false },
    })
    expect(mods(p).reactionFire).toBe(-1)
    expect(p.check.apCost).toBe(1)
    expect(refusal(game(), { kind: 'reaction', acting: { active: false, inMelee: false } })).toBe('needs-overwatch')
  })
  it.each([
    // [target size, prone, expected size modifier, unwieldy malus of the cannon]
    ['small', false, -1, -3],
    ['medium', false, 0, -3],
    ['large', false, 1, undefined],
    ['huge', false, 2, undefined],
    ['large', true, 0, -3], // 8.10: a prone large target counts as medium (R-14.10a)
  ] as const)('target %s (prone %s): size %s, unwieldy %s', (size, prone, sizeMod, unwieldy) => {
    const p = plan(game({}, { prone }, card({ size })), { weaponName: 'Kanone' })
    expect(mods(p).targetSize).toBe(sizeMod)
    expect(mods(p).unwieldy).toBe(unwieldy)
  })
  it('prone shooter +2, fast target -2, critical colossus sides -1 each', () => {
    const base = game()
    const p = plan(game({ prone: true }, { tokens: { ...base.models.t.tokens, fast: true } }))
    expect(mods(p)).toMatchObject({ proneShooter: 2, fastTarget: -2 })
    const mech = fixtureGame([
      { id: 's', side: 'red', card: colossus({ weapons: [cannon] }), patch: { zoneHpLost: { hull: 0, left: 6, right: 10, movement: 0 } } },
      { id: 't', side: 'blue' },
    ])
    // The cannon is the first weapon: right side (R-18.3c), destroyed: refused; mounted on the hull it fires at -2.
    expect(planRangedAttack(mech, input({ weaponName: 'Kanone' })).ok).toBe(false)
    const q = planRangedAttack(mech, input({ weaponName: 'Kanone', weaponMounts: { Kanone: 'hull' } }))
    expect(q.ok && q.value.modifiers.filter((m) => m.key === 'colossusCriticalSide').length).toBe(2)
    // 18.1: a colossus pays 1 AP less with WK IV: 4 + 1 - 1.
    expect(q.ok && q.value.check.apCost).toBe(4)
  })
})

describe('what stops a shot (14.1, 14.4, 14.6, 14.9, 12.7, 12.8)', () => {
  it.each([
    ['no line of sight', {}, {}, { sight: sight(16, { lineOfSight: false }) }, 'no-line-of-sight'],
    ['beyond the last band', {}, {}, { sight: sight(61) }, 'out-of-range'],
    ['a melee weapon', {}, {}, { weaponName: 'Messer' }, 'wrong-weapon-kind'],
    ['an unknown weapon', {}, {}, { weaponName: 'Laser' }, 'no-such-weapon'],
    [
      'a camouflaged target',
      {},
      { camouflage: { mode: 'passive', level: 2, hidden: true, fullMovesSinceReveal: 0 } },
      {},
      'target-camouflaged',
    ],
    ['another direct threat', { directThreats: ['x'] }, {}, {}, 'must-attack-direct-threat'],
    ['in melee', {}, {}, { acting: { active: true, inMelee: true } }, 'in-melee'],
    ['not enough AP', { ap: 1 }, {}, {}, 'not-enough-ap'],
    ['not its phase', {}, {}, { acting: { active: false, inMelee: false } }, 'not-active'],
  ] as const)('%s', (_n, shooter, target, over, code) => {
    const g = game(shooter as Partial<ModelState>, target as Partial<ModelState>, undefined, [{ id: 'x', side: 'blue' }])
    expect(refusal(g, over as Partial<RangedAttackInput>)).toBe(code)
  })
  it("names the shooter's weapons when the weapon is unknown", () => {
    const r = planRangedAttack(game(), input({ weaponName: 'Laser' }))
    expect(!r.ok && r.refusal).toMatchObject({
      code: 'no-such-weapon',
      params: { weapon: 'Laser', weapons: 'Pistole, Gewehr, Kanone, Messer' },
    })
  })
  it('reload token after use (12.7) and limited uses (12.8)', () => {
    const dice = scriptedDice([12]) // a miss
    const r = resolveRangedAttack(game(), input({ weaponName: 'Gewehr' }), dice)
    if (!r.ok) throw new Error(r.refusal.reason)
    const s = r.value.game.models.s
    expect(s.tokens.reload).toEqual(['Gewehr'])
    expect(s.usesLeft['weapon:Gewehr']).toBe(1)
    expect(s.ap).toBe(3) // 6 - (WK II + 1)
    expect(refusal(r.value.game, { weaponName: 'Gewehr' })).toBe('needs-reload')
    expect(refusal(game({ usesLeft: { 'weapon:Gewehr': 0 } }), { weaponName: 'Gewehr' })).toBe('no-uses-left')
  })
})

describe('resolving a shot (scripted dice)', () => {
  it('hits at or under the FK target, then wound against armour: damage, a shock, and a revealed shooter', () => {
    const cam = { mode: 'active' as const, level: 1, hidden: true, fullMovesSinceReveal: 0 }
    // FK 6 at cover -2: 4. Dice: FK 4 hits; wound 4 + 9 = 13 against KO 5 + cover 1 + 2 = 8: damage 2.
    const r = resolveRangedAttack(
      game({ camouflage: cam, tokens: { ...game().models.s.tokens, overwatch: 'Gewehr' } }),
      input({ sight: sight(16, hardCover) }),
      scriptedDice([4, 9, 2]),
    )
    if (!r.ok) throw new Error(r.refusal.reason)
    expect(r.value.hit).toBe(true)
    expect(r.value.fkRoll.target).toBe(4)
    expect(r.value.wound?.roll.armourTotal).toBe(8)
    const { s, t } = r.value.game.models
    expect(t).toMatchObject({ hpLost: 2, ap: 5 })
    expect(s.camouflage?.hidden).toBe(false) // 16.3
    expect(s.tokens.overwatch).toBeNull() // 14.2: any action ends overwatch
    expect(s.ap).toBe(4)
  })

  it('a miss changes only the shooter', () => {
    const g = game()
    const r = resolveRangedAttack(g, input(), scriptedDice([7]))
    expect(r.ok && r.value.hit).toBe(false)
    expect(r.ok && r.value.game.models.t).toEqual(g.models.t)
  })

  it('14.8: into melee the victim is drawn among the target and its opponents (R-14.8a)', () => {
    const g = game({}, {}, undefined, [
      { id: 'f1', side: 'red' },
      { id: 'f2', side: 'red' },
    ])
    // 3 candidates [t, f1, f2]: W12 5 -> (5 - 1) mod 3 = 1: f1.
    const r = resolveRangedAttack(g, input({ meleeWithTarget: ['f1', 'f2'] }), scriptedDice([1, 5, 12, 1]))
    expect(r.ok && r.value.victimId).toBe('f1')
    expect(r.ok && r.value.game.models.f1.hpLost).toBe(2)
    // 5 candidates: results above 10 are rolled again: 11, then 2 -> index 1.
    const five = game(
      {},
      {},
      undefined,
      ['a', 'b', 'c', 'd'].map((id) => ({ id, side: 'red' })),
    )
    const q = resolveRangedAttack(five, input({ meleeWithTarget: ['a', 'b', 'c', 'd'] }), scriptedDice([1, 11, 2, 1, 12]))
    expect(q.ok && q.value.victimId).toBe('a')
    expect(q.ok && q.breakdown.rolls.find((x) => x.kind === 'random')?.dice).toEqual([11, 2])
  })

  it('8.4 dodge fire: the target pays 1 AP; winning the AGI roll gives the shooter -1', () => {
    // Target 9 + 4 = 13 beats shooter 2 + 4 = 6: FK 6 - 1 = 5; the FK die 6 misses.
    const r = resolveRangedAttack(game(), input({ dodge: { shooterInPerception: true } }), scriptedDice([9, 2, 6]))
    if (!r.ok) throw new Error(r.refusal.reason)
    expect(r.value.hit).toBe(false)
    expect(r.value.fkRoll.target).toBe(5)
    expect(r.value.game.models.t.ap).toBe(5)
    // A tie is no win (R-8.4a): FK stays 6 and the 6 hits.
    const tie = resolveRangedAttack(game(), input({ dodge: { shooterInPerception: true } }), scriptedDice([5, 5, 6, 1, 12]))
    expect(tie.ok && tie.value.fkRoll.target).toBe(6)
    expect(refusal(game({}, { prone: true }), { dodge: { shooterInPerception: true } })).toBe(null) // planning does not roll the dodge
    const prone = resolveRangedAttack(game({}, { prone: true }), input({ dodge: { shooterInPerception: true } }), scriptedDice([]))
    expect(!prone.ok && prone.refusal.code).toBe('prone')
    const far = resolveRangedAttack(game(), input({ dodge: { shooterInPerception: false } }), scriptedDice([]))
    expect(!far.ok && far.refusal.code).toBe('not-in-perception')
  })

  it('a colossus target: the hit zone is rolled after the hit (14.5, 18.3)', () => {
    const g = game({}, {}, colossus())
    // FK 1; zone W12 5: left; wound 12 + 4 = 16 against KO 8 + 1.
    const r = resolveRangedAttack(g, input({ sight: sight(16) }), scriptedDice([1, 5, 12, 1]))
    expect(r.ok && r.value.zone).toBe('left')
    expect(r.ok && r.value.game.models.t.zoneHpLost?.left).toBe(2)
    expect(r.ok && r.value.game.models.t.hpLost).toBe(0)
  })
})

describe('properties of a whole shot (fast-check)', async () => {
  const fc = (await import('fast-check')).default
  const { seededDice } = await import('../../kernel/dice')
  it('AP never go below 0, nobody heals, only the shooter pays, whatever the dice and the situation', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.integer({ min: 0, max: 12 }),
        fc.integer({ min: 0, max: 12 }),
        fc.constantFrom('Pistole', 'Gewehr', 'Kanone'),
        fc.constantFrom('normal', 'aimed', 'snap'),
        fc.double({ min: 0, max: 90, noNaN: true }),
        fc.boolean(),
        fc.integer({ min: 0, max: 5 }),
        fc.boolean(),
        (seed, ap, targetAp, weaponName, kind, edge, dodge, hpLost, melee) => {
          const g = game({ ap }, { ap: targetAp, hpLost }, undefined, [{ id: 'f', side: 'red' }])
          const r = resolveRangedAttack(
            g,
            input({
              weaponName,
              kind: kind as 'normal',
              sight: sight(edge, hardCover),
              dodge: dodge ? { shooterInPerception: true } : undefined,
              meleeWithTarget: melee ? ['f'] : undefined,
            }),
            seededDice(seed),
          )
          if (!r.ok) return
          for (const id of ['s', 't', 'f']) {
            const before = g.models[id]
            const after = r.value.game.models[id]
            expect(after.ap).toBeGreaterThanOrEqual(0)
            expect(after.hpLost).toBeGreaterThanOrEqual(before.hpLost)
            expect(after.tokens.shock).toBeGreaterThanOrEqual(before.tokens.shock)
          }
          expect(r.value.game.models.s.ap).toBeLessThan(ap + 1)
        },
      ),
      { numRuns: 300 },
    )
  })
})
