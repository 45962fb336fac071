/**
 * A clause source said in the reader's language ("Sightline-Regelung R-4.7 (Messpunkte)"), in
 * place of the judge's `formatClause`, which speaks English for the command line. The book's
 * name follows the reader; a section heading or title is cited as the source spells it, except
 * where the source is English and the reader German: the cavalry file (003) has a German version,
 * whose headings stand here, and our own English rulings (R-MKK) get a German title. The German
 * Mage Knight and Universalis texts are German already, so German mode needs nothing more for
 * them; in English mode their headings stay the texts' own words, quoted as one quotes a source
 * (the book name in English tells which text it is). The walk in tests/i18n-clauses.test.ts
 * fails on an English title found in src without its German here.
 */
import type { Clause } from '../ports'
import type { Language } from './translations'

const book = (en: string, de: string) => ({ en, de })

/** The rule documents' names, keyed by Clause.file (src/rules/kernel/clauses.ts BOOKS). */
const BOOK_NAMES: ReadonlyMap<string, { en: string; de: string }> = new Map([
  ['004_5896c9338e634dd7.txt', book('Universalis', 'Universalis')],
  ['docs/RULINGS.md', book('Sightline ruling', 'Sightline-Regelung')],
  ['001_780b2c7d905fedae.txt', book('Mage Knight castle sections', 'Mage Knight Burgabschnitte')],
  ['docs/MAGE-KNIGHT-CORE.md', book('Mage Knight core (our summary)', 'Mage Knight Grundregeln (unsere Zusammenfassung)')],
  ['000_07421d6a00d7078f.txt', book('Mage Knight large figures', 'Mage Knight Großfiguren')],
  ['002_d0faf89dfb616116.txt', book('Mage Knight Dungeons', 'Mage Knight Dungeons')],
  ['003_94ac0c9cbdf25abc.txt', book('Mage Knight cavalry', 'Mage Knight Kavallerie')],
])

/**
 * German for the clause headings and titles that are English in src: the cavalry file's
 * headings as its German version prints them (003, "Kavallerie-Regeln"; "Abgessene Reiter" is a
 * misprint there, said "Abgesessene Reiter"), the titles the cavalry clauses give in src, and the
 * titles of our English rulings (docs/RULINGS.md, R-MKK).
 */
export const CLAUSE_WORDS_GERMAN: ReadonlyMap<string, string> = new Map([
  // 003 headings (English version → German version).
  ['Mounts', 'Reittiere'],
  ['Riders', 'Reiter'],
  ['Cavalry Units', 'Kavallerie-Einheiten'],
  ['Giving Actions to a Cavalry Unit', 'Einer Kavallerie-Einheit Aktionen geben'],
  ['Attacking and Damaging a Cavalry Unit', 'Eine Kavallerie-Einheit angreifen und ihr Schaden zufügen'],
  ['Cavalry Units and Formations', 'Kavallerie-Einheiten und Formationen'],
  ['Eliminating Cavalry Units', 'Ausschalten von Kavallerie-Einheiten'],
  ['Intelligence Levels', 'Intelligenzgrad'],
  ['Dismounted Riders', 'Abgesessene Reiter'],
  ['Proficiencies', 'Talente'],
  ['Horsemanship', 'Reitkunst'],
  ['Impale', 'Aufspießen'],
  ['Mounted Bound', 'Berittener Schnellschuss'],
  ['Mounted Charge', 'Berittener Sturmangriff'],
  ['Overwhelm', 'Überwältigen'],
  ['Trample', 'Trampeln'],
  ['Dark Riders Subfaction', 'Unterfraktion Dunkle Reiter'],
  ['Subfaction Abilities: Dark Riders', 'Unterfraktions-Fähigkeiten: Dunkle Reiter'],
  ['Subfaction Abilities: Wylden Host', 'Unterfraktions-Fähigkeiten: Wylden Herrscher'],
  ['Dark Unity', 'Dunkle Einheit'],
  ["Nature's Ally", 'Naturverbundenheit'],
  // The cavalry clauses' titles in src/rules/mageknight/core/clauses.ts (CAVALRY).
  ['Elongated bases, mount types, no free spins', 'Längliche Basen, Reittierarten, keine freie Drehung'],
  ['Attack bonus in a square, mount symbols', 'Angriffsbonus im Quadrat, Reittier-Symbole'],
  ['Formed at deployment, what they cannot do, one figure', 'Beim Aufstellen gebildet, was sie nicht können, eine Figur'],
  ['One action, no pushing damage, which dial', 'Eine Aktion, kein Überanstrengungsschaden, welche Kampfscheibe'],
  ["The attacker chooses the dial, the mount's centre dot", 'Der Angreifer wählt die Kampfscheibe, der Mittelpunkt des Reittiers'],
  ['Only cavalry, riders of one faction', 'Nur Kavallerie, Reiter einer Fraktion'],
  ['Mount first: the rider placed in contact', 'Zuerst das Reittier: der Reiter in Kontakt gestellt'],
  ['Skittish, independent, mean-spirited', 'Scheu, unabhängig, hinterhältig'],
  ['Dismounting and gaining another mount', 'Absitzen und ein anderes Reittier nehmen'],
  ['Move and attack with one action', 'Mit einer Aktion bewegen und angreifen'],
  ['-2 to ranged attacks at the rider', '−2 auf Fernkampfangriffe gegen den Reiter'],
  ['+2 damage, no Weapon Master', '+2 Schaden, kein Waffenmeister'],
  ['Full move, then a ranged attack', 'Volle Bewegung, dann ein Fernkampfangriff'],
  ['Full move, then close combat', 'Volle Bewegung, dann Nahkampf'],
  ['d6 + attack bonus of 6 or more dismounts', 'W6 + Angriffsbonus ab 6 lässt absitzen'],
  ['Straight path, 1 damage to each base crossed', 'Gerader Weg, 1 Schaden für jede gekreuzte Basis'],
  ['Matched by number, never dismounted', 'Nach Nummer zusammengehörig, nie abgesessen'],
  // Our English rulings (docs/RULINGS.md, R-MKK).
  ['Skittish: start or end of the end phase', 'Scheu: Beginn oder Ende der Endphase'],
  ['Whose proficiencies a cavalry unit has', 'Wessen Talente eine Kavallerie-Einheit hat'],
  ['A skittish mount without a rider does not act', 'Ein scheues Reittier ohne Reiter handelt nicht'],
  ['Dismounting is the unit action of the turn', 'Absitzen ist die Aktion der Einheit in diesem Zug'],
  ["The remounted unit's token", 'Die Marke der wieder aufgesessenen Einheit'],
  ['Overwhelm: a single opposing cavalry unit', 'Überwältigen: eine einzelne gegnerische Kavallerie-Einheit'],
  ['Overwhelm: the tokens of the dismounted unit', 'Überwältigen: die Marken der abgesessenen Einheit'],
  ['Trample: any figure, friends too', 'Trampeln: jede Figur, auch eigene'],
  ['Trample: the dial of a trampled cavalry unit', 'Trampeln: die Kampfscheibe einer getrampelten Kavallerie-Einheit'],
  ["Dark Riders: the dial's starting marker", 'Dunkle Reiter: die Startmarkierung der Kampfscheibe'],
  ["Nature's Ally: the English text", 'Naturverbundenheit: der englische Text'],
  ["The rider's attack bonus only on the rider's dial", 'Der Angriffsbonus des Reiters nur auf seiner Kampfscheibe'],
  ['Mounts are mounted figures', 'Reittiere sind berittene Figuren'],
  ['Dark Unity needs a damaged mount', 'Dunkle Einheit braucht ein beschädigtes Reittier'],
  ['Area damage: the full damage on each dial', 'Flächenschaden: der volle Schaden auf jeder Kampfscheibe'],
  ['Horsemanship in an attack on several targets', 'Reitkunst bei einem Angriff auf mehrere Ziele'],
  ['The move of Mounted Bound and Mounted Charge', 'Die Bewegung von Berittenem Schnellschuss und Berittenem Sturmangriff'],
  ['A unit named by its mount or its rider', 'Eine Einheit, genannt nach Reittier oder Reiter'],
  ['A cavalry move measured as the mount base swept', 'Eine Kavalleriebewegung, gemessen an der überstrichenen Basis des Reittiers'],
  ['A mean-spirited mount acting in turn after turn', 'Ein hinterhältiges Reittier, das Zug um Zug handelt'],
  ['Trample damage and damage-reducing abilities', 'Trampelschaden und schadensmindernde Fähigkeiten'],
  ['Pushing damage of a remount', 'Überanstrengungsschaden beim Wiederaufsitzen'],
  ['Dark Unity at the start of the command phase', 'Dunkle Einheit zu Beginn der Befehlsphase'],
  ['Items are no part of our game', 'Gegenstände gehören nicht zu unserem Spiel'],
])

/** A heading or title in the reader's language, or as the source spells it. */
export function clauseWord(word: string, language: Language): string {
  return language === 'de' ? (CLAUSE_WORDS_GERMAN.get(word) ?? word) : word
}

/** The name of a rule document in the reader's language (its file name when unknown). */
export function clauseBook(file: string, language: Language): string {
  return BOOK_NAMES.get(file)?.[language] ?? file
}

/** "Sightline-Regelung R-4.7 (Messpunkte)": a clause source in the reader's language. */
export function clauseText(clause: Clause, language: Language): string {
  return `${clauseBook(clause.file, language)} ${clauseWord(clause.section, language)} (${clauseWord(clause.title, language)})`
}
