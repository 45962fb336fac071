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

  it('R-VPR.2: a list of named entries is a set (a checkbox each) unless its order counts', () => {
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
  })

  it('R-11.3a: the critical maluses are a number per attribute, its range the schema’s, none a list the editor cannot name', () => {
    const byPath = new Map(infos.map((i) => [i.path, i]))
    // z.partialRecord(z.enum(ATTRIBUTES), z.number().int().min(-12).max(12)) in schema.ts; 3.3 lists six attributes.
    expect(byPath.get('universalis.attributes.criticalModifiers')).toEqual({
      kind: 'record',
      keys: ['AGI', 'NK', 'FK', 'KO', 'WN', 'EH'],
      min: -12,
      max: 12,
      integer: true,
      path: 'universalis.attributes.criticalModifiers',
      group: 'universalis',
      ruling: 'R-11.3a',
    })
    // Every setting is one an editor can offer by name: no list without its items is left.
    expect(infos.filter((i) => i.kind === 'list' && i.items.length === 0).map((i) => i.path)).toEqual([])
  })

  it('R-LF-1: the section arcs are rows of a dial name, a centre and a width, with the schema’s bounds', () => {
    const arcs = infos.find((i) => i.path === 'mk.large.sectionArcs')
    // schema.ts: 1 to 8 arcs; section 1 to 40 characters; centreDeg -360..360; widthDeg > 0 and at most 360.
    expect(arcs).toMatchObject({
      kind: 'arcs',
      minArcs: 1,
      maxArcs: 8,
      nameMaxLength: 40,
      centreDeg: { min: -360, max: 360, minExclusive: false },
      widthDeg: { min: 0, max: 360, minExclusive: true },
      circleDeg: 360,
      group: 'large',
      ruling: 'R-LF-1',
    })
    // The dial names a large figure's card must use (scene/mageknight/dial.ts), so each arc names a real section.
    expect(arcs?.kind === 'arcs' && arcs.sections).toEqual(['front', 'left', 'right', 'rear'])
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
