import { describe, expect, it } from 'vitest'
import { heroAttackInput } from './heroAttackPlay'
import { dungeonOffers } from './offers'
import { playAll, session } from './dungeon.testkit'
import { dungeonSettingsOf } from './settingsSchema'

/**
 * On the shipped dungeon (dungeon.testkit.ts): the battle mage on (6,4) faces east (attack 9,
 * damage 2, range 10); the stand-in Shade on (16,4) faces west (defence 14), ten squares east along
 * the open row 4; the Cave lurker on (8,13) is two columns east and nine rows south, in the front
 * arc and within range 10, but walls between the hall and its room stop the line of fire.
 */
describe('R-MKD-17: a hero attacks one of the dungeon figures', () => {
  it('R-MKD-18: the rules read the abilities the dials show now and every figure beside the attack with its side', () => {
    const s = session(1)
    playAll(s, [{ do: 'activate', hero: 'mage' }])
    const i = heroAttackInput({ session: s, table: s.tableCopy() }, 'mage', 'shade')
    // The battle mage's first click shows magic blast on its attack (models/mageknight/castle-siege.json); the stand-in Shade none.
    expect([i.attacker.abilities, i.target.abilities]).toEqual([['magicBlast'], []])
    expect(i.others?.map((o) => [o.id, o.side]).sort()).toEqual([
      ['dwarf', 'heroes'],
      ['lurker', 'spawn'],
      ['xbow', 'heroes'],
    ])
  })

  it('offered before the click with its numbers: ranged, 9 against 14 needs 5 on 2d6 (30 of 36), 2 damage', () => {
    const s = session(1)
    playAll(s, [{ do: 'activate', hero: 'mage' }])
    const offers = dungeonOffers(s).heroAttacks
    expect(offers.map((o) => [o.target, o.name])).toEqual([
      ['shade', 'Shade'],
      ['lurker', 'Cave lurker'],
    ])
    expect(offers[0].attack.ok).toBe(true)
    expect(offers[0].preview).toMatchObject({ kind: 'ranged', attack: 9, defence: 14, needed: 5, chance: 30 / 36, damage: 2 })
    expect(offers[1]).toMatchObject({ attack: { ok: false }, preview: null })
  })

  it('core 7: the attack rolls 2d6 + 9 against 14; a hit turns the Shade by its damage; the activation ends', () => {
    const s = session(1)
    playAll(s, [{ do: 'activate', hero: 'mage' }])
    const r = s.do({ do: 'heroAttack', hero: 'mage', target: 'shade' })
    if (!r.ok) throw new Error(r.refusal.reason)
    const attack = r.events.find((e) => e.kind === 'heroAttacked')
    const roll = r.breakdown.rolls[0]
    expect(roll.total).toBe(roll.dice[0] + roll.dice[1] + 9)
    const hit = roll.dice.join() === '6,6' || (roll.dice.join() !== '1,1' && (roll.total ?? 0) >= 14)
    expect(attack).toMatchObject({ kind: 'heroAttacked', hero: 'mage', target: 'shade', hit })
    const dial = r.events.find((e) => e.kind === 'dial' && e.hero === 'shade')
    expect(dial?.kind === 'dial' ? dial.clicks : 0).toBe(attack?.kind === 'heroAttacked' ? attack.damage : -1)
    expect(r.events.at(-1)).toEqual({ kind: 'activationEnded', hero: 'mage' })
    expect(s.active).toBeNull()
  })

  it('refused: its own team, a figure not on the board, a figure behind walls (R-MKD-15 line of fire)', () => {
    const s = session(1)
    playAll(s, [{ do: 'activate', hero: 'mage' }])
    const code = (target: string) => {
      const r = s.do({ do: 'heroAttack', hero: 'mage', target })
      return r.ok ? 'ok' : r.refusal.code
    }
    expect([code('xbow'), code('nobody'), code('lurker')]).toEqual(['target-is-hero-team', 'target-not-on-board', 'no-line-of-fire'])
  })
})

describe('R-MKDJ-4: the setting spawnsAct', () => {
  it('false: the dungeon figures are never activated, and heroes may still attack them', () => {
    const s = session(1, { settings: dungeonSettingsOf({ spawnsAct: false }) })
    const r = s.do({ do: 'spawnActivate', spawn: 'shade' })
    expect(r.ok ? 'ok' : r.refusal.code).toBe('spawns-passive')
    expect(dungeonOffers(s).spawns.map((o) => (o.activate.ok ? 'ok' : o.activate.refusal.code))).toEqual([
      'spawns-passive',
      'spawns-passive',
    ])
    playAll(s, [{ do: 'activate', hero: 'mage' }])
    expect(s.do({ do: 'heroAttack', hero: 'mage', target: 'shade' }).ok).toBe(true)
  })
})

describe('R-MKDV-4: the dungeon figures by name', () => {
  it('a Mage Spawn the idol places is a second Shade: "Shade 1", "Cave lurker", "Shade 2"', () => {
    // Seed 30 (scenes/scenarios/mkd-spawn-acts.mkd.json): the idol's token places one Mage Spawn on (5,2).
    const s = session(30)
    playAll(s, [
      { do: 'activate', hero: 'mage' },
      { do: 'move', hero: 'mage', to: [6, 3], facing: 0 },
      { do: 'useArtifact', hero: 'mage', artifact: 'idol' },
    ])
    expect(dungeonOffers(s).spawns.map((o) => [o.id, o.name])).toEqual([
      ['shade', 'Shade 1'],
      ['lurker', 'Cave lurker'],
      ['yellow-spawns-1', 'Shade 2'],
    ])
  })
})
