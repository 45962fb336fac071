/**
 * A scene's load problems (src/scene/problems.ts) in the reader's language: the checks give each
 * problem a code and the values its English message names; German says them again here (issue
 * 14: "validation errors and warnings ... stay English"). English is the checks' own message,
 * the command line's text. A problem without a code (or a code without German) shows its
 * English message: never a crash, never an empty line; tests/i18n-keywalk.test.ts keeps every
 * code the checks give in this table.
 */
import type { SceneProblem } from '../../scene/problems'
import { ARTIFACT_NAMES } from './dungeonTexts'
import { formatNumber } from './formatValues'
import { addFormatter, addTemplates, translate, type Lang } from './i18nextAdapter'
import { GERMAN_CARD_PROBLEMS, GERMAN_CARD_SIZES, GERMAN_CARD_WORDS } from './problemCardTexts'
import { GERMAN_SCHEMA_WORDS, germanJsonDefect } from './problemSchemaTexts'

/** [code, German template]; `{x|problemWord}` says a word of the params in German, `_one` / `_other` are plurals of `{count}`. */
const GERMAN_PROBLEMS: readonly (readonly [string, string])[] = [
  // validate.ts: the file as a whole.
  ['more-problems', '… und weitere: {errors} Fehler, {warnings} Warnung(en)'],
  ['too-many-records', 'höchstens {max} {what|problemWord}, gefunden: {got}'],
  ['too-large', 'die Szene ist {size} groß, mehr als die {max}, die eine Szenendatei haben darf'],
  // The defect in the reader's words (GERMAN_JSON_DEFECTS, by the params' `kind`), not the scanner's English.
  ['malformed-json-at', 'fehlerhaftes JSON in Zeile {line}, Spalte {column}: {defect}'],
  // Where our scanner found nothing, only the engine's position is said: its words are English (or the browser's).
  ['malformed-json-position', 'fehlerhaftes JSON in Zeile {line}, Spalte {column}'],
  ['malformed-json', 'fehlerhaftes JSON (der Browser nennt keine Stelle)'],
  // ports/gameFileText.ts: a game file names its scene instead of carrying it.
  ['game-scene-by-name', '„{name}“ nennt eine Szenendatei; eine Spieldatei trägt ihre Szene in sich'],
  // zodIssues.ts: the schema's checks of every value.
  ['unknown-key', 'unbekannter Schlüssel {key}'],
  ['missing', 'fehlt'],
  ['expected-triple', 'erwartet 3 Zahlen [x, y, z], gefunden: {got}'],
  ['expected-items_one', 'erwartet {count} Eintrag, gefunden: {got}'],
  ['expected-items_other', 'erwartet {count} Einträge, gefunden: {got}'],
  ['empty', 'darf nicht leer sein'],
  ['string-length', 'muss {relation|problemWord} {count} Zeichen lang sein, gefunden: {got}'],
  ['bound', 'muss {relation|problemWord} {bound} sein, gefunden: {got}'],
  ['expected-finite', 'erwartet eine endliche Zahl, gefunden: {got}'],
  ['expected-type', 'erwartet {type|problemWord}, gefunden: {got}'],
  ['expected-literal', 'erwartet {value}, gefunden: {got}'],
  ['expected-option', 'erwartet eines von: {options}; gefunden: {got}'],
  ['no-allowed-form', 'passt zu keiner erlaubten Form, gefunden: {got}'],
  ['limit', '{relation|problemWord} {bound} {unit|problemWord}, gefunden: {got}'],
  ['expected-form', 'erwartet {form}, gefunden: {got}'],
  // Issue 14, zod 4's remaining issue kinds (zodIssues.ts); `schema` is left only for a custom check without a code.
  ['not-multiple', 'muss ein Vielfaches von {divisor} sein, gefunden: {got}'],
  ['invalid-key', 'hat einen Schlüssel, der hier nicht erlaubt ist, gefunden: {got}'],
  ['invalid-element', 'enthält einen Eintrag, der hier nicht erlaubt ist, gefunden: {got}'],
  ['expected-pattern', 'erwartet einen Text nach dem Muster {pattern}, gefunden: {got}'],
  ['expected-prefix', 'muss mit {text} beginnen, gefunden: {got}'],
  ['expected-suffix', 'muss auf {text} enden, gefunden: {got}'],
  ['expected-includes', 'muss {text} enthalten, gefunden: {got}'],
  ['expected-format', 'erwartet {format|problemWord}, gefunden: {got}'],
  ['schema', 'ungültig (Prüfung des Formats: {message})'],
  // checks.ts and problems.ts: the table, ids, overlaps.
  ['overlaps-more', 'überschneidet noch weitere {what|problemWord}: {count}'],
  ['duplicate-id', 'doppelte ID "{id}", schon vergeben an {first}'],
  ['off-table', 'neben dem Tisch: {axis} = {value} liegt nicht zwischen 0 und {max}'],
  ['below-table', 'unter der Tischplatte: y = {y} ist kleiner als 0'],
  ['entirely-off-table', 'liegt ganz neben dem Tisch von {width} x {depth} cm'],
  ['bottom-below-table', 'unter der Tischplatte: die Unterseite liegt bei y = {bottom} (Mitte {y}, Höhe {height}), kleiner als 0'],
  // tableEdge.ts (R-SE-12, the table helper's block): half over the table's edge.
  ['over-table-edge', 'ragt {over} cm über den Rand des Tisches von {width} x {depth} cm hinaus'],
  ['overlaps-terrain', 'überschneidet das Geländestück "{id}" ({at})'],
  ['overlaps-figure', 'überschneidet die Figur "{id}" ({at})'],
  // dungeon/checks.ts and checksPillars.ts (002).
  ['board-off-table', 'neben dem Tisch: {axis} = {value} ist kleiner als 0'],
  [
    'board-too-large',
    'der Spielplan passt nicht auf den Tisch: {count} {lines|problemWord} zu 2,54 cm ab {axis} = {from} reichen bis {to}, über die {side|problemWord} von {limit} cm hinaus',
  ],
  ['segment-beyond-board', 'außerhalb des Spielplans: Felder {from} bis {to} auf einem Spielplan von {columns} x {rows}'],
  ['segment-overlap_one', 'überschneidet das Segment "{segment}" auf {count} Feld, zuerst {first}'],
  ['segment-overlap_other', 'überschneidet das Segment "{segment}" auf {count} Feldern, zuerst {first}'],
  ['square-is-rock', 'kein offenes Feld: {square} ist Fels'],
  ['wall-on-doorway', 'auf derselben Kante steht ein Durchgang ({square} {side})'],
  ['doorway-on-rock', 'ein Durchgang verbindet zwei offene Felder: {square} ist Fels oder liegt außerhalb des Spielplans'],
  ['doorway-in-segment', 'ein Durchgang verbindet zwei Segmente: {square} und {next} liegen beide in "{segment}"'],
  ['second-terrain-marker', 'ein zweiter Geländemarker auf {square}'],
  ['artifact-not-long', 'nur ein Drachenaltar oder ein Tisch liegt auf zwei Feldern; {kind|artifact} hat kein „along“'],
  ['artifact-needs-tokens', 'ein Spukartefakt braucht seine Marken (002 „Die Artefaktmarken“): Anzahl gelb, blau und rot'],
  ['furnishing-no-tokens', 'eine Einrichtung bekommt keine Artefaktmarken (002 „Dungeons-Einrichtungen“)'],
  ['artifact-on-rock', 'bedeckt {square}, das Fels ist oder außerhalb des Spielplans liegt'],
  ['artifact-on-blocking', 'bedeckt {square} über blockierendem Gelände (002 „Das Platzieren der Artefakte“)'],
  ['artifact-overlap', 'bedeckt {square}, das schon unter dem Artefakt "{artifact}" liegt'],
  ['figure-off-board', 'steht außerhalb des Dungeon-Spielplans'],
  ['figure-on-rock', 'steht auf Fels, Feld {square}'],
  ['figure-on-blocking', 'steht auf blockierendem Gelände, Feld {square}'],
  ['figure-on-pillar', 'steht auf {kind|artifact} "{artifact}", Feld {square}'],
  ['figure-on-artifact', 'steht auf dem Artefakt "{artifact}", Feld {square}, wo kein Zug enden darf (002)'],
  ['no-figure-of-side', 'keine Figur der Seite "{side}" in der Szene'],
  ['pillar-in-corridor', '{kind|artifact} darf nicht in einem Gang stehen (002 „Steinsäule“): {square} liegt im Gang "{corridor}"'],
  ['pillar-in-doorway', '{kind|artifact} darf nicht in einem Durchgang stehen (002 „Steinsäule“): {square} ist ein Feld eines Durchgangs'],
  ['pillar-on-entrance', '{kind|artifact} darf nicht auf einem Eingang stehen (002 „Steinsäule“): {square}'],
  ['pillar-cuts-off', '{kind|artifact} darf nicht den einzigen verbleibenden Weg versperren (002 „Steinsäule“): schneidet {squares} ab'],
  [
    'pillar-cuts-off.more',
    '{kind|artifact} darf nicht den einzigen verbleibenden Weg versperren (002 „Steinsäule“): schneidet {squares} und {more} weitere Felder ab',
  ],
  // castle/checks.ts, plankChecks.ts, ladderChecks.ts (001).
  ['unknown-portal', 'kein Portal {portal} an {kind}; dessen Portale: {portals}'],
  ['section-clicks_one', 'die Kampfscheibe von {kind} hat {count} Klick (0 bis {last}), gefunden: {got}'],
  ['section-clicks_other', 'die Kampfscheibe von {kind} hat {count} Klicks (0 bis {last}), gefunden: {got}'],
  ['overlaps-section-part', 'überschneidet den Burgabschnitt "{id}" ({at}, Teil "{part}")'],
  ['overlaps-section', 'überschneidet den Burgabschnitt "{id}" ({at})'],
  ['plank-no-length', 'from und to sind von oben gesehen derselbe Punkt: eine Planke braucht eine Länge'],
  ['plank-not-level', 'eine Planke liegt waagerecht: from liegt bei y = {from}, to bei y = {to}'],
  ['plank-unsupported', 'liegt nicht auf der Oberseite eines Burgabschnitts (oder einer anderen Planke) bei {point}'],
  ['plank-no-walkway', 'verlängert keinen Wehrgang: liegt auf keiner Mauersektion'],
  ['plank-not-parallel', 'nicht parallel zum Wehrgang, den sie verlängert: {angle} Grad daneben (höchstens {max})'],
  ['no-such-section', 'kein Burgabschnitt "{id}"'],
  ['ladder-not-on-wall', 'Leitern stehen an Mauersektionen, nicht an {kind}'],
  ['ladder-too-far', 'steht {cm} cm von der Sektion "{id}" entfernt (höchstens {max})'],
  ['ladder-short', 'reicht nicht bis zur Oberseite der Sektion "{id}" bei y = {top}, gefunden: {y}'],
  // Unit cards and Mage Knight figures (issue 14): problemCardTexts.ts.
  ...GERMAN_CARD_PROBLEMS,
]

/** Words the checks put in params (types, relations, units, what a list holds), in German. */
const GERMAN_WORDS: ReadonlyMap<string, string> = new Map([
  ['number', 'eine Zahl'],
  ['string', 'einen Text'],
  ['boolean', 'true oder false'],
  ['object', 'ein Objekt'],
  ['array', 'eine Liste'],
  ['tuple', '3 Zahlen [x, y, z]'],
  ['int', 'eine ganze Zahl'],
  ['atLeast', 'mindestens'],
  ['greaterThan', 'größer als'],
  ['atMost', 'höchstens'],
  ['lessThan', 'kleiner als'],
  ['degrees', 'Grad'],
  ['in', 'Zoll'],
  ['pieces', 'Geländestücke'],
  ['pieces of terrain', 'Geländestücke'],
  ['ladders', 'Leitern'],
  ['figures', 'Figuren'],
  ['segments', 'Segmente'],
  ['walls', 'Wände'],
  ['doorways', 'Durchgänge'],
  ['entrances', 'Eingänge'],
  ['squares', 'Felder'],
  ['artifacts', 'Artefakte'],
  ['sections', 'Sektionen'],
  ['castle sections', 'Burgabschnitte'],
  ['planks', 'Planken'],
  ['columns', 'Spalten'],
  ['rows', 'Reihen'],
  ['width', 'Breite'],
  ['depth', 'Tiefe'],
  ...GERMAN_SCHEMA_WORDS,
  ...GERMAN_CARD_WORDS,
])

addTemplates('problem', 'de', GERMAN_PROBLEMS)
addFormatter('problemWord', (value) => GERMAN_WORDS.get(String(value)) ?? String(value))
addFormatter('cardSizes', (value) => GERMAN_CARD_SIZES.get(String(value)) ?? String(value))
/** A list of words joined by ", " (the mount types a rider rides), each in German. */
addFormatter('mountTypes', (value) =>
  String(value)
    .split(', ')
    .map((word) => GERMAN_WORDS.get(word) ?? word)
    .join(', '),
)
addFormatter('artifact', (value) => {
  const kind = String(value)
  return Object.hasOwn(ARTIFACT_NAMES, kind) ? ARTIFACT_NAMES[kind as keyof typeof ARTIFACT_NAMES].de : kind
})

/** Every code with German words (the key-walk test compares them with the codes the checks give). */
export const GERMAN_PROBLEM_CODES: ReadonlySet<string> = new Set(GERMAN_PROBLEMS.map(([key]) => key.replace(/_(one|other)$/, '')))

/** describeValue's (src/scene/problems.ts) words for a value it does not write out, in German. */
function germanShown(value: string): string {
  if (value === 'an object') return 'ein Objekt'
  if (value === 'a function') return 'eine Funktion'
  const list = /^an array of (\d+) items?(, nested too deep to show)?$/.exec(value)
  if (!list) return value
  const items = `eine Liste mit ${list[1]} ${list[1] === '1' ? 'Eintrag' : 'Einträgen'}`
  return list[2] ? `${items}, zu tief verschachtelt, um sie zu zeigen` : items
}

/** A number as German writes it: integers as they are, others with a decimal comma; a described value in German words. */
const german = (value: string | number): string | number =>
  typeof value === 'number' ? (Number.isInteger(value) ? value : formatNumber(value, 2, 'de').replace(/,?0+$/, '')) : germanShown(value)

/** The problem's message in `language`, or null when German has no words for it. */
export function problemMessage(problem: Pick<SceneProblem, 'message' | 'code' | 'params'>, language: Lang): string | null {
  if (language === 'en') return problem.message
  if (problem.code === undefined) return null
  const params: Record<string, string | number> = {}
  for (const [name, value] of Object.entries(problem.params ?? {})) params[name] = german(value)
  // A list cut short names the rest in its own sentence.
  const key = problem.code === 'pillar-cuts-off' && Number(problem.params?.more) > 0 ? 'pillar-cuts-off.more' : problem.code
  // A JSON defect is said in German words of its kind; without them the problem has none.
  if (problem.code === 'malformed-json-at' && params.kind !== undefined) {
    const defect = germanJsonDefect(params)
    if (defect === null) return null
    params.defect = defect
  }
  return translate('problem', key, 'de', params)
}

/**
 * One line per problem as the notices show it: `figures[1].size: …`, warnings with a prefix
 * (`warning: ` / `Warnung: `), as formatProblem (src/scene/problems.ts) writes it in English.
 */
export function problemText(problem: SceneProblem, language: Lang): string {
  const message = problemMessage(problem, language) ?? problem.message
  const path = language === 'de' && problem.path === '(root)' ? '(Datei)' : problem.path
  const line = `${path}: ${message}`
  if (problem.severity === 'error') return line
  return `${language === 'de' ? 'Warnung' : 'warning'}: ${line}`
}
