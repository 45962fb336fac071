import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { clauseText, clauseWord } from '../src/view/i18n/clauseTexts'

/**
 * Issue 14, "German, and English, all the way through": every clause source line the rules can
 * show, said in the reader's language. The clauses are read from the source (every call of a
 * clause helper with two string literals), so a clause added with an English title and no German
 * fails here. "English" is judged by the small words only English has; German titles pass as
 * they are.
 */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sources(path)
    return path.endsWith('.ts') && !path.endsWith('.test.ts') ? [path] : []
  })
}

const HELPER = /\b(ruling|universalis|mkCore|castleRule|largeFigureRule|cavalryRule|dungeonRule)\(\s*(['"])(.*?)\2,\s*(['"])(.*?)\4\s*\)/g
const FILE_OF: Record<string, string> = {
  ruling: 'docs/RULINGS.md',
  universalis: '004_5896c9338e634dd7.txt',
  mkCore: 'docs/MAGE-KNIGHT-CORE.md',
  castleRule: '001_780b2c7d905fedae.txt',
  largeFigureRule: '000_07421d6a00d7078f.txt',
  cavalryRule: '003_94ac0c9cbdf25abc.txt',
  dungeonRule: '002_d0faf89dfb616116.txt',
}
const clauses = [...sources('src/rules'), ...sources('src/judge')].flatMap((path) =>
  [...readFileSync(path, 'utf8').matchAll(HELPER)].map((m) => ({ file: FILE_OF[m[1]], section: m[3], title: m[5] })),
)
/** Words that mark an English heading; none of them is German. */
const ENGLISH =
  /\b(the|of|and|a|on|to|is|with|for|at|by|its|does|not|no|are|or)\b|^(Mounts|Riders|Horsemanship|Impale|Trample|Overwhelm|Proficiencies|Dark Unity|Mounted \w+)$|'s\b/
/** The cavalry file's English headings: its sections all need German. */
const CAVALRY = '003_94ac0c9cbdf25abc.txt'

describe('clause sources in the reader language (issue 14)', () => {
  it('finds the clauses in the source', () => {
    expect(clauses.length).toBeGreaterThan(400)
    expect(clauses.some((c) => c.section === 'R-MKK-4')).toBe(true)
  })

  it('says every clause book, heading and title in German in German mode', () => {
    const english = clauses.flatMap((c) => {
      const text = clauseText(c, 'de')
      const words = [c.section, c.title].filter((w) => (c.file === CAVALRY || ENGLISH.test(w)) && clauseWord(w, 'de') === w)
      const book = /Sightline ruling|our summary|castle sections|large figures|cavalry/.test(text) ? [text] : []
      return [...words, ...book]
    })
    expect([...new Set(english)]).toEqual([])
  })

  it('names the books in English in English mode and cites the heading as the source has it', () => {
    expect(clauseText({ file: 'docs/RULINGS.md', section: 'R-4.7', title: 'Messpunkte' }, 'de')).toBe(
      'Sightline-Regelung R-4.7 (Messpunkte)',
    )
    expect(clauseText({ file: 'docs/MAGE-KNIGHT-CORE.md', section: '15', title: 'x' }, 'de')).toBe(
      'Mage Knight Grundregeln (unsere Zusammenfassung) 15 (x)',
    )
    expect(clauseText({ file: CAVALRY, section: 'Dismounted Riders', title: 'Dismounting and gaining another mount' }, 'de')).toBe(
      'Mage Knight Kavallerie Abgesessene Reiter (Absitzen und ein anderes Reittier nehmen)',
    )
    expect(clauseText({ file: CAVALRY, section: 'Dismounted Riders', title: 'x' }, 'en')).toBe('Mage Knight cavalry Dismounted Riders (x)')
    expect(clauseText({ file: 'docs/RULINGS.md', section: 'R-4.7', title: 'Messpunkte' }, 'en')).toBe('Sightline ruling R-4.7 (Messpunkte)')
  })
})
