import { describe, expect, it } from 'vitest'
import { settingInfos } from '../ports'
import { attributeLabel, hasAttributeWords, listValueText, PROFILE_LIST_TEXT, profileListText } from './profileListTexts'
import { settingValueText } from './profileSettingTexts'

/** Issue 15 part 3, R-VPR.2: the words of the maluses and the arc table, held to what the judge's settingInfo names. */
describe('the words of the profile editor’s malus fields and arc table', () => {
  const infos = settingInfos()

  it('R-11.3a: names every attribute the judge offers a malus for, by 004 3.3’s name', () => {
    const record = infos.find((i) => i.kind === 'record')
    expect(record?.kind === 'record' && record.keys.filter((k) => !hasAttributeWords(k))).toEqual([])
    expect(attributeLabel('WN', 'de')).toBe('WN (Wahrnehmung)')
    expect(attributeLabel('EH', 'en')).toBe('EH (Resolve)')
  })

  it('has every text in both languages, its places filled with numbers in the reader’s way', () => {
    const empty = Object.entries(PROFILE_LIST_TEXT).flatMap(([key, words]) => (words.en && words.de ? [] : [key]))
    expect(empty).toEqual([])
    expect(profileListText('arcsTotal', 'de', { total: 352.5, circle: 360 })).toBe('Breiten zusammen: 352,5° von 360°')
    expect(profileListText('addArcFull', 'en', { max: 8 })).toBe('At most 8 arcs')
  })

  it('says arcs and maluses in words, not JSON, where two profiles are compared', () => {
    const arcs = [
      { section: 'front', centreDeg: 0, widthDeg: 120 },
      { section: 'rear', centreDeg: 180, widthDeg: 240 },
    ]
    expect(settingValueText('mk.large.sectionArcs', arcs, 'de')).toBe('vorne bei 0°, 120° breit; hinten bei 180°, 240° breit')
    expect(settingValueText('universalis.attributes.criticalModifiers', { AGI: -1, NK: -2 }, 'en')).toBe('AGI -1, NK -2')
    expect(settingValueText('universalis.attributes.criticalModifiers', {}, 'de')).toBe('keine')
    expect(listValueText(['ruin'], 'en')).toBeNull()
  })
})
