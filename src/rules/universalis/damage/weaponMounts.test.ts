import { describe, expect, it } from 'vitest'
import { checkCard } from '../../../scene/cards/checks'
import { UnitCardSchema, type Weapon } from '../../../scene/cards/unitCard'
import { scriptedDice } from '../../kernel/dice'
import { perform } from '../engine/engine'
import { createGame } from '../model/game'
import { card, colossus, fixtureGame } from '../model/game.testkit'
import { checkWeaponSide, weaponSide } from './hitZones'
import { noFacts } from '../model/facts'

/** Where a colossus carries its weapons (18.3.2 "dort getragene Waffen", R-18.3c): the players' map, the card's `mount`, else alternating. */

const gun = (name: string, mount?: Weapon['mount']): Weapon => ({
  name,
  class: 2,
  profile: { strength: 8, damage: 4 },
  range: { band: 20, bands: 3 },
  ...(mount ? { mount } : {}),
})
const mech = colossus({ weapons: [gun('Cannon'), gun('Rockets', 'right'), gun('Laser', 'hull')] })

describe('weaponSide (R-18.3c)', () => {
  it.each([
    // Card order alternates right, left, right... unless the card or the map says otherwise.
    ['Cannon', undefined, 'right'], // first weapon, no mount: right
    ['Rockets', undefined, 'right'], // second would be left, the card says right
    ['Laser', undefined, null], // the card says hull: no side
    ['Cannon', { Cannon: 'left' as const }, 'left'], // the players' map wins
    ['Rockets', { Rockets: 'hull' as const }, null], // over the card's mount too
  ])('%s with map %j sits on %s', (name, map, side) => {
    expect(weaponSide(mech, name, map)).toBe(side)
  })

  it("a weapon on a destroyed side is refused; the model's own map is used when none is passed", () => {
    // Right side destroyed: its lost hit points reach the side's share (derived.ts: 2/3 of the hull's 15, rounded up = 10).
    const game = fixtureGame([
      { id: 'm', side: 'red', card: mech, patch: { zoneHpLost: { hull: 0, left: 0, right: 10, movement: 0 } } },
      { id: 'r2', side: 'red' },
      { id: 'b', side: 'blue' },
      { id: 'b2', side: 'blue' },
    ])
    const m = game.models.m
    expect(checkWeaponSide(m, 'Rockets')?.code).toBe('weapon-side-destroyed')
    expect(checkWeaponSide(m, 'Laser')).toBeNull()
    expect(checkWeaponSide({ ...m, weaponMounts: { Rockets: 'left' } }, 'Rockets')).toBeNull()
    // Through the engine: the shot is refused before any die and before sight is asked for.
    const dice = scriptedDice([])
    const r = perform(
      { ...game, active: ['m'] },
      { kind: 'shoot', shooter: 'm', target: 'b', weapon: 'Rockets', action: 'normal' },
      {
        table: noFacts(),
        sight: {
          m: {
            b: {
              from: 'm',
              to: 'b',
              lineOfSight: true,
              visibleFraction: 1,
              hiddenShare: 0,
              cover: 'none',
              coverFrom: [],
              touchingCover: false,
              armourBonus: 0,
              rangedModifier: 0,
              distance: { edge: 10, center: 14, horizontal: 14 },
              heightDifference: 0,
              blockers: [],
              lines: [],
            },
          },
        },
      },
      dice,
    )
    expect(r.ok ? null : r.refusal).toMatchObject({
      code: 'weapon-side-destroyed',
      params: { model: 'm', weapon: 'Rockets', side: 'right' },
    })
    expect(dice.log).toEqual([])
  })
})

describe('the card key and the game option are checked', () => {
  it('mount is optional and validated by the schema; only a colossus may use it', () => {
    expect(UnitCardSchema.safeParse({ ...mech, weapons: [{ ...gun('X'), mount: 'front' }] }).success).toBe(false)
    expect(checkCard(mech)).toEqual([])
    const soldier = card({ weapons: [gun('Rifle', 'left')] })
    expect(checkCard(soldier)).toContainEqual(expect.objectContaining({ path: 'weapons[0].mount' }))
  })

  it('createGame refuses a map for a model that is no colossus or for a weapon it does not have', () => {
    const figures = [
      { id: 'm', side: 'red', card: mech },
      { id: 'r2', side: 'red', card: card() },
      { id: 'b', side: 'blue', card: card() },
      { id: 'b2', side: 'blue', card: card() },
    ]
    const leaders = { red: 'm', blue: 'b' }
    expect(createGame({ figures: [{ ...figures[0], weaponMounts: { Cannon: 'left' } }, ...figures.slice(1)], leaders }).ok).toBe(true)
    expect(createGame({ figures: [{ ...figures[0], weaponMounts: { Sword: 'left' } }, ...figures.slice(1)], leaders })).toMatchObject({
      ok: false,
      refusal: { code: 'no-such-weapon' },
    })
    expect(
      createGame({ figures: [figures[0], { ...figures[1], weaponMounts: { Rifle: 'left' } }, ...figures.slice(2)], leaders }),
    ).toMatchObject({ ok: false, refusal: { code: 'not-a-colossus', params: { model: 'r2' } } })
  })
})
