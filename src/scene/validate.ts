/**
 * Loading a scene: text or value in, a valid Scene or the full list of problems out.
 * The schema runs first; the semantic checks then run on every record that is valid on its own,
 * so that a scene with one bad figure still has its duplicate ids and overlaps reported.
 */
import { checkScene, type Located, type SceneParts } from './checks'
import { findJsonDefect } from './jsonText'
import { error, type SceneLoadResult, type SceneProblem } from './problems'
import { FigureSchema, LadderSchema, SceneSchema, TerrainPieceSchema } from './schema'
import { CastleSectionSchema, PlankSchema } from './castle/schema'
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
function validItems<T>(key: string | string[], list: unknown, schema: { safeParse(v: unknown): { success: boolean; data?: T } }): Located<T>[] {
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
  const castle = isRecord(doc.castle) ? doc.castle : {}
  const ids: Located<string>[] = []
  const lists: [string[], unknown][] = [
    [['terrain'], doc.terrain], [['ladders'], doc.ladders], [['castle', 'sections'], castle.sections], [['castle', 'planks'], castle.planks], [['figures'], doc.figures],
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
    ids,
  }
}

/**
 * Validates a value (parsed JSON or an object built in code) as a scene of format version 1.
 * Errors make the result fail; warnings (figures overlapping terrain or each other) do not.
 * @example
 * const result = validateScene(JSON.parse(text))
 * if (!result.ok) console.error(result.problems.map(formatProblem).join('\n'))
 */
export function validateScene(value: unknown, options: { cards?: CardLibrary } = {}): SceneLoadResult {
  const parsed = SceneSchema.safeParse(value)
  const schemaProblems = parsed.success ? [] : issuesToProblems(parsed.error.issues, value)
  const checked = checkScene(partsOf(parsed.success ? parsed.data : value))
  // Unit cards (issue 3): a figure naming a card that does not exist, or a telematon without its
  // operator, is refused at load, like any other broken reference; figures without cards are fine.
  const cardProblems = parsed.success ? checkSceneCards(parsed.data, options.cards ?? loadCardLibrary()) : []
  checked.push(...cardProblems, ...(parsed.success ? checkSceneMkFigures(parsed.data) : []))
  const errors = [...schemaProblems, ...checked.filter((p) => p.severity === 'error')]
  const warnings = checked.filter((p) => p.severity === 'warning')
  if (!parsed.success || errors.length > 0) return { ok: false, problems: [...errors, ...warnings] }
  return { ok: true, scene: parsed.data, warnings }
}

/**
 * Parses and validates the text of a scene file. Malformed JSON is one problem at `(root)`
 * with line and column: `malformed JSON at line 3, column 14: unexpected "}", …`.
 * A leading byte order mark is ignored (some Windows editors write one).
 */
export function parseSceneText(text: string, options: { cards?: CardLibrary } = {}): SceneLoadResult {
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text
  let value: unknown
  try {
    value = JSON.parse(body)
  } catch (e) {
    return { ok: false, problems: [malformed(body, e)] }
  }
  return validateScene(value, options)
}

function malformed(text: string, e: unknown): SceneProblem {
  const defect = findJsonDefect(text)
  // Counted without the byte order mark, which editors do not show either.
  if (defect) return error([], `malformed JSON at line ${defect.line}, column ${defect.column}: ${defect.message}`)
  const reason = e instanceof Error ? e.message : String(e)
  return error([], `malformed JSON: ${reason}`)
}
