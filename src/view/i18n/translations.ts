/**
 * Every text the view shows, in English and German. Ruling rows are keyed by the line keys the
 * judge returns; in English the rules' own (German) term stands beside the English one, in
 * German the rules' term alone. An unknown key is shown as itself, never a crash.
 */
import { SIEGE_UI_TEXT } from './siegeTexts'
import { PLAY_UI_TEXT } from './playUiTexts'
import { MK_PLAY_UI_TEXT } from './mkPlayUiTexts'
import { MK_LARGE_UI_TEXT } from './mkLargeTexts'
import { MK_SIEGE_UI_TEXT } from './mkSiegeTexts'
import { MK_CAVALRY_UI_TEXT } from './mkCavalryTexts'
import { DUNGEON_UI_TEXT } from './dungeonTexts'
import { DUNGEON_PLAY_UI_TEXT } from './dungeonPlayTexts'
import { SCENE_LIST_UI_TEXT } from './sceneListTexts'
import { MULTI_SELECT_UI_TEXT } from './multiSelectTexts'
import { PLAY_TERMS } from './playTerms'
import { addBilingualTable, hasText, translateLoose } from './i18nextAdapter'
import { TERRAIN_EDIT_UI_TEXT } from './terrainEditTexts'

export const LANGUAGES = ['en', 'de'] as const
export type Language = (typeof LANGUAGES)[number]

/** A term with its English name and the rules' own German word. */
interface Term {
  en: string
  de: string
}

const term = (en: string, de: string): Term => ({ en, de })

/**
 * Ruling row labels, keyed by RulingLine.key: the sight ruling (src/rules/universalis/sight/cover.ts), the step
 * ruling (src/rules/universalis/movement/falling.ts, dotted keys) and the plain names of the StepRuling fields.
 */
const RULING_TERMS: Record<string, Term> = {
  lineOfSight: term('Line of sight', 'Sichtlinie'),
  visibleFraction: term('Visible share', 'Sichtbarer Anteil'),
  hiddenShare: term('Hidden share', 'Verdeckter Anteil'),
  cover: term('Cover', 'Deckung'),
  coverFrom: term('Cover from', 'Deckung durch'),
  touchingCover: term('Touching cover', 'Berührt die Deckung'),
  armourBonus: term('Armour roll bonus', 'Bonus auf Rüstungswurf'),
  rangedModifier: term('Ranged modifier', 'Modifikator im Fernkampf'),
  distanceEdge: term('Distance, base edge to edge', 'Entfernung, Rand zu Rand'),
  distanceCenter: term('Distance, centre to centre', 'Entfernung, Mitte zu Mitte'),
  distanceHorizontal: term('Horizontal distance', 'Horizontale Entfernung'),
  heightDifference: term('Height difference', 'Höhenunterschied'),
  dropHeight: term('Drop height', 'Fallhöhe'),
  outcome: term('Fall outcome', 'Fallschaden'),
  needsCourageTest: term('Courage test', 'EH-Test'),
  climbAllowed: term('Climbing allowed', 'Klettern erlaubt'),
  climbCost: term('Climbing cost', 'Kletterkosten'),
  landingOn: term('Lands on', 'Landet auf'),
  damage: term('Fall damage', 'Fallschaden'),
  profileHeight: term('Size profile height', 'Höhe des Größenprofils'),
  obscuredBy: term('Sight range exceeded in', 'Sichtweite überschritten in'),
  overlapping: term('Overlaps', 'Überschneidet'),
  'step.profileHeight': term('Size profile height', 'Höhe des Größenprofils'),
  'step.dropHeight': term('Drop height', 'Fallhöhe'),
  'step.level': term('Level ground', 'Ebener Boden'),
  'climb.rise': term('Climb height', 'Kletterhöhe'),
  'climb.allowed': term('Climbing allowed', 'Klettern erlaubt'),
  'climb.cost': term('Climbing cost', 'Kletterkosten'),
  'fall.band': term('Fall outcome', 'Folge des Herunterfallens'),
  'fall.limits': term('Measuring slack at the limits', 'Messtoleranz an den Grenzen'),
  'fall.courageTest': term('Courage test', 'EH-Test'),
  'fall.cost': term('AP cost of the fall', 'AP-Kosten des Falls'),
  'fall.movementTest': term('Movement test', 'Bewegungstest'),
  'fall.damage': term('Fall damage', 'Fallschaden'),
  'climbDown.allowed': term('Climbing down allowed', 'Herunterklettern erlaubt'),
  'climbDown.cost': term('Climbing down cost', 'Kosten des Herunterkletterns'),
  // Mage Knight castle report (src/judge/castle/shot.ts) and the siege editor's changes.
  castleShotAllowed: term('Shot allowed', 'Schuss erlaubt'),
  castleRefusal: term('Not allowed', 'Nicht erlaubt'),
  lineOfFire: term('Line of fire', 'Schusslinie'),
  horizontalDistance: term('Horizontal distance', 'Horizontale Entfernung'),
  basesIgnored: term('Bases do not block', 'Basen blockieren nicht'),
  mayAttackSection: term('May attack a castle section', 'Darf die Castle Sektion angreifen'),
  sectionAttackCategory: term('Attacker category', 'Kategorie des Angreifers'),
  printedDamage: term('Printed damage value', 'Aufgedruckter Schadenswert'),
  universalisSectionAttack: term('Universalis models against sections', 'Universalis-Modelle gegen Sektionen'),
  minimumRange: term('Minimum range', 'Mindestentfernung'),
  longRange: term('Long-range attack', 'Angriff auf weite Entfernung'),
  longRangeWhenNeeded: term('Long range only when needed', 'Weite Entfernung nur wenn nötig'),
  abilitiesUsed: term('Abilities used', 'Genutzte Fähigkeiten'),
  targetHigher: term('Target higher', 'Ziel höher'),
  rangeIn: term('Range', 'Reichweite'),
  effectiveRangeIn: term('Range with long range', 'Reichweite auf weite Entfernung'),
  defenceBase: term('Defence value', 'Verteidigungswert'),
  fortification: term('Fortification', 'Befestigung'),
  heightAdvantage: term('Height advantage', 'Höhenvorteil'),
  defenceTotal: term('Defence to beat', 'Zu schlagende Verteidigung'),
  damageBase: term('Damage value', 'Schadenswert'),
  longRangeDamage: term('Damage at long range', 'Schaden auf weite Entfernung'),
  damageTotal: term('Damage', 'Schaden'),
  portal: term('Portal', 'Portal'),
  actionsSpent: term('Actions spent', 'Verbrauchte Aktionen'),
  portalsInEditor: term('Portals in the editor', 'Portale im Editor'),
  damageClicks: term('Clicks of damage', 'Schadensklicks'),
  eliminated: term('Destroyed', 'Zerstört'),
  replaceWithRubble: term('Replaced by rubble', 'Durch Geröll ersetzt'),
  figuresOnRubble: term('Figures on the rubble', 'Helden auf dem Geröll'),
  rubbleDamageClicks: term('Clicks on the rubble', 'Schadensklicks auf dem Geröll'),
  rubbleDamageIsPlainDamage: term('Rubble damage is plain damage', 'Geröllschaden ist normaler Schaden'),
  dialCorrected: term('Dial corrected', 'Kampfscheibe korrigiert'),
}

/** Words that appear as ruling values (cover levels 9.3, fall outcomes 8.7/8.8, size profiles 3.6). */
const VALUE_TERMS: Record<string, Term> = {
  none: term('None', 'keine'),
  soft: term('Soft', 'weich'),
  hard: term('Hard', 'hart'),
  massive: term('Massive', 'massiv'),
  level: term('Level, no drop', 'eben'),
  safe: term('Drop without damage', 'kein Schaden'),
  test: term('Movement test or damage', 'Bewegungstest'),
  hit: term('Automatic hit', 'automatischer Treffer'),
  climb: term('Climb', 'Klettern'),
  small: term('Small', 'klein'),
  medium: term('Medium', 'mittel'),
  large: term('Large', 'groß'),
  huge: term('Huge', 'riesig'),
  table: term('Table', 'Tisch'),
  clear: term('Clear', 'frei'),
  'bases-only': term('Only bases in the way', 'nur Basen im Weg'),
  blocked: term('Blocked', 'blockiert'),
  open: term('Open', 'offen'),
  closed: term('Closed', 'geschlossen'),
}

/** Interface texts; rule terms among them carry the German word in English mode too. */
const UI_TEXT = {
  appTitle: term('Sightline', 'Sightline'),
  scene: term('Scene', 'Szene'),
  shippedScenes: term('Shipped scenes', 'Mitgelieferte Szenen'),
  openFile: term('Open file…', 'Datei öffnen…'),
  saveFile: term('Save', 'Speichern'),
  undo: term('Undo', 'Rückgängig'),
  redo: term('Redo', 'Wiederholen'),
  topDown: term('Top-down view', 'Draufsicht'),
  perspective: term('Perspective view', 'Perspektive'),
  modeSelect: term('Shoot & move', 'Schießen & bewegen'),
  modeProbe: term('Ledge probe', 'Kantenprobe'),
  modeTape: term('Measuring tape', 'Maßband'),
  shooter: term('Shooter', 'Schütze'),
  target: term('Target', 'Ziel'),
  sizeProfile: term('Size profile', 'Größenprofil'),
  ruling: term('Ruling', 'Entscheidung'),
  clause: term('Clause', 'Regelstelle'),
  hintSelect: term(
    'Click a shooter, then a target. Drag figures to move them. Click the empty table to clear.',
    'Schütze, dann Ziel anklicken. Figuren zum Bewegen ziehen. Leeren Tisch anklicken zum Zurücksetzen.',
  ),
  hintProbe: term(
    'Click a figure, then point at the table: drop height and fall outcome at the pointer.',
    'Figur anklicken, dann auf den Tisch zeigen: Fallhöhe und Folgen am Zeiger.',
  ),
  hintTape: term('Click two points on any surface.', 'Zwei Punkte auf einer beliebigen Oberfläche anklicken.'),
  probeNeedsFigure: term('Select a figure first.', 'Zuerst eine Figur wählen.'),
  distance: term('Distance', 'Entfernung'),
  horizontal: term('Horizontal', 'Horizontal'),
  heightDifference: term('Height difference', 'Höhenunterschied'),
  loadFailed: term('The file was not loaded', 'Die Datei wurde nicht geladen'),
  loadWarnings: term('Loaded with warnings', 'Mit Warnungen geladen'),
  storageCorrupt: term('The saved scene was damaged and set aside', 'Die gespeicherte Szene war beschädigt und wurde beiseitegelegt'),
  bootFailed: term(
    'The saved scene could not be opened; it was set aside and the default scene opened',
    'Die gespeicherte Szene ließ sich nicht öffnen; sie wurde beiseitegelegt und die Standardszene geöffnet',
  ),
  storageRefused: term(
    'The browser refused to save the scene: changes will be lost on reload (save it to a file)',
    'Der Browser hat das Speichern verweigert: Änderungen gehen beim Neuladen verloren (als Datei speichern)',
  ),
  libraryRefused: term(
    'Could not keep this scene in My scenes (storage full?)',
    'Diese Szene konnte nicht in „Meine Szenen“ aufbewahrt werden (Speicher voll?)',
  ),
  libraryMissing: term('This scene is no longer in My scenes', 'Diese Szene ist nicht mehr in „Meine Szenen“'),
  myScenes: term('My scenes', 'Meine Szenen'),
  myScenesEmpty: term(
    'No scenes kept yet: every scene you change is kept here.',
    'Noch keine Szenen: jede Szene, die du änderst, wird hier aufbewahrt.',
  ),
  libraryOpen: term('Open', 'Öffnen'),
  libraryRename: term('Rename', 'Umbenennen'),
  libraryDelete: term('Delete', 'Löschen'),
  libraryConfirmDelete: term('Delete for good?', 'Endgültig löschen?'),
  libraryCancel: term('Cancel', 'Abbrechen'),
  libraryName: term('Name', 'Name'),
  libraryChanged: term('Changed', 'Geändert'),
  libraryCurrent: term('open now', 'gerade offen'),
  close: term('Close', 'Schließen'),
  linkProblem: term('The link could not be followed fully', 'Der Link konnte nicht vollständig befolgt werden'),
  judgeFailed: term('The judge could not rule', 'Keine Entscheidung möglich'),
  dismiss: term('Dismiss', 'Schließen'),
  loading: term('Loading…', 'Lädt…'),
  yes: term('Yes', 'ja'),
  no: term('No', 'nein'),
  language: term('Deutsch', 'English'),
  siegeEditor: term('Siege editor', 'Belagerungs-Editor'),
  castle: term('Castle', 'Festung'),
  castleReport: term('Castle modifiers', 'Castle-Modifikatoren'),
  castleShooter: term('Shooter', 'Schütze'),
  castleTarget: term('Target', 'Ziel'),
  castleHint: term('Choose a shooter and a target (figures or sections).', 'Schütze und Ziel wählen (Helden oder Sektionen).'),
  sections: term('Castle sections', 'Castle Sektionen'),
  damage: term('Damage one click', 'Einen Klick Schaden'),
  repair: term('Turn back one click', 'Einen Klick zurück'),
  destroyed: term('destroyed (rubble)', 'zerstört (Geröll)'),
  brokenOpen: term('broken open', 'aufgebrochen'),
  palette: term('Palette', 'Palette'),
  toolSelect: term('Choose', 'Auswählen'),
  toolMove: term('Move to…', 'Verschieben nach…'),
  rotateLeft: term('Turn −15°', 'Drehen −15°'),
  rotateRight: term('Turn +15°', 'Drehen +15°'),
  deleteSelected: term('Remove', 'Entfernen'),
  heavy: term('heavy', 'schwer'),
  light: term('light', 'leicht'),
  ladder: term('Ladder', 'Leiter'),
  plank: term('Plank', 'Planke'),
  house: term('House', 'Haus'),
  rock: term('Rock', 'Felsen'),
  wood: term('Wood', 'Wald'),
  selected: term('Chosen', 'Ausgewählt'),
  rotation: term('Turn of the next piece', 'Drehung des nächsten Teils'),
  sides: term('Sides', 'Seiten'),
  castleSide: term('Castle player', 'Castle-Spieler'),
  castleEdge: term('Castle player’s edge', 'Spielfeldrand des Castle-Spielers'),
  opponentZoneDepth: term('Opposing zone depth (in)', 'Tiefe der gegnerischen Zone (Zoll)'),
  north: term('north (z = 0)', 'Nord (z = 0)'),
  south: term('south (z = depth)', 'Süd (z = Tiefe)'),
  west: term('west (x = 0)', 'West (x = 0)'),
  east: term('east (x = width)', 'Ost (x = Breite)'),
  setupProblems: term('Set-up rules broken', 'Verletzte Aufstellungsregeln'),
  setupOk: term('The set-up follows the rules.', 'Die Aufstellung entspricht den Regeln.'),
  dragPushedAside: term(
    'Dropped inside another figure or a solid piece: pushed aside to the nearest free place. It would have overlapped:',
    'In eine andere Figur oder ein festes Geländestück fallen gelassen: zum nächsten freien Platz geschoben. Sie hätte überschnitten:',
  ),
  dragPutBack: term(
    'Dropped inside another figure or a solid piece with no free place near: put back. It would have overlapped:',
    'In eine andere Figur oder ein festes Geländestück fallen gelassen, kein freier Platz in der Nähe: zurückgestellt. Sie hätte überschnitten:',
  ),
  figureList: term('Figures', 'Figuren'),
  figureSearch: term('Find a figure (name or id)', 'Figur suchen (Name oder ID)'),
  figureNone: term('No figure matches.', 'Keine Figur passt.'),
  asShooter: term('Shooter', 'Schütze'),
  asTarget: term('Target', 'Ziel'),
  hintEditor: term(
    'Choose a piece, then click the table; pieces snap edge to edge. R / Shift+R turn, Delete removes, M moves.',
    'Teil wählen, dann auf den Tisch klicken; Teile rasten Kante an Kante ein. R / Umschalt+R drehen, Entf entfernt, M verschiebt.',
  ),
  ...SIEGE_UI_TEXT,
  ...PLAY_UI_TEXT,
  ...MK_PLAY_UI_TEXT,
  ...MK_LARGE_UI_TEXT,
  ...MK_SIEGE_UI_TEXT,
  ...MK_CAVALRY_UI_TEXT,
  ...DUNGEON_UI_TEXT,
  ...DUNGEON_PLAY_UI_TEXT,
  ...SCENE_LIST_UI_TEXT,
  ...MULTI_SELECT_UI_TEXT,
  ...TERRAIN_EDIT_UI_TEXT,
} satisfies Record<string, Term>

export type UiTextKey = keyof typeof UI_TEXT

/** Keys of interface texts that are the rules' own terms: English mode shows the German beside them. */
const UI_RULES_TERMS: ReadonlySet<UiTextKey> = new Set<UiTextKey>(['sizeProfile', 'heightDifference', 'distance'])

const withGerman = (t: Term): string => (t.en === t.de ? t.en : `${t.en} (${t.de})`)

// The tables become i18next namespaces (i18nextAdapter.ts); the play terms first, so that a
// ruling term of the same key wins as it did in the lookup before.
addBilingualTable('ruling', PLAY_TERMS)
addBilingualTable('ruling', RULING_TERMS)
addBilingualTable('value', VALUE_TERMS)
addBilingualTable('ui', UI_TEXT)

/** The `{ en, de }` of a key from i18next, both languages (English mode shows the German beside). */
function bothLanguages(ns: string, key: string): Term | null {
  const en = translateLoose(ns, key, 'en')
  const de = translateLoose(ns, key, 'de')
  return en === null || de === null ? null : { en, de }
}

/** Label of a ruling row, e.g. "Cover (Deckung)" in English, "Deckung" in German; unknown keys as themselves. */
export function rulingLabel(key: string, language: Language): string {
  if (language === 'de') return translateLoose('ruling', key, 'de') ?? key
  const t = bothLanguages('ruling', key)
  return t ? withGerman(t) : key
}

/** A ruling value word ("hard" → "Hard (hart)" / "hart"), or null when it is not one we know (e.g. an id). */
export function valueWord(value: string, language: Language): string | null {
  if (language === 'de') return translateLoose('value', value, 'de')
  const t = bothLanguages('value', value)
  return t ? withGerman(t) : null
}

/** An interface text in the given language. */
export function uiText(key: UiTextKey, language: Language): string {
  if (language === 'en' && UI_RULES_TERMS.has(key)) {
    const t = bothLanguages('ui', key)
    if (t) return withGerman(t)
  }
  return translateLoose('ui', key, language) ?? key
}

/**
 * An interface text with its `{name}` values filled, and its plural chosen by `count`
 * (`key_one` / `key_other` in the table), e.g. `uiTextWith('squaresCount', 'de', { count: 3 })`.
 */
export function uiTextWith(key: string, language: Language, params: Readonly<Record<string, string | number>>): string {
  return translateLoose('ui', key, language, params) ?? key
}

/** True when the judge's key has a translation (tests use it to find keys we forgot). */
export const knowsRulingKey = (key: string): boolean => hasText('ruling', key, 'en') && hasText('ruling', key, 'de')
