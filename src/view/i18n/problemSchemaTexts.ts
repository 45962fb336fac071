/**
 * German for what zod 4 and JSON.parse report inside a scene's or a data file's problems (issue
 * 14: a German notice said "Expected number, received string" or JSON.parse's English): the
 * types and string formats zod may expect (src/scene/zodIssues.ts), and each kind of JSON
 * defect our scanner finds (src/scene/jsonText.ts). problemTexts.ts uses both.
 */
import type { JsonDefectKind } from '../../scene/jsonText'
import { addFormatter, addTemplates, translate } from './i18nextAdapter'

/** zod 4's string formats ($ZodStringFormats) as German says what was expected. */
const ZOD_FORMAT_WORDS: readonly (readonly [string, string])[] = [
  ['email', 'eine E-Mail-Adresse'],
  ['url', 'eine URL'],
  ['emoji', 'ein Emoji'],
  ['uuid', 'eine UUID'],
  ['guid', 'eine GUID'],
  ['nanoid', 'eine Nano ID'],
  ['cuid', 'eine CUID'],
  ['cuid2', 'eine CUID2'],
  ['ulid', 'eine ULID'],
  ['xid', 'eine XID'],
  ['ksuid', 'eine KSUID'],
  ['datetime', 'Datum und Uhrzeit nach ISO 8601'],
  ['time', 'eine Uhrzeit nach ISO 8601'],
  ['duration', 'eine Dauer nach ISO 8601'],
  ['ipv4', 'eine IPv4-Adresse'],
  ['ipv6', 'eine IPv6-Adresse'],
  ['cidrv4', 'einen IPv4-Adressbereich'],
  ['cidrv6', 'einen IPv6-Adressbereich'],
  ['base64', 'Base64-Text'],
  ['base64url', 'Base64url-Text'],
  ['json_string', 'einen JSON-Text'],
  ['e164', 'eine Telefonnummer nach E.164'],
  ['credit_card', 'eine Kreditkartennummer'],
  ['iban', 'eine IBAN'],
  ['lowercase', 'Text in Kleinbuchstaben'],
  ['uppercase', 'Text in Großbuchstaben'],
  ['jwt', 'ein JSON Web Token'],
]

/** The types zod 4 may expect that the scene's own words do not name, and its string formats, in German. */
export const GERMAN_SCHEMA_WORDS: readonly (readonly [string, string])[] = [
  ['bigint', 'eine große ganze Zahl (bigint)'],
  ['symbol', 'ein Symbol'],
  ['null', 'null'],
  ['undefined', 'nichts (undefined)'],
  ['never', 'nichts (kein Wert erlaubt)'],
  ['void', 'nichts (void)'],
  ['date', 'ein Datum'],
  ['record', 'ein Objekt mit Einträgen'],
  ['map', 'eine Zuordnung (Map)'],
  ['set', 'eine Menge (Set)'],
  ['file', 'eine Datei'],
  ['nonoptional', 'einen Wert (Pflichtfeld)'],
  ['nan', 'NaN'],
  ['function', 'eine Funktion'],
  ...ZOD_FORMAT_WORDS,
]

/**
 * What is wrong at a JSON defect (src/scene/jsonText.ts's kinds), in German; `{found|jsonFound}`
 * names what stood there. A Record: a kind added without German does not compile.
 */
const GERMAN_JSON_DEFECTS: Readonly<Record<JsonDefectKind, string>> = {
  'unexpected-after-end': '{found|jsonFound} nach dem Ende des JSON-Werts',
  'unexpected-closer': '{found|jsonFound}, erwartet "," oder "{closer}"',
  'unexpected-trailing-comma': '{found|jsonFound} nach ",": JSON erlaubt kein Komma vor dem Schließen',
  'unexpected-value': '{found|jsonFound}, erwartet einen Wert',
  'unexpected-name': '{found|jsonFound}, erwartet einen Eigenschaftsnamen in doppelten Anführungszeichen',
  'unexpected-colon': '{found|jsonFound}, erwartet ":" nach dem Eigenschaftsnamen',
  'unclosed-string': 'eine Zeichenkette wird nie geschlossen',
  'control-character': 'Zeilenumbruch oder Steuerzeichen in einer Zeichenkette (schreibe \\n)',
  'bad-escape': 'ungültiges Escape "{escape}" in einer Zeichenkette',
  'bad-number': 'ungültige Zahl {token}',
}

/** A hint the scanner adds when the token looks like a comment or a single quote. */
const GERMAN_JSON_HINTS: ReadonlyMap<string, string> = new Map([
  ['comment', ' (JSON erlaubt keine Kommentare)'],
  ['single-quote', ' (Zeichenketten in JSON brauchen doppelte Anführungszeichen)'],
])

/** The JSON defect of a `malformed-json-at` problem in German, or null for a kind without words. */
export function germanJsonDefect(params: Readonly<Record<string, string | number>>): string | null {
  const kind = String(params.kind)
  if (!Object.hasOwn(GERMAN_JSON_DEFECTS, kind)) return null
  const said = translate('jsonDefect', kind, 'de', params)
  return said === null ? null : said + (GERMAN_JSON_HINTS.get(String(params.hint)) ?? '')
}

addTemplates('jsonDefect', 'de', Object.entries(GERMAN_JSON_DEFECTS))
addFormatter('jsonFound', (value) =>
  value === 'end' ? 'unerwartetes Textende' : value === 'string' ? 'unerwartete Zeichenkette' : `unerwartet: ${String(value)}`,
)
