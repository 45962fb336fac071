import type { DetailTemplates, DetailWords } from '../detailTexts'

/**
 * German details of the lines and modifiers of the turn, moving and falling, states, rounds, attributes and AP, and the engine's own lines (src/rules/universalis: movement, states, round, model, engine).
 * See detailTexts.ts for the template syntax.
 */
export const GERMAN_DETAILS_MOVEMENT: DetailTemplates = [
  // movement/falling.ts: stepping up and down (8.6 to 8.8.1), jumping (8.5)
  ['climb.ladder', 'Leiter „{ladder}“: jede Höhe, die Distanz wird normal gemessen'],
  ['climb.allowed', 'Grenze 2 × H = {limit} cm; Kosten {factor} × {rise} cm'],
  ['climb.cost', 'cm Bewegung'],
  ['climbDown.cost', 'cm Bewegung, wenn es herunterklettert, statt sich fallen zu lassen'],
  ['step.profileHeight', 'H des geltenden Größenprofils (liegend: eines kleiner, 8.10)'],
  ['step.dropHeight', 'Landung auf „{on}“ in {height} cm Höhe'],
  ['step.level', 'Höhenunterschied unter {tolerance} cm'],
  ['fall.band', 'H = {height} cm, 2H = {double} cm, Grenzen einschließlich'],
  ['fall.limits', 'Messtoleranz bei H und 2H, cm'],
  ['fall.courageTest', 'EH-Test, um sich herunterfallen zu lassen; misslingt er, lässt es sich nicht fallen'],
  ['fall.courageTest.none', 'Fallhöhe bis H'],
  ['fall.cost', 'die durch Herunterfallen zurückgelegte Distanz kostet keine AP'],
  ['fall.movementTest', 'ein erfolgreicher Bewegungstest vermeidet den Schaden'],
  ['fall.damage.test', 'Treffer der Stärke KO, wenn der Test misslingt'],
  ['fall.damage.hit', 'automatischer Treffer der Stärke KO'],
  ['jump.gap.segment', 'Abschnitt {segment}'],
  ['jump.speed', 'GK, cm'],
  ['jump.speed.segment', 'Abschnitt {segment}: GK, cm'],
  ['jump.prone', 'ein liegendes Modell kann nicht springen'],
  ['jump.prone.segment', 'Abschnitt {segment}: ein liegendes Modell kann nicht springen'],
  ['jump.free', 'Zwischenraum bis zur Geschwindigkeit'],
  ['jump.free.segment', 'Abschnitt {segment}: Zwischenraum bis zur Geschwindigkeit'],
  ['jump.test', 'Bewegungstest; misslingt er, fällt das Modell herunter'],
  ['jump.test.segment', 'Abschnitt {segment}: Bewegungstest; misslingt er, fällt das Modell herunter'],
  ['jump.impossible', 'Zwischenraum größer als die doppelte Geschwindigkeit'],
  ['jump.impossible.segment', 'Abschnitt {segment}: Zwischenraum größer als die doppelte Geschwindigkeit'],

  // movement/movement.ts: a planned move (8, 9.4)
  ['move.speed', 'GK in cm je Bewegungsaktion, nach dem Abzug durch die Tragkraft (4.4)'],
  [
    'move.cost',
    'cm Bewegung: Gehen und Springen wie gemessen, Klettern doppelt (8.7), Leitern wie gemessen (8.6), Herunterfallen kostenlos (8.8)',
  ],
  ['move.climb', 'Abschnitt {segment}: {up} hinauf, {down} hinunter, gezählt ×{factor}'],
  ['move.ladder', 'Abschnitt {segment}: Leiter „{ladder}“, ihre Länge wie gemessen'],
  ['move.jumpTest', 'Zwischenraum von {gap} cm über der Geschwindigkeit {speed}: misslingt der Test, fällt das Modell herunter'],
  ['move.drop', 'Abschnitt {segment}: {outcome|word}; die Fallhöhe kostet nichts'],
  ['move.courageTest', 'Fallhöhe von {cm} cm über H = {height}: EH-Test, um sich herunterfallen zu lassen'],
  ['move.fallDamageTest', 'Bewegungstest, sonst ein Treffer der Stärke KO mit halber KO als Schaden'],
  [
    'move.difficultTest',
    'ein Bewegungstest für die ganze Bewegung: bei Gelingen wird nicht halbiert, bei Misslingen fällt das Modell um und gilt als liegend',
  ],
  [
    'move.difficultTest.tracks',
    'ein Bewegungstest für die ganze Bewegung: bei Gelingen wird nicht halbiert, bei Misslingen fällt das Modell um und gilt als liegend; mit Kette darf er einmal wiederholt werden (8.1)',
  ],
  ['move.difficult', '{count} Bewegungsaktion(en) halbiert'],
  ['move.split', 'jede Aktion reicht so weit wie möglich: bis zum schwierigen Gelände oder mit halber Geschwindigkeit hindurch'],
  ['move.colossusKoTest', 'KO-Wurf für Bewegungsaktion {action} (R-18.3.1a)'],
  ['move.prone', '{ap} AP je Bewegungsaktion im Liegen; kein Springen (8.5); H = {height} (8.10)'],
  ['move.attack', 'die Angriffsbewegung endet in Basekontakt: sie wird zum Angriff'],
  ['move.travelled', '{cm} cm in dieser Initiativephase; schnell bei mehr als {threshold} cm'],
  ['move.actions', '{ap} AP'],
  ['move.reachable', '{needed} AP nötig, {available} verfügbar'],

  // states: hit points, critical, eliminated, burning, poison, panic, telematon feedback (11, 19.8)
  ['states.hpLost', '{model}: {left} von {max} übrig'],
  ['states.critical', '{model}'],
  ['states.criticalAgain', '{model} zum zweiten Mal kritisch'],
  ['states.eliminated', '{model}'],
  ['states.offTable', '{model}'],
  ['feedback.hpLoss', '{operator}: die halbe KO {ko} von {telematon}'],
  ['burning.friendInContact', '{model}'],
  ['burning.result', '{roll} + {help} = {total}'],
  ['burning.shock', '{model}'],
  ['poison.markersLeft', '{model}'],
  ['panic.other', '{model}'],
  ['panic.alreadyInPanic', '{model}'],
  ['panic.orphanStays', '{model}'],
  ['panic.testOf', 'Paniktest von {tester}'],
  ['panic.testOf.other', 'Paniktest von {tester}: {model}'],
  ['panic.testOf.noOperator', 'Paniktest von {tester}: {model} hat keinen Operator, der ihm {attribute} leiht'],
  ['panic.testOf.operator', 'Paniktest von {tester}: {attribute} des Operators {operator}'],
  ['panic.testOf.ofOperator', 'Paniktest von {tester}: Operator {operator}'],
  ['panic.testOf.temporary', 'Paniktest von {tester}: {source}'],
  ['panic.testOf.temporaryOfOperator', 'Paniktest von {tester}: Operator {operator}: {source}'],

  // round: deployment, initiative, round start and end (5)
  ['contest.decidedBy', 'per {by|word} entschieden'],
  ['ap.shockTokensPaid', '{model}'],
  ['ap.shockTokensPaid.stay', '{model}, verbleibende Schock-Token: {tokens}'],
  ['ap.operatorFirst', 'die Aktionen von {model} werden in dieser Runde zuerst mit den AP von {operator} bezahlt'],
  ['victory.lastSide', 'nur {side} hat noch Modelle im Spiel'],
  ['victory.draw', 'keine Seite hat noch Modelle im Spiel: unentschieden'],
  ['surrender.winner', '{side} gewinnt'],
  ['phase.begins', 'mit {models} (19.1)'],
  ['fastToken', '{model} hat sich {cm} cm bewegt'],

  // model: attributes and AP (4, 19.4, 19.5)
  ['attribute.noOperator', '{model} hat keinen Operator, der ihm {attribute} leiht'],
  ['attribute.operator', '{attribute} des Operators {operator}'],
  ['attribute.ofOperator', 'Operator {operator}'],
  ['attribute.temporary', '{source}'],
  ['attribute.temporary.operator', 'Operator {operator}: {source}'],
  ['ap.operatorPaysShock', '{operator} für {telematon}'],
  ['ap.spent', '{model}'],
  ['ap.spentByOperator', '{operator}'],
]

/** Words of these rules that details carry as values, in German (`{name|word}`). */
export const GERMAN_WORDS_MOVEMENT: DetailWords = [
  // How a step ends (movement/falling.ts StepOutcome, 8.7, 8.8.1).
  ['level', 'ebener Boden'],
  ['safe', 'ohne Schaden'],
  ['test', 'Bewegungstest gegen Fallschaden'],
  ['hit', 'automatischer Treffer'],
  ['climb', 'Klettern'],
  // What decides a compared roll (4.8.2, 5.3, 5.5.2).
  ['roll', 'Wurf'],
  ['attribute', 'Attributswert'],
  ['chance', 'Zufall'],
]
