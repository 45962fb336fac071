/**
 * The words of the judge's ruling rows: the row labels (keyed by RulingLine.key) and the words that
 * appear as ruling values. Kept apart from translations.ts, which holds the interface texts and the
 * lookups, because these follow the judge's keys, not the screen; translations.ts registers them
 * as the `ruling` and `value` namespaces.
 */

/** A term with its English name and the rules' own German word. */
export interface BilingualTerm {
  en: string
  de: string
}

const term = (en: string, de: string): BilingualTerm => ({ en, de })

/**
 * Ruling row labels, keyed by RulingLine.key: the sight ruling (src/rules/universalis/sight/cover.ts), the step
 * ruling (src/rules/universalis/movement/falling.ts, dotted keys) and the plain names of the StepRuling fields.
 */
export const RULING_TERMS: Readonly<Record<string, BilingualTerm>> = {
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
  mayAttackSection: term('May attack a castle section', 'Darf den Burgabschnitt angreifen'),
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
export const VALUE_TERMS: Readonly<Record<string, BilingualTerm>> = {
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
