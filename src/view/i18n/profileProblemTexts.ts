/**
 * What the judge's profile check refused in an edit, in the reader's language (issue 15, part 3;
 * R-VPR.2). The check words zod's issues as the scene loader does (a code and the values it names,
 * src/scene/zodIssues.ts), so problemTexts.ts says them in German; this file names the setting by
 * its label rather than its path, and the allowed values of a choice by their words.
 */
import type { SceneProblem } from '../../scene/problems'
import { problemMessage } from './problemTexts'
import { attributeLabel, profileListText } from './profileListTexts'
import { settingEntryWord, settingLabel } from './profileSettingTexts'
import type { Language } from './translations'

/** The profile file's key its settings sit under; the editor's settings paths start below it. */
const SETTINGS_PREFIX = 'settings.'

/**
 * The setting a problem's path names (`mk.castle.higherPosition`) and where inside it (`[0]` of a
 * list's entry, `[0].widthDeg` of a section arc's, `.AGI` of a record's key), or null for a path
 * outside the settings.
 */
function settingPathOf(path: string, language: Language): { setting: string; inside: string } | null {
  if (!path.startsWith(SETTINGS_PREFIX)) return null
  const below = path.slice(SETTINGS_PREFIX.length)
  const bracket = below.indexOf('[')
  if (bracket >= 0) return { setting: below.slice(0, bracket), inside: below.slice(bracket) }
  // A record's key (a critical malus's attribute) is a step below the setting, which has the label.
  const dot = below.lastIndexOf('.')
  const parent = below.slice(0, dot)
  return dot > 0 && settingLabel(below, language) === below && settingLabel(parent, language) !== parent
    ? { setting: parent, inside: below.slice(dot) }
    : { setting: below, inside: '' }
}

/** A section arc's column in the table's words (SectionArcsField). */
const ARC_FIELDS = { section: 'arcSection', centreDeg: 'arcCentre', widthDeg: 'arcWidth' } as const

/**
 * Where inside a setting, as the editor shows it: a section arc by its row and column (`, Arc 2,
 * Width`), a critical malus by its attribute (`, AGI (Agility)`); a list's place as `[0]`.
 */
function insideWords(inside: string, language: Language): string {
  const arc = /^\[(\d+)\](?:\.(section|centreDeg|widthDeg))?$/.exec(inside)
  if (arc?.[2] !== undefined) {
    const column = profileListText(ARC_FIELDS[arc[2] as keyof typeof ARC_FIELDS], language)
    return `, ${profileListText('arc', language, { n: Number(arc[1]) + 1 })}, ${column}`
  }
  if (inside.startsWith('.')) return `, ${attributeLabel(inside.slice(1), language)}`
  return inside
}

/** German for the profile check's own problems (schema.ts), which the scene's tables do not hold. */
const GERMAN_PROFILE_PROBLEMS: ReadonlyMap<string, (p: Readonly<Record<string, string | number>>) => string> = new Map([
  [
    'profile-arcs-not-circle',
    (p) =>
      `die Breiten ergeben zusammen ${Number(p.total).toLocaleString('de-DE')} Grad; die Bögen müssen die 360 Grad um die Basis abdecken`,
  ],
  ['profile-arcs-overlap', (p) => `die Bögen ${p.first} und ${p.second} überlappen sich; jede Richtung gehört zu einer Sektion`],
])

/**
 * One refused edit as the editor lists it: `Label: message`. A setting with words is named by its
 * label and a choice's allowed values by their words; anything else keeps its path and values.
 */
export function profileProblemText(problem: SceneProblem, language: Language): string {
  const at = settingPathOf(problem.path, language)
  let shown: SceneProblem = problem
  if (at !== null && problem.code === 'expected-option' && typeof problem.params?.options === 'string') {
    const options = problem.params.options
      .split(', ')
      .map((option) => settingEntryWord(at.setting, option, language))
      .join(', ')
    shown = { ...problem, params: { ...problem.params, options } }
  }
  const own = problem.code === undefined ? undefined : GERMAN_PROFILE_PROBLEMS.get(problem.code)
  // The English message is the check's own (the command line's); only German is said again from the code.
  const message =
    language === 'en' ? problem.message : own ? own(problem.params ?? {}) : (problemMessage(shown, language) ?? problem.message)
  const where = at === null ? problem.path : `${settingLabel(at.setting, language)}${insideWords(at.inside, language)}`
  return `${where}: ${message}`
}
