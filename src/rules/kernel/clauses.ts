/**
 * Where a ruling comes from. Every modifier and every line shown to a player carries one.
 * `file` is the rule document in shared/rules; `section` its numbering; rulings of our own
 * (where the rules are silent) point at docs/RULINGS.md with an id such as `R-9.5`.
 */
export interface Clause {
  file: string
  section: string
  /** Short title of the section in the rules' own language. */
  title: string
}

export const UNIVERSALIS = '004_5896c9338e634dd7.txt'
export const RULINGS_DOC = 'docs/RULINGS.md'
/** Mage Knight supplement: castle sections (Burgsektionen). */
export const MK_CASTLE = '001_780b2c7d905fedae.txt'
/** Our own summary of the Mage Knight core rules the supplements assume (INDEX.md asks for it). */
export const MK_CORE_DOC = 'docs/MAGE-KNIGHT-CORE.md'

export const universalis = (section: string, title: string): Clause => ({ file: UNIVERSALIS, section, title })
export const ruling = (id: string, title: string): Clause => ({ file: RULINGS_DOC, section: id, title })
export const castleRule = (section: string, title: string): Clause => ({ file: MK_CASTLE, section, title })
export const mkCore = (section: string, title: string): Clause => ({ file: MK_CORE_DOC, section, title })

const BOOKS: Record<string, string> = {
  [UNIVERSALIS]: 'Universalis',
  [RULINGS_DOC]: 'Sightline ruling',
  [MK_CASTLE]: 'Mage Knight castle sections',
  [MK_CORE_DOC]: 'Mage Knight core (our summary)',
  '000_07421d6a00d7078f.txt': 'Mage Knight large figures',
  '002_d0faf89dfb616116.txt': 'Mage Knight Dungeons',
  '003_94ac0c9cbdf25abc.txt': 'Mage Knight cavalry',
}

/** "Universalis 9.3 Deckung" style label. */
export function formatClause(clause: Clause): string {
  const book = BOOKS[clause.file] ?? clause.file
  return `${book} ${clause.section} (${clause.title})`
}

/**
 * One row of a ruling: a language-neutral key (the view translates it), its value, the
 * clause it rests on and optional detail text (ids, numbers).
 */
export interface RulingLine {
  key: string
  value: string | number | boolean
  clause: Clause
  detail?: string
  /** The detail's key (kernel/detail.ts `detailed`): the view says it in German from its own template. */
  detailKey?: string
  /** The values the line names, for the view to say it in any language or draw it (an impact point and its radius). */
  params?: Readonly<Record<string, string | number>>
}
