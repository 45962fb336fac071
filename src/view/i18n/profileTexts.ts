/**
 * English and German for the rule profiles and the stability band in the dispute view (issue 15,
 * parts 2 and 3): the picker, the panel's setting selects, the comparison, saving and deleting a
 * group's profile, the band's toggle and states. The stability lines themselves are in
 * stabilityTexts.ts; the comparison's row labels are the ruling's own (translations.ts).
 */
import type { ProfileImport } from '../store/profiles/profileFiles'
import type { ProfileSaveRefusal } from '../store/profiles/types'
import type { Language } from './translations'

type Words = Readonly<Record<Language, string>>

export const PROFILE_UI_TEXT = {
  ruleProfile: { en: 'Rule profile', de: 'Regelprofil' },
  ownProfiles: { en: 'Our profiles', de: 'Unsere Profile' },
  shippedProfiles: { en: 'Shipped', de: 'Mitgeliefert' },
  changed: { en: 'changed', de: 'geändert' },
  eyePoint: { en: 'Eye point', de: 'Augpunkt' },
  eyeTop: { en: 'top of the profile', de: 'Oberkante des Profils' },
  eyeCenter: { en: 'centre of the profile', de: 'Mitte des Profils' },
  coverMix: { en: 'Cover of several pieces', de: 'Deckung durch mehrere Teile' },
  coverMixStrongest: { en: 'strongest that hides half', de: 'stärkste, die die Hälfte verdeckt' },
  coverMixHighest: { en: 'highest of all that hide', de: 'höchste aller verdeckenden' },
  compare: { en: 'Compare with', de: 'Vergleichen mit' },
  compareNone: { en: 'no comparison', de: 'kein Vergleich' },
  compareSame: { en: 'The ruling is the same under both.', de: 'Die Entscheidung ist unter beiden gleich.' },
  compareDiffers: { en: 'The profiles rule differently.', de: 'Die Profile entscheiden unterschiedlich.' },
  compareFailed: { en: 'The comparison failed', de: 'Der Vergleich ist fehlgeschlagen' },
  compareSettings: { en: 'The profiles differ in', de: 'Die Profile unterscheiden sich in' },
  saveAs: { en: 'Save as our profile', de: 'Als unser Profil speichern' },
  profileTitle: { en: 'Name of the profile', de: 'Name des Profils' },
  deleteProfile: { en: 'Delete this profile', de: 'Dieses Profil löschen' },
  exportProfile: { en: 'Export the profile…', de: 'Profil exportieren …' },
  importProfile: { en: 'Import a profile…', de: 'Profil importieren …' },
  exportDraftPending: {
    en: 'The section arcs you typed are not in use yet: use them or go back first',
    de: 'Die eingegebenen Sektionsbögen werden noch nicht verwendet: erst verwenden oder zurück',
  },
  stability: { en: 'Stability', de: 'Stabilität' },
  showStability: { en: 'Show how far the ruling is from changing', de: 'Zeigen, wie weit die Entscheidung vom Kippen entfernt ist' },
  stabilityPending: { en: 'Working out the stability band…', de: 'Das Stabilitätsband wird ermittelt …' },
  stabilityFailed: { en: 'The stability band failed', de: 'Das Stabilitätsband ist fehlgeschlagen' },
} as const satisfies Readonly<Record<string, Words>>

export type ProfileUiKey = keyof typeof PROFILE_UI_TEXT

export const profileText = (key: ProfileUiKey, language: Language): string => PROFILE_UI_TEXT[key][language]

const REFUSALS: Readonly<Record<ProfileSaveRefusal, Words>> = {
  nameEmpty: {
    en: 'Give the profile a name with a letter or digit.',
    de: 'Gib dem Profil einen Namen mit einem Buchstaben oder einer Ziffer.',
  },
  nameShipped: {
    en: 'That is the name of a shipped profile; choose another.',
    de: 'So heißt ein mitgeliefertes Profil; wähle einen anderen Namen.',
  },
  tooMany: { en: 'At most 20 own profiles; delete one first.', de: 'Höchstens 20 eigene Profile; lösche zuerst eines.' },
  invalid: { en: 'The judge does not accept this profile.', de: 'Der Schiedsrichter nimmt dieses Profil nicht an.' },
  draftPending: {
    en: 'The section arcs you typed are not in use yet: press “Use these arcs” (or go back to the arcs in use) first.',
    de: 'Die eingegebenen Sektionsbögen werden noch nicht verwendet: zuerst „Diese Bögen verwenden“ drücken (oder zu den verwendeten Bögen zurück).',
  },
}

export const saveRefusalText = (refusal: ProfileSaveRefusal, language: Language): string => REFUSALS[refusal][language]

/** The description a group's saved profile gets: where its settings came from, in both languages. */
export function savedProfileText(from: Words): Words {
  return { en: `Saved by the group from "${from.en}".`, de: `Von der Gruppe gespeichert, ausgehend von „${from.de}“.` }
}

/** What became of an imported profile file (R-VPR.4): the name it got, or why it was refused. */
export function importOutcomeText(outcome: ProfileImport, language: Language): string {
  const de = language === 'de'
  switch (outcome.kind) {
    case 'imported':
      return outcome.renamedFrom === null
        ? de
          ? `Profil „${outcome.name}“ importiert und in Gebrauch.`
          : `Imported the profile "${outcome.name}"; it is in use.`
        : de
          ? `Profil importiert als „${outcome.name}“: „${outcome.renamedFrom}“ gibt es schon, es bleibt unverändert.`
          : `Imported the profile as "${outcome.name}": "${outcome.renamedFrom}" exists already and is left as it was.`
    case 'notJson':
      return de ? `Die Datei ist kein JSON: ${outcome.message}` : `The file is not JSON: ${outcome.message}`
    case 'invalid':
      return de ? 'Der Schiedsrichter nimmt dieses Profil nicht an:' : 'The judge does not accept this profile:'
    case 'tooMany':
      return REFUSALS.tooMany[language]
  }
}
