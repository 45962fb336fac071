import type { StabilityEntry, StabilityReport } from '../ports'
import type { TapeUnit } from '../store/vttPrefs'
import { formatNumber } from './formatValues'
import type { Language } from './translations'
import { formatLength } from './vttTexts'

/**
 * The ruling panel's stability lines (issue 15, part 2), one per fact and figure, in English and
 * German with the language's number format: "cover changes from hard to none if the target
 * moves 8.9 mm north-east" / "Deckung wechselt von hard zu none, wenn das Ziel sich 8,9 mm nach
 * Nordosten bewegt". Cover levels stay the rules' words, as the panel's cover row shows them.
 */

type Words = Record<Language, string>

const FACTS: Record<StabilityEntry['fact'], Words> = {
  lineOfSight: { en: 'line of sight', de: 'Sichtlinie' },
  cover: { en: 'cover', de: 'Deckung' },
  rangeBand: { en: 'the range band', de: 'das Reichweitenband' },
}
const MOVERS: Record<StabilityEntry['mover'], Words> = {
  target: { en: 'the target', de: 'das Ziel' },
  shooter: { en: 'the shooter', de: 'der Schütze' },
}
const DIRECTIONS: Record<NonNullable<StabilityEntry['direction']>, Words> = {
  north: { en: 'north', de: 'nach Norden' },
  'north-east': { en: 'north-east', de: 'nach Nordosten' },
  east: { en: 'east', de: 'nach Osten' },
  'south-east': { en: 'south-east', de: 'nach Südosten' },
  south: { en: 'south', de: 'nach Süden' },
  'south-west': { en: 'south-west', de: 'nach Südwesten' },
  west: { en: 'west', de: 'nach Westen' },
  'north-west': { en: 'north-west', de: 'nach Nordwesten' },
  up: { en: 'up', de: 'nach oben' },
  down: { en: 'down', de: 'nach unten' },
}

/** The label of the panel's choice of the weapon whose range band the band measures (R-STB.2). */
export function stabilityWeaponLabel(language: Language): string {
  return { en: 'Range band of', de: 'Reichweitenband von' }[language]
}

/**
 * A move as a player measures it with the tape's unit: in cm, millimetres below a centimetre,
 * else centimetres; in inches, two decimals ("0.30 in", "0,30 Zoll"), as the tape reads.
 */
export function stabilityMove(cm: number, language: Language, unit: TapeUnit = 'cm'): string {
  if (unit === 'in') return formatLength(cm, unit, language)
  return cm < 1 ? `${formatNumber(cm * 10, 1, language)} mm` : `${formatNumber(cm, 1, language)} cm`
}

function valueText(entry: StabilityEntry, value: StabilityEntry['now'] | null, language: Language): string {
  if (value === null) return '-'
  if (entry.fact === 'lineOfSight')
    return value === true ? { en: 'seen', de: 'sichtbar' }[language] : { en: 'not seen', de: 'nicht sichtbar' }[language]
  if (entry.fact === 'rangeBand')
    return value === 'out-of-range'
      ? { en: 'out of range', de: 'außer Reichweite' }[language]
      : `${{ en: 'band', de: 'Band' }[language]} ${value}`
  return String(value)
}

/**
 * One line of the panel for one entry of the report, distances in the tape's unit. The range
 * band names the weapon it was measured for (R-STB.2: the one chosen for the shooter, else its first banded one).
 */
export function stabilityLine(entry: StabilityEntry, report: StabilityReport, language: Language, unit: TapeUnit = 'cm'): string {
  const weapon = entry.fact === 'rangeBand' && report.weapon ? ` (${report.weapon})` : ''
  const fact = `${FACTS[entry.fact][language]}${weapon}`
  const who = MOVERS[entry.mover][language]
  const radius = stabilityMove(report.searchRadiusCm, language, unit)
  if (entry.status === 'not-applicable')
    return language === 'de' ? `${fact}: entfällt (keine Sichtlinie)` : `${fact}: not applicable (no line of sight)`
  if (entry.status === 'stable')
    return language === 'de'
      ? `${fact} bleibt bei jeder Bewegung von ${who} bis ${radius}`
      : `${fact} stays for any move of ${who} up to ${radius}`
  const move = stabilityMove(entry.distanceCm ?? 0, language, unit)
  const direction = entry.direction ? DIRECTIONS[entry.direction][language] : ''
  const from = valueText(entry, entry.now, language)
  const to = valueText(entry, entry.becomes, language)
  return language === 'de'
    ? `${fact} wechselt von ${from} zu ${to}, wenn ${who} sich ${move} ${direction} bewegt`
    : `${fact} changes from ${from} to ${to} if ${who} moves ${move} ${direction}`
}
