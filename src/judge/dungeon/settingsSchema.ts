import { z } from 'zod'
import { DEFAULT_DUNGEON_SETTINGS, type DungeonSettings } from '../../rules/mageknight/dungeons'

/**
 * The `settings` a Dungeons game file may carry (R-MKD-*, R-MKDJ-* in docs/RULINGS.md): every
 * field of the rules' DungeonSettings, each optional, the rest taken from the defaults. A strict
 * object, so a misspelt or unknown setting is refused with its name (`settings.diagonalStep`),
 * and a value outside a setting's choices names the setting (`settings.refresh`).
 */
/** Each Dungeons setting's allowed values: a game file's `settings` and a rule profile's `mk.dungeons` both check against it. */
export const DUNGEON_SETTINGS_SHAPE = {
  diagonalSteps: z.enum(['clear-corner', 'one-open-route', 'never']),
  adjacency: z.enum(['eight', 'four']),
  frontArcEdgeInside: z.boolean(),
  flyersIgnoreTerrainCost: z.boolean(),
  drawChoice: z.enum(['random', 'colour-chosen']),
  refresh: z.enum(['top-up', 'deal-afresh']),
  objectAttackCriticals: z.boolean(),
  spawnsAct: z.boolean(),
} satisfies { [K in keyof DungeonSettings]-?: z.ZodType<DungeonSettings[K]> }

export const DungeonSettingsSchema = z.strictObject(DUNGEON_SETTINGS_SHAPE).partial()
export type DungeonSettingsFile = z.infer<typeof DungeonSettingsSchema>

/** The names of the settings a file may set, for the test that keeps them in step with the rules. */
export const FILE_SETTING_NAMES: readonly string[] = Object.keys(DUNGEON_SETTINGS_SHAPE)

/** The settings a game plays under: the file's over the defaults. */
export const dungeonSettingsOf = (file: DungeonSettingsFile | undefined): DungeonSettings => ({ ...DEFAULT_DUNGEON_SETTINGS, ...file })

/** Only the settings that differ from the defaults, for a game file written back (empty: no key at all). */
export function changedSettings(settings: DungeonSettings): DungeonSettingsFile {
  const out: Record<string, unknown> = {}
  for (const key of Object.keys(settings) as (keyof DungeonSettings)[])
    if (settings[key] !== DEFAULT_DUNGEON_SETTINGS[key]) out[key] = settings[key]
  return out as DungeonSettingsFile
}
