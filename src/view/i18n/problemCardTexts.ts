/**
 * German for the load problems of unit cards (src/scene/cards, Universalis 004) and of Mage
 * Knight figures, dials, castle section kinds and cavalry (src/scene/mageknight, 000, 001, 003),
 * the castle pieces' shapes (src/scene/castle/pieces.ts) and the artifact token file (002):
 * issue 14, "validation errors and warnings ... stay English". problemTexts.ts adds these to its
 * table; tests/i18n-keywalk.test.ts checks that every code those folders give is here. The
 * terms are the rule texts' own: Trefferpunkte, Operator, Koloss (004); Kampfscheibe,
 * Großfigur, Streitwagen, Passagier (000); Reittier, Reiter, Sammelnummer (003 German part).
 */

/** [code, German template]; `_one` / `_other` are plurals of `{count}`. */
export const GERMAN_CARD_PROBLEMS: readonly (readonly [string, string])[] = [
  // cards/checks.ts: one card or discipline against the rules' limits.
  ['card-hit-points-over', 'normal + kritisch ergibt {total} Trefferpunkte, höchstens {max} (3.5)'],
  ['card-hit-points-none', 'normal + kritisch ergibt 0, ein Modell braucht mindestens 1 Trefferpunkt (3.5, 10.5)'],
  [
    'card-telematon-attribute',
    'ein Telematon hat kein eigenes {attribute}, es nutzt das seines Operators: erwartet null, gefunden: {got} (19.5)',
  ],
  ['card-null-attribute', 'null gibt es nur bei Telematons (19.5), ein Modell vom Typ {type|problemWord} braucht einen Wert von 0 bis 12'],
  [
    'card-melee-ranged-rule',
    'für eine Nahkampfwaffe gilt {rule|problemWord} nicht: sie wird nur im Basekontakt eingesetzt (12.2, {clause})',
  ],
  ['card-id-not-kebab', 'erwartet eine ID in kebab-case (Kleinbuchstaben und Ziffern, durch Bindestriche verbunden), gefunden: {got}'],
  ['card-size-for-type', 'ein Modell vom Typ {type|problemWord} hat das Größenprofil {type|cardSizes}, gefunden: "{got}" (3.2)'],
  ['card-mount-not-colossus', 'nur ein Koloss trägt Waffen an Seiten oder Rumpf (18.3.2), dies ist ein Modell vom Typ {type|problemWord}'],
  ['card-discipline-twice', 'die Disziplin "{name}" steht zweimal in der Liste, zuerst bei disciplines[{first}]'],
  ['card-power-twice', 'die Kraft "{name}" steht zweimal in der Liste, zuerst bei powers[{first}]'],
  ['card-instant-ends', 'nur eine dauerhafte Kraft kann sich selbst beenden, diese wirkt sofort (20.2.6)'],
  [
    'card-touch-range',
    'eine Reichweite in cm gibt es nur bei Reichweite "distance" (Distanz), diese Kraft hat "touch" (Berührung) (20.2.5)',
  ],
  // cards/library.ts: the library files together.
  ['card-duplicate', '{what|problemWord} {key} doppelt, schon vergeben in {where}'],
  ['card-no-discipline', 'keine Disziplin {name} in der Bibliothek (bekannt: {known})'],
  ['card-level-over-powers', 'Stufe {level} erlaubt {level} Kräfte, aber "{name}" hat nur {count} (20.1)'],
  ['card-faction-missing', 'nennt die Fraktion {faction} der Datei nicht'],
  // cards/sceneCards.ts: a scene's figures against the cards (19.1, 19.2).
  ['card-unknown-near', 'keine Einheitenkarte {id}, vielleicht "{near}"?'],
  ['card-unknown', 'keine Einheitenkarte {id} (die Bibliothek hat {count} Karten)'],
  ['card-size-mismatch', 'Größenprofil "{size}", aber die Karte "{card}" hat {cardSize|problemWord}'],
  [
    'card-needs-operator',
    'die Karte "{card}" ist ein Telematon und braucht einen "operator": die ID einer Figur der Seite "{side}" (19.2)',
  ],
  ['operator-without-card', 'nur ein Telematon hat einen Operator, und diese Figur hat keine Einheitenkarte, die es zu einem macht (19.1)'],
  ['operator-not-telematon', 'nur ein Telematon hat einen Operator, die Karte "{card}" ist ein Modell vom Typ {type|problemWord} (19.1)'],
  ['operator-unknown', 'keine Figur mit der ID {id}'],
  ['operator-self', 'ein Telematon kann nicht sein eigener Operator sein (19.1)'],
  [
    'operator-other-side',
    '"{operator}" gehört zur Seite "{side}", dieses Telematon zu "{own}": ein Operator gehört zur selben Gruppe (19.1)',
  ],
  [
    'operator-no-effect',
    '"{operator}" kann keine Telematons führen: die Karte "{card}" hat keine Eigenschaft oder Ausrüstung mit Operator-Wirkung (19.1)',
  ],
  ['operator-no-card', '"{operator}" kann keine Telematons führen: die Figur hat keine Einheitenkarte (19.1)'],
  ['operator-full_one', '"{operator}" darf {count} Telematon führen und führt schon {others} (19.1)'],
  ['operator-full_other', '"{operator}" darf {count} Telematons führen und führt schon {others} (19.1)'],
  // mageknight/library.ts: the figure files and the castle sections file.
  ['mk-figure-id-twice', 'die Figuren-ID "{id}" ist schon in {first} vergeben'],
  ['mk-section-kind-twice', 'die Sektionsart "{kind}" kommt zweimal vor'],
  ['mk-section-kinds-missing', 'es fehlen die Sektionsarten: {kinds}'],
  // mageknight/sceneFigures.ts: a scene's Mage Knight figures and passengers (000 "Passagiere").
  ['mk-two-cards', 'eine Figur mit Mage-Knight-Karte (mk) kann nicht auch eine Universalis-Karte haben'],
  ['mk-unknown-figure', 'keine Mage-Knight-Figur "{card}" in models/mageknight; bekannt: {known}'],
  ['mk-unknown-version', 'die Karte "{card}" hat keine Version "{version}"; Versionen: {versions}'],
  ['mk-clicks-count', 'erwartet eine Klickzahl je Kampfscheibe ({count}), gefunden: {got}'],
  ['mk-dial-clicks_one', 'Kampfscheibe {dial} hat {count} Klick (0 bis {last}), gefunden: {got}'],
  ['mk-dial-clicks_other', 'Kampfscheibe {dial} hat {count} Klicks (0 bis {last}), gefunden: {got}'],
  ['mk-passenger-large', 'eine Großfigur kann kein Passagier sein (000 „Passagiere“); die Karte "{card}" ist eine'],
  ['mk-passenger-dials', 'nur ein Held mit einer Kampfscheibe kann Passagier sein (000 „Passagiere“); die Karte "{card}" hat {count}'],
  ['mk-passenger-mounted', 'ein berittener Held kann kein Passagier sein (000 „Passagiere“); die Karte "{card}" ist beritten'],
  ['mk-passenger-titan', 'ein Titan kann kein Passagier sein (000 „Passagiere“); die Karte "{card}" ist ein Titan'],
  ['mk-rides-itself', 'eine Figur kann nicht auf sich selbst fahren; nenne den Streitwagen, auf dem sie steht'],
  ['mk-no-chariot-figure', 'keine Figur "{aboard}" in der Szene, auf der sie fahren könnte'],
  [
    'mk-not-a-chariot',
    'die Figur "{aboard}" (figures[{index}]) ist kein Streitwagen: eine Großfigur, deren Kampfscheiben das Rad zeigen (000 „Streitwagen“)',
  ],
  [
    'mk-enemy-passenger',
    'ein gegnerischer Held kann nie auf einem Streitwagen fahren (000 „Passagiere“): "{figure}" gehört zur Seite "{side}", "{aboard}" zu "{chariotSide}"',
  ],
  [
    'mk-chariot-full',
    'der Streitwagen "{aboard}" trägt schon "{passenger}" (figures[{index}]); ein Streitwagen trägt höchstens einen Passagier (000 „Passagiere“)',
  ],
  ['mk-passenger-off-platform', 'ein Passagier steht auf der hinteren Plattform von "{chariot}", bei {place} (R-LFM.2), gefunden: {got}'],
  // mageknight/sceneCavalry.ts: cavalry units in a scene (003 "Kavallerie-Einheiten").
  ['mk-mount-needs-rider', 'das Reittier "{mount}" muss mit einem Reiter aufgestellt werden (003 „Kavallerie-Einheiten“)'],
  ['mk-rider-unknown', 'keine andere Figur "{rider}" in der Szene, die "{mount}" reiten könnte'],
  ['mk-not-a-mount', 'die Karte "{card}" ist kein Reittier (003 „Reittiere“)'],
  ['mk-not-a-rider', 'die Karte "{card}" ist kein Reiter: sie zeigt keinen Angriffsbonus in einem Quadrat (003 „Reiter“)'],
  [
    'mk-dark-riders-number',
    'Dunkle Reiter reiten nur das Reittier ihrer Sammelnummer (003 „Unterfraktion Dunkle Reiter“): {rider} und {mount}',
  ],
  ['mk-wrong-mount-type', '"{rider}" reitet {symbols|mountTypes}, nicht {type|problemWord} "{mount}" (003 „Reiter“)'],
  ['mk-rider-no-card', 'die Figur "{rider}" hat keine Mage-Knight-Karte'],
  [
    'mk-rider-other-side',
    'ein Reiter reitet ein Reittier seiner eigenen Seite: "{rider}" gehört zu "{riderSide}", "{mount}" zu "{mountSide}"',
  ],
  ['mk-rider-twice', '"{rider}" reitet schon "{mount}" (figures[{index}]); ein Reiter sitzt auf einem Reittier'],
  ['mk-rider-off-slot', 'die Basis eines Reiters sitzt im Steckplatz seines Reittiers, bei {slot} für "{mount}", gefunden: {got}'],
  // mageknight/dial.ts, cavalry.ts, castleSections.ts: the card schema's own checks.
  ['mk-dial-needs-fortification', 'fehlt: eine Kampfscheibe mit dem Befestigungssymbol zeigt auf jedem Klick einen Befestigungswert'],
  ['mk-dial-fortification-speed', 'eine Kampfscheibe mit dem Befestigungssymbol hat keinen Bewegungswert'],
  ['mk-dial-needs-speed', 'fehlt: eine Kampfscheibe mit dem Symbol {symbol|problemWord} zeigt auf jedem Klick einen Bewegungswert'],
  ['mk-dial-fortification-value', 'nur eine Kampfscheibe mit dem Befestigungssymbol hat einen Befestigungswert'],
  ['mk-dial-unprinted', 'nur Castle Sektionen dürfen Angriff oder Schaden leer lassen'],
  ['mk-arcs-not-360', 'Blickwinkel und toter Winkel müssen zusammen 360 Grad ergeben'],
  ['mk-large-dial-count', 'eine Großfigur hat vier Kampfscheiben (000 „Kampfscheiben“), gefunden: {got}'],
  [
    'mk-large-dial-unnamed',
    'die Kampfscheiben einer Großfigur heißen front, left, right, rear, in dieser Reihenfolge (000 „Kampfscheiben“): Kampfscheibe {dial} muss "{want}" heißen und hat keinen Namen',
  ],
  [
    'mk-large-dial-name',
    'die Kampfscheiben einer Großfigur heißen front, left, right, rear, in dieser Reihenfolge (000 „Kampfscheiben“): Kampfscheibe {dial} muss "{want}" heißen, gefunden: {got}',
  ],
  [
    'mk-wheel-not-large',
    'das Rad kennzeichnet einen Streitwagen, und der ist eine Großfigur (000 „Streitwagen“): setze "largeFigure": true und gib ihm vier Kampfscheiben',
  ],
  ['mk-chariot-wheel', 'ein Streitwagen zeigt auf jeder Sektion das Rad (000 „Streitwagen“), gefunden: {symbol|problemWord}'],
  ['mk-figure-fortification', 'das Befestigungssymbol gehört zu Castle Sektionen, nicht zu Figuren'],
  ['mk-start-click', 'muss kleiner sein als die {count} Klicks der Kampfscheibe {dial}, gefunden: {got}'],
  ['mk-collector-number', 'Ziffern und ein Buchstabe, wie aufgedruckt: "121a"'],
  ['mk-mount-and-rider', 'eine Figur ist Reittier oder Reiter, nicht beides (003 „Reittiere“, „Reiter“)'],
  ['mk-cavalry-one-dial', 'ein {part|problemWord} ist ein Krieger mit einer Kampfscheibe (003), keine Großfigur'],
  ['mk-mount-width', 'base.diameterIn eines Reittiers ist die Breite seiner länglichen Basis ({width}), gefunden: {got}'],
  ['mk-mount-short', 'eine längliche Basis ist mindestens so lang wie breit'],
  [
    'mk-dark-riders-no-number',
    'Reittiere und Reiter der Dunklen Reiter gehören über ihre Sammelnummer zusammen (003 „Unterfraktion Dunkle Reiter“): gib sie an',
  ],
  ['mk-section-symbol', 'eine Castle Sektion zeigt das Befestigungssymbol (001)'],
  ['mk-section-portals', 'eine Sektion der Art "{kind}" hat die Portale {want} (001), gefunden: {got}'],
  ['mk-section-access', 'eine Sektion der Art "{kind}" hat die Zugangspunkte {want} (001), gefunden: {got}'],
  ['mk-section-no-portal', 'kein Portal "{portal}" an einer Sektion der Art "{kind}"'],
  ['mk-section-start-click', 'muss kleiner sein als die {count} Klicks der Kampfscheibe, gefunden: {got}'],
  // castle/pieces.ts: the 3D shapes of the section kinds (models/castle/pieces.json, 001).
  ['castle-piece-portals', 'die Form der Sektionsart {kind|problemWord} ("{kind}") hat die Portale {want} (001), gefunden: {got}'],
  ['castle-piece-access', 'die Form der Sektionsart {kind|problemWord} ("{kind}") hat die Zugangspunkte {want} (001), gefunden: {got}'],
  ['castle-piece-no-portal', 'kein Portal "{portal}" an dieser Form; ihre Portale: {portals}'],
  ['castle-piece-faces', 'je Kante des Umrisses eine Seite: {edges} Kanten, gefunden: {got} Seiten'],
  ['castle-piece-kind-count', 'braucht genau eine Form der Sektionsart {kind|problemWord} ("{kind}"), gefunden: {count}'],
  // dungeon/tokens.ts: the artifact token file (models/mageknight/artifact-tokens.json, 002 „Die Artefaktmarken“).
  ['token-id-twice', 'die Marken-ID "{id}" kommt zweimal vor, zuerst bei tokens[{first}]'],
  ['token-place-item-missing', 'eine Marke, die einen Gegenstand platziert, nennt ihn in "item"'],
  ['token-place-item-extra', 'eine Marke, die {place|problemWord} platziert, nennt keinen Gegenstand, gefunden: {got}'],
]

/** Words the card and Mage Knight checks put in params, in German (merged into problemTexts.ts's words). */
export const GERMAN_CARD_WORDS: readonly (readonly [string, string])[] = [
  // Model types (004 3.2) and size profiles (3.6).
  ['standard', 'Standard'],
  ['colossus', 'Koloss'],
  ['telematon', 'Telematon'],
  ['small', 'klein'],
  ['medium', 'mittel'],
  ['large', 'groß'],
  ['huge', 'riesig'],
  // Ranged rules a melee weapon lacks (12.2, 14.11 to 14.13).
  ['sustainedFire', '„Dauerfeuer“'],
  ['areaRadius', '„Flächenwaffe“'],
  ['indirect', '„Indirekter Fernkampf“'],
  ['reload', '„Nachladen“'],
  // What a library holds once.
  ['faction id', 'Fraktions-ID'],
  ['card id', 'Karten-ID'],
  ['discipline name', 'Disziplinname'],
  // Speed symbols (Mage Knight core), mount and rider (003).
  ['boot', 'Stiefel'],
  ['horseshoe', 'Hufeisen'],
  ['wing', 'Flügel'],
  ['wave', 'Welle'],
  ['wheel', 'Rad'],
  ['fortification', 'Befestigung'],
  ['mount', 'Reittier'],
  ['rider', 'Reiter'],
  // The mount types (003 "Reittiere").
  ['battleHorse', 'Schlachtross'],
  ['cloudGriffon', 'Wolkengreif'],
  ['desertWarbird', 'Wüsten-Raubvogel'],
  ['hornedStag', 'Hirsch'],
  ['pegasus', 'Pegasus'],
  ['salamander', 'Salamander'],
  ['skyDragon', 'Himmelsdrache'],
  ['technocat', 'Technokatze'],
  // Castle section kinds (001), as the castle panels name them (heatmapTexts.ts).
  ['citadel', 'Zitadelle'],
  ['roundTower', 'Runder Turm'],
  ['gatehouse', 'Torhaus'],
  ['wall', 'Mauer'],
  ['wallGateway', 'Mauer mit Tordurchgang'],
  // What an artifact token places (002 „Verwunschene Artefakte nutzen“).
  ['mage-spawn', 'Mage Spawns'],
  ['difficult', 'schwieriges Gelände'],
  ['water', 'Wassergelände'],
  ['blocking', 'blockierendes Gelände'],
]

/** 004 3.2, the table's last column: the size profiles a model type may have, in German. */
export const GERMAN_CARD_SIZES: ReadonlyMap<string, string> = new Map([
  ['standard', 'klein bis groß'],
  ['colossus', 'groß oder riesig'],
  ['telematon', 'klein bis riesig'],
])
