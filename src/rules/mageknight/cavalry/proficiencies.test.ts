import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../kernel/dice'
import { atClick, codeOf, darkRider, knight, ok, orc, ranger } from './cavalry.testkit'
import { overwhelm, overwhelmOdds, type OverwhelmFacts } from './overwhelm'
import { impale, mountedAttack } from './proficiencies'
import { unitProficiencies } from './proficiencyOwner'
import { DEFAULT_CAVALRY_SETTINGS } from './settings'
import { trample, type TrampleFacts } from './trample'

describe('R-MKK-2: whose proficiencies', () => {
  it("either card's count for the unit; a move action only the mount's", () => {
    expect(unitProficiencies(knight()).sort()).toEqual(['horsemanship', 'impale', 'overwhelm', 'trample'])
    expect(unitProficiencies(knight(), true).sort()).toEqual(['overwhelm', 'trample'])
  })
})

describe('003 "Impale"', () => {
  it("+2 damage on a single-target close combat success on the rider's dial; never Weapon Master", () => {
    expect(impale(knight(), { kind: 'melee', dial: 'rider', targets: 1 }).damageModifiers.map((m) => m.value)).toEqual([2])
    expect(impale(knight(), { kind: 'melee', dial: 'rider', targets: 2 }).damageModifiers).toEqual([])
    expect(impale(knight(), { kind: 'ranged', dial: 'rider', targets: 1 }).damageModifiers).toEqual([])
    expect(impale(knight(), { kind: 'melee', dial: 'mount', targets: 1 }).damageModifiers).toEqual([])
    expect(impale(knight(), { kind: 'ranged', dial: 'mount', targets: 1 }).forbidden).toEqual(['weaponMaster'])
    expect(impale(orc(), { kind: 'melee', dial: 'rider', targets: 1 }).forbidden).toEqual([])
  })
})

describe('003 "Mounted Bound" and "Mounted Charge"', () => {
  it("Mounted Bound: out of contact, up to the mount's speed (stag 10), the rider's dial shoots", () => {
    const plan = ok(mountedAttack(ranger(), 'mountedBound', { opposingInContact: [], moveIn: 10 }))
    expect([plan.moveDial, plan.attackDial, plan.attackKind, plan.speedIn]).toEqual(['mount', 'rider', 'ranged', 10])
    expect(codeOf(mountedAttack(ranger(), 'mountedBound', { opposingInContact: [], moveIn: 10.5 }))).toBe('beyond-mount-speed')
    expect(codeOf(mountedAttack(ranger(), 'mountedBound', { opposingInContact: ['x'], moveIn: 2 }))).toBe('in-contact-at-start')
    expect(codeOf(mountedAttack(knight(), 'mountedBound', { opposingInContact: [], moveIn: 2 }))).toBe('no-proficiency')
  })

  it('Mounted Charge: the player names the attacking dial', () => {
    expect(codeOf(mountedAttack(orc(), 'mountedCharge', { opposingInContact: [], moveIn: 5 }))).toBe('dial-choice-required')
    expect(ok(mountedAttack(orc(), 'mountedCharge', { opposingInContact: [], moveIn: 5 }, 'mount')).attackDial).toBe('mount')
    expect(() => mountedAttack(orc(), 'mountedCharge', { opposingInContact: [], moveIn: Number.NaN })).toThrow(RangeError)
  })
})

describe('003 "Overwhelm"', () => {
  const facts = (over: Partial<OverwhelmFacts> = {}): OverwhelmFacts => ({
    opposingInContactAtStart: [],
    usedSpeedAbility: false,
    opposingInContactAtEnd: [{ id: 'o', cavalryUnit: true }],
    roomForRider: true,
    ...over,
  })

  it("d6 4 + the Lancer's bonus 2 = 6: the opposing rider is dismounted beside its mount", () => {
    const dice = scriptedDice([4])
    const r = ok(overwhelm(knight(), orc(), facts(), dice))
    expect([r.die, r.total, r.dismounted]).toEqual([4, 6, true])
    expect(r.target.rider).toBeNull()
    expect(r.placedRider).toMatchObject({ id: 'o-rider', mounted: false })
    expect(dice.log[0]).toMatchObject({ purposeKey: 'roll.mkOverwhelm', clause: { section: 'Overwhelm' } })
  })

  it("before the d6: the Lancer's bonus 2 needs a 4 or more of 6 (3 faces in 6); a riderless unit needs the 6", () => {
    expect(overwhelmOdds(knight())).toEqual({ bonus: 2, need: 4, chance: 3 / 6 })
    expect(overwhelmOdds({ ...knight(), rider: null })).toEqual({ bonus: 0, need: 6, chance: 1 / 6 })
  })

  it('d6 3 + 2 = 5: it holds on', () => {
    const r = ok(overwhelm(knight(), orc(), facts(), scriptedDice([3])))
    expect([r.total, r.dismounted, r.target.rider?.piece.id]).toEqual([5, false, 'o-rider'])
  })

  it('no room for the dismounted rider: it is eliminated', () => {
    const r = ok(overwhelm(knight(), orc(), facts({ roomForRider: false }), scriptedDice([6])))
    expect([r.eliminated, r.placedRider]).toEqual([['o-rider'], null])
  })

  it("refused from contact, with a speed ability, at more than a single cavalry unit, at a Dark Rider, without the mount's proficiency", () => {
    const none = scriptedDice([])
    expect(codeOf(overwhelm(knight(), orc(), facts({ opposingInContactAtStart: ['x'] }), none))).toBe('in-contact-at-start')
    expect(codeOf(overwhelm(knight(), orc(), facts({ usedSpeedAbility: true }), none))).toBe('overwhelm-speed-ability')
    const crowd = facts({
      opposingInContactAtEnd: [
        { id: 'o', cavalryUnit: true },
        { id: 'foot', cavalryUnit: false },
      ],
    })
    expect(codeOf(overwhelm(knight(), orc(), crowd, none))).toBe('overwhelm-needs-single-cavalry')
    // R-MKK-6 alternative: one cavalry unit among other opponents is enough.
    const loose = { ...DEFAULT_CAVALRY_SETTINGS, overwhelmContact: 'one-cavalry-unit' as const }
    expect(overwhelm(knight(), orc(), crowd, scriptedDice([1]), loose).ok).toBe(true)
    expect(codeOf(overwhelm(knight(), darkRider('red', 'o'), facts(), none))).toBe('dark-riders-no-dismount')
    expect(codeOf(overwhelm(orc('blue', 'b'), knight('red', 'o'), facts(), none))).toBe('no-proficiency')
    expect(none.log).toEqual([])
  })
})

describe('003 "Trample"', () => {
  const facts = (over: Partial<TrampleFacts> = {}): TrampleFacts => ({
    atGroundLevel: true,
    doubleTime: false,
    straightThroughFrontArc: true,
    crossed: [
      { id: 'foot', side: 'red', atGroundLevel: true, cavalryUnit: false },
      { id: 'o', side: 'red', atGroundLevel: true, cavalryUnit: true },
      { id: 'flyer', side: 'red', atGroundLevel: false, cavalryUnit: false },
      { id: 'friend', side: 'blue', atGroundLevel: true, cavalryUnit: false },
    ],
    ...over,
  })

  it('1 damage to every figure at ground level whose base the path crosses, friends too (R-MKK-8)', () => {
    const r = ok(trample(knight(), facts()))
    expect(r.hits).toEqual([
      { id: 'foot', damage: 1, dialChosenBy: null },
      { id: 'o', damage: 1, dialChosenBy: 'trampler' },
      { id: 'friend', damage: 1, dialChosenBy: null },
    ])
    const spareFriends = ok(trample(knight(), facts(), { ...DEFAULT_CAVALRY_SETTINGS, trampleFriendly: false }))
    expect(spareFriends.hits.map((h) => h.id)).toEqual(['foot', 'o'])
  })

  it("refused above ground level, with double-time, off a straight path through the front arc, without the mount's Trample", () => {
    expect(codeOf(trample(knight(), facts({ atGroundLevel: false })))).toBe('trample-not-at-ground-level')
    expect(codeOf(trample(knight(), facts({ doubleTime: true })))).toBe('trample-double-time')
    expect(codeOf(trample(knight(), facts({ straightThroughFrontArc: false })))).toBe('trample-path-not-straight')
    expect(codeOf(trample(ranger(), facts()))).toBe('no-proficiency')
    expect(codeOf(trample({ ...atClick(knight(), 'mount', 0), rider: null }, facts()))).toBe('no-rider')
  })
})
