import { ruling } from '../../kernel/clauses'

/**
 * Where players could disagree about the castle rules, a setting; the defaults are the rulings
 * in docs/RULINGS.md, heading "Mage Knight castle".
 */
export type MkGameMode = 'unlimited' | 'conquest'

export interface MkCastleSettings {
  /** 001 "Aktionen": the extra actions depend on the game (Unlimited or Conquest). */
  gameMode: MkGameMode
  /**
   * R-MK-2a "higher position": `levels` compares ground (0) with raised terrain or a castle
   * section (1); `measured` also counts a base more than `higherThresholdCm` higher as higher.
   */
  higherPosition: 'levels' | 'measured'
  higherThresholdCm: number
  /** R-MK-6a which Universalis models may attack a castle section. */
  universalisSectionAttack: 'heavy-weapons' | 'never' | 'any'
  /** R-MK-4b may mounted figures, large figures and titans fight across access points. */
  unwieldyFightAcrossAccess: boolean
}

export const DEFAULT_MK_CASTLE_SETTINGS: MkCastleSettings = {
  gameMode: 'unlimited',
  higherPosition: 'levels',
  higherThresholdCm: 2.5,
  universalisSectionAttack: 'heavy-weapons',
  unwieldyFightAcrossAccess: false,
}

export const MK_RULINGS = {
  wallGatewayPoints: ruling('R-MK-1a', 'Mauer mit Tordurchgang: Punktwert der Mauer'),
  higherPosition: ruling('R-MK-2a', 'Höhergelegene Position'),
  sameAccessPoint: ruling('R-MK-4a', 'Derselbe Zugangspunkt ist verbunden'),
  unwieldyAccessMelee: ruling('R-MK-4b', 'Berittene, Großfiguren, Titanen kämpfen nicht über Zugangspunkte'),
  longRangeWhenNeeded: ruling('R-MK-5a', 'Weite Entfernung nur wenn nötig'),
  universalisAttackers: ruling('R-MK-6a', 'Universalis-Modelle gegen Castle Sektionen'),
  printedDamage: ruling('R-MK-6b', 'Aufgedruckter Schadenswert'),
  conqueror: ruling('R-MK-9a', 'Eroberer einer demoralisierten Sektion'),
  rubbleDamage: ruling('R-MK-7a', 'Schadensklicks auf dem Geröll'),
  setupDistances: ruling('R-MK-8a', 'Messung der Aufstellungsabstände'),
} as const
