import type { DetailTemplates, DetailWords } from '../detailTexts'

/**
 * German details of the lines and modifiers of the Mage Knight castle and core rules and the judge's own lines (src/rules/mageknight, src/judge).
 * See detailTexts.ts for the template syntax.
 */
export const GERMAN_DETAILS_CASTLE: DetailTemplates = [
  // Actions and pushing (core 4, 001 "Aktionen").
  ['actionTokens', '{piece}'],
  ['pushDamage', 'Burgabschnitte nehmen durch Antreiben keinen Schaden'],
  ['castleExtraActions.unlimitedCitadel', 'Unlimited, die Armee hat eine Zitadelle'],
  ['castleExtraActions.unlimitedNoCitadel', 'Unlimited, keine Zitadelle'],
  ['castleExtraActions.conquestCitadel', 'Conquest, die Armee hat eine Zitadelle'],
  ['castleExtraActions.conquestNonWall', 'Conquest, die Armee hat eine Sektion, die keine Mauer ist'],
  ['castleExtraActions.conquestWallsOnly', 'Conquest, nur Mauern'],
  // Who may attack a section (001 "Das Castle angreifen").
  ['sectionAttackCategory.multiDial', 'Figur mit mehr als einer Kampfscheibe'],
  ['sectionAttackCategory.titan', 'Titan'],
  ['sectionAttackCategory.rangedAbility', 'Fernkampfangriff mit „Magischer Schuß“, „Schockwelle“ oder „Scharfschütze“'],
  ['sectionAttackCategory.explosive', 'Fernkampfangriff mit Explosiv-Schaden'],
  ['sectionAttackCategory.printedDamage', 'aufgedruckter Schadenswert von 4 oder mehr'],
  ['sectionAttackCategory.batteringRam', 'Nahkampfangriff mit „Rammen“'],
  // Height advantage and fortification (core 8, 001 "Helden in Castle Sektionen angreifen").
  ['targetHigher', 'Einstellung higherPosition = {setting}'],
  ['fortification', '{section} ({kind|word}): Befestigung {value}'],
  ['fortification.shooterOnSection', 'Der Schütze steht ebenfalls auf einem Burgabschnitt'],
  ['fortification.noOuterEdge', 'Die Schusslinie kreuzt keine Außenkante eines Burgabschnitts'],
  ['fortification.targetNotOnSection', 'Das Ziel steht nicht auf einem Burgabschnitt'],
  // Destruction (001 "Castle Sektionen zerstören").
  ['replaceWithRubble', 'Geröll gleicher Form und Größe, mit seinen Planken, an derselben Stelle'],
  ['figuresOnRubble', 'Sie bleiben, wo sie standen, auf dem Geröll; ihr Spieler bestimmt ihre Ausrichtung'],
  ['rubbleDamageClicks', '{figure}'],
  // Ladders (001 "Planken und Leitern").
  ['castle.ladders', '{walls} Mauersektionen erlauben {allowed}'],
  ['castle.ladders.tooMany', '{ladders} Leitern aufgestellt, {walls} Mauersektionen erlauben nur {allowed}'],
  ['castle.ladder.carry', 'Getragen, ohne Bewegung zu verlieren'],
  ['castle.ladder.setUp', 'Ein neuer Zugangspunkt von {wall}'],
  // Placement, portals, points (001 "Geländehöhe", "Portale", "Punktwert").
  ['raisedTerrain', 'Alle Burgabschnitte gelten als gleich hoch'],
  ['portal', '{section}.{portal}'],
  ['sectionPoints', '{kind|word} ({version|word})'],
  // One shot at or from the castle (001 "Angriffe", "Angriffe auf weite Entfernung").
  ['horizontalDistance', '{inches} Zoll ({cm} cm), waagerecht gemessen'],
  ['basesIgnored', 'Die Basen der Figuren blockieren diese Schusslinie nicht'],
  ['mayAttackSection', 'Burgabschnitte dürfen gegnerische Sektionen angreifen'],
  ['minimumRange.tooClose', 'Ziel in {inches} Zoll Entfernung: 4 Zoll oder näher'],
  ['minimumRange.beyond', 'Ziel weiter als 4 Zoll entfernt'],
  ['longRange.used', 'Reichweite {range} Zoll verdoppelt auf {effective} Zoll, Schaden -2'],
  ['longRange.notNeeded', 'Möglich, aber nicht nötig'],
  ['longRange.notAvailable', 'Für diesen Schützen und dieses Ziel nicht möglich'],
  // Victory points (core 9, 001 "Siegpunkte").
  ['survivorPoints', '{side}: {piece}'],
  ['eliminatedPoints', '{side}: {piece}'],
  ['conqueredSectionPoints', '{side}: {section} ist demoralisiert und nur von {side} besetzt: doppelter Wert'],
  ['conqueror', '{section}'],
  // The combat dial (core 3) and the siege editor's correction.
  ['damageClicks', '{piece}, Kampfscheibe {dial}: Klick {from} → {to}'],
  ['healedClicks', '{piece}, Kampfscheibe {dial}: Klick {from} → {to}'],
  ['dialCorrected', '{section}: Klick {from} → {to}'],
  // The judge's castle report (src/judge/castle/shot.ts).
  ['castleShotAllowed.reasons', 'Mehrere Gründe, jeder in einer eigenen Zeile „Nicht erlaubt“'],
  ['lineOfFire.blockedBy', 'Blockiert durch {solid}'],
  ['lineOfFire.base', 'Basis von {figure}'],
  ['lineOfFire.blockedByAndBase', 'Blockiert durch {solid}, Basis von {figure}'],
  ['lineOfFire.several', 'Mehrere Hindernisse auf der Schusslinie'],
  ['abilitiesUsed.chosen', 'Vom Spieler gewählt'],
  ['abilitiesUsed.shown', 'Die der aktuelle Klick zeigt'],
  // The refusals of the castle and core rules, as a line's detail: the rule that refuses.
  ['mk.refusal.piece-eliminated', 'Schon aus dem Spiel: kein Schaden, keine Heilung und keine Aktion mehr'],
  ['mk.refusal.inactive-dial', 'Die Kampfscheibe zeigt drei Totenköpfe: inaktiv, sie nimmt keinen Schaden mehr'],
  ['mk.refusal.castle-section-not-healed', 'Burgabschnitte können nicht geheilt werden'],
  ['mk.refusal.large-figure-not-healed', 'Großfiguren können nicht geheilt werden'],
  ['mk.refusal.acted-this-turn', 'Hat in diesem Zug schon eine Aktion erhalten (höchstens eine pro Zug)'],
  ['mk.refusal.pushed-last-turn', 'Zwei Aktionsmarker (im letzten Zug angetrieben): in diesem Zug keine Aktion'],
  ['mk.refusal.no-actions-left', 'In diesem Zug sind keine Aktionen mehr übrig'],
  ['mk.refusal.shooter-in-base-contact', 'Der Schütze ist in Basiskontakt mit einer gegnerischen Figur und kann nicht schießen'],
  ['mk.refusal.bases-block-line-of-fire', 'Die Basen anderer Figuren blockieren die Schusslinie'],
  ['mk.refusal.out-of-range', 'Das Ziel ist außer Reichweite'],
  ['mk.refusal.section-destroyed', 'Die Sektion ist zerstört (Geröll)'],
  ['mk.refusal.section-ranged-attacks-only', 'Burgabschnitte machen nur Fernkampfangriffe, keine Bewegungs- und keine Nahkampfaktionen'],
  ['mk.refusal.section-cannot-shoot', 'Eine Sektion schießt nur mit Reichweite und Angriff über 0'],
  ['mk.refusal.extra-actions-for-sections-only', 'Die zusätzlichen Aktionen dürfen nur an Burgabschnitte gehen'],
  ['mk.refusal.not-castle-player', 'Nur der Burgspieler öffnet und schließt die Portale einer Sektion'],
  ['mk.refusal.portal-not-at-turn-start', 'Portale werden nur zu Beginn des Zuges des Burgspielers geöffnet oder geschlossen'],
  [
    'mk.refusal.broken-open-portals-stay-open',
    'Die Sektion zeigt ein gelbes Quadrat: aufgebrochen, ihre Portale bleiben für den Rest des Spiels offen',
  ],
  ['mk.refusal.portal-closes-on-base', 'Das Portal würde sich auf der Basis einer Figur schließen'],
  ['mk.refusal.line-of-fire-blocked', 'Die Schusslinie ist blockiert (Gelände oder ein geschlossenes Portal)'],
  ['mk.refusal.within-section-minimum-range', 'Ein Burgabschnitt schießt nicht auf Ziele in 4 Zoll Entfernung oder näher'],
  [
    'mk.refusal.long-range-not-available',
    'Ein Angriff auf weite Entfernung braucht als Schützen einen Burgabschnitt oder die vordere Sektion einer Großfigur und als Ziel eine Figur mit mehreren Kampfscheiben, einen Titanen oder einen Burgabschnitt',
  ],
  ['mk.refusal.attacker-stands-on-section', 'Niemand greift die Sektion an, auf der er selbst steht'],
  ['mk.refusal.attacker-in-no-category', 'Der Angreifer fällt in keine der sechs Kategorien, die Burgabschnitte angreifen dürfen'],
  ['mk.refusal.ability-not-on-click', 'Der aktuelle Klick des Angreifers zeigt diese Fähigkeit nicht'],
  [
    'mk.refusal.attacker-without-card',
    'Weder eine Mage-Knight-Kampfscheibe noch eine Universalis-Einheitenkarte: keine der Kategorien trifft zu',
  ],
  ['mk.refusal.formation-member-may-not-attack', 'Eine Formation greift nur an, wenn jedes ihrer Mitglieder angreifen darf'],
  [
    'mk.refusal.universalis-section-attacks-off',
    'Einstellung universalisSectionAttack = never: Universalis-Modelle greifen keine Burgabschnitte an',
  ],
  [
    'mk.refusal.universalis-attacker-not-heavy',
    'Ein Universalis-Modell greift eine Sektion nur als Koloss oder mit einer explosiven oder strukturschädigenden Waffe an',
  ],
  ['mk.refusal.gatehouse-has-no-access-points', 'Das Torhaus hat keine Zugangspunkte; alle auf seiner Oberseite sind in einem Nahkampf'],
  ['mk.refusal.unwieldy-no-access-melee', 'Berittene Figuren, Großfiguren und Titanen kämpfen nicht über Zugangspunkte'],
  ['mk.refusal.unwieldy-no-access-points', 'Berittene Figuren, Großfiguren und Titanen können keine Zugangspunkte benutzen'],
  [
    'mk.refusal.front-arc-not-at-open-access-point',
    'Ein Nahkampf über Zugangspunkte beginnt an einem offenen Zugangspunkt, den der Frontbereich des Angreifers berührt',
  ],
  ['mk.refusal.no-opponent-at-connected-access-point', 'Keine gegnerische Figur berührt einen verbundenen Zugangspunkt'],
  ['mk.refusal.target-not-at-connected-access-point', 'Das Ziel berührt keinen verbundenen Zugangspunkt'],
  ['mk.refusal.base-reaches-inside-section', 'Die Basis würde in das Innere der Sektion ragen'],
  ['mk.refusal.base-overhangs-section', 'Die Basis passt nicht ganz auf die Sektion: nichts darf überstehen'],
  ['mk.refusal.access-point-not-open', 'Eine Sektion wird nur über einen offenen Zugangspunkt betreten oder verlassen'],
  ['mk.refusal.no-other-connected-access-point', 'Es gibt keinen anderen verbundenen Zugangspunkt, an den die Figur gestellt werden kann'],
  ['mk.refusal.carries-a-ladder-already', 'Trägt schon eine Leiter; eine Formation trägt höchstens eine'],
  ['mk.refusal.carries-no-ladder', 'Trägt keine Leiter'],
  [
    'mk.refusal.ladder-needs-move-action-without-moving',
    'Eine Leiter aufzustellen oder wegzunehmen braucht eine Bewegungsaktion ohne Bewegung',
  ],
  ['mk.refusal.ladder-only-beside-wall', 'Leitern stehen nur neben Mauersektionen'],
  ['mk.refusal.carrier-not-beside-wall', 'Der Träger muss neben der Mauer stehen, an die er die Leiter stellt'],
  ['mk.refusal.enemy-at-ladder', 'Die Leiter kann nicht weggenommen werden, solange eine gegnerische Figur ihren Zugangspunkt berührt'],
  // The judge's notes on a Universalis shot (src/judge/rangedAttack.ts) and on reach (src/judge/reach.ts).
  ['assumedAp', 'Die Szene kennt keine AP: Der Schütze erhält die höchstmögliche Zahl (4.1)'],
  ['assumedState', 'Aus der Szene sind weder Schaden noch Marker, Tarnung oder direkte Bedrohungen bekannt'],
  [
    'areaWeapon',
    'Flächenwaffe (Radius {radius} cm): Die Chancen sind die des anvisierten Modells; ein Fehlschuss weicht ab und kann trotzdem treffen',
  ],
  ['sustainedFire', 'Ein Schuss gezeigt; DF {df} brächte gegen ein Ziel bis zu +{df} auf Treffen und Verwunden'],
  ['reach.speedAssumed', 'Keine Einheitenkarte: Geschwindigkeit angenommen; mit --speed angeben'],
  ['reach.aroundDifficult', 'Der Weg um das schwierige Gelände herum braucht weniger AP'],
  // Scenarios (src/judge/scenario): forced moves the rules refuse, and the file's expectations.
  ['panicMove.refused', '{model}: Die Panikbewegung ist nicht möglich'],
  ['burningRun.refused', '{model}: Der brennende Lauf ist nicht möglich'],
  ['expect.allowed', 'erlaubt'],
  ['expect.refused', 'abgelehnt: {refusal}'],
  ['expect.refusalButAllowed', 'Erwartet war die Ablehnung {refusal}, aber der Schritt wurde erlaubt'],
  ['expect.otherRefusal', 'Erwartet war die Ablehnung {expected}, abgelehnt mit {got}'],
  ['expect.allowedButRefused', 'Erwartet war, dass der Schritt erlaubt wird; abgelehnt mit {refusal}'],
  ['expect.anyRefusalButAllowed', 'Erwartet war eine Ablehnung, aber der Schritt wurde erlaubt'],
]

/** Words of these rules that details carry as values, in German (`{name|word}`). */
export const GERMAN_WORDS_CASTLE: DetailWords = [
  // Castle section kinds (models/castle/sections.json names them so) and their versions (001 "Punktwert").
  ['citadel', 'Zitadelle'],
  ['roundTower', 'Runder Turm'],
  ['gatehouse', 'Torhaus'],
  ['wall', 'Mauer'],
  ['wallGateway', 'Mauer mit Tordurchgang'],
  ['heavy', 'schwer'],
  ['light', 'leicht'],
]
