/**
 * Labels of the ruling lines and modifiers of play (the keys src/rules/universalis emits), in
 * English with the rules' German term and in German, merged into the ruling labels of
 * translations.ts. One line a key: `key | English | Deutsch`, a table that reads like the
 * glossary it is. tests/i18n-play-terms.test.ts checks every key the rules can emit has one.
 */
import { MK_TERM_TABLE } from './mkTerms'
import { MK_PLAY_TERMS_TABLE } from './mkPlayTerms'

const TABLE = `
activeCamouflage | Active camouflage | Aktive Tarnung
aimedBands | Range bands, aimed | Entfernungsbereiche, gezielt
aimedShot | Aimed shot | Gezielter Schuss
ap.halvedAndCarried | AP halved and carried | AP halbiert übertragen
ap.operatorFirst | AP from the operator first | AP zuerst vom Operator
ap.operatorPaysShock | Operator pays shock tokens | Operator zahlt Schockmarker
ap.shockTokensPaid | Shock tokens paid with AP | Schockmarker mit AP bezahlt
ap.spent | AP spent | AP ausgegeben
ap.spentByOperator | AP spent by the operator | AP vom Operator ausgegeben
apCost | AP cost | AP-Kosten
areaHalfDamage | Area partly over the base: half damage | Fläche teilweise über der Base: halber Schaden
areaWeapon | Area weapon | Flächenwaffe
armourPiercing | Armour piercing | Panzerbrechend
assumedAp | AP assumed | Angenommene AP
assumedState | State assumed | Angenommener Zustand
attribute.critical | Critical state | Kritischer Zustand
attribute.load | Load | Last
attribute.noOperator | No operator | Kein Operator
attribute.operator | Operator's value | Wert des Operators
attribute.temporary | Temporary modifier | Vorübergehender Modifikator
automaticHit.additiveKO | Automatic hit, strength with KO | Automatischer Treffer, Stärke mit KO
becomesTerrain | Becomes terrain | Wird zu Gelände
bonusIgnored | Bonus ignored | Bonus entfällt
burning.fall | Burning model falls | Brennendes Modell fällt
burning.friendInContact | Burning friend in contact | Brennender Freund in Kontakt
burning.leg | Burning run, leg | Brennender Lauf, Abschnitt
burning.result | Burning roll | Brennwurf
burning.runOutOfAp | Burning run out of AP | Brennender Lauf ohne AP
burningMarker | Burning marker | Brennmarker
camouflage.activeArmour | Active camouflage, armour | Aktive Tarnung, Rüstung
camouflage.fullMoves | Full moves since revealed | Volle Bewegungen seit dem Aufdecken
camouflage.hidden | Hidden (camouflage) | Verborgen (Tarnung)
camouflage.start | Camouflage at the start | Tarnung zu Beginn
camouflagedNotHit | Camouflaged, not hit | Getarnt, nicht getroffen
charge.cutShort | Charge cut short | Sturmangriff verkürzt
colossusCriticalSide | Colossus side critical | Kolossseite kritisch
constitution | Constitution (KO) | Konstitution (KO)
coverArmour | Armour bonus of cover | Rüstungsbonus der Deckung
critical | Critical | Kritisch
damageOrder | Order of damage | Reihenfolge des Schadens
damageReduction | Damage reduction | Schadensreduktion
defence.kept | Defence kept | Verteidigung bleibt
defence.token | Defence token | Verteidigungsmarker
deployment.first | Sets up first | Stellt zuerst auf
deployment.tooClose | Set up too close | Zu nah aufgestellt
disengage.ap | Disengage, AP | Lösen, AP
disengage.moveCm | Disengage, distance | Lösen, Strecke
disengage.noMove | Disengage without a move | Lösen ohne Bewegung
disengage.noThreatTest | Disengage, no threat test | Lösen, kein Bedrohungstest
disengage.passed | Disengaged | Gelöst
disengage.threatTestAlreadyPassed | Threat test already passed | Bedrohungstest schon bestanden
dodgeFire | Dodge fire | Ausweichen
effectNeutralised | Effect neutralised | Wirkung aufgehoben
explosive | Explosive | Explosiv
fall.hit | Fall, automatic hit | Sturz, automatischer Treffer
fall.test | Fall, movement test | Sturz, Bewegungstest
fastTarget | Fast target | Schnelles Ziel
fastToken | Fast token | Schnell-Marker
feedback.hpLoss | Feedback, hit points lost | Rückkopplung, Trefferpunkte verloren
fkTarget | Roll at or under (FK) | Wurf bis (FK)
hitZone | Hit zone | Trefferzone
hpLost | Hit points lost | Trefferpunkte verloren
impact | Impact point | Einschlagpunkt
impactStopped | Impact stopped short | Einschlag vorher gestoppt
inArea | In the area | In der Fläche
indirect | Indirect fire | Indirektes Feuer
indirectHeight | Indirect fire, height between | Indirektes Feuer, Höhe dazwischen
indirectMassiveCover | Indirect fire: armour as in massive cover | Indirektes Feuer: Rüstung wie in massiver Deckung
initiative.alone | Acts alone | Handelt allein
initiative.first | Acts first | Handelt zuerst
item.ap | Item, AP | Gegenstand, AP
item.clearToken | Item clears a marker | Gegenstand entfernt einen Marker
item.heal | Item heals | Gegenstand heilt
item.operatorSlots | Operator slots | Operatorplätze
item.profileModifier | Profile modifier | Profilmodifikator
item.rerolls | Rerolls | Wiederholungswürfe
item.rerollsApplied | Rerolls applied | Angewandte Wiederholungswürfe
item.rulesText | Rules text | Regeltext
item.usesLeft | Uses left | Verbleibende Einsätze
jump.gap | Jump, gap | Sprung, Lücke
jump.outcome | Jump, outcome | Sprung, Ergebnis
jump.prone | Lands prone | Landet liegend
jump.speed | Jump, speed | Sprung, Geschwindigkeit
melee.activeCamouflage | Melee, active camouflage | Nahkampf, aktive Tarnung
melee.agiTieRule | Tie: compared AGI | Gleichstand: AGI-Vergleich
melee.ap | Melee, AP | Nahkampf, AP
melee.attackerRevealed | Attacker revealed | Angreifer aufgedeckt
melee.camouflageAmbush | Attack from hiding | Angriff aus der Tarnung
melee.charge | Charge bonus | Sturmangriffsbonus
melee.chargeBlockedByDefence | Charge bonus lost to defence | Sturmangriffsbonus durch Verteidigung verloren
melee.choice | Winner's choice | Wahl des Siegers
melee.follow | Follows | Setzt nach
melee.hit | Melee hit | Nahkampftreffer
melee.multipleOpponents | Several opponents | Mehrere Gegner
melee.nkZero | Fights with NK 0 | Kämpft mit NK 0
melee.nkZeroModifiers | Modifiers at NK 0 | Modifikatoren bei NK 0
melee.options | Winner's options | Möglichkeiten des Siegers
melee.reckless | Reckless attack | Rücksichtsloser Angriff
melee.sizeDifference | Size difference | Größenunterschied
melee.unwieldy | Unwieldy weapon | Unhandliche Waffe
melee.winner | Winner | Sieger
meleeVictim | Hit in the melee | Getroffen im Nahkampf
move.actions | Move actions | Bewegungsaktionen
move.apPaid | AP paid | AP bezahlt
move.attack | Ends in an attack | Endet in einem Angriff
move.climb | Climb | Klettern
move.cost | Movement cost | Bewegungskosten
move.difficult | Difficult terrain | Schwieriges Gelände
move.difficultTest | Movement test, difficult terrain | Bewegungstest, schwieriges Gelände
move.drop | Drop | Heruntersteigen
move.fellInGap | Fell into the gap | In die Lücke gefallen
move.ladder | Ladder | Leiter
move.lieDown | Lies down | Legt sich hin
move.movedThisPhase | Moved this phase | In dieser Phase bewegt
move.prone | Prone | Liegend
move.reachable | Reachable | Erreichbar
move.speed | Speed | Geschwindigkeit
move.split | Move split | Bewegung geteilt
move.standUp | Stands up | Steht auf
move.travelled | Distance travelled | Zurückgelegte Strecke
movementDestroyed | Movement destroyed | Bewegung zerstört
object.ap | Object, AP | Objekt, AP
object.difficulty | Object, difficulty | Objekt, Schwierigkeit
object.failed | Object not used | Objekt nicht benutzt
object.item | Object needs an item | Objekt braucht Ausrüstung
object.trait | Object needs a trait | Objekt braucht eine Eigenschaft
object.used | Object used | Objekt benutzt
offTable | Left the table | Spielfeld verlassen
overwatch | Overwatch | Feuerbereitschaft
overwatch.kept | Overwatch kept | Feuerbereitschaft bleibt
panic.alreadyInPanic | Already in panic | Schon in Panik
panic.eliminatedFriend | Friend eliminated | Freund eliminiert
panic.enemy | Enemy near | Gegner in der Nähe
panic.friend | Friend near | Freund in der Nähe
panic.friendInContact | Friend in contact | Freund in Kontakt
panic.justEliminatedFriend | Friend just eliminated | Freund gerade eliminiert
panic.koRollFailed | KO roll failed | KO-Wurf misslungen
panic.moveActions | Panic move actions | Panikbewegungen
panic.orphanStays | Orphan telematon stays | Verwaistes Telematon bleibt
panic.stays | Stays | Bleibt
panic.stopsBefore | Stops before | Hält vorher an
perception.critical | Perception, critical | Wahrnehmung, kritisch
phase.begins | Initiative phase begins | Initiativphase beginnt
poison.markersLeft | Poison markers left | Verbleibende Giftmarker
poisonMarkers | Poison markers | Giftmarker
power.ap | Power, AP | Kraft, AP
power.blocked | Power blocked | Kraft geblockt
power.blockedBy | Blocked by | Geblockt von
power.chosen | Power chosen | Kraft gewählt
power.difficulty | Power, difficulty | Kraft, Schwierigkeit
power.ended | Power ended | Kraft beendet
power.heal | Power heals | Kraft heilt
power.hpLoss | Power, hit points lost | Kraft, Trefferpunkte verloren
power.inPlay | Power in play | Kraft im Spiel
power.rulesText | Power, rules text | Kraft, Regeltext
proneShooter | Prone shooter | Liegender Schütze
protection | Protection | Schutz
push.fall | Pushed over an edge | Über eine Kante gedrängt
push.moved | Pushed back | Zurückgedrängt
push.newMelee | New melee | Neuer Nahkampf
push.requested | Push back asked for | Zurückdrängen gewählt
rangeBand | Range band | Entfernungsbereich
reach.aroundDifficult | Around difficult terrain | Um schwieriges Gelände herum
reach.speedAssumed | Speed assumed | Angenommene Geschwindigkeit
reactionFire | Reaction fire | Reaktionsfeuer
reloaded | Reloaded | Nachgeladen
reroll | Reroll | Wiederholungswurf
rerollOrder | Order of rerolls | Reihenfolge der Wiederholungen
reveal.ap | Reveal, AP | Aufdecken, AP
reveal.camouflageLevel | Camouflage level | Tarnstufe
reveal.extraAp | Extra AP | Zusätzliche AP
reveal.revealed | Revealed | Aufgedeckt
reveal.support | Support | Unterstützung
scatter | Scatter | Abweichung
shock | Shock | Schock
shots | Shots | Schüsse
shred | Shred | Zerfetzen
sideDestroyed | Side destroyed | Seite zerstört
singleShot | Single shot | Einzelschuss
snapShot | Snap shot | Schnellschuss
speed.colossusMovementDestroyed | Colossus movement destroyed | Bewegung des Kolosses zerstört
speed.load | Speed under load | Geschwindigkeit unter Last
strength | Strength | Stärke
structureDamaging | Structure damaging | Strukturschädigend
structureReinforced | Reinforced structure | Verstärkte Struktur
surrender | Surrender | Aufgabe
sustainedFire | Sustained fire | Dauerfeuer
sustainedFireHit | Sustained fire, hit bonus | Dauerfeuer, Trefferbonus
sustainedFireWound | Sustained fire, wound bonus | Dauerfeuer, Verwundungsbonus
targetSize | Target size | Zielgröße
targetSwitch | Target switch | Zielwechsel
threat.baseContact | Direct threat in base contact | Direkte Bedrohung in Basenkontakt
threat.ignored | Threat ignored | Bedrohung ignoriert
threat.nearestInZone | Nearest enemy in the danger zone | Nächster Gegner im Gefahrenbereich
threat.panicIgnores | In panic: no threats | In Panik: keine Bedrohungen
threat.radiusCm | Danger zone radius | Radius des Gefahrenbereichs
threat.telematonHasNone | A telematon has no danger zone | Ein Telematon hat keinen Gefahrenbereich
thrownBands | Range bands, thrown | Entfernungsbereiche, geworfen
trauma | Trauma | Trauma
turn.facing | Facing | Blickrichtung
unwieldy | Unwieldy | Unhandlich
victory | Victory | Sieg
woundOutcome | Wound roll | Verwundungswurf
zoneAlreadyDestroyed | Zone already destroyed | Zone schon zerstört
zoneCritical | Zone critical | Zone kritisch
zoneHpLost | Zone hit points lost | Trefferpunkte der Zone verloren
hit | Hit | Treffer
miss | Miss | Verfehlt
panic | Panic | Panik
burning | Burning | Brennend
poison | Poison | Gift
fast | Fast | Schnell
defence | Defence | Verteidigung
hidden | Hidden | Verborgen
prone | Prone | Liegend
eliminated | Eliminated | Eliminiert
phase.deployment | Deployment | Aufstellung
phase.round | Round under way | Runde läuft
phase.over | Game over | Spiel vorbei
`

/** The play terms by key: English and the rules' German. */
export const PLAY_TERMS: ReadonlyMap<string, { en: string; de: string }> = new Map(
  [TABLE.trim(), MK_TERM_TABLE.trim(), MK_PLAY_TERMS_TABLE.trim()]
    .join('\n')
    .split('\n')
    .map((line) => line.split('|').map((part) => part.trim()))
    .map(([key, en, de]) => [key, { en, de }] as const),
)
