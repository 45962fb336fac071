/**
 * English and German for the table habits of issue 14: the shortcut list (one text per action
 * of shortcutTable.ts, so a new shortcut without words fails to compile), the camera buttons, the
 * tape's unit and the range rings; and lengths in the player's unit and number notation.
 */
import type { ShortcutAction, ShortcutContext } from '../shortcutTable'
import { CM_PER_INCH } from '../../math/units'
import type { TapeUnit } from '../store/vttPrefs'
import type { Language } from './translations'
import { formatNumber } from './formatValues'

type Texts<K extends string> = Readonly<Record<K, Readonly<Record<Language, string>>>>

export const SHORTCUT_ACTION_TEXTS: Texts<ShortcutAction> = {
  undo: { en: 'Undo', de: 'Rückgängig' },
  redo: { en: 'Redo', de: 'Wiederholen' },
  clear: { en: 'Clear the choice (or close this list)', de: 'Auswahl aufheben (oder diese Liste schließen)' },
  help: { en: 'Show or hide this list', de: 'Diese Liste zeigen oder verbergen' },
  turnRight: { en: 'Turn the chosen figure 15° clockwise', de: 'Gewählte Figur 15° im Uhrzeigersinn drehen' },
  turnLeft: { en: 'Turn the chosen figure 15° counter-clockwise', de: 'Gewählte Figur 15° gegen den Uhrzeigersinn drehen' },
  panForward: { en: 'Move the view forward', de: 'Ansicht nach vorn schieben' },
  panBack: { en: 'Move the view back', de: 'Ansicht zurück schieben' },
  panLeft: { en: 'Move the view left', de: 'Ansicht nach links schieben' },
  panRight: { en: 'Move the view right', de: 'Ansicht nach rechts schieben' },
  orbitLeft: { en: 'Turn the view left', de: 'Ansicht nach links drehen' },
  orbitRight: { en: 'Turn the view right', de: 'Ansicht nach rechts drehen' },
  resetView: { en: 'Reset the view', de: 'Ansicht zurücksetzen' },
  playTurn: { en: 'Turn the chosen model toward the pointer (8.3)', de: 'Gewähltes Modell zum Zeiger drehen (8.3)' },
  siegeRotate: { en: 'Turn the chosen piece 15°', de: 'Gewähltes Teil um 15° drehen' },
  siegeRotateBack: { en: 'Turn the chosen piece back 15°', de: 'Gewähltes Teil um 15° zurückdrehen' },
  siegeDelete: { en: 'Remove the chosen piece', de: 'Gewähltes Teil entfernen' },
  siegeMove: { en: 'Move the chosen piece with the next click', de: 'Gewähltes Teil mit dem nächsten Klick versetzen' },
  siegeSelect: { en: 'Back to choosing', de: 'Zurück zum Auswählen' },
  copyFigures: { en: 'Copy the chosen figures', de: 'Gewählte Figuren kopieren' },
  cutFigures: { en: 'Cut the chosen figures (copy, then remove)', de: 'Gewählte Figuren ausschneiden (kopieren, dann entfernen)' },
  pasteFigures: {
    en: 'Paste the copied figures under the pointer (beside them when it is off the table)',
    de: 'Kopierte Figuren unter dem Mauszeiger einfügen (daneben, wenn er nicht über dem Tisch ist)',
  },
  deleteFigures: { en: 'Delete the chosen figures', de: 'Gewählte Figuren löschen' },
  selectAllFigures: { en: 'Choose every figure', de: 'Alle Figuren wählen' },
  boxSelect: {
    en: 'Box select: the next drag on the empty table chooses the figures in its box (Shift-click adds or removes one)',
    de: 'Rahmenauswahl: das nächste Ziehen auf dem leeren Tisch wählt die Figuren im Rahmen (Umschalt-Klick fügt eine hinzu oder nimmt sie heraus)',
  },
}

export const SHORTCUT_CONTEXT_TEXTS: Texts<ShortcutContext> = {
  general: { en: 'Everywhere', de: 'Überall' },
  figure: { en: 'Chosen figure (sandbox)', de: 'Gewählte Figur (Sandkasten)' },
  camera: { en: 'View', de: 'Ansicht' },
  play: { en: 'In play', de: 'Im Spiel' },
  siege: { en: 'Siege editor', de: 'Belagerungseditor' },
}

export type VttTextKey =
  | 'shortcutsTitle'
  | 'shortcutsButton'
  | 'close'
  | 'gestureWheel'
  | 'gestureDrag'
  | 'or'
  | 'tapeUnit'
  | 'unitCm'
  | 'unitIn'
  | 'rangeRings'
  | 'ringRadii'
  | 'ringsFromCard'
  | 'ringsNeedFigure'
  | 'ringsHint'
  | 'ringsFrom'
  | 'ringsFromRules'
  | 'ringsFromCentre'
  | 'ringsFromEdge'

export const VTT_TEXTS: Texts<VttTextKey> = {
  shortcutsTitle: { en: 'Keyboard shortcuts', de: 'Tastenkürzel' },
  shortcutsButton: { en: 'Keyboard shortcuts (?)', de: 'Tastenkürzel (?)' },
  close: { en: 'Close', de: 'Schließen' },
  gestureWheel: { en: 'mouse wheel', de: 'Mausrad' },
  gestureDrag: { en: 'drag on the empty table', de: 'Ziehen auf dem leeren Tisch' },
  or: { en: 'or', de: 'oder' },
  tapeUnit: { en: 'Unit', de: 'Einheit' },
  unitCm: { en: 'cm', de: 'cm' },
  unitIn: { en: 'inches', de: 'Zoll' },
  rangeRings: { en: 'Range rings around the chosen figure', de: 'Reichweitenringe um die gewählte Figur' },
  ringRadii: { en: 'Ring distances', de: 'Ringabstände' },
  ringsFromCard: { en: "Use the card's ranges", de: 'Reichweiten der Karte verwenden' },
  ringsNeedFigure: { en: 'Choose a figure to see its rings.', de: 'Eine Figur wählen, um ihre Ringe zu sehen.' },
  ringsHint: { en: 'Distances apart by spaces, e.g. "3 6 9".', de: 'Abstände durch Leerzeichen getrennt, z. B. „3 6 9“.' },
  ringsFrom: { en: 'Measured from', de: 'Gemessen von' },
  ringsFromRules: {
    en: 'as the rules measure (Mage Knight: centre; others: base edge)',
    de: 'wie die Regeln messen (Mage Knight: Mitte; sonst: Baserand)',
  },
  ringsFromCentre: { en: 'the centre of the base', de: 'der Mitte der Base' },
  ringsFromEdge: { en: 'the edge of the base', de: 'dem Rand der Base' },
}

export const vttText = (key: VttTextKey, language: Language): string => VTT_TEXTS[key][language]

/** The unit's short symbol after a number: "cm", "in" (German "Zoll", as its rule books print it). */
export const unitSymbol = (unit: TapeUnit, language: Language): string => (unit === 'cm' ? 'cm' : language === 'de' ? 'Zoll' : 'in')

/** A number in the language's notation with exactly `digits` decimals ("4.86" / "4,86"): formatValues' one formatter. */
export function formatDecimal(value: number, digits: number, language: Language): string {
  return formatNumber(value, digits, language)
}

/** A length kept in cm, shown in `unit` with two decimals: "12.35 cm", "4.86 in", German "4,86 Zoll". */
export function formatLength(valueCm: number, unit: TapeUnit, language: Language): string {
  const value = unit === 'cm' ? valueCm : valueCm / CM_PER_INCH
  return `${formatDecimal(value, 2, language)} ${unitSymbol(unit, language)}`
}

/** A ring's distance as the player typed it ("3 in", "1,5 Zoll"): no more decimals than needed. */
export function formatRingDistance(value: number, unit: TapeUnit, language: Language): string {
  const digits = Number.isInteger(value) ? 0 : Number.isInteger(value * 10) ? 1 : 2
  return `${formatDecimal(value, digits, language)} ${unitSymbol(unit, language)}`
}
