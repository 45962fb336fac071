import type { DetailTemplates, DetailWords } from '../detailTexts'

/**
 * German details of the Mage Knight core's army building and special abilities
 * (src/rules/mageknight/core army.ts, abilities.ts, supportAbilities.ts) and of their refusals
 * as a line's detail. See detailTexts.ts for the template syntax.
 */
export const GERMAN_DETAILS_MKCORE: DetailTemplates = [
  // Army building (core 11, 000 and 001 "Punktwert", R-MKC-1).
  ['army.figure', '{piece}: {card}, Variante {version} (Startklick {startClick})'],
  ['army.section', '{piece}: {kind|word} ({version|word}, Startklick {startClick})'],
  ['army.total', '{points} von {buildTotal} Punkten'],
  ['army.actionsPerTurn', 'Punktwert der Armee {buildTotal}: eine Aktion für jede angefangenen {pointsPerAction} Punkte'],
  // Special abilities (core 14, R-MKC-7 to R-MKC-12).
  ['ability.magicImmunity', 'Magische Immunität: kein Schaden durch einen magischen Angriff'],
  ['ability.damageReduction', '{ability|word}: {clicks} Klick(s) weniger Schaden, nicht unter 0'],
  ['ability.noShotInContact', 'Keine Fähigkeit erlaubt ihr Fernkampf im Basiskontakt'],
  ['ability.shotInContact', '{ability|word} erlaubt Fernkampf im Basiskontakt'],
  ['ability.passenger', 'Ein Passagier bewegt sich ohne seine Bewegungs-Spezialfähigkeiten'],
  ['ability.flight', 'Fliegen: über Basen und Gelände, löst sich bei {min} oder mehr'],
  ['ability.swim', 'Schwimmen: Wasser wie offenes Gelände'],
  ['ability.stealthInOpen', 'Tarnung, aber kein behinderndes Gelände auf der Schusslinie'],
  ['ability.shockwaveReach', 'Schockwelle: jede Figur innerhalb von {reach} Zoll ({factor} der Reichweite {range} Zoll)'],
  ['ability.magicEnhancement', '{enhancers} befreundete Figur(en) mit Magischer Verstärkung in Basiskontakt: einmal +{bonus} Schaden'],
  ['ability.leadership', '{side}: W6 {die}, ab {min} gibt es eine zusätzliche Aktion'],
  // The core's army and ability refusals as a line's detail (castle/refusalDetail.ts).
  ['mk.refusal.army-empty', 'Die Armee hat keine Figur und keinen Burgabschnitt'],
  ['mk.refusal.army-over-total', 'Die Punktwerte der Armee übersteigen den vereinbarten Punktwert'],
  ['mk.refusal.unknown-card', 'Diese Figurenkarte gibt es nicht'],
  ['mk.refusal.unknown-section-kind', 'Diese Art von Burgabschnitt gibt es nicht'],
  ['mk.refusal.unknown-version', 'Diese Variante bietet die Karte nicht an (Burgabschnitte: schwer oder leicht)'],
  ['mk.refusal.castle-not-agreed', 'Die Spieler haben für diese Seite keine Burgabschnitte vereinbart'],
  ['mk.refusal.piece-id-twice', 'Zwei Figuren der Armee tragen denselben Namen'],
  ['mk.refusal.hidden-by-stealth', 'Tarnung: Behinderndes Gelände liegt auf der Schusslinie oder unter dem Ziel'],
]

/** Words of these rules that details carry as values, in German (`{name|word}`): the special abilities as the texts print them. */
export const GERMAN_WORDS_MKCORE: DetailWords = [
  ['magicBlast', 'Magischer Schuß'],
  ['shockwave', 'Schockwelle'],
  ['sharpshooter', 'Scharfschütze'],
  ['explosiveDamage', 'Explosiv-Schaden'],
  ['batteringRam', 'Rammen'],
  ['flight', 'Fliegen'],
  ['magicLevitation', 'Magische Levitation'],
  ['magicHealing', 'Magische Heilung'],
  ['magicConfusion', 'Magische Konfusion'],
  ['magicFrost', 'Magischer Frost'],
  ['vampirism', 'Vampirismus'],
  ['poison', 'Gift'],
  ['necromancy', 'Nekromantie'],
  ['toughness', 'Zähigkeit'],
  ['invulnerability', 'Unverwundbarkeit'],
  ['magicImmunity', 'Magische Immunität'],
  ['bodyguard', 'Leibwächter'],
  ['magicEnhancement', 'Magische Verstärkung'],
  ['stealth', 'Tarnung'],
  ['leadership', 'Anführer'],
  ['swim', 'Schwimmen'],
]
