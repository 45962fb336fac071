/**
 * What a die roll is for, in English and German, from the key and values the rules give it
 * (kernel/dice.ts Purpose): the dice log's words. A contest names its side (`: r-spear`), a
 * reroll its number, a tie-break its chance roll, a Mage Knight 2d6 its die; those are added
 * after the sentence. A roll without a key keeps the rules' own text.
 */
import { addBilingualTable, translate } from './i18nextAdapter'

type Params = Readonly<Record<string, string | number>>
const t = (en: string, de: string) => ({ en, de })

const PURPOSES: ReadonlyMap<string, { en: string; de: string }> = new Map([
  ['roll.fk', t('FK roll of {model} at {target}', 'FK-Wurf von {model} auf {target}')],
  ['roll.wound', t('Wound roll of {model}', 'Verwundungswurf von {model}')],
  ['roll.armour', t('Armour roll of {model}', 'Rüstungswurf von {model}')],
  ['roll.woundAgain', t('Wound roll of {model} again ({effect})', 'Verwundungswurf von {model} wiederholt ({effect})')],
  ['roll.armourAgain', t('Armour roll of {model} again ({effect})', 'Rüstungswurf von {model} wiederholt ({effect})')],
  ['roll.nk', t('NK roll', 'NK-Wurf')],
  ['roll.agiTie', t('AGI roll {round} (tie)', 'AGI-Wurf {round} (Gleichstand)')],
  [
    'roll.moveDifficult',
    t('Movement test of {model} for difficult terrain ({attribute})', 'Bewegungstest von {model} für schwieriges Gelände ({attribute})'),
  ],
  ['roll.moveJump', t('Movement test of {model} for a jump ({attribute})', 'Bewegungstest von {model} für einen Sprung ({attribute})')],
  ['roll.dropCourage', t('EH test of {model} to let itself drop', 'EH-Test von {model}, sich fallen zu lassen')],
  [
    'roll.fallDamage',
    t('Movement test of {model} against fall damage ({attribute})', 'Bewegungstest von {model} gegen Fallschaden ({attribute})'),
  ],
  ['roll.colossusMove', t('KO roll of {model} to move', 'KO-Wurf von {model}, um sich zu bewegen')],
  ['roll.deploymentOrder', t('Deployment: EH of the group leaders', 'Aufstellung: EH der Gruppenführer')],
  ['roll.initiative', t('Initiative: compared AGI', 'Initiative: vergleichender AGI-Wurf')],
  ['roll.keepOverwatch', t('EH test of {model} to keep its overwatch', 'EH-Test von {model}, die Feuerbereitschaft zu halten')],
  ['roll.ignoreThreat', t('EH test of {model} to ignore its direct threat', 'EH-Test von {model}, die direkte Bedrohung zu ignorieren')],
  [
    'roll.feedback',
    t(
      'EH test of operator {model} against the feedback of {telematon}',
      'EH-Test des Operators {model} gegen die Rückkopplung von {telematon}',
    ),
  ],
  ['roll.panic', t('Panic test of {model} (EH)', 'Paniktest von {model} (EH)')],
  // Mage Knight cavalry (003 "Overwhelm"): d6 + the rider's attack bonus.
  ['roll.mkOverwhelm', t('Overwhelm of {unit} against {target}', 'Überwältigen von {unit} gegen {target}')],
  ['roll.panicRecovery', t('Panic recovery test of {model} (EH)', 'Test von {model}, die Panik abzulegen (EH)')],
  ['roll.keepDefence', t('EH test of {model} to keep its defence', 'EH-Test von {model}, die Verteidigung zu halten')],
  ['roll.disengageThreat', t('EH test of {model} to disengage (direct threat)', 'EH-Test von {model}, sich zu lösen (direkte Bedrohung)')],
  ['roll.reveal', t('WN roll of {model} to reveal {target}', 'WN-Wurf von {model}, {target} aufzudecken')],
  ['roll.object', t('{attribute} roll of {model} to use {object}', '{attribute}-Wurf von {model}, {object} zu benutzen')],
  ['roll.shred', t('KO roll of {model} against shred', 'KO-Wurf von {model} gegen Zerfetzen')],
  ['roll.power', t('{attribute} roll of {model} for {power}', '{attribute}-Wurf von {model} für {power}')],
  ['roll.blockPower', t('{attribute} roll of {model} to block {power}', '{attribute}-Wurf von {model}, {power} zu blocken')],
  ['roll.scatterDistance', t("Scatter distance of {model}'s shot", 'Abweichung (Entfernung) des Schusses von {model}')],
  ['roll.scatterDirection', t("Scatter direction of {model}'s shot", 'Abweichung (Richtung) des Schusses von {model}')],
  ['roll.meleeVictim', t('Victim among {candidates}', 'Getroffener unter {candidates}')],
  ['roll.burning', t('Burning roll of {model}', 'Brennwurf von {model}')],
  ['roll.burningMoves', t('Burning run of {model}: number of moves', 'Brennender Lauf von {model}: Anzahl der Bewegungen')],
  [
    'roll.burningDirection',
    t('Burning run of {model}: direction of move {move}', 'Brennender Lauf von {model}: Richtung der Bewegung {move}'),
  ],
  ['roll.hitZone', t('Hit zone of {model}', 'Trefferzone von {model}')],
  ['roll.destroyedMovement', t('Destroyed movement of {model}', 'Zerstörte Bewegung von {model}')],
  // Mage Knight (core 6, 7, 14; 000; 001): the rule texts' words, "Fernkampfangriff", "Lösen", "Geröll".
  ['roll.mkRanged', t('ranged attack of {attacker}', 'Fernkampfangriff von {attacker}')],
  ['roll.mkRangedAt', t('ranged attack of {attacker} at {target}', 'Fernkampfangriff von {attacker} auf {target}')],
  ['roll.mkMelee', t('close combat attack of {attacker}', 'Nahkampfangriff von {attacker}')],
  ['roll.mkBreakAway', t('break away of {figure}', 'Lösen von {figure}')],
  [
    'roll.mkLargeBreakAway',
    t('break away of {figure} (one roll for the whole large figure)', 'Lösen von {figure} (ein Wurf für die ganze Großfigur)'),
  ],
  [
    'roll.mkPassengerHit',
    t(
      'passenger {passenger} hit by the damage to {section} of {chariot}? ({min}+)',
      'Trifft der Schaden an Sektion {section} von {chariot} den Passagier {passenger}? (ab {min})',
    ),
  ],
  [
    'roll.mkPassengerClicks',
    t('clicks for {passenger} as {chariot} is destroyed', 'Schadensklicks für {passenger}, da {chariot} zerstört ist'),
  ],
  ['roll.mkRubbleClicks', t('clicks for {figure} falling with {section}', 'Schadensklicks für {figure} beim Einsturz von {section}')],
  ['roll.mkLeadership', t('leadership roll of {player} (d6, {min}+)', 'Anführer-Wurf von {player} (W6, ab {min})')],
  ['roll.mkOverwhelm', t('Overwhelm of {unit} against {target}', 'Überwältigen durch {unit} gegen {target}')],
  // Mage Knight Dungeons artifacts (002): the token pools, drawing a token, attacks by objects, on furniture.
  ['roll.mkdShuffle', t('shuffle the {colour} artifact tokens ({size})', 'Artefaktmarken der Farbe {colour} mischen ({size})')],
  ['roll.mkdShuffleBack', t('shuffle {token} back into the {colour} pool', '{token} in den Haufen der Farbe {colour} zurückmischen')],
  ['roll.mkdDraw', t('{hero} draws a token from {artifact}', '{hero} zieht eine Marke von {artifact}')],
  ['roll.mkdObjectMelee', t("an object's melee attack on {hero}", 'Nahkampfangriff eines Objekts auf {hero}')],
  ['roll.mkdFurnitureAttack', t('{attacker} attacks {furniture}', '{attacker} greift {furniture} an')],
  ['roll.mkdSpawnAttack', t('{attacker} attacks {target}', '{attacker} greift {target} an')],
  ['roll.mkdHeroAttack', t('{attacker} attacks {target}', '{attacker} greift {target} an')],
])

/** Params that add words after the sentence: a key's own params must not use these names. */
const SUFFIX = {
  side: t(': {side}', ': {side}'),
  chanceFor: t(', chance for {chanceFor}', ', Zufall für {chanceFor}'),
  reroll: t(' (reroll {reroll})', ' (Wiederholung {reroll})'),
  // Mage Knight's attack logs each die of its 2d6 (core 7).
  attackDie: t(' (die {attackDie} of 2d6)', ' (Würfel {attackDie} von 2W6)'),
}

// i18next namespace `purpose`: the sentences by key, the added parts under `suffix.<name>`.
addBilingualTable('purpose', PURPOSES)
addBilingualTable('purpose', new Map(Object.entries(SUFFIX).map(([name, words]) => [`suffix.${name}`, words])))

export interface RollPurpose {
  purpose: string
  purposeKey?: string
  purposeParams?: Params
}

/** The roll's purpose in the view's language; the rules' own text for a roll without a key we know. */
export function purposeText(roll: RollPurpose, language: 'en' | 'de'): string {
  if (roll.purposeKey === undefined || !PURPOSES.has(roll.purposeKey)) return roll.purpose
  const params = roll.purposeParams ?? {}
  const main = translate('purpose', roll.purposeKey, language, params)
  if (main === null) return roll.purpose
  let text = main
  for (const name of Object.keys(SUFFIX))
    if (Object.hasOwn(params, name)) text += translate('purpose', `suffix.${name}`, language, params) ?? ''
  return text
}

/** Keys with words (tests check every key the rules give has them). */
export const PURPOSE_KEYS: ReadonlySet<string> = new Set(PURPOSES.keys())
