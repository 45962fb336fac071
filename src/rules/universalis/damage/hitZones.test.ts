import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../kernel/dice'
import { colossus, fixtureGame } from '../model/game.testkit'
import type { ModelState } from '../model/gameState'
import { applyHitEffects, type HitEffects } from './apply'
import {
  checkWeaponSide,
  colossusSideModifiers,
  hitZoneFor,
  movementLossFor,
  needsMovementKoRoll,
  weaponSide,
  zoneStates,
} from './hitZones'
import { combatSettings } from '../ranged/settings'

// The test colossus: hull 10 + 5 = 15 hit points; the other zones 2/3 of 15 = 10, their critical
// points 2/3 of 5 rounded up = 4 (derived.ts), so a side is critical from 6 lost, destroyed at 10.
const mech = (patch: Partial<ModelState> = {}) =>
  fixtureGame([
    {
      id: 'm',
      side: 'red',
      card: colossus({
        weapons: [
          { name: 'Kanone', class: 4, profile: { strength: 8, damage: 3 }, range: { band: 20, bands: 4 } },
          { name: 'Klaue', class: 2, profile: { strength: 6, damage: 2 }, range: 'melee' },
        ],
      }),
      patch,
    },
  ]).models.m
const damage = (hpLoss: number): HitEffects => ({ outcome: 'damage', hpLoss, trauma: false, poisonMarkers: 0, poison: null, burning: null })

describe('hit zones (18.3, R-18.3a)', () => {
  it('maps the W12 in thirds by default: 1-3 movement, 4-6 left, 7-9 right, 10-12 hull', () => {
    expect([1, 3, 4, 6, 7, 9, 10, 12].map((r) => hitZoneFor(r))).toEqual([
      'movement',
      'movement',
      'left',
      'left',
      'right',
      'right',
      'hull',
      'hull',
    ])
    expect(() => hitZoneFor(13)).toThrow(/1\.\.12/)
    expect(() => combatSettings({ colossus: { hitZoneTable: ['hull'] } })).toThrow(/12 entries/)
  })

  it('a side falls critical at 4 points left: -1 on its ranged and melee rolls (18.3.1)', () => {
    const r = applyHitEffects(mech(), damage(6), { dice: scriptedDice([]), zone: 'left' })
    expect(r.model.zoneHpLost).toMatchObject({ left: 6, hull: 0 })
    expect(r.model.hpLost).toBe(0)
    expect(r.model.ap).toBe(5) // the survivor's shock (10.5)
    expect(zoneStates(r.model).left).toBe('critical')
    expect(colossusSideModifiers(r.model).map((m) => m.value)).toEqual([-1])
  })

  it('a destroyed side disables the weapons on it (R-18.3c alternation: first weapon right) and stays -1 (R-18.3d)', () => {
    expect(weaponSide(mech().card, 'Kanone')).toBe('right')
    expect(weaponSide(mech().card, 'Klaue')).toBe('left')
    expect(weaponSide(mech().card, 'Kanone', { Kanone: 'hull' })).toBeNull()
    const r = applyHitEffects(mech(), damage(12), { dice: scriptedDice([]), zone: 'right' })
    expect(zoneStates(r.model).right).toBe('destroyed')
    expect(r.lines.map((l) => l.key)).toEqual(expect.arrayContaining(['zoneCritical', 'sideDestroyed']))
    expect(checkWeaponSide(r.model, 'Kanone')).toMatchObject({ code: 'weapon-side-destroyed', params: { weapon: 'Kanone', side: 'right' } })
    expect(checkWeaponSide(r.model, 'Klaue')).toBeNull()
    expect(checkWeaponSide(r.model, 'Kanone', { Kanone: 'left' })).toBeNull()
    expect(colossusSideModifiers(r.model)).toHaveLength(1)
  })

  it('R-18.3b: a hit on a destroyed zone goes to the hull (default) or is lost', () => {
    const broken = mech({ zoneHpLost: { hull: 0, left: 10, right: 0, movement: 0 } })
    const toHull = applyHitEffects(broken, damage(3), { dice: scriptedDice([]), zone: 'left' })
    expect(toHull.model.hpLost).toBe(3)
    expect(toHull.model.zoneHpLost?.hull).toBe(3)
    const lost = applyHitEffects(broken, damage(3), {
      dice: scriptedDice([]),
      zone: 'left',
      settings: combatSettings({ colossus: { destroyedZoneHits: 'lost' } }),
    })
    expect(lost.model.hpLost).toBe(0)
  })

  it.each([
    [1, 'immobile'],
    [6, 'immobile'],
    [7, 'immobile-no-turn'],
    [11, 'immobile-no-turn'],
    [12, 'toppled'],
  ] as const)('destroyed movement, W12 %s: %s (18.3.2)', (roll, loss) => {
    expect(movementLossFor(roll)).toBe(loss)
    const r = applyHitEffects(mech(), damage(10), { dice: scriptedDice([roll]), zone: 'movement' })
    expect(r.model.colossusMovement).toBe(loss)
    expect(r.model.eliminated).toBe(loss === 'toppled')
    if (loss === 'toppled') expect(r.lines.some((l) => l.key === 'becomesTerrain')).toBe(true)
  })

  it('a critical movement zone asks for a KO roll per move (18.3.1)', () => {
    expect(needsMovementKoRoll(mech())).toBe(false)
    expect(needsMovementKoRoll(mech({ zoneHpLost: { hull: 0, left: 0, right: 0, movement: 6 } }))).toBe(true)
  })

  it('the hull at 0 eliminates the colossus, which becomes terrain', () => {
    const r = applyHitEffects(mech({ hpLost: 13 }), damage(2), { dice: scriptedDice([]), zone: 'hull' })
    expect(r.model.eliminated).toBe(true)
    expect(r.lines.find((l) => l.key === 'becomesTerrain')?.clause.section).toBe('18.3.2')
  })
})
