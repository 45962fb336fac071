import { describe, expect, it } from 'vitest'
import type { Square } from '../../../scene/dungeon/schema'
import { scriptedDice } from '../../kernel/dice'
import type { FigureBeside } from './attackAbilities'
import { handState, hero, heroAttacker, settings, testBoard } from './dungeons.testkit'
import { figureAttack, previewFigureAttack, type AttackerFacts, type FigureAttackInput, type TargetFacts } from './figureAttacks'
import type { DungeonAbility } from './furnishings'

/**
 * R-MKD-18: the abilities that change an attack on the grid, one kind a test, each through the
 * core's function the open table uses, with scripted dice. The board is the testkit's (drawn
 * there): the hall (columns 0 to 4) holds the all-seeing pillar "eye", the corridor (5,2) to (7,2)
 * does not.
 */

const board = testBoard()
const code = (r: { ok: boolean; refusal?: { code: string } }) => (r.ok ? 'ok' : r.refusal?.code)

/** Hero h1: attack 9, damage 2, range 4, on (0,3) facing north; the abilities given. */
const attacker = (abilities: DungeonAbility[] = [], over: Partial<AttackerFacts> = {}): AttackerFacts =>
  heroAttacker({ abilities, ...over })
/** A dungeon figure of defence 14 on (0,2), adjacent north of h1: a melee. */
const spawn = (abilities: DungeonAbility[] = [], square: Square = [0, 2]): TargetFacts => ({
  ...hero({ id: 'sp', side: 'spawn', square, defence: 14 }),
  abilities,
})
const input = (a: AttackerFacts, t: TargetFacts, others: FigureBeside[] = []): FigureAttackInput => ({
  attacker: a,
  target: t,
  occupied: others.map((o) => o.square),
  others,
})
const hit = (i: FigureAttackInput, dice: number[]) => figureAttack(handState(), board, i, scriptedDice(dice), settings(), 'hero')

describe('R-MKD-18 with R-MKC-7: toughness and invulnerability take clicks off a hit', () => {
  it('000 "Den Passagier verletzen": toughness makes 2 clicks 1, said before the click with its clause', () => {
    const i = input(attacker(), spawn(['toughness']))
    const p = previewFigureAttack(handState(), board, i, settings(), 'hero')
    if (!p.ok) throw new Error(p.refusal.reason)
    expect(p.value.damage).toBe(1)
    expect(p.value.damageModifiers.map((m) => [m.key, m.value, m.clause.section])).toEqual([['toughness', -1, 'Den Passagier verletzen']])
    expect(p.value.lines.at(-1)).toMatchObject({ key: 'toughness', value: -1 })
    // 3 + 2 + 9 = 14 reaches defence 14: the 2 clicks become 1.
    const r = hit(i, [3, 2])
    expect(r.ok && r.value).toMatchObject({ hit: true, damage: 1 })
    expect(r.ok && r.breakdown.modifiers.map((m) => m.key)).toEqual(['toughness'])
  })

  it('R-MKC-7: with toughness and invulnerability only the larger counts: a critical hit of 2 + 1 = 3 becomes 1', () => {
    const r = hit(input(attacker(), spawn(['toughness', 'invulnerability'])), [6, 6])
    expect(r.ok && r.value).toMatchObject({ hit: true, critical: 'hit', damage: 1 })
    expect(r.ok && r.breakdown.modifiers.map((m) => [m.key, m.value])).toEqual([['invulnerability', -2]])
  })

  it('a miss deals nothing and lists no reduction', () => {
    const r = hit(input(attacker(), spawn(['toughness'])), [1, 2])
    expect(r.ok && [r.value.hit, r.value.damage, r.breakdown.modifiers]).toEqual([false, 0, []])
  })
})

describe('R-MKD-18 with R-MKC-7: magic immunity against a magic blast', () => {
  // h1 on (0,0) facing south shoots (0,3), three squares away: (0,1) is difficult, which hinders a line but never stops it.
  const shooter = (abilities: DungeonAbility[]) => attacker(abilities, { square: [0, 0], facingDeg: 180 })
  it('core 14: a ranged magic blast deals a magic-immune target nothing', () => {
    const r = hit(input(shooter(['magicBlast']), spawn(['magicImmunity'], [0, 3])), [4, 4])
    expect(r.ok && r.value).toMatchObject({ kind: 'ranged', hit: true, damage: 0 })
    expect(r.ok && r.breakdown.modifiers.map((m) => [m.key, m.value])).toEqual([['magicImmunity', -2]])
  })
  it('core 14: the same figure in melee is no magic attack: 2 clicks', () => {
    const r = hit(input(attacker(['magicBlast']), spawn(['magicImmunity'])), [4, 4])
    expect(r.ok && r.value).toMatchObject({ kind: 'melee', hit: true, damage: 2 })
  })
})

describe('R-MKD-18 with R-MKC-11: magic enhancement of an adjacent friend', () => {
  const shooter = attacker([], { square: [0, 0], facingDeg: 180 })
  const friend: FigureBeside = { id: 'h2', side: 'heroes', square: [1, 1], abilities: ['magicEnhancement'] }
  it('a ranged attack by a hero next to a friend showing it deals 1 more: 3 clicks', () => {
    const p = previewFigureAttack(handState(), board, input(shooter, spawn([], [0, 3]), [friend]), settings(), 'hero')
    expect(p.ok && [p.value.damage, p.value.damageModifiers.map((m) => m.key)]).toEqual([3, ['magicEnhancement']])
    const r = hit(input(shooter, spawn([], [0, 3]), [friend]), [4, 4])
    expect(r.ok && r.value.damage).toBe(3)
  })
  it('not in melee, and not from a friend that is not adjacent', () => {
    const melee = hit(input(attacker(), spawn(), [{ ...friend, square: [1, 3] }]), [4, 4])
    expect(melee.ok && melee.value.damage).toBe(2)
    const far = hit(input(shooter, spawn([], [0, 3]), [{ ...friend, square: [2, 0] }]), [4, 4])
    expect(far.ok && far.value.damage).toBe(2)
  })
})

describe('R-MKD-18 with core 6: a ranged attack next to an opponent', () => {
  // h1 on (0,0) facing south, a second dungeon figure adjacent on (1,0) (water, a figure may stand in it).
  const beside: FigureBeside = { id: 'sp2', side: 'spawn', square: [1, 0], abilities: [] }
  const shot = (abilities: DungeonAbility[]) => input(attacker(abilities, { square: [0, 0], facingDeg: 180 }), spawn([], [0, 3]), [beside])
  it('refused without a roll when the click shows neither sharpshooter nor shockwave', () => {
    const dice = scriptedDice([])
    const r = figureAttack(handState(), board, shot([]), dice, settings(), 'hero')
    expect(code(r)).toBe('shooter-next-to-opponent')
    expect(!r.ok && r.refusal.clause.section).toBe('6')
    expect(dice.log).toEqual([])
  })
  it('core 14: sharpshooter shoots anyway, and the preview names it', () => {
    const p = previewFigureAttack(handState(), board, shot(['sharpshooter']), settings(), 'hero')
    expect(p.ok && p.value.lines.map((l) => l.key)).toContain('shootInContact')
    expect(code(hit(shot(['sharpshooter']), [4, 4]))).toBe('ok')
  })
  it('a friend adjacent does not stop the shot', () => {
    expect(
      code(hit(input(attacker([], { square: [0, 0], facingDeg: 180 }), spawn([], [0, 3]), [{ ...beside, side: 'heroes' }]), [4, 4])),
    ).toBe('ok')
  })
})

describe('R-MKD-18 with R-MKC-8: stealth behind difficult terrain', () => {
  // In the corridor: h1 on (4,2) facing east shoots (7,2), crossing (5,2) and (6,2).
  const shooter = attacker([], { square: [4, 2], facingDeg: 90 })
  const marker = (at: Square) => handState({ placed: [{ id: 'm', kind: 'difficult', at, token: null }] })
  const preview = (state: ReturnType<typeof handState>, t: TargetFacts) =>
    previewFigureAttack(state, board, input(shooter, t), settings(), 'hero')
  it('a difficult square on the line hides it: refused', () => {
    expect(code(preview(marker([6, 2]), spawn(['stealth'], [7, 2])))).toBe('target-hidden-by-stealth')
  })
  it('difficult terrain under it hides it too; a clear line does not, and says so', () => {
    expect(code(preview(marker([7, 2]), spawn(['stealth'], [7, 2])))).toBe('target-hidden-by-stealth')
    const open = preview(handState(), spawn(['stealth'], [7, 2]))
    expect(open.ok && open.value.lines.map((l) => l.key)).toContain('stealth')
  })
  it('002 "Allsehende Säule": in the hall of the all-seeing pillar stealth does not work', () => {
    // h1 on (0,0) facing south at (0,2): the line crosses the difficult (0,1), but "eye" stands in the hall.
    const p = previewFigureAttack(
      handState(),
      board,
      input(attacker([], { square: [0, 0], facingDeg: 180 }), spawn(['stealth'], [0, 2])),
      settings(),
      'hero',
    )
    expect(p.ok && p.value.lines.find((l) => l.key === 'mkd.stealthSuppressed')?.clause.section).toBe('Allsehende Säule')
  })
  it('002 "Stuhl": a hero carrying furniture has no stealth (a dungeon figure attacks it)', () => {
    const state = { ...marker([6, 2]), heroes: [{ hero: 'h9', ability: null, items: [], carrying: 'chair' }] }
    const target: TargetFacts = { ...hero({ id: 'h9', square: [7, 2] }), abilities: ['stealth'] }
    const shade = { ...shooter, id: 'sp' }
    const r = previewFigureAttack(state, board, input(shade, target), settings(), 'dungeon')
    expect(r.ok && r.value.lines.map((l) => l.key)).toContain('mkd.stealthWhileCarrying')
  })
})
