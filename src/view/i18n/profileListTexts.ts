/**
 * English and German for the profile editor's lists that are not a choice of named entries
 * (issue 15, part 3; R-VPR.2): the critical maluses' attributes (R-11.3a; 004 3.3 names them,
 * the abbreviation is the card's in both languages) and the section-arc table (R-LF-1: its
 * columns, buttons, the reasons a button is greyed and the total of the widths).
 * profileListTexts.test.ts holds the attributes to the judge's list.
 */
import { mkSectionName } from './mkLargeTexts'
import { type Words, w } from './settingWords'
import type { Language } from './translations'

/** 004 3.3 "Attribute": the card's abbreviation and the attribute's name. */
const ATTRIBUTE_NAMES: ReadonlyMap<string, Words> = new Map([
  ['AGI', w('Agility', 'Agilität')],
  ['NK', w('Melee', 'Nahkampf')],
  ['FK', w('Ranged combat', 'Fernkampf')],
  ['KO', w('Constitution', 'Konstitution')],
  ['WN', w('Perception', 'Wahrnehmung')],
  ['EH', w('Resolve', 'Entschlossenheit')],
])

/** An attribute as the editor labels it: `AGI (Agility)`; a key without words (never for 3.3's six: the test) as it is. */
export function attributeLabel(key: string, language: Language): string {
  const name = ATTRIBUTE_NAMES.get(key)
  return name ? `${key} (${name[language]})` : key
}

/** Whether the attribute has words in every language (for the test against the judge's list). */
export const hasAttributeWords = (key: string): boolean => ATTRIBUTE_NAMES.has(key)

/** A large figure's section as the arc table names it: the play mode's word for it (mkLargeTexts.ts). */
export const arcSectionWord = (section: string, language: Language): string => mkSectionName(section, language)

export const PROFILE_LIST_TEXT = {
  noModifier: w('none', 'keiner'),
  modifierRange: w('whole numbers from {min} to {max}; empty for none', 'ganze Zahlen von {min} bis {max}; leer für keinen'),
  arc: w('Arc {n}', 'Bogen {n}'),
  arcSection: w('Section', 'Sektion'),
  arcCentre: w('Centre', 'Mitte'),
  arcWidth: w('Width', 'Breite'),
  arcCentreHint: w('from straight ahead, + to the right', 'ab geradeaus, + nach rechts'),
  addArc: w('Add arc', 'Bogen hinzufügen'),
  addArcFull: w('At most {max} arcs', 'Höchstens {max} Bögen'),
  removeArc: w('Remove', 'Entfernen'),
  removeArcLast: w('At least {min} arc', 'Mindestens {min} Bogen'),
  applyArcs: w('Use these arcs', 'Diese Bögen verwenden'),
  applyArcsSame: w('These are the arcs in use', 'Das sind die verwendeten Bögen'),
  resetArcs: w('Back to the arcs in use', 'Zurück zu den verwendeten Bögen'),
  arcsNotInUse: w(
    'Not in use yet: the rulings and a saved profile keep the arcs in use until you press “Use these arcs”.',
    'Noch nicht verwendet: Entscheidungen und ein gespeichertes Profil behalten die verwendeten Bögen, bis du „Diese Bögen verwenden“ drückst.',
  ),
  arcsTotal: w('Widths together: {total}° of {circle}°', 'Breiten zusammen: {total}° von {circle}°'),
  noModifiers: w('none', 'keine'),
  arcInWords: w('{section} at {centre}°, {width}° wide', '{section} bei {centre}°, {width}° breit'),
  arcsDial: w('The arcs around the base, front at the top', 'Die Bögen um die Basis, vorne oben'),
} as const satisfies Readonly<Record<string, Words>>

/** A text of the list fields, its `{name}` places filled with the numbers or words given. */
export function profileListText(
  key: keyof typeof PROFILE_LIST_TEXT,
  language: Language,
  params: Readonly<Record<string, string | number>> = {},
): string {
  const number = (v: string | number) => (typeof v === 'number' ? v.toLocaleString(language === 'de' ? 'de-DE' : 'en-GB') : v)
  return PROFILE_LIST_TEXT[key][language].replace(/\{(\w+)\}/g, (all, name: string) =>
    Object.hasOwn(params, name) ? String(number(params[name])) : all,
  )
}

const isArc = (v: unknown): v is { section: string; centreDeg: number; widthDeg: number } =>
  typeof v === 'object' && v !== null && typeof (v as { section?: unknown }).section === 'string'

/**
 * A list's or record's value in words, for "the profiles differ in" (no JSON on screen): section
 * arcs as `front at 0°, 90° wide`, a record of numbers as `AGI -1, NK -2` (or none), or null for
 * a value that is neither.
 */
export function listValueText(value: unknown, language: Language): string | null {
  if (Array.isArray(value) && value.length > 0 && value.every(isArc))
    return value
      .map((a) =>
        profileListText('arcInWords', language, { section: arcSectionWord(a.section, language), centre: a.centreDeg, width: a.widthDeg }),
      )
      .join('; ')
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null
  const entries = Object.entries(value)
  if (!entries.every(([, n]) => typeof n === 'number')) return null
  if (entries.length === 0) return profileListText('noModifiers', language)
  return entries.map(([key, n]) => `${key} ${(n as number).toLocaleString(language === 'de' ? 'de-DE' : 'en-GB')}`).join(', ')
}
