/**
 * The siege editor's and the terrain tool's refusals in German (src/view/store/siege/refusals.ts:
 * the editor's own codes of R-SE-11 and the editor judge's of src/judge/castle/editRefusals.ts).
 * The castle rules' own codes, which the editor passes on, are said by `mkRefusalText`. Each
 * code has a sentence that names its parameters and a plain one for when they are missing; an
 * unknown code keeps the English reason, never a raw code.
 */
import { addTemplates, translate } from './i18nextAdapter'
import { mkRefusalText } from './mkPlayTexts'
import type { Language } from './translations'

const NS = 'siegeRefusal'

/** [code, with its parameters, plain]. */
const GERMAN: readonly (readonly [string, string, string])[] = [
  ['not-a-table-point', 'Der Zeiger steht auf keinem Punkt des Tisches.', 'Der Zeiger steht auf keinem Punkt des Tisches.'],
  ['no-such-record', 'Es gibt kein Stück {id} ({kind}) mehr in der Szene.', 'Das Stück gibt es in der Szene nicht mehr.'],
  [
    'nothing-chosen',
    'Erst eine Sektion, ein Geländestück, eine Leiter, eine Planke oder eine Figur zum Verschieben wählen.',
    'Erst etwas zum Verschieben wählen.',
  ],
  ['unknown-mk-card', 'In models/mageknight gibt es keine Mage-Knight-Figur „{card}“.', 'Diese Mage-Knight-Figur gibt es nicht.'],
  ['unknown-mk-version', 'Die Karte „{card}“ hat keine Version „{version}“.', 'Diese Version steht nicht auf der Karte.'],
  ['unknown-unit-card', 'In models/cards gibt es keine Einheitenkarte „{card}“.', 'Diese Einheitenkarte gibt es nicht.'],
  ['card-check-failed', 'Die Prüfung der Karten nimmt die neue Figur nicht an.', 'Die Prüfung der Karten nimmt die neue Figur nicht an.'],
  ['scene-check-failed', 'Die Prüfung der Szene lehnt die Änderung ab: {problem}', 'Die Prüfung der Szene lehnt die Änderung ab.'],
  [
    'telematon-without-operator',
    '„{card}“ ist ein Telematon: es braucht eine Figur der Seite „{side}“, die es bedienen darf und einen freien Platz hat (19.1, 19.2).',
    'Ein Telematon braucht einen Operator seiner Seite mit freiem Platz (19.1, 19.2).',
  ],
  [
    'dial-at-start-click',
    'Die Sektion steht auf dem Startklick {start} ihrer Version: nichts zurückzudrehen.',
    'Die Sektion steht auf dem Startklick ihrer Version: nichts zurückzudrehen.',
  ],
  [
    'ladder-not-at-wall',
    'Eine Leiter lehnt an einer Mauersektion: höchstens {reachCm} cm von einer entfernt klicken.',
    'Eine Leiter lehnt an einer Mauersektion: näher an einer klicken.',
  ],
  [
    'plank-not-at-walkway-end',
    'Eine Planke verlängert einen Wehrgang: höchstens {reachCm} cm vom Ende eines Wehrgangs klicken.',
    'Eine Planke verlängert einen Wehrgang: näher an dessen Ende klicken.',
  ],
]

addTemplates(
  NS,
  'de',
  GERMAN.flatMap(([code, full, plain]) => [
    [`${code}.with`, full],
    [code, plain],
  ]),
)

/** The codes this module says in German (the key-walk test checks the refusal file against them). */
export const GERMAN_SIEGE_REFUSAL_CODES: ReadonlySet<string> = new Set(GERMAN.map(([code]) => code))

interface SiegeRefusalLike {
  code: string
  reason: string
  params?: Readonly<Record<string, string | number>>
}

/** A siege editor or terrain tool refusal in the reader's language. */
export function siegeRefusalText(refusal: SiegeRefusalLike, language: Language): string {
  if (language === 'en') return refusal.reason
  if (!GERMAN_SIEGE_REFUSAL_CODES.has(refusal.code)) return mkRefusalText(refusal, language)
  return translate(NS, `${refusal.code}.with`, 'de', refusal.params) ?? translate(NS, refusal.code, 'de') ?? refusal.reason
}
