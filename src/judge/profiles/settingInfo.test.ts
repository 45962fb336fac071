import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { settingLeaves } from './leaves'
import { profileSettingsSchema } from './schema'
import { AS_WRITTEN, SIGHTLINE_DEFAULT } from './shipped'
import { SETTING_RULINGS, settingAt, settingGroupOf, settingInfos, withSetting } from './settingInfo'

const RULINGS = readFileSync('docs/RULINGS.md', 'utf8')

/**
 * The texts of the ruling `id`: from each heading (`### R-RP.1 …` or `**R-4.3a …**`) to the next
 * ruling. An id may head two sections (R-8.3a does: disengaging, and the 3 cm from enemies).
 */
function rulingTexts(id: string): string[] {
  const escaped = id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return [...RULINGS.matchAll(new RegExp(`^(### |\\*\\*)${escaped}[ .*]`, 'gm'))].map((m) => {
    const rest = RULINGS.slice((m.index ?? 0) + 3)
    const end = rest.search(/^(### |## |\*\*R-)/m)
    return end < 0 ? rest : rest.slice(0, end)
  })
}

describe('what each profile setting is (R-VPR.2)', () => {
  const infos = settingInfos()

  it('gives every setting of the shipped profiles a ruling of RULINGS.md that names it', () => {
    const wrong = infos.flatMap(({ path, ruling }) => {
      const name = path.split('.').at(-1) ?? path
      return rulingTexts(ruling).some((text) => text.includes(name)) ? [] : [`${path}: ${ruling || '(none)'}`]
    })
    expect(wrong).toEqual([])
    expect(infos.map((i) => i.path)).toEqual(settingLeaves(AS_WRITTEN.settings).map((l) => l.path))
    expect(SETTING_RULINGS.size).toBe(infos.length)
  })

  it('reads the allowed values from the profile schema: an enum’s options, a number’s range and unit', () => {
    const byPath = new Map(infos.map((i) => [i.path, i]))
    expect(byPath.get('sight.eye')).toMatchObject({ kind: 'enum', options: ['top', 'center'], group: 'sight', ruling: 'R-4.3a' })
    // mk.core.breakAwayMin: z.number().int().min(1).max(7) in schema.ts; pips of a die.
    expect(byPath.get('mk.core.breakAwayMin')).toMatchObject({ kind: 'number', unit: 'pips', min: 1, max: 7, integer: true })
    expect(byPath.get('mk.castle.unwieldyFightAcrossAccess')).toMatchObject({ kind: 'boolean', group: 'castle' })
    expect(byPath.get('mk.table.hinderingTerrainTypes')).toMatchObject({ kind: 'list', group: 'mageknight' })
    expect(byPath.get('universalis.colossus.hitZoneTable')?.kind).toBe('list')
  })

  it('R-VPR.2: a list of named entries is a set (a checkbox each) unless its order counts; unnamed entries have no items', () => {
    const byPath = new Map(infos.map((i) => [i.path, i]))
    // z.array(z.enum(TERRAIN_TYPES)) in schema.ts: the terrain types, any of them, once each.
    expect(byPath.get('mk.table.hinderingTerrainTypes')).toMatchObject({
      kind: 'list',
      set: true,
      items: expect.arrayContaining(['ruin', 'forest']),
    })
    expect(byPath.get('universalis.melee.attackerWinOptions')).toMatchObject({
      kind: 'list',
      set: true,
      items: ['damage', 'pushBack', 'pushBackAndFollow'],
    })
    // R-18.3a: the 2d6 total picks the place in the hit-zone table, so it is edited place by place.
    expect(byPath.get('universalis.colossus.hitZoneTable')).toMatchObject({ kind: 'list', set: false })
    expect(byPath.get('mk.large.sectionArcs')).toMatchObject({ kind: 'list', set: false, items: null })
  })

  it('every enum default is one of its options, so an editor’s select can show it', () => {
    const outside = infos.filter((i) => i.kind === 'enum' && !i.options.includes(String(settingAt(SIGHTLINE_DEFAULT.settings, i.path))))
    expect(outside.map((i) => i.path)).toEqual([])
  })

  it('groups by rule set: the Trample path is cavalry, the table facts Mage Knight', () => {
    expect(settingGroupOf('mk.trample.crossedBy')).toBe('cavalry')
    expect(settingGroupOf('mk.table.maxStepCm')).toBe('mageknight')
    expect(settingGroupOf('cover.threshold')).toBe('sight')
  })

  it('sets one setting by its path, leaving the rest and the original as they were', () => {
    const edited = withSetting(SIGHTLINE_DEFAULT.settings, 'mk.castle.higherPosition', 'measured')
    expect(edited.mk.castle.higherPosition).toBe('measured')
    expect(SIGHTLINE_DEFAULT.settings.mk.castle.higherPosition).toBe('levels')
    expect(edited.mk.core).toBe(SIGHTLINE_DEFAULT.settings.mk.core)
    expect(profileSettingsSchema.safeParse(edited).success).toBe(true)
    expect(() => withSetting(SIGHTLINE_DEFAULT.settings, 'mk.__proto__.x', 1)).toThrow(RangeError)
    expect(settingAt(SIGHTLINE_DEFAULT.settings, 'constructor')).toBeUndefined()
  })
})
