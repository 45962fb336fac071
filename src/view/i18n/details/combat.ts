import type { DetailTemplates, DetailWords } from '../detailTexts'

/**
 * German details of the lines and modifiers of sight and cover, camouflage, shooting and damage (src/rules/universalis: sight, ranged, damage).
 * See detailTexts.ts for the template syntax.
 */
export const GERMAN_DETAILS_COMBAT: DetailTemplates = [
  ['camouflage.modeLevel', 'Tarnung {mode|word}, Stufe {level}'],
  ['melee.camouflageAmbush', 'Angriff aus der Tarnung in Runde {round}'],
  ['reveal.supporter', '{model}'],

  // Damage and armour (10), states after a hit (11), colossus hit zones (18.3)
  ['effectNeutralised', '{effect} durch {armour} aufgehoben'],
  ['damage.strength.additive', 'KO {ko} + Stärke {strength}'],
  ['explosive', 'Stärke verdoppelt'],
  ['damage.protection', '{armour}'],
  ['armourPiercing', 'Schutz {protection} halbiert (aufgerundet)'],
  ['damage.constitution.higher', 'KO {ko} höher als {armour} ({protection})'],
  ['damage.constitution.noArmour', 'keine Rüstung'],
  ['bonusIgnored.shrapnel', 'Schrapnell'],
  ['areaHalfDamage', 'Schaden {damage} halbiert (aufgerundet)'],
  ['structureDamaging', 'voller Schaden trotz Strukturverstärkt'],
  ['structureReinforced', 'Schaden halbiert (abgerundet)'],
  ['damageReduction', 'noch {left} Schaden'],
  ['reroll.wound', 'Der {by|word} lässt den Verletzungswurf wiederholen: {before} → {after}'],
  ['reroll.armour', 'Der {by|word} lässt den Rüstungswurf wiederholen: {before} → {after}'],
  ['woundOutcome', '{wound} gegen {armour}'],
  ['trauma', 'Schocks statt Verlust an Trefferpunkten'],
  ['shred.passed', 'KO-Wurf gelungen'],
  ['shred.failed', 'KO-Wurf misslungen: Verlust verdoppelt'],
  ['damage.hpLost', 'noch {left} von {max} Trefferpunkten'],
  ['becomesTerrain.collapses', '{model} sinkt in sich zusammen: nun ein Geländeteil'],
  ['damage.shock.reducedToZero', 'Schaden auf 0 verringert (R-10.5b)'],
  ['damage.shock.survived', 'überlebt'],
  ['damage.shock.criticalAgain', 'ein zweites Mal kritisch'],
  ['damage.shock.tie', 'Gleichstand'],
  ['damage.shock.trauma', 'Trauma'],
  ['burningMarker', 'R-10.3d'],
  ['poisonMarkers', 'insgesamt {count}'],
  ['hitZone', 'W12: {roll}'],
  ['colossusCriticalSide', '{side|word} {state|word}'],
  ['zoneAlreadyDestroyed', '{zone|word}'],
  ['zoneHpLost', '{zone|word}: noch {left} von {hp} Trefferpunkten'],
  ['zoneCritical.movement', 'KO-Wurf bei jeder Bewegung'],
  ['zoneCritical.side', '-1 auf Fern- und Nahkampfwürfe'],
  ['movementDestroyed', 'W12: {roll}'],
  ['becomesTerrain.fallsOver', '{model} stürzt um: eliminiert, nun ein Geländeteil'],
  ['sideDestroyed', 'ihre Waffen sind unbrauchbar; AGI und NK -1'],

  // Sight and cover (4.3, 4.7, 9.3, 9.5), direct threats (4.5.1)
  ['lineOfSight.yes', 'mindestens ein Strahl trifft das Größenprofil'],
  ['lineOfSight.no', 'kein Strahl trifft das Größenprofil'],
  ['visibleFraction', '{visible},{visibleTenth} %'],
  ['hiddenShare', '{hidden},{hiddenTenth} % durch Deckung verdeckt; nötig sind mindestens {needed},{neededTenth} %'],
  ['cover.strongestSufficient', 'Stufe: die stärkste, die allein genug verdeckt (R-9.3a)'],
  ['cover.highest', 'Stufe: die höchste der verdeckenden Geländeteile (R-9.3a)'],
  ['touchingCover', 'Bonus auf den Rüstungswurf {bonus}'],
  ['sight.lengthCm', '{whole},{hundredths} cm'],
  ['obscuredBy', 'Sichtlinien führen zu weit durch Gelände mit eingeschränkter Sichtweite'],
  ['threat.nearestInZone', '{cm} cm'],
]

/** Words of these rules that details carry as values, in German (`{name|word}`). */
export const GERMAN_WORDS_COMBAT: DetailWords = [
  ['passive', 'passiv'],
  ['active', 'aktiv'],
  // who has a roll repeated (10.3)
  ['attacker', 'Angreifer'],
  ['defender', 'Verteidiger'],
  // colossus hit zones and their states (18.3)
  ['hull', 'Rumpf'],
  ['left', 'linke Seite'],
  ['right', 'rechte Seite'],
  ['movement', 'Bewegung'],
  ['intact', 'intakt'],
  ['critical', 'kritisch'],
  ['destroyed', 'zerstört'],
]
