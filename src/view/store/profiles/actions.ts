/**
 * The profile picker's actions: choose a profile, change its settings in the panel, compare it
 * with another, keep the group's own, toggle the stability band. Every change asks the rulings
 * again under the profile now in use and keeps the choice in the ports' storage.
 */
import type { StoreApi } from 'zustand/vanilla'
import type { SightlineState } from '../state'
import type { SightlinePorts } from '../../ports/ports'
import { deriveRulings } from '../derived'
import { DEFAULT_PROFILE_NAME, MAX_OWN_PROFILES, currentProfile, profileCatalogue, profileNameOf, writeKeptProfiles } from './catalogue'
import type { RuleProfileActions, RuleProfilesData, StabilityData } from './types'
import { withSetting, type ProfileSettings } from '../../ports'
import { savedProfileText } from '../../i18n/profileTexts'
import { importProfileText, profileFileOf } from './profileFiles'

type Store = Pick<StoreApi<SightlineState>, 'getState' | 'setState'>

export function ruleProfileActions({ getState: get, setState: set }: Store, ports: SightlinePorts): RuleProfileActions {
  /** Installs new profile state (and toggle), asks the rulings again, keeps the choice. */
  const apply = (rules: RuleProfilesData, stability: StabilityData = get().stability) => {
    const next = { ...get(), rules, stability }
    set(deriveRulings(next, ports))
    writeKeptProfiles(ports.storage, get().rules, get().stability)
  }
  const catalogue = () => profileCatalogue(get().rules.shipped, get().rules.own)

  /** The judge checks the settings as it checks a profile file (R-RP.1): a value it refuses never rules. */
  const editSettings = (settings: ProfileSettings) => {
    const { rules } = get()
    const parsed = ports.ruleProfiles.parse({ ...currentProfile(rules), settings })
    if (!parsed.ok) {
      set({ rules: { ...rules, editProblems: parsed.coded } })
      return
    }
    apply({ ...rules, edited: parsed.profile.settings, editProblems: null, revision: rules.revision + 1 })
  }

  return {
    chooseRuleProfile(name) {
      const { rules } = get()
      if (!catalogue().has(name)) return
      apply({ ...rules, chosen: name, edited: null, editProblems: null, saveRefusal: null, imported: null, revision: rules.revision + 1 })
    },

    editRuleSettings: editSettings,

    editRuleSetting(path, value) {
      const { rules } = get()
      let settings: ProfileSettings
      try {
        settings = withSetting(currentProfile(rules).settings, path, value)
      } catch (error) {
        // A path the editor does not offer (a caller's slip): no code, so it shows as the check says it.
        const message = error instanceof Error ? error.message : String(error)
        set({ rules: { ...rules, editProblems: [{ path: '(profile)', message, severity: 'error' }] } })
        return
      }
      editSettings(settings)
    },

    compareRuleProfile(name) {
      const { rules } = get()
      if (name !== null && !catalogue().has(name)) return
      apply({ ...rules, compareWith: name })
    },

    saveRuleProfile(title) {
      const { rules } = get()
      const name = profileNameOf(title)
      const refuse = (saveRefusal: RuleProfilesData['saveRefusal']) => {
        set({ rules: { ...rules, saveRefusal } })
        return null
      }
      // A draft on screen that is not in use would be lost without a word: the player uses it or goes back first.
      if ((rules.draftsPending?.length ?? 0) > 0) return refuse('draftPending')
      if (name === '') return refuse('nameEmpty')
      if (ports.ruleProfiles.shipped.some((p) => p.name === name)) return refuse('nameShipped')
      const replaces = rules.own.some((p) => p.name === name)
      if (!replaces && rules.own.length >= MAX_OWN_PROFILES) return refuse('tooMany')
      const from = currentProfile(rules)
      // The judge checks it as it will check it when read back: a profile that would not load is not kept.
      const parsed = ports.ruleProfiles.parse({
        name,
        title: { en: title.trim(), de: title.trim() },
        description: savedProfileText(from.title),
        settings: from.settings,
      })
      if (!parsed.ok) return refuse('invalid')
      const own = replaces ? rules.own.map((p) => (p.name === name ? parsed.profile : p)) : [...rules.own, parsed.profile]
      // The saved profile is the one in use now: same settings, so the rulings stand (no new revision).
      apply({ ...rules, own, chosen: name, edited: null, saveRefusal: null, imported: null })
      return name
    },

    markSettingDraft(path, pending) {
      const { rules } = get()
      const others = (rules.draftsPending ?? []).filter((p) => p !== path)
      const draftsPending = pending ? [...others, path] : others
      if (draftsPending.length === (rules.draftsPending?.length ?? 0) && pending === (rules.draftsPending ?? []).includes(path)) return
      // The refusal for a pending draft goes with the last draft: it no longer holds.
      const saveRefusal = draftsPending.length === 0 && rules.saveRefusal === 'draftPending' ? null : rules.saveRefusal
      set({ rules: { ...rules, draftsPending, saveRefusal } })
    },

    exportRuleProfile() {
      return profileFileOf(currentProfile(get().rules))
    },

    importRuleProfile(text) {
      const { rules } = get()
      const read = importProfileText(text, ports.ruleProfiles, rules.own)
      if (read.outcome.kind !== 'imported') {
        set({ rules: { ...rules, imported: read.outcome } })
        return null
      }
      const name = read.outcome.name
      // The imported profile is used at once, as a chosen one is: unsaved edits of the previous one are dropped.
      apply({
        ...rules,
        own: [...read.own],
        chosen: name,
        edited: null,
        editProblems: null,
        saveRefusal: null,
        imported: read.outcome,
        revision: rules.revision + 1,
      })
      return name
    },

    deleteRuleProfile(name) {
      const { rules } = get()
      if (!rules.own.some((p) => p.name === name)) return
      const chosenGone = rules.chosen === name
      apply({
        ...rules,
        own: rules.own.filter((p) => p.name !== name),
        chosen: chosenGone ? DEFAULT_PROFILE_NAME : rules.chosen,
        edited: chosenGone ? null : rules.edited,
        compareWith: rules.compareWith === name ? null : rules.compareWith,
        revision: chosenGone ? rules.revision + 1 : rules.revision,
      })
    },

    setStabilityShown(shown) {
      const { rules, stability } = get()
      apply(rules, { ...stability, shown })
    },

    setStabilityWeapon(shooterId, weapon) {
      const { rules, stability, scene } = get()
      if (!scene || !ports.stability.bandedWeapons(scene, shooterId).includes(weapon)) return
      apply(rules, { ...stability, chosenWeapons: new Map(stability.chosenWeapons).set(shooterId, weapon) })
    },
  }
}
