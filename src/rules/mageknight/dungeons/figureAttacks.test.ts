import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../kernel/dice'
import { handState, hero, heroAttacker, settings, testBoard } from './dungeons.testkit'
import { figureAttack, previewFigureAttack } from './figureAttacks'
import { previewSpawnAttack } from './spawns'

const board = testBoard()
const code = (r: { ok: boolean; refusal?: { code: string } }) => (r.ok ? 'ok' : r.refusal?.code)

/** Hero h1 as an attacker: attack 9, damage 2, range 4, on (0,3) facing north. */
const attacker = heroAttacker
/** A dungeon figure (side spawn) with the stand-in Shade's defence 14, on (0,2). */
const spawnTarget = (square: [number, number] = [0, 2]) => hero({ id: 'sp', side: 'spawn', square, defence: 14 })

describe('R-MKD-17 (core 13 on squares): a hero attacks one of the dungeon figures', () => {
  it('adjacent and ahead: melee, 9 against 14 needs 5 on 2d6 (30 of 36), 2 clicks, before the click', () => {
    const r = previewFigureAttack(handState(), board, { attacker: attacker(), target: spawnTarget(), occupied: [] }, settings(), 'hero')
    if (!r.ok) throw new Error(r.refusal.reason)
    // 2d6 below 5: sums 2, 3, 4 are 1 + 2 + 3 = 6 of the 36 outcomes.
    expect(r.value).toMatchObject({ kind: 'melee', attack: 9, defence: 14, needed: 5, chance: 30 / 36, damage: 2 })
    // A melee's roll rests on core 13 (Nahkampf), as its attack value does; a ranged attack's on core 7.
    expect(r.value.lines.map((l) => [l.key, l.value, l.clause.section])).toEqual([
      ['mkd.attackValue', 9, '13'],
      ['mkd.defenceValue', 14, '2'],
      ['mkd.rollNeeded', 5, '13'],
      ['mkd.damageValue', 2, '3'],
    ])
  })

  it('core 7: the roll is what the preview said: 3 + 2 + 9 = 14 reaches 14 and deals 2 clicks', () => {
    const r = figureAttack(
      handState(),
      board,
      { attacker: attacker(), target: spawnTarget(), occupied: [] },
      scriptedDice([3, 2]),
      settings(),
      'hero',
    )
    if (!r.ok) throw new Error(r.refusal.reason)
    expect(r.value).toEqual({ kind: 'melee', dice: [3, 2], total: 14, defence: 14, hit: true, critical: null, damage: 2, selfDamage: 0 })
    expect(r.breakdown.lines[0]).toMatchObject({ key: 'mkd.heroAttack', clause: { section: 'R-MKD-17' } })
  })

  it('core 7: two ones miss and cost the hero a click; the needed roll never drops below 3 nor rises past 12', () => {
    const one = figureAttack(
      handState(),
      board,
      { attacker: attacker({ attack: 20 }), target: spawnTarget(), occupied: [] },
      scriptedDice([1, 1]),
      settings(),
      'hero',
    )
    expect(one.ok && one.value).toMatchObject({ hit: false, critical: 'miss', selfDamage: 1 })
    const easy = previewFigureAttack(
      handState(),
      board,
      { attacker: attacker({ attack: 20 }), target: spawnTarget(), occupied: [] },
      settings(),
      'hero',
    )
    const hard = previewFigureAttack(
      handState(),
      board,
      { attacker: attacker({ attack: 0 }), target: spawnTarget(), occupied: [] },
      settings(),
      'hero',
    )
    expect([easy.ok && easy.value.needed, hard.ok && hard.value.needed]).toEqual([3, 12])
    expect([easy.ok && easy.value.chance, hard.ok && hard.value.chance]).toEqual([35 / 36, 1 / 36])
  })

  it('ranged along the column: (0,0) facing south to (0,3), three squares, range 4; a figure on (0,2) stops the line', () => {
    const from = attacker({ square: [0, 0], facingDeg: 180 })
    const target = spawnTarget([0, 3])
    const clear = previewFigureAttack(handState(), board, { attacker: from, target, occupied: [] }, settings(), 'hero')
    expect(clear.ok && clear.value.kind).toBe('ranged')
    expect(code(previewFigureAttack(handState(), board, { attacker: from, target, occupied: [[0, 2]] }, settings(), 'hero'))).toBe(
      'no-line-of-fire',
    )
    expect(
      code(previewFigureAttack(handState(), board, { attacker: { ...from, rangeIn: 0 }, target, occupied: [] }, settings(), 'hero')),
    ).toBe('target-out-of-range')
  })

  it('refused without a roll: its own hero team, a target behind it', () => {
    const dice = scriptedDice([])
    const friend = hero({ id: 'h2', square: [0, 2] })
    expect(code(figureAttack(handState(), board, { attacker: attacker(), target: friend, occupied: [] }, dice, settings(), 'hero'))).toBe(
      'target-is-hero-team',
    )
    expect(
      code(
        figureAttack(
          handState(),
          board,
          { attacker: attacker({ facingDeg: 180 }), target: spawnTarget(), occupied: [] },
          dice,
          settings(),
          'hero',
        ),
      ),
    ).toBe('target-not-in-front-arc')
    expect(dice.log).toEqual([])
  })
})

describe('R-MKD-15: a dungeon figure attack, previewed before the click', () => {
  it('the Shade (attack 8, damage 2) next to a hero of defence 15 needs 7 on 2d6 (21 of 36)', () => {
    const spawn = { id: 'sp', square: [0, 2] as [number, number], facingDeg: 90, attack: 8, damage: 2, rangeIn: 6 }
    const r = previewSpawnAttack(handState(), board, { attacker: spawn, target: hero({ square: [1, 2] }), occupied: [] }, settings())
    // 2d6 of 7 or more: 6 + 5 + 4 + 3 + 2 + 1 = 21 of 36.
    expect(r.ok && r.value).toMatchObject({ kind: 'melee', needed: 7, chance: 21 / 36, damage: 2, defence: 15 })
  })
})
