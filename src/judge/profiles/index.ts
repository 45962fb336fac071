// Rule profiles (issue 15, part 3): named sets of every disputed setting, and the same ruling under two of them.
export type { MkGameSettings, ProfileSettings, ProfileText, RuleProfile, UniversalisGameSettings } from './types'
// What `combatSettingsOf` gives, for a caller of judgeRangedAttack that holds a profile.
export type { CombatSettings } from '../../rules/universalis/ranged'
export { mkGameSettingsSchema, PROFILE_NAME, profileSettingsSchema, ruleProfileSchema, universalisGameSettingsSchema } from './schema'
export { AS_WRITTEN, SHIPPED_PROFILES, SIGHTLINE_DEFAULT } from './shipped'
export {
  combatSettingsOf,
  engineSettingsOf,
  judgeSettingsOf,
  mkGameSettingsOf,
  mkReadingsOf,
  mkSettingsOf,
  mkTableFactSettingsOf,
  mkTableRulesOf,
  parseRuleProfile,
  playRulesOf,
  shippedProfile,
  shippedProfileNames,
  universalisGameSettingsOf,
  type MkReadings,
  type ProfileParse,
} from './resolve'
export { settingDifferences, settingLeaves, settingText, type SettingDifference, type SettingLeaf, type SettingValue } from './leaves'
export { compareCastleShot, compareRanged, compareSight, type CompareRow, type CompareValue, type ProfileComparison } from './compare'
export {
  SETTING_GROUPS,
  SETTING_RULINGS,
  settingAt,
  settingGroupOf,
  settingInfos,
  withSetting,
  type SettingGroup,
  type SettingInfo,
  type SettingKind,
  type SettingUnit,
} from './settingInfo'
export type { ListKind, NumberBounds, SectionArcsKind } from './settingListKinds'
