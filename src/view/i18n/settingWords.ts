/**
 * The shape of a rule-profile setting's words (profileSettingTexts.ts): its label in English and
 * German, and for an enum setting the words for each value. Shared by the two word tables.
 */
import type { Language } from './translations'

export type Words = Readonly<Record<Language, string>>
export interface SettingWords {
  label: Words
  /** The words for each value of an enum setting. */
  values?: Readonly<Record<string, Words>>
}

export const w = (en: string, de: string): Words => ({ en, de })
