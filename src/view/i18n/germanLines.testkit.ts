/**
 * Whether a line shown in German mode reads as German (issue 14): the check problemTexts.test.ts
 * tests itself and the German tests of checked input (scene problems, a refused profile edit) share.
 */

/**
 * English words that German never writes (so not "an", "in", "was", "per", "Kind", "Not"), nor
 * borrows ("Token", "Item", "Array", "String", "Level" are German loan words in game and file talk):
 * one of them in a German line is English left standing.
 */
const ENGLISH_ONLY = new Set(
  (
    'the a is are was of and or to with without must has have got expected received unexpected invalid missing ' +
    'only cannot be been for from at by on it its this that these which each every one needs exactly used twice ' +
    'than more less least most should would there when where no yes number object end piece face edge names places'
  ).split(' '),
)
/** German words a German line has at least one of (besides umlauts and ß): articles, verbs of the checks, prepositions. */
const GERMAN_MARKERS = new Set(
  (
    'der die das den dem des ein eine einen einem einer eines kein keine keinen keinem ist sind hat haben und oder ' +
    'nicht mit von zu zum zur auf für bei nach muss darf erwartet gefunden fehlt fehlerhaftes je als wie nur noch schon ' +
    'zwischen neben unter über braucht nennt kommt liegt steht'
  ).split(' '),
)

/**
 * The words of a line a reader would read as the line's language: without what it quotes ("…", „…“,
 * '…'), its lists ([…]), paths and ids (a word with a dot, bracket, hyphen or digit), numbers and units.
 */
function readWords(line: string): string[] {
  const prose = line
    .replace(/"[^"]*"|„[^“]*“|'[^']*'|\[[^\]]*\]/g, ' ')
    .split(/\s+/)
    .filter((token) => !/[.[\]_\d]|\w-\w/.test(token.replace(/[.,:;!?()]+$/, '')))
    .join(' ')
  return prose.match(/\p{L}+/gu)?.map((w) => w.toLowerCase()) ?? []
}

/** Whether a line reads as German: some German word, and no word only English has. */
export function germanShown(line: string): { german: boolean; english: string[] } {
  const words = readWords(line)
  const german = /[äöüßÄÖÜ]/.test(line) || words.some((w) => GERMAN_MARKERS.has(w))
  return { german, english: words.filter((w) => ENGLISH_ONLY.has(w)) }
}
