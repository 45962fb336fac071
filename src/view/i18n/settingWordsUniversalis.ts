/** English and German for the sight, cover and Universalis settings of a rule profile (profileSettingTexts.ts). */
import { type SettingWords, w } from './settingWords'

export const UNIVERSALIS_SETTING_WORDS: readonly (readonly [string, SettingWords])[] = [
  [
    'sight.eye',
    {
      label: w('Eye point', 'Augpunkt'),
      values: { top: w('top of the profile', 'Oberkante des Profils'), center: w('centre of the profile', 'Mitte des Profils') },
    },
  ],
  [
    'sight.sightRangeMode',
    {
      label: w('Sight range in terrain', 'Sichtweite im Gelände'),
      values: { depth: w('depth inside an area', 'Tiefe in einem Gelände'), off: w('areas never obscure', 'Gelände verdeckt nie') },
    },
  ],
  ['sight.cmPerSightStep', { label: w('Depth per sight-range step', 'Tiefe je Sichtweite-Stufe') }],
  ['sight.touchTolerance', { label: w('Touching cover within', 'Deckung berührt bis') }],
  // R-HM.5, R-HM.7: where the heat map and the stability band stand a figure; a large drop leaves the base's centre alone to decide.
  ['sight.supportDropCm', { label: w('Base rim may hang over a drop up to', 'Basenrand darf über eine Stufe ragen bis') }],
  [
    'cover.coverLevelMix',
    {
      label: w('Cover of several pieces', 'Deckung durch mehrere Teile'),
      values: {
        'strongest-sufficient': w('strongest that hides half', 'stärkste, die die Hälfte verdeckt'),
        highest: w('highest of all that hide', 'höchste aller verdeckenden'),
      },
    },
  ],
  ['cover.threshold', { label: w('Hidden share that gives cover', 'Verdeckter Anteil für Deckung') }],
  [
    'universalis.round.panicMoveAt',
    {
      label: w('Panicking models move', 'Panische Modelle bewegen sich'),
      values: {
        'round-start': w('at the start of the round', 'zu Rundenbeginn'),
        activation: w('when activated', 'bei ihrer Aktivierung'),
      },
    },
  ],
  ['universalis.round.panicRecovery', { label: w('Panic recovery test at the phase end', 'Paniktest am Phasenende') }],
  ['universalis.round.threats.radiusInclusive', { label: w('Danger zone includes its rim', 'Gefahrenzone schließt ihren Rand ein') }],
  [
    'universalis.round.burning.directions',
    {
      label: w('Random direction of fire', 'Zufallsrichtung des Feuers'),
      values: { one: w('one roll', 'ein Wurf'), 'each-move': w('a roll for each move', 'ein Wurf je Bewegung') },
    },
  ],
  [
    'universalis.round.burning.additiveKO',
    {
      label: w('KO added to burning', 'KO beim Brennen addiert'),
      values: {
        none: w('none (printed strength)', 'keiner (aufgedruckte Stärke)'),
        victim: w('the burning model’s', 'der des brennenden Modells'),
      },
    },
  ],
  [
    'universalis.ranged.bandBoundary',
    {
      label: w('End of a range band', 'Ende eines Entfernungsbands'),
      values: {
        'band-contains-end': w('the band holds its end', 'das Band enthält sein Ende'),
        'full-band-at-end': w('a full band at the end', 'ein volles Band am Ende'),
      },
    },
  ],
  [
    'universalis.ranged.aimedBands',
    {
      label: w('Aimed shot', 'Gezielter Schuss'),
      values: {
        'double-length': w('doubles each band’s length', 'verdoppelt die Länge jedes Bands'),
        'double-count': w('doubles the number of bands', 'verdoppelt die Zahl der Bänder'),
      },
    },
  ],
  [
    'universalis.damage.rerollOrder',
    {
      label: w('Order of rerolls', 'Reihenfolge der Wiederholungswürfe'),
      values: { 'attacker-first': w('attacker first', 'Angreifer zuerst'), 'defender-first': w('defender first', 'Verteidiger zuerst') },
    },
  ],
  [
    'universalis.damage.shrapnelIgnoresIndirectCover',
    { label: w('Shrapnel ignores the armour bonus of indirect fire', 'Splitter ignorieren den Panzerungsbonus bei indirektem Feuer') },
  ],
  ['universalis.damage.zeroDamageShock', { label: w('Damage reduced to 0 still shocks', 'Auf 0 reduzierter Schaden schockt trotzdem') }],
  ['universalis.colossus.hitZoneTable', { label: w('Hit-zone table of a colossus', 'Trefferzonentabelle eines Kolosses') }],
  [
    'universalis.colossus.destroyedZoneHits',
    {
      label: w('A hit on a destroyed zone', 'Treffer auf eine zerstörte Zone'),
      values: { hull: w('goes to the hull', 'geht an den Rumpf'), lost: w('is lost', 'verfällt') },
    },
  ],
  [
    'universalis.melee.camouflage.activeNkBonus',
    {
      label: w('NK bonus of active camouflage', 'NK-Bonus aktiver Tarnung'),
      values: { always: w('always', 'immer'), withAmbush: w('only from ambush', 'nur aus dem Hinterhalt') },
    },
  ],
  ['universalis.melee.attackerWinOptions', { label: w('Choices of an attacker who wins', 'Wahl eines siegreichen Angreifers') }],
  [
    'universalis.melee.agiTie',
    {
      label: w('A tie in the AGI roll', 'Gleichstand beim GES-Wurf'),
      values: { repeat: w('roll again', 'neu würfeln'), nothing: w('nothing happens', 'nichts geschieht') },
    },
  ],
  [
    'universalis.melee.nkZeroKeepsModifiers',
    { label: w('Fighting with NK 0 keeps the modifiers', 'Kampf mit NK 0 behält die Modifikatoren') },
  ],
  [
    'universalis.movement.risk',
    {
      label: w('Risks the move planner takes', 'Risiken der Zugplanung'),
      values: {
        none: w('none', 'keine'),
        tests: w('jumps and drops with their tests', 'Sprünge und Stürze mit Probe'),
        damage: w('also falls with damage', 'auch Stürze mit Schaden'),
      },
    },
  ],
  [
    'universalis.movement.enemyGap',
    {
      label: w('3 cm from enemies', '3 cm Abstand zu Feinden'),
      values: { end: w('at the end of the move', 'am Ende der Bewegung'), whole: w('all the way', 'auf dem ganzen Weg') },
    },
  ],
  ['universalis.movement.enemyDistance', { label: w('Distance kept from enemies', 'Abstand zu Feinden') }],
  ['universalis.movement.passThroughFriends', { label: w('Moves may pass through friends', 'Bewegung durch Freunde hindurch erlaubt') }],
  ['universalis.movement.contactTolerance', { label: w('A charge ends in contact within', 'Angriff endet in Kontakt bis') }],
  ['universalis.movement.wheelsRoadBonus', { label: w('Road bonus of wheels', 'Straßenbonus für Räder') }],
  ['universalis.movement.fastThreshold', { label: w('A model is fast above', 'Ein Modell ist schnell ab') }],
  ['universalis.movement.fall.levelTolerance', { label: w('Level ground within', 'Ebener Boden bis') }],
  [
    'universalis.movement.fall.limitTolerance',
    { label: w('Slack at the jump and drop limits', 'Messspielraum an Sprung- und Sturzgrenzen') },
  ],
  ['universalis.movement.fall.climbCostFactor', { label: w('Cost of climbing (times the height)', 'Kosten des Kletterns (mal die Höhe)') }],
  ['universalis.attributes.criticalModifiers', { label: w('Maluses of the critical state', 'Mali des kritischen Zustands') }],
  ['universalis.overwatchTest', { label: w('EH test of a model on overwatch', 'EH-Probe eines Modells in Lauerstellung') }],
  ['universalis.flightObligation', { label: w('Flight’s first action is to flee', 'Die erste Aktion auf der Flucht ist fliehen') }],
  ['play.undoRollsBackDice', { label: w('Undo may take back dice', 'Rückgängig darf Würfe zurücknehmen') }],
]
