/**
 * The castle section kinds' names in the reader's language. The section data (models/castle,
 * `castleSectionKind(kind).name`) holds the castle supplement's German names, which English mode
 * showed as they were ("Zitadelle (heavy)"); here English says the English name with the rule's
 * own German term beside it, as the ruling rows do ("Citadel (Zitadelle)"), German the term alone.
 */
import type { CastleSectionKind } from '../../scene/mageknight/castleSections'
import type { Language } from './translations'

/** English name and the castle supplement's own German term (001 "Sonderregeln für Castle Sektionen"). */
export const CASTLE_SECTION_NAMES: Readonly<Record<CastleSectionKind, { en: string; de: string }>> = {
  citadel: { en: 'Citadel', de: 'Zitadelle' },
  roundTower: { en: 'Round tower', de: 'Runder Turm' },
  gatehouse: { en: 'Gatehouse', de: 'Torhaus' },
  wall: { en: 'Wall', de: 'Mauer' },
  wallGateway: { en: 'Wall with gateway', de: 'Mauer mit Tordurchgang' },
}

/** A kind's name alone in `language` ("Citadel", "Zitadelle"), null for a kind this table does not know. */
export function castleSectionWord(kind: string, language: Language): string | null {
  return Object.hasOwn(CASTLE_SECTION_NAMES, kind) ? CASTLE_SECTION_NAMES[kind as CastleSectionKind][language] : null
}

/** "Citadel (Zitadelle)" in English, "Zitadelle" in German; an unknown kind as itself. */
export function castleSectionName(kind: string, language: Language): string {
  const word = castleSectionWord(kind, language)
  if (word === null) return kind
  return language === 'de' ? word : `${word} (${CASTLE_SECTION_NAMES[kind as CastleSectionKind].de})`
}
