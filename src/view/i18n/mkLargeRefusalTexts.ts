/**
 * German sentences of the large-figure and chariot rules' refusals (src/rules/mageknight/large/
 * refusals.ts, 000), for mkRefusalText: the engine passes them on once it plays large figures, and
 * the view never shows a German player the English reason. One a code, the 000 heading in brackets.
 */
export const GERMAN_LARGE_REFUSALS: ReadonlyMap<string, string> = new Map([
  ['large-figure-cannot-capture', 'Großfiguren machen keine Gefangenen (000 „Allgemeine Regeln“).'],
  ['large-figure-cannot-be-captured', 'Großfiguren werden nicht gefangen genommen (000 „Allgemeine Regeln“).'],
  ['large-figure-immune', 'Diese Wirkung betrifft Großfiguren nicht (000 „Allgemeine Regeln“).'],
  ['large-figure-no-formation', 'Großfiguren bilden keine Formation (000 „Allgemeine Regeln“).'],
  ['section-inactive', 'Die Sektion zeigt drei Schädel: inaktiv, sie handelt nicht und wird nicht angegriffen (000 „Kampfscheiben“).'],
  [
    'section-touched-by-attackers-hero',
    'Kein Fernkampf auf eine Sektion, die ein Held der eigenen Armee berührt (000 „Großfiguren angreifen“).',
  ],
  [
    'section-hidden-by-stealth',
    'Die Sektion ist durch Tarnung verborgen: hinderndes Gelände auf der Schusslinie (000 „Großfiguren angreifen“, Kern 14).',
  ],
  ['owner-choice-not-at-boundary', 'Der Besitzer wählt nur zwischen den Sektionen an der Grenze (000 „Großfiguren angreifen“).'],
  ['section-not-touched-by-attacker', 'Im Nahkampf nur eine Sektion, die die Basis des Angreifers berührt (R-LF-4).'],
  ['no-section-to-attack', 'Die getroffene Sektion ist inaktiv, keine andere darf angegriffen werden (000 „Großfiguren angreifen“).'],
  ['section-acted-this-turn', 'Jede aktive Sektion handelt höchstens einmal pro Zug (000 „Aktionen“).'],
  ['moves-come-first', 'Alle Bewegungsaktionen kommen vor jeder anderen Aktion des Zuges (000 „Aktionen“).'],
  ['move-after-combat-action', 'Nach einem Angriff einer Sektion bewegt sich in diesem Zug keine Sektion mehr (000 „Kampfaktionen“).'],
  ['combined-move-made', 'Die kombinierte Bewegung ist gemacht; keine Bewegungsaktion danach (000 „Bewegung“).'],
  ['combined-move-pending', 'Die kombinierte Bewegung kommt vor den Angriffen der Sektionen (000 „Bewegung“).'],
  ['move-not-straight', 'Nur gerade zurück mit gleicher Ausrichtung, oder nach einer Drehung gerade voraus (000 „Bewegung“).'],
  ['chariot-no-backward', 'Streitwagen fahren nie rückwärts (000 „Streitwagen“).'],
  ['beyond-move-allowance', 'Der gerade Weg ist länger, als die kombinierte Bewegung erlaubt (000 „Bewegung“).'],
  ['break-away-failed', 'Der Lösen-Wurf ist misslungen (eine 1): die Großfigur bewegt und dreht sich nicht (000 „Lösen“).'],
  ['blocking-terrain-in-path', 'Die Basis darf kein blockierendes Gelände überqueren (000 „Bewegungsschablone“, R-LF-7).'],
  ['blocking-terrain-at-end', 'Die Basis darf nicht auf blockierendem Gelände enden (000 „Bewegungsschablone“).'],
  ['end-overlaps-base', 'Die Basis darf nicht auf der Basis eines anderen Helden enden (000 „Bewegungsschablone“).'],
  ['section-no-ranged-attack', 'Eine Sektion schießt nur mit Reichweite und Angriff über 0 (000 „Fernkampf“).'],
  [
    'target-outside-section-arc',
    'Die Schusslinie vom Mittelpunkt muss durch den Bereich der schießenden Sektion führen (000 „Fernkampf“).',
  ],
  ['section-in-enemy-contact', 'Eine Sektion in Basenkontakt mit einem gegnerischen Helden schießt nicht (000 „Fernkampf“).'],
  ['long-range-front-section-only', 'Nur die vordere Sektion macht den Fernangriff auf große Entfernung (000 „Fernkampf“).'],
  [
    'long-range-target-not-eligible',
    'Der Fernangriff auf große Entfernung gilt nur Burgabschnitte, Titanen und Großfiguren (000 „Fernkampf“).',
  ],
  ['section-no-melee-attack', 'Eine Sektion greift im Nahkampf nur mit Angriff über 0 an (000 „Nahkampf“).'],
  ['target-not-touching-section', 'Das Nahkampfziel muss die angreifende Sektion berühren (000 „Nahkampf“).'],
  [
    'support-not-touching-section',
    'Leibwächter und Magische Verstärkung reichen nur zu den Sektionen, die ihr Held berührt (000 „Spezialfähigkeiten“).',
  ],
  ['not-a-chariot', 'Nur ein Streitwagen trägt Passagiere (000 „Streitwagen“).'],
  ['passenger-not-single-dial', 'Nur Helden mit einer Kampfscheibe werden Passagiere (000 „Passagiere“).'],
  ['passenger-mounted', 'Berittene Helden werden keine Passagiere (000 „Passagiere“).'],
  ['passenger-titan', 'Titanen werden keine Passagiere (000 „Passagiere“).'],
  ['passenger-enemy', 'Ein gegnerischer Held wird nie Passagier des eigenen Streitwagens (000 „Passagiere“).'],
  ['chariot-occupied', 'Ein Streitwagen trägt höchstens einen Passagier (000 „Passagiere“).'],
  ['passenger-no-speed', 'Einsteigen und Aussteigen brauchen einen Bewegungswert über 0 (000 „Einsteigen und Aussteigen“).'],
  ['boarding-with-prisoner', 'Ein Held mit einem Gefangenen steigt nicht ein (000 „Einsteigen und Aussteigen“).'],
  [
    'boarding-not-at-side-or-rear',
    'Eingestiegen wird aus Basenkontakt mit einer Seiten- oder der hinteren Sektion (000 „Einsteigen und Aussteigen“).',
  ],
  [
    'leaving-not-at-side-or-rear',
    'Der Passagier steigt in Basenkontakt mit einer Seiten- oder der hinteren Sektion aus (000 „Einsteigen und Aussteigen“).',
  ],
  [
    'leaving-place-blocked',
    'Der aussteigende Passagier darf keine andere Basis und kein blockierendes Gelände überdecken (000 „Einsteigen und Aussteigen“, R-LF-15).',
  ],
  ['passenger-no-ranged-attack', 'Ein Passagier schießt nur mit Reichweite und Angriff über 0 (000 „Angriffsoptionen des Passagiers“).'],
  [
    'chariot-moved-this-turn',
    'Ein Passagier schießt nur, solange sich der Streitwagen in diesem Zug nicht bewegt hat (000 „Angriffsoptionen des Passagiers“).',
  ],
  [
    'passenger-line-through-front',
    'Die Schusslinie des Passagiers darf nicht durch die vordere Sektion führen (000 „Angriffsoptionen des Passagiers“).',
  ],
  [
    'passenger-target-touches-chariot',
    'Kein Fernkampf auf einen Gegner, der den Streitwagen berührt, außer mit Schockwelle (000 „Angriffsoptionen des Passagiers“).',
  ],
  [
    'passenger-melee-not-at-side-or-rear',
    'Nahkampf des Passagiers nur gegen Gegner an einer Seiten- oder der hinteren Sektion (000 „Angriffsoptionen des Passagiers“).',
  ],
  ['passenger-cannot-capture', 'Ein Passagier macht keine Gefangenen (000 „Angriffsoptionen des Passagiers“).'],
  [
    'passenger-targets-own-chariot',
    'Ein Passagier greift den eigenen Streitwagen weder an noch wirkt er auf ihn (000 „Angriffsoptionen des Passagiers“).',
  ],
  [
    'passenger-cannot-be-targeted',
    'Kein Held macht den Passagier zum Ziel eines Angriffs oder einer Fähigkeit (000 „Den Passagier verletzen“).',
  ],
  ['large-section-required', 'Eine Großfigur handelt mit einer Sektion: welche, muss gesagt werden (000 „Aktionen“).'],
  ['push-section-required', 'Angetrieben: der Besitzer nennt die Sektion, die den Klick Schaden nimmt (000 „Antreiben“).'],
  [
    'owner-must-choose-section',
    'An der Grenze zweier Sektionen wählt der Besitzer der Großfigur, welche getroffen wird (000 „Großfiguren angreifen“).',
  ],
  ['attacker-must-choose-section', 'Die getroffene Sektion ist inaktiv: der Angreifer wählt eine andere (000 „Großfiguren angreifen“).'],
  [
    'large-move-stopped-remeasure',
    'Eine Basis mit mehreren Kampfscheiben beendet die Bewegung früher: dort wird neu gemessen (000 „Bewegung“).',
  ],
  ['passenger-moves-by-leaving', 'Ein Passagier bewegt sich nur, indem er aussteigt (000 „Einsteigen und Aussteigen“).'],
  ['not-a-passenger', 'Dieser Held fährt auf keinem Streitwagen mit (000 „Passagiere“).'],
  ['unknown-section', 'Diese Sektion hat die Großfigur nicht (vorne, links, rechts, hinten; 000 „Kampfscheiben“).'],
])
