/**
 * Loading a scene: text or value in, a valid Scene or the full list of problems out.
 * The schema runs first; the semantic checks then run on every record that is valid on its own,
 * so that a scene with one bad figure still has its duplicate ids and overlaps reported.
 */
import { checkScene, type Located, type SceneParts } from './checks'
import { findJsonDefect, lineColumnAt } from './jsonText'
import { describeValue, error, ROOT_PATH, type SceneLoadResult, type SceneProblem } from './problems'
import { MAX_PROBLEMS, MAX_RECORDS, MAX_SCENE_CHARS } from './limits'
import { FigureSchema, LadderSchema, SceneSchema, TerrainPieceSchema } from './schema'
import { CastleSectionSchema, PlankSchema } from './castle/schema'
import { DungeonSchema } from './dungeon/schema'
import { issuesToProblems } from './zodIssues'
import { loadCardLibrary } from './cards/library'
import { checkSceneCards } from './cards/sceneCards'
import { checkSceneMkFigures } from './mageknight/sceneFigures'
import type { CardLibrary } from './cards/unitCard'

export type { SceneLoadResult, SceneProblem } from './problems'
export { formatProblem } from './problems'
export { serializeScene } from './serialize'

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/** The items of `list` (if it is an array) that pass `schema`, with their paths (under `key`, e.g. `castle.sections`). */
function validItems<T>(
  key: string | string[],
  list: unknown,
  schema: { safeParse(v: unknown): { success: boolean; data?: T } },
): Located<T>[] {
  if (!Array.isArray(list)) return []
  const prefix = typeof key === 'string' ? [key] : key
  return list.flatMap((item, i) => {
    const parsed = schema.safeParse(item)
    return parsed.success ? [{ path: [...prefix, i], record: parsed.data as T }] : []
  })
}

/** The parts of a possibly invalid document that the semantic checks can still judge. */
function partsOf(value: unknown): SceneParts {
  const doc = isRecord(value) ? value : {}
  const table = SceneSchema.shape.table.safeParse(doc.table)
  // The dungeon is checked whole or not at all: its squares only mean something together.
  const dungeon = doc.dungeon === undefined ? undefined : DungeonSchema.safeParse(doc.dungeon)
  const castle = isRecord(doc.castle) ? doc.castle : {}
  const ids: Located<string>[] = []
  const lists: [string[], unknown][] = [
    [['terrain'], doc.terrain],
    [['ladders'], doc.ladders],
    [['castle', 'sections'], castle.sections],
    [['castle', 'planks'], castle.planks],
    [['figures'], doc.figures],
  ]
  for (const [key, list] of lists) {
    if (!Array.isArray(list)) continue
    list.forEach((item, i) => {
      if (isRecord(item) && typeof item.id === 'string' && item.id !== '') ids.push({ path: [...key, i], record: item.id })
    })
  }
  return {
    table: table.success ? table.data : undefined,
    terrain: validItems('terrain', doc.terrain, TerrainPieceSchema),
    ladders: validItems('ladders', doc.ladders, LadderSchema),
    figures: validItems('figures', doc.figures, FigureSchema),
    sections: validItems(['castle', 'sections'], castle.sections, CastleSectionSchema),
    planks: validItems(['castle', 'planks'], castle.planks, PlankSchema),
    dungeon: dungeon?.success ? { path: ['dungeon'], record: dungeon.data } : undefined,
    ids,
  }
}

/** The lists of a scene with their most records, as the schema words them. */
const COUNTED: readonly [string[], number, string][] = [
  [['terrain'], MAX_RECORDS.terrain, 'pieces'],
  [['ladders'], MAX_RECORDS.ladders, 'ladders'],
  [['castle', 'sections'], MAX_RECORDS.sections, 'sections'],
  [['castle', 'planks'], MAX_RECORDS.planks, 'planks'],
  [['figures'], MAX_RECORDS.figures, 'figures'],
]

/**
 * Lists longer than MAX_RECORDS, found before anything is parsed: a file of 300,000 figures is
 * refused by its counts alone (checked figure by figure and pair by pair it took 11.6 s and 1 GB).
 */
function overlongLists(value: unknown): SceneProblem[] {
  const problems: SceneProblem[] = []
  for (const [path, max, what] of COUNTED) {
    let list: unknown = value
    for (const key of path) list = isRecord(list) ? list[key] : undefined
    if (Array.isArray(list) && list.length > max)
      problems.push(error(path, `at most ${max} ${what}, got ${describeValue(list)}`, 'too-many-records', { max, what, got: list.length }))
  }
  return problems
}

/**
 * At most MAX_PROBLEMS problems, and one more line counting the rest by severity: a file of
 * 300,000 bad figures wrote 22 MB of errors, which nobody reads past the first screen.
 */
export function capProblems(problems: SceneProblem[]): SceneProblem[] {
  if (problems.length <= MAX_PROBLEMS) return problems
  const rest = problems.slice(MAX_PROBLEMS)
  const errors = rest.filter((p) => p.severity === 'error').length
  const warnings = rest.length - errors
  const count = (n: number, what: string) => `${n.toLocaleString('en-US')} more ${what}${n === 1 ? '' : 's'}`
  const counted = [errors > 0 ? count(errors, 'error') : '', warnings > 0 ? count(warnings, 'warning') : '']
    .filter((s) => s !== '')
    .join(' and ')
  const more = { errors, warnings }
  return [
    ...problems.slice(0, MAX_PROBLEMS),
    { path: ROOT_PATH, message: `… and ${counted}`, severity: errors > 0 ? 'error' : 'warning', code: 'more-problems', params: more },
  ]
}

/**
 * Validates a value (parsed JSON or an object built in code) as a scene of format version 1.
 * Errors make the result fail; warnings (figures overlapping terrain or each other) do not.
 * At most MAX_PROBLEMS problems are listed, then one `… and N more errors` (capProblems).
 * @example
 * const result = validateScene(JSON.parse(text))
 * if (!result.ok) console.error(result.problems.map(formatProblem).join('\n'))
 */
export function validateScene(value: unknown, options: { cards?: CardLibrary } = {}): SceneLoadResult {
  const overlong = overlongLists(value)
  if (overlong.length > 0) return { ok: false, problems: overlong }
  const parsed = SceneSchema.safeParse(value)
  const schemaProblems = parsed.success ? [] : issuesToProblems(parsed.error.issues, value)
  const checked = checkScene(partsOf(parsed.success ? parsed.data : value))
  // Unit cards (issue 3): a figure naming a card that does not exist, or a telematon without its
  // operator, is refused at load, like any other broken reference; figures without cards are fine.
  const cardProblems = parsed.success ? checkSceneCards(parsed.data, options.cards ?? loadCardLibrary()) : []
  checked.push(...cardProblems, ...(parsed.success ? checkSceneMkFigures(parsed.data) : []))
  const errors = [...schemaProblems, ...checked.filter((p) => p.severity === 'error')]
  const warnings = checked.filter((p) => p.severity === 'warning')
  if (!parsed.success || errors.length > 0) return { ok: false, problems: capProblems([...errors, ...warnings]) }
  return { ok: true, scene: parsed.data, warnings: capProblems(warnings) }
}

/** A size in MB with one decimal, as the too-large message gives it. */
export const megabytes = (chars: number): string => `${(chars / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MB`

/** The one problem of a text over MAX_SCENE_CHARS, or of a file over that many bytes (the command line asks before reading). */
export function tooLarge(size: number): SceneProblem {
  return error([], `the scene is ${megabytes(size)}, more than the ${megabytes(MAX_SCENE_CHARS)} a scene file may be`, 'too-large', {
    size: megabytes(size),
    max: megabytes(MAX_SCENE_CHARS),
  })
}

/**
 * Parses and validates the text of a scene file. Malformed JSON is one problem at `(root)`
 * with line and column: `malformed JSON at line 3, column 14: unexpected "}", …`.
 * A leading byte order mark is ignored (some Windows editors write one). A text longer than
 * MAX_SCENE_CHARS (20 MB) is refused before it is parsed.
 */
export function parseSceneText(text: string, options: { cards?: CardLibrary } = {}): SceneLoadResult {
  if (text.length > MAX_SCENE_CHARS) return { ok: false, problems: [tooLarge(text.length)] }
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text
  let value: unknown
  try {
    value = JSON.parse(body)
  } catch (e) {
    return { ok: false, problems: [malformed(body, e)] }
  }
  return validateScene(value, options)
}

/**
 * Where an engine's JSON.parse message puts the error, if it says: V8 `at position 12 (line 1
 * column 13)` or `at position 12`, Firefox `at line 1 column 13`. Safari says nothing.
 */
export function engineJsonPosition(text: string, message: string): { line: number; column: number } | null {
  const lineColumn = /line (\d+) column (\d+)/.exec(message)
  if (lineColumn) return { line: Number(lineColumn[1]), column: Number(lineColumn[2]) }
  const position = /at position (\d+)/.exec(message)
  return position ? lineColumnAt(text, Number(position[1])) : null
}

/**
 * The one problem of a text JSON.parse refused. The defect's kind and values go in the params
 * (`kind`, `found`, ...) so that German says it in its own words; the English `defect` is the
 * command line's. Where our scanner finds nothing (it has not happened), the engine's own
 * words are given; their position alone can be translated (`malformed-json-position`).
 */
export function malformed(text: string, e: unknown): SceneProblem {
  const defect = findJsonDefect(text)
  // Counted without the byte order mark, which editors do not show either.
  if (defect)
    return error([], `malformed JSON at line ${defect.line}, column ${defect.column}: ${defect.message}`, 'malformed-json-at', {
      line: defect.line,
      column: defect.column,
      defect: defect.message,
      kind: defect.kind,
      ...defect.params,
    })
  const reason = e instanceof Error ? e.message : String(e)
  const at = engineJsonPosition(text, reason)
  if (at) return error([], `malformed JSON: ${reason}`, 'malformed-json-position', { reason, ...at })
  return error([], `malformed JSON: ${reason}`, 'malformed-json', { reason })
}
