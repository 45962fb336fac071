/**
 * Interface texts of the Mage Knight play mode for cavalry (003), in English and German (merged
 * into UI_TEXT in translations.ts), the German terms the supplement's own (Reittier, Reiter,
 * Absitzen, Aufsitzen, Trampeln, Berittener Sturmangriff, Berittener Schnellschuss, Überwältigen,
 * Dunkle Einheit, Schiebeschaden as Überanstrengungsschaden). No imports: translations.ts reads it
 * while it is being built.
 */
const term = (en: string, de: string) => ({ en, de })

export const MK_CAVALRY_UI_TEXT = {
  mkCavalry: term('Cavalry (003)', 'Kavallerie (003)'),
  mkCavalryDial: term("The unit's attacks use", 'Die Angriffe der Einheit nutzen'),
  mkCavalryMount: term("the mount's dial", 'die Skala des Reittiers'),
  mkCavalryRider: term("the rider's dial", 'die Skala des Reiters'),
  mkDismount: term('Dismount', 'Absitzen'),
  mkRemount: term('Remount', 'Aufsitzen'),
  mkTrample: term('Trample', 'Trampeln'),
  mkMountedCharge: term('Mounted Charge', 'Berittener Sturmangriff'),
  mkCavalryModeOff: term('Move instead', 'Stattdessen bewegen'),
  mkCavalryPathHint: term(
    'Point at the goal on the table: the straight path and the bases it crosses are drawn; click to play it.',
    'Auf das Ziel auf dem Tisch zeigen: der gerade Weg und die Basen, die er kreuzt, werden gezeigt; Klick spielt ihn.',
  ),
  mkCavalryCrosses: term('crosses', 'kreuzt'),
  mkMountedBound: term('Mounted Bound', 'Berittener Schnellschuss'),
  mkOverwhelm: term('Overwhelm', 'Überwältigen'),
  mkDarkUnity: term('Dark Unity', 'Dunkle Einheit'),
  mkCavalryOverwhelmNeed: term(
    'd6 + attack bonus {bonus}: {need} or more dismounts the rider',
    'W6 + Angriffsbonus {bonus}: ab {need} sitzt der Reiter ab',
  ),
  mkCavalryNoRoom: term(
    'no room beside the mount: the rider would be eliminated',
    'kein Platz neben dem Reittier: der Reiter wäre ausgeschaltet',
  ),
  mkCavalryAgainst: term('against', 'gegen'),
  mkFormation: term('Formation (core 10)', 'Formation (Kern 10)'),
  mkFormationRanged: term('Formation ranged', 'Formation Fernkampf'),
  mkFormationMelee: term('Formation close combat', 'Formation Nahkampf'),
  mkFormationMembers: term('Members (tick who joins):', 'Mitglieder (ankreuzen, wer mitmacht):'),
  mkFormationMain: term('main attacker', 'Hauptangreifer'),
  mkFormationLeader: term('leads the move', 'führt die Bewegung'),
  mkFormationMove: term('Move formation', 'Formation bewegen'),
  mkFormationMoveOff: term('Stop moving the formation', 'Formation nicht mehr bewegen'),
  mkFormationMoveHint: term(
    "Point at the leader's goal on the table: every member keeps its place beside it, each member's path and end base are drawn; click to move them all with one action.",
    'Auf das Ziel des Anführers auf dem Tisch zeigen: jedes Mitglied behält seinen Platz neben ihm, Weg und Endbasis jedes Mitglieds werden gezeigt; Klick bewegt alle mit einer Aktion.',
  ),
  mkFormationDragHint: term(
    'Or drag a ticked member on the table: it leads, the others follow by the same offset; release to move them all with one action, Escape to leave them.',
    'Oder ein angekreuztes Mitglied auf dem Tisch ziehen: es führt, die anderen folgen um denselben Versatz; Loslassen bewegt alle mit einer Aktion, Escape lässt sie stehen.',
  ),
  mkFormationRefused: term('Not a formation', 'Keine Formation'),
  mkCavalryTargetDialsNote: term(
    'A cavalry unit: the attacker chooses the dial on the click. On each dial:',
    'Eine Kavallerie-Einheit: der Angreifer wählt beim Klick die Kampfscheibe. Je Scheibe:',
  ),
  mkCavalryTargetDialQuestion: term('Which dial does the attack hit?', 'Gegen welche Kampfscheibe richtet sich der Angriff?'),
  mkCavalryPushDialQuestion: term('Which dial takes the pushing damage?', 'Welche Kampfscheibe erhält den Überanstrengungsschaden?'),
}

/**
 * German sentences of the cavalry rules' refusals (src/rules/mageknight/cavalry/refusals.ts, 003),
 * for the view's refusal texts (refusalTexts.ts merges them): the code, the sentence that needs no
 * parameter, and where the refusal names a piece or a number, a fuller one with it. The 003
 * heading (or our ruling) in brackets, as the English reasons carry it in their clause.
 */
export const GERMAN_CAVALRY_REFUSALS: ReadonlyArray<readonly [code: string, plain: string, withParams?: string]> = [
  [
    'not-a-mount',
    'Nur ein Krieger mit länglicher Basis ist ein Reittier (003 „Reittiere“).',
    '{card} ist kein Reittier (003 „Reittiere“).',
  ],
  ['not-a-rider', 'Nur ein Krieger mit Angriffsbonus im Quadrat kann reiten (003 „Reiter“).', '{card} ist kein Reiter (003 „Reiter“).'],
  [
    'mount-symbol-mismatch',
    'Die Reittiersymbole des Reiters nennen diese Reittierart nicht (003 „Reiter“).',
    'Die Reittiersymbole von {rider} nennen diese Reittierart nicht (003 „Reiter“).',
  ],
  [
    'dark-riders-number-mismatch',
    'Dunkle Reiter und ihre Reittiere gehören nach Sammelnummer zusammen (003 „Dunkle Reiter“).',
    '{rider} reitet nur das Reittier seiner Sammelnummer, nicht {mount} (003 „Dunkle Reiter“).',
  ],
  [
    'rider-other-side',
    'Ein Reiter bildet eine Einheit nur mit einem Reittier der eigenen Seite (003 „Kavallerieeinheiten“).',
    '{rider} gehört zu einer anderen Seite als das Reittier (003 „Kavallerieeinheiten“).',
  ],
  [
    'mount-without-rider',
    'Reittiere werden nur als Kavallerieeinheiten mit Reiter aufgestellt (003 „Kavallerieeinheiten“).',
    '{mount} wird nur mit einem Reiter aufgestellt (003 „Kavallerieeinheiten“).',
  ],
  [
    'rider-on-two-mounts',
    'Ein Reiter sitzt in nur einem Sattel (003 „Kavallerieeinheiten“).',
    '{rider} reitet schon ein anderes Reittier (003 „Kavallerieeinheiten“).',
  ],
  [
    'mount-no-free-spin',
    'Reittiere und Kavallerieeinheiten machen keine freie Drehung (003 „Reittiere“).',
    '{piece} ist ein Reittier: keine freie Drehung (003 „Reittiere“).',
  ],
  [
    'cavalry-no-capture',
    'Kavallerieeinheiten machen keine Gefangenen (003 „Kavallerieeinheiten“).',
    '{piece} gehört zu einer Kavallerieeinheit und macht keine Gefangenen (003 „Kavallerieeinheiten“).',
  ],
  [
    'cavalry-not-captured',
    'Kavallerieeinheiten werden nicht gefangen genommen (003 „Kavallerieeinheiten“).',
    '{piece} gehört zu einer Kavallerieeinheit und wird nicht gefangen genommen (003 „Kavallerieeinheiten“).',
  ],
  [
    'cavalry-no-surge',
    'Kavallerieeinheiten nutzen keinen Kraftschub (003 „Kavallerieeinheiten“).',
    '{piece} gehört zu einer Kavallerieeinheit: kein Kraftschub (003 „Kavallerieeinheiten“).',
  ],
  [
    'cavalry-not-carried',
    'Starker Flieger und Magische Levitation wirken nicht auf Kavallerieeinheiten (003 „Kavallerieeinheiten“).',
    '{piece} gehört zu einer Kavallerieeinheit: Starker Flieger und Magische Levitation wirken nicht auf sie (003 „Kavallerieeinheiten“).',
  ],
  [
    'cavalry-no-subfaction-ability',
    'Kavallerieeinheiten nutzen keine Unterfraktionsfähigkeiten, Dunkle Reiter ausgenommen (003 „Kavallerieeinheiten“).',
    '{piece} gehört zu einer Kavallerieeinheit: keine Unterfraktionsfähigkeit (003 „Kavallerieeinheiten“).',
  ],
  [
    'formation-not-all-cavalry',
    'Kavallerieeinheiten bilden Formationen nur mit anderen Kavallerieeinheiten (003 „Kavallerieeinheiten und Formationen“).',
    '{piece} ist keine Kavallerieeinheit: Kavallerie bildet Formationen nur mit Kavallerie (003 „Kavallerieeinheiten und Formationen“).',
  ],
  [
    'formation-riders-factions-differ',
    'Alle Reiter einer Formation tragen dasselbe Fraktionssymbol (003 „Kavallerieeinheiten und Formationen“).',
    'Die Reiter tragen verschiedene Fraktionssymbole, {first} und {other} (003 „Kavallerieeinheiten und Formationen“).',
  ],
  [
    'cavalry-one-action',
    'Eine Kavallerieeinheit erhält nur eine Aktion pro Zug (003 „Aktionen an Kavallerieeinheiten“, R-MKK-4).',
    '{piece}: die Kavallerieeinheit hat in diesem Zug schon gehandelt (003 „Aktionen an Kavallerieeinheiten“).',
  ],
  [
    'move-uses-mount',
    'Eine Bewegungsaktion nutzt nur Geschwindigkeit, Fähigkeiten und Fertigkeiten des Reittiers (003 „Aktionen an Kavallerieeinheiten“).',
  ],
  [
    'dial-choice-required',
    'Nah-, Fern- und Sonderaktionen nennen die Skala des Reiters oder des Reittiers (003 „Aktionen an Kavallerieeinheiten“).',
    '{unit}: die Skala des Reiters oder des Reittiers wählen (003 „Aktionen an Kavallerieeinheiten“).',
  ],
  [
    'skittish-mount-no-action',
    'Ein scheues Reittier ohne Reiter handelt nicht mehr, bis es entfernt wird (R-MKK-3).',
    '{piece} ist ein scheues Reittier ohne Reiter und handelt nicht mehr, bis es entfernt wird (R-MKK-3).',
  ],
  [
    'attacker-must-choose-dial',
    'Der Angreifer wählt die Skala, gegen die der Angriff abgehandelt wird (003 „Kavallerieeinheiten angreifen und verletzen“).',
    'Der Angreifer wählt die Skala von {unit}, die des Reittiers oder des Reiters (003 „Kavallerieeinheiten angreifen und verletzen“).',
  ],
  [
    'owner-must-choose-push-dial',
    'Der Besitzer wählt die Skala, die den Überanstrengungsschaden nimmt (003 „Kavallerieeinheiten angreifen und verletzen“).',
    'Der Besitzer von {unit} wählt die Skala, die den Überanstrengungsschaden nimmt (003 „Kavallerieeinheiten angreifen und verletzen“).',
  ],
  [
    'no-rider',
    'Nur eine Kavallerieeinheit hat einen Reiter (003 „Abgesessene Reiter“).',
    '{unit} hat keinen Reiter (003 „Abgesessene Reiter“).',
  ],
  [
    'no-room-to-dismount',
    'Kein Platz für den Reiter in Basenkontakt mit dem Reittier: kein Absitzen (003 „Abgesessene Reiter“).',
    'Kein Platz für {rider} in Basenkontakt mit dem Reittier: kein Absitzen (003 „Abgesessene Reiter“).',
  ],
  [
    'dark-riders-no-dismount',
    'Dunkle Reiter sitzen nie ab und werden nicht abgeworfen (003 „Dunkle Reiter“).',
    '{rider} ist ein Dunkler Reiter: er sitzt nie ab und wird nicht abgeworfen (003 „Dunkle Reiter“).',
  ],
  [
    'mount-has-rider',
    'Ein Reittier mit Reiter nimmt keinen weiteren auf (003 „Abgesessene Reiter“).',
    '{mount} hat schon einen Reiter (003 „Abgesessene Reiter“).',
  ],
  [
    'remount-mount-not-friendly',
    'Ein abgesessener Reiter sitzt nur auf einem befreundeten Reittier auf (003 „Abgesessene Reiter“).',
    '{mount} ist in diesem Zug kein befreundetes Reittier: kein Aufsitzen (003 „Abgesessene Reiter“).',
  ],
  [
    'remount-not-in-contact',
    'Der abgesessene Reiter muss in Basenkontakt mit dem Reittier sein (003 „Abgesessene Reiter“).',
    '{rider} ist nicht in Basenkontakt mit dem Reittier (003 „Abgesessene Reiter“).',
  ],
  [
    'no-proficiency',
    'Die Einheit hat diese Fertigkeit nicht (bei einer Bewegung zählt die des Reittiers) (003 „Fertigkeiten“).',
    '{unit} hat diese Fertigkeit nicht (bei einer Bewegung zählt die des Reittiers) (003 „Fertigkeiten“).',
  ],
  [
    'in-contact-at-start',
    'Diese Fertigkeit beginnt ohne Basenkontakt mit gegnerischen Figuren (003 „Berittener Schnellschuss“).',
    '{unit} ist in Basenkontakt mit einem Gegner (003 „Berittener Schnellschuss“).',
  ],
  [
    'beyond-mount-speed',
    'Die Bewegung ist länger als die volle Geschwindigkeit des Reittiers (003 „Berittener Schnellschuss“).',
    'Weiter als die Geschwindigkeit des Reittiers, {speed} Zoll (003 „Berittener Schnellschuss“).',
  ],
  ['overwhelm-speed-ability', 'Überwältigen ohne Geschwindigkeits-Sonderfähigkeiten (003 „Überwältigen“).'],
  [
    'overwhelm-needs-single-cavalry',
    'Überwältigen endet in Basenkontakt mit genau einer gegnerischen Kavallerieeinheit (003 „Überwältigen“, R-MKK-6).',
    '{target} ist nicht die eine gegnerische Kavallerieeinheit in Basenkontakt (003 „Überwältigen“, R-MKK-6).',
  ],
  [
    'trample-not-at-ground-level',
    'Trampeln nur auf Bodenhöhe (003 „Trampeln“).',
    '{unit} steht nicht auf Bodenhöhe: kein Trampeln (003 „Trampeln“).',
  ],
  [
    'trample-double-time',
    'Trampeln nicht mit der Fertigkeit Doppeltempo (003 „Trampeln“).',
    '{unit}: kein Trampeln mit Doppeltempo (003 „Trampeln“).',
  ],
  [
    'trample-path-not-straight',
    'Der Weg ist eine gerade Linie durch den vorderen Bogen des Reittiers (003 „Trampeln“).',
    'Der Weg von {unit} ist eine gerade Linie durch den vorderen Bogen des Reittiers (003 „Trampeln“).',
  ],
  [
    'not-dark-riders',
    'Dunkle Einheit gehört einem Dunklen Reiter im Sattel (003 „Unterfraktionsfähigkeiten“).',
    '{unit} trägt keinen Dunklen Reiter: keine Dunkle Einheit (003 „Unterfraktionsfähigkeiten“).',
  ],
  [
    'dark-unity-used',
    'Dunkle Einheit einmal in jeder Befehlsphase des Besitzers (003 „Unterfraktionsfähigkeiten“).',
    '{unit} hat Dunkle Einheit in dieser Befehlsphase schon genutzt (003 „Unterfraktionsfähigkeiten“).',
  ],
  [
    'dark-unity-not-at-start',
    'Dunkle Einheit zu Beginn der Befehlsphase, vor jeder Aktion (003 „Unterfraktionsfähigkeiten“, R-MKK-25).',
    '{unit}: Dunkle Einheit nur zu Beginn der Befehlsphase, vor jeder Aktion (R-MKK-25).',
  ],
  [
    'dark-unity-nothing-to-heal',
    'Dunkle Einheit braucht Schaden am Reittier zum Heilen (R-MKK-14).',
    '{mount} hat keinen Schaden zu heilen (R-MKK-14).',
  ],
  [
    'items-not-modelled',
    'Gegenstände werden in Kontakt mit dem Reittier aufgenommen und abgelegt; unser Spiel kennt keine Gegenstände (R-MKK-28).',
    '{piece} nimmt „{item}“ weder auf noch legt es ab: unser Spiel kennt keine Gegenstände (R-MKK-28).',
  ],
]

/**
 * A cavalry refusal's German when its `why` names the reason (the English says it in brackets):
 * the code, the `why`, the sentence. refusalText.ts tries it before the code's fuller sentence.
 */
export const GERMAN_CAVALRY_REFUSAL_REASONS: ReadonlyArray<readonly [code: string, why: string, sentence: string]> = [
  [
    'formation-not-all-cavalry',
    'riderless-mount',
    '{piece} ist keine Kavallerieeinheit (ein Reittier ohne Reiter): Kavallerie bildet Formationen nur mit Kavallerie (003 „Kavallerieeinheiten und Formationen“).',
  ],
]
