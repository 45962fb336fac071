/**
 * Rule profiles on the command line (issue 15, part 3; docs/RULINGS.md R-CLI.1): `--profile NAME`
 * (`--rules NAME`) chooses the profile a sight ruling or a ranged attack is judged under, and
 * `--compare A,B` judges it under both and prints the two columns, marking the rows that differ.
 * A profile is a shipped name or a JSON file; anything else is a UsageError naming the flag (exit 2).
 */
import { existsSync } from 'node:fs'
import {
  compareRanged,
  compareSight,
  parseRuleProfile,
  settingText,
  shippedProfile,
  shippedProfileNames,
  type CompareValue,
  type ProfileComparison,
  type RuleProfile,
  type ShotAction,
  type TableWorld,
} from '../judge'
import type { CardLibrary } from '../scene/cards/unitCard'
import { UsageError } from './argValues'
import { readInputFile } from './files'

/** A profile file is small: a few hundred settings. */
const MAX_PROFILE_BYTES = 256 * 1024

export function loadRuleProfile(nameOrPath: string, flag: string): RuleProfile {
  const shipped = shippedProfile(nameOrPath)
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
      : `The profiles differ in:\n${c.settings.map((s) => `  ${s.path}: ${settingText(s.a)} | ${settingText(s.b)}`).join('\n')}`
  const verdict = c.differs ? `${c.rows.filter((r) => r.differs).length} row(s) differ (marked *).` : 'The ruling is the same under both.'
  return `${head}${verdict}\n\n${lines.join('\n')}\n\n${why}\n`
}

export function comparisonJson(c: ProfileComparison<unknown>): object {
  const { answers: _answers, ...rest } = c
  return rest
}

export interface CompareRequest {
  from: string
  to: string
  profiles: [string, string]
  weapon: string | null
  action: ShotAction
  json: boolean
}

/** The comparison printed: the ranged attack when a weapon is named, else the sight ruling. */
export function runCompare(world: TableWorld, library: () => CardLibrary, request: CompareRequest, sceneName: string): string {
  const a = loadRuleProfile(request.profiles[0], '--compare')
  const b = loadRuleProfile(request.profiles[1], '--compare')
  const c =
    request.weapon === null
      ? compareSight(world, request.from, request.to, a, b)
      : compareRanged(world, library(), { from: request.from, to: request.to, weapon: request.weapon, action: request.action }, a, b)
  return request.json ? `${JSON.stringify(comparisonJson(c))}\n` : formatComparison(c, request.from, request.to, sceneName)
}
