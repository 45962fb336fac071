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

export const universalis = (section: string, title: string): Clause => ({ file: UNIVERSALIS, section, title })
export const ruling = (id: string, title: string): Clause => ({ file: RULINGS_DOC, section: id, title })

/** "Universalis 9.3 Deckung" style label. */
export function formatClause(clause: Clause): string {
  const book = clause.file === UNIVERSALIS ? 'Universalis' : clause.file === RULINGS_DOC ? 'Sightline ruling' : clause.file
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
}
