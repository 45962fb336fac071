/**
 * The Mage Knight data shipped in `models/` (figure cards, castle section kinds) indexed as it
 * is, without zod: the trusted half of `library.ts`. A heat map worker builds worlds from it and
 * must not load zod and every schema for data that never changes between builds (issue 15: zod
 * was most of the worker bundle). The files are still validated, by `library.ts` when it loads
 * (the scene's loader imports it, so every process that reads a scene checks them first) and by
 * its tests, which hold the validated library equal to this one: the schemas transform nothing.
 * Geometry and the judge's worker side import this module; everything that validates, library.ts.
 */
import sectionsJson from '../../../models/castle/sections.json'
import castleSiegeJson from '../../../models/mageknight/castle-siege.json'
import cavalryJson from '../../../models/mageknight/cavalry.json'
import dungeonFiguresJson from '../../../models/mageknight/dungeon-figures.json'
import largeFiguresJson from '../../../models/mageknight/large-figures.json'
import type { MkFigureFile, MkFigureCard } from './dial'
import type { CastleSectionKind, CastleSectionKindData, CastleSectionsFile } from './castleSections'
import { nullRecord } from '../records'

export interface MkLibrary {
  /** Figure cards by id, over all figure files; look them up with ownEntry (records.ts). */
  figures: Record<string, MkFigureCard>
  /** The rules data of each castle section kind. */
  sections: Record<CastleSectionKind, CastleSectionKindData>
}

export interface MkDataFile {
  source: string
  value: unknown
}

/** The shipped files, as the repository names them. */
export const SHIPPED_MK_FIGURE_FILES: readonly MkDataFile[] = [
  { source: 'models/mageknight/castle-siege.json', value: castleSiegeJson },
  { source: 'models/mageknight/large-figures.json', value: largeFiguresJson },
  { source: 'models/mageknight/cavalry.json', value: cavalryJson },
  { source: 'models/mageknight/dungeon-figures.json', value: dungeonFiguresJson },
]
export const SHIPPED_CASTLE_SECTIONS_FILE: MkDataFile = { source: 'models/castle/sections.json', value: sectionsJson }

/** The shipped files indexed as library.ts's buildMkLibrary indexes them once they are valid. */
function indexShipped(): MkLibrary {
  const figures = nullRecord<MkFigureCard>()
  for (const file of SHIPPED_MK_FIGURE_FILES) for (const card of (file.value as MkFigureFile).figures) figures[card.id] = card
  const sections = {} as Record<CastleSectionKind, CastleSectionKindData>
  for (const s of (SHIPPED_CASTLE_SECTIONS_FILE.value as CastleSectionsFile).sections) sections[s.kind] = s
  return { figures, sections }
}

/** The shipped library, trusted (validated by library.ts, which exports this same object as MK_LIBRARY). */
export const SHIPPED_MK_LIBRARY: MkLibrary = indexShipped()
