/**
 * Loading unit-card library files (models/cards/*.json): each file through the schema, each card
 * and discipline through the rules' limits (cardChecks.ts), then what only the files together can
 * say: ids unique across files, discipline references resolved. Problems are plain values whose
 * path starts with the file name: `castle-guard.json: cards[2].hitPoints`.
 */
import { checkCard, checkDiscipline } from './checks'
import { error, formatPath, formatProblem, ROOT_PATH, warning, type PathSegment, type SceneProblem } from '../problems'
import { SHIPPED_CARD_FILES } from './shipped'
import { CardLibraryFileSchema, DisciplineSchema, UnitCardSchema, type CardLibrary, type Discipline, type UnitCard } from './unitCard'
import { issuesToProblems } from '../zodIssues'
import { nullRecord } from '../records'

/** One library file: its name (for messages) and its parsed JSON. */
export interface CardFileInput {
  name: string
  value: unknown
}

export type CardLibraryResult = { ok: true; library: CardLibrary; warnings: SceneProblem[] } | { ok: false; problems: SceneProblem[] }

/** A record with the file and path it came from. */
interface Found<T> {
  file: string
  path: PathSegment[]
  record: T
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/** `castle-guard.json: cards[2].hitPoints`; the file's root is just its name. */
export function filePath(file: string, path: string): string {
  return path === ROOT_PATH ? file : `${file}: ${path}`
}

/** A formatted path below a prefix: `cards[2]` and `hitPoints` give `cards[2].hitPoints`. */
function joinPath(prefix: readonly PathSegment[], path: string): string {
  const head = formatPath(prefix)
  if (path === ROOT_PATH) return head
  if (head === ROOT_PATH) return path
  return path.startsWith('[') ? head + path : `${head}.${path}`
}

/** Moves a problem found inside a card or discipline to its place in the file. */
const inFile =
  (file: string, prefix: readonly PathSegment[]) =>
  (p: SceneProblem): SceneProblem => ({
    ...p,
    path: filePath(file, joinPath(prefix, p.path)),
  })

/** The items of `list` that pass `schema` alone, so one bad card does not hide the checks of the others. */
function validItems<T>(
  file: string,
  key: string,
  list: unknown,
  schema: { safeParse(v: unknown): { success: boolean; data?: T } },
): Found<T>[] {
  if (!Array.isArray(list)) return []
  return list.flatMap((item, i) => {
    const parsed = schema.safeParse(item)
    return parsed.success ? [{ file, path: [key, i], record: parsed.data as T }] : []
  })
}

interface FileParts {
  problems: SceneProblem[]
  factionId?: string
  cards: Found<UnitCard>[]
  disciplines: Found<Discipline>[]
}

function readFile({ name, value }: CardFileInput): FileParts {
  const parsed = CardLibraryFileSchema.safeParse(value)
  const problems = parsed.success ? [] : issuesToProblems(parsed.error.issues, value).map(inFile(name, []))
  const doc = parsed.success ? parsed.data : isRecord(value) ? value : {}
  const faction = isRecord(doc.faction) && typeof doc.faction.id === 'string' ? doc.faction.id : undefined
  return {
    problems,
    factionId: faction,
    cards: validItems(name, 'cards', doc.cards, UnitCardSchema),
    disciplines: validItems(name, 'disciplines', doc.disciplines, DisciplineSchema),
  }
}

/** The first occurrence of each key wins; later ones are reported as duplicates of it. */
function uniqueBy<T>(
  items: Found<T>[],
  key: (t: T) => string,
  what: string,
  field: string,
): { byKey: Map<string, Found<T>>; problems: SceneProblem[] } {
  const byKey = new Map<string, Found<T>>()
  const problems: SceneProblem[] = []
  for (const item of items) {
    const k = key(item.record)
    const first = byKey.get(k)
    if (first) {
      const where = filePath(first.file, formatPath(first.path))
      const message = `duplicate ${what} ${JSON.stringify(k)}, already used by ${where}`
      problems.push(inFile(item.file, [])(error([...item.path, field], message, 'card-duplicate', { what, key: JSON.stringify(k), where })))
    } else byKey.set(k, item)
  }
  return { byKey, problems }
}

/** References from cards to disciplines (20.1): the discipline must exist; a level above its power count is suspicious. */
function checkDisciplineRefs(cards: Found<UnitCard>[], disciplines: Map<string, Found<Discipline>>): SceneProblem[] {
  const names = [...disciplines.keys()].map((n) => JSON.stringify(n)).join(', ')
  const known = names || 'none'
  return cards.flatMap(({ file, path, record }) =>
    (record.disciplines ?? []).flatMap((ref, i) => {
      const at = inFile(file, [...path, 'disciplines', i])
      const found = disciplines.get(ref.name)
      if (!found) {
        const message = `no discipline ${JSON.stringify(ref.name)} in the library (known: ${known})`
        return [at(error(['name'], message, 'card-no-discipline', { name: JSON.stringify(ref.name), known: names || '–' }))]
      }
      const count = found.record.powers.length
      if (ref.level > count) {
        const message = `level ${ref.level} allows ${ref.level} powers but "${ref.name}" has only ${count} (20.1)`
        return [at(warning(['level'], message, 'card-level-over-powers', { level: ref.level, name: ref.name, count }))]
      }
      return []
    }),
  )
}

/**
 * Validates library files together. Errors make the result fail; warnings (a discipline level
 * above its number of powers) do not.
 * @example
 * const result = parseCardLibraryFiles([{ name: 'castle-guard.json', value: JSON.parse(text) }])
 * if (!result.ok) console.error(result.problems.map(formatProblem).join('\n'))
 */
export function parseCardLibraryFiles(files: readonly CardFileInput[]): CardLibraryResult {
  const parts = files.map(readFile)
  const problems = parts.flatMap((p) => p.problems)
  const factionIds = parts.flatMap((p, i): Found<string>[] =>
    p.factionId === undefined ? [] : [{ file: files[i].name, path: ['faction'], record: p.factionId }],
  )
  problems.push(...uniqueBy(factionIds, (id) => id, 'faction id', 'id').problems)

  for (const { cards, disciplines, factionId } of parts) {
    for (const c of cards) {
      problems.push(...checkCard(c.record).map(inFile(c.file, c.path)))
      // The file is the faction's: a card in it that does not name the faction would be lost to a faction filter.
      if (factionId !== undefined && !c.record.factions.includes(factionId)) {
        const faction = JSON.stringify(factionId)
        problems.push(
          inFile(c.file, c.path)(error(['factions'], `does not list the file's faction ${faction}`, 'card-faction-missing', { faction })),
        )
      }
    }
    for (const d of disciplines) problems.push(...checkDiscipline(d.record).map(inFile(d.file, d.path)))
  }

  const cards = uniqueBy(
    parts.flatMap((p) => p.cards),
    (c) => c.id,
    'card id',
    'id',
  )
  const disciplines = uniqueBy(
    parts.flatMap((p) => p.disciplines),
    (d) => d.name,
    'discipline name',
    'name',
  )
  problems.push(
    ...cards.problems,
    ...disciplines.problems,
    ...checkDisciplineRefs(
      parts.flatMap((p) => p.cards),
      disciplines.byKey,
    ),
  )

  const errors = problems.filter((p) => p.severity === 'error')
  const warnings = problems.filter((p) => p.severity === 'warning')
  if (errors.length > 0) return { ok: false, problems: [...errors, ...warnings] }
  return {
    ok: true,
    library: {
      // No prototype: a scene's figure naming card "constructor" must find no card (records.ts).
      cards: nullRecord([...cards.byKey].map(([id, c]) => [id, c.record])),
      disciplines: nullRecord([...disciplines.byKey].map(([name, d]) => [name, d.record])),
    },
    warnings,
  }
}

/**
 * The library shipped in models/cards/. Throws when it does not validate: that is a defect of
 * the repository, not of user input, and a test keeps it from being committed.
 */
export function loadCardLibrary(): CardLibrary {
  const result = parseCardLibraryFiles(SHIPPED_CARD_FILES)
  if (!result.ok) throw new Error(`the shipped card library in models/cards is invalid:\n${result.problems.map(formatProblem).join('\n')}`)
  return result.library
}
