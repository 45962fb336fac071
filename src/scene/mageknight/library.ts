/**
 * The Mage Knight data shipped in `models/`: figure cards (`models/mageknight/*.json`) and the
 * castle section kinds (`models/castle/sections.json`), validated once when this module loads.
 * The data itself is indexed in `shippedLibrary.ts` (no zod, for the heat map's workers); this
 * module validates it and exports that same object as MK_LIBRARY.
 * Problems name the file and the path inside it:
 * `models/mageknight/castle-siege.json: figures[2].dials[0].clicks[1].speed: missing: a dial with the boot symbol …`.
 */
import { MkFigureFileSchema, type MkFigureCard } from './dial'
import { CASTLE_SECTION_KINDS, CastleSectionsFileSchema, type CastleSectionKind, type CastleSectionKindData } from './castleSections'
import { error, formatProblem, type SceneProblem } from '../problems'
import { issuesToProblems } from '../zodIssues'
import { nullRecord, ownEntry } from '../records'
import {
  SHIPPED_CASTLE_SECTIONS_FILE,
  SHIPPED_MK_FIGURE_FILES,
  SHIPPED_MK_LIBRARY,
  type MkDataFile,
  type MkLibrary,
} from './shippedLibrary'

export { SHIPPED_CASTLE_SECTIONS_FILE, SHIPPED_MK_FIGURE_FILES, type MkDataFile, type MkLibrary } from './shippedLibrary'

/** A problem in one data file: `source` is the file's path from the repository root. */
export interface MkDataProblem extends SceneProblem {
  source: string
}

export const formatMkProblem = (p: MkDataProblem): string => `${p.source}: ${formatProblem(p)}`

export type MkLibraryResult = { ok: true; library: MkLibrary } | { ok: false; problems: MkDataProblem[] }

const inFile = (source: string, problems: SceneProblem[]): MkDataProblem[] => problems.map((p) => ({ ...p, source }))

/**
 * Validates figure files and the sections file together and indexes them. Every problem is
 * reported at once: a figure id used twice (across files too), a section kind missing or twice.
 */
export function buildMkLibrary(figureFiles: readonly MkDataFile[], sectionsFile: MkDataFile): MkLibraryResult {
  const problems: MkDataProblem[] = []
  const figures = nullRecord<MkFigureCard>()
  const firstSeen = new Map<string, string>()
  for (const file of figureFiles) {
    const parsed = MkFigureFileSchema.safeParse(file.value)
    if (!parsed.success) {
      problems.push(...inFile(file.source, issuesToProblems(parsed.error.issues, file.value)))
      continue
    }
    parsed.data.figures.forEach((card, i) => {
      const first = firstSeen.get(card.id)
      if (first !== undefined) {
        const message = `figure id "${card.id}" is already used in ${first}`
        problems.push(...inFile(file.source, [error(['figures', i, 'id'], message, 'mk-figure-id-twice', { id: card.id, first })]))
        return
      }
      firstSeen.set(card.id, file.source)
      figures[card.id] = card
    })
  }

  const sections: Partial<Record<CastleSectionKind, CastleSectionKindData>> = {}
  const parsedSections = CastleSectionsFileSchema.safeParse(sectionsFile.value)
  if (!parsedSections.success)
    problems.push(...inFile(sectionsFile.source, issuesToProblems(parsedSections.error.issues, sectionsFile.value)))
  else {
    parsedSections.data.sections.forEach((s, i) => {
      if (sections[s.kind])
        problems.push(
          ...inFile(sectionsFile.source, [
            error(['sections', i, 'kind'], `section kind "${s.kind}" appears twice`, 'mk-section-kind-twice', { kind: s.kind }),
          ]),
        )
      else sections[s.kind] = s
    })
    const missing = CASTLE_SECTION_KINDS.filter((k) => !sections[k])
    if (missing.length > 0)
      problems.push(
        ...inFile(sectionsFile.source, [
          error(['sections'], `missing section kinds: ${missing.join(', ')}`, 'mk-section-kinds-missing', { kinds: missing.join(', ') }),
        ]),
      )
  }

  if (problems.length > 0) return { ok: false, problems }
  return { ok: true, library: { figures, sections: sections as Record<CastleSectionKind, CastleSectionKindData> } }
}

/** The shipped files validated and indexed (the tests hold it equal to SHIPPED_MK_LIBRARY). */
export function validatedShippedMkLibrary(): MkLibrary {
  const result = buildMkLibrary(SHIPPED_MK_FIGURE_FILES, SHIPPED_CASTLE_SECTIONS_FILE)
  // Shipped data is part of the program: a broken file is a bug, reported with every problem.
  if (!result.ok) throw new Error(`Mage Knight data files are invalid:\n${result.problems.map(formatMkProblem).join('\n')}`)
  return result.library
}

validatedShippedMkLibrary()

/**
 * The shipped library, validated at module load (above). The object is shippedLibrary.ts's, so
 * geometry, which takes it from there, and the rules, which take it from here, share one.
 */
export const MK_LIBRARY: MkLibrary = SHIPPED_MK_LIBRARY

/** A shipped figure card by id; throws naming the id and the ids there are. */
export function mkFigureCard(id: string, library: MkLibrary = MK_LIBRARY): MkFigureCard {
  const card = ownEntry(library.figures, id)
  if (!card) throw new RangeError(`mkFigureCard: no Mage Knight figure "${id}"; known: ${Object.keys(library.figures).join(', ')}`)
  return card
}

/** The rules data of a castle section kind; throws on an unknown kind. */
export function castleSectionKind(kind: CastleSectionKind, library: MkLibrary = MK_LIBRARY): CastleSectionKindData {
  const data = library.sections[kind]
  if (!data) throw new RangeError(`castleSectionKind: expected ${CASTLE_SECTION_KINDS.join(', ')}, got "${String(kind)}"`)
  return data
}
