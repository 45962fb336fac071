/** English and German for the Mage Knight settings of a rule profile (core, castle, large, cavalry, dungeons, table; profileSettingTexts.ts). */
import { type SettingWords, w } from './settingWords'

export const MAGE_KNIGHT_SETTING_WORDS: readonly (readonly [string, SettingWords])[] = [
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
  [
    'mk.dungeons.spawnsAct',
    { label: w('The dungeon’s figures act (Mage Spawns, non-heroes)', 'Die Figuren des Dungeons handeln (Mage Spawns, Nicht-Helden)') },
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
  ['mk.table.concealingTerrainTypes', { label: w('Concealing terrain types', 'Verbergende Geländearten') }],
]
