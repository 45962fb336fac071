import { describe, expect, it } from 'vitest'
import { MK_ABILITIES, MK_ABILITY_GERMAN } from '../../../scene/mageknight/dial'
import { mkFigureCard } from '../../../scene/mageknight/library'
import {
  abilitiesOf,
  abilityRecord,
  abilityTable,
  damageTaken,
  mayBeRangedTarget,
  mayShootInContact,
  movementAbilities,
  shockwaveReachIn,
} from './abilities'
import { figurePiece, statsOf } from './dial'
import { DEFAULT_MK_CORE_SETTINGS } from './settings'

describe('core 14: every ability as data', () => {
  const table = abilityTable()
  it('has a record for each ability of MK_ABILITIES, with the German the texts print', () => {
    expect([...table.keys()]).toEqual([...MK_ABILITIES])
    for (const r of table.values()) {
      expect(r.german).toBe(MK_ABILITY_GERMAN[r.id])
      expect(['000_07421d6a00d7078f.txt', '001_780b2c7d905fedae.txt']).toContain(r.named.file)
      // A general-knowledge effect rests on our summary or a ruling of ours, never on a supplement.
      if (r.generalKnowledge) expect(['docs/MAGE-KNIGHT-CORE.md', 'docs/RULINGS.md']).toContain(r.effectClause.file)
    }
  })
  it('001 "Das Castle angreifen": categories 3 (magic blast, shockwave, sharpshooter), 4 (explosive damage), 6 (battering ram)', () => {
    const byCategory = (c: number) => [...table.values()].filter((r) => r.castleCategory === c).map((r) => r.id)
    expect(byCategory(3)).toEqual(['magicBlast', 'shockwave', 'sharpshooter'])
    expect(byCategory(4)).toEqual(['explosiveDamage'])
    expect(byCategory(6)).toEqual(['batteringRam'])
  })
  it('001 and 000 "Allgemeine Regeln": vampirism spares castle sections only; poison both; toughness neither', () => {
    expect(abilityRecord('vampirism').notAffecting).toEqual({ castleSections: true, largeFigures: false })
    expect(abilityRecord('poison').notAffecting).toEqual({ castleSections: true, largeFigures: true })
    expect(abilityRecord('toughness').notAffecting).toEqual({ castleSections: false, largeFigures: false })
  })
  it('the numbers come from the settings: invulnerability 2 by default, 3 when set', () => {
    expect(abilityRecord('invulnerability').effect).toEqual({ kind: 'damageReduction', clicks: 2 })
    expect(abilityRecord('invulnerability', { ...DEFAULT_MK_CORE_SETTINGS, invulnerabilityReduction: 3 }).effect).toEqual({
      kind: 'damageReduction',
      clicks: 3,
    })
    expect(abilityRecord('toughness').generalKnowledge).toBe(false) // 000's own example
  })
  it('abilitiesOf: the Battle Mage shows magic blast; a click showing one ability twice gives one record', () => {
    const mage = statsOf(figurePiece(mkFigureCard('mk-battle-mage'), 'm', 'x'))
    expect(abilitiesOf(mage).map((r) => r.id)).toEqual(['magicBlast'])
    expect(abilitiesOf({ abilities: ['toughness', 'flight', 'toughness'] }).map((r) => r.english)).toEqual(['Toughness', 'Flight'])
  })
})

describe('R-MKC-7 damageTaken: toughness, invulnerability, magic immunity', () => {
  it('000 "Den Passagier verletzen": a section with toughness hit for 4 takes 3; a passenger with toughness takes 2 of those 3', () => {
    const section = damageTaken(4, ['toughness'], { magic: false })
    expect(section.damage).toBe(3)
    expect(section.modifiers).toEqual([
      expect.objectContaining({ key: 'toughness', value: -1, clause: expect.objectContaining({ section: 'Den Passagier verletzen' }) }),
    ])
    expect(damageTaken(section.damage, ['toughness'], { magic: false }).damage).toBe(2)
  })
  it('invulnerability takes 2; with toughness too only the larger counts; never below 0', () => {
    expect(damageTaken(4, ['invulnerability'], { magic: false }).damage).toBe(2)
    const both = damageTaken(4, ['toughness', 'invulnerability'], { magic: false })
    expect(both.damage).toBe(2)
    expect(both.modifiers.map((m) => [m.key, m.value, m.clause.section])).toEqual([['invulnerability', -2, 'R-MKC-7']])
    const one = damageTaken(1, ['invulnerability'], { magic: false })
    expect([one.damage, one.modifiers[0].value]).toEqual([0, -1])
  })
  it("magic immunity: a magic attack deals nothing, any other its full damage (000: a passenger's damage is never magic)", () => {
    expect(damageTaken(3, ['magicImmunity'], { magic: true })).toMatchObject({
      damage: 0,
      modifiers: [{ key: 'magicImmunity', value: -3 }],
    })
    expect(damageTaken(3, ['magicImmunity'], { magic: false })).toEqual({ damage: 3, modifiers: [] })
  })
  it('pushing and critical-miss damage are not reduced', () => {
    expect(damageTaken(1, ['invulnerability'], { magic: false, source: 'pushing' })).toEqual({ damage: 1, modifiers: [] })
    expect(damageTaken(1, ['toughness'], { magic: false, source: 'criticalMiss' })).toEqual({ damage: 1, modifiers: [] })
  })
  it('the setting invulnerabilityReduction; a damage no caller passes is thrown', () => {
    expect(damageTaken(5, ['invulnerability'], { magic: false }, { ...DEFAULT_MK_CORE_SETTINGS, invulnerabilityReduction: 3 }).damage).toBe(
      2,
    )
    expect(() => damageTaken(-1, [], { magic: false })).toThrow(/damage must be a whole number/)
    expect(() => damageTaken(1.5, [], { magic: false })).toThrow(RangeError)
  })
})

describe('core 6 and 14: shooting in base contact, moving, stealth, shockwave', () => {
  it('sharpshooter and shockwave (R-MKC-9) may shoot in base contact; others may not (core 6)', () => {
    expect(mayShootInContact(['sharpshooter'])).toMatchObject({ allowed: true, by: 'sharpshooter', line: { clause: { section: '14' } } })
    expect(mayShootInContact(['shockwave', 'toughness'])).toMatchObject({
      allowed: true,
      by: 'shockwave',
      line: { clause: { section: 'R-MKC-9' } },
    })
    expect(mayShootInContact(['magicBlast'])).toMatchObject({ allowed: false, by: null, line: { clause: { section: '6' } } })
  })
  it("R-MKC-10: the Fire Dragon's wing symbol flies, breaking away on 2 or more; a boot on 4 (R-MKC-2); the wave swims", () => {
    const dragon = mkFigureCard('mk-fire-dragon')
    expect(movementAbilities([], { speedSymbol: dragon.dials[0].speedSymbol })).toMatchObject({
      flight: true,
      swim: false,
      entersSectionsAnywhere: true,
      breakAwayMin: 2,
    })
    expect(movementAbilities([], { speedSymbol: 'boot' })).toMatchObject({ flight: false, breakAwayMin: 4, lines: [] })
    expect(movementAbilities(['swim'])).toMatchObject({ swim: true, flight: false, entersSectionsAnywhere: false })
    expect(movementAbilities([], { speedSymbol: 'wave' }).swim).toBe(true)
  })
  it('000 "Passagiere": a passenger\'s flight is ignored', () => {
    expect(movementAbilities(['flight'], { passenger: true })).toMatchObject({
      flight: false,
      entersSectionsAnywhere: false,
      breakAwayMin: 4,
    })
  })
  it('R-MKC-8: stealth hides from ranged attacks in or behind hindering terrain only', () => {
    const hidden = mayBeRangedTarget('elf', ['stealth'], { hinderingTerrain: true })
    expect(hidden.ok ? null : hidden.refusal).toMatchObject({
      code: 'hidden-by-stealth',
      clause: { section: 'R-MKC-8' },
      params: { target: 'elf' },
    })
    expect(mayBeRangedTarget('elf', ['stealth'], { hinderingTerrain: false })).toMatchObject({ ok: true, value: { stealth: true } })
    expect(mayBeRangedTarget('orc', [], { hinderingTerrain: true })).toMatchObject({ ok: true, value: { stealth: false } })
  })
  it('R-MKC-9: a shockwave reaches half the range: 8 in from 16 in', () => {
    expect(shockwaveReachIn(16)).toMatchObject({ reachIn: 8, line: { clause: { section: 'R-MKC-9' } } })
    expect(() => shockwaveReachIn(Number.NaN)).toThrow(/rangeIn/)
  })
})
