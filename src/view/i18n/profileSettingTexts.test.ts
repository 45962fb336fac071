import { describe, expect, it } from 'vitest'
import { AS_WRITTEN, settingInfos, settingLeaves, SIGHTLINE_DEFAULT } from '../ports'
import { hasValueWords, labelledSettingPaths, settingLabel, settingValueText, settingValueWord } from './profileSettingTexts'
import { LANGUAGES } from './translations'

/**
 * A key walk over the shipped profiles (issue 15, part 3): every setting leaf has a label in
 * every language and every value an enum setting may take has words, so a setting added to a
 * rule set's record fails here until it is named in English and German.
 */
const paths = [...new Set([...settingLeaves(SIGHTLINE_DEFAULT.settings), ...settingLeaves(AS_WRITTEN.settings)].map((l) => l.path))]

describe('the words for every profile setting (R-VPR.2)', () => {
  it('labels every setting leaf of the shipped profiles in English and German, and no path that is none', () => {
    const unlabelled = paths.flatMap((path) =>
      LANGUAGES.filter((lang) => settingLabel(path, lang) === path).map((lang) => `${path} (${lang})`),
    )
    expect(unlabelled).toEqual([])
    expect(labelledSettingPaths().filter((p) => !paths.includes(p))).toEqual([])
  })

  it('has words for every value of every enum setting, in both languages', () => {
    const missing = settingInfos().flatMap((info) =>
      info.kind !== 'enum' ? [] : info.options.flatMap((value) => (hasValueWords(info.path, value) ? [] : [`${info.path}=${value}`])),
    )
    expect(missing).toEqual([])
    expect(settingValueWord('mk.dungeons.adjacency', 'four', 'de')).toBe('vier (nur Kanten)')
  })

  it('says values in words: an enum, a boolean, a number with its unit', () => {
    expect(settingValueText('universalis.movement.enemyGap', 'whole', 'de')).toBe('auf dem ganzen Weg')
    expect(settingValueText('mk.castle.unwieldyFightAcrossAccess', false, 'en')).toBe('no')
    expect(settingValueText('mk.castle.higherThresholdCm', 2.5, 'de', 'cm')).toBe('2,5 cm')
  })
})
