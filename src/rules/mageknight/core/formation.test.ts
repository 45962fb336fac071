import { describe, expect, it } from 'vitest'
import { mkFigureCard } from '../../../scene/mageknight/library'
import { figurePiece, type MkPiece } from './dial'
import { checkFormation, formationAttackBonus, formationSpeeds, inOneChain } from './formation'
import { DEFAULT_MK_CORE_SETTINGS } from './settings'

/**
 * Who may form a formation (MAGE-KNIGHT-CORE 10). Cards of models/mageknight/castle-siege.json:
 * crossbowman and dwarf bombardier are Black Powder Rebels (speed 7 and 5), the battle mage and
 * the knight rider (mounted, speed 12) are Atlantean Empire.
 */
const piece = (card: string, id: string): MkPiece => figurePiece(mkFigureCard(card), id, 'red')
const code = (r: { ok: boolean; refusal?: { code: string } }) => (r.ok ? null : r.refusal?.code)
const S = DEFAULT_MK_CORE_SETTINGS

describe('core 10 Formationen: who may form one', () => {
  const a = piece('mk-crossbowman', 'a')
  const b = piece('mk-crossbowman', 'b')
  const c = piece('mk-dwarf-bombardier', 'c')

  it('core 10: figures of one faction in one chain of base contact (a-b, b-c: a and c need not touch)', () => {
    const r = checkFormation(
      [a, b, c],
      [
        ['a', 'b'],
        ['c', 'b'],
      ],
      S,
    )
    expect(r.ok).toBe(true)
    expect(inOneChain(['a', 'b', 'c'], [['a', 'b']])).toBe(false)
    expect(code(checkFormation([a, b, c], [['a', 'b']], S))).toBe('formation-not-in-contact')
  })

  it('core 10: two members at least, each named once; R-MKF-1: five at most by default, a setting', () => {
    expect(code(checkFormation([a], [], S))).toBe('formation-too-small')
    expect(code(checkFormation([a, a], [['a', 'a']], S))).toBe('formation-member-twice')
    const six = ['1', '2', '3', '4', '5', '6'].map((id) => piece('mk-crossbowman', id))
    const chain = six.slice(1).map((p, i) => [six[i].id, p.id] as const)
    expect(code(checkFormation(six, chain, S))).toBe('formation-too-large')
    expect(checkFormation(six, chain, { ...S, formationMaxMembers: 6 }).ok).toBe(true)
  })

  it('core 10: one faction only', () => {
    expect(code(checkFormation([a, piece('mk-battle-mage', 'm')], [['a', 'm']], S))).toBe('formation-mixed-factions')
  })

  it('001 Allgemeine Regeln: a castle section is never part of a formation', () => {
    const section = { ...b, castleSection: true }
    expect(code(checkFormation([a, section], [['a', 'b']], S))).toBe('castle-section-no-formation')
  })

  it('core 10 alone: one faction, mounted or not; 003 "Cavalry Units and Formations" is the engine\'s to add (engine/formation.test.ts)', () => {
    // The knight rider (printed mounted) and the battle mage are both Atlantean Empire: core 10 has nothing against them.
    const k1 = piece('mk-knight-rider', 'k1')
    const mage = piece('mk-battle-mage', 'm')
    expect(checkFormation([k1, mage], [['k1', 'm']], S).ok).toBe(true)
    expect(code(checkFormation([k1, { ...mage, faction: 'Orc Raiders' }], [['k1', 'm']], S))).toBe('formation-mixed-factions')
  })

  it('R-MKF-2: a moving formation goes at the slowest speed (5 in), or each at its own by the setting', () => {
    expect(formationSpeeds([a, c], S).speedIn).toEqual({ a: 5, c: 5 })
    expect(formationSpeeds([a, c], { ...S, formationMoveSpeed: 'own' }).speedIn).toEqual({ a: 7, c: 5 })
  })

  it('R-MKF-3: the main attacker gains +1 for every other member', () => {
    expect(formationAttackBonus('a', 3, S).value).toBe(2)
    expect(formationAttackBonus('a', 3, { ...S, formationAttackBonusPerMember: 2 }).value).toBe(4)
  })
})
