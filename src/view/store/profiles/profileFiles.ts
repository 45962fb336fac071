/**
 * A rule profile as a file (issue 15, part 3): what a group exports is exactly what the command
 * line's `--profile FILE` and `--compare A,FILE` read (the judge's profile schema), so a profile
 * made at the table can rule in a terminal, and a file another group sent can be imported here.
 * An import is checked in full by the judge; it never replaces a profile: a name already taken
 * (shipped or the group's own) gets the next free `-2`, `-3` … (R-VPR.4).
 */
import type { SceneProblem } from '../../../scene/problems'
import type { RuleProfile, RuleProfilePorts } from '../../ports'
import { MAX_OWN_PROFILES } from './catalogue'

/** What became of an imported file; each has English and German in i18n/profileTexts.ts. */
export type ProfileImport =
  | { kind: 'imported'; name: string; renamedFrom: string | null }
  | { kind: 'notJson'; message: string }
  | { kind: 'invalid'; problems: readonly SceneProblem[] }
  | { kind: 'tooMany' }

/** The file of `profile`: its name and its text, two-space JSON as the shipped profile files are written. */
export function profileFileOf(profile: RuleProfile): { fileName: string; text: string } {
  const { name, title, description, settings } = profile
  return { fileName: `${name}.profile.json`, text: `${JSON.stringify({ name, title, description, settings }, null, 2)}\n` }
}

/** The profile name's longest form (the judge's PROFILE_NAME: 40 characters). */
const NAME_MAX = 40

/** `name`, or the first `name-2`, `name-3` … that is not taken, cut so that it stays a valid name. */
export function freeProfileName(name: string, taken: ReadonlySet<string>): string {
  if (!taken.has(name)) return name
  for (let n = 2; ; n++) {
    const suffix = `-${n}`
    const candidate = `${name.slice(0, NAME_MAX - suffix.length).replace(/-+$/, '')}${suffix}`
    if (!taken.has(candidate)) return candidate
  }
}

/**
 * Reads `text` as a profile file for the group's own list: the judge checks it; a taken name is
 * renamed, never replaced. Returns the outcome and, when imported, the new own list.
 */
export function importProfileText(
  text: string,
  ports: RuleProfilePorts,
  own: readonly RuleProfile[],
): { outcome: ProfileImport; own: readonly RuleProfile[] } {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (error) {
    return { outcome: { kind: 'notJson', message: error instanceof Error ? error.message : String(error) }, own }
  }
  const parsed = ports.parse(value)
  if (!parsed.ok) return { outcome: { kind: 'invalid', problems: parsed.coded }, own }
  if (own.length >= MAX_OWN_PROFILES) return { outcome: { kind: 'tooMany' }, own }
  const taken = new Set([...ports.shipped, ...own].map((p) => p.name))
  const name = freeProfileName(parsed.profile.name, taken)
  // A renamed import is told apart in the picker too: its title gets the same number as its name.
  const suffix = name === parsed.profile.name ? '' : ` (${name.slice(name.lastIndexOf('-') + 1)})`
  const { title } = parsed.profile
  const profile = { ...parsed.profile, name, title: { en: `${title.en}${suffix}`, de: `${title.de}${suffix}` } }
  return {
    outcome: { kind: 'imported', name, renamedFrom: name === parsed.profile.name ? null : parsed.profile.name },
    own: [...own, profile],
  }
}
