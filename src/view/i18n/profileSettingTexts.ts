/**
 * English and German for every setting of a rule profile (issue 15, part 3; R-VPR.2): its label,
 * the words for each value an enum setting takes, the rule sets they are grouped by and the units
 * of number settings. Keyed by the setting's path in the profile (`universalis.movement.enemyGap`),
 * the same path docs/RULINGS.md and a profile file use; profileSettingTexts.test.ts walks the
 * shipped profiles' settings and fails on one without words here.
 */
import type { SettingGroup, SettingUnit, SettingValue } from '../ports'
import type { Language } from './translations'

type Words = Readonly<Record<Language, string>>
interface SettingWords {
  label: Words
  /** The words for each value of an enum setting. */
  values?: Readonly<Record<string, Words>>
}

const w = (en: string, de: string): Words => ({ en, de })

const SETTINGS: ReadonlyMap<string, SettingWords> = new Map<string, SettingWords>([
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
  ['mk.core.pointsPerAction', { label: w('Build points per action', 'Aufbaupunkte je Aktion') }],
  ['mk.core.breakAwayMin', { label: w('Breaking away succeeds on', 'Loslösen gelingt ab') }],
  ['mk.core.criticalHitBonus', { label: w('Extra damage of a critical hit', 'Zusatzschaden eines kritischen Treffers') }],
  ['mk.core.criticalMissDamage', { label: w('Damage of a critical miss to the attacker', 'Schaden eines Patzers für den Angreifer') }],
  ['mk.core.heightAdvantageDefence', { label: w('Defence of height advantage', 'Verteidigung durch Höhenvorteil') }],
  ['mk.core.baseContactToleranceIn', { label: w('Base contact within', 'Basenkontakt bis') }],
  ['mk.core.invulnerabilityReduction', { label: w('Damage invulnerability takes off', 'Schadensminderung durch Unverwundbarkeit') }],
  [
    'mk.core.shockwaveRangeFactor',
    { label: w('Shockwave range (share of the range)', 'Reichweite der Schockwelle (Anteil der Reichweite)') },
  ],
  ['mk.core.flightBreakAwayMin', { label: w('Flyers break away on', 'Flieger lösen sich ab') }],
  ['mk.core.magicEnhancementBonus', { label: w('Damage of magic enhancement', 'Schaden durch magische Verstärkung') }],
  ['mk.core.leadershipMin', { label: w('Leadership succeeds on', 'Führung gelingt ab') }],
  ['mk.core.formationMaxMembers', { label: w('Figures in a formation at most', 'Figuren in einer Formation höchstens') }],
  [
    'mk.core.formationMoveSpeed',
    {
      label: w('A move formation goes at', 'Eine Bewegungsformation zieht mit'),
      values: {
        slowest: w('the slowest figure’s speed', 'der Geschwindigkeit der langsamsten Figur'),
        own: w('each figure’s own speed', 'der eigenen Geschwindigkeit jeder Figur'),
      },
    },
  ],
  ['mk.core.formationAttackBonusPerMember', { label: w('Attack bonus per formation member', 'Angriffsbonus je Formationsmitglied') }],
  ['mk.core.formationMoveEndsInContact', { label: w('A move formation ends in contact', 'Eine Bewegungsformation endet in Kontakt') }],
  [
    'mk.castle.gameMode',
    {
      label: w('Castle game mode', 'Castle-Spielmodus'),
      values: { unlimited: w('Unlimited', 'Unlimited'), conquest: w('Conquest', 'Eroberung') },
    },
  ],
  [
    'mk.castle.higherPosition',
    {
      label: w('Who is in a higher position', 'Wer höher steht'),
      values: { levels: w('raised over ground', 'erhöht gegenüber Boden'), measured: w('measured height', 'gemessene Höhe') },
    },
  ],
  ['mk.castle.higherThresholdCm', { label: w('Higher when measured above', 'Höher, gemessen ab') }],
  [
    'mk.castle.universalisSectionAttack',
    {
      label: w('Universalis models attack castle sections', 'Universalis-Modelle greifen Castle-Sektionen an'),
      values: {
        'heavy-weapons': w('with heavy weapons only', 'nur mit schweren Waffen'),
        never: w('never', 'nie'),
        any: w('with any weapon', 'mit jeder Waffe'),
      },
    },
  ],
  [
    'mk.castle.unwieldyFightAcrossAccess',
    { label: w('Unwieldy figures fight across access points', 'Unhandliche Figuren kämpfen über Zugänge') },
  ],
  ['mk.large.sectionArcs', { label: w('Sections of a large figure (arcs)', 'Sektionen einer großen Figur (Bögen)') }],
  ['mk.large.angleToleranceDeg', { label: w('On a section boundary within', 'Auf einer Sektionsgrenze bis') }],
  [
    'mk.large.ownerPicksInactive',
    {
      label: w('The owner picks an inactive section', 'Der Besitzer wählt eine inaktive Sektion'),
      values: {
        'attacker-chooses': w('the attacker chooses another', 'der Angreifer wählt eine andere'),
        'attack-lost': w('the attack is lost', 'der Angriff verfällt'),
      },
    },
  ],
  [
    'mk.large.meleeRedirect',
    {
      label: w('Melee against an inactive section goes to', 'Nahkampf gegen eine inaktive Sektion geht an'),
      values: { 'any-section': w('any section', 'jede Sektion'), 'touched-sections': w('a touched section', 'eine berührte Sektion') },
    },
  ],
  [
    'mk.large.combinedMoveSpeed',
    {
      label: w('Speed of the combined move', 'Geschwindigkeit der gemeinsamen Bewegung'),
      values: { highest: w('the highest', 'die höchste'), sum: w('the sum', 'die Summe') },
    },
  ],
  [
    'mk.large.flyingCrossesBlocking',
    { label: w('Flying large figures cross blocking terrain', 'Fliegende große Figuren überqueren blockierendes Gelände') },
  ],
  [
    'mk.large.destroyedChariotDamageReduced',
    { label: w('Abilities reduce a destroyed chariot’s clicks', 'Fähigkeiten mindern die Klicks eines zerstörten Streitwagens') },
  ],
  [
    'mk.cavalry.skittishRemovedAt',
    {
      label: w('A skittish mount leaves at', 'Ein scheues Reittier geht'),
      values: {
        'start-of-end-phase': w('the start of the end phase', 'zu Beginn der Endphase'),
        'end-of-end-phase': w('the end of the end phase', 'am Ende der Endphase'),
      },
    },
  ],
  [
    'mk.cavalry.skittishRiderlessMayAct',
    { label: w('A skittish mount without rider may act', 'Ein scheues Reittier ohne Reiter darf handeln') },
  ],
  [
    'mk.cavalry.overwhelmContact',
    {
      label: w('Overwhelm needs contact with', 'Überrennen braucht Kontakt mit'),
      values: {
        'only-that-unit': w('only that unit', 'nur dieser Einheit'),
        'one-cavalry-unit': w('one cavalry unit', 'einer Kavallerieeinheit'),
      },
    },
  ],
  [
    'mk.cavalry.overwhelmTokens',
    {
      label: w('Tokens of the dismounted unit', 'Marker der abgesessenen Einheit'),
      values: { 'both-keep': w('both keep them', 'beide behalten sie'), removed: w('removed', 'entfernt') },
    },
  ],
  ['mk.cavalry.trampleFriendly', { label: w('Trample hits friends too', 'Niedertrampeln trifft auch Freunde') }],
  [
    'mk.cavalry.trampleDialChooser',
    {
      label: w('Who chooses the trampled unit’s dial', 'Wer die Skala der niedergetrampelten Einheit wählt'),
      values: { trampler: w('the trampler', 'der Trampelnde'), owner: w('its owner', 'ihr Besitzer') },
    },
  ],
  [
    'mk.cavalry.darkRidersResetTo',
    {
      label: w('Dark Riders reset to', 'Dunkle Reiter kehren zurück auf'),
      values: { 'version-start': w('the version’s start', 'den Start der Version'), 'click-0': w('click 0', 'Klick 0') },
    },
  ],
  ['mk.cavalry.trampleDamageReduced', { label: w('Abilities reduce trample damage', 'Fähigkeiten mindern Trampelschaden') }],
  [
    'mk.trample.crossedBy',
    {
      label: w('A Trample path crosses by', 'Ein Trampelpfad kreuzt mit'),
      values: { base: w('the base', 'der Base'), 'centre-dot': w('the centre dot', 'dem Mittelpunkt') },
    },
  ],
  ['mk.trample.crossingDepthCm', { label: w('Crossing counts from a depth of', 'Kreuzen zählt ab einer Tiefe von') }],
  [
    'mk.dungeons.diagonalSteps',
    {
      label: w('Diagonal steps past wall corners', 'Diagonale Schritte an Wandecken'),
      values: {
        'clear-corner': w('when the corner is clear', 'wenn die Ecke frei ist'),
        'one-open-route': w('when one route is open', 'wenn ein Weg offen ist'),
        never: w('never', 'nie'),
      },
    },
  ],
  [
    'mk.dungeons.adjacency',
    {
      label: w('Adjacent squares', 'Benachbarte Felder'),
      values: { eight: w('eight (diagonals too)', 'acht (auch diagonal)'), four: w('four (edges only)', 'vier (nur Kanten)') },
    },
  ],
  ['mk.dungeons.frontArcEdgeInside', { label: w('The front arc’s edge counts in', 'Der Rand des Frontbogens zählt dazu') }],
  ['mk.dungeons.flyersIgnoreTerrainCost', { label: w('Flyers ignore terrain cost', 'Flieger ignorieren Geländekosten') }],
  [
    'mk.dungeons.drawChoice',
    {
      label: w('Which token is drawn', 'Welcher Marker gezogen wird'),
      values: { random: w('at random', 'zufällig'), 'colour-chosen': w('of a chosen colour', 'einer gewählten Farbe') },
    },
  ],
  [
    'mk.dungeons.refresh',
    {
      label: w('Refreshing', 'Auffrischen'),
      values: { 'top-up': w('top up', 'auffüllen'), 'deal-afresh': w('deal afresh', 'neu austeilen') },
    },
  ],
  ['mk.dungeons.objectAttackCriticals', { label: w('Attacks by objects can be critical', 'Angriffe von Objekten können kritisch sein') }],
  ['mk.table.contactLevelToleranceCm', { label: w('Base contact across a height of', 'Basenkontakt über eine Höhe von') }],
  ['mk.table.maxStepCm', { label: w('A move steps up at most', 'Eine Bewegung steigt höchstens') }],
  ['mk.table.hinderingTerrainTypes', { label: w('Hindering terrain types (stealth)', 'Behindernde Geländearten (Tarnung)') }],
])

const GROUPS: Readonly<Record<SettingGroup, Words>> = {
  sight: w('Sight and cover', 'Sicht und Deckung'),
  universalis: w('Universalis', 'Universalis'),
  play: w('Play at the table', 'Spiel am Tisch'),
  mageknight: w('Mage Knight', 'Mage Knight'),
  castle: w('Castle', 'Castle'),
  large: w('Large figures and chariots', 'Große Figuren und Streitwagen'),
  cavalry: w('Cavalry', 'Kavallerie'),
  dungeons: w('Dungeons', 'Dungeons'),
}

const UNITS: Readonly<Record<SettingUnit, Words>> = {
  cm: w('cm', 'cm'),
  in: w('in', 'Zoll'),
  deg: w('°', '°'),
  share: w('of the profile (0 to 1)', 'des Profils (0 bis 1)'),
  factor: w('×', '×'),
  pips: w('or more on a die', 'oder mehr auf einem Würfel'),
  count: w('', ''),
  points: w('points', 'Punkte'),
}

const BOOLEANS: Readonly<Record<'true' | 'false', Words>> = { true: w('yes', 'ja'), false: w('no', 'nein') }

/** The setting's label; a path without words (never for a shipped setting: the test) shows as the path. */
export const settingLabel = (path: string, language: Language): string => SETTINGS.get(path)?.label[language] ?? path

/** An enum value in words, or the value itself when the setting has no words for it. */
export function settingValueWord(path: string, value: string, language: Language): string {
  const values = SETTINGS.get(path)?.values
  return values && Object.hasOwn(values, value) ? values[value][language] : value
}

export const settingGroupLabel = (group: SettingGroup, language: Language): string => GROUPS[group][language]

export const settingUnitWord = (unit: SettingUnit, language: Language): string => UNITS[unit][language]

/** A setting's value in words: enums by their words, yes/no, numbers with their unit, tables as they are written. */
export function settingValueText(path: string, value: SettingValue, language: Language, unit?: SettingUnit): string {
  if (typeof value === 'boolean') return BOOLEANS[String(value) as 'true' | 'false'][language]
  if (typeof value === 'string') return settingValueWord(path, value, language)
  if (typeof value === 'number') {
    const word = unit ? settingUnitWord(unit, language) : ''
    const number = value.toLocaleString(language === 'de' ? 'de-DE' : 'en-GB', { maximumFractionDigits: 4 })
    return word ? `${number} ${word}` : number
  }
  return Array.isArray(value) ? value.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))).join(', ') : JSON.stringify(value)
}

/** Whether the enum value has words of its own in every language (for the key-walk test). */
export function hasValueWords(path: string, value: string): boolean {
  const values = SETTINGS.get(path)?.values
  return values !== undefined && Object.hasOwn(values, value) && values[value].en !== '' && values[value].de !== ''
}

/** The paths that have words (for the key-walk test). */
export const labelledSettingPaths = (): string[] => [...SETTINGS.keys()]

/** The words of the profile editor around the settings. */
export const PROFILE_EDITOR_TEXT = {
  editSettings: w('Every setting of the profile', 'Alle Einstellungen des Profils'),
  settingRejected: w('The judge does not accept this value', 'Der Schiedsrichter nimmt diesen Wert nicht an'),
  listHint: w('as JSON', 'als JSON'),
  allowed: w('allowed', 'erlaubt'),
  gameKeepsProfile: w(
    'A game in play keeps the profile it started under; a new game takes the profile in use.',
    'Ein laufendes Spiel behält das Profil, mit dem es begann; ein neues Spiel nimmt das gewählte Profil.',
  ),
  castleComparison: w('Castle shot under both profiles', 'Castle-Schuss unter beiden Profilen'),
} as const satisfies Readonly<Record<string, Words>>

export const profileEditorText = (key: keyof typeof PROFILE_EDITOR_TEXT, language: Language): string => PROFILE_EDITOR_TEXT[key][language]
