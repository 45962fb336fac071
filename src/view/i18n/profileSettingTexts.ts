/**
 * English and German for every setting of a rule profile (issue 15, part 3; R-VPR.2): its label,
 * the words for each value an enum setting takes, the rule sets they are grouped by and the units
 * of number settings. Keyed by the setting's path in the profile (`universalis.movement.enemyGap`),
 * the same path docs/RULINGS.md and a profile file use; profileSettingTexts.test.ts walks the
 * shipped profiles' settings and fails on one without words here.
 */
import type { SettingGroup, SettingUnit, SettingValue } from '../ports'
import type { Language } from './translations'
import type { TerrainType } from '../../scene/terrainTypes'
import { listValueText } from './profileListTexts'
import { terrainTypeName } from './sceneListTexts'
import { type SettingWords, w, type Words } from './settingWords'
import { UNIVERSALIS_SETTING_WORDS } from './settingWordsUniversalis'
import { MAGE_KNIGHT_SETTING_WORDS } from './settingWordsMageKnight'

const SETTINGS: ReadonlyMap<string, SettingWords> = new Map<string, SettingWords>([
  ...UNIVERSALIS_SETTING_WORDS,
  ...MAGE_KNIGHT_SETTING_WORDS,
])

const GROUPS: Readonly<Record<SettingGroup, Words>> = {
  sight: w('Sight and cover', 'Sicht und Deckung'),
  universalis: w('Universalis', 'Universalis'),
  play: w('Play at the table', 'Spiel am Tisch'),
  mageknight: w('Mage Knight', 'Mage Knight'),
  castle: w('Castle', 'Castle'),
  large: w('Large figures and chariots', 'Große Figuren und Streitwagen'),
  cavalry: w('Cavalry', 'Kavallerie'),
  dungeons: w('Dungeons', 'Dungeons'),
}

const UNITS: Readonly<Record<SettingUnit, Words>> = {
  cm: w('cm', 'cm'),
  in: w('in', 'Zoll'),
  deg: w('°', '°'),
  share: w('of the profile (0 to 1)', 'des Profils (0 bis 1)'),
  factor: w('×', '×'),
  pips: w('or more on a die', 'oder mehr auf einem Würfel'),
  count: w('', ''),
  points: w('points', 'Punkte'),
}

const BOOLEANS: Readonly<Record<'true' | 'false', Words>> = { true: w('yes', 'ja'), false: w('no', 'nein') }

/** The setting's label; a path without words (never for a shipped setting: the test) shows as the path. */
export const settingLabel = (path: string, language: Language): string => SETTINGS.get(path)?.label[language] ?? path

/** An enum value in words, or the value itself when the setting has no words for it. */
export function settingValueWord(path: string, value: string, language: Language): string {
  const values = SETTINGS.get(path)?.values
  return values && Object.hasOwn(values, value) ? values[value][language] : value
}

/** A list setting's entry in words: the setting's own word for it, else a terrain type's name, else the entry as the schema names it. */
export function settingEntryWord(path: string, item: string, language: Language): string {
  const word = settingValueWord(path, item, language)
  if (word !== item || !path.endsWith('TerrainTypes')) return word
  return terrainTypeName(item as TerrainType, language)
}

export const settingGroupLabel = (group: SettingGroup, language: Language): string => GROUPS[group][language]

export const settingUnitWord = (unit: SettingUnit, language: Language): string => UNITS[unit][language]

/** A setting's value in words: enums by their words, yes/no, numbers with their unit, lists entry by entry (section arcs and maluses: profileListTexts.ts). */
export function settingValueText(path: string, value: SettingValue, language: Language, unit?: SettingUnit): string {
  if (typeof value === 'boolean') return BOOLEANS[String(value) as 'true' | 'false'][language]
  if (typeof value === 'string') return settingValueWord(path, value, language)
  if (typeof value === 'number') {
    const word = unit ? settingUnitWord(unit, language) : ''
    const number = value.toLocaleString(language === 'de' ? 'de-DE' : 'en-GB', { maximumFractionDigits: 4 })
    return word ? `${number} ${word}` : number
  }
  const listed = listValueText(value, language)
  if (listed !== null) return listed
  return Array.isArray(value)
    ? value.map((v) => (typeof v === 'string' ? settingEntryWord(path, v, language) : JSON.stringify(v))).join(', ')
    : JSON.stringify(value)
}

/** Whether the enum value has words of its own in every language (for the key-walk test). */
export function hasValueWords(path: string, value: string): boolean {
  const values = SETTINGS.get(path)?.values
  return values !== undefined && Object.hasOwn(values, value) && values[value].en !== '' && values[value].de !== ''
}

/** The paths that have words (for the key-walk test). */
export const labelledSettingPaths = (): string[] => [...SETTINGS.keys()]

/** The words of the profile editor around the settings. */
export const PROFILE_EDITOR_TEXT = {
  editSettings: w('Every setting of the profile', 'Alle Einstellungen des Profils'),
  settingRejected: w('The judge does not accept this value', 'Der Schiedsrichter nimmt diesen Wert nicht an'),
  allowed: w('allowed', 'erlaubt'),
  gameKeepsProfile: w(
    'A game in play keeps the profile it started under; a new game takes the profile in use.',
    'Ein laufendes Spiel behält das Profil, mit dem es begann; ein neues Spiel nimmt das gewählte Profil.',
  ),
  castleComparison: w('Castle shot under both profiles', 'Burgschuss unter beiden Profilen'),
} as const satisfies Readonly<Record<string, Words>>

export const profileEditorText = (key: keyof typeof PROFILE_EDITOR_TEXT, language: Language): string => PROFILE_EDITOR_TEXT[key][language]
