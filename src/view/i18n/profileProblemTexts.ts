/**
 * What the judge's profile check refused in an edit, in the reader's language (issue 15, part 3;
 * R-VPR.2). The check words zod's issues as the scene loader does (a code and the values it names,
 * src/scene/zodIssues.ts), so problemTexts.ts says them in German; this file names the setting by
 * its label rather than its path, and the allowed values of a choice by their words.
 */
import type { SceneProblem } from '../../scene/problems'
import { problemMessage } from './problemTexts'
import { settingEntryWord, settingLabel } from './profileSettingTexts'
import type { Language } from './translations'

/** The profile file's key its settings sit under; the editor's settings paths start below it. */
const SETTINGS_PREFIX = 'settings.'

/**
 * The setting a problem's path names (`mk.castle.higherPosition`) and where inside it (`[0]` of a
 * list's entry, `[0].widthDeg` of a section arc's), or null for a path outside the settings.
 */
function settingPathOf(path: string): { setting: string; inside: string } | null {
  if (!path.startsWith(SETTINGS_PREFIX)) return null
  const below = path.slice(SETTINGS_PREFIX.length)
  const bracket = below.indexOf('[')
  return bracket < 0 ? { setting: below, inside: '' } : { setting: below.slice(0, bracket), inside: below.slice(bracket) }
}

/**
 * One refused edit as the editor lists it: `Label: message`. A setting with words is named by its
 * label and a choice's allowed values by their words; anything else keeps its path and values.
 */
export function profileProblemText(problem: SceneProblem, language: Language): string {
  const at = settingPathOf(problem.path)
  let shown: SceneProblem = problem
  if (at !== null && problem.code === 'expected-option' && typeof problem.params?.options === 'string') {
    const options = problem.params.options
      .split(', ')
      .map((option) => settingEntryWord(at.setting, option, language))
      .join(', ')
    shown = { ...problem, params: { ...problem.params, options } }
  }
  // The English message is the check's own (the command line's); only German is said again from the code.
  const message = language === 'en' ? problem.message : (problemMessage(shown, language) ?? problem.message)
  const where = at === null ? problem.path : `${settingLabel(at.setting, language)}${at.inside}`
  return `${where}: ${message}`
}
