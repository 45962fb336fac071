/**
 * Where the dispute view finds its rule profiles: the shipped ones (through the ports) and the
 * group's own (kept in the ports' storage). Names come from what a user typed or from storage,
 * so they are only ever looked up in a Map.
 */
import type { RuleProfile } from '../../ports'
import type { RuleProfilePorts } from '../../ports/ports'
import type { KeyValueStorage } from '../persistence'
import type { RuleProfilesData, StabilityData } from './types'

export const RULE_PROFILES_KEY = 'sightline.ruleProfiles'
export const DEFAULT_PROFILE_NAME = 'sightline-default'
/** At most this many own profiles: each is a few kilobytes of storage. */
export const MAX_OWN_PROFILES = 20

/** Every profile a table can choose, by name: shipped first, then the group's own (never shadowing a shipped one). */
export function profileCatalogue(shipped: readonly RuleProfile[], own: readonly RuleProfile[]): Map<string, RuleProfile> {
  const byName = new Map(shipped.map((p) => [p.name, p] as const))
  for (const p of own) if (!byName.has(p.name)) byName.set(p.name, p)
  return byName
}

/** The profile the rulings use: the chosen one with the panel's unsaved edits, or the shipped default if the choice is gone. */
export function currentProfile(rules: RuleProfilesData): RuleProfile {
  const catalogue = profileCatalogue(rules.shipped, rules.own)
  const chosen = catalogue.get(rules.chosen) ?? catalogue.get(DEFAULT_PROFILE_NAME) ?? rules.shipped[0]
  return rules.edited ? { ...chosen, settings: rules.edited } : chosen
}

/** The second profile of a comparison, or null. */
export function comparedProfile(rules: RuleProfilesData): RuleProfile | null {
  return rules.compareWith === null ? null : (profileCatalogue(rules.shipped, rules.own).get(rules.compareWith) ?? null)
}

/**
 * The name a typed title is kept under: lowercase letters, digits and dashes, at most 40 (the
 * judge's PROFILE_NAME), so "Our Table (2026)" is "our-table-2026". Letters outside a–z lose
 * their accents first ("Grüne Runde" is "grune-runde"); empty when nothing is left.
 */
export function profileNameOf(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '')
}

/** What is kept between visits: the choice, the toggle and the group's own profiles. */
interface KeptProfiles {
  chosen: string
  stabilityShown: boolean
  own: RuleProfile[]
}

/**
 * The kept choice and profiles, each own profile checked by the judge's schema (a damaged one
 * is left out, never trusted). Missing or unreadable storage gives the defaults.
 */
export function readKeptProfiles(storage: KeyValueStorage | null, ports: RuleProfilePorts): KeptProfiles {
  const fallback: KeptProfiles = { chosen: DEFAULT_PROFILE_NAME, stabilityShown: true, own: [] }
  let text: string | null = null
  try {
    text = storage?.getItem(RULE_PROFILES_KEY) ?? null
  } catch {
    return fallback
  }
  if (!text) return fallback
  try {
    const raw = JSON.parse(text) as { chosen?: unknown; stabilityShown?: unknown; own?: unknown }
    const own: RuleProfile[] = []
    for (const value of Array.isArray(raw.own) ? raw.own.slice(0, MAX_OWN_PROFILES) : []) {
      const parsed = ports.parse(value)
      if (parsed.ok && !own.some((p) => p.name === parsed.profile.name)) own.push(parsed.profile)
    }
    const catalogue = profileCatalogue(ports.shipped, own)
    const chosen = typeof raw.chosen === 'string' && catalogue.has(raw.chosen) ? raw.chosen : DEFAULT_PROFILE_NAME
    return { chosen, stabilityShown: raw.stabilityShown !== false, own }
  } catch {
    return fallback
  }
}

export function writeKeptProfiles(storage: KeyValueStorage | null, rules: RuleProfilesData, stability: StabilityData): void {
  try {
    storage?.setItem(RULE_PROFILES_KEY, JSON.stringify({ chosen: rules.chosen, stabilityShown: stability.shown, own: rules.own }))
  } catch {
    // A full or refused storage loses the group's profiles at the next visit, never the table.
  }
}

/** The state before anything is chosen: what was kept, or the defaults. */
export function initialProfiles(
  storage: KeyValueStorage | null,
  ports: RuleProfilePorts,
): { rules: RuleProfilesData; stability: StabilityData } {
  const kept = readKeptProfiles(storage, ports)
  return {
    rules: {
      shipped: ports.shipped,
      settingInfos: ports.settings,
      chosen: kept.chosen,
      edited: null,
      own: kept.own,
      compareWith: null,
      comparison: null,
      castleComparison: null,
      compareError: null,
      editProblems: null,
      saveRefusal: null,
      revision: 0,
    },
    stability: {
      shown: kept.stabilityShown,
      status: 'off',
      question: null,
      report: null,
      error: null,
      weapons: [],
      chosenWeapons: new Map(),
    },
  }
}
