/**
 * The reason of a refusal in German, from its code and parameters (the rules' `reason` is the
 * English sentence; src/rules/universalis/refusals.ts and src/judge/play/refusals.ts list the
 * codes). Each code has a sentence that needs no parameter, and most a fuller one that names
 * the models, weapons and numbers when the refusal carries them. An unknown code falls back to
 * the rules' English reason: never a crash, never an empty tooltip.
 */
import { GERMAN_CAVALRY_REFUSAL_REASONS, GERMAN_CAVALRY_REFUSALS } from './mkCavalryTexts'
import { addTemplates, translate } from './i18nextAdapter'

type Params = Readonly<Record<string, string | number>>
interface Words {
  /** Said when the parameters it names are there. */
  with?: string
  plain: string
}
const w = (plain: string, withParams?: string): Words => ({ plain, with: withParams })

const GERMAN: ReadonlyMap<string, Words> = new Map([
  // The Mage Knight cavalry rules' codes (003): mkRefusalText falls back to these.
  ...GERMAN_CAVALRY_REFUSALS.map(([code, plain, withParams]): [string, Words] => [code, w(plain, withParams)]),
  ['needs-two-groups', w('Ein Spiel braucht zwei Gruppen (2.2).', 'Ein Spiel braucht zwei Gruppen, gefunden: {sides} (2.2).')],
  [
    'group-too-small',
    w('Eine Gruppe besteht aus mindestens 2 Modellen (2.2).', 'Die Gruppe {side} hat nur {have} Modell(e); mindestens 2 (2.2).'),
  ],
  ['no-such-side', w('Diese Seite gibt es im Spiel nicht.', 'Die Seite {side} gibt es im Spiel nicht.')],
  ['no-group-leader', w('Jede Gruppe hat genau einen Gruppenführer (2.3).', 'Die Gruppe {side} hat keinen Gruppenführer (2.3).')],
  ['wrong-side', w('Das Modell gehört zu einer anderen Seite.', '{model} gehört nicht zur Seite {side}.')],
  [
    'telematon-cannot-lead',
    w('Ein Telematon kann keine Gruppe führen (R-2.3a).', '{model} ist ein Telematon und kann keine Gruppe führen (R-2.3a).'),
  ],
  ['not-a-colossus', w('Nur ein Koloss trägt Waffen an seinen Seiten (R-18.3c).')],
  ['not-a-telematon', w('Nur einem Telematon wird ein Operator zugeteilt (19.2).')],
  ['telematon-without-operator', w('Jedes Telematon braucht genau einen Operator (19.2).', '{model} hat keinen Operator (19.2).')],
  ['telematon-cannot-operate', w('Ein Telematon kann kein anderes Telematon bedienen (19.1).')],
  [
    'too-many-telematons',
    w('Der Operator hat mehr Telematen, als er führen darf (R-19.1a).', '{operator} führt {have} Telematen, erlaubt sind {max} (R-19.1a).'),
  ],
  ['power-taken-twice', w('Jede Kraft darf nur einmal gewählt werden (20.1).', 'Die Kraft {power} ist schon gewählt (20.1).')],
  [
    'too-many-powers',
    w('Höchstens so viele Kräfte einer Disziplin wie ihre Stufe (20.1).', '{have} Kräfte von {discipline}, erlaubt sind {max} (20.1).'),
  ],
  ['game-already-started', w('Kräfte werden vor dem Spiel gewählt (20.1).')],
  [
    'too-close-to-enemy',
    w('Zu nah am Gegner (5.4, 8.3).', '{model} stünde {cm} cm von {enemy} entfernt; mindestens {minCm} cm (5.4, 8.3).'),
  ],
  ['game-over', w('Das Spiel ist vorbei (5.7).', 'Das Spiel ist vorbei: {winner} hat gewonnen (5.7).')],
  ['round-not-ended', w('Die laufende Runde wird erst beendet (5.7).', 'Runde {round} läuft noch: erst beenden (5.7).')],
  ['no-running-round', w('Es läuft keine Runde: erst eine Runde beginnen (5.5.2, 5.7).')],
  [
    'initiative-phase-running',
    w(
      'Eine Initiativphase läuft noch oder steht aus: erst beenden (5.5.2, 5.6).',
      'Die Initiativphase von {running} läuft noch oder steht aus (5.5.2, 5.6).',
    ),
  ],
  [
    'must-choose-model',
    w('Eine Seite mit Modellen, die noch handeln, muss eines wählen (5.5.2).', 'Die Seite {side} muss ein Modell wählen (5.5.2).'),
  ],
  ['already-activated', w('Dieses Modell hatte in dieser Runde schon seine Initiativphase (5.5.2).')],
  ['acts-in-operator-phase', w('Ein Telematon handelt in der Initiativphase seines Operators (19.1).')],
  ['orphan-acts-last', w('Ein Telematon ohne Operator handelt nach allen anderen Modellen (19.3).')],
  ['all-models-activated', w('Alle Modelle hatten ihre Initiativphase: die Runde wird beendet (5.5.2).')],
  [
    'models-still-to-act',
    w('Die Runde endet erst, wenn jedes Modell seine Initiativphase hatte (5.7).', 'Noch nicht an der Reihe waren: {models} (5.7).'),
  ],
  ['not-next-to-act', w('Dieses Modell ist noch nicht an der Reihe (5.6).', '{model} ist noch nicht an der Reihe (5.6).')],
  [
    'not-its-initiative-phase',
    w('Nur die laufende Initiativphase kann beendet werden, von ihrem Modell (5.6).', 'Es ist nicht die Initiativphase von {model} (5.6).'),
  ],
  ['not-an-operated-telematon', w('Nur ein Telematon mit Operator nutzt dessen AP (19.4, 19.7).')],
  ['operator-not-in-play', w('Ein Operator außer Spiel zahlt nichts für sein Telematon (19.7).')],
  ['too-many-shock-tokens', w('Der Operator entfernt höchstens so viele Schockmarker, wie das Telematon hat (19.7).')],
  ['not-enough-ap', w('Nicht genug AP (4.1, 6).', '{model} hat {have} AP, braucht {need} (4.1, 6).')],
  ['not-active', w('Eine Aktion nur in der eigenen Initiativphase (6.1).', '{model} ist nicht am Zug (6.1).')],
  ['eliminated', w('Ein eliminiertes Modell handelt nicht mehr und ist kein Ziel (11.2).', '{model} ist eliminiert (11.2).')],
  ['out-of-play', w('Das Modell ist außer Spiel (11.2, R-11.4b).', '{model} ist außer Spiel (11.2, R-11.4b).')],
  ['burning', w('Ein brennendes Modell handelt nicht (11.1).', '{model} brennt (11.1).')],
  [
    'panicking',
    w(
      'Ein Modell in Panik bewegt sich nur zum Spielfeldrand (11.4.1).',
      '{model} ist in Panik: es bewegt sich nur zum Spielfeldrand (11.4.1).',
    ),
  ],
  ['not-panicking', w('Nur ein Modell in Panik macht eine Panikbewegung (11.4.1).')],
  ['in-melee', w('Im Nahkampf sind nur Nahkampfaktionen erlaubt (15).', '{model} ist im Nahkampf: nur Nahkampfaktionen (15).')],
  ['not-in-melee', w('Lösen braucht einen Gegner in Basenkontakt (8.3).')],
  [
    'not-in-base-contact',
    w('Dafür ist Basenkontakt nötig (8.3, 9.2, 15.1, 20.2.5).', '{model} ist nicht in Basenkontakt mit {target} (15.1).'),
  ],
  ['must-attack-direct-threat', w('In der eigenen Phase wird die direkte Bedrohung angegriffen (4.5.1).')],
  ['no-direct-threat', w('Keine direkte Bedrohung, die ignoriert werden könnte (4.5.1).', '{model} hat keine direkte Bedrohung (4.5.1).')],
  ['threat-test-taken', w('Nur ein EH-Test gegen direkte Bedrohungen pro Initiativphase (4.5.1).')],
  ['threat-test-failed', w('Nach misslungenem Bedrohungstest kann sich das Modell nicht lösen (R-8.3a).')],
  ['stationary', w('Ein stationäres Modell wird nie bewegt (8.1).', '{model} ist stationär (8.1).')],
  ['flight-must-move-first', w('Ein fliegendes Modell macht als erste Aktion eine volle Bewegung in Blickrichtung (8.1).')],
  ['prone', w('Das Modell liegt (8.3, 8.4).', '{model} liegt (8.3, 8.4).')],
  ['not-prone', w('Das Modell steht (8.3 Aufstehen).', '{model} liegt nicht (8.3 Aufstehen).')],
  ['cannot-turn', w('Ein Koloss mit zerstörter Bewegungszone kann sich nicht mehr drehen (18.3.2).')],
  ['goal-off-table', w('Das Ziel liegt außerhalb des Tisches (8).')],
  ['cannot-stand-there', w('Dort kann die Figur nicht stehen (8).')],
  ['goal-occupied', w('Eine Bewegung endet nicht auf der Base eines anderen Modells (8, R-8.3a).')],
  ['no-path', w('Kein Weg zum Ziel: zu hoch, unpassierbar oder von Modellen versperrt (8, 9.4).')],
  ['impassable', w('Unpassierbares Gelände kann nicht betreten werden (9.4).')],
  ['too-high', w('Zu hoch: höchstens die doppelte Höhe des Modells wird geklettert (8.7).')],
  ['too-far', w('Zu weit (3.4, 8.5, 14.12, R-15.2a).', '{cm} cm sind zu weit; höchstens {maxCm} cm (3.4, 8.5, R-15.2a).')],
  ['no-such-weapon', w('Das Modell hat diese Waffe nicht (14.1, 15.5).', '{model} hat keine Waffe „{weapon}“ (14.1, 15.5).')],
  [
    'wrong-weapon-kind',
    w(
      'Falsche Waffenart: Fernkampf mit Nahkampfwaffe oder umgekehrt (14.4, 15.5).',
      '„{weapon}“ passt nicht zu dieser Aktion (14.4, 15.5).',
    ),
  ],
  ['cannot-target-self', w('Ein Modell kann nicht sein eigenes Ziel sein (14.1, 20.2.4).')],
  ['no-line-of-sight', w('Keine Sichtlinie zum Ziel (14.1).', '{model} hat keine Sichtlinie zu {target} (14.1).')],
  ['out-of-range', w('Das Ziel ist außer Reichweite (14.7, 20.2.5).', 'Außer Reichweite: {cm} cm, höchstens {maxCm} cm (14.7).')],
  ['needs-reload', w('Die Waffe muss erst nachgeladen werden (12.7).', '„{weapon}“ muss erst nachgeladen werden (12.7).')],
  ['no-reload-token', w('Nur eine Waffe mit Nachlademarker wird nachgeladen (14.2).', '„{weapon}“ muss nicht nachgeladen werden (14.2).')],
  ['no-uses-left', w('Keine Einsätze mehr übrig (7.3, 12.8, 17.4).')],
  [
    'weapon-class-too-high',
    w(
      'Feuerbereitschaft nur mit Waffen der WK I bis III (14.2).',
      '„{weapon}“ hat WK {class}; Feuerbereitschaft höchstens WK {max} (14.2).',
    ),
  ],
  [
    'needs-overwatch',
    w('Reaktionsfeuer nur aus Feuerbereitschaft mit der gewählten Waffe (14.3).', '{model} ist nicht in Feuerbereitschaft (14.3).'),
  ],
  ['no-sustained-fire', w('Die Waffe hat kein Dauerfeuer (14.12).')],
  ['no-aimed-sustained-fire', w('Ein gezielter Schuss wird nicht mit Dauerfeuer verbunden (14.2).')],
  ['too-many-targets', w('Dauerfeuer verteilt sich auf 1 bis 5 Ziele (14.12).')],
  ['too-many-shots', w('DF n gibt höchstens n + 1 Schüsse (14.12).')],
  ['same-target-twice', w('Jedes Modell wird beim Dauerfeuer nur einmal genannt (R-14.12a).')],
  ['no-indirect-reaction-fire', w('Indirektes Feuer ist kein Reaktionsfeuer (14.11).')],
  ['weapon-not-indirect', w('Nur eine Waffe mit dem Symbol für indirektes Feuer schießt indirekt (14.11).')],
  ['not-an-area-weapon', w('Die Waffe ist keine Flächenwaffe (14.13).')],
  ['point-needs-area-weapon', w('Nur eine indirekt abgefeuerte Flächenwaffe zielt auf einen Punkt (14.11, 14.13).')],
  ['point-needs-indirect-fire', w('Ein direkter Schuss zielt auf ein Modell; ein Punkt braucht indirektes Feuer (14.1, 14.13).')],
  ['weapon-side-destroyed', w('Eine Waffe an einer zerstörten Seite des Kolosses ist nicht einsetzbar (18.3.2).')],
  ['not-an-enemy', w('Nur gegen einen Gegner (15, 16.4, 20.4).', '{target} ist kein Gegner von {model}.')],
  ['no-counter-attack-window', w('Ein Gegenangriff nur direkt nach einem Nahkampf gegen den Angreifer (15.4).')],
  ['no-opportunity-window', w('Ein Gelegenheitsangriff nur gegen einen Gegner, der sich aus dem Basenkontakt löst (15.4).')],
  ['choice-not-open', w('Der Sieger wählt eine der ihm offenen Möglichkeiten (15.1, R-15.1a).')],
  [
    'too-large-to-push',
    w(
      'Ein größeres Modell kann nicht zurückgedrängt werden (15.2).',
      '{target} ({targetSize}) ist größer als {model} ({size}) und wird nicht zurückgedrängt (15.2).',
    ),
  ],
  [
    'target-camouflaged',
    w('Ein getarntes, verborgenes Modell ist kein Ziel (14.9, 15.8).', '{target} ist getarnt und verborgen (14.9, 15.8).'),
  ],
  ['target-not-camouflaged', w('Nur ein getarntes Modell wird aufgedeckt (16.4).')],
  [
    'not-in-perception',
    w('Das andere Modell ist außerhalb der Wahrnehmung (4.6, 16.4).', '{target} ist außerhalb der Wahrnehmung von {model} (4.6).'),
  ],
  ['camouflage-needs-terrain', w('Passive Tarnung braucht Basenkontakt mit Gelände mindestens von Profilgröße (16.1).')],
  ['no-such-item', w('Das Modell hat diese Eigenschaft oder Ausrüstung nicht (7.1, 17.1).', '{model} hat kein „{item}“ (7.1, 17.1).')],
  ['item-already-in-use', w('Ein vorübergehender Profilmodifikator wird nur einmal eingeschaltet (3.7.2).')],
  ['used-with-its-roll', w('Ein Wiederholungswurf wird mit dem Wurf verbraucht, den er wiederholt (7.2).')],
  ['applies-by-itself', w('Eine passive Eigenschaft wirkt von selbst und wird nicht eingesetzt (R-7.4a).')],
  ['not-a-friend', w('Nur für ein befreundetes Modell (16.5, R-17a).')],
  ['no-such-object', w('Das Szenario hat dieses Objekt nicht (9.2).', 'Das Szenario hat kein Objekt „{object}“ (9.2).')],
  ['lacks-trait', w('Das Objekt braucht eine Eigenschaft, die dem Modell fehlt (9.2.1).')],
  ['needs-object-used-first', w('Das Objekt wirkt erst, wenn ein anderes benutzt wurde (9.2.1).')],
  ['no-such-power', w('Das Modell hat diese Kraft nicht (20.1, 20.3).', '{model} hat keine Kraft „{power}“ (20.1, 20.3).')],
  ['power-targets-user-only', w('Die Kraft wirkt nur auf ihren Anwender (20.2.4).')],
  ['power-needs-target', w('Die Kraft braucht ein Ziel (20.2.4, 20.2.5).')],
  ['touch-needs-won-melee', w('Berührung mit einer Kraft braucht zuerst einen gewonnenen Nahkampfangriff (20.2.5).')],
  ['power-still-in-play', w('Eine andauernde Kraft wird erst beendet, bevor sie wieder eingesetzt wird (20.2.6).')],
  ['no-discipline', w('Nur ein Modell mit Disziplin blockt Kräfte (20.5).')],
  ['no-such-model', w('Dieses Modell gibt es im Spiel nicht (R-E.0a).', 'Kein Modell „{model}“ im Spiel (R-E.0a).')],
  // Mage Knight formations (src/rules/mageknight/core/formationRefusals.ts, core 10 and R-MKF).
  [
    'formation-too-small',
    w(
      'Eine Formation hat mindestens zwei Mitglieder (Kern 10).',
      'Eine Formation hat mindestens zwei Mitglieder, genannt: {got} (Kern 10).',
    ),
  ],
  [
    'formation-too-large',
    w(
      'Die Formation hat mehr Mitglieder als vereinbart (R-MKF-1).',
      'Eine Formation hat höchstens {max} Mitglieder, genannt: {got} (R-MKF-1).',
    ),
  ],
  [
    'formation-member-twice',
    w(
      'Jedes Mitglied der Formation wird nur einmal genannt (Kern 10).',
      '{piece} ist zweimal genannt: jedes Mitglied nur einmal (Kern 10).',
    ),
  ],
  [
    'castle-section-no-formation',
    w(
      'Ein Burgabschnitt gehört nie zu einer Formation (001 „Allgemeine Regeln“).',
      '{piece} ist ein Burgabschnitt und gehört nie zu einer Formation (001 „Allgemeine Regeln“).',
    ),
  ],
  [
    'formation-mixed-factions',
    w(
      'Alle Mitglieder einer Formation gehören zu einer Fraktion (Kern 10).',
      'Alle Mitglieder einer Formation gehören zu einer Fraktion, genannt: {factions} (Kern 10).',
    ),
  ],
  [
    'formation-not-in-contact',
    w(
      'Jedes Mitglied berührt ein anderes, alle in einer Kette aus Basenkontakt (Kern 10).',
      '{members} stehen nicht alle in einer Kette aus Basenkontakt (Kern 10).',
    ),
  ],
  ['main-attacker-not-member', w('Der Hauptangreifer gehört zur Formation (Kern 10).', '{main} gehört nicht zur Formation (Kern 10).')],
  [
    'formation-member-in-contact',
    w(
      'Eine Figur in Basenkontakt mit einem Gegner bewegt sich nicht in Formation; sie löst sich allein (R-MKF-5).',
      '{piece} ist in Basenkontakt mit einem Gegner und bewegt sich nicht in Formation; es löst sich allein (R-MKF-5).',
    ),
  ],
  ['formation-split-at-goal', w('Nach der Bewegung stünden die Mitglieder nicht in einer Kette aus Basenkontakt (R-MKF-4).')],
  // The table's own refusals around the rules (src/judge/play/refusals.ts).
  ['nothing-to-undo', w('Es gibt keinen Schritt zum Zurücknehmen.')],
  [
    'undo-after-dice',
    w(
      'Der letzte Schritt hat gewürfelt: zurücknehmen nur mit „Rückgängig nimmt auch Würfe zurück“ (R-P.1).',
      'Der letzte Schritt ({step}) hat {rolls}-mal gewürfelt: zurücknehmen nur mit „Rückgängig nimmt auch Würfe zurück“ (R-P.1).',
    ),
  ],
])

// i18next namespace `refusal`: the plain sentence under the code, the fuller one under `<code>.with`.
addTemplates(
  'refusal',
  'de',
  [...GERMAN].flatMap(([code, words]): [string, string][] => [
    [code, words.plain],
    ...(words.with === undefined ? [] : [[`${code}.with`, words.with] as [string, string]]),
  ]),
)
// A refusal whose `why` names its reason: `<code>.why.<why>`, tried first.
addTemplates(
  'refusal',
  'de',
  GERMAN_CAVALRY_REFUSAL_REASONS.map(([code, why, sentence]): [string, string] => [`${code}.why.${why}`, sentence]),
)

export interface RefusalLike {
  code: string
  reason: string
  params?: Params
}

/** The refusal's reason in the view's language. */
export function refusalText(refusal: RefusalLike, language: 'en' | 'de'): string {
  if (language === 'en') return refusal.reason
  const why = refusal.params?.why
  const because = typeof why === 'string' ? translate('refusal', `${refusal.code}.why.${why}`, 'de', refusal.params) : null
  return (
    because ??
    translate('refusal', `${refusal.code}.with`, 'de', refusal.params) ??
    translate('refusal', refusal.code, 'de') ??
    refusal.reason
  )
}

/** Codes with German words (tests check that every code of the rules has them). */
export const GERMAN_REFUSAL_CODES: ReadonlySet<string> = new Set(GERMAN.keys())
