import { ruling, universalis } from '../../kernel/clauses'
import type { HitZone } from '../model/gameState'

/**
 * The clauses of ranged combat (14), damage (10), states touched by a hit (11.3, 11.5) and the
 * colossus hit zones (18.3), with the settings where players could reasonably disagree. Each
 * setting's default is the decision written down in docs/RULINGS.md ("Ranged combat and damage").
 */
export const RC = {
  procedure: universalis('14.1', 'Durchführung'),
  normal: universalis('14.2', 'Normaler Schuss'),
  aimed: universalis('14.2', 'Gezielter Schuss'),
  snap: universalis('14.2', 'Schnellschuss'),
  overwatch: universalis('14.2', 'Feuerbereitschaft'),
  reload: universalis('14.2', 'Nachladen'),
  reaction: universalis('14.3', 'Reaktionsfeuer'),
  weapons: universalis('14.4', 'Erlaubte Waffen'),
  zones: universalis('14.5', 'Trefferzonen'),
  targetChoice: universalis('14.6', 'Zielauswahl'),
  range: universalis('14.7', 'Reichweite'),
  melee: universalis('14.8', 'Beschuss von Modellen im Nahkampf'),
  camouflaged: universalis('14.9', 'Beschuss von getarnten Modellen'),
  size: universalis('14.10.1', 'Größe des Ziels'),
  cover: universalis('14.10.2', 'Deckung des Ziels'),
  unwieldy: universalis('14.10.3', 'Unhandliche Waffen'),
  proneShooter: universalis('14.10.4', 'Liegender Schütze'),
  fastTarget: universalis('14.10.5', 'Schnelle Bewegungen des Ziels'),
  indirect: universalis('14.11', 'Indirekter Fernkampf'),
  sustained: universalis('14.12', 'Dauerfeuer'),
  area: universalis('14.13', 'Flächenwaffen'),
  dodge: universalis('8.4', 'Beschuss Ausweichen'),
  proneTarget: universalis('8.10', 'Liegende Modelle'),
  fkRoll: universalis('4.8.1', 'Attributswurf'),
  directThreat: universalis('4.5.1', 'Direkte Bedrohung'),
  perception: universalis('4.6', 'Wahrnehmungsbereich'),
  reloadToken: universalis('12.7', 'Nachladen'),
  uses: universalis('12.8', 'Einmalnutzung'),
  thrown: universalis('12.3', 'Wurfwaffen'),
  camouflageAdvantage: universalis('16.2', 'Vorteile'),
  activeCamouflage: universalis('16.2.1', 'Besondere Vorteile von aktiver Tarnung'),
  reveal: universalis('16.3', 'Aufklärung'),
  coverArmour: universalis('9.3', 'Deckung'),
  colossusCritical: universalis('18.3.1', 'Kritischer Zustand bei Kolossen'),
  colossusLoss: universalis('18.3.2', 'Verlust aller Trefferpunkte'),
  colossusZones: universalis('18.3', 'Trefferzonen'),
  telematon: universalis('19.5', 'Attribute'),
  // Our rulings (docs/RULINGS.md, "Ranged combat and damage").
  rBands: ruling('R-14.7a', 'Grenzen der Reichweitenbänder'),
  rAimed: ruling('R-14.2a', 'Verdoppelte Reichweitenbänder'),
  rAimedSustained: ruling('R-14.2b', 'Gezielter Schuss mit Dauerfeuerwaffe'),
  rVictim: ruling('R-14.8a', 'Zufälliges Opfer im Nahkampf'),
  rDodge: ruling('R-8.4a', 'Beschuss Ausweichen: Gleichstand'),
  rIndirect: ruling('R-14.11a', 'Indirekter Fernkampf: Höhe und Wirkung'),
  rSustained: ruling('R-14.12a', 'Dauerfeuer: Zielwechsel und Abstand'),
  rScatter: ruling('R-14.13a', 'Abweichung: Richtung und Wurf'),
  rAreaOverlap: ruling('R-14.13b', 'Flächenwirkung in der Ebene'),
  rProneSize: ruling('R-14.10a', 'Liegendes Ziel und Größe'),
} as const

export const DC = {
  damage: universalis('10', 'Schaden & Rüstung'),
  effects: universalis('10.3', 'Schadenseffekte'),
  both: universalis('10.3.1', 'Waffen und Rüstungen'),
  weaponOnly: universalis('10.3.2', 'Waffen'),
  armourOnly: universalis('10.3.3', 'Rüstungen'),
  rolls: universalis('10.4', 'Verletzungs- und Rüstungswurf'),
  apply: universalis('10.5', 'Schadensanwendung'),
  burning: universalis('11.1', 'Brennen'),
  eliminated: universalis('11.2', 'Eliminiert'),
  critical: universalis('11.3', 'Kritisch'),
  shock: universalis('11.5', 'Schock'),
  poison: universalis('11.6', 'Vergiftung'),
  additive: universalis('12.5', 'Additive Stärke'),
  additiveArmour: universalis('13.2', 'Additiver Schutz'),
  rArmour: ruling('R-10.2a', 'Mehrere Rüstungen'),
  rPiercing: ruling('R-10.3a', 'Panzerbrechend und KO'),
  rRerolls: ruling('R-10.3b', 'Reihenfolge der Wiederholungswürfe'),
  rOrder: ruling('R-10.5a', 'Reihenfolge der Schadensänderungen'),
  rZeroDamage: ruling('R-10.5b', 'Schaden 0 nach Reduktion'),
  rTrauma: ruling('R-10.3c', 'Trauma statt Trefferpunkten'),
  rMarkers: ruling('R-10.3d', 'Brand- und Giftmarker'),
  rIndirectShrapnel: ruling('R-14.11b', 'Schrapnell gegen indirekte Deckung'),
  rZoneTable: ruling('R-18.3a', 'Trefferzonen-Tabelle'),
  rDestroyedZone: ruling('R-18.3b', 'Treffer auf zerstörte Zonen'),
  rMounts: ruling('R-18.3c', 'Waffen an den Seiten'),
  rDestroyedSide: ruling('R-18.3d', 'Zerstörte Seite bleibt kritisch'),
} as const

export interface RangedSettings {
  /**
   * R-14.7a: `band-contains-end` (default): a target exactly at the end of a band is still in
   * it (20/3: 20 cm is 0, 60 cm is -2). `full-band-at-end`: reaching the end uses the band up
   * (20 cm is -1, 60 cm is -3).
   */
  bandBoundary: 'band-contains-end' | 'full-band-at-end'
  /** R-14.2a: an aimed shot doubles each band's length (default) or the number of bands. */
  aimedBands: 'double-length' | 'double-count'
}

export const DEFAULT_RANGED_SETTINGS: RangedSettings = { bandBoundary: 'band-contains-end', aimedBands: 'double-length' }

export interface DamageSettings {
  /** R-10.3b: who decides on a reroll first when both sides have one. */
  rerollOrder: 'attacker-first' | 'defender-first'
  /** R-14.11b: shrapnel also cancels the "as if in massive cover" armour bonus of indirect fire. */
  shrapnelIgnoresIndirectCover: boolean
  /** R-10.5b: damage reduced to 0 still counts as damage applied (the survivor's shock of 10.5). */
  zeroDamageShock: boolean
}

export const DEFAULT_DAMAGE_SETTINGS: DamageSettings = {
  rerollOrder: 'attacker-first',
  shrapnelIgnoresIndirectCover: true,
  zeroDamageShock: true,
}

export interface ColossusSettings {
  /** R-18.3a: the zone hit for each W12 result (index 0 is a 1). */
  hitZoneTable: readonly HitZone[]
  /** R-18.3b: a hit on a zone already at 0 hit points goes to the hull, or is lost. */
  destroyedZoneHits: 'hull' | 'lost'
}

export const DEFAULT_HIT_ZONE_TABLE: readonly HitZone[] = [
  'movement',
  'movement',
  'movement',
  'left',
  'left',
  'left',
  'right',
  'right',
  'right',
  'hull',
  'hull',
  'hull',
]

export const DEFAULT_COLOSSUS_SETTINGS: ColossusSettings = { hitZoneTable: DEFAULT_HIT_ZONE_TABLE, destroyedZoneHits: 'hull' }

/** Everything ranged combat and damage can be told; parts left out take the defaults. */
export interface CombatSettings {
  ranged: RangedSettings
  damage: DamageSettings
  colossus: ColossusSettings
}

export const DEFAULT_COMBAT_SETTINGS: CombatSettings = {
  ranged: DEFAULT_RANGED_SETTINGS,
  damage: DEFAULT_DAMAGE_SETTINGS,
  colossus: DEFAULT_COLOSSUS_SETTINGS,
}

export function combatSettings(
  partial: { ranged?: Partial<RangedSettings>; damage?: Partial<DamageSettings>; colossus?: Partial<ColossusSettings> } = {},
): CombatSettings {
  const table = partial.colossus?.hitZoneTable
  if (table && table.length !== 12)
    throw new RangeError(`colossus.hitZoneTable: expected 12 entries (one per W12 result), got ${table.length}`)
  return {
    ranged: { ...DEFAULT_RANGED_SETTINGS, ...partial.ranged },
    damage: { ...DEFAULT_DAMAGE_SETTINGS, ...partial.damage },
    colossus: { ...DEFAULT_COLOSSUS_SETTINGS, ...partial.colossus },
  }
}
