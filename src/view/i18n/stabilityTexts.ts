import type { StabilityEntry, StabilityReport } from '../ports'
import type { TapeUnit } from '../store/vttPrefs'
import { formatNumber } from './formatValues'
import { VALUE_TERMS } from './rulingTerms'
import type { Language } from './translations'
import { formatLength } from './vttTexts'

/**
 * The ruling panel's stability lines (issue 15, part 2), one per fact and figure, in English and
 * German with the language's number format: "cover changes from hard to none if the target
 * moves 8.9 mm toward 27° (north-north-east)" / "Deckung wechselt von hard zu none, wenn sich das
 * Ziel 8,9 mm in Richtung 27° (Nordnordost) bewegt". The words must hold when followed (R-SB.3):
 * the bearing in whole degrees with the nearest of sixteen points, and the distance rounded up,
 * so the move said, made as said, changes the ruling. Cover levels stay the rules' words, as the
 * panel's cover row shows them.
 */

type Words = Record<Language, string>

const FACTS: Record<StabilityEntry['fact'], Words> = {
  lineOfSight: { en: 'line of sight', de: 'Sichtlinie' },
  cover: { en: 'cover', de: 'Deckung' },
  rangeBand: { en: 'the range band', de: 'Das Reichweitenband' },
}

/**
 * A figure in the cases its sentences need (R-SB.4): German declines the noun after "bei jeder
 * Bewegung" (genitive: des Ziels, des Schützen) and refers back to it by its gender (es, er).
 */
interface MoverWords {
  en: string
  nominative: string
  genitive: string
  pronoun: string
}
const MOVERS: Record<StabilityEntry['mover'], MoverWords> = {
  target: { en: 'the target', nominative: 'das Ziel', genitive: 'des Ziels', pronoun: 'es' },
  shooter: { en: 'the shooter', nominative: 'der Schütze', genitive: 'des Schützen', pronoun: 'er' },
}

type CompassPoint = NonNullable<StabilityEntry['compassPoint']>
const POINTS: Record<CompassPoint, string> = {
  north: 'Nord',
  'north-north-east': 'Nordnordost',
  'north-east': 'Nordost',
  'east-north-east': 'Ostnordost',
  east: 'Ost',
  'east-south-east': 'Ostsüdost',
  'south-east': 'Südost',
  'south-south-east': 'Südsüdost',
  south: 'Süd',
  'south-south-west': 'Südsüdwest',
  'south-west': 'Südwest',
  'west-south-west': 'Westsüdwest',
  west: 'West',
  'west-north-west': 'Westnordwest',
  'north-west': 'Nordwest',
  'north-north-west': 'Nordnordwest',
}
/** The sixteen points in German, for the test that every one has a word. */
export const GERMAN_COMPASS_POINTS: Readonly<Record<CompassPoint, string>> = POINTS

/** The label of the panel's choice of the weapon whose range band the band measures (R-STB.2). */
export function stabilityWeaponLabel(language: Language): string {
  return { en: 'Range band of', de: 'Reichweitenband von' }[language]
}

/** `value` rounded up to `digits` decimals (a hair of float error is not a step up). */
const roundedUp = (value: number, digits: number) => Math.ceil(value * 10 ** digits - 1e-6) / 10 ** digits

/**
 * A move as a player measures it with the tape's unit: in cm, millimetres below a centimetre,
 * else centimetres; in inches, two decimals ("0.30 in", "0,30 Zoll"), as the tape reads. Rounded
 * up (R-SB.3): the judge's distance is the first changed position, and a move said shorter than
 * it could be made without changing anything.
 */
export function stabilityMove(cm: number, language: Language, unit: TapeUnit = 'cm'): string {
  if (unit === 'in') return formatLength(roundedUp(cm / 2.54, 2) * 2.54, unit, language)
  return cm < 1 ? `${formatNumber(roundedUp(cm * 10, 1), 1, language)} mm` : `${formatNumber(roundedUp(cm, 1), 1, language)} cm`
}

/** Where the move goes: "toward 270° (west)" / "in Richtung 270° (West)", or up or down. */
function directionText(entry: StabilityEntry, language: Language): string {
  if (entry.direction === 'up') return { en: 'up', de: 'nach oben' }[language]
  if (entry.direction === 'down') return { en: 'down', de: 'nach unten' }[language]
  if (entry.bearingDeg === null) return ''
  const degrees = Math.round(entry.bearingDeg) % 360
  const point = entry.compassPoint
  const word = point ? ` (${language === 'de' ? POINTS[point] : point})` : ''
  return language === 'de' ? `in Richtung ${degrees}°${word}` : `toward ${degrees}°${word}`
}

function valueText(entry: StabilityEntry, value: StabilityEntry['now'] | null, language: Language): string {
  if (value === null) return '-'
  if (entry.fact === 'lineOfSight')
    return value === true ? { en: 'seen', de: 'sichtbar' }[language] : { en: 'not seen', de: 'nicht sichtbar' }[language]
  if (entry.fact === 'rangeBand')
    return value === 'out-of-range'
      ? { en: 'out of range', de: 'außer Reichweite' }[language]
      : `${{ en: 'band', de: 'Band' }[language]} ${value}`
  // A cover level (9.3) in the reader's words: "hart", not "hard", in a German line.
  const word = typeof value === 'string' && Object.hasOwn(VALUE_TERMS, value) ? VALUE_TERMS[value] : null
  return word && language === 'de' ? word.de : String(value)
}

/**
 * One line of the panel for one entry of the report, distances in the tape's unit. The range
 * band names the weapon it was measured for (R-STB.2: the one chosen for the shooter, else its
 * first banded one). A stable fact is stable for moves to places the figure can stand (R-SB.1).
 */
export function stabilityLine(entry: StabilityEntry, report: StabilityReport, language: Language, unit: TapeUnit = 'cm'): string {
  const weapon = entry.fact === 'rangeBand' && report.weapon ? ` (${report.weapon})` : ''
  const fact = `${FACTS[entry.fact][language]}${weapon}`
  const who = MOVERS[entry.mover]
  const radius = stabilityMove(report.searchRadiusCm, language, unit)
  if (entry.status === 'not-applicable')
    return language === 'de' ? `${fact}: entfällt (keine Sichtlinie)` : `${fact}: not applicable (no line of sight)`
  if (entry.status === 'stable')
    return language === 'de'
      ? `${fact} bleibt bei jeder Bewegung ${who.genitive} um bis zu ${radius} an einen Platz, an dem ${who.pronoun} stehen kann`
      : `${fact} stays for any move of ${who.en} of up to ${radius} to a place it can stand`
  const move = stabilityMove(entry.distanceCm ?? 0, language, unit)
  const direction = directionText(entry, language)
  const from = valueText(entry, entry.now, language)
  const to = valueText(entry, entry.becomes, language)
  return language === 'de'
    ? `${fact} wechselt von ${from} zu ${to}, wenn sich ${who.nominative} ${move} ${direction} bewegt`
    : `${fact} changes from ${from} to ${to} if ${who.en} moves ${move} ${direction}`
}
