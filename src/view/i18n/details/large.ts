import type { DetailTemplates, DetailWords } from '../detailTexts'

/**
 * German details of the lines of the Mage Knight large-figure and chariot rules
 * (src/rules/mageknight/large, 000). Section names are the card's dial names and stay as they are.
 * See detailTexts.ts for the template syntax.
 */
export const GERMAN_DETAILS_LARGE: DetailTemplates = [
  // Sections and the section an attack affects (000 "Großfiguren angreifen").
  ['large.sectionHit', '{kind|word} trifft Sektion(en) {sections} bei {bearing} Grad zur Ausrichtung'],
  ['large.attackLost', 'Die vom Besitzer gewählte Sektion {section} darf nicht angegriffen werden ({why|word}): der Angriff verfällt'],
  ['large.attackerChoice', 'Sektion {inactive} ist inaktiv: der Angreifer wählt {section}'],
  // General exemptions (000 "Allgemeine Regeln").
  ['large.immune', '{piece} gegen {effect|word}'],
  ['large.breakAwayMin', '{piece} löst sich bei {min} oder mehr'],
  // Actions and pushing (000 "Aktionen", "Antreiben").
  ['large.sectionAction', '{piece} Sektion {section}: {kind|word}-Aktion ({count}. in diesem Spielzug)'],
  ['large.pushDamage', '{piece} nimmt den Klick durch Antreiben an Sektion {section}'],
  // Movement, the template and breaking away (000 "Bewegung", "Bewegungsschablone", "Lösen").
  ['large.moveMode', '{mode|word}: {length} Zoll, Ausrichtung {from} -> {to} Grad'],
  ['large.sectionSpeed', 'Sektion {section}: Bewegung {speed}'],
  ['large.moveCarries', 'Eine bewegte Sektion {how|word}: die ganze Figur für diese Bewegung ebenso'],
  ['large.moveStopped', 'Hält nach {length} Zoll an, in Kontakt mit der Basis von {id} mit mehreren Kampfscheiben'],
  ['large.breakAway', '{piece} würfelt {die} mit {enemies} gegnerischen Helden in Kontakt: {outcome|word}'],
  // A section's attacks and damage (000 "Fernkampf", "Spezialfähigkeiten").
  ['large.sectionShot', 'Sektion {section} schießt vom Zentralpunkt: {distance} von {range} Zoll'],
  ['large.sectionDamage', 'Sektion {section}: {damage} Schaden, {taken} nach ihren eigenen Fähigkeiten'],
  // Chariots and passengers (000 "Streitwagen" and its sections).
  ['large.boarded', '{hero} steigt in {chariot} ein: auf die hintere Plattform, keine andere Bewegung'],
  ['large.left', '{hero} steigt aus {chariot} aus: beliebige Ausrichtung, keine andere Bewegung'],
  ['large.passengerRange', '{passenger} schießt vom Zentralpunkt von {chariot}: {distance} von {range} Zoll'],
  ['large.passengerWound', 'W6 {die}: {passenger} erleidet {clicks} Klick(s) der {taken} an Sektion {section}'],
  [
    'large.chariotDestroyed',
    '{passenger} wird auf den Zentralpunkt von {chariot} gesetzt, beliebige Ausrichtung, und erleidet W6 = {die} Klicks',
  ],
  // The judge's preview of an attack at a large figure (000 "Großfiguren angreifen").
  ['large.defendingSection', '{target} verteidigt mit Sektion {section}: Verteidigung {defence}'],
]

/** Words of these rules that details carry as values, in German (`{name|word}`). */
export const GERMAN_WORDS_LARGE: DetailWords = [
  // Kinds of attack and action (000 "Aktionen").
  ['melee', 'Nahkampf'],
  ['ranged', 'Fernkampf'],
  ['move', 'Bewegung'],
  ['other', 'andere'],
  // Why the owner's choice may not be attacked (000 "Großfiguren angreifen").
  ['inactive', 'inaktiv'],
  ['attackers-hero', 'ein Held des Angreifers berührt sie'],
  ['may-not-be-attacked', 'Tarnung oder Ähnliches'],
  // The two ways to move and what carries (000 "Bewegung", "Spezialfähigkeiten").
  ['backward', 'geradeaus rückwärts'],
  ['turn-then-forward', 'drehen, dann geradeaus vorwärts'],
  ['flies', 'fliegt'],
  ['swims', 'schwimmt'],
  ['breaks away', 'löst sich'],
  ['stays, not even turning', 'bleibt stehen und dreht sich auch nicht'],
  // The effects large figures ignore, as 000 "Allgemeine Regeln" names them, and the other abilities.
  ['magicConfusion', 'Magische Verwirrung'],
  ['magicFrost', 'Magischer Frost'],
  ['healing', 'Heilung'],
  ['magicHealing', 'Magische Heilung'],
  ['magicLevitation', 'Magische Levitation'],
  ['poison', 'Gift'],
  ['necromancy', 'Nekromantie'],
  ['magicBlast', 'Magischer Schuß'],
  ['shockwave', 'Schockwelle'],
  ['sharpshooter', 'Scharfschütze'],
  ['explosiveDamage', 'Explosiv-Schaden'],
  ['batteringRam', 'Rammen'],
  ['flight', 'Fliegen'],
  ['vampirism', 'Vampirismus'],
  ['toughness', 'Zähigkeit'],
  ['invulnerability', 'Unverwundbarkeit'],
  ['magicImmunity', 'Magische Immunität'],
  ['bodyguard', 'Leibwächter'],
  ['magicEnhancement', 'Magische Verstärkung'],
  ['stealth', 'Tarnung'],
  ['leadership', 'Anführer'],
  ['swim', 'Schwimmen'],
]
