/**
 * The dispute view's rule profiles and stability band (issue 15, parts 2 and 3) as store state:
 * which profile the rulings use, the group's own profiles, a comparison under a second profile,
 * and the stability band of the chosen pair, asked after the ruling is on screen.
 */
import type { SceneProblem } from '../../../scene/problems'
import type {
  CastleShotJudgement,
  ProfileComparison,
  ProfileSettings,
  RuleProfile,
  SettingInfo,
  SettingValue,
  SightJudgement,
  StabilityReport,
} from '../../ports'
import type { Scene } from '../../../scene/schema'
import type { ProfileImport } from './profileFiles'

export interface RuleProfilesData {
  /** The profiles Sightline ships (from the ports): "as-written", "sightline-default". */
  shipped: readonly RuleProfile[]
  /** What each setting is (from the ports): the editor's rows and the differences' units. */
  settingInfos: readonly SettingInfo[]
  /** The name of the profile the dispute view's rulings use (a shipped one or the group's own). */
  chosen: string
  /** Settings changed in the panel on top of the chosen profile, not yet saved; null: the profile as it is. */
  edited: ProfileSettings | null
  /** The group's own profiles, kept in the ports' storage (`RULE_PROFILES_KEY`). */
  own: RuleProfile[]
  /** The profile "compare" sets beside the current one, or null when not comparing. */
  compareWith: string | null
  comparison: ProfileComparison<SightJudgement> | null
  /** The castle panel's shot under both profiles (R-VPR.3), when comparing and the castle has a shot. */
  castleComparison: ProfileComparison<CastleShotJudgement> | null
  compareError: string | null
  /**
   * Why the judge's profile check refused the last edit, or null: an edit it refuses is not used.
   * Coded as a scene's problems are, so the editor says them in the reader's language.
   */
  editProblems: readonly SceneProblem[] | null
  /** Why the last save was refused, or null. */
  saveRefusal: ProfileSaveRefusal | null
  /**
   * The settings (paths) whose editor holds a draft not in use yet (the section arcs' rows before
   * "Use these arcs"): saving or exporting now would keep the old values, so both are refused.
   */
  draftsPending?: readonly string[]
  /** What became of the last imported profile file (profileFiles.ts), or null; cleared by the next choice or save. */
  imported?: ProfileImport | null
  /** Counts every change of the profile in use, so a stability band knows which profile it was asked under. */
  revision: number
}

/** Why a group's profile was not saved (each has English and German in i18n/profileTexts.ts). */
export type ProfileSaveRefusal = 'nameEmpty' | 'nameShipped' | 'tooMany' | 'invalid' | 'draftPending'

/** What a stability band was asked about: it is stale once any of these is not the state's. */
export interface StabilityQuestion {
  scene: Scene
  fromId: string
  toId: string
  revision: number
  /** The weapon whose range band is searched (R-STB.2): the shooter's chosen or first banded one; null: none. */
  weapon: string | null
}

export interface StabilityData {
  /** The player's toggle: show the band (and ask for it) or not. */
  shown: boolean
  /**
   * 'off': nothing to ask (hidden or no pair); 'pending': asked after the next paint; 'searching':
   * asked, the worker's answer not yet in; 'ready'/'failed': answered.
   */
  status: 'off' | 'pending' | 'searching' | 'ready' | 'failed'
  question: StabilityQuestion | null
  report: StabilityReport | null
  error: string | null
  /** The shooter's weapons with range bands, the judge's list (the panel's choice); empty without a pair. */
  weapons: readonly string[]
  /** The weapon each shooter's band measures, as the player chose it; kept for the session, not in storage (R-STB.2). */
  chosenWeapons: ReadonlyMap<string, string>
}

export interface RuleProfileActions {
  /** Uses the named profile for the rulings (dropping unsaved edits); an unknown name changes nothing. */
  chooseRuleProfile(name: string): void
  /**
   * Changes the settings in use on top of the chosen profile; saved by `saveRuleProfile`. The
   * judge's profile check comes first: settings it refuses are not used (`editProblems` says why).
   */
  editRuleSettings(settings: ProfileSettings): void
  /** One setting by its path (`mk.castle.higherPosition`), checked as `editRuleSettings` checks. */
  editRuleSetting(path: string, value: SettingValue): void
  /** Shows the ruling under `name` beside the current one; null ends the comparison. */
  compareRuleProfile(name: string | null): void
  /**
   * Keeps the settings in use as the group's profile `title` (its name made from the title); an
   * own profile of the same name is replaced. Returns the name, or null when refused (`saveRefusal`).
   */
  saveRuleProfile(title: string): string | null
  /** An editor tells whether its setting at `path` holds a draft not in use yet (`draftsPending`). */
  markSettingDraft(path: string, pending: boolean): void
  deleteRuleProfile(name: string): void
  /** The profile in use (with unsaved edits) as a file the command line's `--profile FILE` reads. */
  exportRuleProfile(): { fileName: string; text: string }
  /**
   * Adds a profile file's profile to the group's own and uses it, under a free name (never
   * replacing one); a file the judge refuses changes nothing. Returns the name, or null (`imported` says why).
   */
  importRuleProfile(text: string): string | null
  setStabilityShown(shown: boolean): void
  /** Measures the range band of `weapon` for `shooterId` from now on (this session); a weapon not among its banded ones changes nothing. */
  setStabilityWeapon(shooterId: string, weapon: string): void
}
