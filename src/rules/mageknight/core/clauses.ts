import { castleRule, mkCore, type Clause } from '../../kernel/clauses'

/**
 * The clauses the Mage Knight rules cite, in one place. The castle file (001) has no numbered
 * sections: its headings are the section names. Our core summary (docs/MAGE-KNIGHT-CORE.md) is
 * numbered. The large-figure file (000) has no helper in `clauses.ts`; `largeFigureRule` builds
 * its clauses the same way.
 */
export const MK_LARGE = '000_07421d6a00d7078f.txt'
export const largeFigureRule = (section: string, title: string): Clause => ({ file: MK_LARGE, section, title })

export const CORE = {
  base: mkCore('1', 'Figur und Basis'),
  dial: mkCore('2', 'Kampfscheibe'),
  damage: mkCore('3', 'Schaden und Heilung'),
  actions: mkCore('4', 'Aktionen und Antreiben'),
  distances: mkCore('5', 'Entfernungen'),
  baseContact: mkCore('6', 'Basiskontakt'),
  ranged: mkCore('7', 'Fernkampf'),
  height: mkCore('8', 'Erhöhtes Gelände'),
  victory: mkCore('9', 'Siegpunkte'),
  formations: mkCore('10', 'Formationen'),
  army: mkCore('11', 'Armee zusammenstellen'),
  movement: mkCore('12', 'Bewegung und Ausrichtung'),
  melee: mkCore('13', 'Nahkampf'),
  abilities: mkCore('14', 'Spezialfähigkeiten'),
} as const

export const CASTLE = {
  points: castleRule('Punktwert', 'Schwer und leicht'),
  general: castleRule('Allgemeine Regeln', 'Ausnahmen für Castle Sektionen'),
  destroyedBy3Towers: castleRule('Castle-Sektionen', 'Drei zerbrochene Turm-Symbole'),
  height: castleRule('Geländehöhe', 'Alle Sektionen gleich hoch'),
  placement: castleRule('Platzierung der Helden', 'Basis komplett auf der Sektion'),
  setup: castleRule('Spielfeld und Aufbau', 'Aufstellung der Sektionen'),
  laddersPlanks: castleRule('Planken und Leitern', 'Planken und Leitern'),
  access: castleRule('Zugangspunkte', 'Verbundene Zugangspunkte'),
  melee: castleRule('Nahkampf', 'Nahkampf über Zugangspunkte'),
  portals: castleRule('Portale', 'Portale öffnen und schließen'),
  actions: castleRule('Aktionen', 'Aktionen der Castle Sektionen'),
  attacks: castleRule('Angriffe', 'Fernkampf vom Mittelpunkt, Mindestentfernung 4 Zoll'),
  longRange: castleRule('Angriffe auf weite Entfernung', 'Doppelte Reichweite, 2 Schaden weniger'),
  whoMayAttack: castleRule('Das Castle angreifen', 'Wer Castle Sektionen angreifen darf'),
  destruction: castleRule('Castle Sektionen zerstören', 'Geröll und Schadensklicks'),
  fortification: castleRule('Helden in Castle Sektionen angreifen', 'Befestigungs-Bonus und Höhenvorteil'),
  victory: castleRule('Siegpunkte', 'Doppelter Wert für eroberte Sektionen'),
  citadel: castleRule('Sonderregeln für Castle Sektionen: Zitadelle', 'Zitadelle'),
  roundTower: castleRule('Sonderregeln für Castle Sektionen: Runder Turm', 'Runder Turm'),
  gatehouse: castleRule('Sonderregeln für Castle Sektionen: Torhaus', 'Torhaus'),
  walls: castleRule('Sonderregeln für Castle Sektionen: Mauern', 'Mauern'),
} as const

export const LARGE = {
  general: largeFigureRule('Allgemeine Regeln', 'Ausnahmen für Großfiguren'),
  dials: largeFigureRule('Kampfscheiben', 'Aktive und inaktive Sektionen'),
  pushing: largeFigureRule('Antreiben', 'Antreiben'),
  longRange: largeFigureRule('Fernkampf', 'Angriff auf weite Entfernung'),
  points: largeFigureRule('Punktwert', 'Varianten und Startposition der Kampfscheiben'),
  distances: largeFigureRule('Entfernungen', 'Vom zentralen Punkt der Basis'),
  attacking: largeFigureRule('Großfiguren angreifen', 'Welche Sektion ein Angriff trifft'),
  actions: largeFigureRule('Aktionen', 'Eine Aktion pro aktiver Sektion'),
  abilities: largeFigureRule('Spezialfähigkeiten', 'Nur für die Sektion, in deren Fenster sie erscheinen'),
  movement: largeFigureRule('Bewegung', 'Rückwärts, oder drehen und vorwärts'),
  breakAway: largeFigureRule('Lösen', 'Ein Wurf für die ganze Großfigur'),
  template: largeFigureRule('Bewegungsschablone', 'Gerade Linie zum Zentralpunkt'),
  combatActions: largeFigureRule('Kampfaktionen', 'Nach einem Angriff keine Bewegung'),
  ranged: largeFigureRule('Fernkampf', 'Fernkampf einer Sektion'),
  melee: largeFigureRule('Nahkampf', 'Nahkampf einer Sektion'),
  chariots: largeFigureRule('Streitwagen', 'Rad-Symbol, nicht rückwärts'),
  passengers: largeFigureRule('Passagiere', 'Ein Passagier mit einer Kampfscheibe'),
  boarding: largeFigureRule('Einsteigen und Aussteigen', 'Einsteigen und Aussteigen'),
  passengerAttacks: largeFigureRule('Angriffsoptionen des Passagiers', 'Fernkampf und Nahkampf vom Streitwagen'),
  passengerDamage: largeFigureRule('Den Passagier verletzen', 'W6 bei Schaden an Seite oder Heck'),
} as const

/** The cavalry file (003): its headings are the English version's (the reference), the others help where it is unclear. */
export const MK_CAVALRY = '003_94ac0c9cbdf25abc.txt'
export const cavalryRule = (section: string, title: string): Clause => ({ file: MK_CAVALRY, section, title })

export const CAVALRY = {
  mounts: cavalryRule('Mounts', 'Elongated bases, mount types, no free spins'),
  riders: cavalryRule('Riders', 'Attack bonus in a square, mount symbols'),
  units: cavalryRule('Cavalry Units', 'Formed at deployment, what they cannot do, one figure'),
  actions: cavalryRule('Giving Actions to a Cavalry Unit', 'One action, no pushing damage, which dial'),
  attacked: cavalryRule('Attacking and Damaging a Cavalry Unit', "The attacker chooses the dial, the mount's centre dot"),
  formations: cavalryRule('Cavalry Units and Formations', 'Only cavalry, riders of one faction'),
  elimination: cavalryRule('Eliminating Cavalry Units', 'Mount first: the rider placed in contact'),
  intelligence: cavalryRule('Intelligence Levels', 'Skittish, independent, mean-spirited'),
  dismounted: cavalryRule('Dismounted Riders', 'Dismounting and gaining another mount'),
  proficiencies: cavalryRule('Proficiencies', 'Move and attack with one action'),
  horsemanship: cavalryRule('Horsemanship', '-2 to ranged attacks at the rider'),
  impale: cavalryRule('Impale', '+2 damage, no Weapon Master'),
  mountedBound: cavalryRule('Mounted Bound', 'Full move, then a ranged attack'),
  mountedCharge: cavalryRule('Mounted Charge', 'Full move, then close combat'),
  overwhelm: cavalryRule('Overwhelm', 'd6 + attack bonus of 6 or more dismounts'),
  trample: cavalryRule('Trample', 'Straight path, 1 damage to each base crossed'),
  darkRiders: cavalryRule('Dark Riders Subfaction', 'Matched by number, never dismounted'),
  darkUnity: cavalryRule('Subfaction Abilities: Dark Riders', 'Dark Unity'),
  naturesAlly: cavalryRule('Subfaction Abilities: Wylden Host', "Nature's Ally"),
} as const

/**
 * The Dungeons artifacts file (002, German): no numbered sections, its headings are the section
 * names (INDEX.md "Known defects": the second furniture paragraph is the readable one). The
 * Dungeons core minimum the artifacts lean on is our summary's section 15 (docs/MAGE-KNIGHT-CORE.md).
 */
export const MK_DUNGEONS = '002_d0faf89dfb616116.txt'
export const dungeonRule = (section: string, title: string): Clause => ({ file: MK_DUNGEONS, section, title })

export const DUNGEONS = {
  placing: dungeonRule('Das Platzieren der Artefakte', 'Nicht über blockierendem Gelände'),
  tokens: dungeonRule('Die Artefaktmarken', 'Drei Haufen nach Farbe, gemischt, nach der Rückseite verteilt'),
  artifactRules: dungeonRule('Artefaktregeln', 'Nur das Heldenteam, einmal pro Aktivierung, schwieriges Gelände'),
  haunted: dungeonRule('Verwunschene Artefakte', 'Altar 1 x 2, Teiche als Wassergelände'),
  using: dungeonRule('Verwunschene Artefakte nutzen', 'Angrenzend, im Blickwinkel, 4 Bewegungspunkte, Marke ziehen'),
  refresh: dungeonRule('Marken erneuern', 'Alle Artefakte aufladen'),
  stonePillar: dungeonRule('Steinsäule', 'Blockierend, auch für Flug'),
  allSeeingPillar: dungeonRule('Allsehende Säule', 'Keine Tarnung, Unsichtbarkeit, Überraschung, kein Diebstahl im Segment'),
  furniture: dungeonRule('Möbel', 'Bewegliches schwieriges Gelände, Verteidigung 7 und 10'),
  chair: dungeonRule('Stuhl', 'Aufheben, +1 pro Feld, sofort abstellen'),
  table: dungeonRule('Tisch', 'Aufheben, +2 pro Feld, sofort abstellen'),
  core: mkCore('15', 'Dungeons: Felder, Bewegungspunkte, Blickwinkel'),
} as const
