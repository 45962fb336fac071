import { describe, expect, it } from 'vitest'
import { DEFAULT_MK_CASTLE_SETTINGS } from './settings'
import {
  mayAttackSection,
  mayFormationAttackSection,
  sectionAttackCategories,
  universalisMayAttackSection,
  type SectionAttackerFacts,
} from './attackers'

const defaults = () => ({ ...DEFAULT_MK_CASTLE_SETTINGS })
const base: SectionAttackerFacts = {
  attackerId: 'a',
  attackKind: 'ranged',
  dialCount: 1,
  titan: false,
  abilitiesUsed: [],
  printedDamage: 3,
  standsOnTarget: false,
}

describe('the six categories (001 "Das Castle angreifen")', () => {
  // Each row: one change from an ordinary one-dial hero with damage 3, and the categories the text gives it.
  it.each([
    ['ordinary, damage 3, ranged', {}, []],
    ['ordinary, damage 3, melee', { attackKind: 'melee' }, []],
    ['1: more than one dial', { dialCount: 4 }, [1]],
    ['2: titan', { titan: true }, [2]],
    ['3: Magic Blast at range', { abilitiesUsed: ['magicBlast'] }, [3]],
    ['3: Shockwave at range', { abilitiesUsed: ['shockwave'] }, [3]],
    ['3: Sharpshooter at range', { abilitiesUsed: ['sharpshooter'] }, [3]],
    ['3 does not cover melee', { attackKind: 'melee', abilitiesUsed: ['magicBlast'] }, []],
    ['4: explosive damage at range', { abilitiesUsed: ['explosiveDamage'] }, [4]],
    ['4 does not cover melee', { attackKind: 'melee', abilitiesUsed: ['explosiveDamage'] }, []],
    ['5: printed damage 4, ranged', { printedDamage: 4 }, [5]],
    ['5: printed damage 4, melee', { attackKind: 'melee', printedDamage: 4 }, [5]],
    ['6: Battering Ram in melee', { attackKind: 'melee', abilitiesUsed: ['batteringRam'] }, [6]],
    ['6 does not cover ranged', { abilitiesUsed: ['batteringRam'] }, []],
    ['several at once', { titan: true, dialCount: 2, printedDamage: 5 }, [1, 2, 5]],
  ] as const)('%s', (_name, change, categories) => {
    const facts = { ...base, ...change } as SectionAttackerFacts
    expect(sectionAttackCategories(facts)).toEqual(categories)
    const r = mayAttackSection(facts)
    expect(r.ok).toBe(categories.length > 0)
    if (!r.ok)
      expect(r.refusal).toMatchObject({
        code: 'attacker-in-no-category',
        clause: { file: '001_780b2c7d905fedae.txt', section: 'Das Castle angreifen' },
      })
  })

  it('standing on the section forbids even a titan', () => {
    const r = mayAttackSection({ ...base, titan: true, standsOnTarget: true })
    expect(r.ok ? null : r.refusal.code).toBe('attacker-stands-on-section')
  })

  it('a formation only when every member may', () => {
    expect(
      mayFormationAttackSection([
        { ...base, printedDamage: 4 },
        { ...base, titan: true },
      ]).ok,
    ).toBe(true)
    const r = mayFormationAttackSection([
      { ...base, printedDamage: 4 },
      { ...base, attackerId: 'weak' },
    ])
    expect(r.ok ? null : r.refusal).toMatchObject({
      code: 'formation-member-may-not-attack',
      params: { member: 'weak', because: 'attacker-in-no-category' },
    })
  })
})

describe('Universalis models against sections (R-MK-6a)', () => {
  const m = { id: 'u', colossus: false, weaponEffects: [] as const, attackKind: 'melee' as const, standsOnTarget: false }
  it.each([
    ['plain weapon', m, false],
    ['colossus', { ...m, colossus: true }, true],
    ['structure-damaging weapon in melee', { ...m, weaponEffects: ['structureDamaging'] as const }, true],
    ['explosive weapon at range', { ...m, attackKind: 'ranged' as const, weaponEffects: ['explosive'] as const }, true],
  ])('%s: %s', (_n, model, allowed) => {
    expect(universalisMayAttackSection(model).ok).toBe(allowed)
  })
  it('settings any and never', () => {
    expect(universalisMayAttackSection(m, { ...defaults(), universalisSectionAttack: 'any' }).ok).toBe(true)
    expect(universalisMayAttackSection({ ...m, colossus: true }, { ...defaults(), universalisSectionAttack: 'never' }).ok).toBe(false)
  })
})
