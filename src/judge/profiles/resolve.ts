import type { CombatSettings } from '../../rules/universalis/ranged'
import type { EngineSettings } from '../../rules/universalis/engine'
import { DEFAULT_MK_SETTINGS, type MkSettings } from '../../rules/mageknight/engine'
import { DEFAULT_SIGHT_OPTIONS } from '../../geometry/sight/sightOptions'
import type { JudgeSettings } from '../api'
import type { MkTableFactSettings } from '../mk/facts'
import { DEFAULT_MK_TABLE_RULES, type MkTableRules } from '../mk/tableRules'
import type { PlayRules } from '../play/types'
import { formatProblem, type SceneProblem } from '../../scene/problems'
import { issuesToProblems } from '../../scene/zodIssues'
import { ruleProfileSchema } from './schema'
import { SHIPPED_PROFILES } from './shipped'
import type { MkGameSettings, ProfileSettings, RuleProfile, UniversalisGameSettings } from './types'

/**
 * A profile turned into the settings records each part of the judge and the rules takes, and a
 * profile read from a user's file or the browser's storage (checked, never trusted).
 */

/** The sight and cover settings of `judgeSight`; the sampler's precision stays the default (no reading of a rule). */
export function judgeSettingsOf(settings: Pick<ProfileSettings, 'sight' | 'cover'>): JudgeSettings {
  return { sight: { ...DEFAULT_SIGHT_OPTIONS, ...settings.sight }, cover: settings.cover }
}

export function combatSettingsOf(settings: Pick<ProfileSettings, 'universalis'>): CombatSettings {
  const { ranged, damage, colossus } = settings.universalis
  return { ranged, damage, colossus }
}

export function engineSettingsOf(settings: Pick<ProfileSettings, 'universalis'>): EngineSettings {
  const u = settings.universalis
  const combat = combatSettingsOf(settings)
  return {
    round: { ...u.round, burning: { ...u.round.burning, combat } },
    combat,
    melee: u.melee,
    movement: u.movement,
    overwatchTest: u.overwatchTest,
    flightObligation: u.flightObligation,
  }
}

/** The Mage Knight engine's readings: the core's, the castle's, the large figures' and the cavalry's (R-VPR.3). */
export function mkSettingsOf(settings: { mk: MkGameSettings }): MkSettings {
  const { core, castle, large, cavalry } = settings.mk
  return { core, castle, large, cavalry }
}

export function mkTableFactSettingsOf(settings: { mk: MkGameSettings }): MkTableFactSettings {
  return { ...settings.mk.table, baseContactToleranceIn: settings.mk.core.baseContactToleranceIn }
}

/** The readings a Mage Knight game's measures on the table take (judge/mk/tableRules.ts): contact, steps, terrain, Trample. */
export function mkTableRulesOf(settings: { mk: MkGameSettings }): MkTableRules {
  return { facts: mkTableFactSettingsOf(settings), trample: settings.mk.trample }
}

/** Everything a Mage Knight ruling at the table is judged under: the engine's readings and the table's measures. */
export interface MkReadings {
  engine: MkSettings
  table: MkTableRules
}

/**
 * A game's Mage Knight settings (a profile's, R-VPR.3) as the engine and the table's measures take
 * them; none: the defaults (sightline-default's). The play mode's game (mk/create.ts) and `judge
 * --mk` (mk/attackRuling.ts, R-CLI.5) both read a profile through here, so the browser and a
 * terminal cannot read one differently.
 */
export function mkReadingsOf(rules?: MkGameSettings): MkReadings {
  if (!rules) return { engine: DEFAULT_MK_SETTINGS, table: DEFAULT_MK_TABLE_RULES }
  return { engine: mkSettingsOf({ mk: rules }), table: mkTableRulesOf({ mk: rules }) }
}

/** The readings a Universalis game takes from a profile (PlaySetup `rules`, its game file's `settings`). */
export function universalisGameSettingsOf(settings: ProfileSettings): UniversalisGameSettings {
  return { sight: settings.sight, cover: settings.cover, universalis: settings.universalis }
}

/** The readings a Mage Knight game takes from a profile (MkPlaySetup `rules`, its game file's `settings`). */
export function mkGameSettingsOf(settings: ProfileSettings): MkGameSettings {
  const { dungeons: _dungeons, ...game } = settings.mk
  return game
}

/** What a Universalis game at the table is played under: the engine's readings and the sight ruling's. */
export function playRulesOf(settings: UniversalisGameSettings): PlayRules {
  return { engine: engineSettingsOf(settings), judge: judgeSettingsOf(settings) }
}

/**
 * A refused profile's problems twice: `problems` as the command line prints them (`path: message`),
 * `coded` as the scene loader's zod problems (a code and the values it names), so the profile
 * editor says them in the reader's language (src/view/i18n/problemTexts.ts) as a scene's are.
 */
export type ProfileParse = { ok: true; profile: RuleProfile } | { ok: false; problems: string[]; coded: SceneProblem[] }

/** A profile from a file or storage: every problem as `path: message`, so the user can find it. */
export function parseRuleProfile(value: unknown): ProfileParse {
  const result = ruleProfileSchema.safeParse(value)
  if (result.success) return { ok: true, profile: result.data }
  // The scene loader's wording of zod's issues: the offending value shown, and a code German can say.
  const coded = issuesToProblems(result.error.issues, value).map((p) => (p.path === '(root)' ? { ...p, path: '(profile)' } : p))
  return { ok: false, problems: coded.map(formatProblem), coded }
}

/** A shipped profile by the name a user typed, or undefined (a Map: "__proto__" or "constructor" find nothing). */
export function shippedProfile(name: string): RuleProfile | undefined {
  return SHIPPED_PROFILES.get(name)
}

export function shippedProfileNames(): string[] {
  return [...SHIPPED_PROFILES.keys()]
}
