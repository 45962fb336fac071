import type { DetailTemplates, DetailWords } from '../detailTexts'

/**
 * German details of the lines of the Mage Knight Dungeons artifact rules
 * (src/rules/mageknight/dungeons, 002). Token and artifact ids stay as they are.
 * See detailTexts.ts for the template syntax.
 */
export const GERMAN_DETAILS_DUNGEONS: DetailTemplates = [
  // The tokens dealt at the start (002 "Die Artefaktmarken"), a dry pool (R-MKD-10).
  ['mkd.dealt', '{artifact} erhält {yellow} gelbe, {blue} blaue und {red} rote Marken'],
  ['mkd.poolShort', '{count} Marken fehlen: der Haufen ist leer'],
  // Movement on the squares (core 15, 002 "Artefaktregeln", "Stuhl", "Tisch").
  ['mkd.step', '{square}: {cost} ({why|word})'],
  ['mkd.carrying', 'trägt {furniture|word}: +{per} pro Feld'],
  // Using a haunted artifact and what its token gives (002 "Verwunschene Artefakte nutzen").
  ['mkd.used', '{hero} benutzt {artifact} für {cost} Bewegungspunkte und zieht eine Marke ({colour|word}); die Aktivierung endet'],
  ['mkd.objectMelee', '{total} gegen Verteidigung {defence}: {damage} Schaden'],
  ['mkd.abilityGained', '{hero} erhält {ability|word} dauerhaft'],
  ['mkd.abilityReplaced', '{ability|word} wird verdrängt; die Marke wird zurückgemischt'],
  ['mkd.item', '{hero} nimmt den Gegenstand {item}'],
  ['mkd.effect', '{effect|word} {clicks}: {applied} angewandt'],
  ['mkd.placed', '{count} {what|word} bei {hero} platziert'],
  ['mkd.refreshed', 'Alle Artefakte aufgeladen: {dealt} Marken verteilt'],
  ['mkd.abilityLost', '{hero} ist ausgeschaltet und verliert {ability|word}'],
  // Furniture (002 "Möbel", "Stuhl", "Tisch").
  ['mkd.pickedUp', '{hero} hebt {furniture} auf (keine Bewegungspunkte)'],
  ['mkd.putDown', '{hero} stellt {furniture} auf {square} ab'],
  // The judge session's own lines (src/judge/dungeon): an activation and a free turn (R-MKDJ-1).
  ['mkd.activated', '{hero} wird mit {points} Bewegungspunkten aktiviert'],
  ['mkd.faced', '{hero} dreht sich nach {facing}°'],
  // A Dungeons game file's expectation the rules did not meet (src/judge/dungeon/expect.ts).
  ['expect.dungeonMismatch', 'die Regeln entschieden anders: {misses}'],
  // The dungeon's figures acting (R-MKDJ-4) and attacking a hero (R-MKD-15).
  ['mkd.spawnActivated', '{spawn} wird mit {points} Bewegungspunkten aktiviert'],
  ['mkd.spawnAttack', '{attacker} greift {target} an ({kind|word}): {total} gegen Verteidigung {defence}, {damage} Schaden'],
  // A hero attacking one of them (R-MKD-17), and the numbers of either attack before the click.
  ['mkd.heroAttack', '{attacker} greift als Held {target} an ({kind|word}): {total} gegen Verteidigung {defence}, {damage} Schaden'],
  ['mkd.attackValue', 'Angriffswert von {attacker}'],
  ['mkd.defenceValue', 'Verteidigungswert von {target}'],
  ['mkd.rollNeeded', '2W6 müssen {needed} zeigen (zwei Sechsen treffen immer, zwei Einsen verfehlen immer)'],
  ['mkd.damageValue', 'Klicks, die ein Treffer verursacht'],
  // The abilities in such an attack (R-MKD-18): stealth switched off by 002.
  ['mkd.stealthSuppressed', 'Die Tarnung von {target} wirkt im Segment von {pillar} nicht'],
  ['mkd.stealthWhileCarrying', '{target} trägt {furniture}: keine Tarnung'],
  ['mkd.furnitureAttack', '{total} gegen Verteidigung {defence} von {furniture}: {markers} Marken für schwieriges Gelände'],
]

export const GERMAN_WORDS_DUNGEONS: DetailWords = [
  // Why a square costs what it costs.
  ['clear', 'frei'],
  ['difficult terrain', 'schwieriges Gelände'],
  ['water', 'Wassergelände'],
  ['artifact', 'Artefakt'],
  ['pond', 'Teich'],
  ['flight', 'Fliegen'],
  // Furniture and token colours.
  ['chair', 'Stuhl'],
  ['table', 'Tisch'],
  ['yellow', 'gelb'],
  ['blue', 'blau'],
  ['red', 'rot'],
  // Immediate effects and what a token places.
  ['heal', 'Heilung'],
  ['damage', 'Schaden'],
  ['mage-spawn', 'Mage Spawn(s)'],
  ['difficult', 'Marke(n) für schwieriges Gelände'],
  ['blocking', 'Marke(n) für blockierendes Gelände'],
  ['item', 'Gegenstand'],
  // The stand-in tokens' abilities and those 002 names (abilities.ts lacks some yet).
  ['toughness', 'Zähigkeit'],
  ['swim', 'Schwimmen'],
  ['stealth', 'Tarnung'],
  ['magicHealing', 'Magische Heilung'],
  ['invulnerability', 'Unverwundbarkeit'],
]
