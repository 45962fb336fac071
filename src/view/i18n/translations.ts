/**
 * Every text the view shows, in English and German. Ruling rows are keyed by the line keys the
 * judge returns; in English the rules' own (German) term stands beside the English one, in
 * German the rules' term alone. An unknown key is shown as itself, never a crash. The ruling rows'
 * words live in rulingTerms.ts; this module holds the interface texts and the lookups.
 */
import { SIEGE_UI_TEXT } from './siegeTexts'
import { PLAY_UI_TEXT } from './playUiTexts'
import { MK_PLAY_UI_TEXT } from './mkPlayUiTexts'
import { MK_LARGE_UI_TEXT } from './mkLargeTexts'
import { MK_SIEGE_UI_TEXT } from './mkSiegeTexts'
import { MK_CAVALRY_UI_TEXT } from './mkCavalryTexts'
import { HOVER_CARD_UI_TEXT } from './hoverCardTexts'
import { DUNGEON_UI_TEXT } from './dungeonTexts'
import { DUNGEON_PLAY_UI_TEXT } from './dungeonPlayTexts'
import { SCENE_LIST_UI_TEXT } from './sceneListTexts'
import { MULTI_SELECT_UI_TEXT } from './multiSelectTexts'
import { PLAY_TERMS } from './playTerms'
import { addBilingualTable, hasText, translateLoose } from './i18nextAdapter'
import { TERRAIN_EDIT_UI_TEXT } from './terrainEditTexts'
import { RULING_TERMS, VALUE_TERMS, type BilingualTerm } from './rulingTerms'

export const LANGUAGES = ['en', 'de'] as const
export type Language = (typeof LANGUAGES)[number]

const term = (en: string, de: string): BilingualTerm => ({ en, de })

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
  castleReport: term('Castle modifiers', 'Burg-Modifikatoren'),
  castleShooter: term('Shooter', 'Schütze'),
  castleTarget: term('Target', 'Ziel'),
  castleHint: term('Choose a shooter and a target (figures or sections).', 'Schütze und Ziel wählen (Helden oder Sektionen).'),
  sections: term('Castle sections', 'Burgabschnitte'),
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
  castleSide: term('Castle player', 'Burgspieler'),
  castleEdge: term('Castle player’s edge', 'Spielfeldrand des Burgspielers'),
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
  ...HOVER_CARD_UI_TEXT,
  ...DUNGEON_UI_TEXT,
  ...DUNGEON_PLAY_UI_TEXT,
  ...SCENE_LIST_UI_TEXT,
  ...MULTI_SELECT_UI_TEXT,
  ...TERRAIN_EDIT_UI_TEXT,
} satisfies Record<string, BilingualTerm>

export type UiTextKey = keyof typeof UI_TEXT

/** Keys of interface texts that are the rules' own terms: English mode shows the German beside them. */
const UI_RULES_TERMS: ReadonlySet<UiTextKey> = new Set<UiTextKey>(['sizeProfile', 'heightDifference', 'distance'])

const withGerman = (t: BilingualTerm): string => (t.en === t.de ? t.en : `${t.en} (${t.de})`)

// The tables become i18next namespaces (i18nextAdapter.ts); the play terms first, so that a
// ruling term of the same key wins as it did in the lookup before.
addBilingualTable('ruling', PLAY_TERMS)
addBilingualTable('ruling', RULING_TERMS)
addBilingualTable('value', VALUE_TERMS)
addBilingualTable('ui', UI_TEXT)

/** The `{ en, de }` of a key from i18next, both languages (English mode shows the German beside). */
function bothLanguages(ns: string, key: string): BilingualTerm | null {
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
