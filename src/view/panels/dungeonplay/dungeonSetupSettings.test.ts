import { describe, expect, it } from 'vitest'
import { labelledSettingPaths, hasValueWords } from '../../i18n/profileSettingTexts'
import { settingInfos } from '../../ports'
import { dungeonSetupSettings } from './DungeonSetup'

/** The set-up screen's settings are the rule profiles' Dungeons settings (judge/profiles/settingInfo.ts), with their words. */
describe('the Dungeons set-up settings', () => {
  it('are the profile list of mk.dungeons, each with its ruling id and words in both languages', () => {
    const settings = dungeonSetupSettings(settingInfos())
    expect(settings.map((s) => s.key).sort()).toEqual(
      [
        'adjacency',
        'diagonalSteps',
        'drawChoice',
        'flyersIgnoreTerrainCost',
        'frontArcEdgeInside',
        'objectAttackCriticals',
        'refresh',
        'spawnsAct',
      ].sort(),
    )
    for (const { info } of settings) {
      expect(info.ruling, info.path).toMatch(/^R-MKD/)
      expect(labelledSettingPaths(), info.path).toContain(info.path)
      if (info.kind === 'enum') for (const v of info.options) expect(hasValueWords(info.path, v), `${info.path} ${v}`).toBe(true)
    }
  })
})
