/**
 * The rule settings a sight ruling or a heat map is judged under (R-CLI.1, R-CLI.2): a rule
 * profile (--profile/--rules NAME|FILE) or none (the judge's defaults, which are
 * sightline-default's), with --eye, --sight-range and --cover-mix overriding the profile's
 * reading of each. The settings used are said back, in the text and in --json, so that a
 * player who shares an answer shares the readings it was judged under.
 */
import { existsSync } from 'node:fs'
import {
  combatSettingsOf,
  judgeSettingsOf,
  mkGameSettingsOf,
  parseRuleProfile,
  settingDifferences,
  SIGHTLINE_DEFAULT,
  shippedProfile,
  shippedProfileNames,
  withDefaults,
  type CombatSettings,
  type JudgeSettings,
  type MkGameSettings,
  type RuleProfile,
  type SettingValue,
} from '../judge'
import { UsageError } from './argValues'
import { differenceText } from './readingText'
import { readInputFile } from './files'

/** A profile file is small: a few hundred settings. */
const MAX_PROFILE_BYTES = 256 * 1024

export function loadRuleProfile(nameOrPath: string, flag: string): RuleProfile {
  // Shipped names are lowercase (PROFILE_NAME): "AS-WRITTEN" typed is "as-written", unless a file has that name.
  const shipped = shippedProfile(nameOrPath) ?? (existsSync(nameOrPath) ? undefined : shippedProfile(nameOrPath.toLowerCase()))
  if (shipped) return shipped
  if (!existsSync(nameOrPath))
    throw new UsageError(`${flag}: no rule profile "${nameOrPath}": neither a shipped one (${shippedProfileNames().join(', ')}) nor a file`)
  let value: unknown
  try {
    value = JSON.parse(readInputFile(nameOrPath, flag, MAX_PROFILE_BYTES))
  } catch (error) {
    if (error instanceof UsageError) throw error
    throw new UsageError(`${flag}: "${nameOrPath}" is no JSON: ${(error as Error).message}`)
  }
  const parsed = parseRuleProfile(value)
  if (!parsed.ok)
    throw new UsageError(`${flag}: "${nameOrPath}" is no valid rule profile:\n${parsed.problems.map((p) => `  ${p}`).join('\n')}`)
  return parsed.profile
}

/** The sight flags as given (absent: the profile's reading, or the default's). */
export interface SightFlags {
  eye?: 'top' | 'center'
  sightRange?: 'depth' | 'off'
  coverMix?: 'strongest-sufficient' | 'highest'
}

export interface RuleChoice {
  /** The profile's name; null: none given (the judge's defaults). */
  profile: string | null
  judge: JudgeSettings
  /** The profile's combat readings (ranged bands, damage); undefined: the defaults. */
  combat?: CombatSettings
  /** The flags that overrode a reading ("--eye"), in the order eye, sight range, cover mix. */
  overrides: string[]
}

/** `profile` with the given sight flags written over its readings (R-CLI.2: the flag wins). */
export function withSightFlags(profile: RuleProfile, flags: SightFlags): RuleProfile {
  const { sight, cover } = profile.settings
  return {
    ...profile,
    settings: {
      ...profile.settings,
      sight: { ...sight, ...(flags.eye ? { eye: flags.eye } : {}), ...(flags.sightRange ? { sightRangeMode: flags.sightRange } : {}) },
      cover: { ...cover, ...(flags.coverMix ? { coverLevelMix: flags.coverMix } : {}) },
    },
  }
}

const overridesOf = (flags: SightFlags): string[] =>
  [flags.eye && '--eye', flags.sightRange && '--sight-range', flags.coverMix && '--cover-mix'].filter((f): f is string => !!f)

/** The settings of `rules` (a profile's name or file, or null) under the sight flags; `flag` names the profile's flag in errors. */
export function ruleChoiceOf(rules: string | null, flags: SightFlags, flag: string): RuleChoice {
  const overrides = overridesOf(flags)
  if (rules === null)
    return {
      profile: null,
      judge: withDefaults({
        sight: { ...(flags.eye ? { eye: flags.eye } : {}), ...(flags.sightRange ? { sightRangeMode: flags.sightRange } : {}) },
        cover: flags.coverMix ? { coverLevelMix: flags.coverMix } : {},
      }),
      overrides,
    }
  const profile = withSightFlags(loadRuleProfile(rules, flag), flags)
  return { profile: profile.name, judge: judgeSettingsOf(profile.settings), combat: combatSettingsOf(profile.settings), overrides }
}

/** The readings as --json writes them: the profile (null: none), each sight and cover reading, and which flags overrode the profile's. */
export function ruleSettingsJson(choice: RuleChoice) {
  const { sight, cover } = choice.judge
  return {
    profile: choice.profile,
    eye: sight.eye,
    sightRange: sight.sightRangeMode,
    cmPerSightStep: sight.cmPerSightStep,
    coverMix: cover.coverLevelMix,
    coverThreshold: cover.threshold,
    // R-HM.5: how far below a base its rim may rest, where the heat map and the stability band stand a figure.
    supportDropCm: sight.supportDropCm,
    overriddenBy: choice.overrides,
  }
}

const EYE_WORDS: Record<JudgeSettings['sight']['eye'], string> = { top: 'top of the profile', center: 'centre' }

/** One line: "Rules: profile as-written; eye point: centre (--eye, over profile as-written); sight range: depth; ...". */
export function formatRuleSettings(choice: RuleChoice): string {
  const { sight, cover } = choice.judge
  const source = (flag: string) =>
    choice.overrides.includes(flag) ? ` (${flag}, over ${choice.profile === null ? 'the default' : `profile ${choice.profile}`})` : ''
  const profile = choice.profile === null ? 'no profile (the defaults, as sightline-default)' : `profile ${choice.profile}`
  const parts = [
    `eye point: ${EYE_WORDS[sight.eye]}${source('--eye')}`,
    `sight range: ${sight.sightRangeMode === 'depth' ? `depth (${sight.cmPerSightStep} cm a step)` : 'off'}${source('--sight-range')}`,
    `cover mix: ${cover.coverLevelMix}${source('--cover-mix')}`,
    `cover from ${Math.round(cover.threshold * 100)}% hidden`,
  ]
  return `Rules: ${profile}; ${parts.join('; ')}\n`
}

/** A Mage Knight ruling's readings (R-CLI.5): the profile's Mage Knight settings, as the play mode's game takes them. */
export interface MkRuleChoice {
  /** The profile's name; null: none given (the defaults, sightline-default's). */
  profile: string | null
  /** mkGameSettingsOf the profile (what the browser's play mode hands its game); undefined: the defaults. */
  rules?: MkGameSettings
  /** The Mage Knight readings (not the Dungeons') in which the profile differs from sightline-default, in the profile's order. */
  differences: { setting: string; value: SettingValue; default: SettingValue }[]
}

const isMkGameSetting = (path: string) => path.startsWith('mk.') && !path.startsWith('mk.dungeons.')

export function mkRuleChoiceOf(rules: string | null, flag: string): MkRuleChoice {
  if (rules === null) return { profile: null, differences: [] }
  const profile = loadRuleProfile(rules, flag)
  const differences = settingDifferences(profile.settings, SIGHTLINE_DEFAULT.settings)
    .filter((d) => isMkGameSetting(d.path))
    .map((d) => ({ setting: d.path, value: d.a, default: d.b }))
  return { profile: profile.name, rules: mkGameSettingsOf(profile.settings), differences }
}

/** One line: "Rules: profile as-written; Mage Knight readings differing from sightline-default: mk.large.ownerPicksInactive attack-lost (default attacker-chooses)". */
export function formatMkRuleSettings(choice: MkRuleChoice): string {
  if (choice.profile === null) return 'Rules: no profile (the defaults, as sightline-default)\n'
  const differences = choice.differences.map((d) => differenceText(d.setting, d.value, d.default))
  const readings =
    differences.length === 0
      ? 'Mage Knight readings all as sightline-default'
      : `Mage Knight readings differing from sightline-default: ${differences.join('; ')}`
  return `Rules: profile ${choice.profile}; ${readings}\n`
}

/** The readings as --json writes them under `rules`: the profile (null: none) and its Mage Knight differences from the defaults. */
export const mkRuleSettingsJson = (choice: MkRuleChoice) => ({ profile: choice.profile, differences: choice.differences })
