import type { DetailTemplates, DetailWords } from '../detailTexts'

/**
 * German details of the lines and modifiers of melee, items, objects and powers (src/rules/universalis: melee, items, powers).
 * See detailTexts.ts for the template syntax.
 */
export const GERMAN_DETAILS_MELEE: DetailTemplates = [
  // Melee (15): the action, the compared roll and its winner, the winner's choice (R-15.1a, R-15.1b)
  ['melee.ap', '{weapon}, WK {class}'],
  ['melee.winner', 'entschieden durch den vergleichenden Wurf auf {by}'],
  ['melee.attackerRevealed', '{model}'],
  ['melee.nkZero', '{model} kämpft mit NK 0'],
  ['melee.hit', '{attacker} trifft {defender}'],
  ['melee.follow.edge', 'hält an der Kante an'],
  ['melee.follow.contact', 'endet wieder in Basekontakt'],

  // Modifiers of the NK roll (15.7)
  ['melee.chargeBlockedByDefence', '{opponent} befindet sich in Verteidigung'],
  ['melee.multipleOpponents', '{friend} berührt die Base von {opponent}'],
  ['melee.unwieldy', '{items}'],
  ['melee.sizeDifference', '{steps} Stufe(n) größer als {opponent}'],

  // The same modifiers as the melee reports them, each with its side and model
  ['melee.side', '{role|word} {fighter}'],
  ['melee.side.chargeBlockedByDefence', '{role|word} {fighter}: {opponent} befindet sich in Verteidigung'],
  ['melee.side.multipleOpponents', '{role|word} {fighter}: {friend} berührt die Base von {opponent}'],
  ['melee.side.unwieldy', '{role|word} {fighter}: {items}'],
  ['melee.side.sizeDifference', '{role|word} {fighter}: {steps} Stufe(n) größer als {opponent}'],
  ['melee.side.camouflageAmbush', '{role|word} {fighter}: Angriff aus der Tarnung in Runde {round}'],
  ['melee.side.colossusCriticalSide', '{role|word} {fighter}: {side|word} {state|word}'],
  // A modifier without its own case in plan.ts sideDetail: its English text is not said on a German screen.
  ['melee.side.other', '{role|word} {fighter}'],

  // Defence (15.3), disengaging (8.3)
  ['defence.token', 'bis zum Beginn seiner nächsten Initiativephase'],
  ['disengage.moveCm', 'wie eine normale Bewegung'],

  // Pushing back (15.2, R-15.2a, R-15.2b)
  ['push.requested', 'bis zur Geschwindigkeit von {model}, {speed} cm, in gerader Linie, ohne AP'],
  ['push.fall', 'über eine Kante zurückgestoßen: es fällt ohne EH-Test; Schaden wie 8.8.1'],
  ['push.moved.distance', 'so weit wie gewählt'],
  ['push.moved.obstacle', 'von einem Hindernis aufgehalten'],
  ['push.moved.edge', 'bis zur Kante'],
  ['push.newMelee', 'in Basekontakt mit weiteren gegnerischen Modellen zurückgestoßen'],

  // Equipment and traits (7, 17), rerolls (7.2, R-7.2a)
  ['item.ap.action', 'Aktion'],
  ['item.ap.free', 'keine AP angegeben: keine Aktion nötig'],
  ['item.rulesText', 'den Kartentext anwenden'],
  ['item.heal', '{target}: {hp} TP, höchstens bis zum Maximum von {max}'],
  ['item.operatorSlots', 'Telematons werden vor dem Spiel zugeordnet (19.2)'],
  ['item.profileModifier', '{attribute} bis zum Beginn der nächsten Initiativephase von {model}'],
  ['item.rerolls', '{item} ({attribute})'],
  ['item.rerollsApplied', 'die höchste Anzahl gilt'],

  // Objects (9.2)
  ['object.trait', 'Stufe {level}'],
  ['object.difficulty', '{object}'],
  ['object.used', '{object}'],
  ['object.used.effect', '{effect}'],

  // Disciplines and powers (20)
  ['power.chosen', '{discipline}'],
  ['power.ap', '{power}'],
  ['power.difficulty', '{attribute}{difficulty}'],
  ['power.difficulty.block', '{blocker}: {attribute}{difficulty}'],
  ['power.hpLoss', '{model}'],
  ['power.hpLoss.always', '{model} (automatisch, 20.2.3)'],
  ['power.hpLoss.onFailure', '{model} (bei Misserfolg, 20.2.3)'],
  ['power.heal', '{target}, höchstens bis zu seinem Maximum'],
  ['power.inPlay', 'bis sie beendet wird'],
  ['power.inPlay.endsWhen', 'beendet sich selbst, Bedingung: {condition}'],
]

/** Words of these rules that details carry as values, in German (`{name|word}`). */
export const GERMAN_WORDS_MELEE: DetailWords = [
  // the sides of a melee (15.1)
  ['attacker', 'Angreifer'],
  ['defender', 'Verteidiger'],
]
