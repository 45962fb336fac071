import { describe, expect, it } from 'vitest'
import { DEFAULT_DUNGEON_SETTINGS } from '../../rules/mageknight/dungeons'
import { DungeonSession } from './session'
import { changedSettings, DungeonSettingsSchema, dungeonSettingsOf, FILE_SETTING_NAMES } from './settingsSchema'
import { playAll, session } from './dungeon.testkit'

describe('the settings of a Dungeons game file', () => {
  it('names every setting the rules have (R-MKD-*), no more', () => {
    expect([...FILE_SETTING_NAMES].sort()).toEqual(Object.keys(DEFAULT_DUNGEON_SETTINGS).sort())
  })

  it("takes the file's settings over the defaults and writes back only those that differ", () => {
    const settings = dungeonSettingsOf({ adjacency: 'four' })
    expect(settings).toEqual({ ...DEFAULT_DUNGEON_SETTINGS, adjacency: 'four' })
    expect(changedSettings(settings)).toEqual({ adjacency: 'four' })
    expect(changedSettings(DEFAULT_DUNGEON_SETTINGS)).toEqual({})
    expect(DungeonSettingsSchema.safeParse({ adjacency: 'six' }).success).toBe(false)
  })

  it('R-MKD-1: a saved game keeps its settings, and its replay plays under them', () => {
    const s = session(1, { settings: dungeonSettingsOf({ diagonalSteps: 'never' }) })
    playAll(s, [
      { do: 'activate', hero: 'dwarf' },
      { do: 'move', hero: 'dwarf', to: [3, 5] },
    ])
    const file = JSON.parse(JSON.stringify(s.gameFile()))
    expect(file.settings).toEqual({ diagonalSteps: 'never' })
    const again = DungeonSession.replay(file, s.start)
    expect(again.settings.diagonalSteps).toBe('never')
    // Two orthogonal steps for 2 of the dwarf's 5 (a diagonal step would have cost 1).
    expect(again.active).toEqual({ hero: 'dwarf', pointsLeft: 3 })
    expect(session(1).gameFile().settings).toBeUndefined()
  })
})
