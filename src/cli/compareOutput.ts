/**
 * Rule profiles on the command line (issue 15, part 3; docs/RULINGS.md R-CLI.1): `--profile NAME`
 * (`--rules NAME`) chooses the profile a sight ruling or a ranged attack is judged under, and
 * `--compare A,B` judges it under both and prints the two columns, marking the rows that differ.
 * A profile is a shipped name or a JSON file (ruleSettings.ts); anything else is a UsageError naming
 * the flag (exit 2). The sight flags are written over both profiles' readings (R-CLI.2).
 */
import {
  compareRanged,
  compareSight,
  type CompareValue,
  type ProfileComparison,
  type SettingValue,
  type ShotAction,
  type TableWorld,
} from '../judge'
import type { CardLibrary } from '../scene/cards/unitCard'
import { UsageError } from './argValues'
import { readingText } from './readingText'
import { loadRuleProfile, withSightFlags, type SightFlags } from './ruleSettings'

/** `--compare A,B`: exactly two profiles. */
export function compareNames(text: string | undefined): [string, string] {
  const names = (text ?? '').split(',').map((n) => n.trim())
  if (names.length !== 2 || names.some((n) => n === ''))
    throw new UsageError(
      `--compare: expected two rule profiles separated by a comma (e.g. as-written,sightline-default), got "${text ?? ''}"`,
    )
  return [names[0], names[1]]
}

const cell = (v: CompareValue): string => (v === null ? '-' : typeof v === 'number' ? String(Number(v.toFixed(4))) : String(v))

export function formatComparison(c: ProfileComparison<unknown>, from: string, to: string, sceneName: string): string {
  const [a, b] = c.profiles
  const width = Math.max(8, ...c.rows.map((r) => r.key.length))
  const colA = Math.max(a.length, ...c.rows.map((r) => cell(r.a).length))
  const head = `Sightline ${c.question} ruling: ${from} → ${to} in "${sceneName}" under two rule profiles\n`
  const lines = [`  ${''.padEnd(width)}  ${a.padEnd(colA)}  ${b}`]
  for (const r of c.rows) lines.push(`${r.differs ? '*' : ' '} ${r.key.padEnd(width)}  ${cell(r.a).padEnd(colA)}  ${cell(r.b)}`)
  const why =
    c.settings.length === 0
      ? 'The profiles differ in no setting.'
      : `The profiles differ in:\n${c.settings.map((s) => `  ${s.path}: ${readingOrJson(s.a)} | ${readingOrJson(s.b)}`).join('\n')}`
  const verdict = c.differs ? `${c.rows.filter((r) => r.differs).length} row(s) differ (marked *).` : 'The ruling is the same under both.'
  return `${head}${verdict}\n\n${lines.join('\n')}\n\n${why}\n`
}

const readingOrJson = (v: SettingValue) => readingText(v) ?? '(too long, --json gives it)'

export function comparisonJson(c: ProfileComparison<unknown>): object {
  const { answers: _answers, ...rest } = c
  return rest
}

const FLAG_NAMES: Record<keyof SightFlags, string> = { eye: 'eye', sightRange: 'sight-range', coverMix: 'cover-mix' }

export interface CompareRequest {
  from: string
  to: string
  profiles: [string, string]
  weapon: string | null
  action: ShotAction
  json: boolean
  /** --eye, --sight-range, --cover-mix: written over both profiles' readings (R-CLI.2). */
  sight: SightFlags
}

/** The comparison printed: the ranged attack when a weapon is named, else the sight ruling. */
export function runCompare(world: TableWorld, library: () => CardLibrary, request: CompareRequest, sceneName: string): string {
  const a = withSightFlags(loadRuleProfile(request.profiles[0], '--compare'), request.sight)
  const b = withSightFlags(loadRuleProfile(request.profiles[1], '--compare'), request.sight)
  const c =
    request.weapon === null
      ? compareSight(world, request.from, request.to, a, b)
      : compareRanged(world, library(), { from: request.from, to: request.to, weapon: request.weapon, action: request.action }, a, b)
  const flags = Object.entries(request.sight).map(([k, v]) => `--${FLAG_NAMES[k as keyof SightFlags]} ${v}`)
  if (request.json) return `${JSON.stringify({ ...comparisonJson(c), ...(flags.length > 0 ? { sightFlags: request.sight } : {}) })}\n`
  const note = flags.length > 0 ? `Both profiles with ${flags.join(', ')} (over their own readings).\n` : ''
  return `${formatComparison(c, request.from, request.to, sceneName)}${note}`
}
