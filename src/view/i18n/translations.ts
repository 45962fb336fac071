/**
 * Every text the view shows, in English and German. Ruling rows are keyed by the line keys the
 * judge returns; in English the rules' own (German) term stands beside the English one, in
 * German the rules' term alone. An unknown key is shown as itself, never a crash.
 */
export const LANGUAGES = ['en', 'de'] as const
export type Language = (typeof LANGUAGES)[number]

/** A term with its English name and the rules' own German word. */
interface Term {
  en: string
  de: string
}

const term = (en: string, de: string): Term => ({ en, de })

/**
 * Ruling row labels, keyed by RulingLine.key: the sight ruling (src/rules/cover.ts), the step
 * ruling (src/rules/falling.ts, dotted keys) and the plain names of the StepRuling fields.
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
  linkProblem: term('The link could not be followed fully', 'Der Link konnte nicht vollständig befolgt werden'),
  judgeFailed: term('The judge could not rule', 'Keine Entscheidung möglich'),
  dismiss: term('Dismiss', 'Schließen'),
  loading: term('Loading…', 'Lädt…'),
  yes: term('Yes', 'ja'),
  no: term('No', 'nein'),
  language: term('Deutsch', 'English'),
} satisfies Record<string, Term>

export type UiTextKey = keyof typeof UI_TEXT

/** Keys of interface texts that are the rules' own terms: English mode shows the German beside them. */
const UI_RULES_TERMS: ReadonlySet<UiTextKey> = new Set<UiTextKey>(['sizeProfile', 'heightDifference', 'distance'])

const withGerman = (t: Term): string => (t.en === t.de ? t.en : `${t.en} (${t.de})`)

/** Label of a ruling row, e.g. "Cover (Deckung)" in English, "Deckung" in German; unknown keys as themselves. */
export function rulingLabel(key: string, language: Language): string {
  const t = RULING_TERMS[key]
  if (!t) return key
  return language === 'de' ? t.de : withGerman(t)
}

/** A ruling value word ("hard" → "Hard (hart)" / "hart"), or null when it is not one we know (e.g. an id). */
export function valueWord(value: string, language: Language): string | null {
  const t = Object.hasOwn(VALUE_TERMS, value) ? VALUE_TERMS[value] : undefined
  if (!t) return null
  return language === 'de' ? t.de : withGerman(t)
}

/** An interface text in the given language. */
export function uiText(key: UiTextKey, language: Language): string {
  const t = UI_TEXT[key]
  if (language === 'de') return t.de
  return UI_RULES_TERMS.has(key) ? withGerman(t) : t.en
}

/** True when the judge's key has a translation (tests use it to find keys we forgot). */
export const knowsRulingKey = (key: string): boolean => Object.hasOwn(RULING_TERMS, key)
