import { describe, expect, it } from 'vitest'
import type { Point3 } from '../../../geometry/types'
import type { UnitCard, Weapon } from '../../../scene/cards/unitCard'
import type { SightRuling } from '../sight/coverTypes'
import { scriptedDice } from '../../kernel/dice'
import { card, fixtureGame } from '../model/game.testkit'
import type { ModelState } from '../model/gameState'
import { planSustainedFire, resolveSustainedFire, type SustainedFireInput } from './sustainedFire'
import { indirectHeightLimitCm, planIndirectFire, resolveIndirectFire, type IndirectFireInput } from './indirect'
import { areaCoverage, resolveAreaAttack, scatterDirection, scatterDistanceCm, type AreaGeometry } from './areaWeapons'
import type { RangedAttackInput } from './attack'

// Beispiel 14: a machine pistol with DF 3 in the hands of a model with FK 5.
const mp: Weapon = {
  name: 'Maschinenpistole',
  class: 1,
  profile: { strength: 4, damage: 1 },
  range: { band: 15, bands: 3 },
  sustainedFire: 3,
}
// Beispiel 13: a grenade launcher 25/4, indirect, here with a 3 cm area.
const gl: Weapon = {
  name: 'Granatwerfer',
  class: 3,
  profile: { strength: 6, damage: 2, effects: ['shrapnel'] },
  range: { band: 25, bands: 4 },
  indirect: true,
  areaRadius: 3,
}
const shooter = (): UnitCard => card({ attributes: { AGI: 4, NK: 2, FK: 5, KO: 5, WN: 3, EH: 3 }, weapons: [mp, gl] })
const sight = (edge: number, over: Partial<SightRuling> = {}): RangedAttackInput['sight'] => ({
  lineOfSight: true,
  cover: 'none',
  rangedModifier: 0,
  coverFrom: [],
  armourBonus: 0,
  distance: { edge, center: edge, horizontal: edge },
  ...over,
})
const game = (models: { id: string; side?: string; patch?: Partial<ModelState> }[] = [{ id: 'a' }, { id: 'b' }]) =>
  fixtureGame([
    { id: 's', side: 'red', card: shooter(), patch: { ap: 12 } },
    ...models.map((m) => ({ id: m.id, side: m.side ?? 'blue', patch: m.patch })),
  ])

describe('sustained fire (14.12)', () => {
  const burst = (targets: SustainedFireInput['targets'], over: Partial<SustainedFireInput> = {}): SustainedFireInput => ({
    shooterId: 's',
    weaponName: 'Maschinenpistole',
    kind: 'normal',
    acting: { active: true, inMelee: false },
    targets,
    ...over,
  })

  it('Beispiel 14: all four shots at one model: +3 to hit and +3 to wound', () => {
    const r = planSustainedFire(game(), burst([{ targetId: 'a', shots: 4, sight: sight(10) }]))
    if (!r.ok) throw new Error(r.refusal.reason)
    expect(r.value.targets).toMatchObject([{ fkTarget: 8, woundBonus: 3 }]) // FK 5 + 3
  })

  it('Beispiel 14: two and two: +1 each, the second cancelled by the change of target; +1 to wound for both', () => {
    const r = planSustainedFire(
      game(),
      burst([
        { targetId: 'a', shots: 2, sight: sight(10) },
        { targetId: 'b', shots: 2, sight: sight(11), distanceFromPreviousCm: 2 },
      ]),
    )
    if (!r.ok) throw new Error(r.refusal.reason)
    expect(r.value.targets.map((t) => [t.fkTarget, t.woundBonus])).toEqual([
      [6, 1],
      [5, 1],
    ])
  })

  it('changes of target add up: the third target -2', () => {
    const g = game([{ id: 'a' }, { id: 'b' }, { id: 'c' }])
    const r = planSustainedFire(
      g,
      burst(
        [1, 2, 3].map((i) => ({
          targetId: 'abc'[i - 1],
          shots: i === 1 ? 2 : 1,
          sight: sight(10),
          distanceFromPreviousCm: i > 1 ? 3 : undefined,
        })),
      ),
    )
    expect(r.ok && r.value.targets.map((t) => t.fkTarget)).toEqual([6, 4, 3])
  })

  it.each([
    ['five shots with DF 3', [{ targetId: 'a', shots: 5 }], {}, 'too-many-shots'],
    [
      'six targets',
      [...'abcdef'].map((id, i) => ({ targetId: id, shots: 1, distanceFromPreviousCm: i > 0 ? 1 : undefined })),
      {},
      'too-many-targets',
    ],
    [
      'a target 3.5 cm from the last',
      [
        { targetId: 'a', shots: 1 },
        { targetId: 'b', shots: 1, distanceFromPreviousCm: 3.5 },
      ],
      {},
      'too-far',
    ],
    ['an aimed burst (14.2)', [{ targetId: 'a', shots: 2 }], { kind: 'aimed' }, 'no-aimed-sustained-fire'],
    [
      'the same model twice (R-14.12a)',
      [
        { targetId: 'a', shots: 1 },
        { targetId: 'a', shots: 1, distanceFromPreviousCm: 0 },
      ],
      {},
      'same-target-twice',
    ],
    ['a weapon without DF', [{ targetId: 'a', shots: 1 }], { weaponName: 'Granatwerfer' }, 'no-sustained-fire'],
  ] as const)('refuses %s', (_n, targets, over, code) => {
    const r = planSustainedFire(
      game(),
      burst(
        targets.map((t) => ({ ...t, sight: sight(10) })),
        over as Partial<SustainedFireInput>,
      ),
    )
    expect(!r.ok && r.refusal.code).toBe(code)
  })

  it("no target, a share of no shots or a missing gap is the caller's mistake: it throws", () => {
    expect(() => planSustainedFire(game(), burst([]))).toThrow(/rules\/ranged: .*targets/)
    expect(() => planSustainedFire(game(), burst([{ targetId: 'a', shots: 0, sight: sight(10) }]))).toThrow(/rules\/ranged: .*shots/)
    expect(() =>
      planSustainedFire(
        game(),
        burst([
          { targetId: 'a', shots: 1, sight: sight(10) },
          { targetId: 'b', shots: 1, sight: sight(10) },
        ]),
      ),
    ).toThrow(/rules\/ranged: .*distanceFromPreviousCm/)
  })

  it('rolls each target once, with its own bonuses, for one action', () => {
    // a: FK 6, die 6 hits; wound 4 + 1 + 8 = 13 vs KO 5 + 1: damage 1. b: FK 5, die 6 misses.
    const r = resolveSustainedFire(
      game(),
      burst([
        { targetId: 'a', shots: 2, sight: sight(10) },
        { targetId: 'b', shots: 2, sight: sight(11), distanceFromPreviousCm: 2 },
      ]),
      scriptedDice([6, 8, 1, 6]),
    )
    if (!r.ok) throw new Error(r.refusal.reason)
    expect(r.value.results.map((x) => x.hit)).toEqual([true, false])
    expect(r.value.results[0].wound?.roll.woundTotal).toBe(13)
    expect(r.value.game.models.a.hpLost).toBe(1)
    expect(r.value.game.models.s.ap).toBe(10) // 12 - (WK I + 1), once
  })
})

describe('indirect fire (14.11)', () => {
  const lob = (over: Partial<IndirectFireInput> = {}): IndirectFireInput => ({
    shooterId: 's',
    weaponName: 'Granatwerfer',
    kind: 'normal',
    acting: { active: true, inMelee: false },
    aim: { kind: 'model', targetId: 'a' },
    distanceCm: 30,
    maxTerrainHeightBetweenCm: 10,
    friendSees: false,
    ...over,
  })
  it('Beispiel 13: a 25/4 grenade launcher clears at most 50 cm of terrain', () => {
    expect(indirectHeightLimitCm({ band: 25, bands: 4 })).toBe(50)
    const ok = planIndirectFire(game(), lob({ maxTerrainHeightBetweenCm: 50 }))
    expect(ok.ok && ok.value.noEffect).toBe(false)
    const high = planIndirectFire(game(), lob({ maxTerrainHeightBetweenCm: 50.5 }))
    expect(high.ok && high.value.noEffect).toBe(true)
  })
  it('-5, or -3 when a friend sees the point; the range band counts; cover does not', () => {
    // 30 cm with 25/4: second band -1. FK 5 - 1 - 5 = -1; with a friend: 1.
    const p = planIndirectFire(game(), lob())
    expect(p.ok && p.value.fkTarget).toBe(-1)
    const f = planIndirectFire(game(), lob({ friendSees: true }))
    expect(f.ok && f.value.fkTarget).toBe(1)
    expect(f.ok && f.value.modifiers.some((m) => m.key === 'cover')).toBe(false)
  })
  it('not as reaction fire; not with a weapon without the indirect symbol; no line of sight needed', () => {
    expect((planIndirectFire(game(), lob({ kind: 'reaction' })) as { refusal: { code: string } }).refusal.code).toBe(
      'no-indirect-reaction-fire',
    )
    expect((planIndirectFire(game(), lob({ weaponName: 'Maschinenpistole' })) as { refusal: { code: string } }).refusal.code).toBe(
      'weapon-not-indirect',
    )
  })
  it('a hit rolls armour as in massive cover (+2), unless the weapon is shrapnel (R-14.11b); no effect rolls nothing', () => {
    const r = resolveIndirectFire(game(), lob({ friendSees: true, weaponName: 'Granatwerfer' }), scriptedDice([1, 9, 1]))
    if (!r.ok) throw new Error(r.refusal.reason)
    expect(r.value.hit).toBe(true)
    expect(r.value.wound?.setup.armourModifiers.map((m) => m.key)).toEqual(['constitution']) // shrapnel drops the +2
    const none = resolveIndirectFire(game(), lob({ maxTerrainHeightBetweenCm: 60 }), scriptedDice([]))
    expect(none.ok && none.value.noEffect).toBe(true)
    expect(none.ok && none.value.game.models.s.ap).toBe(8) // the shot is still fired: WK III + 1
  })
})

describe('area weapons (14.13)', () => {
  it('scatter: (rolled - needed) x 3 cm, at most half the distance rounded down', () => {
    expect(scatterDistanceCm(9, 5, 40)).toBe(12)
    expect(scatterDistanceCm(12, 2, 41)).toBe(20) // 30 capped at floor(20.5)
  })
  it('R-14.13a: the W12 is a clock with 12 along the line of fire and 3 to its right', () => {
    const from: Point3 = [0, 0, 50]
    const to: Point3 = [0, 0, 0] // firing toward -z
    const at = (r: number) => scatterDirection(r, from, to).map((x) => Math.round(x * 1000) / 1000 + 0)
    expect(at(12)).toEqual([0, -1])
    expect(at(6)).toEqual([0, 1])
    expect(at(3)).toEqual([1, 0]) // facing -z (north), the right hand is +x
    expect(at(9)).toEqual([-1, 0])
  })
  it.each([
    // [distance of centres, area radius, base radius, coverage]
    [0, 3, 1.25, 'full'],
    [1.75, 3, 1.25, 'full'],
    [2, 3, 1.25, 'half'],
    [4.2, 3, 1.25, 'half'],
    [4.25, 3, 1.25, 'none'], // edges touching: no overlap
    [0.5, 1, 2.5, 'full'], // the area wholly inside a large base
  ] as const)('coverage at %s cm, radius %s, base %s: %s', (d, R, r, expected) => {
    expect(areaCoverage([0, 0, 0], R, [d, 0, 0], r)).toBe(expected)
  })

  const geometry = (sees: boolean, stop: Point3 = [0, 0, 0]): AreaGeometry => ({ shooterSees: () => sees, firstHitAlong: () => stop })
  const base = (x: number, z: number) => ({ position: [x, 0, z] as Point3, baseRadius: 1.25, coverArmourBonus: 0 })
  const direct = (g = game()) => ({
    shot: {
      mode: 'direct' as const,
      attack: {
        shooterId: 's',
        targetId: 'a',
        weaponName: 'Granatwerfer',
        kind: 'normal' as const,
        sight: sight(40),
        acting: { active: true, inMelee: false },
      },
    },
    shooterPosition: [0, 0, 50] as Point3,
    aimPoint: [0, 0, 10] as Point3,
    models: { a: base(0, 10), b: base(3, 10), c: base(12, 10) },
    g,
  })

  it('a hit covers a fully and b partly (half damage); c is out; a camouflaged model is not hit', () => {
    const d = direct(game([{ id: 'a' }, { id: 'b' }, { id: 'c' }]))
    // FK 5 - 1 (band 2 of 25/4) = 4: die 2 hits. a: wound 6 + 10 vs 5 + 1: damage 2. b: 6 + 10 vs 6: damage ceil(2/2) = 1.
    const r = resolveAreaAttack(d.g, d, scriptedDice([2, 10, 1, 10, 1]), geometry(true))
    if (!r.ok) throw new Error(r.refusal.reason)
    expect(r.value.victims.map((v) => [v.id, v.coverage])).toEqual([
      ['a', 'full'],
      ['b', 'half'],
    ])
    expect([r.value.game.models.a.hpLost, r.value.game.models.b.hpLost]).toEqual([2, 1])
    const hidden = game([
      { id: 'a' },
      { id: 'b', patch: { camouflage: { mode: 'passive', level: 1, hidden: true, fullMovesSinceReveal: 0 } } },
      { id: 'c' },
    ])
    const q = resolveAreaAttack(hidden, { ...d }, scriptedDice([2, 10, 1]), geometry(true))
    expect(q.ok && q.value.victims.map((v) => v.id)).toEqual(['a'])
  })

  it("a miss scatters along the clock; out of the shooter's sight the impact is where the line first meets something", () => {
    const d = direct(game([{ id: 'a' }, { id: 'b' }, { id: 'c' }]))
    // Needed 4, rolled 6: 6 cm; clock 3: to the right of fire toward -z, i.e. +x: (6, 0, 10).
    const r = resolveAreaAttack(d.g, d, scriptedDice([6, 3, 12, 1]), geometry(true))
    if (!r.ok) throw new Error(r.refusal.reason)
    expect(r.value.impact?.map((x) => Math.round(x * 1000) / 1000)).toEqual([6, 0, 10])
    expect(r.value.victims.map((v) => v.id)).toEqual(['b']) // b at x = 3: 3 cm off, partly covered
    const stopped = resolveAreaAttack(d.g, d, scriptedDice([6, 3]), geometry(false, [0, 0, 30]))
    expect(stopped.ok && stopped.value.impact).toEqual([0, 0, 30])
    expect(stopped.ok && stopped.value.victims).toEqual([])
  })
})

describe('overwatch and reload (14.2)', async () => {
  const { takeOverwatch, reloadWeapon } = await import('./actions')
  const acting = { active: true, inMelee: false }
  it('overwatch: 2 AP with a weapon of WK I to III; reload: WK AP and the token goes', () => {
    const g = game()
    const o = takeOverwatch(g, 's', 'Maschinenpistole', acting)
    expect(o.ok && o.value.models.s.tokens.overwatch).toBe('Maschinenpistole')
    expect(o.ok && o.value.models.s.ap).toBe(10)
    const big = fixtureGame([{ id: 's', side: 'red', card: card({ weapons: [{ ...gl, class: 4 }] }) }])
    expect((takeOverwatch(big, 's', 'Granatwerfer', acting) as { refusal: { code: string } }).refusal.code).toBe('weapon-class-too-high')
    expect((reloadWeapon(g, 's', 'Granatwerfer', acting) as { refusal: { code: string } }).refusal.code).toBe('no-reload-token')
    const loaded = fixtureGame([
      { id: 's', side: 'red', card: shooter(), patch: { tokens: { ...g.models.s.tokens, reload: ['Granatwerfer'] } } },
    ])
    const r = reloadWeapon(loaded, 's', 'Granatwerfer', acting)
    expect(r.ok && r.value.models.s.tokens.reload).toEqual([])
    expect(r.ok && r.value.models.s.ap).toBe(3) // 6 - WK III
  })
})
