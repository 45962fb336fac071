/**
 * Labels of the Mage Knight ruling lines (the keys src/rules/mageknight and src/judge/mk emit:
 * the core game, the castle in play, large figures and chariots, cavalry), in English with the rules' German
 * term and in German, merged into the play terms (playTerms.ts). One line a key:
 * `key | English | Deutsch`. tests/i18n-play-terms.test.ts checks every key has one.
 */
export const MK_TERM_TABLE = `
accessFormation | Formation at an access point | Formation am Zugangspunkt
accessMeleeCandidates | Opponents across access points | Gegner über Zugangspunkte
accessMeleeFrom | Close combat across an access point | Nahkampf über einen Zugangspunkt
actionTokens | Action tokens | Aktionsmarken
actionUsed | Actions used this turn | Verbrauchte Aktionen in diesem Zug
actionsPerTurn | Actions per turn | Aktionen pro Zug
armyPick | Figure in the army | Figur der Armee
armyPoints | Army points | Punktwert der Armee
breakAwayMin | Breaking away needs | Lösen gelingt ab
castle.ladder.carry | Ladder carried | Leiter getragen
castle.ladder.carried | Ladder carried | Leiter getragen
gatehouseTopContact | Contact on the gatehouse top | Kontakt auf dem Torhaus
mk.criticalHit | Critical hit | Kritischer Treffer
mk.criticalMiss | Critical miss | Patzer
oneRollForAllTargets | One roll for all targets | Ein Wurf für alle Ziele
placedAtAccessPoint | Placed at the access point | Am Zugangspunkt platziert
placementCostsNoMovement | Placing costs no movement | Platzieren kostet keine Bewegung
portalAtTurnStart | Portal set at the turn's start | Portal zu Beginn des Zuges gestellt
rubbleDamageBy | Rubble damage counts for | Geröllschaden zählt für
sectionMeleeContact | Close combat at a section | Nahkampf gegen eine Sektion
castle.ladder.setUp | Ladder set up | Leiter aufgestellt
castle.ladder.takenAway | Ladder taken away | Leiter entfernt
castle.ladders | Ladders allowed | Erlaubte Leitern
castleExtraActions | Extra actions of the castle | Zusätzliche Aktionen der Burg
conqueror | Conqueror of a demoralised section | Eroberer einer demoralisierten Sektion
criticalMissDamage | Damage of a critical miss | Schaden eines Patzers
defenderChooses | The defender chooses | Der Verteidiger wählt
extraActionUsed | Extra actions used | Verbrauchte zusätzliche Aktionen
flight | Flight | Fliegen
freeSpinOnContact | Free spin on contact | Gratisdrehung bei Kontakt
frontArcDeg | Front arc | Blickwinkel
gatehouseTopMelee | Close combat on the gatehouse | Nahkampf auf dem Torhaus
healedClicks | Clicks healed | Geheilte Klicks
inMeleeContactOnlyForThisAttack | In contact for this attack only | Nur für diesen Angriff in Kontakt
largeAttackLost | Attack lost | Angriff verfällt
largeAttackerChoice | Attacker chooses the section | Der Angreifer wählt die Sektion
largeBoarded | Boarded the chariot | In den Streitwagen eingestiegen
largeBreakAway | Breaking away of a large figure | Lösen einer Großfigur
largeChariotDestroyed | Chariot destroyed | Streitwagen zerstört
largeCombinedSpeed | Combined move | Kombinierte Bewegung
largeDefendingSection | Defending section | Verteidigende Sektion
largeImmune | Large figure immune | Großfigur immun
largeIsChariot | Chariot | Streitwagen
largeLeft | Left the chariot | Aus dem Streitwagen ausgestiegen
largeMoveCarries | Ability carried to all sections | Fähigkeit auf alle Sektionen übertragen
largeMoveIgnoredBases | One-dial bases ignored | Basen mit einer Kampfscheibe ignoriert
largeMoveMode | Way of moving | Bewegungsart
largeMoveStopped | Move stopped at a multi-dial base | Bewegung an einer Basis mit mehreren Kampfscheiben beendet
largeOwnerChoice | Owner chooses the section | Der Besitzer wählt die Sektion
largePassengerAllowed | May be a passenger | Darf Passagier sein
largePassengerIgnores | Passenger's movement abilities ignored | Bewegungs-Fähigkeiten des Passagiers ignoriert
largePassengerMelee | Passenger's close combat | Nahkampf des Passagiers
largePassengerRange | Passenger's range | Reichweite des Passagiers
largePassengerSpared | Passenger spared | Passagier verschont
largePassengerWound | Passenger wounded | Passagier verletzt
largeSectionAction | Action of a section | Aktion einer Sektion
largeSectionDamage | Damage on a section | Schaden an einer Sektion
largeSectionHit | Section hit | Getroffene Sektion
largeSectionMelee | Close combat from a section | Nahkampf einer Sektion
largeSectionShot | Ranged attack from a section | Fernkampf einer Sektion
largeSectionSpeed | Speed of a section | Bewegungswert einer Sektion
largeSupportReaches | Support reaches the sections in contact | Unterstützung wirkt auf Sektionen in Kontakt
leadershipActions | Extra actions from leadership | Zusätzliche Aktionen durch Anführer
magicEnhancement | Magic enhancement | Magische Verstärkung
magicImmunity | Magic immunity | Magische Immunität
mk.attackResult | Attack roll | Angriffswurf
mk.baseContact | Base contact | Basenkontakt
mk.breakAway | Breaking away | Lösen
mk.distance | Distance | Entfernung
mk.formation | Formation | Formation
mk.formationAction | One action for the formation | Eine Aktion für die Formation
mk.formationBonus | Formation bonus | Formationsbonus
mk.formationSpeed | Speed of the formation | Bewegungswert der Formation
mk.freeSpin | Free spin | Gratisdrehung
mk.freeSpinOffered | Free spin offered | Gratisdrehung angeboten
mk.gameOver | Game over | Spielende
mk.heightAdvantage | Height advantage | Höhenvorteil
mk.hitChance | Chance to hit | Trefferchance
mk.lineOfFire | Line of fire | Schusslinie
mk.move | Move | Bewegung
mk.noDamage | No damage taken | Kein Schaden
mk.range | Range | Reichweite
mk.toHit | Needed on 2d6 | Nötig mit 2W6
moveEnds | Move ends | Bewegung endet
movementAbilities | Movement abilities | Bewegungs-Fähigkeiten
onCastleSection | On a castle section | Auf einem Burgabschnitt
placeAtAccessPoint | Placed at an access point | Am Zugangspunkt platziert
pushDamage | Pushing damage | Schaden durch Antreiben
pushed | Pushed | Angetrieben
raisedTerrain | Raised terrain | Erhöhtes Gelände
sameAccessPointConnected | Same access point connected | Derselbe Zugangspunkt verbunden
sectionPoints | Section points | Punktwert der Sektion
shockwaveReach | Shockwave reach | Reichweite der Schockwelle
shootInContact | Shooting in base contact | Fernkampf in Basenkontakt
stealth | Stealth | Tarnung
swim | Swim | Schwimmen
mkk.actionDial | Dial of the cavalry action | Kampfscheibe der Kavallerie-Aktion
mkk.areaDamageBoth | Area damage on both dials | Flächenschaden auf beiden Kampfscheiben
mkk.bothEliminated | Mount and rider eliminated | Reittier und Reiter ausgeschaltet
mkk.chargeMove | Move before the attack | Bewegung vor dem Angriff
mkk.darkRidersReset | Dark Riders mount turned back | Reittier der Dunklen Reiter zurückgedreht
mkk.darkRidersSubfaction | Dark Riders keep their subfaction abilities | Dunkle Reiter behalten ihre Unterfraktions-Fähigkeiten
mkk.darkUnity | Dark Unity | Dunkle Einheit
mkk.defendingDial | Dial attacked | Angegriffene Kampfscheibe
mkk.dismounted | Dismounted | Abgesessen
mkk.formationFaction | Faction of the riders | Fraktion der Reiter
mkk.horsemanship | Horsemanship | Reitkunst
mkk.impale | Impale | Aufspießen
mkk.impaleNoWeaponMaster | No Weapon Master (Impale) | Kein Waffenmeister (Aufspießen)
mkk.mayRide | May ride | Darf reiten
mkk.meanSpiritedTurnEnds | Mean-spirited mount free for the next player | Bösartiges Reittier frei für den nächsten Spieler
mkk.mountArcs | The mount's centre dot and arcs | Mittelpunkt und Blickwinkel des Reittiers
mkk.mountedAttack | Move and attack (proficiency) | Bewegen und angreifen (Talent)
mkk.mountedFigure | Mounted figure | Berittene Figur
mkk.namedRider | The rider named acts on its dial | Der genannte Reiter handelt mit seiner Kampfscheibe
mkk.naturesAlly | Nature's Ally | Naturverbundenheit
mkk.naturesAllyLine | Nature's Ally in effect | Naturverbundenheit wirkt
mkk.naturesAllyLineOfFire | Line of fire through hindering terrain, unaffected (Nature's Ally) | Schusslinie durch schwieriges Gelände, unbeeinflusst (Naturverbundenheit)
mkk.naturesAllyLost | Nature's Ally lost in the saddle | Naturverbundenheit im Sattel verloren
mkk.noPushDamage | No pushing damage (cavalry) | Kein Überanstrengungsschaden (Kavallerie)
mkk.overwhelm | Overwhelm | Überwältigen
mkk.overwhelmNoRoom | Dismounted rider without room | Abgesessener Reiter ohne Platz
mkk.overwhelmTokens | Tokens after Overwhelm | Aktionsmarken nach Überwältigen
mkk.pushDial | Dial taking the pushing damage | Kampfscheibe für den Überanstrengungsschaden
mkk.remountPush | Pushing damage of the remount | Überanstrengungsschaden beim Aufsitzen
mkk.remounted | Mounted again | Wieder aufgesessen
mkk.riderAttackBonus | Rider's attack bonus | Reiter-Angriffsbonus
mkk.riderEliminated | Rider eliminated | Reiter ausgeschaltet
mkk.riderlessSide | Mount without a rider | Reittier ohne Reiter
mkk.riderPlaced | Rider placed beside its mount | Reiter neben sein Reittier gestellt
mkk.skittishRemoved | Skittish mount removed | Scheues Reittier entfernt
mkk.trampleDamage | Trample damage after abilities | Trampelschaden nach Fähigkeiten
mkk.trampled | Trampled | Niedergetrampelt
mkk.trampleSpared | Crossed, no damage | Überquert, kein Schaden
mkk.unitDial | The unit's dials | Kampfscheiben der Einheit
mkk.unitPoints | Points of the cavalry unit | Punktwert der Kavallerie-Einheit
mkd.activated | Hero activated | Held aktiviert
mkd.abilityGained | Ability from an artifact token | Fähigkeit durch eine Artefaktmarke
mkd.abilityLost | Artifact ability lost | Artefakt-Fähigkeit verloren
mkd.abilityReplaced | Artifact ability replaced | Artefakt-Fähigkeit verdrängt
mkd.carrying | Carrying furniture | Möbel tragen
mkd.dealt | Artifact tokens dealt | Artefaktmarken verteilt
mkd.faced | Hero turned | Held gedreht
mkd.effect | Immediate effect of a token | Sofortige Wirkung der Marke
mkd.furnitureAttack | Attack on furniture | Angriff auf ein Möbelstück
mkd.item | Item from an artifact token | Gegenstand durch eine Artefaktmarke
mkd.objectMelee | Melee attack by an object | Nahkampfangriff eines Objekts
mkd.pickedUp | Furniture picked up | Möbelstück aufgehoben
mkd.placed | Placed by an artifact token | Durch eine Artefaktmarke platziert
mkd.poolShort | Token pool ran dry | Markenhaufen leer
mkd.putDown | Furniture put down | Möbelstück abgestellt
mkd.refreshed | All artifacts refreshed | Alle Artefakte aufgeladen
mkd.spawnActivated | Dungeon figure activated | Figur des Dungeons aktiviert
mkd.spawnAttack | Attack by a dungeon figure | Angriff einer Figur des Dungeons
mkd.heroAttack | Attack by a hero on a dungeon figure | Angriff eines Helden auf eine Figur des Dungeons
mkd.attackValue | Attack value | Angriffswert
mkd.defenceValue | Defence value | Verteidigungswert
mkd.rollNeeded | 2d6 result needed | Benötigter 2W6-Wurf
mkd.damageValue | Damage | Schaden
mkd.stealthSuppressed | Stealth switched off by an all-seeing pillar | Tarnung durch eine Allsehende Säule aufgehoben
mkd.stealthWhileCarrying | No stealth while carrying furniture | Keine Tarnung beim Tragen von Möbeln
mkd.step | Movement points of a square | Bewegungspunkte eines Feldes
mkd.used | Haunted artifact used | Verwunschenes Artefakt benutzt
`
